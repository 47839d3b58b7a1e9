import { useEffect, useRef, useState } from 'react'
import { siteConfig } from '../../content/site.ts'
import { localizePath } from '../../shared/paths.ts'
import { BlogSidebarList } from '../BlogSidebar/index.tsx'
import { DocSidebar } from '../DocSidebar/index.tsx'
import { useLocale } from '../../locale/use-locale.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { useLockBodyScroll } from './use-lock-body-scroll.ts'
import { usePage } from '../../page/use-page.ts'
import { Icon } from '../Icon/index.tsx'
import { Logo } from '../Logo/index.tsx'
import { NavItems } from '../Navbar/NavItems.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'
import { useMenuLifecycle } from './use-menu-lifecycle.ts'

/**
 * The navigation drawer of narrow screens: the site's sections, and the sidebar of the page being
 * read (docs or blog), shown first when there is one. Mounted only while open.
 */
export default function MobileMenu({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const t = useAllStrings()
  const locale = useLocale()
  const page = usePage()
  const panel = useRef<HTMLDivElement>(null)
  useLockBodyScroll(true)
  useMenuLifecycle(panel, onClose)
  const navigate = () => onClose(false)

  let secondary = null
  if (page?.kind === 'doc' && page.sidebar) {
    secondary = <DocSidebar sidebar={page.sidebar} activePath={page.path} onNavigate={navigate} />
  } else if (page?.kind === 'blogPost' || (page?.kind === 'blogList' && page.sidebar)) {
    secondary = (
      <BlogSidebarList sidebar={page.sidebar!} activePath={page.path} onNavigate={navigate} />
    )
  }
  const [primary, setPrimary] = useState(secondary === null)
  // Switching views removes the button that had focus; hand focus to the one that replaces it.
  const switchButton = useRef<HTMLButtonElement>(null)
  const switched = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view switches, which `primary` says
  useEffect(() => {
    if (switched.current) switchButton.current?.focus()
    switched.current = true
  }, [primary])

  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label={t.menu}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap beside the panel closes it; keyboards use Esc or the close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="mobile-menu__backdrop" onClick={() => onClose(true)} />
      <div className="mobile-menu__panel" ref={panel}>
        <div className="mobile-menu__header">
          <SiteLink to={localizePath('/', locale)} className="navbar__brand" onClick={navigate}>
            <Logo />
            <span className="navbar__title">{siteConfig.title[locale]}</span>
          </SiteLink>
          <button
            type="button"
            className="icon-button"
            aria-label={t.closeMenu}
            data-autofocus
            onClick={() => onClose(true)}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="mobile-menu__body">
          {primary ? (
            <>
              {secondary && (
                <button
                  ref={switchButton}
                  type="button"
                  className="mobile-menu__switch"
                  onClick={() => setPrimary(false)}
                >
                  {t.inThisCategory}
                  <Icon name="arrowRight" size={16} />
                </button>
              )}
              <NavItems className="menu__list mobile-menu__items" onNavigate={navigate} />
            </>
          ) : (
            <>
              <button
                ref={switchButton}
                type="button"
                className="mobile-menu__switch"
                onClick={() => setPrimary(true)}
              >
                {t.backToMainMenu}
              </button>
              {secondary}
            </>
          )}
        </div>
      </div>
    </div>
  )
}

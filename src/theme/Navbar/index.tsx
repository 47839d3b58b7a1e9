import { useCallback, useRef, useState } from 'react'
import { siteConfig } from '../../content/site.ts'
import { localizePath } from '../../shared/paths.ts'
import { SearchBox } from '../../search-ui/SearchBox.tsx'
import { useHideableNavbar } from './use-hideable-navbar.ts'
import { useLoadedComponent } from '../hooks/use-loaded-component.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { Icon } from '../Icon/index.tsx'
import { LocaleDropdown } from '../LocaleDropdown/index.tsx'
import { Logo } from '../Logo/index.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'
import { ThemeToggle } from '../ThemeToggle/index.tsx'
import { NavItems } from './NavItems.tsx'

// Only phones and small windows ever open the menu, so its code loads on first use.
const loadMobileMenu = () => import('../MobileMenu/index.tsx')

/**
 * The top of every page: brand, search, language and colour mode on the first row; the site's
 * sections on the second (desktop). At 996 px and below the sections move into the mobile menu.
 */
export function Navbar() {
  const locale = useLocale()
  const t = useStrings()
  const { ref, visible } = useHideableNavbar(siteConfig.navbar.hideOnScroll)
  const [menuOpen, setMenuOpen] = useState(false)
  const MobileMenu = useLoadedComponent(loadMobileMenu, menuOpen)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false)
    if (restoreFocus) menuButton.current?.focus()
  }, [])
  return (
    <>
      <header ref={ref} className={`navbar${visible || menuOpen ? '' : ' navbar--hidden'}`}>
        <div className="navbar__bar">
          <button
            ref={menuButton}
            type="button"
            className="icon-button navbar__menu-button"
            aria-label={t.openMenu}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
          >
            <Icon name="menu" />
          </button>
          <SiteLink to={localizePath('/', locale)} className="navbar__brand">
            <Logo />
            <span className="navbar__title">{siteConfig.title[locale]}</span>
          </SiteLink>
          <div className="navbar__search">
            <SearchBox />
          </div>
          <div className="navbar__actions">
            <LocaleDropdown />
            <ThemeToggle />
          </div>
        </div>
        <nav aria-label={t.mainNav} className="navbar__tabs">
          <NavItems className="navbar__items" />
        </nav>
      </header>
      {menuOpen && MobileMenu && <MobileMenu onClose={closeMenu} />}
    </>
  )
}

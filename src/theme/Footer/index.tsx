import { lazy, Suspense } from 'react'
import { siteConfig } from '../../content/site.ts'
import { useOfflineStatus } from '../../pwa/offline-store.ts'
import { localizePath } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { Icon } from '../Icon/index.tsx'
import { Logo } from '../Logo/index.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'

// Shown once the service worker has reported, so its code loads after the page is interactive.
const OfflineStatusLine = lazy(() => import('../../pwa/OfflineStatusLine.tsx'))

/** Brand and tagline, then the configured link groups, then the copyright line and the offline status. */
export function Footer() {
  const locale = useLocale()
  const t = useStrings()
  const offline = useOfflineStatus()
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <SiteLink to={localizePath('/', locale)} className="navbar__brand">
            <Logo />
            <span className="navbar__title">{siteConfig.title[locale]}</span>
          </SiteLink>
          <p className="footer__tagline">{siteConfig.tagline[locale]}</p>
        </div>
        {siteConfig.footer.groups.map((group) => (
          <section key={group.title.en} className="footer__group">
            <h2 className="footer__title">{group.title[locale]}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.label.en}>
                  {'to' in item ? (
                    <SiteLink to={localizePath(item.to, locale)}>{item.label[locale]}</SiteLink>
                  ) : !/^https?:/u.test(item.href) ? (
                    // mailto: and the like open the reader's own app, not another site.
                    <a href={item.href}>{item.label[locale]}</a>
                  ) : (
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      {item.label[locale]}
                      <Icon name="external" size={12} className="footer__external" />
                      <span className="sr-only">{t.externalLink}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer__copyright">{siteConfig.footer.copyright[locale]}</p>
      {offline && (
        <Suspense fallback={null}>
          <OfflineStatusLine status={offline} />
        </Suspense>
      )}
    </footer>
  )
}

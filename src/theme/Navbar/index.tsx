import { siteConfig } from '../../content/site.ts'
import { localizePath } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../hooks/use-locale.ts'
import { SiteLink } from '../SiteLink/index.tsx'

export function Navbar() {
  const locale = useLocale()
  const t = useStrings()
  return (
    <header className="navbar">
      <nav aria-label={t.mainNav} className="navbar__inner">
        <SiteLink to={localizePath('/', locale)} className="navbar__brand">
          {siteConfig.title[locale]}
        </SiteLink>
        <ul className="navbar__items">
          {siteConfig.navbar.items.map((item) => (
            <li key={item.label.en}>
              {'to' in item ? (
                <SiteLink to={localizePath(item.to, locale)}>{item.label[locale]}</SiteLink>
              ) : (
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label[locale]}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}

import { siteConfig } from '../../content/site.ts'
import { localizePath } from '../../shared/paths.ts'
import { useLocale } from '../hooks/use-locale.ts'
import { SiteLink } from '../SiteLink/index.tsx'

export function Footer() {
  const locale = useLocale()
  return (
    <footer className="footer">
      <div className="footer__groups">
        {siteConfig.footer.groups.map((group) => (
          <section key={group.title.en} className="footer__group">
            <h2 className="footer__title">{group.title[locale]}</h2>
            <ul>
              {group.items.map((item) => (
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
          </section>
        ))}
      </div>
      <p className="footer__copyright">{siteConfig.footer.copyright[locale]}</p>
    </footer>
  )
}

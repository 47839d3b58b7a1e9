import { useRouterState } from '@tanstack/react-router'
import { siteConfig } from '../../content/site.ts'
import { localizePath } from '../../shared/paths.ts'
import { pathKey, routeKey } from '../../shared/site-layout/route-key.ts'
import { useLocale } from '../../locale/use-locale.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'
import { activeNavItem } from './active-item.ts'

/** The configured navbar links, in order; the one whose section holds the page is marked. */
export function NavItems({
  className,
  onNavigate,
}: {
  className: string
  onNavigate?: () => void
}) {
  const locale = useLocale()
  const current = useRouterState({ select: (s) => routeKey(s.location.pathname) })
  const { items } = siteConfig.navbar
  const active = activeNavItem(items, current)
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={item.label.en}>
          {'to' in item ? (
            <SiteLink
              to={localizePath(item.to, locale)}
              className={`nav-link${i === active ? ' nav-link--active' : ''}`}
              aria-current={current === pathKey(item.to) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label[locale]}
            </SiteLink>
          ) : (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className="nav-link">
              {item.label[locale]}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

import { localizePath } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { Icon } from '../Icon/index.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'

/** Home, the categories leading to the page, then the page itself. */
export function Breadcrumbs({
  crumbs,
  title,
}: {
  crumbs: readonly { title: string; path: string | null }[]
  title: string
}) {
  const t = useStrings()
  const locale = useLocale()
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumbs}>
      <ol>
        <li>
          <SiteLink
            to={localizePath('/', locale)}
            className="breadcrumbs__home"
            aria-label={t.home}
          >
            <Icon name="home" size={16} />
          </SiteLink>
        </li>
        {crumbs.map((c) => (
          <li key={c.title}>
            {c.path ? <SiteLink to={c.path}>{c.title}</SiteLink> : <span>{c.title}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  )
}

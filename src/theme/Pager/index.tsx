import { SiteLink } from '../../navigation/SiteLink.tsx'

export interface PagerLink {
  to: string
  title: string
  /** Small line above the title, e.g. "Previous". */
  sub?: string
}

/** A pair of previous/next links, as docs, blog posts and blog list pages use them. */
export function Pager({
  label,
  prev,
  next,
}: {
  label: string
  prev: PagerLink | null
  next: PagerLink | null
}) {
  if (!prev && !next) return null
  const link = (l: PagerLink, dir: 'prev' | 'next') => (
    <SiteLink to={l.to} className={`pager__link pager__link--${dir}`} rel={dir}>
      {l.sub && <span className="pager__sub">{l.sub}</span>}
      <span className="pager__title">{l.title}</span>
    </SiteLink>
  )
  return (
    <nav className="pager" aria-label={label}>
      {prev ? link(prev, 'prev') : <span />}
      {next ? link(next, 'next') : <span />}
    </nav>
  )
}

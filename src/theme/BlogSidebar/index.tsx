import type { BlogSidebar as BlogSidebarData } from '../../shared/content/types.ts'
import { format } from '../../shared/i18n/strings.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'

/** Every post grouped by year, newest first; the post being read is marked `aria-current="page"`. */
export function BlogSidebarList({
  sidebar,
  activePath,
  onNavigate,
}: {
  sidebar: BlogSidebarData
  activePath: string
  onNavigate?: () => void
}) {
  const t = useAllStrings()
  return (
    <div className="blog-sidebar__years">
      {sidebar.years.map(({ year, posts }) => (
        <section key={year} className="blog-sidebar__year">
          <h3 className="blog-sidebar__heading">{format(t.postsIn, { year })}</h3>
          <ul className="menu__list">
            {posts.map((post) => (
              <li key={post.path}>
                <SiteLink
                  to={post.path}
                  className="menu__link"
                  aria-current={post.path === activePath ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The blog's side navigation on wide screens (the mobile menu shows the same list). */
export function BlogSidebar({
  sidebar,
  activePath,
}: {
  sidebar: BlogSidebarData
  activePath: string
}) {
  const t = useAllStrings()
  return (
    <aside className="blog-sidebar">
      <nav aria-label={t.blogSidebar}>
        <h2 className="blog-sidebar__title">{t.recentPosts}</h2>
        <BlogSidebarList sidebar={sidebar} activePath={activePath} />
      </nav>
    </aside>
  )
}

import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { format } from '../../shared/i18n/strings.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'

/** Every post of the blog, by year, newest first. */
export default function BlogArchivePage() {
  const page = usePageData('blogArchive')
  const t = useAllStrings()
  return (
    <main id="main" tabIndex={-1} className="container blog-index">
      <header className="blog-header">
        <h1>{page.title}</h1>
        <p className="blog-header__lead">{page.description}</p>
      </header>
      <div className="archive">
        {page.years.map(({ year, posts }) => (
          <section key={year} className="archive__year" aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`} className="archive__heading">
              {format(t.postsIn, { year })}
              <span className="archive__count">
                {posts.length === 1 ? t.postCountOne : format(t.postCount, { count: posts.length })}
              </span>
            </h2>
            <ul className="archive__list">
              {posts.map((post) => (
                <li key={post.path}>
                  <span className="archive__date">{post.dateText}</span>
                  <SiteLink to={post.path}>{post.title}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  )
}

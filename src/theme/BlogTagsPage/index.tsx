import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'

/** Every tag of the blog with its number of posts. */
export default function BlogTagsPage() {
  const page = usePageData('blogTags')
  const t = useAllStrings()
  return (
    <main id="main" tabIndex={-1} className="container blog-index">
      <header className="blog-header">
        <h1>{t.tagsTitle}</h1>
      </header>
      <ul className="tag-cloud">
        {page.tags.map((tag) => (
          <li key={tag.id}>
            <SiteLink to={tag.path} className="tag-card">
              <span className="tag-card__label">{tag.label}</span>
              <span className="tag-card__count">{tag.count}</span>
              {tag.description && <span className="tag-card__desc">{tag.description}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </main>
  )
}

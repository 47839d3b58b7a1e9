import { fieldPath } from '../../shared/content/dehydrate.ts'
import type { PostSummary } from '../../shared/content/types.ts'
import { format } from '../../shared/i18n/strings.ts'
import { BlogLayout } from '../BlogLayout/index.tsx'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { Markdown } from '../Markdown/index.tsx'
import { Pager } from '../Pager/index.tsx'
import { PostMeta } from '../PostMeta/index.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'
import { TagList } from '../TagList/index.tsx'

function PostEntry({ post, index }: { post: PostSummary; index: number }) {
  const t = useAllStrings()
  return (
    <article className="post-entry">
      <h2 className="post-entry__title">
        <SiteLink to={post.path}>{post.title}</SiteLink>
      </h2>
      <PostMeta
        date={post.date}
        dateText={post.dateText}
        minutes={post.readingMinutes}
        authors={post.authors}
      />
      <Markdown
        html={post.excerptHtml}
        field={fieldPath('posts', index, 'excerptHtml')}
        className="post-entry__excerpt"
      />
      <footer className="post-entry__footer">
        <TagList tags={post.tags} />
        {post.hasMore && (
          <SiteLink
            to={post.path}
            className="read-more"
            aria-label={format(t.readMoreAbout, { title: post.title })}
          >
            {t.readMore}
          </SiteLink>
        )}
      </footer>
    </article>
  )
}

/** A page of the blog, or of one tag: ten posts with excerpts, and links to newer and older pages. */
export default function BlogListPage() {
  const page = usePageData('blogList')
  const t = useAllStrings()
  const count = (n: number) => (n === 1 ? t.postCountOne : format(t.postCount, { count: n }))
  return (
    <BlogLayout sidebar={page.sidebar} activePath={page.path}>
      <header className="blog-header">
        {page.tag ? (
          <>
            <h1>{format(t.tagTitle, { count: count(page.tag.count), tag: page.tag.label })}</h1>
            {page.tag.description && <p className="blog-header__lead">{page.tag.description}</p>}
            <SiteLink to={page.tag.allTagsPath} className="blog-header__link">
              {t.allTags}
            </SiteLink>
          </>
        ) : (
          <>
            <h1>{page.title.replace(/\s*\(\d+\)$/u, '')}</h1>
            <p className="blog-header__lead">{page.description}</p>
          </>
        )}
        {page.pages > 1 && (
          <p className="blog-header__page">
            {page.page} / {page.pages}
          </p>
        )}
      </header>
      <div className="post-list">
        {page.posts.map((post, i) => (
          <PostEntry key={post.path} post={post} index={i} />
        ))}
      </div>
      <Pager
        label={t.blogPagination}
        prev={page.newer ? { to: page.newer, title: t.newerEntries } : null}
        next={page.older ? { to: page.older, title: t.olderEntries } : null}
      />
    </BlogLayout>
  )
}

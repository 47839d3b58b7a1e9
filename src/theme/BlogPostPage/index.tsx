import { useMemo } from 'react'
import { tocTree } from '../../shared/toc.ts'
import { BlogLayout } from '../BlogLayout/index.tsx'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { Markdown } from '../Markdown/index.tsx'
import { Pager } from '../Pager/index.tsx'
import { PostMeta } from '../PostMeta/index.tsx'
import { TagList } from '../TagList/index.tsx'
import { Toc, TocCollapsible } from '../Toc/index.tsx'
import { useTocHighlight } from '../Toc/use-toc-highlight.ts'

const TOC_MIN = 2
const TOC_MAX = 3

/** One post: full text, tags, newer/older post links, its TOC and the sidebar of all posts. */
export default function BlogPostPage() {
  const page = usePageData('blogPost')
  const t = useAllStrings()
  const toc = useMemo(() => tocTree(page.toc, TOC_MIN, TOC_MAX), [page])
  useTocHighlight(TOC_MIN, TOC_MAX, page.path)
  return (
    <BlogLayout
      sidebar={page.sidebar}
      activePath={page.path}
      toc={toc.length > 0 ? <Toc nodes={toc} /> : null}
    >
      <article className="post">
        <header className="post__header">
          <h1 className="post__title">{page.title}</h1>
          <PostMeta
            date={page.date}
            dateText={page.dateText}
            minutes={page.readingMinutes}
            authors={page.authors}
          />
        </header>
        {toc.length > 0 && <TocCollapsible nodes={toc} />}
        <Markdown html={page.html} field="html" />
        <footer className="post__footer">
          <TagList tags={page.tags} />
        </footer>
      </article>
      <Pager
        label={t.postPagination}
        prev={page.newer && { to: page.newer.path, title: page.newer.title, sub: t.newerPost }}
        next={page.older && { to: page.older.path, title: page.older.title, sub: t.olderPost }}
      />
    </BlogLayout>
  )
}

import { useMemo } from 'react'
import { format } from '../../shared/i18n/strings.ts'
import { tocTree } from '../../shared/toc.ts'
import { Breadcrumbs } from '../Breadcrumbs/index.tsx'
import { DocSidebar } from '../DocSidebar/index.tsx'
import { useStrings } from '../../locale/use-locale.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { LastUpdated } from '../LastUpdated/index.tsx'
import { Markdown } from '../Markdown/index.tsx'
import { Pager } from '../Pager/index.tsx'
import { Toc, TocCollapsible } from '../Toc/index.tsx'
import { useTocHighlight } from '../Toc/use-toc-highlight.ts'

/**
 * A docs page: its sidebar on the left (when it belongs to one), the text, and the table of
 * contents on the right. Without a sidebar the text takes the full width beside the TOC.
 */
export default function DocPage() {
  const page = usePageData('doc')
  const t = useStrings()
  const toc = useMemo(
    () => (page.hideToc ? [] : tocTree(page.toc, page.tocMin, page.tocMax)),
    [page],
  )
  useTocHighlight(page.tocMin, page.tocMax, page.path)
  return (
    <div className={`doc-layout${page.sidebar ? '' : ' doc-layout--wide'}`}>
      {page.sidebar && (
        <aside className="doc-sidebar">
          <nav aria-label={t.docsSidebar} className="doc-sidebar__nav">
            <DocSidebar sidebar={page.sidebar} activePath={page.path} />
          </nav>
        </aside>
      )}
      <main id="main" tabIndex={-1} className="doc-main">
        <article className="doc-article">
          <Breadcrumbs crumbs={page.breadcrumbs} title={page.title} />
          <h1 className="doc-title" lang={page.untranslated?.lang}>
            {page.title}
          </h1>
          {page.untranslated && (
            <div className="admonition admonition-info doc-untranslated" role="note">
              <p>{format(t.untranslatedNote, { language: page.untranslated.language })}</p>
            </div>
          )}
          {toc.length > 0 && <TocCollapsible nodes={toc} />}
          <Markdown html={page.html} field="html" lang={page.untranslated?.lang} />
          {page.lastUpdated && (
            <footer className="doc-footer">
              <LastUpdated value={page.lastUpdated} />
            </footer>
          )}
          <Pager
            label={t.docPagination}
            prev={page.prev && { to: page.prev.path, title: page.prev.title, sub: t.previous }}
            next={page.next && { to: page.next.path, title: page.next.title, sub: t.next }}
          />
        </article>
        {toc.length > 0 && (
          <div className="doc-toc">
            <Toc nodes={toc} />
          </div>
        )}
      </main>
    </div>
  )
}

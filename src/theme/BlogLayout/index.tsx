import type { ReactNode } from 'react'
import type { BlogSidebar as BlogSidebarData } from '../../shared/content/types.ts'
import { BlogSidebar } from '../BlogSidebar/index.tsx'

/** Blog pages: the sidebar of all posts, the main column, and optionally a table of contents. */
export function BlogLayout({
  sidebar,
  activePath,
  toc,
  children,
}: {
  sidebar: BlogSidebarData | null
  activePath: string
  toc?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`blog-layout${toc ? ' blog-layout--toc' : ''}`}>
      {sidebar && <BlogSidebar sidebar={sidebar} activePath={activePath} />}
      <main id="main" tabIndex={-1} className="blog-main">
        <div className="blog-column">{children}</div>
        {toc && <div className="doc-toc">{toc}</div>}
      </main>
    </div>
  )
}

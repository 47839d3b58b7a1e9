import type { PageKind } from '../content/types.ts'

/**
 * The component that renders each kind of page, as a path from the project root: the router
 * loads it lazily (one chunk per kind) and the prerender preloads its chunk from the build manifest.
 */
export const PAGE_COMPONENTS: Readonly<Record<PageKind, string>> = {
  doc: 'src/theme/DocPage/index.tsx',
  blogPost: 'src/theme/BlogPostPage/index.tsx',
  blogList: 'src/theme/BlogListPage/index.tsx',
  blogTags: 'src/theme/BlogTagsPage/index.tsx',
  blogArchive: 'src/theme/BlogArchivePage/index.tsx',
  home: 'src/theme/HomePage/index.tsx',
  search: 'src/search-ui/SearchPage/index.tsx',
  report: 'src/theme/ReportPage/index.tsx',
}

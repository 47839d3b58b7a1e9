import { DOC_HEADING, DOC_TITLE, type SearchDocType } from '../shared/search/documents.ts'

// A page, a heading (#) and a paragraph, on the 24-unit grid of the theme's icons.
const PATHS: Record<SearchDocType, string> = {
  [DOC_TITLE]: 'M6 3h8l4 4v14H6zM14 3v4h4',
  [DOC_HEADING]: 'M9 4L7 20M17 4l-2 16M4 9h16M3 15h16',
  2: 'M4 6h16M4 10h16M4 14h16M4 18h10',
}

/** The kind of a hit at a glance; decorative, the title says what it is. */
export function ResultIcon({ type }: { type: SearchDocType }) {
  return (
    <svg
      className="search-result__icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type] ?? PATHS[DOC_TITLE]} />
    </svg>
  )
}

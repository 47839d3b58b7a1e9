/** Line drawings for the home page's feature cards (24-unit grid, current colour). */
const FEATURE_PATHS: Record<string, string> = {
  select: 'M4 6h10M4 18h8M4 12h3m10 0h3M9 10h6v4H9zM17 5v14m-2-14h4m-4 14h4',
  shot: 'M4 8V5a1 1 0 011-1h3m8 0h3a1 1 0 011 1v3m0 8v3a1 1 0 01-1 1h-3m-8 0H5a1 1 0 01-1-1v-3M9 10h6m-6 4h4',
  page: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6m-6 3h6m-6 3h3',
  pdf: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h1.5a1.5 1.5 0 010 3H9v-3zm0 3v2m5-5v5m0-5h2m-2 2.5h1.5',
  video:
    'M3 6a1 1 0 011-1h12a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1zm14 4l4-2v8l-4-2M6 15h5m-5-3h8',
  speak: 'M4 10v4h3l5 4V6L7 10zm12-1.5a4 4 0 010 7M18.5 6a7.5 7.5 0 010 12',
  ai: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z',
  services: 'M4 5h6v6H4zm10 0h6v6h-6zM4 15h6v6H4zm10 3h6m-3-3v6',
}

export function FeatureIcon({ name }: { name: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={FEATURE_PATHS[name] ?? FEATURE_PATHS.select} />
    </svg>
  )
}

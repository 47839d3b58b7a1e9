/** The brand mark: a line of text with a selected word, the gesture the extension is named after. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--c-primary)" />
      <rect x="6" y="9" width="20" height="3" rx="1.5" fill="#fff" opacity=".55" />
      <rect x="6" y="14.5" width="13" height="5" rx="1.5" fill="var(--c-mark)" />
      <rect x="21" y="15.5" width="5" height="3" rx="1.5" fill="#fff" opacity=".55" />
      <rect x="6" y="22" width="14" height="3" rx="1.5" fill="#fff" opacity=".55" />
    </svg>
  )
}

const LOGO_ID = 'site-logo'

/**
 * The brand mark's drawing, once per page (the layout renders it); every `<Logo />` points at it,
 * so the page carries one copy however often the mark appears.
 */
export function LogoSymbol() {
  return (
    <svg width="0" height="0" className="logo-symbol" aria-hidden="true">
      <symbol id={LOGO_ID} viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="var(--c-primary)" />
        <rect x="6" y="9" width="20" height="3" rx="1.5" fill="#fff" opacity=".55" />
        <rect x="6" y="14.5" width="13" height="5" rx="1.5" fill="var(--c-mark)" />
        <rect x="21" y="15.5" width="5" height="3" rx="1.5" fill="#fff" opacity=".55" />
        <rect x="6" y="22" width="14" height="3" rx="1.5" fill="#fff" opacity=".55" />
      </symbol>
    </svg>
  )
}

/** The brand mark: a line of text with a selected word, the gesture the extension is named after. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} aria-hidden="true">
      <use href={`#${LOGO_ID}`} />
    </svg>
  )
}

import { memo } from 'react'
import { siteConfig } from '../content/site.ts'
import type { Locale } from '../shared/config/schema.ts'
import { BoxPanel, type BoxPanelProps } from './BoxPanel.tsx'
import { loadIndex } from './client.ts'
import { SearchModal } from './SearchModal.tsx'

/** Starts the worker and the download of the locale's index (once; later calls reuse it). */
export function preloadIndex(locale: Locale): void {
  loadIndex(siteConfig.searchIndex[locale]).catch(() => {
    // Shown by the search UI when it asks for the index itself.
  })
}

export interface SearchOverlayProps extends BoxPanelProps {
  /** null until Ctrl/Cmd+K or the phone's search button asked for the modal for the first time. */
  modal: boolean | null
  onModalClose: () => void
}

/**
 * Everything of the search UI besides the navbar input, in one chunk loaded on the first hover,
 * focus or Ctrl/Cmd+K. Mounting it starts the worker and the index download.
 */
function SearchOverlay({ input, setAria, modal, onModalClose }: SearchOverlayProps) {
  return (
    <>
      <BoxPanel input={input} setAria={setAria} />
      {modal !== null && <SearchModal open={modal} onClose={onModalClose} standIn={input} />}
    </>
  )
}

// The navbar re-renders for every change of the input's ARIA state; the panels need not follow.
export default memo(SearchOverlay)

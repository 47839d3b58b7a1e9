import { BoxPanel, type BoxPanelProps } from './BoxPanel.tsx'
import { SearchModal } from './SearchModal.tsx'

export interface SearchOverlayProps extends BoxPanelProps {
  /** null until Ctrl/Cmd+K or the phone's search button asked for the modal for the first time. */
  modal: boolean | null
  onModalClose: () => void
}

/**
 * Everything of the search UI besides the navbar input, in one chunk loaded on the first hover,
 * focus or Ctrl/Cmd+K. Mounting it starts the worker and the index download.
 */
export default function SearchOverlay({ input, setAria, modal, onModalClose }: SearchOverlayProps) {
  return (
    <>
      <BoxPanel input={input} setAria={setAria} />
      {modal !== null && <SearchModal open={modal} onClose={onModalClose} />}
    </>
  )
}

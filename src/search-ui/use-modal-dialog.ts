import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'

export interface ModalDialog {
  dialog: RefObject<HTMLDialogElement | null>
  /** Closes, and tells the owner at once. */
  close: () => void
  /** Closes for a navigation: focus is not put back on the element that opened the modal. */
  leave: () => void
  /** For the dialog's `onClose` (Esc, or any other way the browser closes it). */
  onClose: () => void
  /** For the dialog's `onClick`: a click on the backdrop closes. */
  onClick: (e: MouseEvent<HTMLDialogElement>) => void
}

/**
 * Shows a `<dialog>` with `showModal()` while `open`, and puts focus back where it was on close.
 * By hand rather than the browser's way: the browser would also do it after a result was opened,
 * onto the navbar input, whose dropdown opens on focus over the new page.
 */
export function useModalDialog(open: boolean, onClosed: () => void, focusOnOpen: RefObject<HTMLInputElement | null>): ModalDialog {
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const leaving = useRef(false)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      returnFocus.current?.blur()
      leaving.current = false
      el.showModal()
      focusOnOpen.current?.focus()
      focusOnOpen.current?.select()
    } else if (!open && el.open) {
      el.close()
    }
  }, [open, focusOnOpen])

  // The owner hears at once: the `close` event comes a task later, and a Ctrl+K pressed in between
  // must open the modal again rather than be swallowed.
  const close = () => {
    dialog.current?.close()
    onClosed()
  }
  return {
    dialog,
    close,
    leave() {
      leaving.current = true
      close()
    },
    onClose() {
      if (dialog.current?.open) return
      onClosed()
      const back = returnFocus.current
      // A hidden trigger (the navbar input on a phone) cannot take focus; it then stays on the page.
      if (!leaving.current && back?.isConnected && back.offsetParent !== null) back.focus()
    },
    onClick(e) {
      // A click on the backdrop lands on the dialog element itself, outside its box.
      const box = e.currentTarget.getBoundingClientRect()
      const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom
      if (e.target === e.currentTarget && outside) close()
    },
  }
}

import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'
import type { HandOver } from './stand-in.ts'

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
  /** For the dialog's `onKeyDown`: Tab and Shift+Tab go round the dialog's controls. */
  onKeyDown: (e: KeyboardEvent<HTMLDialogElement>) => void
}

export interface ModalDialogOptions {
  /** What another input took while this dialog could not open yet: its text continues here. */
  handOver?: () => HandOver | null
  /** Called with the handed-over text, in the task that shows the dialog. */
  onHandOver?: (text: string) => void
}

const TABBABLE = 'input:not([disabled]), button:not([disabled]), a[href], [tabindex]'

/** The controls Tab reaches inside `root`, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  )
}

/**
 * Shows a `<dialog>` with `showModal()` while `open`, and puts focus back where it was on close.
 * By hand rather than the browser's way: the browser would also do it after a result was opened,
 * onto the navbar input, whose dropdown opens on focus over the new page. A layout effect: opened
 * from a key press, focus reaches the input in that key's task, before the next key is handled.
 */
export function useModalDialog(
  open: boolean,
  onClosed: () => void,
  focusOnOpen: RefObject<HTMLElement | null>,
  options: ModalDialogOptions = {},
): ModalDialog {
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<Element | null>(null)
  const leaving = useRef(false)
  const latest = useRef(options)
  latest.current = options

  useLayoutEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      const handed = latest.current.handOver?.() ?? null
      const active = document.activeElement
      returnFocus.current = handed ? handed.back : active
      if (active instanceof HTMLElement) active.blur()
      leaving.current = false
      el.showModal()
      const input = focusOnOpen.current
      if (handed && input instanceof HTMLInputElement) {
        // The reader is mid-query: keep every key, caret at the end, nothing selected to overwrite.
        input.value = handed.text
        input.focus()
        input.setSelectionRange(handed.text.length, handed.text.length)
        latest.current.onHandOver?.(handed.text)
      } else {
        input?.focus()
        if (input instanceof HTMLInputElement) input.select()
      }
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
      if (
        !leaving.current &&
        back instanceof HTMLElement &&
        back.isConnected &&
        back.offsetParent !== null
      )
        back.focus()
    },
    onClick(e) {
      // A click on the backdrop lands on the dialog element itself, outside its box.
      const box = e.currentTarget.getBoundingClientRect()
      const outside =
        e.clientX < box.left ||
        e.clientX > box.right ||
        e.clientY < box.top ||
        e.clientY > box.bottom
      if (e.target === e.currentTarget && outside) close()
    },
    onKeyDown(e) {
      // The browser lets Tab leave a modal dialog for its own toolbar; readers expect it to go round.
      if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return
      const list = tabbables(e.currentTarget)
      if (list.length === 0) return
      const first = list[0]!
      const last = list[list.length - 1]!
      const at = document.activeElement
      if (e.shiftKey ? at === first || !e.currentTarget.contains(at) : at === last) {
        e.preventDefault()
        ;(e.shiftKey ? last : first).focus()
      }
    },
  }
}

import { useRouter } from '@tanstack/react-router'
import { useEffect, type RefObject } from 'react'
import { DESKTOP_QUERY } from './window-size.ts'

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * What an open mobile menu must do besides rendering: close when the window grows to desktop
 * width, turn the Back button into "close the menu" (the history entry stays), close on Esc, and
 * keep Tab inside the panel while it is open.
 */
export function useMenuLifecycle(
  panel: RefObject<HTMLElement | null>,
  onClose: (restoreFocus: boolean) => void,
): void {
  const router = useRouter()

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => {
      if (desktop.matches) onClose(false)
    }
    onChange()
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [onClose])

  useEffect(
    () =>
      router.history.block({
        enableBeforeUnload: false,
        blockerFn: ({ action }) => {
          // Links in the menu push or replace; only a history pop (Back/Forward) is intercepted.
          if (action === 'PUSH' || action === 'REPLACE') return false
          onClose(false)
          return true
        },
      }),
    [router, onClose],
  )

  useEffect(() => {
    const el = panel.current
    el?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onClose(true)
        return
      }
      if (e.key !== 'Tab' || !el) return
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (n) => n.offsetParent !== null,
      )
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) return
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [panel, onClose])
}

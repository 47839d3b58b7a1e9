import { useCallback, useEffect, useState } from 'react'
import { takeEarlyShortcut } from '../../boot/early-input.ts'
import { useLoadedComponent } from '../hooks/use-loaded-component.ts'
import { isTextField } from '../../keyboard/keys.ts'

const loadDialog = () => import('./ShortcutDialog.tsx')

/**
 * `?` outside a text field shows the keyboard shortcuts. Only the key listener ships with every
 * page; the dialog's code loads on the first press.
 */
export function ShortcutHelp() {
  // null until asked for the first time; the dialog then stays mounted, as the search modal does.
  const [open, setOpen] = useState<boolean | null>(null)
  const Dialog = useLoadedComponent(loadDialog, open !== null)
  const close = useCallback(() => setOpen(false), [])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.key !== '?' ||
        e.defaultPrevented ||
        e.isComposing ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        isTextField(e.target)
      )
        return
      e.preventDefault()
      setOpen(true)
    }
    document.addEventListener('keydown', onKey)
    if (takeEarlyShortcut('help')) setOpen(true)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return Dialog && open !== null ? <Dialog open={open} onClose={close} /> : null
}

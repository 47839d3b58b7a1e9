/** True for an element that takes typed text: there a plain key (`/`, `?`) is the reader's, not a shortcut. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

/** Mac keyboards say ⌘ where others say Ctrl. */
export function isMac(): boolean {
  return /Mac|iP(?:hone|ad|od)/u.test(navigator.platform)
}

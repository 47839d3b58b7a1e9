import { earlyFocusOrigin } from '../boot/early-input.ts'

const ATTRIBUTE = 'data-search-early'

let origin: Element | null = null

/**
 * Ctrl/Cmd+K before the modal's code arrived: the navbar box takes the keys meanwhile (CSS shows it
 * on narrow screens while `<html data-search-early>`), so none is lost. The inline early-input
 * script does the same before the app started.
 */
export function focusStandIn(box: HTMLInputElement | null): void {
  if (!box) return
  const root = document.documentElement
  if (!root.hasAttribute(ATTRIBUTE)) {
    origin = document.activeElement
    root.setAttribute(ATTRIBUTE, '')
  }
  box.focus()
}

export interface HandOver {
  /** What was typed into the box while it stood in. */
  text: string
  /** Where focus was before the shortcut, for when the modal closes. */
  back: Element | null
}

/**
 * Ends the stand-in, if there is one: empties the box and returns what it held. The caller moves
 * focus to the modal's input in the same task, so no keystroke lands in between.
 */
export function takeStandIn(box: HTMLInputElement | null): HandOver | null {
  const root = document.documentElement
  if (!root.hasAttribute(ATTRIBUTE)) return null
  root.removeAttribute(ATTRIBUTE)
  const back = origin ?? earlyFocusOrigin()
  origin = null
  const text = box?.value ?? ''
  if (box) box.value = ''
  return { text, back }
}

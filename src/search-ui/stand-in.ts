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

/** Whether the navbar box stands in for the modal now. */
export const standingIn = (): boolean => document.documentElement.hasAttribute(ATTRIBUTE)

/**
 * Esc before the modal could open, or its code failed to load: the box stops standing in and keeps
 * what was typed; after Esc, focus goes back where it was.
 */
export function dropStandIn(refocus: boolean): void {
  const back = origin ?? earlyFocusOrigin()
  origin = null
  document.documentElement.removeAttribute(ATTRIBUTE)
  if (!refocus) return
  if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus()
  else (document.activeElement as HTMLElement | null)?.blur()
}

const COMPOSING = 'data-composing'
let afterComposing: (() => void)[] = []
let watching = false

/**
 * Follows IME compositions (typing Chinese) on the page through `<html data-composing>`, which the
 * inline early-input script keeps from before the app started: a word being composed must not lose
 * focus, or the reader's pinyin would reach the modal as Latin letters. The app keeps the attribute
 * too, for pages without that script (dev).
 */
export function watchComposition(): void {
  if (watching) return
  watching = true
  const root = document.documentElement
  document.addEventListener('compositionstart', () => root.setAttribute(COMPOSING, ''), true)
  document.addEventListener(
    'compositionend',
    () => {
      root.removeAttribute(COMPOSING)
      const waiting = afterComposing
      afterComposing = []
      // After the composed text is in the input: the event comes just before it is.
      setTimeout(() => {
        for (const fn of waiting) fn()
      }, 0)
    },
    true,
  )
}

export const isComposing = (): boolean => document.documentElement.hasAttribute(COMPOSING)

/** Runs `fn` now, or once the word being composed is finished. */
export function afterComposition(fn: () => void): void {
  if (isComposing()) afterComposing.push(fn)
  else fn()
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

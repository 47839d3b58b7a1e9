import { useCallback, useEffect, useMemo, useState } from 'react'
import { siteConfig } from '../../content/site.ts'
import { STORAGE_KEYS } from '../../shared/storage-keys.ts'
import { createStorageSlot } from '../../storage/slot.ts'

export type ColorMode = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const asMode = (value: string | null | undefined): ColorMode | null =>
  value === 'dark' || value === 'light' ? value : null

/** What "no stored choice" means: the system's mode when the site follows it, else the default. */
function fallbackMode(): ColorMode {
  const { respectPrefersColorScheme, defaultMode } = siteConfig.colorMode
  return respectPrefersColorScheme && window.matchMedia(DARK_QUERY).matches ? 'dark' : defaultMode
}

/**
 * The colour mode and a setter. The no-flash inline script has already put the mode on `<html>`;
 * React starts from the configured default (as the prerender did) and reads the attribute in an
 * effect, so hydration never disagrees. Choices persist, follow other tabs, and a system change
 * clears the stored choice (the behaviour readers of the old site know).
 */
export function useColorMode(): {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode | null) => void
} {
  const [colorMode, setState] = useState<ColorMode>(siteConfig.colorMode.defaultMode)
  const slot = useMemo(
    () => (typeof window === 'undefined' ? null : createStorageSlot(STORAGE_KEYS.theme)),
    [],
  )

  const apply = useCallback((mode: ColorMode) => {
    document.documentElement.setAttribute('data-theme', mode)
    setState(mode)
  }, [])

  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      if (mode) {
        apply(mode)
        slot?.set(mode)
      } else {
        apply(fallbackMode())
        slot?.del()
      }
    },
    [apply, slot],
  )

  // The mode is what `<html data-theme>` says, whoever set it: the inline scripts set it before and
  // while the app starts (a click on the toggle then), this hook after.
  useEffect(() => {
    const root = document.documentElement
    const read = () =>
      setState(asMode(root.getAttribute('data-theme')) ?? siteConfig.colorMode.defaultMode)
    read()
    const observer = new MutationObserver(read)
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] })
    if (siteConfig.colorMode.disableSwitch) slot?.del()
    return () => observer.disconnect()
  }, [slot])

  // Another tab (or this one) stored a choice.
  useEffect(() => {
    if (!slot || siteConfig.colorMode.disableSwitch) return undefined
    return slot.listen(() => {
      const stored = asMode(slot.get())
      if (stored) apply(stored)
    })
  }, [slot, apply])

  useEffect(() => {
    const { disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode
    if (disableSwitch && !respectPrefersColorScheme) return undefined
    const query = window.matchMedia(DARK_QUERY)
    const onChange = () => {
      // Printing flips the media query for a moment; that is not a reader's choice.
      if (window.matchMedia('print').matches) return
      setColorMode(null)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [setColorMode])

  return { colorMode, setColorMode }
}

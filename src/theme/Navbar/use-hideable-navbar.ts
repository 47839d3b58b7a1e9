import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Hides the navbar while the reader scrolls down and shows it on the way up (the site's
 * `navbar.hideOnScroll`). Visible on the server and the first render; only scrolling changes it.
 */
export function useHideableNavbar(enabled: boolean): {
  ref: RefObject<HTMLElement | null>
  visible: boolean
} {
  const ref = useRef<HTMLElement>(null)
  const [visible, setVisible] = useState(true)
  const lastY = useRef(0)
  const anchorJump = useRef(false)
  const { hash, pathname } = useLocation()

  useEffect(() => {
    if (!enabled) return undefined
    const onScroll = () => {
      const y = window.scrollY
      const height = ref.current?.offsetHeight ?? 0
      // Near the top (including rubber-band overscroll) the navbar always shows.
      if (y < height) {
        setVisible(true)
      } else if (anchorJump.current) {
        // The scroll that brings a linked heading into view should not reveal the navbar over it.
        anchorJump.current = false
        setVisible(false)
      } else if (y >= lastY.current) {
        setVisible(false)
      } else if (y + window.innerHeight < document.documentElement.scrollHeight - height) {
        // Scrolling up shows it, except in the last stretch where the bounce at the bottom scrolls up.
        setVisible(true)
      }
      lastY.current = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) shows the navbar again
  useEffect(() => {
    if (!enabled) return
    if (hash && document.getElementById(hash)) {
      anchorJump.current = true
      setVisible(false)
    } else {
      setVisible(true)
    }
  }, [enabled, hash, pathname])

  return { ref, visible }
}

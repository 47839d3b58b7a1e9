import { useEffect } from 'react'

/**
 * Stops the page behind an overlay from scrolling. Restores `visible` rather than `''`, as the theme
 * this site replaces did, so the body never inherits an `overflow` from a stylesheet by accident.
 */
export function useLockBodyScroll(lock: boolean): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible'
    return () => {
      document.body.style.overflow = 'visible'
    }
  }, [lock])
}

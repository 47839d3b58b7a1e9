import { useEffect, useState } from 'react'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { Icon } from '../Icon/index.tsx'

const THRESHOLD = 600

/** A round button that appears once the reader is well down a page and scrolls back to the top. */
export function BackToTop() {
  const t = useAllStrings()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!shown) return null
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t.backToTop}
      title={t.backToTop}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
      }}
    >
      <Icon name="arrowUp" />
    </button>
  )
}

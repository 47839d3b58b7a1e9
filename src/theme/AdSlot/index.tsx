import { useEffect } from 'react'
import { siteConfig } from '../../content/site.ts'
import { useStrings } from '../../locale/use-locale.ts'

let scriptAdded = false

/**
 * A place for an advertisement. Renders nothing and loads nothing unless the site config names an
 * ads service; its script (allowed by the CSP only then) is added once, after hydration.
 */
export function AdSlot() {
  const t = useStrings()
  const ads = siteConfig.ads
  useEffect(() => {
    if (!ads || scriptAdded) return
    scriptAdded = true
    const script = document.createElement('script')
    script.src = ads.script
    script.async = true
    document.head.append(script)
  }, [])
  if (!ads) return null
  return <aside className="ad-slot" id={ads.slotId} aria-label={t.adLabel} />
}

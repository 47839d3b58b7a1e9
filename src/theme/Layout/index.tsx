import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { AnnouncementBar } from '../AnnouncementBar/index.tsx'
import { AdSlot } from '../AdSlot/index.tsx'
import { Footer } from '../Footer/index.tsx'
import { LogoSymbol } from '../Logo/index.tsx'
import { useDocumentHead } from '../hooks/use-document-head.ts'
import { useLocale, useStrings } from '../hooks/use-locale.ts'
import { usePage } from '../hooks/use-page.ts'
import { Navbar } from '../Navbar/index.tsx'

const Deferred = lazy(() => import('./Deferred.tsx'))

/** The shell around every page: skip link, announcement, navbar, the page, footer, and overlays. */
export function Layout() {
  const t = useStrings()
  const locale = useLocale()
  useDocumentHead(usePage(), locale)
  // Mounted after hydration only: a lazy component in the prerender would leave a client-rendered boundary.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
  }, [])
  return (
    <>
      <LogoSymbol />
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="page-wrapper">
        <Outlet />
      </div>
      <AdSlot />
      <Footer />
      {hydrated && (
        <Suspense fallback={null}>
          <Deferred />
        </Suspense>
      )}
    </>
  )
}

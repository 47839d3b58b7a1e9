import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { endEarlyKeys } from '../../boot/early-input.ts'
import { AnnouncementBar } from '../AnnouncementBar/index.tsx'
import { AdSlot } from '../AdSlot/index.tsx'
import { Footer } from '../Footer/index.tsx'
import { LogoSymbol } from '../Logo/index.tsx'
import { useDocumentHead } from './use-document-head.ts'
import { useLoadedComponent } from '../hooks/use-loaded-component.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { usePage } from '../../page/use-page.ts'
import { Navbar } from '../Navbar/index.tsx'
import { ShortcutHelp } from '../ShortcutHelp/index.tsx'

const loadDeferred = () => import('./Deferred.tsx')

/** The shell around every page: skip link, announcement, navbar, the page, footer, and overlays. */
export function Layout() {
  const t = useStrings()
  const locale = useLocale()
  useDocumentHead(usePage(), locale)
  // Loaded after hydration (effects run then): in the prerender it would leave a client-rendered boundary.
  const Deferred = useLoadedComponent(loadDeferred)
  // After every control of the shell has its handlers, the navbar's shortcuts too: keys are the
  // app's from here on (clicks once the page has hydrated, see use-mark-hydrated.ts).
  useEffect(endEarlyKeys, [])
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
      <ShortcutHelp />
      {Deferred && <Deferred />}
    </>
  )
}

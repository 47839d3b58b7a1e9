import { Outlet } from '@tanstack/react-router'
import { useStrings } from '../hooks/use-locale.ts'
import { Navbar } from '../Navbar/index.tsx'
import { Footer } from '../Footer/index.tsx'

/** The shell around every page: skip link, navbar, the page, footer. */
export function Layout() {
  const t = useStrings()
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Navbar />
      <div className="page-wrapper">
        <Outlet />
      </div>
      <Footer />
    </>
  )
}

import { usePageData } from '../hooks/use-page-data.ts'

export default function SearchPage() {
  const page = usePageData('search')
  return (
    <main id="main" tabIndex={-1} className="container">
      <h1>{page.title}</h1>
    </main>
  )
}

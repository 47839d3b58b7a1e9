import { usePageData } from '../hooks/use-page-data.ts'

export default function BlogTagsPage() {
  const page = usePageData('blogTags')
  return (
    <main id="main" tabIndex={-1} className="container">
      <h1>{page.title}</h1>
    </main>
  )
}

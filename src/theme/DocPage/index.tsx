import { usePageData } from '../hooks/use-page-data.ts'

export default function DocPage() {
  const page = usePageData('doc')
  return (
    <main id="main" tabIndex={-1} className="container doc">
      <article>
        <h1>{page.title}</h1>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </main>
  )
}

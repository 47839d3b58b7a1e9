import { format } from '../../shared/i18n/strings.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { usePageData } from '../../page/use-page-data.ts'

/** Thousands separators without Intl, so the prerender and the browser print the same digits. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/gu, ',')

const cell = (value: string | number | undefined): string =>
  typeof value === 'number' ? grouped(value) : (value ?? '')

/** The sample inventory report: one table with a totals row. */
export default function ReportPage() {
  const page = usePageData('report')
  const t = useAllStrings()
  const [first, ...rest] = page.columns
  return (
    <main id="main" tabIndex={-1} className="container report">
      <header className="blog-header">
        <h1>{page.title}</h1>
        <p className="blog-header__lead">{page.description}</p>
      </header>
      <div className="markdown">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls, and keyboards can scroll only what takes focus */}
        <div className="table-wrap" tabIndex={0}>
          <table>
            <caption className="sr-only">{page.caption}</caption>
            <thead>
              <tr>
                {page.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a prerendered table never move
                <tr key={i}>
                  {page.columns.map((c, j) =>
                    j === 0 ? (
                      <th key={c.key} scope="row">
                        {cell(row[c.key])}
                      </th>
                    ) : (
                      <td key={c.key} className={c.numeric ? 'num' : undefined}>
                        {cell(row[c.key])}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{first ? t.reportTotal : null}</th>
                {rest.map((c) => (
                  <td key={c.key} className={c.numeric ? 'num' : undefined}>
                    {cell(page.totals[c.key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="report__note">{format(t.reportGenerated, { date: page.generated })}</p>
      </div>
    </main>
  )
}

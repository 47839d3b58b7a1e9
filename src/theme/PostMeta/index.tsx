import type { AuthorData } from '../../shared/content/types.ts'
import { format } from '../../shared/i18n/strings.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'

/** Date, reading time and authors of a post, as list entries and the post page show them. */
export function PostMeta({
  date,
  dateText,
  minutes,
  authors,
}: {
  date: string
  dateText: string
  minutes: number
  authors: readonly AuthorData[]
}) {
  const t = useAllStrings()
  return (
    <div className="post-meta">
      <p className="post-meta__line">
        <time dateTime={date}>{dateText}</time>
        <span aria-hidden="true"> · </span>
        <span>{minutes === 1 ? t.readingTimeOne : format(t.readingTime, { minutes })}</span>
      </p>
      {authors.length > 0 && (
        <ul className="post-meta__authors" aria-label={t.authors}>
          {authors.map((a) => (
            <li key={a.id} className="author">
              <span className="author__avatar" aria-hidden="true">
                {a.name.slice(0, 1)}
              </span>
              <span className="author__text">
                {a.url ? (
                  <a
                    href={a.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="author__name"
                  >
                    {a.name}
                  </a>
                ) : (
                  <span className="author__name">{a.name}</span>
                )}
                {a.title && <span className="author__title">{a.title}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

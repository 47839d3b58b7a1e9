import type { DocPageData } from '../../shared/content/types.ts'
import { useStrings } from '../../locale/use-locale.ts'
import { interpolate } from '../../locale/interpolate.tsx'

/** "Last updated on <date> by <author>", with the date already formatted at build time. */
export function LastUpdated({ value }: { value: NonNullable<DocPageData['lastUpdated']> }) {
  const t = useStrings()
  const atDate = interpolate(t.lastUpdatedAt, {
    date: (
      <b>
        <time dateTime={value.iso}>{value.text}</time>
      </b>
    ),
  })
  const byUser = value.author ? interpolate(t.lastUpdatedBy, { user: <b>{value.author}</b> }) : ''
  return <p className="last-updated">{interpolate(t.lastUpdated, { atDate, byUser })}</p>
}

import type { TagData } from '../../shared/content/types.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'

/** "Tags:" and a chip per tag, each opening the tag's list page. */
export function TagList({ tags }: { tags: readonly TagData[] }) {
  const t = useAllStrings()
  if (tags.length === 0) return null
  return (
    <div className="tag-list">
      <span className="tag-list__label">{t.tagsLabel}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.id}>
            <SiteLink to={tag.path} className="tag" title={tag.description}>
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

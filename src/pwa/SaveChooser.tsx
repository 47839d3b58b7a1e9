import { useId, useState } from 'react'
import saveGroups from 'virtual:hcfy/save-groups'
import { siteConfig } from '../content/site.ts'
import { format } from '../shared/i18n/strings.ts'
import type { Locale } from '../shared/config/locales.ts'
import type { SaveGroup } from '../shared/content/save-groups.ts'
import { useLocale } from '../locale/use-locale.ts'
import { useAllStrings } from '../locale/use-on-demand-strings.ts'
import { saveOffline } from './offline-saver.ts'
import { formatBytes } from './offline-store.ts'
import type { GroupStatus } from '../../workers/sw/messages.ts'

const byId = new Map<string, SaveGroup>(saveGroups.map((group) => [group.id, group]))

/** The reader's name for a part: its locale, then the navbar label that leads into it, or what kind of part it is. */
function useGroupLabel(): (id: string) => string {
  const t = useAllStrings()
  return (id) => {
    const group = byId.get(id)
    if (!group) return t.offlinePartAll
    const part = id.slice(id.indexOf(':') + 1)
    const name =
      group.label ??
      (part === 'blog'
        ? t.offlinePartBlog
        : part === 'pages'
          ? t.offlinePartPages
          : t.offlinePartDocs)
    return `${siteConfig.locales.config[group.locale].label} · ${name}`
  }
}

/**
 * What to save for offline reading, part by part, with what each costs: for a site too large to
 * save whole without asking. The reader's own locale comes first; the parts saved now start checked.
 */
export function SaveChooser({ groups, onDone }: { groups: GroupStatus[]; onDone: () => void }) {
  const t = useAllStrings()
  const locale = useLocale()
  const label = useGroupLabel()
  const id = useId()
  const localeOf = (group: GroupStatus): Locale | undefined => byId.get(group.id)?.locale
  const sorted = [...groups].sort(
    (a, b) => Number(localeOf(b) === locale) - Number(localeOf(a) === locale),
  )
  const [chosen, setChosen] = useState(
    () => new Set(groups.filter((g) => g.wanted).map((g) => g.id)),
  )
  const bytes = groups.filter((g) => chosen.has(g.id)).reduce((sum, g) => sum + g.bytes, 0)
  const toggle = (groupId: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(groupId)) next.add(groupId)
      return next
    })
  return (
    <form
      className="save-chooser"
      aria-labelledby={`${id}-legend`}
      onSubmit={(event) => {
        event.preventDefault()
        saveOffline([...chosen])
        onDone()
      }}
    >
      <fieldset>
        <legend id={`${id}-legend`}>{t.offlineChooseLegend}</legend>
        {sorted.map((group) => (
          <label key={group.id} className="save-chooser__option">
            <input
              type="checkbox"
              checked={chosen.has(group.id)}
              onChange={() => toggle(group.id)}
            />
            <span>{label(group.id)}</span>
            <span className="save-chooser__size">{formatBytes(group.bytes)}</span>
          </label>
        ))}
      </fieldset>
      <div className="save-chooser__actions">
        <button type="submit" className="button button--primary">
          {format(t.offlineSaveChosen, { size: formatBytes(bytes) })}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t.close}
        </button>
      </div>
    </form>
  )
}

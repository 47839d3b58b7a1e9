import { useCallback, useEffect, useId, useState } from 'react'
import { importDataChunk } from '../../content/data-chunk.ts'
import type { Sidebar, SidebarItem } from '../../shared/content/types.ts'
import { SiteLink } from '../../navigation/SiteLink.tsx'

type Category = Extract<SidebarItem, { type: 'category' }>

const holds = (item: SidebarItem, path: string): boolean =>
  item.type === 'link' ? item.path === path : item.items.some((child) => holds(child, path))

// Whole sidebars by chunk, shared by every page of a sidebar and kept for the visit.
const wholeSidebars = new Map<string, Promise<Sidebar>>()
function loadWholeSidebar(chunk: string): Promise<Sidebar> {
  let loading = wholeSidebars.get(chunk)
  if (!loading) {
    loading = importDataChunk<Sidebar>(chunk)
    // A failed download (offline, a new deploy) may succeed later: forget it.
    loading.catch(() => wholeSidebars.delete(chunk))
    wholeSidebars.set(chunk, loading)
  }
  return loading
}
const settled = new Map<string, Sidebar>()

interface TreeOptions {
  activePath: string
  onNavigate?: (() => void) | undefined
  /** Large sidebars open only the branch of the page being read. */
  foldOthers: boolean
  /** Loads the items of folded categories that the page left out; false when it failed. */
  loadDeferred: () => Promise<boolean>
}

function SidebarCategory({ item, options }: { item: Category; options: TreeOptions }) {
  const id = useId()
  const active = holds(item, options.activePath)
  const [collapsed, setCollapsed] = useState((item.collapsed || options.foldOthers) && !active)
  const [busy, setBusy] = useState(false)
  // Arriving at a page of a folded category (e.g. through "Next") opens it.
  useEffect(() => {
    if (active) setCollapsed(false)
  }, [active])
  const deferred = item.deferred !== undefined
  const toggle = () => {
    if (!collapsed || !deferred) return setCollapsed((c) => !c)
    setCollapsed(false)
    setBusy(true)
    void options.loadDeferred().then((ok) => {
      setBusy(false)
      if (!ok) setCollapsed(true)
    })
  }
  const prefetch = deferred ? () => void options.loadDeferred() : undefined
  // A folded category whose items the page left out has no list yet: on a large site an empty
  // list per folded category adds up to kilobytes on every page.
  const list = !collapsed || item.items.length > 0
  return (
    <li className={`menu__category${active ? ' menu__category--active' : ''}`}>
      <button
        type="button"
        className="menu__caret"
        aria-expanded={!collapsed}
        aria-controls={list ? id : undefined}
        onClick={toggle}
        onMouseEnter={prefetch}
        onFocus={prefetch}
      >
        <span>{item.label}</span>
      </button>
      {list && <List id={id} items={item.items} hidden={collapsed} busy={busy} options={options} />}
    </li>
  )
}

function List({
  items,
  options,
  id,
  hidden,
  busy,
}: {
  items: readonly SidebarItem[]
  options: TreeOptions
  id?: string
  hidden?: boolean
  busy?: boolean
}) {
  return (
    <ul className="menu__list" id={id} hidden={hidden} aria-busy={busy || undefined}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.path}>
            <SiteLink
              to={item.path}
              className="menu__link"
              aria-current={item.path === options.activePath ? 'page' : undefined}
              onClick={options.onNavigate}
            >
              {item.label}
            </SiteLink>
          </li>
        ) : (
          <SidebarCategory key={item.label} item={item} options={options} />
        ),
      )}
    </ul>
  )
}

/**
 * The items of a docs sidebar: links and collapsible categories. The link of the page being read
 * is marked `aria-current="page"` and the category holding it is open. A large sidebar arrives as
 * the page's view of it (top level and the open branch); the first folded category a reader opens
 * loads the whole sidebar from its shared chunk.
 */
export function DocSidebar({
  sidebar,
  activePath,
  onNavigate,
}: {
  sidebar: Sidebar
  activePath: string
  onNavigate?: () => void
}) {
  const chunk = sidebar.chunk
  // Hydration renders the prerendered view (nothing is loaded yet); a sidebar loaded earlier in the
  // visit is used at once.
  const [, rerender] = useState(0)
  const loadDeferred = useCallback(async () => {
    if (!chunk) return true
    try {
      settled.set(chunk, await loadWholeSidebar(chunk))
      rerender((n) => n + 1)
      return true
    } catch {
      return false
    }
  }, [chunk])
  const items = (chunk && settled.get(chunk)?.items) || sidebar.items
  return (
    <List items={items} options={{ activePath, onNavigate, foldOthers: !!chunk, loadDeferred }} />
  )
}

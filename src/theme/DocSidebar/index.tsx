import { useEffect, useId, useState } from 'react'
import type { SidebarItem } from '../../shared/content/types.ts'
import { Icon } from '../Icon/index.tsx'
import { SiteLink } from '../SiteLink/index.tsx'

type Category = Extract<SidebarItem, { type: 'category' }>

const holds = (item: SidebarItem, path: string): boolean =>
  item.type === 'link' ? item.path === path : item.items.some((child) => holds(child, path))

function SidebarCategory({ item, activePath, onNavigate }: { item: Category; activePath: string; onNavigate?: () => void }) {
  const id = useId()
  const active = holds(item, activePath)
  const [collapsed, setCollapsed] = useState(item.collapsed && !active)
  // Arriving at a page of a folded category (e.g. through "Next") opens it.
  useEffect(() => {
    if (active) setCollapsed(false)
  }, [active])
  return (
    <li className={`menu__category${active ? ' menu__category--active' : ''}`}>
      <button type="button" className="menu__caret" aria-expanded={!collapsed} aria-controls={id} onClick={() => setCollapsed((c) => !c)}>
        <span>{item.label}</span>
        <Icon name="chevronRight" size={16} />
      </button>
      <SidebarItems id={id} items={item.items} activePath={activePath} hidden={collapsed} onNavigate={onNavigate} />
    </li>
  )
}

/**
 * The items of a docs sidebar: links and collapsible categories. The link of the page being read
 * is marked `aria-current="page"` and the category holding it is open.
 */
export function SidebarItems({
  items,
  activePath,
  onNavigate,
  id,
  hidden,
}: {
  items: readonly SidebarItem[]
  activePath: string
  onNavigate?: () => void
  id?: string
  hidden?: boolean
}) {
  return (
    <ul className="menu__list" id={id} hidden={hidden}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.docId}>
            <SiteLink
              to={item.path}
              className="menu__link"
              aria-current={item.path === activePath ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </SiteLink>
          </li>
        ) : (
          <SidebarCategory key={item.label} item={item} activePath={activePath} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  )
}

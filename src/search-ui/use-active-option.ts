import { useEffect, useState } from 'react'
import { optionId } from './ResultList.tsx'

/**
 * The highlighted option of listbox `listId` with `count` options: the first after every new list
 * (so Enter opens the best hit), moved by the arrow keys with wrap-around. -1 when there is none.
 * A list is new when `listKey` changes: results carry the query they answer, so an answer to the
 * same query completed later (its snippets, the other language's results) leaves the reader's
 * place where it was.
 */
export function useActiveOption(
  count: number,
  listKey: unknown,
  listId: string,
): { active: number; setActive: (i: number) => void; move: (delta: number) => void } {
  const [active, setActive] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (its key or id) starts at its first option
  useEffect(() => setActive(0), [listKey, listId])
  const current = count === 0 ? -1 : Math.min(active, count - 1)
  const move = (delta: number) => {
    if (count === 0) return
    const next = (current + delta + count) % count
    setActive(next)
    // Scrolled here, on a key press, not in an effect: reading layout after every new list would
    // cost each keystroke a forced layout.
    document.getElementById(optionId(listId, next))?.scrollIntoView({ block: 'nearest' })
  }
  return { active: current, setActive, move }
}

import { useEffect, useState } from 'react'

/**
 * The highlighted option of a listbox of `count` options: the first after every new list (so
 * Enter opens the best hit), moved by the arrow keys with wrap-around. -1 when there is none.
 */
export function useActiveOption(count: number, list: unknown): { active: number; setActive: (i: number) => void; move: (delta: number) => void } {
  const [active, setActive] = useState(0)
  useEffect(() => setActive(0), [list])
  const current = count === 0 ? -1 : Math.min(active, count - 1)
  const move = (delta: number) => {
    if (count > 0) setActive((current + delta + count) % count)
  }
  return { active: current, setActive, move }
}

import { describe, expect, it } from 'vitest'
import { activeHeadingIndex } from '../../../../src/theme/Toc/active-heading.ts'

const box = (top: number, height = 30) => ({ top, bottom: top + height })
const VIEWPORT = 800

describe('src/theme/Toc/active-heading', () => {
  it('marks the first heading at or below the top when it sits in the top half', () => {
    expect(activeHeadingIndex([box(-500), box(120), box(900)], VIEWPORT, 0)).toBe(1)
  })

  it('marks the previous heading when the next one is still in the bottom half', () => {
    expect(activeHeadingIndex([box(-500), box(600), box(1200)], VIEWPORT, 0)).toBe(0)
  })

  it('marks nothing above the first heading (it is still low on the screen)', () => {
    expect(activeHeadingIndex([box(500), box(1200)], VIEWPORT, 0)).toBe(-1)
  })

  it('marks the last heading once every heading has scrolled past', () => {
    expect(activeHeadingIndex([box(-900), box(-400)], VIEWPORT, 0)).toBe(1)
    expect(activeHeadingIndex([], VIEWPORT, 0)).toBe(-1)
  })

  it('counts headings hidden under a fixed header as scrolled past', () => {
    expect(activeHeadingIndex([box(30), box(300)], VIEWPORT, 60)).toBe(1)
    expect(activeHeadingIndex([box(30), box(300)], VIEWPORT, 0)).toBe(0)
  })
})

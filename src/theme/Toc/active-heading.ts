interface Box {
  top: number
  bottom: number
}

/**
 * Which heading the reader is at, by the rule readers of the old site are used to: the first
 * heading at or below `offset` is active if it sits in the top half of the viewport; otherwise the
 * one before it is (nothing before the first). Past the last heading, the last one is active.
 * Returns an index into `boxes` (document order), or -1.
 */
export function activeHeadingIndex(
  boxes: readonly Box[],
  viewportHeight: number,
  offset: number,
): number {
  const next = boxes.findIndex((b) => b.top >= offset)
  if (next === -1) return boxes.length - 1
  const box = boxes[next]!
  if (box.top > 0 && box.bottom < viewportHeight / 2) return next
  return next - 1
}

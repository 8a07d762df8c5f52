// Virtualisation of the LAR table: which rows to render for a scroll position.

/** Height of a LAR table row in pixels (fixed, so the visible rows follow from scrollTop). */
export const ROW_HEIGHT = 40
/** Height of the LAR table's scroll area. */
export const VIEWPORT_HEIGHT = 440
/** Rows rendered above and below the visible ones. */
export const OVERSCAN = 6

/** The rows to render for a scroll position: [first, last) among `total`. */
export function visibleRange(
  scrollTop: number,
  total: number,
  rowHeight = ROW_HEIGHT,
  viewport = VIEWPORT_HEIGHT,
  overscan = OVERSCAN,
): { first: number; last: number } {
  const top = Math.max(0, scrollTop - rowHeight) // the sticky header row sits above the rows
  const first = Math.min(total, Math.max(0, Math.floor(top / rowHeight) - overscan))
  const last = Math.min(total, Math.ceil((top + viewport) / rowHeight) + overscan)
  return { first, last: Math.max(first, last) }
}

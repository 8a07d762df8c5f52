/* ---- performance marks of the Maps screen (read by `npm run bench -- --suites maps`) ---- */
import { GEOMETRY_MARK } from './geometry'
import type { Geography } from './mapData'

export const DATA_MARK = 'maps:data-arrived'
export const DRAWN_MARK = 'maps:drawn'
export const CHANGE_MARK = 'maps:change'

/**
 * Measures: `maps:{state|county}-drawn-after-data`, `maps:state-interactive` (from navigation),
 * `maps:{state|county}-update` (see markUpdated).
 */
const drawnOnce = new Set<Geography>()

export function markDrawn(geography: Geography) {
  if (drawnOnce.has(geography) || typeof performance.mark !== 'function') return
  drawnOnce.add(geography)
  // After the next frame has been painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const end = `${DRAWN_MARK}:${geography}`
      performance.mark(end)
      const arrived = Math.max(
        ...[`${DATA_MARK}:${geography}`, `${GEOMETRY_MARK}:${geography}`].map(
          (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? 0,
        ),
      )
      performance.measure(`maps:${geography}-drawn-after-data`, { start: arrived, end })
      if (geography === 'state') performance.measure('maps:state-interactive', { start: 0, end })
    }, 0),
  )
}

/** After a change of the selection: `maps:{geography}-update`, from the change to the next frame. */
export function markUpdated(geography: Geography) {
  const change = performance.getEntriesByName(CHANGE_MARK, 'mark').at(-1)
  if (!change) return
  performance.clearMarks(CHANGE_MARK)
  requestAnimationFrame(() =>
    setTimeout(() => performance.measure(`maps:${geography}-update`, { start: change.startTime })),
  )
}

/**
 * The map's view: the part of the map shown, as an SVG viewBox in map units (the outlines'
 * coordinates, see geometry.ts). Pure geometry: zooming and panning change the viewBox only, so
 * the outlines are never redrawn and the view prints as it is shown.
 *
 * A view always has the aspect of the whole map (the drawing keeps its size on the page), lies
 * inside it and is zoomed between 1 (the whole map) and MAX_ZOOM.
 */

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

/** The closest zoom: a county of a few map units then spans a good part of the view. */
export const MAX_ZOOM = 64
/** One step of the zoom buttons and keys. */
export const ZOOM_STEP = 2
/** One step of panning, as a share of the view. */
export const PAN_STEP = 0.2
/** Room around a chosen feature, as a share of its size on each side. */
export const FIT_MARGIN = 0.15

export const wholeView = (size: Size): Box => ({
  x: 0,
  y: 0,
  width: size.width,
  height: size.height,
})

/** How many times closer than the whole map. */
export const zoomOf = (view: Box, size: Size): number => size.width / view.width

export const viewBoxOf = (view: Box): string => `${view.x} ${view.y} ${view.width} ${view.height}`

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/** A view of the given width centred on (cx, cy), with the map's aspect and kept on the map. */
function centredView(cx: number, cy: number, width: number, size: Size): Box {
  const w = clamp(width, size.width / MAX_ZOOM, size.width)
  const h = (w * size.height) / size.width
  return {
    x: clamp(cx - w / 2, 0, size.width - w),
    y: clamp(cy - h / 2, 0, size.height - h),
    width: w,
    height: h,
  }
}

/** Any box made a valid view: its centre and width kept as far as the rules allow. */
export const clampView = (box: Box, size: Size): Box =>
  centredView(box.x + box.width / 2, box.y + box.height / 2, box.width, size)

/** Zoomed by `factor` (2 = twice as close, 0.5 = twice as far) around the view's centre. */
export const zoomView = (view: Box, factor: number, size: Size): Box =>
  centredView(view.x + view.width / 2, view.y + view.height / 2, view.width / factor, size)

/** Moved by a share of the view (dx 0.2 = a fifth of its width to the right). */
export const panView = (view: Box, dx: number, dy: number, size: Size): Box =>
  centredView(view.x + view.width * (dx + 0.5), view.y + view.height * (dy + 0.5), view.width, size)

/** The view that shows `bounds` whole, centred, with FIT_MARGIN around it. */
export function fitView(bounds: Box, size: Size, margin = FIT_MARGIN): Box {
  const w = bounds.width * (1 + 2 * margin)
  const h = bounds.height * (1 + 2 * margin)
  const width = Math.max(w, (h * size.width) / size.height)
  return centredView(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2, width, size)
}

/** Commands the outline build writes (geometry.ts checks the paths hold nothing else). */
const TOKEN = /[MLZmlz]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g

/**
 * The bounding box of SVG path data made of moves, lines and closes, absolute or relative
 * (M, L, Z, m, l, z, with implicit line-tos after a move): the outlines the build writes. Null
 * for a path without points.
 */
export function pathBounds(d: string): Box | null {
  let cmd = 'M'
  let cx = 0
  let cy = 0
  let sx = 0
  let sy = 0
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  let pending: number | null = null
  for (const [token] of d.matchAll(TOKEN)) {
    if (/[a-z]/i.test(token)) {
      cmd = token
      pending = null
      if (cmd === 'Z' || cmd === 'z') {
        cx = sx
        cy = sy
      }
      continue
    }
    const n = Number(token)
    if (pending === null) {
      pending = n
      continue
    }
    const relative = cmd === 'm' || cmd === 'l'
    cx = relative ? cx + pending : pending
    cy = relative ? cy + n : n
    pending = null
    if (cmd === 'M' || cmd === 'm') {
      sx = cx
      sy = cy
      // Further pairs after a move are line-tos of the same kind.
      cmd = cmd === 'M' ? 'L' : 'l'
    }
    minX = Math.min(minX, cx)
    minY = Math.min(minY, cy)
    maxX = Math.max(maxX, cx)
    maxY = Math.max(maxY, cy)
  }
  if (minX === Infinity) return null
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
}

import { memo, useLayoutEffect, useMemo, useRef } from 'react'
import type { Geometry, Shape } from './geometry'
import { NO_DATA_COLOR, type Geography } from './mapData'
import { pathBounds, viewBoxOf, type Box } from './mapView'
import { markDrawn, markUpdated } from './marks'
import { useMapZoom } from './useMapZoom'

/** What the tooltip says and which outline it points at. */
export interface MapTooltip {
  geoId: string
  text: string
}

const fmtZoom = (z: number) => String(Number(z.toFixed(z < 10 ? 1 : 0)))

/**
 * The map: the outlines (SVG, no tiles), the tooltip, and zoom and pan (buttons; arrows, + and -
 * when the map has focus). It stays mounted while the numbers reload (`ready` false: nothing is
 * drawn), so a change of filter keeps the view; choosing a feature fits the view to it.
 */
export function MapCanvas({
  geometry,
  ready,
  geography,
  fills,
  selectedId,
  label,
  tooltip,
  onHover,
  onPick,
}: {
  geometry: Geometry | undefined
  /** Whether the numbers to shade the map with are in. */
  ready: boolean
  geography: Geography
  fills: ReadonlyMap<string, string>
  selectedId: string | null
  label: string
  tooltip: MapTooltip | null
  onHover: (geoId: string | null) => void
  onPick: (geoId: string) => void
}) {
  const shapeById = useMemo(
    () => new Map<string, Shape>((geometry?.shapes ?? []).map((s) => [s.id, s])),
    [geometry],
  )
  const selectedShape = selectedId ? shapeById.get(selectedId) : undefined
  const focus = useMemo(() => (selectedShape ? pathBounds(selectedShape.d) : null), [selectedShape])
  const shown = Boolean(geometry && ready)
  const zoom = useMapZoom({
    size: geometry ?? null,
    focus,
    focusKey: shown ? selectedId : undefined,
  })
  // Dragging with the mouse pans (touch keeps scrolling the page; it has the buttons).
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null)
  const view = zoom.view
  if (!geometry || !ready || !view) return null

  const onPointerDown = (e: React.PointerEvent) => {
    drag.current = null
    if (e.pointerType === 'mouse' && e.button === 0 && !zoom.whole)
      drag.current = { x: e.clientX, y: e.clientY, moved: false }
  }
  const onPointerMove = (e: React.PointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d) return
    const dx = e.clientX - d.x
    const dy = e.clientY - d.y
    // A few pixels of wobble are still a click.
    if (!d.moved && Math.hypot(dx, dy) < 4) return
    d.moved = true
    const rect = e.currentTarget.getBoundingClientRect()
    zoom.pan(-dx / rect.width, -dy / rect.height)
    d.x = e.clientX
    d.y = e.clientY
  }
  const endDrag = () => {
    // A drag that moved ends with a click: keep the mark until the click has been swallowed.
    if (drag.current && !drag.current.moved) drag.current = null
  }

  const tipShape = tooltip ? shapeById.get(tooltip.geoId) : undefined
  const tipAt = tipShape && {
    left: (tipShape.x - view.x) / view.width,
    top: (tipShape.y - view.y) / view.height,
  }
  const inView = (n: number) => n >= 0 && n <= 1

  return (
    <div className="maps-canvas">
      <div className="maps-zoom">
        <button
          type="button"
          className="usa-button usa-button--outline maps-zoom__button"
          aria-disabled={!zoom.canZoomIn}
          onClick={zoom.zoomIn}
        >
          Zoom in
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline maps-zoom__button"
          aria-disabled={!zoom.canZoomOut}
          onClick={zoom.zoomOut}
        >
          Zoom out
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline maps-zoom__button"
          aria-disabled={zoom.whole}
          onClick={zoom.reset}
        >
          Reset view
        </button>
        <p className="maps-zoom__status" aria-live="polite" data-testid="maps-zoom-status">
          {zoom.whole ? 'Showing the whole map.' : `Zoomed in ${fmtZoom(zoom.zoom)}×.`}
        </p>
      </div>
      <div
        className="maps-svg-wrap"
        role="group"
        aria-label="Map view"
        aria-describedby="maps-zoom-help"
        tabIndex={0}
        data-draggable={zoom.whole ? undefined : 'true'}
        onKeyDown={zoom.onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={() => (drag.current = null)}
        onClickCapture={(e) => {
          // The click that ends a drag does not choose the feature under the mouse.
          if (drag.current?.moved) e.stopPropagation()
          drag.current = null
        }}
      >
        <MapSvg
          geometry={geometry}
          geography={geography}
          view={view}
          fills={fills}
          selectedShape={selectedShape}
          label={label}
          onHover={onHover}
          onPick={onPick}
        />
        {tooltip && tipAt && inView(tipAt.left) && inView(tipAt.top) && (
          <div
            className="maps-tooltip"
            aria-hidden="true"
            style={{ left: `${tipAt.left * 100}%`, top: `${tipAt.top * 100}%` }}
          >
            {tooltip.text}
          </div>
        )}
      </div>
      <p id="maps-zoom-help" className="maps-zoom__help">
        Zoom with the buttons above the map; once zoomed in, you can drag the map with the mouse.
        When the map has focus (Tab to it), the arrow keys move the map, + and − zoom in and out,
        and 0 shows the whole map. Choosing a state or county zooms to it.
      </p>
    </div>
  )
}

/* ---- the outlines: drawn once per geometry, shading and selection by attribute ---- */

const idOf = (target: EventTarget | null) =>
  target instanceof Element ? target.getAttribute('data-id') : null

const MapSvg = memo(function MapSvg({
  geometry,
  geography,
  view,
  fills,
  selectedShape,
  label,
  onHover,
  onPick,
}: {
  geometry: Geometry
  geography: Geography
  view: Box
  fills: ReadonlyMap<string, string>
  selectedShape: Shape | undefined
  label: string
  onHover: (geoId: string | null) => void
  onPick: (geoId: string) => void
}) {
  const ref = useRef<SVGSVGElement>(null)
  // ≈3,200 paths for the counties: made once per geometry; later renders (a new view, new
  // shading) reuse the same elements, so React does not visit them again.
  const paths = useMemo(
    () => geometry.shapes.map((s) => <path key={s.id} d={s.d} data-id={s.id} />),
    [geometry],
  )
  useLayoutEffect(() => {
    const svg = ref.current
    if (!svg) return
    for (const el of svg.querySelectorAll<SVGPathElement>('.maps-shapes path'))
      el.setAttribute('fill', fills.get(el.getAttribute('data-id') ?? '') ?? NO_DATA_COLOR)
    markDrawn(geography)
    markUpdated(geography)
  }, [fills, paths, geography])
  const selectedId = selectedShape?.id
  useLayoutEffect(() => {
    if (!selectedId) return
    const el = ref.current?.querySelector(`.maps-shapes path[data-id="${selectedId}"]`)
    el?.classList.add('maps-selected')
    return () => el?.classList.remove('maps-selected')
  }, [selectedId, paths])

  return (
    <svg
      ref={ref}
      viewBox={viewBoxOf(view)}
      role="img"
      aria-label={label}
      onMouseOver={(e) => onHover(idOf(e.target))}
      onMouseLeave={() => onHover(null)}
      onClick={(e) => {
        const id = idOf(e.target)
        if (id) onPick(id)
      }}
    >
      <g className="maps-shapes" aria-hidden="true">
        {paths}
      </g>
      <path d={geometry.borders} className="maps-borders" />
      {geometry.insets.map((inset) => (
        <g key={inset.id} className="maps-inset">
          <rect x={inset.x} y={inset.y} width={inset.width} height={inset.height} />
          <text x={inset.x + inset.width / 2} y={inset.y + inset.height + 10}>
            {inset.name}
          </text>
        </g>
      ))}
      {selectedShape && <path d={selectedShape.d} className="maps-selected-outline" />}
    </svg>
  )
})

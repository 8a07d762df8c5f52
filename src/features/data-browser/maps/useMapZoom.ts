import { useCallback, useMemo, useState } from 'react'
import {
  fitView,
  MAX_ZOOM,
  PAN_STEP,
  panView,
  wholeView,
  ZOOM_STEP,
  zoomOf,
  zoomView,
  type Box,
  type Size,
} from './mapView'

export interface ZoomProps {
  /** The whole map, in map units; null until the outlines have arrived. */
  size: Size | null
  /** Bounds of the chosen feature's outline, if it has one. */
  focus: Box | null
  /**
   * Which feature is chosen (null: none): the view fits `focus` when this changes, not on every
   * render. Undefined while that is not known (the map's numbers loading): nothing changes.
   */
  focusKey: string | null | undefined
}

/** What a key press needs (a React or DOM keyboard event). */
export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  preventDefault: () => void
}

const KEY_PAN: Record<string, [number, number]> = {
  ArrowLeft: [-PAN_STEP, 0],
  ArrowRight: [PAN_STEP, 0],
  ArrowUp: [0, -PAN_STEP],
  ArrowDown: [0, PAN_STEP],
}

/**
 * Zoom and pan of the map: the view (a viewBox, see mapView.ts), the buttons' actions and the
 * keys when the map has focus (arrows pan, + and - zoom, 0 shows the whole map). Choosing a
 * feature fits the view to it; clearing the choice keeps the view.
 */
export function useMapZoom({ size, focus, focusKey }: ZoomProps) {
  // key: the choice the view last followed (undefined: none yet); view null: the whole map.
  const [state, setState] = useState<{ key: string | null | undefined; view: Box | null }>({
    key: undefined,
    view: null,
  })
  let current = state
  if (size && focusKey !== undefined && focusKey !== state.key) {
    // A new choice (applied during render, so the first paint after it is already fitted).
    current = { key: focusKey, view: focusKey && focus ? fitView(focus, size) : state.view }
    setState(current)
  }

  const change = useCallback(
    (next: (v: Box, size: Size) => Box) => {
      if (size) setState((s) => ({ ...s, view: next(s.view ?? wholeView(size), size) }))
    },
    [size],
  )
  const zoomIn = useCallback(() => change((v, sz) => zoomView(v, ZOOM_STEP, sz)), [change])
  const zoomOut = useCallback(() => change((v, sz) => zoomView(v, 1 / ZOOM_STEP, sz)), [change])
  const reset = useCallback(() => change((_, sz) => wholeView(sz)), [change])
  const pan = useCallback(
    (dx: number, dy: number) => change((v, sz) => panView(v, dx, dy, sz)),
    [change],
  )

  const onKeyDown = useCallback(
    (e: KeyPress) => {
      // Ctrl/Cmd + and - are the browser's own zoom.
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const step = KEY_PAN[e.key]
      if (step) pan(...step)
      else if (e.key === '+' || e.key === '=') zoomIn()
      else if (e.key === '-' || e.key === '_') zoomOut()
      else if (e.key === '0') reset()
      else return
      e.preventDefault()
    },
    [pan, zoomIn, zoomOut, reset],
  )

  const whole = useMemo(() => (size ? wholeView(size) : null), [size])
  const view = current.view ?? whole
  const zoom = view && size ? zoomOf(view, size) : 1
  return {
    /** The part of the map shown (null until the outlines have arrived). */
    view,
    /** How many times closer than the whole map. */
    zoom,
    whole: zoom <= 1 + 1e-9,
    canZoomIn: zoom < MAX_ZOOM - 1e-9,
    canZoomOut: zoom > 1 + 1e-9,
    zoomIn,
    zoomOut,
    reset,
    pan,
    onKeyDown,
  }
}

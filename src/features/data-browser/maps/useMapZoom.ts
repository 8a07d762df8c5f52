import { useCallback, useState } from 'react'
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
  /** The whole map, in map units. */
  size: Size
  /** Bounds of the chosen feature's outline, if it has one. */
  focus: Box | null
  /** Which feature `focus` is: the view fits it when this changes (not on every render). */
  focusKey: string | null
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
  const [state, setState] = useState(() => ({
    key: focusKey,
    view: focus ? fitView(focus, size) : wholeView(size),
  }))
  let view = state.view
  if (state.key !== focusKey) {
    // A new choice (during render, so the first paint after it is already fitted).
    view = focus ? fitView(focus, size) : view
    setState({ key: focusKey, view })
  }

  const change = useCallback((next: (v: Box) => Box) => {
    setState((s) => ({ ...s, view: next(s.view) }))
  }, [])
  const zoomIn = useCallback(() => change((v) => zoomView(v, ZOOM_STEP, size)), [change, size])
  const zoomOut = useCallback(() => change((v) => zoomView(v, 1 / ZOOM_STEP, size)), [change, size])
  const reset = useCallback(() => change(() => wholeView(size)), [change, size])
  const pan = useCallback(
    (dx: number, dy: number) => change((v) => panView(v, dx, dy, size)),
    [change, size],
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

  const zoom = zoomOf(view, size)
  return {
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

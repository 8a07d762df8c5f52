import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useMapZoom, type ZoomProps } from './useMapZoom'
import { fitView, wholeView } from './mapView'

const size = { width: 975, height: 610 }
const whole = wholeView(size)
const kansas = { x: 430, y: 250, width: 110, height: 60 }
const county = { x: 450, y: 270, width: 6, height: 5 }

const key = (k: string, mods: { ctrlKey?: boolean } = {}) => {
  const preventDefault = vi.fn()
  return {
    event: { key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods, preventDefault },
    preventDefault,
  }
}

const setup = (initial: ZoomProps) =>
  renderHook((p: ZoomProps) => useMapZoom(p), { initialProps: initial })

describe('useMapZoom', () => {
  it('starts on the whole map, or on the feature of a deep link', () => {
    expect(setup({ size, focus: null, focusKey: null }).result.current.view).toEqual(whole)
    const { result } = setup({ size, focus: kansas, focusKey: '20' })
    expect(result.current.view).toEqual(fitView(kansas, size))
    expect(result.current.whole).toBe(false)
  })

  it('buttons: zoom in, zoom out, reset; the zoom is reported', () => {
    const { result } = setup({ size, focus: null, focusKey: null })
    expect(result.current.whole).toBe(true)
    expect(result.current.canZoomOut).toBe(false)
    act(() => result.current.zoomIn())
    expect(result.current.zoom).toBe(2)
    act(() => result.current.zoomIn())
    expect(result.current.zoom).toBe(4)
    expect(result.current.canZoomOut).toBe(true)
    act(() => result.current.zoomOut())
    expect(result.current.zoom).toBe(2)
    act(() => result.current.reset())
    expect(result.current.view).toEqual(whole)
  })

  it('keys: arrows pan, + and - zoom, 0 resets; other keys and browser zoom pass through', () => {
    const { result } = setup({ size, focus: null, focusKey: null })
    const press = (k: string, mods?: { ctrlKey?: boolean }) => {
      const { event, preventDefault } = key(k, mods)
      act(() => result.current.onKeyDown(event))
      return preventDefault.mock.calls.length > 0
    }
    expect(press('+')).toBe(true)
    expect(result.current.zoom).toBe(2)
    const centred = result.current.view ?? whole
    expect(press('ArrowRight')).toBe(true)
    expect(result.current.view?.x).toBeGreaterThan(centred.x)
    expect(press('ArrowLeft')).toBe(true)
    expect(result.current.view?.x).toBeCloseTo(centred.x)
    expect(press('ArrowUp')).toBe(true)
    expect(result.current.view?.y).toBeLessThan(centred.y)
    expect(press('ArrowDown')).toBe(true)
    expect(result.current.view?.y).toBeCloseTo(centred.y)
    expect(press('=')).toBe(true)
    expect(result.current.zoom).toBe(4)
    expect(press('-')).toBe(true)
    expect(result.current.zoom).toBe(2)
    // Ctrl + is the browser's own zoom; Tab moves focus: both left alone.
    expect(press('+', { ctrlKey: true })).toBe(false)
    expect(press('Tab')).toBe(false)
    expect(result.current.zoom).toBe(2)
    expect(press('0')).toBe(true)
    expect(result.current.view).toEqual(whole)
  })

  it('choosing a feature fits it; clearing it keeps the view; another fits that one', () => {
    const { result, rerender } = setup({ size, focus: null, focusKey: null })
    rerender({ size, focus: kansas, focusKey: '20' })
    expect(result.current.view).toEqual(fitView(kansas, size))
    act(() => result.current.zoomOut())
    const zoomedOut = result.current.view
    // Rendering again with the same feature does not undo the user's zoom.
    rerender({ size, focus: { ...kansas }, focusKey: '20' })
    expect(result.current.view).toEqual(zoomedOut)
    rerender({ size, focus: null, focusKey: null })
    expect(result.current.view).toEqual(zoomedOut)
    rerender({ size, focus: county, focusKey: '20073' })
    expect(result.current.view).toEqual(fitView(county, size))
    expect(result.current.zoom).toBeGreaterThan(20)
  })

  it('while the map reloads (feature unknown), the view and the last fit are kept', () => {
    const { result, rerender } = setup({ size, focus: county, focusKey: '20073' })
    act(() => result.current.zoomOut())
    const mine = result.current.view
    // A second filter loading: no rows, so no feature for a moment; then the same one again.
    rerender({ size, focus: null, focusKey: undefined })
    expect(result.current.view).toEqual(mine)
    rerender({ size, focus: county, focusKey: '20073' })
    expect(result.current.view).toEqual(mine)
  })

  it('before the outlines arrive (no size): the whole map once they do, or the deep link’s feature', () => {
    const { result, rerender } = setup({ size: null, focus: null, focusKey: undefined })
    expect(result.current.view).toBeNull()
    act(() => result.current.zoomIn())
    expect(result.current.view).toBeNull()
    rerender({ size, focus: kansas, focusKey: '20' })
    expect(result.current.view).toEqual(fitView(kansas, size))
    const other = setup({ size: null, focus: null, focusKey: undefined })
    other.rerender({ size, focus: null, focusKey: null })
    expect(other.result.current.view).toEqual(whole)
  })
})

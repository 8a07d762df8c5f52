import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useOverflows } from './useOverflows'

/** A box whose widths the test sets (jsdom lays nothing out). */
function box(scrollWidth: number, clientWidth: number) {
  const el = document.createElement('div')
  const widths = { scrollWidth, clientWidth }
  Object.defineProperty(el, 'scrollWidth', { get: () => widths.scrollWidth })
  Object.defineProperty(el, 'clientWidth', { get: () => widths.clientWidth })
  return { el, widths }
}

let resized: (() => void) | null = null
let created = 0
const disconnect = vi.fn()
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback
    created += 1
  }
  observe() {}
  disconnect() {
    disconnect()
  }
}

// Reset before each test: the previous test's hook is unmounted after the afterEach hooks.
beforeEach(() => {
  resized = null
  created = 0
  disconnect.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('useOverflows', () => {
  it('is false while the content fits (one pixel of rounding allowed)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const { el } = box(401, 400)
    const ref = { current: el }
    const { result } = renderHook(() => useOverflows(ref))
    expect(result.current).toBe(false)
  })

  it('is true when the content is wider, and follows resizes', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const { el, widths } = box(900, 400)
    // A stable ref, as useRef gives.
    const ref = { current: el }
    const { result, unmount } = renderHook(() => useOverflows(ref))
    expect(result.current).toBe(true)
    widths.clientWidth = 1000
    act(() => resized?.())
    expect(result.current).toBe(false)
    unmount()
    // Every observer made (twice under StrictMode) is disconnected.
    expect(created).toBeGreaterThan(0)
    expect(disconnect).toHaveBeenCalledTimes(created)
  })

  it('is false without a box', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const { result } = renderHook(() => useOverflows({ current: null }))
    expect(result.current).toBe(false)
    expect(resized).toBeNull()
  })
})

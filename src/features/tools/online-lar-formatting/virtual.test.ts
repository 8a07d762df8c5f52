import { describe, expect, it } from 'vitest'
import { visibleRange } from './virtual'

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan', () => {
    expect(visibleRange(0, 10_000, 40, 400, 5)).toEqual({ first: 0, last: 15 })
    const { first, last } = visibleRange(40 * 5000, 10_000, 40, 400, 5)
    expect(first).toBeLessThanOrEqual(4999)
    expect(last).toBeGreaterThanOrEqual(5009)
    expect(last - first).toBeLessThan(30)
  })

  it('stays within the list', () => {
    expect(visibleRange(1e9, 100, 40, 400, 5).last).toBe(100)
    expect(visibleRange(0, 3, 40, 400, 5)).toEqual({ first: 0, last: 3 })
    expect(visibleRange(0, 0)).toEqual({ first: 0, last: 0 })
  })
})

import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAddressed } from './useAddressed'

describe('useAddressed', () => {
  it('builds each change on the last one until a new state is rendered, then on that', () => {
    const { result, rerender } = renderHook(({ state }) => useAddressed(state), {
      initialProps: { state: 1 },
    })
    const next = result.current
    expect(next((n) => n + 10)).toBe(11)
    // Before a render of the new address: the second change builds on the first.
    expect(next((n) => n + 10)).toBe(21)
    // A render of the same state (an unrelated update) keeps what was addressed.
    rerender({ state: 1 })
    expect(next((n) => n + 1)).toBe(22)
    // A new address rendered (e.g. Back): changes build on it.
    rerender({ state: 5 })
    expect(next((n) => n + 1)).toBe(6)
    expect(result.current).toBe(next)
  })
})

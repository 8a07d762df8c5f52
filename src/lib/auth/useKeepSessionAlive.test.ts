import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useKeepSessionAlive } from './useKeepSessionAlive'

const holds = vi.hoisted(() => ({ taken: 0, released: 0 }))
vi.mock('./session', () => ({
  holdSession: () => {
    holds.taken += 1
    return () => {
      holds.released += 1
    }
  },
}))

describe('useKeepSessionAlive', () => {
  it('holds the session while active and releases it when the work ends or the screen goes', () => {
    const { rerender, unmount } = renderHook(({ on }) => useKeepSessionAlive(on), {
      initialProps: { on: false },
    })
    expect(holds).toEqual({ taken: 0, released: 0 })
    rerender({ on: true })
    expect(holds).toEqual({ taken: 1, released: 0 })
    rerender({ on: true })
    expect(holds).toEqual({ taken: 1, released: 0 })
    rerender({ on: false })
    expect(holds).toEqual({ taken: 1, released: 1 })
    rerender({ on: true })
    unmount()
    expect(holds).toEqual({ taken: 2, released: 2 })
  })
})

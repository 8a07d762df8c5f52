import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useRemote } from './useRemote'

function controllable<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = []
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject })
      }),
  )
  return { load, calls }
}

describe('useRemote', () => {
  it('is idle without a key', () => {
    const { load } = controllable<number>()
    const { result } = renderHook(() => useRemote(null, load))
    expect(result.current.status).toBe('idle')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads, then shows data', async () => {
    const { load, calls } = controllable<number>()
    const { result } = renderHook(() => useRemote('a', load))
    expect(result.current.status).toBe('loading')
    await act(async () => calls[0]?.resolve(42))
    expect(result.current).toMatchObject({ status: 'ok', data: 42 })
  })

  it('aborts the old request on a key change and ignores its late answer', async () => {
    const { load, calls } = controllable<string>()
    const { result, rerender } = renderHook(({ k }) => useRemote(k, load), {
      initialProps: { k: 'a' },
    })
    rerender({ k: 'b' })
    expect(calls[0]?.signal.aborted).toBe(true)
    expect(result.current.status).toBe('loading')
    await act(async () => calls[0]?.resolve('old'))
    expect(result.current.status).toBe('loading')
    await act(async () => calls[1]?.resolve('new'))
    expect(result.current).toMatchObject({ status: 'ok', data: 'new' })
  })

  it('reports errors and retries', async () => {
    const { load, calls } = controllable<string>()
    const { result } = renderHook(() => useRemote('a', load))
    const failure = new Error('down')
    await act(async () => calls[0]?.reject(failure))
    expect(result.current).toMatchObject({ status: 'error', error: failure })
    act(() => result.current.retry())
    expect(result.current.status).toBe('loading')
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]?.resolve('ok'))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'ok' }))
  })

  it('aborts on unmount', () => {
    const { load, calls } = controllable<string>()
    const { unmount } = renderHook(() => useRemote('a', load))
    unmount()
    expect(calls[0]?.signal.aborted).toBe(true)
  })
})

import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { useRemoteQuery } from './queries'

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

type Load<T> = (signal: AbortSignal) => Promise<T>

/** A query of `key` (null: nothing to load) over `load`. */
function useThing<T>(key: string | null, load: Load<T>) {
  return useRemoteQuery({
    queryKey: ['thing', key],
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
  })
}

describe('useRemoteQuery', () => {
  it('is idle while disabled', () => {
    const { load } = controllable<number>()
    const { result } = renderHook(() => useThing(null, load), queryWrapper())
    expect(result.current.status).toBe('idle')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads, then shows data', async () => {
    const { load, calls } = controllable<number>()
    const { result } = renderHook(() => useThing('a', load), queryWrapper())
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]?.resolve(42))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 42 }))
  })

  it('aborts the old request on a key change and ignores its late answer', async () => {
    const { load, calls } = controllable<string>()
    const { result, rerender } = renderHook(({ k }) => useThing(k, load), {
      ...queryWrapper(),
      initialProps: { k: 'a' },
    })
    await waitFor(() => expect(calls).toHaveLength(1))
    rerender({ k: 'b' })
    await waitFor(() => expect(calls[0]?.signal.aborted).toBe(true))
    expect(result.current.status).toBe('loading')
    await act(async () => calls[0]?.resolve('old'))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () => calls[1]?.resolve('new'))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'new' }))
  })

  it('shows a failure at once, without retrying it, and loads again on retry', async () => {
    const { load, calls } = controllable<string>()
    const { result } = renderHook(() => useThing('a', load), queryWrapper())
    const failure = new Error('down')
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]?.reject(failure))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: failure }))
    expect(load).toHaveBeenCalledTimes(1)
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('loading'))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]?.resolve('ok'))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'ok' }))
  })

  it('does not keep a failure: the next screen asking for the key asks again', async () => {
    const { load, calls } = controllable<string>()
    const shared = queryWrapper()
    const first = renderHook(() => useThing('a', load), shared)
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]?.reject(new Error('down')))
    await waitFor(() => expect(first.result.current.status).toBe('error'))
    first.unmount()
    const second = renderHook(() => useThing('a', load), shared)
    expect(second.result.current.status).toBe('loading')
    await waitFor(() => expect(calls).toHaveLength(2))
  })

  it('aborts on unmount', async () => {
    const { load, calls } = controllable<string>()
    const { unmount } = renderHook(() => useThing('a', load), queryWrapper())
    await waitFor(() => expect(calls).toHaveLength(1))
    unmount()
    await waitFor(() => expect(calls[0]?.signal.aborted).toBe(true))
  })
})

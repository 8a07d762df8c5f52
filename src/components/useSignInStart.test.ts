import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSignInStart } from './useSignInStart'

/** A start whose outcome the test decides. */
function deferredStart() {
  let resolve: () => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const start = vi.fn(
    () =>
      new Promise<void>((res, rej) => {
        resolve = res
        reject = rej
      }),
  )
  return { start, resolve: () => resolve(), reject: (reason: unknown) => reject(reason) }
}

describe('useSignInStart', () => {
  it('starts once, however often it is asked while starting', () => {
    const { start } = deferredStart()
    const { result } = renderHook(() => useSignInStart(start))
    expect(result.current.starting).toBe(false)
    act(() => {
      result.current.begin()
      result.current.begin()
    })
    expect(start).toHaveBeenCalledOnce()
    expect(result.current.starting).toBe(true)
    expect(result.current.error).toBeNull()
  })

  it('says why a start failed and lets the visitor try again', async () => {
    const { start, reject } = deferredStart()
    const { result } = renderHook(() => useSignInStart(start))
    act(() => result.current.begin())
    await act(async () => reject(new Error('Signing in needs a secure (https) connection.')))
    expect(result.current.starting).toBe(false)
    expect(result.current.error).toBe('Signing in needs a secure (https) connection.')
    act(() => result.current.begin())
    expect(start).toHaveBeenCalledTimes(2)
    expect(result.current.error).toBeNull()
  })

  it('words a failure that is not an Error', async () => {
    const { start, reject } = deferredStart()
    const { result } = renderHook(() => useSignInStart(start))
    act(() => result.current.begin())
    await act(async () => reject('chunk failed'))
    expect(result.current.error).toBe('The sign-in could not start.')
  })

  it('can start again when the visitor comes back from the provider with Back', async () => {
    const { start, resolve } = deferredStart()
    const { result } = renderHook(() => useSignInStart(start))
    act(() => result.current.begin())
    await act(async () => resolve())
    // The page was left for the provider: still starting, so a second click does nothing.
    expect(result.current.starting).toBe(true)
    // Back restores the page from the browser's cache, where it would stay "starting" forever.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    })
    expect(result.current.starting).toBe(false)
    act(() => result.current.begin())
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('ignores a failure that arrives after unmounting', async () => {
    const { start, reject } = deferredStart()
    const { result, unmount } = renderHook(() => useSignInStart(start))
    act(() => result.current.begin())
    unmount()
    await act(async () => reject(new Error('late')))
    expect(result.current.error).toBeNull()
  })
})

import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { onDemand } from './onDemand'

describe('onDemand', () => {
  it('loads the module on first use and gives it to later users at once', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }))
    const { useModule } = onDemand(load)
    expect(load).not.toHaveBeenCalled()
    const first = renderHook(() => useModule())
    expect(first.result.current.module).toBeNull()
    await waitFor(() => expect(first.result.current.module).toEqual({ answer: 42 }))
    expect(first.result.current.failed).toBe(false)
    // A later mount (a new row in the editor) renders with the module, without a loading pass.
    const second = renderHook(() => useModule())
    expect(second.result.current.module).toEqual({ answer: 42 })
    expect(load).toHaveBeenCalledOnce()
  })

  it('says when the load failed, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 1 })
    const { useModule } = onDemand(load)
    const { result } = renderHook(() => useModule())
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.module).toBeNull()
    act(() => result.current.retry())
    expect(result.current.failed).toBe(false)
    await waitFor(() => expect(result.current.module).toEqual({ answer: 1 }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not set state after the component is gone', async () => {
    let resolve: (m: { answer: number }) => void = () => {}
    const { useModule } = onDemand(() => new Promise<{ answer: number }>((r) => (resolve = r)))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { unmount } = renderHook(() => useModule())
    unmount()
    await act(async () => resolve({ answer: 3 }))
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    // The module loaded for the next user all the same.
    const { result } = renderHook(() => useModule())
    expect(result.current.module).toEqual({ answer: 3 })
  })

  it('runs an action after the load, or at once when loaded, and also after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module')
    const { afterLoad } = onDemand(load)
    const first = vi.fn()
    afterLoad(first)
    expect(first).not.toHaveBeenCalled()
    await waitFor(() => expect(first).toHaveBeenCalledOnce())
    // The failed load is not kept: the next use loads again.
    const second = vi.fn()
    afterLoad(second)
    await waitFor(() => expect(second).toHaveBeenCalledOnce())
    const third = vi.fn()
    afterLoad(third)
    expect(third).toHaveBeenCalledOnce()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

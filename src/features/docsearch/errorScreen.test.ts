import { describe, expect, it, vi } from 'vitest'
import { keepErrorScreen } from './errorScreen'

describe('keepErrorScreen', () => {
  it('passes results through', async () => {
    const search = keepErrorScreen((q: string) => Promise.resolve(`results for ${q}`))
    await expect(search('lei')).resolves.toBe('results for lei')
    const handler = vi.fn()
    await expect(search('lei').catch(handler)).resolves.toBe('results for lei')
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands a failure to the catch handler after the stall threshold, then stays pending', async () => {
    vi.useFakeTimers()
    try {
      const error = Object.assign(new Error('down'), { name: 'RetryError' })
      const search = keepErrorScreen(() => Promise.reject(error))
      const handler = vi.fn((e: unknown) => {
        throw e // as DocSearch does after setting the error status
      })
      const after = vi.fn()
      const failed = vi.fn()
      search().catch(handler).then(after, failed)
      await vi.advanceTimersByTimeAsync(300)
      expect(handler).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(150)
      expect(handler).toHaveBeenCalledWith(error)
      await vi.advanceTimersByTimeAsync(5000)
      expect(after).not.toHaveBeenCalled()
      expect(failed).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejects as usual without a catch handler', async () => {
    const search = keepErrorScreen(() => Promise.reject(new Error('down')))
    await expect(search()).rejects.toThrow('down')
  })
})

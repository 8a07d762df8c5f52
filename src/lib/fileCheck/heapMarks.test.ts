// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { heapMark, type HeapMarks } from './heapMarks'

const scope = globalThis as { __hmdaHeapMarks?: HeapMarks }

afterEach(() => {
  delete scope.__hmdaHeapMarks
  vi.restoreAllMocks()
})

describe('heapMark', () => {
  it('does nothing unless the bench has asked for marks', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(heapMark('head', 500_000)).toBeUndefined()
    expect(heapMark('head', 500_000, true)).toBeUndefined()
    expect(log).not.toHaveBeenCalled()
  })

  it('stops each part once per step and at its end, until resumed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    scope.__hmdaHeapMarks = { every: 100_000 }
    expect(heapMark('head', 99_000)).toBeUndefined()
    const first = heapMark('head', 100_500)
    expect(first).toBeInstanceOf(Promise)
    expect(log).toHaveBeenLastCalledWith('hmda-heap-mark head 100500')
    let resumed = false
    void first?.then(() => {
      resumed = true
    })
    await Promise.resolve()
    expect(resumed).toBe(false)
    scope.__hmdaHeapMarks.resume?.()
    await first
    expect(resumed).toBe(true)
    // The next mark of the head is one step on; the tail counts its own rows.
    expect(heapMark('head', 150_000)).toBeUndefined()
    expect(heapMark('tail', 120_000)).toBeInstanceOf(Promise)
    scope.__hmdaHeapMarks.resume?.()
    expect(heapMark('head', 210_000)).toBeInstanceOf(Promise)
    scope.__hmdaHeapMarks.resume?.()
    const end = heapMark('head', 250_000, true)
    expect(log).toHaveBeenLastCalledWith('hmda-heap-mark head end 250000')
    scope.__hmdaHeapMarks.resume?.()
    await end
  })
})

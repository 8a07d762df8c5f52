import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BatchRequest, BatchResponse, BatchResult } from './batch'
import { useBatchCheck } from './useBatchCheck'
import { FakeWorker } from '@/lib/testing/fakeWorker'

const lastWorker = () => FakeWorker.latest()
const answer = (worker: FakeWorker, data: BatchResponse) => worker.answer(data)

const ids = new File(['loanId\nABC\n'], 'loans.csv', { type: 'text/csv' })

const RESULT: BatchResult = {
  summary: {
    mode: 'generate',
    lines: 12,
    blank: 1,
    header: 'loanId',
    good: 9,
    bad: 1,
    valid: 0,
    invalid: 0,
  },
  preview: [],
  blob: new Blob(['x']),
  elapsedMs: 3,
}

beforeEach(() => {
  FakeWorker.reset()
  vi.stubGlobal('Worker', FakeWorker)
  URL.createObjectURL = vi.fn(() => 'blob:result')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.unstubAllGlobals())

describe('useBatchCheck', () => {
  it('asks for a file when none is chosen', () => {
    const { result } = renderHook(() => useBatchCheck())
    act(() => result.current.start())
    expect(result.current.fileError).toBe('Choose a file to check.')
    expect(FakeWorker.made).toHaveLength(0)
  })

  it('checks the file in the chosen mode and offers the result file', () => {
    const { result } = renderHook(() => useBatchCheck())
    act(() => result.current.chooseMode('validate'))
    act(() => result.current.chooseFile(ids))
    act(() => result.current.start())
    const worker = lastWorker()
    expect(worker.sent).toEqual([{ file: ids, mode: 'validate' } satisfies BatchRequest])
    expect(result.current.run.state).toBe('running')
    expect(result.current.announcement).toBe('Checking loans.csv.')
    act(() => answer(worker, { type: 'progress', lines: 5, bytes: 6, totalBytes: 12 }))
    const running = result.current.run
    expect(running.state === 'running' && running.progress.lines).toBe(5)
    act(() => answer(worker, { type: 'done', result: RESULT }))
    const done = result.current.run
    expect(done.state === 'done' && done.url).toBe('blob:result')
    expect(done.state === 'done' && done.download).toMatch(/loans/)
    expect(worker.terminated).toBe(true)
    expect(result.current.announcement).toBe('Finished: 12 lines read, 1 line with errors.')
  })

  it('clears the results when the mode or file changes, but not while running', () => {
    const { result } = renderHook(() => useBatchCheck())
    act(() => result.current.chooseFile(ids))
    act(() => result.current.start())
    act(() => result.current.chooseMode('validate'))
    expect(result.current.run.state).toBe('running')
    act(() => answer(lastWorker(), { type: 'done', result: RESULT }))
    act(() => result.current.chooseMode('generate'))
    expect(result.current.run.state).toBe('idle')
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:result')
    expect(result.current.file).toBe(ids)
  })

  it('cancels a running check and says how far it got', () => {
    const { result } = renderHook(() => useBatchCheck())
    act(() => result.current.chooseFile(ids))
    act(() => result.current.start())
    act(() => answer(lastWorker(), { type: 'progress', lines: 3, bytes: 6, totalBytes: 12 }))
    act(() => result.current.cancel())
    expect(result.current.run).toEqual({ state: 'cancelled', fileName: 'loans.csv', lines: 3 })
    expect(lastWorker().terminated).toBe(true)
    expect(result.current.announcement).toBe('Cancelled.')
  })

  it("shows the worker's error, or says the check stopped when the worker fails", () => {
    const { result } = renderHook(() => useBatchCheck())
    act(() => result.current.chooseFile(ids))
    act(() => result.current.start())
    act(() => answer(lastWorker(), { type: 'error', message: 'Line 3 is too long.' }))
    expect(result.current.run).toEqual({
      state: 'failed',
      fileName: 'loans.csv',
      message: 'Line 3 is too long.',
    })
    act(() => result.current.start())
    act(() => lastWorker().failToLoad())
    expect(lastWorker().errorPrevented).toBe(true)
    const failed = result.current.run
    expect(failed.state === 'failed' && failed.message).toMatch(/stopped unexpectedly/)
    expect(result.current.mode).toBe('generate')
  })

  it('a new run stops the one before it, and leaving the page stops the check', () => {
    const { result, unmount } = renderHook(() => useBatchCheck())
    act(() => result.current.chooseFile(ids))
    act(() => result.current.start())
    const first = lastWorker()
    act(() => result.current.start())
    expect(first.terminated).toBe(true)
    expect(FakeWorker.made).toHaveLength(2)
    unmount()
    expect(lastWorker().terminated).toBe(true)
  })
})

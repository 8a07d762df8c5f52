import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { validateText } from '@/hmda/validate/engine'
import type { VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { SPLIT_MIN_BYTES } from '@/lib/fileCheck/splitSize'
import { FakeWorker } from '@/lib/testing/fakeWorker'
import { useFileFormatVerification } from './useFileFormatVerification'

const firstWorker = () => FakeWorker.nth(0)
const answer = (worker: FakeWorker, data: VerifyResponse) => worker.answer(data)

const lar = (text: string, name = 'lar.txt') => new File([text], name, { type: 'text/plain' })

beforeEach(() => {
  FakeWorker.reset()
  vi.stubGlobal('Worker', FakeWorker)
  URL.createObjectURL = vi.fn(() => 'blob:report')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.unstubAllGlobals())

describe('useFileFormatVerification', () => {
  it('asks for a file when none is chosen', async () => {
    const { result } = renderHook(() => useFileFormatVerification())
    await act(() => result.current.start())
    expect(result.current.problems).toEqual(['Choose a file to check.'])
    expect(result.current.run.state).toBe('idle')
  })

  it('lists what is wrong with a file before checking it, and keeps the choice', async () => {
    const { result } = renderHook(() => useFileFormatVerification())
    act(() => result.current.choose(lar('hello', 'lar.csv')))
    await act(() => result.current.start())
    expect(result.current.problems).toHaveLength(2)
    expect(result.current.problems[0]).toMatch(/does not end in \.txt/)
    expect(result.current.problems[1]).toMatch(/does not begin with 1\|/)
    expect(result.current.file?.name).toBe('lar.csv')
    expect(result.current.run.state).toBe('idle')
  })

  it('checks a file in a worker, shows progress and announces the result', async () => {
    const text = generateLarText({ year: 2025, rows: 3 })
    const { result } = renderHook(() => useFileFormatVerification())
    act(() => result.current.choose(lar(text)))
    act(() => result.current.setYear('2025'))
    await act(() => result.current.start())
    const worker = firstWorker()
    const request = worker.sent[0] as VerifyRequest
    expect(request.expectedYear).toBe(2025)
    expect(request.file.name).toBe('lar.txt')
    expect(result.current.run.state).toBe('running')
    expect(result.current.announcement).toBe('Checking lar.txt.')

    act(() => answer(worker, { type: 'progress', rows: 2, bytes: 10, totalBytes: text.length }))
    const running = result.current.run
    expect(running.state === 'running' && running.progress.rows).toBe(2)

    const checked = validateText(text, { rules: [], notChecked: [] })
    act(() =>
      answer(worker, { type: 'done', result: checked, elapsedMs: 5, report: new Blob(['x']) }),
    )
    const done = result.current.run
    expect(done.state).toBe('done')
    expect(done.state === 'done' && done.url).toBe('blob:report')
    expect(done.state === 'done' && done.reportName).toMatch(/lar/)
    expect(worker.terminated).toBe(true)
    expect(result.current.announcement).toBe('Finished: no problems found.')
  })

  it('cancels a running check and says how far it got', async () => {
    const { result } = renderHook(() => useFileFormatVerification())
    act(() => result.current.choose(lar(generateLarText({ year: 2025, rows: 3 }))))
    await act(() => result.current.start())
    const worker = firstWorker()
    act(() => answer(worker, { type: 'progress', rows: 7, bytes: 10, totalBytes: 100 }))
    act(() => result.current.cancel())
    expect(result.current.run).toEqual({ state: 'cancelled', fileName: 'lar.txt', rows: 7 })
    expect(worker.terminated).toBe(true)
    expect(result.current.announcement).toBe('Check cancelled.')
  })

  it('says the check stopped when the worker fails, keeping the file and year', async () => {
    const { result } = renderHook(() => useFileFormatVerification())
    act(() => result.current.choose(lar(generateLarText({ year: 2025, rows: 3 }))))
    act(() => result.current.setYear('2024'))
    await act(() => result.current.start())
    const worker = firstWorker()
    act(() => worker.failToLoad())
    await waitFor(() => expect(result.current.run.state).toBe('failed'))
    const failed = result.current.run
    expect(failed.state === 'failed' && failed.message).toMatch(/stopped unexpectedly/)
    expect(result.current.file?.name).toBe('lar.txt')
    expect(result.current.year).toBe('2024')
  })

  it('takes a dropped file unless a check is running', () => {
    const { result } = renderHook(() => useFileFormatVerification())
    act(() => result.current.setDragging(true))
    act(() => result.current.drop(lar('1|x')))
    expect(result.current.dragging).toBe(false)
    expect(result.current.file?.name).toBe('lar.txt')
  })

  it('checks a large file in two workers; a helper that cannot load fails the run', async () => {
    vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: 4 })
    const text = generateLarText({ year: 2025, rows: 3 })
    const big = lar(text.padEnd(SPLIT_MIN_BYTES + 10, '\n'))
    const { result, unmount } = renderHook(() => useFileFormatVerification())
    act(() => result.current.choose(big))
    // Started ahead of the check when the file is chosen.
    expect(FakeWorker.made).toHaveLength(2)
    await act(() => result.current.start())
    const [worker, tail] = [FakeWorker.nth(0), FakeWorker.nth(1)]
    const request = worker.sent[0] as VerifyRequest
    expect(request.tailPort).toBeInstanceOf(MessagePort)
    expect(worker.transfers[0]).toEqual([request.tailPort])
    expect(tail.sent[0]).toEqual({ port: expect.any(MessagePort) as unknown })
    act(() => tail.failToLoad())
    const failed = result.current.run
    expect(failed.state === 'failed' && failed.message).toMatch(/stopped unexpectedly/)
    expect(worker.terminated && tail.terminated).toBe(true)
    request.tailPort?.close()
    unmount()
  })

  it('a new check stops the one before it; leaving the page stops the check', async () => {
    const { result, unmount } = renderHook(() => useFileFormatVerification())
    act(() => result.current.choose(lar(generateLarText({ year: 2025, rows: 3 }))))
    await act(() => result.current.start())
    const first = firstWorker()
    await act(() => result.current.start())
    expect(first.terminated).toBe(true)
    const second = FakeWorker.latest()
    expect(second).not.toBe(first)
    unmount()
    expect(second.terminated).toBe(true)
  })
})

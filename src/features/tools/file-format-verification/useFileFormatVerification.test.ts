import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { validateText } from '@/hmda/validate/engine'
import type { VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { useFileFormatVerification } from './useFileFormatVerification'

/** A worker that records what it is sent and answers only when the test says so. */
class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((message: MessageEvent<VerifyResponse>) => void) | null = null
  onerror: ((error: ErrorEvent) => void) | null = null
  sent: unknown[] = []
  terminated = false
  constructor() {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(data: VerifyResponse) {
    this.onmessage?.({ data } as MessageEvent<VerifyResponse>)
  }
}

function firstWorker(): FakeWorker {
  const worker = FakeWorker.made[0]
  if (!worker) throw new Error('No worker was started')
  return worker
}

const lar = (text: string, name = 'lar.txt') => new File([text], name, { type: 'text/plain' })

beforeEach(() => {
  FakeWorker.made = []
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

    act(() => worker.answer({ type: 'progress', rows: 2, bytes: 10, totalBytes: text.length }))
    const running = result.current.run
    expect(running.state === 'running' && running.progress.rows).toBe(2)

    const checked = validateText(text, { rules: [], notChecked: [] })
    act(() =>
      worker.answer({ type: 'done', result: checked, elapsedMs: 5, report: new Blob(['x']) }),
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
    act(() => worker.answer({ type: 'progress', rows: 7, bytes: 10, totalBytes: 100 }))
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
    act(() => worker.onerror?.({ preventDefault: () => undefined } as ErrorEvent))
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
})

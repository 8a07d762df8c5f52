import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { validateText } from '@/hmda/validate/engine'
import { ApiError } from '@/lib/api/errors'
import type { LatestSubmission, Submission } from '@/lib/api/filing'
import type { VerifyRequest } from '@/lib/fileCheck/messages'
import { FakeWorker } from '@/lib/testing/fakeWorker'
import {
  useUploadCheck,
  workerFileCheck,
  type FileCheck,
  type UploadCheckOptions,
} from './useUploadCheck'
import type { SubmissionState } from './useSubmission'

const LEI = 'HMDATESTBANK00000137'

function submissionOf(seq: number, code: number): Submission {
  return {
    lei: LEI,
    period: { year: 2025, quarter: null },
    sequenceNumber: seq,
    status: { code, message: '', description: '' },
    start: 0,
    end: 0,
    fileName: '',
    receipt: '',
    signerUsername: null,
  }
}

function setup(text: string, options: Partial<UploadCheckOptions> = {}) {
  const latest: LatestSubmission = {
    ...submissionOf(4, 15),
    qualityVerified: true,
    macroVerified: true,
    qualityExists: false,
    macroExists: false,
  }
  const submission: SubmissionState = {
    latest,
    loading: false,
    error: null,
    trouble: null,
    polling: false,
    reload: vi.fn(),
    poll: vi.fn(),
    set: vi.fn(),
  }
  const api = {
    createSubmission: vi.fn(async () => submissionOf(5, 1)),
    upload: vi.fn(async () => submissionOf(5, 3)),
  }
  // The validator itself, on the main thread (jsdom has no module workers).
  const check = vi.fn<FileCheck>(async (file, year, onRows) => {
    const result = validateText(await file.text(), { expectedYear: year })
    onRows(result.rows)
    return result
  })
  const onSent = vi.fn()
  const hook = renderHook(() =>
    useUploadCheck({
      period: '2025',
      lei: LEI,
      submission,
      isNew: true,
      api,
      onSent,
      check,
      ...options,
    }),
  )
  const file = new File([text], 'lar.txt', { type: 'text/plain' })
  act(() => hook.result.current.choose(file))
  return { hook, api, submission, check, onSent, file }
}

describe('useUploadCheck', () => {
  it('checks a clean file, then sends it as a new submission and polls', async () => {
    const { hook, api, submission, check, onSent } = setup(
      generateLarText({ year: 2025, rows: 10 }),
    )
    await act(() => hook.result.current.start())
    expect(check).toHaveBeenCalledTimes(1)
    expect(check.mock.calls[0]?.[1]).toBe(2025)
    expect(api.createSubmission).toHaveBeenCalledTimes(1)
    expect(api.upload).toHaveBeenCalledWith(
      LEI,
      { year: 2025, quarter: null },
      5,
      expect.any(File),
      'lar.txt',
      expect.anything(),
    )
    expect(submission.set).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'lar.txt' }))
    expect(submission.poll).toHaveBeenCalled()
    expect(onSent).toHaveBeenCalled()
    expect(hook.result.current.phase).toEqual({ kind: 'idle' })
    expect(hook.result.current.file).toBeNull()
  })

  it('holds a file with quality edits with the summary, keeps it, and sends it on request', async () => {
    const { hook, api, file } = setup(generateLarText({ year: 2025, rows: 30, errors: ['Q631'] }))
    await act(() => hook.result.current.start())
    const phase = hook.result.current.phase
    expect(phase.kind).toBe('verify')
    if (phase.kind === 'verify')
      expect(phase.summary.text).toMatch(
        /^The platform will ask you to verify 1 quality edit \(Q631: \d+ rows\)\.$/,
      )
    expect(api.upload).not.toHaveBeenCalled()
    expect(hook.result.current.file).toBe(file)
    await act(() => hook.result.current.send())
    expect(api.upload).toHaveBeenCalledTimes(1)
    expect(hook.result.current.phase).toEqual({ kind: 'idle' })
  })

  it('stops a file with formatting errors: nothing is sent, the file stays chosen', async () => {
    const { hook, api, file } = setup(
      generateLarText({ year: 2025, rows: 10, errors: ['FORMAT'], errorRows: 2 }),
    )
    await act(() => hook.result.current.start())
    expect(hook.result.current.phase.kind).toBe('problems')
    expect(api.createSubmission).not.toHaveBeenCalled()
    expect(api.upload).not.toHaveBeenCalled()
    expect(hook.result.current.file).toBe(file)
  })

  it('a failed upload keeps the file; trying again sends without checking again', async () => {
    const { hook, api, submission, check, file } = setup(generateLarText({ year: 2025, rows: 10 }))
    api.upload.mockRejectedValueOnce(new ApiError('server', '/x', 'HTTP 500', { status: 500 }))
    await act(() => hook.result.current.start())
    const phase = hook.result.current.phase
    expect(phase).toMatchObject({ kind: 'failed', checked: true })
    expect(hook.result.current.file).toBe(file)
    expect(submission.reload).toHaveBeenCalled()
    await act(() => hook.result.current.send())
    expect(check).toHaveBeenCalledTimes(1)
    expect(api.upload).toHaveBeenCalledTimes(2)
    expect(hook.result.current.phase).toEqual({ kind: 'idle' })
  })

  it('a check that cannot run is a failure before sending; cancelling the check says so', async () => {
    const broken = vi.fn<FileCheck>(async () => {
      throw new Error('The file could not be read.')
    })
    const { hook, api, file } = setup(generateLarText({ year: 2025, rows: 10 }), {
      check: broken,
    })
    await act(() => hook.result.current.start())
    expect(hook.result.current.phase).toMatchObject({ kind: 'failed', checked: false })
    expect(hook.result.current.file).toBe(file)
    expect(api.upload).not.toHaveBeenCalled()

    const hanging = vi.fn<FileCheck>(
      (_file, _year, _onRows, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () =>
            reject(new DOMException('Cancelled', 'AbortError')),
          ),
        ),
    )
    const second = setup(generateLarText({ year: 2025, rows: 10 }), { check: hanging })
    let started: Promise<void> = Promise.resolve()
    act(() => {
      started = second.hook.result.current.start()
    })
    await waitFor(() => expect(second.hook.result.current.busy).toBe(true))
    act(() => second.hook.result.current.cancel())
    await act(() => started)
    expect(second.hook.result.current.phase).toEqual({ kind: 'cancelled' })
    expect(second.api.upload).not.toHaveBeenCalled()
  })
})

describe('workerFileCheck', () => {
  beforeEach(() => {
    FakeWorker.reset()
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => vi.unstubAllGlobals())

  const file = new File(['1|x'], 'lar.txt')

  it('checks the file for the year in a worker, counting rows, and resolves with the result', async () => {
    const rows: number[] = []
    const pending = workerFileCheck(file, 2025, (n) => rows.push(n), new AbortController().signal)
    const worker = FakeWorker.latest()
    expect(worker.sent).toEqual([{ file, expectedYear: 2025 } satisfies VerifyRequest])
    worker.answer({ type: 'progress', rows: 40, bytes: 1, totalBytes: 3 })
    const result = validateText('1|x', { rules: [], notChecked: [] })
    worker.answer({ type: 'done', result, elapsedMs: 1, report: new Blob([]) })
    await expect(pending).resolves.toBe(result)
    expect(rows).toEqual([40])
    expect(worker.terminated).toBe(true)
  })

  it('rejects with the worker’s message, or when the worker cannot load', async () => {
    const failed = workerFileCheck(file, 2025, () => {}, new AbortController().signal)
    FakeWorker.latest().answer({ type: 'error', message: 'The file could not be read.' })
    await expect(failed).rejects.toThrow('The file could not be read.')
    const broken = workerFileCheck(file, 2025, () => {}, new AbortController().signal)
    FakeWorker.latest().failToLoad()
    await expect(broken).rejects.toThrow(/stopped unexpectedly/)
    expect(FakeWorker.latest().terminated).toBe(true)
  })

  it('cancelling stops the worker with an AbortError', async () => {
    const controller = new AbortController()
    const pending = workerFileCheck(file, 2025, () => {}, controller.signal)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeWorker.latest().terminated).toBe(true)
  })
})

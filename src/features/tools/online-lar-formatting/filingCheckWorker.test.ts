import { describe, expect, it, vi } from 'vitest'
import { validateText } from '@/hmda/validate/engine'
import type { VerifyRequest } from '@/lib/fileCheck/messages'
import { FakeWorker } from '@/lib/testing/fakeWorker'
import { checkInWorker, WorkerCheckError, type CheckWorker } from './filingCheckWorker'

const start = () => new FakeWorker() as unknown as CheckWorker

describe('checkInWorker', () => {
  it('sends the filing as a file of the year and resolves with the result', async () => {
    FakeWorker.reset()
    const check = checkInWorker('1|x', 2024, start)
    const worker = FakeWorker.latest()
    const request = worker.sent[0] as VerifyRequest
    expect(request.expectedYear).toBe(2024)
    expect(await request.file.text()).toBe('1|x')
    worker.answer({ type: 'progress', rows: 1, bytes: 3, totalBytes: 3 })
    const result = validateText('1|x', { rules: [], notChecked: [] })
    worker.answer({ type: 'done', result, elapsedMs: 1, report: new Blob([]) })
    await expect(check.result).resolves.toBe(result)
    expect(worker.terminated).toBe(true)
  })

  it('tells a check that failed from a worker that could not load', async () => {
    FakeWorker.reset()
    const failed = checkInWorker('1|x', 2024, start)
    FakeWorker.latest().answer({ type: 'error', message: 'broken' })
    await expect(failed.result).rejects.toMatchObject({ reason: 'check', message: 'broken' })
    const unloaded = checkInWorker('1|x', 2024, start)
    FakeWorker.latest().failToLoad()
    const error = await unloaded.result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WorkerCheckError)
    expect(error).toMatchObject({ reason: 'load' })
  })

  it('cancel stops the worker and the result never settles', async () => {
    FakeWorker.reset()
    const check = checkInWorker('1|x', 2024, start)
    const settled = vi.fn()
    check.result.then(settled, settled)
    check.cancel()
    const worker = FakeWorker.latest()
    expect(worker.terminated).toBe(true)
    worker.onmessage?.(new MessageEvent('message', { data: { type: 'error', message: 'late' } }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).not.toHaveBeenCalled()
  })
})

import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeWorker } from './testing/fakeWorker'
import {
  runInWorker,
  startWorkerRun,
  useWorkerRunner,
  WORKER_STOPPED_MESSAGE,
  WorkerRunError,
  type WorkerStep,
} from './workerRun'

type Request = { file: string }
type Response =
  | { type: 'progress'; rows: number }
  | { type: 'done'; total: number }
  | { type: 'error'; message: string }

/** Reads the test protocol: progress goes to `onRows`, done ends the run, error fails it. */
const reader =
  (onRows: (rows: number) => void = () => {}) =>
  (data: Response): WorkerStep<number> => {
    if (data.type === 'progress') {
      onRows(data.rows)
      return null
    }
    if (data.type === 'error') return { error: data.message }
    return { result: data.total }
  }

const make = () => new FakeWorker() as unknown as Worker

beforeEach(() => FakeWorker.reset())

describe('startWorkerRun', () => {
  it('posts the request, passes progress on, and ends the run with the result', () => {
    const rows: number[] = []
    const onDone = vi.fn()
    const onFail = vi.fn()
    const worker = make()
    startWorkerRun<Request, Response, number>({
      worker,
      request: { file: 'a' },
      read: reader((n) => rows.push(n)),
      onDone,
      onFail,
    })
    const fake = FakeWorker.latest()
    expect(fake.sent).toEqual([{ file: 'a' }])
    fake.answer({ type: 'progress', rows: 3 })
    fake.answer({ type: 'progress', rows: 7 })
    expect(fake.terminated).toBe(false)
    fake.answer({ type: 'done', total: 9 })
    expect(rows).toEqual([3, 7])
    expect(onDone).toHaveBeenCalledWith(9)
    expect(onFail).not.toHaveBeenCalled()
    expect(fake.terminated).toBe(true)
  })

  it('sends the transfer list, and stops the helper workers with the run', () => {
    const helper = make()
    const worker = make()
    const channel = new MessageChannel()
    startWorkerRun<Request, Response, number>({
      worker,
      helpers: [helper],
      request: { file: 'a' },
      transfer: [channel.port1],
      read: reader(),
      onDone: () => {},
      onFail: () => {},
    })
    expect(FakeWorker.nth(1).transfers).toEqual([[channel.port1]])
    FakeWorker.nth(1).answer({ type: 'done', total: 1 })
    expect(FakeWorker.nth(0).terminated).toBe(true)
    expect(FakeWorker.nth(1).terminated).toBe(true)
    channel.port1.close()
    channel.port2.close()
  })

  it('fails with the worker’s own message when the check reports an error', () => {
    const onFail = vi.fn()
    startWorkerRun<Request, Response, number>({
      worker: make(),
      request: { file: 'a' },
      read: reader(),
      onDone: () => {},
      onFail,
    })
    FakeWorker.latest().answer({ type: 'error', message: 'Line 3 is too long.' })
    const error: unknown = onFail.mock.calls[0]?.[0]
    expect(error).toBeInstanceOf(WorkerRunError)
    expect(error).toMatchObject({ reason: 'check', message: 'Line 3 is too long.' })
    expect(FakeWorker.latest().terminated).toBe(true)
  })

  it('turns a load error of the worker or a helper into one message, not logged', () => {
    for (const failing of [0, 1]) {
      FakeWorker.reset()
      const onFail = vi.fn()
      const helper = make()
      startWorkerRun<Request, Response, number>({
        worker: make(),
        helpers: [helper],
        request: { file: 'a' },
        read: reader(),
        onDone: () => {},
        onFail,
      })
      FakeWorker.nth(failing).failToLoad('Failed to fetch a dynamically imported module')
      expect(onFail).toHaveBeenCalledTimes(1)
      expect(onFail.mock.calls[0]?.[0]).toMatchObject({
        reason: 'load',
        message: WORKER_STOPPED_MESSAGE,
      })
      expect(FakeWorker.nth(failing).errorPrevented).toBe(true)
      expect(FakeWorker.made.every((w) => w.terminated)).toBe(true)
    }
  })

  it('after cancel, stops every worker and reports nothing more', () => {
    const onDone = vi.fn()
    const onFail = vi.fn()
    const onRows = vi.fn()
    const run = startWorkerRun<Request, Response, number>({
      worker: make(),
      request: { file: 'a' },
      read: reader(onRows),
      onDone,
      onFail,
    })
    const fake = FakeWorker.latest()
    run.cancel()
    expect(fake.terminated).toBe(true)
    // A message already on its way when the worker was stopped.
    fake.onmessage?.(new MessageEvent('message', { data: { type: 'progress', rows: 1 } }))
    fake.onmessage?.(new MessageEvent('message', { data: { type: 'done', total: 1 } }))
    fake.onerror?.(new ErrorEvent('error'))
    expect(onRows).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
    expect(onFail).not.toHaveBeenCalled()
  })
})

describe('runInWorker', () => {
  it('resolves with the result', async () => {
    const pending = runInWorker<Request, Response, number>({
      worker: make(),
      request: { file: 'a' },
      read: reader(),
    })
    FakeWorker.latest().answer({ type: 'done', total: 4 })
    await expect(pending).resolves.toBe(4)
  })

  it('rejects with the WorkerRunError of a failure', async () => {
    const pending = runInWorker<Request, Response, number>({
      worker: make(),
      request: { file: 'a' },
      read: reader(),
    })
    FakeWorker.latest().failToLoad()
    await expect(pending).rejects.toMatchObject({ name: 'WorkerRunError', reason: 'load' })
  })

  it('the signal cancels the run: an AbortError, and the worker stops', async () => {
    const controller = new AbortController()
    const pending = runInWorker<Request, Response, number>({
      worker: make(),
      request: { file: 'a' },
      read: reader(),
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeWorker.latest().terminated).toBe(true)
  })

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController()
    controller.abort()
    const pending = runInWorker<Request, Response, number>({
      worker: make(),
      request: { file: 'a' },
      read: reader(),
      signal: controller.signal,
    })
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeWorker.latest().sent).toEqual([])
    expect(FakeWorker.latest().terminated).toBe(true)
  })
})

describe('useWorkerRunner', () => {
  afterEach(() => vi.restoreAllMocks())

  const options = (onDone: (n: number) => void) => ({
    worker: make(),
    request: { file: 'a' },
    read: reader(),
    onDone,
    onFail: () => {},
  })

  it('a new run cancels the one before it', () => {
    const { result } = renderHook(() => useWorkerRunner())
    const first = vi.fn()
    const second = vi.fn()
    result.current.start<Request, Response, number>(options(first))
    result.current.start<Request, Response, number>(options(second))
    expect(FakeWorker.nth(0).terminated).toBe(true)
    FakeWorker.nth(0).onmessage?.(new MessageEvent('message', { data: { type: 'done', total: 1 } }))
    FakeWorker.nth(1).answer({ type: 'done', total: 2 })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith(2)
  })

  it('cancel stops the running check; unmounting stops it too', () => {
    const { result, unmount } = renderHook(() => useWorkerRunner())
    result.current.start<Request, Response, number>(options(() => {}))
    result.current.cancel()
    expect(FakeWorker.nth(0).terminated).toBe(true)
    result.current.start<Request, Response, number>(options(() => {}))
    expect(FakeWorker.nth(1).terminated).toBe(false)
    unmount()
    expect(FakeWorker.nth(1).terminated).toBe(true)
  })

  it('keeps the same functions across renders', () => {
    const { result, rerender } = renderHook(() => useWorkerRunner())
    const { start, cancel } = result.current
    rerender()
    expect(result.current.start).toBe(start)
    expect(result.current.cancel).toBe(cancel)
  })
})

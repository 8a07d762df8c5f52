/**
 * One run of a check in Web Workers, in one place: post the request, read the worker's
 * messages, stop the workers when the run ends or is cancelled, and turn a worker that cannot
 * load into one message. Used by the Check Digit batch, File Format Verification, the filing
 * upload's check and Online LAR Formatting's whole-filing check.
 */
import { useCallback, useEffect, useRef } from 'react'

/** The parts of a Worker a run uses. */
export interface WorkerLike<Req = unknown, Res = unknown> {
  postMessage(message: Req, transfer?: Transferable[]): void
  terminate(): void
  onmessage: ((event: MessageEvent<Res>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

/** What the page says when a worker could not load or stopped without answering. */
export const WORKER_STOPPED_MESSAGE =
  'The check stopped unexpectedly. Reload the page and try again.'

/** Why a run did not finish. */
export class WorkerRunError extends Error {
  constructor(
    /** 'load': the worker could not start (or died); 'check': it answered with an error. */
    readonly reason: 'load' | 'check',
    message: string,
  ) {
    super(message)
    this.name = 'WorkerRunError'
  }
}

/**
 * What one message from the worker means: null for a note (progress) on the way, `result` when
 * the run is over, `error` (the worker's message) when it failed.
 */
export type WorkerStep<T> = null | { result: T } | { error: string }

export interface WorkerRunOptions<Req, Res, T> {
  /** The worker that answers (started by the caller, so one can be made ahead of time). */
  worker: WorkerLike<Req, Res>
  /** Workers that help it (a split check): stopped with it; their load errors fail the run. */
  helpers?: readonly WorkerLike<never, unknown>[]
  request: Req
  transfer?: Transferable[]
  /** Reads each message (called for progress too, as it arrives). */
  read: (data: Res) => WorkerStep<T>
}

export interface WorkerRunCallbacks<T> {
  onDone: (result: T) => void
  onFail: (error: WorkerRunError) => void
}

export interface WorkerRun {
  /** Stops the workers; no callback is called after it. */
  cancel: () => void
}

/**
 * Starts a run: posts `request` to `worker` and calls back once, with the result or a
 * WorkerRunError. Every worker of the run is terminated when it ends or is cancelled.
 */
export function startWorkerRun<Req, Res, T>(
  options: WorkerRunOptions<Req, Res, T> & WorkerRunCallbacks<T>,
): WorkerRun {
  const { worker, helpers = [], request, transfer, read, onDone, onFail } = options
  let over = false
  const stop = () => {
    over = true
    worker.terminate()
    for (const helper of helpers) helper.terminate()
  }
  worker.onmessage = (event) => {
    if (over) return
    const step = read(event.data)
    if (step === null || over) return
    stop()
    if ('result' in step) onDone(step.result)
    else onFail(new WorkerRunError('check', step.error))
  }
  const loadFailed = (event: ErrorEvent) => {
    if (over) return
    // Said on the page instead of the console.
    event.preventDefault()
    stop()
    onFail(new WorkerRunError('load', WORKER_STOPPED_MESSAGE))
  }
  worker.onerror = loadFailed
  for (const helper of helpers) helper.onerror = loadFailed
  if (transfer) worker.postMessage(request, transfer)
  else worker.postMessage(request)
  return { cancel: stop }
}

const cancelled = () => new DOMException('The check was cancelled.', 'AbortError')

/**
 * A run as a promise: the result, a WorkerRunError, or an AbortError when `signal` aborts (the
 * workers are then stopped).
 */
export function runInWorker<Req, Res, T>(
  options: WorkerRunOptions<Req, Res, T> & { signal?: AbortSignal },
): Promise<T> {
  const { signal } = options
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      options.worker.terminate()
      for (const helper of options.helpers ?? []) helper.terminate()
      reject(cancelled())
      return
    }
    const onAbort = () => {
      run.cancel()
      reject(cancelled())
    }
    const settle =
      <A>(then: (value: A) => void) =>
      (value: A) => {
        signal?.removeEventListener('abort', onAbort)
        then(value)
      }
    const run = startWorkerRun({ ...options, onDone: settle(resolve), onFail: settle(reject) })
    signal?.addEventListener('abort', onAbort)
  })
}

/**
 * One run at a time for a screen: `start` cancels the run before it, `cancel` stops the current
 * one, and leaving the screen stops it too.
 */
export function useWorkerRunner() {
  const current = useRef<WorkerRun | null>(null)
  useEffect(
    () => () => {
      current.current?.cancel()
      current.current = null
    },
    [],
  )
  const start = useCallback(
    <Req, Res, T>(options: WorkerRunOptions<Req, Res, T> & WorkerRunCallbacks<T>) => {
      current.current?.cancel()
      const run = startWorkerRun(options)
      current.current = run
    },
    [],
  )
  const cancel = useCallback(() => {
    current.current?.cancel()
    current.current = null
  }, [])
  return { start, cancel }
}

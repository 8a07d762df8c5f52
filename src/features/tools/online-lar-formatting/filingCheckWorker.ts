/**
 * The whole filing checked in the file-check worker of File Format Verification
 * (src/lib/fileCheck), so a large filing does not hold up the page: the filing is sent as the
 * pipe-delimited file the tool would download and checked as that file.
 */
import type { ValidationResult } from '@/hmda/validate/engine'
import type { VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'

/** The parts of a Worker used here. */
export interface CheckWorker {
  postMessage(request: VerifyRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<VerifyResponse>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

/** Starts the file-check worker (a new one per check; terminating it cancels the check). */
export const startCheckWorker = (): CheckWorker =>
  new Worker(new URL('../../../lib/fileCheck/fileCheck.worker.ts', import.meta.url), {
    type: 'module',
  })

/** Why a check in the worker did not finish. */
export class WorkerCheckError extends Error {
  constructor(
    /** 'load': the worker could not start; 'check': it stopped with an error. */
    readonly reason: 'load' | 'check',
    message: string,
  ) {
    super(message)
    this.name = 'WorkerCheckError'
  }
}

export interface WorkerCheck {
  readonly result: Promise<ValidationResult>
  /** Stops the check; `result` then never settles. */
  readonly cancel: () => void
}

/** Checks `text` as a file of filing year `year` in a worker from `start`. */
export function checkInWorker(
  text: string,
  year: number,
  start: () => CheckWorker = startCheckWorker,
): WorkerCheck {
  let worker: CheckWorker | null = null
  const result = new Promise<ValidationResult>((resolve, reject) => {
    const w = start()
    worker = w
    const finish = () => {
      w.terminate()
      worker = null
    }
    w.onmessage = (event) => {
      const data = event.data
      if (data.type === 'done') {
        finish()
        resolve(data.result)
      } else if (data.type === 'error') {
        finish()
        reject(new WorkerCheckError('check', data.message))
      }
    }
    w.onerror = () => {
      finish()
      reject(new WorkerCheckError('load', 'The check could not be started.'))
    }
    w.postMessage({
      file: new File([text], 'filing.txt', { type: 'text/plain' }),
      expectedYear: year,
    })
  })
  return {
    result,
    cancel: () => {
      ;(worker as CheckWorker | null)?.terminate()
      worker = null
    },
  }
}

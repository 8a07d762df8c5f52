/**
 * The whole filing checked in the file-check worker of File Format Verification
 * (src/lib/fileCheck), so a large filing does not hold up the page: the filing is sent as the
 * pipe-delimited file the tool would download and checked as that file.
 */
import type { ValidationResult } from '@/hmda/validate/engine'
import type { VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { startWorkerRun, type WorkerLike, type WorkerRun } from '@/lib/workerRun'

/** The parts of a Worker used here. */
export type CheckWorker = WorkerLike<VerifyRequest, VerifyResponse>

/** Starts the file-check worker (a new one per check; terminating it cancels the check). */
export const startCheckWorker = (): CheckWorker =>
  new Worker(new URL('../../../lib/fileCheck/fileCheck.worker.ts', import.meta.url), {
    type: 'module',
  })

/** Why a check in the worker did not finish ('load': it could not start; 'check': it failed). */
export { WorkerRunError as WorkerCheckError } from '@/lib/workerRun'

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
  let run: WorkerRun | null = null
  const result = new Promise<ValidationResult>((resolve, reject) => {
    run = startWorkerRun<VerifyRequest, VerifyResponse, ValidationResult>({
      worker: start(),
      request: {
        file: new File([text], 'filing.txt', { type: 'text/plain' }),
        expectedYear: year,
      },
      read: (data) =>
        data.type === 'progress'
          ? null
          : data.type === 'done'
            ? { result: data.result }
            : { error: data.message },
      onDone: resolve,
      onFail: reject,
    })
  })
  return { result, cancel: () => (run as WorkerRun | null)?.cancel() }
}

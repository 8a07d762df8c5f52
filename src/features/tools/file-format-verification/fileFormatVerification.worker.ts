/**
 * Runs the file check off the main thread; the page terminates the worker to cancel (which also
 * ends the second worker this one starts for a large file).
 */
import type { PartOutput } from '../../../hmda/validate/engine'
import type { VerifyRequest, VerifyResponse } from './messages'
import type { TailRequest, TailResponse } from './tailMessages'
import { verifyFile, type RunTail } from './verify'

/** The parts of the worker's global scope used here (the project compiles with the DOM lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null
  postMessage(message: VerifyResponse): void
}

const scope = self as unknown as WorkerScope
const post = (message: VerifyResponse) => scope.postMessage(message)

/** The rest of a split file, checked in a second worker. */
const runTail: RunTail = (tail, tsLine, expectedYear, onProgress) =>
  new Promise<PartOutput>((resolve, reject) => {
    const worker = new Worker(new URL('./fileFormatVerificationTail.worker.ts', import.meta.url), {
      type: 'module',
      name: 'file-format-verification-tail',
    })
    worker.onmessage = (event: MessageEvent<TailResponse>) => {
      const data = event.data
      if (data.type === 'progress') {
        onProgress({ bytes: data.bytes, rows: data.rows })
        return
      }
      worker.terminate()
      if (data.type === 'done') resolve(data.output)
      else reject(new Error(data.message))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'the second worker failed'))
    }
    const request: TailRequest = { tail, tsLine, expectedYear }
    worker.postMessage(request)
  })

/** Two workers only where two can run at once (and where workers may start workers). */
const canSplit = typeof Worker !== 'undefined' && (navigator.hardwareConcurrency || 1) > 1

scope.onmessage = async (event: MessageEvent<VerifyRequest>) => {
  const { file, expectedYear } = event.data
  try {
    const outcome = await verifyFile(
      file,
      expectedYear,
      (progress) => post({ type: 'progress', ...progress }),
      canSplit ? { runTail } : {},
    )
    post({ type: 'done', ...outcome })
  } catch (error) {
    post({
      type: 'error',
      message: `The file could not be read (${error instanceof Error ? error.message : String(error)}). Check that it is still where it was, then choose it again.`,
    })
  }
}

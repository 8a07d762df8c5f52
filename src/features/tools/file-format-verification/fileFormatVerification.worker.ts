/**
 * Runs the file check off the main thread; the page terminates the worker to cancel. For a large
 * file the page also starts a second worker and passes a port to it (`tailPort`): the later part
 * of the file is checked there at the same time.
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

/** The rest of a split file, checked by the second worker behind `port`. */
const tailThrough =
  (port: MessagePort): RunTail =>
  (tail, tsLine, expectedYear, onProgress) =>
    new Promise<PartOutput>((resolve, reject) => {
      port.onmessage = (event: MessageEvent<TailResponse>) => {
        const data = event.data
        if (data.type === 'progress') onProgress({ bytes: data.bytes, rows: data.rows })
        else if (data.type === 'done') resolve(data.output)
        else reject(new Error(data.message))
      }
      const request: TailRequest = { tail, tsLine, expectedYear }
      port.postMessage(request)
    })

scope.onmessage = async (event: MessageEvent<VerifyRequest>) => {
  const { file, expectedYear, tailPort } = event.data
  try {
    const outcome = await verifyFile(
      file,
      expectedYear,
      (progress) => post({ type: 'progress', ...progress }),
      tailPort ? { runTail: tailThrough(tailPort) } : {},
    )
    post({ type: 'done', ...outcome })
  } catch (error) {
    post({
      type: 'error',
      message: `The file could not be read (${error instanceof Error ? error.message : String(error)}). Check that it is still where it was, then choose it again.`,
    })
  }
}

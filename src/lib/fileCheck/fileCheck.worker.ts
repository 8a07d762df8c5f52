/**
 * Runs the file check off the main thread; the page terminates the worker to cancel.
 *
 * For a large file the page starts two copies of this worker (one script, so it is fetched and
 * compiled once): the first gets the check (`VerifyRequest`) with a port to the second, which
 * gets only its end of that port (`TailStart`) and checks the later part of the file when asked
 * through it (see verify.ts).
 */
import type { PartOutput } from '@/hmda/validate/engine'
import type { VerifyRequest, VerifyResponse } from './messages'
import type { TailRequest, TailResponse, TailStart } from './tailMessages'
import { verifyFile, verifyTail, type RunTail } from './verify'

/** The parts of the worker's global scope used here (the project compiles with the DOM lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<VerifyRequest | TailStart>) => void) | null
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

/** The second worker's part: answers the first worker's request on `port`. */
function serveTail(port: MessagePort) {
  const reply = (message: TailResponse, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer)
  port.onmessage = async (request: MessageEvent<TailRequest>) => {
    const { tail, tsLine, expectedYear } = request.data
    try {
      const output = await verifyTail(tail, tsLine, expectedYear, (progress) =>
        reply({ type: 'progress', ...progress }),
      )
      reply({ type: 'done', output }, output.deferred ? [output.deferred.hashes.buffer] : [])
    } catch (error) {
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }
}

async function check(request: VerifyRequest) {
  const { file, expectedYear, tailPort } = request
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

scope.onmessage = (event: MessageEvent<VerifyRequest | TailStart>) => {
  const data = event.data
  if ('file' in data) void check(data)
  else serveTail(data.port)
}

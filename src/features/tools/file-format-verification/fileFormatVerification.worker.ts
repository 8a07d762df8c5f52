/** Runs the file check off the main thread; the page terminates the worker to cancel. */
import type { VerifyRequest, VerifyResponse } from './messages'
import { verifyFile } from './verify'

/** The parts of the worker's global scope used here (the project compiles with the DOM lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null
  postMessage(message: VerifyResponse): void
}

const scope = self as unknown as WorkerScope
const post = (message: VerifyResponse) => scope.postMessage(message)

scope.onmessage = async (event: MessageEvent<VerifyRequest>) => {
  const { file, expectedYear } = event.data
  try {
    const outcome = await verifyFile(file, expectedYear, (progress) =>
      post({ type: 'progress', ...progress }),
    )
    post({ type: 'done', ...outcome })
  } catch (error) {
    post({
      type: 'error',
      message: `The file could not be read (${error instanceof Error ? error.message : String(error)}). Check that it is still where it was, then choose it again.`,
    })
  }
}

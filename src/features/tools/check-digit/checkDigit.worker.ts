/**
 * Runs a batch check off the main thread: reads the file as a stream, posts progress every
 * PROGRESS_EVERY lines and finally the result (counts, preview and the CSV as a Blob).
 */
import { BatchInputError, processFile, type BatchRequest, type BatchResponse } from './batch'

/** The parts of the worker's global scope used here (the project compiles with the DOM lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<BatchRequest>) => void) | null
  postMessage(message: BatchResponse): void
}

const scope = self as unknown as WorkerScope
const post = (message: BatchResponse) => scope.postMessage(message)

scope.onmessage = async (event: MessageEvent<BatchRequest>) => {
  const { file, mode } = event.data
  try {
    const result = await processFile(file, mode, (progress) =>
      post({ type: 'progress', ...progress }),
    )
    post({ type: 'done', result })
  } catch (error) {
    const message =
      error instanceof BatchInputError
        ? error.message
        : `The file could not be read (${error instanceof Error ? error.message : String(error)}). Check that it is still where it was, then choose it again.`
    post({ type: 'error', message })
  }
}

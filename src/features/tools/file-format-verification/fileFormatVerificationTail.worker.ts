/** Checks the later part of a large file for the file check's worker (see verify.ts). */
import type { TailRequest, TailResponse } from './tailMessages'
import { verifyTail } from './verify'

interface WorkerScope {
  onmessage: ((event: MessageEvent<TailRequest>) => void) | null
  postMessage(message: TailResponse, transfer?: Transferable[]): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = async (event: MessageEvent<TailRequest>) => {
  const { tail, tsLine, expectedYear } = event.data
  try {
    const output = await verifyTail(tail, tsLine, expectedYear, (progress) =>
      scope.postMessage({ type: 'progress', ...progress }),
    )
    const transfer = output.deferred ? [output.deferred.hashes.buffer] : []
    scope.postMessage({ type: 'done', output }, transfer)
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
  }
}

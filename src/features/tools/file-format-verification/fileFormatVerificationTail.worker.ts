/**
 * Checks the later part of a large file for the file check's worker (see verify.ts). The page
 * starts both workers together and sends this one a port; requests come through that port.
 */
import type { TailRequest, TailResponse } from './tailMessages'
import { verifyTail } from './verify'

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ readonly port: MessagePort }>) => void) | null
}

const scope = self as unknown as WorkerScope

scope.onmessage = (event: MessageEvent<{ readonly port: MessagePort }>) => {
  const { port } = event.data
  const post = (message: TailResponse, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer)
  port.onmessage = async (request: MessageEvent<TailRequest>) => {
    const { tail, tsLine, expectedYear } = request.data
    try {
      const output = await verifyTail(tail, tsLine, expectedYear, (progress) =>
        post({ type: 'progress', ...progress }),
      )
      post({ type: 'done', output }, output.deferred ? [output.deferred.hashes.buffer] : [])
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }
}

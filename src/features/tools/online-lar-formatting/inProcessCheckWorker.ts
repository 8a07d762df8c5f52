/**
 * For tests (jsdom has no Worker): a stand-in for the file-check worker that runs the same
 * check (src/lib/fileCheck/verify) in this thread and answers with the same messages, after a
 * turn of the event loop as a worker would. Install it with `vi.stubGlobal('Worker', …)`.
 */
import type { VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { verifyFile } from '@/lib/fileCheck/verify'
import type { CheckWorker } from './filingCheckWorker'

export class InProcessCheckWorker implements CheckWorker {
  /** Every request posted to any instance, oldest first. */
  static readonly requests: VerifyRequest[] = []
  /** When set, the next worker fails to start (as when its script cannot be fetched). */
  static failToLoad = false
  /** When set, the next check answers with this error message. */
  static failWith: string | null = null

  onmessage: ((event: MessageEvent<VerifyResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  private terminated = false

  static reset() {
    InProcessCheckWorker.requests.length = 0
    InProcessCheckWorker.failToLoad = false
    InProcessCheckWorker.failWith = null
  }

  postMessage(request: VerifyRequest) {
    InProcessCheckWorker.requests.push(request)
    const failToLoad = InProcessCheckWorker.failToLoad
    const failWith = InProcessCheckWorker.failWith
    InProcessCheckWorker.failToLoad = false
    InProcessCheckWorker.failWith = null
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (failToLoad) {
        if (!this.terminated) this.onerror?.(new ErrorEvent('error'))
        return
      }
      let response: VerifyResponse
      if (failWith !== null) response = { type: 'error', message: failWith }
      else {
        const outcome = await verifyFile(request.file, request.expectedYear, () => {})
        response = { type: 'done', ...outcome }
      }
      if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: response }))
    })()
  }

  terminate() {
    this.terminated = true
  }
}

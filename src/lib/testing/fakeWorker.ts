/**
 * For tests (jsdom has no Worker): a stand-in Web Worker that records what it is sent and
 * answers, or fails to load, only when the test says so. Install it with
 * `vi.stubGlobal('Worker', FakeWorker)` after `FakeWorker.reset()`.
 */
export class FakeWorker {
  /** Every worker made since the last reset, oldest first. */
  static made: FakeWorker[] = []

  static reset(): void {
    FakeWorker.made = []
  }

  /** The n-th worker made (0 = the first). */
  static nth(index: number): FakeWorker {
    const worker = FakeWorker.made[index]
    if (!worker) throw new Error(`Worker ${index} was not started`)
    return worker
  }

  static latest(): FakeWorker {
    return FakeWorker.nth(FakeWorker.made.length - 1)
  }

  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  /** Messages posted to the worker, oldest first. */
  readonly sent: unknown[] = []
  /** The transfer lists that came with them. */
  readonly transfers: (Transferable[] | undefined)[] = []
  terminated = false
  /** Whether whoever got the load error called preventDefault (so it is not logged). */
  errorPrevented = false

  constructor(
    readonly url?: string | URL,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.made.push(this)
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.sent.push(message)
    this.transfers.push(transfer)
  }

  terminate(): void {
    this.terminated = true
  }

  /** The worker posts `data` (nothing arrives once it is terminated, as with a real one). */
  answer(data: unknown): void {
    if (this.terminated) return
    this.onmessage?.(new MessageEvent('message', { data }))
  }

  /** The worker's script could not be loaded or threw at the top level. */
  failToLoad(message = ''): void {
    if (this.terminated) return
    const event = new ErrorEvent('error', { message, cancelable: true })
    this.onerror?.(event)
    this.errorPrevented = event.defaultPrevented
  }
}

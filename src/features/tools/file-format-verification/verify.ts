/**
 * The check of a whole file, without worker plumbing: the file is read as a stream of UTF-8
 * text (never as one string) and fed to the validator chunk by chunk.
 */
import { createValidator, type ValidationResult } from '../../../hmda/validate/engine'
import { reportChunks } from '../../../hmda/validate/report'
import type { VerifyProgress } from './messages'

/** Progress is posted at most this often. */
export const PROGRESS_MS = 150

export interface VerifyOutcome {
  readonly result: ValidationResult
  readonly report: Blob
  readonly elapsedMs: number
}

export async function verifyFile(
  file: Blob,
  expectedYear: number | undefined,
  onProgress: (progress: VerifyProgress) => void,
  now: () => number = () => performance.now(),
): Promise<VerifyOutcome> {
  const started = now()
  const totalBytes = file.size
  let bytes = 0
  let rows = 0
  let last = started
  const validator = createValidator({
    expectedYear,
    progressEvery: 1_000,
    onProgress: (p) => {
      rows = p.rows
    },
  })
  const counter = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, controller) {
      bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const reader = file
    .stream()
    .pipeThrough(counter)
    .pipeThrough(new TextDecoderStream('utf-8'))
    .getReader()
  onProgress({ rows: 0, bytes: 0, totalBytes })
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    validator.push(value)
    const t = now()
    if (t - last >= PROGRESS_MS) {
      last = t
      onProgress({ rows, bytes, totalBytes })
    }
  }
  const result = validator.end()
  onProgress({ rows: result.rows, bytes: totalBytes, totalBytes })
  const report = new Blob(reportChunks(result), { type: 'text/csv;charset=utf-8' })
  return { result, report, elapsedMs: now() - started }
}

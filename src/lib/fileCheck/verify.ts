/**
 * The check of a whole file, without worker plumbing: the file is read as a stream of UTF-8
 * text (never as one string) and fed to the validator chunk by chunk.
 *
 * A large file is checked in two parts at once when a second worker can run (`runTail`): it is
 * split at a line break a little before its middle, this worker checks the first part while the
 * other checks the rest with the transmittal sheet as context, and the two are merged into
 * exactly the result of one pass (see `Validator.endWith`). When the merge cannot give that result (a
 * fatal problem, more examples than the overall cap…) the file is checked again in one piece.
 *
 * The tail keeps no text of its rows, only a few words each (hashes, lengths, where the row
 * starts), so its memory does not grow with text: the few rows the merge needs as text (those
 * whose ULI is on an earlier row) are read again from the file by their place, and each is
 * checked against its hash; when one differs (the file changed meanwhile) the file is checked
 * again in one piece.
 */
import {
  createValidator,
  deferredRowPlace,
  type PartOutput,
  type TailRowTexts,
  type ValidationResult,
  type Validator,
} from '@/hmda/validate/engine'
import { isAsciiText } from '@/hmda/parse'
import { reportChunks } from '@/hmda/validate/report'
import { heapMark } from './heapMarks'
import type { VerifyProgress } from './messages'
import { SPLIT_MIN_BYTES } from './splitSize'

/** Progress is posted at most this often. */
export const PROGRESS_MS = 150

/**
 * Where the tail starts, as a share of the file. The head's worker also merges the two parts at
 * the end and relays progress, but its rows leave less to the merge than the tail's (whose
 * S305, S306 and Q600 are decided there), and the merge, given hashed ULIs, costs about 2% of the
 * head: measured in CPU time, the two parts take about as long at an even split.
 */
export const SPLIT_SHARE = 0.5

/** How far past the split point a line break (after a non-blank line) is looked for. */
const SPLIT_WINDOW = 256 * 1024

export interface VerifyOutcome {
  readonly result: ValidationResult
  readonly report: Blob
  readonly elapsedMs: number
}

/** Progress of a part: bytes read and rows checked so far. */
export interface PartProgress {
  readonly bytes: number
  readonly rows: number
}

/** Checks the later part of a split file (`tail`) somewhere else, e.g. in a second worker. */
export type RunTail = (
  tail: Blob,
  tsLine: string,
  expectedYear: number | undefined,
  onProgress: (progress: PartProgress) => void,
) => Promise<PartOutput>

export interface VerifyOptions {
  readonly now?: () => number
  /** Enables the split check of files of `splitMinBytes` or more. */
  readonly runTail?: RunTail
  readonly splitMinBytes?: number
}

/** Where to split: the first line (the transmittal sheet) and the tail's first byte. */
export interface SplitPlan {
  readonly tsLine: string
  readonly at: number
  /** The file's rows estimated from the lines around the split point. */
  readonly expectedRows: number
}

/**
 * Finds a split point: the start of a line a little before the middle (`SPLIT_SHARE`) whose
 * previous line is not blank, in a file whose first line starts with `1|`. Null when there is
 * none nearby.
 */
export async function planSplit(file: Blob): Promise<SplitPlan | null> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer())
  const firstEnd = head.indexOf(10)
  if (firstEnd < 0) return null
  let tsLine = new TextDecoder('utf-8').decode(head.subarray(0, firstEnd))
  if (tsLine.endsWith('\r')) tsLine = tsLine.slice(0, -1)
  if (!tsLine.startsWith('1|')) return null
  const mid = Math.max(Math.floor(file.size * SPLIT_SHARE), firstEnd + 1)
  const window = new Uint8Array(await file.slice(mid, mid + SPLIT_WINDOW).arrayBuffer())
  for (let q = window.indexOf(10, 2); q >= 0; q = window.indexOf(10, q + 1)) {
    const before = window[q - 1]
    const blank = before === 10 || (before === 13 && window[q - 2] === 10)
    const at = mid + q + 1
    if (!blank && at < file.size) return { tsLine, at, expectedRows: estimateRows(file, window) }
  }
  return null
}

/**
 * The file's rows, from the line breaks in a sample of it (at most one row per 100 bytes: a LAR
 * row has over 100 fields).
 */
function estimateRows(file: Blob, sample: Uint8Array): number {
  let lines = 0
  for (let i = sample.indexOf(10); i >= 0; i = sample.indexOf(10, i + 1)) lines++
  const perByte = Math.min(lines / Math.max(sample.length, 1), 1 / 100)
  return Math.ceil(file.size * perByte)
}

/** Bytes read and decoded at a time by `readInto`. */
export const READ_BYTES = 4 * 1024 * 1024

/**
 * Reads `blob` as UTF-8 text into `validator`, `readBytes` at a time (the next piece is read
 * while the current one is checked), decoded as a stream (a character cut between two pieces is
 * decoded whole; a leading byte-order mark is dropped; malformed bytes become U+FFFD, as with
 * `TextDecoderStream`). Few large pieces cost much less than the many small chunks of
 * `Blob.stream()`, each passed through stream transforms. `onBytes` gets the bytes read so far;
 * a promise returned by `afterPiece` (the bench's heap marks) is waited for before the next piece.
 */
export async function readInto(
  blob: Blob,
  validator: Validator,
  onBytes: (bytes: number) => void,
  readBytes = READ_BYTES,
  afterPiece?: () => Promise<void> | undefined,
): Promise<void> {
  const decoder = new TextDecoder('utf-8')
  const size = blob.size
  const read = (from: number) => blob.slice(from, Math.min(from + readBytes, size)).arrayBuffer()
  let next = size > 0 ? read(0) : null
  for (let from = 0; next !== null;) {
    const buffer = await next
    if (buffer.byteLength === 0) throw new Error('the file became shorter while it was read')
    const to = from + buffer.byteLength
    next = to < size ? read(to) : null
    // Not checked before it was read: a rejected read is seen by the `await` above.
    next?.catch(() => undefined)
    const text = decoder.decode(buffer, { stream: next !== null })
    // An ASCII piece (nearly every piece of a HMDA file) is read from its bytes as well.
    const bytes = new Uint8Array(buffer)
    validator.push(text, isAsciiText(text, bytes) ? bytes : undefined)
    onBytes(to)
    const wait = afterPiece?.()
    if (wait) await wait
    from = to
  }
  const rest = decoder.decode()
  if (rest !== '') validator.push(rest)
}

/** Checks the tail of a split file (what a second worker runs). */
export async function verifyTail(
  tail: Blob,
  tsLine: string,
  expectedYear: number | undefined,
  onProgress: (progress: PartProgress) => void,
  now: () => number = () => performance.now(),
): Promise<PartOutput> {
  let rows = 0
  let last = now()
  // Tells the head's worker that this one runs (it waits for that before reading: see below).
  onProgress({ bytes: 0, rows: 0 })
  const validator = createValidator({
    expectedYear,
    part: { role: 'tail', tsLine, keepTexts: false },
    progressEvery: 1_000,
    onProgress: (p) => {
      rows = p.rows
    },
  })
  await readInto(
    tail,
    validator,
    (bytes) => {
      const t = now()
      if (t - last >= PROGRESS_MS) {
        last = t
        onProgress({ bytes, rows })
      }
    },
    READ_BYTES,
    () => heapMark('tail', rows),
  )
  const output = validator.endPart()
  await heapMark('tail', output.rows, true)
  onProgress({ bytes: tail.size, rows: output.rows })
  return output
}

export async function verifyFile(
  file: Blob,
  expectedYear: number | undefined,
  onProgress: (progress: VerifyProgress) => void,
  options: VerifyOptions = {},
): Promise<VerifyOutcome> {
  const now = options.now ?? (() => performance.now())
  const started = now()
  const totalBytes = file.size
  onProgress({ rows: 0, bytes: 0, totalBytes })
  let result: ValidationResult | null = null
  const { runTail } = options
  if (runTail && totalBytes >= (options.splitMinBytes ?? SPLIT_MIN_BYTES)) {
    const plan = await planSplit(file)
    if (plan) result = await verifySplit(file, plan, expectedYear, runTail, onProgress, now)
  }
  if (!result) {
    let rows = 0
    let last = started
    const validator = createValidator({
      expectedYear,
      progressEvery: 1_000,
      onProgress: (p) => {
        rows = p.rows
      },
    })
    await readInto(
      file,
      validator,
      (bytes) => {
        const t = now()
        if (t - last >= PROGRESS_MS) {
          last = t
          onProgress({ rows, bytes, totalBytes })
        }
      },
      READ_BYTES,
      () => heapMark('whole', rows),
    )
    result = validator.end()
    await heapMark('whole', result.rows, true)
  }
  onProgress({ rows: result.rows, bytes: totalBytes, totalBytes })
  const report = new Blob(reportChunks(result), { type: 'text/csv;charset=utf-8' })
  return { result, report, elapsedMs: now() - started }
}

const noop = () => {}

/** Both parts at once; null when the merge cannot give the one-pass result. */
async function verifySplit(
  file: Blob,
  plan: SplitPlan,
  expectedYear: number | undefined,
  runTail: RunTail,
  onProgress: (progress: VerifyProgress) => void,
  now: () => number,
): Promise<ValidationResult | null> {
  const totalBytes = file.size
  let head: PartProgress = { bytes: 0, rows: 0 }
  let tail: PartProgress = { bytes: 0, rows: 0 }
  let last = now()
  const report = () => {
    const t = now()
    if (t - last < PROGRESS_MS) return
    last = t
    onProgress({ rows: head.rows + tail.rows, bytes: head.bytes + tail.bytes, totalBytes })
  }
  let headRows = 0
  const validator = createValidator({
    expectedYear,
    part: { role: 'head' },
    expectedLarRows: plan.expectedRows,
    progressEvery: 1_000,
    onProgress: (p) => {
      headRows = p.rows
    },
  })
  let tailStarted = () => {}
  const started = new Promise<void>((resolve) => {
    tailStarted = resolve
  })
  const tailDone = runTail(file.slice(plan.at), plan.tsLine, expectedYear, (p) => {
    tail = p
    tailStarted()
    report()
  })
  // A rejection of the tail while the head is read is seen by the `await` below.
  tailDone.catch(() => undefined)
  // Start reading once the other worker runs (it may still be loading), so that the two parts
  // are read at the same time.
  await Promise.race([started, tailDone.then(noop, noop)])
  await readInto(
    file.slice(0, plan.at),
    validator,
    (bytes) => {
      head = { bytes, rows: headRows }
      report()
    },
    READ_BYTES,
    () => heapMark('head', headRows),
  )
  await heapMark('head', headRows, true)
  const tailOutput = await tailDone
  const indexes = validator.tailRowsToRead(tailOutput)
  const reread = tailOutput.deferred
    ? await readTailRows(file.slice(plan.at), tailOutput.deferred, indexes)
    : { indexes, lines: [] }
  return validator.endWith(tailOutput, reread)
}

/** Rows read again together when they are at most this far apart (bytes). */
const REREAD_GAP = 64 * 1024
/** Most bytes read at once when rows are read again. */
const REREAD_SPAN = 4 * 1024 * 1024

/**
 * The text (without its line break) of the deferred rows `indexes` (ascending) of a tail part,
 * read again from `tail` by their place (`deferredRowPlace`): nearby rows in one read. A row is
 * read up to its line break, at most 3 bytes a character of its length (UTF-8) and a CR; whether
 * the text is still the row's is checked by the engine (`endWith`) against its hash.
 */
export async function readTailRows(
  tail: Blob,
  rows: NonNullable<PartOutput['deferred']>,
  indexes: Int32Array,
): Promise<TailRowTexts> {
  const lines: string[] = []
  const decoder = new TextDecoder('utf-8')
  const size = tail.size
  let k = 0
  while (k < indexes.length) {
    // One read from the first row of the run to the end of its last row's window.
    const first = deferredRowPlace(rows, indexes[k] as number)
    const start = first.offset
    let end = Math.min(start + 3 * first.length + 1, size)
    let last = k + 1
    while (last < indexes.length) {
      const next = deferredRowPlace(rows, indexes[last] as number)
      const nextEnd = Math.min(next.offset + 3 * next.length + 1, size)
      if (next.offset < start || next.offset > end + REREAD_GAP || nextEnd - start > REREAD_SPAN)
        break
      end = Math.max(end, nextEnd)
      last++
    }
    const bytes =
      start < end ? new Uint8Array(await tail.slice(start, end).arrayBuffer()) : new Uint8Array(0)
    for (; k < last; k++) {
      const place = deferredRowPlace(rows, indexes[k] as number)
      const from = place.offset - start
      const limit = Math.min(from + 3 * place.length + 1, bytes.length)
      let to = bytes.indexOf(10, from)
      if (to < 0 || to > limit) to = limit
      if (to > from && bytes[to - 1] === 13) to--
      lines.push(from < to ? decoder.decode(bytes.subarray(from, to)) : '')
    }
  }
  return { indexes, lines }
}

/**
 * The batch check, without any DOM or worker plumbing: lines in, CSV chunks and counts out. The
 * worker (checkDigit.worker.ts) runs `processFile`; the tests drive the pieces directly.
 */
import { checkLoanIdLine, checkUliLine } from '@/hmda/checkDigit'
import { csvCode, csvRow, firstCsvField } from '@/lib/csv'
import { detectFileKindOf, fileKindMessage } from '@/lib/fileType'
import { streamText } from '@/lib/streamText'

export type BatchMode = 'generate' | 'validate'

/** Progress is reported after every this many lines. */
export const PROGRESS_EVERY = 50_000
/** How many result rows the page previews. */
export const PREVIEW_ROWS = 20
/** Longer lines are cut to this many characters (their error still gives the true length). */
export const MAX_LINE_CHARS = 1_000
/** Result rows are joined into one string per this many rows before they join the output. */
const ROWS_PER_CHUNK = 10_000

/** The columns of the result file. */
export const RESULT_COLUMNS: Record<BatchMode, readonly string[]> = {
  generate: ['loanId', 'checkDigit', 'uli', 'error'],
  validate: ['uli', 'isValid', 'error'],
}

/** A byte-order mark so that spreadsheets read the result file as UTF-8. */
const UTF8_BOM = '\ufeff'
const EOL = '\r\n'

/** A problem with the file as a whole (not with one of its lines), explained for the user. */
export class BatchInputError extends Error {
  override name = 'BatchInputError'
}

/**
 * Splits text that arrives in chunks into lines, at CRLF, LF or a lone CR (a line break may
 * straddle two chunks). Lines longer than `maxChars` are cut; `onLine` gets the (possibly cut)
 * text and the line's true length.
 */
export class LineSplitter {
  private partial = ''
  private length = 0
  /** The previous chunk ended in CR, so an LF at the start of this one belongs to it. */
  private skipLf = false
  private readonly onLine: (text: string, length: number) => void
  private readonly maxChars: number

  constructor(onLine: (text: string, length: number) => void, maxChars = MAX_LINE_CHARS) {
    this.onLine = onLine
    this.maxChars = maxChars
  }

  push(chunk: string): void {
    if (chunk === '') return
    let start = 0
    if (this.skipLf && chunk.charCodeAt(0) === 10) start = 1
    this.skipLf = false
    const n = chunk.length
    // The engine's own search finds the next line break (much faster than a loop in JavaScript).
    const lineBreak = /[\r\n]/g
    lineBreak.lastIndex = start
    for (let match = lineBreak.exec(chunk); match; match = lineBreak.exec(chunk)) {
      let i = match.index
      this.append(chunk, start, i)
      this.emit()
      if (chunk.charCodeAt(i) === 13) {
        if (i + 1 === n) this.skipLf = true
        else if (chunk.charCodeAt(i + 1) === 10) i++
      }
      start = i + 1
      lineBreak.lastIndex = start
    }
    this.append(chunk, start, n)
  }

  /** Emits the last line when the text does not end with a line break. */
  end(): void {
    if (this.length > 0) this.emit()
  }

  private append(chunk: string, from: number, to: number) {
    if (to <= from) return
    this.length += to - from
    const room = this.maxChars - this.partial.length
    if (room > 0) this.partial += chunk.slice(from, Math.min(to, from + room))
  }

  private emit() {
    const text = this.partial
    const length = this.length
    this.partial = ''
    this.length = 0
    this.onLine(text, length)
  }
}

/** The counts of a finished batch. Every line read is in exactly one of the last five. */
export interface BatchSummary {
  mode: BatchMode
  /** Lines read, including blank lines and the header. */
  lines: number
  /** Lines without anything but whitespace: skipped. */
  blank: number
  /** The header line that was recognized and skipped, if any. */
  header: string | null
  /** Lines with a well-formed ID (a result row without an error). */
  good: number
  /** Lines whose ID is malformed (a result row with an error). */
  bad: number
  /** Validate mode: well-formed ULIs whose check digits match, and those whose do not. */
  valid: number
  invalid: number
}

/** One result row for the preview: the line number in the file and the (unquoted) values. */
export interface PreviewRow {
  line: number
  cells: string[]
  error: boolean
}

export interface BatchResult {
  summary: BatchSummary
  preview: PreviewRow[]
  /** The result file: CSV with a header row, CRLF line breaks and a UTF-8 byte-order mark. */
  blob: Blob
  elapsedMs: number
}

/** Words a header line is made of: letters, spaces, dots, dashes and underscores. */
const HEADER_SHAPE = /^[a-z][a-z _.-]*$/i
const HEADER_WORDS = /loan|uli|\bid\b|identifier|lei/i

/**
 * True when the first non-blank line is a column heading rather than an ID: it is not a valid
 * ID, has no digits, and names a loan ID or ULI ("loanId", "ULI", "Loan identifier"...).
 */
export function isHeaderLine(field: string, error: string | null): boolean {
  const value = field.trim()
  return error !== null && HEADER_SHAPE.test(value) && HEADER_WORDS.test(value)
}

/** Turns lines into result rows and counts them. */
export class BatchProcessor {
  readonly mode: BatchMode
  readonly summary: BatchSummary
  readonly preview: PreviewRow[] = []
  private readonly chunks: string[]
  private rows: string[] = []
  private sawContent = false

  constructor(mode: BatchMode) {
    this.mode = mode
    this.summary = {
      mode,
      lines: 0,
      blank: 0,
      header: null,
      good: 0,
      bad: 0,
      valid: 0,
      invalid: 0,
    }
    this.chunks = [UTF8_BOM + csvRow(RESULT_COLUMNS[mode]) + EOL]
  }

  /** One line of the input, without its line break; `length` is its true length if it was cut. */
  line(text: string, length = text.length): void {
    const s = this.summary
    s.lines++
    const cut = length > text.length
    if (!cut && text.trim() === '') {
      s.blank++
      return
    }
    const field = firstCsvField(text)
    // The cut-off part of a line belongs to its first field only when there is no comma.
    const fieldLength = cut && field.length === text.length ? length : field.length
    const first = !this.sawContent
    this.sawContent = true
    const row =
      this.mode === 'generate'
        ? this.generate(field, fieldLength, first)
        : this.validate(field, fieldLength, first)
    if (!row) return
    if (this.preview.length < PREVIEW_ROWS) {
      this.preview.push({ line: s.lines, cells: row.cells, error: row.error })
    }
    this.rows.push(row.csv + EOL)
    if (this.rows.length >= ROWS_PER_CHUNK) this.flush()
  }

  /** The result file as chunks (the header row first). */
  finish(): string[] {
    this.flush()
    return this.chunks
  }

  private flush() {
    if (this.rows.length === 0) return
    this.chunks.push(this.rows.join(''))
    this.rows = []
  }

  /** Returns null when the line is the header (skipped). */
  private generate(field: string, length: number, first: boolean) {
    const result = checkLoanIdLine(field, length)
    if (!result.ok) {
      if (first && isHeaderLine(field, result.error)) return this.skipHeader(field)
      this.summary.bad++
      const shown = echo(result.loanId, length)
      return {
        cells: [shown, '', '', result.error],
        csv: csvRow([shown, '', '', result.error]),
        error: true,
      }
    }
    this.summary.good++
    // Codes stay text in a spreadsheet: check digit 07 stays 07, an all-digit ID is not rounded.
    const csv = csvRow([
      csvCode(result.loanId),
      csvCode(result.checkDigit),
      csvCode(result.uli),
      '',
    ])
    return { cells: [result.loanId, result.checkDigit, result.uli, ''], csv, error: false }
  }

  private validate(field: string, length: number, first: boolean) {
    const result = checkUliLine(field, length)
    if (!result.ok) {
      if (first && isHeaderLine(field, result.error)) return this.skipHeader(field)
      this.summary.bad++
      const shown = echo(result.uli, length)
      return {
        cells: [shown, 'false', result.error],
        csv: csvRow([shown, 'false', result.error]),
        error: true,
      }
    }
    this.summary.good++
    if (result.valid) this.summary.valid++
    else this.summary.invalid++
    const csv = csvRow([csvCode(result.uli), String(result.valid), ''])
    return { cells: [result.uli, String(result.valid), ''], csv, error: false }
  }

  private skipHeader(field: string): null {
    this.summary.header = field.trim()
    return null
  }
}

/** A bad value as it is shown back: marked with an ellipsis when the line was cut. */
const echo = (value: string, length: number) => (length > value.length ? `${value}…` : value)

/** Progress of a running batch. */
export interface BatchProgress {
  lines: number
  bytes: number
  totalBytes: number
}

/**
 * Reads a file as a stream of UTF-8 text (never as one string), checks every line and builds
 * the result file. Throws a BatchInputError when the file is empty or not a text file.
 */
export async function processFile(
  file: Blob,
  mode: BatchMode,
  onProgress?: (progress: BatchProgress) => void,
  now: () => number = () => performance.now(),
): Promise<BatchResult> {
  const started = now()
  const kind = await detectFileKindOf(file)
  const problem = fileKindMessage(
    kind,
    kind === 'empty'
      ? 'Choose a file with one ID per line.'
      : 'Save it as “CSV UTF-8” or plain text (UTF-8), with one ID per line, and upload that file.',
  )
  if (problem) throw new BatchInputError(problem)

  const totalBytes = file.size
  let bytes = 0
  const processor = new BatchProcessor(mode)
  let nextReport = PROGRESS_EVERY
  const splitter = new LineSplitter((text, length) => {
    processor.line(text, length)
    if (processor.summary.lines >= nextReport) {
      nextReport += PROGRESS_EVERY
      onProgress?.({ lines: processor.summary.lines, bytes, totalBytes })
    }
  })
  await streamText(file, (text, bytesRead) => {
    bytes = bytesRead
    splitter.push(text)
  })
  splitter.end()
  onProgress?.({ lines: processor.summary.lines, bytes: totalBytes, totalBytes })
  const blob = new Blob(processor.finish(), { type: 'text/csv;charset=utf-8' })
  return {
    summary: processor.summary,
    preview: processor.preview,
    blob,
    elapsedMs: now() - started,
  }
}

/** The name of the result file: "check-digits-<original name without extension>.csv". */
export function resultFileName(original: string): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `check-digits-${base || 'results'}.csv`
}

/** Messages between the page and the worker. */
export interface BatchRequest {
  file: File
  mode: BatchMode
}

export type BatchResponse =
  | ({ type: 'progress' } & BatchProgress)
  | { type: 'done'; result: BatchResult }
  | { type: 'error'; message: string }

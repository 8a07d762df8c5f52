/** Small CSV helpers (RFC 4180): quoting for output, and the first field of an input line. */

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/**
 * A value as one CSV field: quoted (with inner quotes doubled) when it contains a comma, quote
 * or line break, or starts or ends with whitespace; as it is otherwise.
 */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Fields joined into one CSV record (without the line break). */
export function csvRow(values: readonly string[]): string {
  return values.map(csvField).join(',')
}

/**
 * Prefixes text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) with an apostrophe, for values echoed from untrusted input. (OWASP "CSV
 * injection".) Letters-and-digits values are never changed.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * The first field of a CSV line, unquoted: `"a ""b""",c` → `a "b"`. A line without commas or
 * quotes is returned as it is; an unterminated quoted field runs to the end of the line.
 */
export function firstCsvField(line: string): string {
  const start = line.length - line.trimStart().length
  if (line[start] !== '"') {
    const comma = line.indexOf(',')
    return comma === -1 ? line : line.slice(0, comma)
  }
  let out = ''
  let i = start + 1
  while (i < line.length) {
    const quote = line.indexOf('"', i)
    if (quote === -1) return out + line.slice(i)
    out += line.slice(i, quote)
    if (line[quote + 1] === '"') {
      out += '"'
      i = quote + 2
    } else {
      return out
    }
  }
  return out
}

const QUOTE = 34
const COMMA = 44
const CR = 13
const LF = 10

/**
 * An incremental CSV reader (RFC 4180: quoted cells with "" for a quote, CRLF / LF / CR line
 * ends): feed text in any pieces with push(), then end(). Rows are reported with the line they
 * start on; blank lines are skipped.
 */
export class CsvReader {
  private carry = ''
  private line = 1
  constructor(private readonly onRow: (cells: string[], line: number) => void) {}

  push(text: string): void {
    this.consume(this.carry + text, false)
  }

  end(): void {
    this.consume(this.carry, true)
    this.carry = ''
  }

  private consume(text: string, final: boolean): void {
    let start = 0
    while (start < text.length) {
      const record = readRecord(text, start, final)
      if (!record) break
      const line = this.line
      this.line += 1 + record.innerBreaks
      if (!(record.cells.length === 1 && record.cells[0] === '' && !record.quoted)) {
        this.onRow(record.cells, line)
      }
      start = record.end
    }
    this.carry = text.slice(start)
  }
}

const isBreak = (c: number) => c === COMMA || c === CR || c === LF

/** Reads one record from `start`; null when the text ends before the record does. */
function readRecord(
  text: string,
  start: number,
  final: boolean,
): { cells: string[]; end: number; quoted: boolean; innerBreaks: number } | null {
  const cells: string[] = []
  let i = start
  let quoted = false
  let innerBreaks = 0
  for (;;) {
    let value = ''
    if (text.charCodeAt(i) === QUOTE) {
      quoted = true
      let j = i + 1
      for (;;) {
        const q = text.indexOf('"', j)
        if (q === -1) {
          if (!final) return null
          value += text.slice(j) // an unterminated quote takes the rest of the file
          i = text.length
          break
        }
        if (q + 1 >= text.length && !final) return null
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += text.slice(j, q + 1)
          j = q + 2
          continue
        }
        value += text.slice(j, q)
        i = q + 1
        break
      }
      innerBreaks += value.match(/\r\n|\r|\n/g)?.length ?? 0
    }
    let k = i
    while (k < text.length && !isBreak(text.charCodeAt(k))) k++
    value += text.slice(i, k)
    i = k
    cells.push(value)
    if (i >= text.length) return final ? { cells, end: i, quoted, innerBreaks } : null
    const c = text.charCodeAt(i)
    if (c === COMMA) {
      i++
      continue
    }
    if (c === CR) {
      if (i + 1 >= text.length && !final) return null
      return { cells, end: text.charCodeAt(i + 1) === LF ? i + 2 : i + 1, quoted, innerBreaks }
    }
    return { cells, end: i + 1, quoted, innerBreaks }
  }
}

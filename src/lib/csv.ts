/**
 * Small CSV helpers (RFC 4180): the one writer for every CSV file the site makes, and readers
 * for the first field of a line and for whole files.
 */

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/**
 * Cells a spreadsheet would run as a formula: starting with =, +, -, @, a tab or a carriage
 * return (OWASP "CSV injection"; tab and CR because spreadsheets skip them before such a sign).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Plain numbers, which are left as they are although they may start with + or -: an optional
 * sign, digits with at most one decimal point (at least one digit), and an optional percent
 * sign. Such a cell can only be a number to a spreadsheet, never a formula. Anything else
 * starting with + or - (exponents such as -1e5, "-1.2.3", "-", "-2+3") gets the apostrophe.
 */
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)%?$/

/**
 * A value as one CSV field, safe to open in a spreadsheet:
 *
 * 1. A value that a spreadsheet would run as a formula (see FORMULA_START) gets an apostrophe
 *    in front (`=cmd|calc!A0` → `'=cmd|calc!A0`), which spreadsheets show as text; plain numbers
 *    (see PLAIN_NUMBER: `-1.25`, `+3`, `-0.250`, `6.000%`) are left alone.
 * 2. It is quoted (inner quotes doubled) when it contains a comma, quote or line break, or starts
 *    or ends with whitespace.
 *
 * Every CSV the site writes goes through here (csvRow), so values echoed from a user's file
 * can never run as formulas, whoever writes the next screen.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Fields joined into one CSV record (without the line break); each one made safe by csvField. */
export function csvRow(values: readonly string[]): string {
  return values.map(csvField).join(',')
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

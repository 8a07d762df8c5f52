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

/**
 * A code that must stay text in a spreadsheet: FIPS state/county codes (`01001`), MSA/MD codes,
 * census tracts (`01001020100`) and LEIs. Made with csvCode and written by csvRow.
 */
export interface CsvCode {
  readonly code: string
}

/** Marks `code` to be written so that spreadsheets keep it as text (see codeField). */
export const csvCode = (code: string): CsvCode => ({ code })

/** A code's text contains no quote and no control character, so ="…" can only be that text. */
const isSafeCode = (code: string) =>
  code.length > 0 && [...code].every((c) => c !== '"' && c > '\u001f' && c !== '\u007f')

/**
 * A code as one CSV field that spreadsheets keep as text, leading zeros and all digits included.
 *
 * Why the ="01001" form: Excel, LibreOffice Calc and Google Sheets turn a bare `01001` into the
 * number 1001 and an 11-digit tract or all-digit LEI into a rounded 1.00102E+10 when a CSV is
 * opened; quoting the field does not stop that (quotes are CSV syntax, not a type). A leading
 * apostrophe — what csvField uses against formulas — is shown as part of the cell when a CSV is
 * opened, so `'01001` would not equal the code either. The one form all three show as exactly
 * `01001` is the formula ="01001", a string literal. That is a formula, so it is kept apart from
 * csvField's neutralising: it is only written for a code the site itself marks with csvCode, and
 * only when the code has no quote or control character (isSafeCode), so the formula can be nothing
 * but that literal text; anything else falls back to csvField and is neutralised as usual. The
 * field is quoted by RFC 4180 rules (`"=""01001"""`), which every reader above unquotes to
 * ="01001".
 */
function codeField(code: string): string {
  return isSafeCode(code) ? `"=""${code}"""` : csvField(code)
}

/**
 * Fields joined into one CSV record (without the line break): strings are made safe by csvField;
 * codes made with csvCode are kept as text (see codeField).
 */
export function csvRow(values: readonly (string | CsvCode)[]): string {
  return values.map((v) => (typeof v === 'string' ? csvField(v) : codeField(v.code))).join(',')
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

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

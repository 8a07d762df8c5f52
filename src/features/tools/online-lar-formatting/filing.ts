/**
 * The pure logic of the Online LAR Formatting tool: reading a filing file into its transmittal
 * sheet, LAR rows and other lines; converting between a row and its field values; keeping the
 * TS entry count in step; naming and writing the download. Field positions come from
 * `src/hmda` only.
 */
import { FIELD_COUNT, LAR_INDEX, TS_INDEX, getFields, isFilingYear } from '@/hmda/schema'
import { recordKindOf, splitFields } from '@/hmda/parse'
import type { FieldDef, FilingYear, RecordKind } from '@/hmda/types'

/** A line of an opened file that is neither the transmittal sheet nor a LAR row. */
export interface OtherLine {
  /** 1-based line number in the file. */
  readonly line: number
  readonly text: string
  /** Why the line was set aside. */
  readonly reason: string
}

/** An opened (or newly created) filing. Rows are kept as pipe-delimited text. */
export interface Filing {
  readonly year: FilingYear
  /** The transmittal sheet row, or null when there is none yet. */
  readonly ts: string | null
  readonly lar: readonly string[]
  /** Lines listed for review instead of being dropped. */
  readonly other: readonly OtherLine[]
}

export interface ParsedFile {
  /** The calendar year of the TS row when it is a supported filing year, otherwise null. */
  readonly year: FilingYear | null
  readonly ts: string | null
  readonly lar: string[]
  readonly other: OtherLine[]
}

/**
 * Splits the text of a filing file (UTF-8 with or without BOM, LF or CRLF line endings) into
 * the transmittal sheet, the LAR rows and every other non-empty line. Only the first TS row is
 * taken; a second one is listed with the other lines. Blank lines are skipped.
 */
export function parseFilingText(text: string): ParsedFile {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const lines = body.split('\n')
  let ts: string | null = null
  const lar: string[] = []
  const other: OtherLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (line.trim() === '') continue
    const kind = recordKindOf(line)
    if (kind === 'lar') lar.push(line)
    else if (kind === 'ts' && ts === null) ts = line
    else
      other.push({
        line: i + 1,
        text: line,
        reason:
          kind === 'ts'
            ? 'A second transmittal sheet row (a file has only one).'
            : 'Not a TS row (starting 1|) or a LAR row (starting 2|).',
      })
  }
  return { year: ts === null ? null : yearOfTs(ts), ts, lar, other }
}

/** The filing year named by a TS row's Calendar Year, or null when it is not supported. */
export function yearOfTs(ts: string): FilingYear | null {
  const value = splitFields(ts)[TS_INDEX.calendarYear] ?? ''
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN
  return isFilingYear(year) ? year : null
}

/** The values of a row (one per field; a row with too few fields is padded with blanks). */
export function rowToValues(row: string, kind: RecordKind): string[] {
  const values = splitFields(row)
  while (values.length < FIELD_COUNT[kind]) values.push('')
  return values
}

/** A row's text from its values (line breaks and pipes inside a value cannot survive). */
export function valuesToRow(values: readonly string[]): string {
  return values.map((v) => v.replace(/[\r\n]/g, '')).join('|')
}

/** A copy of `values` with the value at `index` replaced (pipes and line breaks removed). */
export function withValue(values: readonly string[], index: number, value: string): string[] {
  const next = values.slice()
  while (next.length <= index) next.push('')
  next[index] = value.replace(/[|\r\n]/g, '')
  return next
}

/** The values of a new, blank row of the year: the record identifier and known values set. */
export function newRowValues(
  year: FilingYear,
  kind: RecordKind,
  context: { lei?: string; larCount?: number } = {},
): string[] {
  const values = getFields(year, kind).map(() => '')
  if (kind === 'ts') {
    values[TS_INDEX.recordIdentifier] = '1'
    values[TS_INDEX.calendarYear] = String(year)
    values[TS_INDEX.totalEntries] = String(context.larCount ?? 0)
  } else {
    values[LAR_INDEX.recordIdentifier] = '2'
    if (context.lei) values[LAR_INDEX.lei] = context.lei
  }
  return values
}

/** The TS row with its Total Number of Entries set to `count`. */
export function withTotalEntries(ts: string, count: number): string {
  const values = rowToValues(ts, 'ts')
  if (values[TS_INDEX.totalEntries] === String(count)) return ts
  return valuesToRow(withValue(values, TS_INDEX.totalEntries, String(count)))
}

/** One value of the TS row by key, trimmed ('' when there is no TS). */
export function tsValue(ts: string | null, key: keyof typeof TS_INDEX): string {
  if (ts === null) return ''
  return (splitFields(ts)[TS_INDEX[key]] ?? '').trim()
}

const SAFE_PART = /^[A-Za-z0-9]+$/

/**
 * The download's file name: `{year}-Q{quarter}-{LEI}.txt` for a quarterly filing (quarter 1 to
 * 3), `{year}-{LEI}.txt` for the annual one, or `hmda-lar.txt` when the TS gives no usable LEI
 * or calendar quarter.
 */
export function downloadFileName(ts: string | null, year: FilingYear): string {
  const lei = tsValue(ts, 'lei').toUpperCase()
  const quarter = tsValue(ts, 'calendarQuarter')
  if (!SAFE_PART.test(lei)) return 'hmda-lar.txt'
  if (quarter === '4') return `${String(year)}-${lei}.txt`
  if (quarter === '1' || quarter === '2' || quarter === '3') {
    return `${String(year)}-Q${quarter}-${lei}.txt`
  }
  return 'hmda-lar.txt'
}

/** Why the filing cannot be downloaded yet (empty when it can). */
export function downloadProblems(filing: Pick<Filing, 'ts' | 'lar'>): string[] {
  const problems: string[] = []
  if (filing.ts === null) problems.push('The transmittal sheet (TS) row is missing: add it first.')
  if (filing.lar.length === 0) problems.push('There are no LAR rows: add at least one.')
  return problems
}

/** The file's text: the TS row, then the LAR rows, each ending with a line break. */
export function buildFileText(filing: Pick<Filing, 'ts' | 'lar'>): string {
  const rows = filing.ts === null ? [...filing.lar] : [filing.ts, ...filing.lar]
  return rows.length === 0 ? '' : `${rows.join('\n')}\n`
}

/**
 * Indices of the rows that contain `query` (case-insensitive), in order; every index when the
 * query is blank.
 */
export function searchRows(rows: readonly string[], query: string): number[] {
  const q = query.trim().toLowerCase()
  const result: number[] = []
  for (let i = 0; i < rows.length; i++) {
    if (q === '' || (rows[i] as string).toLowerCase().includes(q)) result.push(i)
  }
  return result
}

/** The 0-based field index at a character offset of a row's text (pipes before it). */
export function fieldIndexAt(row: string, offset: number): number {
  let index = 0
  const end = Math.min(offset, row.length)
  for (let i = 0; i < end; i++) if (row.charCodeAt(i) === 124) index++
  return index
}

/** The character range of field `index` in a row's text, e.g. to select it. */
export function fieldRange(row: string, index: number): { start: number; end: number } {
  let start = 0
  for (let i = 0; i < index; i++) {
    const next = row.indexOf('|', start)
    if (next < 0) return { start: row.length, end: row.length }
    start = next + 1
  }
  const end = row.indexOf('|', start)
  return { start, end: end < 0 ? row.length : end }
}

/** `20250721` → `2025-07-21` for a date input; '' when the value is not 8 digits. */
export function toIsoDate(value: string): string {
  return /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : ''
}

/** `2025-07-21` (a date input's value) → `20250721`; '' stays ''. */
export function fromIsoDate(value: string): string {
  return value.replace(/-/g, '')
}

/** Fields in groups by data point, in order of each data point's first field. */
export function groupByDataPoint(
  fields: readonly FieldDef[],
): { dataPoint: string; fields: FieldDef[] }[] {
  const groups = new Map<string, FieldDef[]>()
  for (const field of fields) {
    const group = groups.get(field.dataPoint)
    if (group) group.push(field)
    else groups.set(field.dataPoint, [field])
  }
  return [...groups].map(([dataPoint, list]) => ({ dataPoint, fields: list }))
}

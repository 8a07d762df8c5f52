/**
 * Average prime offer rate (APOR) tables: parsing the published pipe-delimited files and looking
 * up the rate for a loan's amortisation type, term and rate-set date.
 *
 * Dates are calendar dates (year, month, day; parsed and written by lib/dates.ts) counted as days
 * since 1970-01-01 with Date.UTC, so nothing here depends on the machine's time zone.
 */
import { type CalendarDate, formatUsDate, parseUsDate } from '@/lib/dates'
import type { Decimal } from './decimal'

export type AmortizationType = 'fixed' | 'variable'

/** Terms in years (for variable-rate loans, years to the first rate adjustment). */
export const MIN_TERM = 1
export const MAX_TERM = 50

const DAY_MS = 86_400_000
/** The most decimal places a published rate may have. */
const MAX_RATE_DECIMALS = 6

/** Days since 1970-01-01 (a Thursday). */
export const dayNumber = (date: CalendarDate): number =>
  Date.UTC(date.year, date.month - 1, date.day) / DAY_MS

export function fromDayNumber(days: number): CalendarDate {
  const d = new Date(days * DAY_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (days: number): number => (((days + 3) % 7) + 7) % 7

/** The day number of the Monday that starts the (Monday to Sunday) week containing `days`. */
export const mondayOf = (days: number): number => days - weekdayIndex(days)

/** One published table, compactly: week starts and rates as scaled integers. */
export interface AporTable {
  /** Day numbers of the Monday starting each week, strictly ascending. */
  weeks: Int32Array
  /** weeks.length × 50 rates, row by row: the rate for term t of week i is at i × 50 + t − 1. */
  rates: Int32Array
  /** Each stored rate is the percentage times 10^scale. */
  scale: number
}

export interface AporTables {
  fixed: AporTable
  variable: AporTable
}

/** A problem with a table file, naming the line (1-based; 0 for the file as a whole). */
export class AporTableError extends Error {
  readonly line: number
  constructor(line: number, message: string) {
    super(line > 0 ? `Line ${line}: ${message}` : message)
    this.name = 'AporTableError'
    this.line = line
  }
}

const RATE = new RegExp(`^\\d{1,2}(?:\\.(\\d{1,${MAX_RATE_DECIMALS}}))?$`)

/**
 * Parses a published APOR table: a header line, then one row per week,
 * `M/D/YYYY|r1|...|r50`, where the date is the Monday starting the week and the rates are in
 * percent. Blank lines are ignored; a first line that starts with a date is read as a row (the
 * header is optional). A row dated on another weekday stands for the Monday–Sunday week that
 * contains it. Throws an AporTableError naming the line for a malformed row, a week given
 * twice, or a table with no rows.
 */
export function parseAporTable(text: string): AporTable {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const rows: { week: number; line: number; rates: string[] }[] = []
  let scale = 0
  let seenFirst = false
  lines.forEach((raw, index) => {
    const lineNumber = index + 1
    const line = raw.trim()
    if (line === '') return
    const fields = line.split('|').map((f) => f.trim())
    const first = !seenFirst
    seenFirst = true
    const date = parseUsDate(fields[0] ?? '')
    if (first && !date) return // the header line
    if (!date) {
      throw new AporTableError(lineNumber, `"${fields[0]}" is not a date in M/D/YYYY form.`)
    }
    if (fields.length !== MAX_TERM + 1) {
      throw new AporTableError(
        lineNumber,
        `expected a date and ${MAX_TERM} rates (${MAX_TERM + 1} fields), found ${fields.length} fields.`,
      )
    }
    const rates = fields.slice(1)
    rates.forEach((rate, i) => {
      const match = RATE.exec(rate)
      if (!match) {
        throw new AporTableError(
          lineNumber,
          rate === ''
            ? `the rate for term ${i + 1} is empty.`
            : `the rate for term ${i + 1}, "${rate}", is not a percentage from 0 to 99.${'9'.repeat(MAX_RATE_DECIMALS)}.`,
        )
      }
      scale = Math.max(scale, match[1]?.length ?? 0)
    })
    rows.push({ week: mondayOf(dayNumber(date)), line: lineNumber, rates })
  })
  if (rows.length === 0) throw new AporTableError(0, 'The table has no rows of rates.')

  rows.sort((a, b) => a.week - b.week || a.line - b.line)
  const weeks = new Int32Array(rows.length)
  const values = new Int32Array(rows.length * MAX_TERM)
  rows.forEach((row, i) => {
    const previous = rows[i - 1]
    if (previous && previous.week === row.week) {
      throw new AporTableError(
        row.line,
        `the week of ${formatUsDate(fromDayNumber(row.week))} is already given on line ${previous.line}.`,
      )
    }
    weeks[i] = row.week
    row.rates.forEach((rate, t) => {
      const [whole = '', fraction = ''] = rate.split('.')
      values[i * MAX_TERM + t] = Number(`${whole}${fraction.padEnd(scale, '0')}`)
    })
  })
  return { weeks, rates: values, scale }
}

export type AporLookup =
  | {
      kind: 'found'
      /** The rate in percent. */
      rate: Decimal
      /** The Monday starting the week the rate applies to. */
      week: CalendarDate
    }
  | {
      kind: 'no-apor'
      /** The Monday starting the week of the date asked for. */
      week: CalendarDate
      /** Before the first week, after the last week, or a week missing in between. */
      reason: 'before-first' | 'after-last' | 'missing-week'
      firstWeek: CalendarDate
      lastWeek: CalendarDate
    }

/**
 * The APOR for a term (1–50 years) on a date: the rate in the row whose Monday-to-Sunday week
 * contains the date, or a 'no-apor' answer when the table has no such week.
 */
export function lookupApor(table: AporTable, term: number, date: CalendarDate): AporLookup {
  if (!Number.isInteger(term) || term < MIN_TERM || term > MAX_TERM) {
    throw new RangeError(`Term ${term} is outside ${MIN_TERM}–${MAX_TERM}`)
  }
  const week = mondayOf(dayNumber(date))
  const { weeks } = table
  let low = 0
  let high = weeks.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const value = weeks[mid] as number
    if (value === week) {
      return {
        kind: 'found',
        rate: { units: table.rates[mid * MAX_TERM + term - 1] as number, scale: table.scale },
        week: fromDayNumber(week),
      }
    }
    if (value < week) low = mid + 1
    else high = mid - 1
  }
  const first = weeks[0] as number
  const last = weeks[weeks.length - 1] as number
  return {
    kind: 'no-apor',
    week: fromDayNumber(week),
    reason: week < first ? 'before-first' : week > last ? 'after-last' : 'missing-week',
    firstWeek: fromDayNumber(first),
    lastWeek: fromDayNumber(last),
  }
}

/** The table for an amortisation type. */
export const tableFor = (tables: AporTables, type: AmortizationType): AporTable =>
  type === 'fixed' ? tables.fixed : tables.variable

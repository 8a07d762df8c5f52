/**
 * The HMDA rate spread: a loan's APR minus the average prime offer rate (APOR) for a comparable
 * loan on its rate-set date, rounded half-up to three decimal places with exact decimal
 * arithmetic. Input validation (per field), the NA rules, and the batch (CSV) calculator.
 */
import {
  type CalendarDate,
  formatIsoDate,
  formatUsDate,
  parseIsoDate,
  parseUsDate,
} from '@/lib/dates'
import {
  type AmortizationType,
  type AporLookup,
  type AporTables,
  dayNumber,
  lookupApor,
  MAX_TERM,
  MIN_TERM,
  tableFor,
} from './apor'
import {
  type Decimal,
  formatDecimal,
  parseDecimal,
  roundHalfUp,
  subtract,
  trimZeros,
} from './decimal'
import { CsvReader, csvRow } from '@/lib/csv'

/** The first rate-set date the calculator accepts (the first week of its tables). */
export const FIRST_RATE_SET_DATE: CalendarDate = { year: 2017, month: 1, day: 2 }

/** Action taken codes (HMDA data field "Action Taken") and what they mean. */
export const ACTION_TAKEN: Readonly<Record<number, string>> = {
  1: 'Loan originated',
  2: 'Application approved but not accepted',
  3: 'Application denied',
  4: 'Application withdrawn by applicant',
  5: 'File closed for incompleteness',
  6: 'Purchased loan',
  7: 'Preapproval request denied',
  8: 'Preapproval request approved but not accepted',
}

/** The action taken codes that get a rate spread. */
export const SPREAD_ACTIONS: readonly number[] = [1, 2, 8]

export type RateSpreadField =
  'actionTakenType' | 'reverseMortgage' | 'amortizationType' | 'lockInDate' | 'apr' | 'loanTerm'

/** The fields in form (and error) order. */
export const FIELD_ORDER: readonly RateSpreadField[] = [
  'actionTakenType',
  'reverseMortgage',
  'amortizationType',
  'lockInDate',
  'apr',
  'loanTerm',
]

/** What a person typed or chose, or a CSV row's cells: all text. */
export interface RateSpreadInput {
  /** '1'–'8'. */
  actionTakenType: string
  /** '1' (a reverse mortgage) or '2' (not one). */
  reverseMortgage: string
  /** 'FixedRate' or 'VariableRate' (also 'fixed' / 'variable', any case). */
  amortizationType: string
  /** 'MM/DD/YYYY' or 'YYYY-MM-DD'. */
  lockInDate: string
  /** Percent, up to three decimals, optionally followed by '%'. */
  apr: string
  /** Whole years, 1–50 (for variable-rate loans, years to the first rate adjustment). */
  loanTerm: string
}

export type FieldErrors = Partial<Record<RateSpreadField, string>>

/** A loan whose fields are all valid and which gets a rate spread. */
export interface ValidLoan {
  actionTakenType: number
  reverseMortgage: 2
  amortizationType: AmortizationType
  lockInDate: CalendarDate
  apr: Decimal
  loanTerm: number
}

export type Validation =
  | { kind: 'valid'; loan: ValidLoan }
  | { kind: 'na'; reason: string }
  | { kind: 'invalid'; errors: FieldErrors }

export type RateSpreadResult =
  | {
      kind: 'spread'
      /** The spread, three decimals ("1.234", "-0.500"). */
      value: string
      /** The APR (3 decimals) and APOR (at least 2) used, in percent, and the APOR's Monday. */
      apr: string
      apor: string
      week: CalendarDate
    }
  | { kind: 'na'; reason: string }
  | { kind: 'error'; reason: 'invalid-input'; message: string; fieldErrors: FieldErrors }
  | {
      kind: 'error'
      reason: 'no-apor'
      message: string
      lookup: Extract<AporLookup, { kind: 'no-apor' }>
    }

export interface ValidateOptions {
  /** How dates are written in messages: 'us' (mm/dd/yyyy, the form) or 'iso' (batch files). */
  dateStyle?: 'us' | 'iso'
}

/** The label of the term field for an amortisation type. */
export const termLabel = (type: AmortizationType | null) =>
  type === 'variable' ? 'Years to first rate adjustment' : 'Loan term'

type Check<T> = { value: T } | { error: string } | { empty: true }

function checkAction(text: string): Check<number> {
  const t = text.trim()
  if (t === '') return { empty: true }
  if (!/^\d$/.test(t) || !(Number(t) in ACTION_TAKEN)) {
    return { error: 'Action taken must be a code from 1 to 8.' }
  }
  return { value: Number(t) }
}

function checkReverse(text: string): Check<1 | 2> {
  const t = text.trim()
  if (t === '') return { empty: true }
  if (t === '1' || t === '2') return { value: t === '1' ? 1 : 2 }
  return { error: 'Reverse mortgage must be 1 (a reverse mortgage) or 2 (not a reverse mortgage).' }
}

/** 'fixed' / 'variable' for the accepted spellings, or null. */
export function parseAmortizationType(text: string): AmortizationType | null {
  const t = text.trim().toLowerCase()
  if (t === 'fixedrate' || t === 'fixed') return 'fixed'
  if (t === 'variablerate' || t === 'variable') return 'variable'
  return null
}

function checkAmortization(text: string): Check<AmortizationType> {
  if (text.trim() === '') return { empty: true }
  const value = parseAmortizationType(text)
  return value ? { value } : { error: 'Amortization type must be fixed rate or variable rate.' }
}

function checkDate(text: string, today: CalendarDate, style: 'us' | 'iso'): Check<CalendarDate> {
  const t = text.trim()
  if (t === '') return { empty: true }
  const format = style === 'us' ? formatUsDate : formatIsoDate
  const pattern = style === 'us' ? 'mm/dd/yyyy' : 'yyyy-mm-dd'
  const date = parseUsDate(t) ?? parseIsoDate(t)
  if (!date) return { error: `Rate-set date must be a real date written ${pattern}.` }
  const day = dayNumber(date)
  if (day < dayNumber(FIRST_RATE_SET_DATE) || day > dayNumber(today)) {
    return {
      error: `Rate-set date must be from ${format(FIRST_RATE_SET_DATE)} to ${format(today)} (today).`,
    }
  }
  return { value: date }
}

/** The largest APR accepted, in thousandths of a percent (99.999). */
const MAX_APR_THOUSANDTHS = 99_999

function checkApr(text: string): Check<Decimal> {
  const raw = text.trim()
  if (raw === '') return { empty: true }
  const t = raw.replace(/\s*%$/, '')
  if (/^-/.test(t)) return { error: 'APR cannot be negative.' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(t)
  if (!match || (match[1] === '' && !match[2])) {
    return { error: 'APR must be a percentage, such as 6.125.' }
  }
  if ((match[2] ?? '').length > 3) return { error: 'APR can have at most 3 decimal places.' }
  const value = parseDecimal(t)
  if (!value || value.units * 10 ** (3 - value.scale) > MAX_APR_THOUSANDTHS) {
    return { error: 'APR must be from 0 to 99.999.' }
  }
  return { value }
}

function checkTerm(text: string, label: string): Check<number> {
  const t = text.trim()
  if (t === '') return { empty: true }
  if (!/^\d+$/.test(t)) return { error: `${label} must be a whole number of years, 1 to 50.` }
  const n = Number(t)
  if (n < MIN_TERM || n > MAX_TERM) return { error: `${label} must be from 1 to 50 years.` }
  return { value: n }
}

const REQUIRED: Record<RateSpreadField, (termName: string) => string> = {
  actionTakenType: () => 'Choose the action taken.',
  reverseMortgage: () => 'Say whether the loan is a reverse mortgage.',
  amortizationType: () => 'Choose the amortization type: fixed rate or variable rate.',
  lockInDate: () => 'Enter the rate-set date.',
  apr: () => 'Enter the APR.',
  loanTerm: (termName) => `Enter the ${termName.toLowerCase()} in whole years (1 to 50).`,
}

/**
 * Checks every field. A loan whose action taken is not 1, 2 or 8, or that is a reverse
 * mortgage, gets NA without needing the other fields; otherwise every field must be valid.
 * `today` bounds the rate-set date; it is never read from the clock here.
 */
export function validateRateSpreadInput(
  input: RateSpreadInput,
  today: CalendarDate,
  options: ValidateOptions = {},
): Validation {
  const style = options.dateStyle ?? 'us'
  const action = checkAction(input.actionTakenType)
  const reverse = checkReverse(input.reverseMortgage)
  const naErrorFree = !('error' in action) && !('error' in reverse)
  if (naErrorFree && 'value' in action && !SPREAD_ACTIONS.includes(action.value)) {
    return {
      kind: 'na',
      reason: `Action taken ${action.value} (${ACTION_TAKEN[action.value]?.toLowerCase()}) does not get a rate spread: only codes 1, 2 and 8 do.`,
    }
  }
  if (naErrorFree && 'value' in reverse && reverse.value === 1) {
    return { kind: 'na', reason: 'Reverse mortgages do not get a rate spread.' }
  }

  const amortization = checkAmortization(input.amortizationType)
  const termName = termLabel('value' in amortization ? amortization.value : null)
  const checks = {
    actionTakenType: action,
    reverseMortgage: reverse,
    amortizationType: amortization,
    lockInDate: checkDate(input.lockInDate, today, style),
    apr: checkApr(input.apr),
    loanTerm: checkTerm(input.loanTerm, termName),
  }
  const errors: FieldErrors = {}
  for (const field of FIELD_ORDER) {
    const check = checks[field]
    if ('error' in check) errors[field] = check.error
    else if ('empty' in check) errors[field] = REQUIRED[field](termName)
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const value = <T>(check: Check<T>) => (check as { value: T }).value
  return {
    kind: 'valid',
    loan: {
      actionTakenType: value(checks.actionTakenType),
      reverseMortgage: 2,
      amortizationType: value(checks.amortizationType),
      lockInDate: value(checks.lockInDate),
      apr: value(checks.apr),
      loanTerm: value(checks.loanTerm),
    },
  }
}

/** The spread for a valid loan from the tables, or the no-APOR error. */
export function spreadForLoan(
  loan: ValidLoan,
  tables: AporTables,
  options: ValidateOptions = {},
): RateSpreadResult {
  const lookup = lookupApor(tableFor(tables, loan.amortizationType), loan.loanTerm, loan.lockInDate)
  if (lookup.kind === 'no-apor') {
    return { kind: 'error', reason: 'no-apor', message: noAporMessage(lookup, options), lookup }
  }
  const spread = roundHalfUp(subtract(loan.apr, lookup.rate), 3)
  return {
    kind: 'spread',
    value: formatDecimal(spread),
    apr: formatDecimal(roundHalfUp(loan.apr, 3)),
    apor: formatDecimal(trimZeros(lookup.rate, 2)),
    week: lookup.week,
  }
}

/** Explains a missing week of APORs. */
export function noAporMessage(
  lookup: Extract<AporLookup, { kind: 'no-apor' }>,
  options: ValidateOptions = {},
): string {
  const format = options.dateStyle === 'iso' ? formatIsoDate : formatUsDate
  const week = `No APOR is published for the week of ${format(lookup.week)}.`
  const range = `The tables cover the weeks of ${format(lookup.firstWeek)} to ${format(lookup.lastWeek)}`
  switch (lookup.reason) {
    case 'after-last':
      return `${week} ${range}; the newest week may not be published yet.`
    case 'before-first':
      return `${week} ${range}.`
    default:
      return `${week} ${range}, but this week is missing from them.`
  }
}

/** Joins field errors into one message, in field order. */
export const joinErrors = (errors: FieldErrors) =>
  FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : [])).join(' ')

/** Validates the input and computes its rate spread, NA, or an error. */
export function computeRateSpread(
  input: RateSpreadInput,
  tables: AporTables,
  today: CalendarDate,
  options: ValidateOptions = {},
): RateSpreadResult {
  const validation = validateRateSpreadInput(input, today, options)
  if (validation.kind === 'na') return validation
  if (validation.kind === 'invalid') {
    return {
      kind: 'error',
      reason: 'invalid-input',
      message: joinErrors(validation.errors),
      fieldErrors: validation.errors,
    }
  }
  return spreadForLoan(validation.loan, tables, options)
}

// ---------------------------------------------------------------------------------------------
// Batch: CSV rows `action,term,FixedRate|VariableRate,apr,YYYY-MM-DD,reverse` (no header)
// ---------------------------------------------------------------------------------------------

export const BATCH_HEADER = [
  'action_taken_type',
  'loan_term',
  'amortization_type',
  'apr',
  'lock_in_date',
  'reverse_mortgage',
  'rate_spread',
] as const

const BATCH_FIELDS = 6

/** The most loans a batch file may have (header and blank lines aside). */
export const MAX_BATCH_ROWS = 100_000

/** Words of column names: no digits, and one of the six fields named. */
const HEADER_CELL = /^[^\d]*$/
const HEADER_WORDS = /action|term|amorti|apr|rate|date|lock|reverse/i

/**
 * True when a first row names columns rather than giving a loan: no cell has a digit, and some
 * cell names a field ("action_taken_type", "Loan Term", "APR (%)", "Rate-set date"…). A loan
 * always has digits (action taken, term, APR, date), so no loan is ever taken for a header.
 */
export function isBatchHeader(cells: readonly string[]): boolean {
  return (
    cells.some((cell) => HEADER_WORDS.test(cell)) && cells.every((cell) => HEADER_CELL.test(cell))
  )
}

export interface BatchRow {
  /** Line of the input file where the row starts (1-based). */
  line: number
  /** The row's six input cells as given (missing cells are empty). */
  cells: string[]
  kind: 'spread' | 'na' | 'error'
  /** The spread, "NA", or the error message. */
  result: string
}

export interface BatchCounts {
  rows: number
  spreads: number
  na: number
  errors: number
}

export const csvLine = (cells: readonly string[]) => `${csvRow(cells)}\r\n`

/** Computes one batch row from its CSV cells. */
export function batchRow(
  cells: string[],
  line: number,
  tables: AporTables,
  today: CalendarDate,
): BatchRow {
  // A trailing comma (an empty seventh cell) is tolerated.
  const given =
    cells.length === BATCH_FIELDS + 1 && cells[BATCH_FIELDS]?.trim() === '' ? 6 : cells.length
  const echo = Array.from({ length: BATCH_FIELDS }, (_, i) => cells[i] ?? '')
  if (given !== BATCH_FIELDS) {
    return {
      line,
      cells: echo,
      kind: 'error',
      result: `Error: expected ${BATCH_FIELDS} fields (action taken, loan term, amortization type, APR, rate-set date, reverse mortgage), found ${cells.length}.`,
    }
  }
  const [actionTakenType, loanTerm, amortizationType, apr, lockInDate, reverseMortgage] = echo as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const result = computeRateSpread(
    { actionTakenType, loanTerm, amortizationType, apr, lockInDate, reverseMortgage },
    tables,
    today,
    { dateStyle: 'iso' },
  )
  switch (result.kind) {
    case 'spread':
      return { line, cells: echo, kind: 'spread', result: result.value }
    case 'na':
      return { line, cells: echo, kind: 'na', result: 'NA' }
    default:
      return { line, cells: echo, kind: 'error', result: `Error: ${result.message}` }
  }
}

export interface BatchOptions {
  /** Called with each row (for a preview); the output CSV is collected regardless. */
  onRow?: (row: BatchRow) => void
}

/**
 * The streaming batch calculator: push() CSV text in pieces, then end(). The output CSV (header
 * then one line per input row, in order, bad rows included) is collected as text parts. A first
 * row of column names (see isBatchHeader) is skipped. After MAX_BATCH_ROWS loans, further rows
 * are not calculated and `tooMany` is set: the caller stops reading and says so.
 */
export class BatchCalculator {
  readonly counts: BatchCounts = { rows: 0, spreads: 0, na: 0, errors: 0 }
  readonly output: string[] = [csvLine(BATCH_HEADER)]
  headerSkipped = false
  /** The file has more than MAX_BATCH_ROWS loans. */
  tooMany = false
  private readonly reader: CsvReader

  constructor(
    private readonly tables: AporTables,
    private readonly today: CalendarDate,
    private readonly options: BatchOptions = {},
  ) {
    this.reader = new CsvReader((cells, line) => this.row(cells, line))
  }

  push(text: string): void {
    this.reader.push(text)
  }

  end(): void {
    this.reader.end()
  }

  private row(cells: string[], line: number) {
    if (this.counts.rows === 0 && !this.headerSkipped && !this.tooMany && isBatchHeader(cells)) {
      this.headerSkipped = true
      return
    }
    if (this.counts.rows >= MAX_BATCH_ROWS) {
      this.tooMany = true
      return
    }
    const row = batchRow(cells, line, this.tables, this.today)
    this.counts.rows++
    if (row.kind === 'spread') this.counts.spreads++
    else if (row.kind === 'na') this.counts.na++
    else this.counts.errors++
    this.output.push(csvLine([...row.cells, row.result]))
    this.options.onRow?.(row)
  }
}

/** The whole batch at once (small inputs and tests): the output CSV text and counts. */
export function computeBatchCsv(
  text: string,
  tables: AporTables,
  today: CalendarDate,
): { csv: string; counts: BatchCounts; rows: BatchRow[] } {
  const rows: BatchRow[] = []
  const calculator = new BatchCalculator(tables, today, { onRow: (row) => rows.push(row) })
  calculator.push(text.replace(/^\uFEFF/, ''))
  calculator.end()
  return { csv: calculator.output.join(''), counts: calculator.counts, rows }
}

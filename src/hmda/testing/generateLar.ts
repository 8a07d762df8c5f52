/**
 * Generates HMDA files of any size for tests and benchmarks: a transmittal sheet and `rows` LAR
 * records, each with its own valid ULI and an action taken date inside the period filed. With
 * `errors`, chosen edits are triggered: row-level ones on `errorRows` rows spread over the file,
 * file-level ones once.
 *
 * Rows come in two shapes (`shape`): `realistic` (the default) varies every row the way real
 * filings do — ULIs of 33 to 45 characters, street addresses, cities, co-applicants, several
 * races, free-form texts, discount points and lender credits, other automated underwriting
 * systems with their free-form names — and averages about 545 bytes a row, like the public
 * sample filings (see ./realisticLar); `short` repeats the row builder's defaults (about 324
 * bytes a row), as the generator did at first.
 *
 * `scripts/make-lar.mjs` bundles this module with Vite on the fly (plain Node cannot load
 * TypeScript), so there is one generator for the tests and the command line.
 */
import { checkDigitsOf } from '../checkDigit'
import { editsFor } from '../edits/lookup'
import { LAR_INDEX, TS_INDEX, toFilingYear, type LarFieldKey } from '../schema'
import { macroEditsFor } from '../validate/macro/periods'
import { qualityEntriesFor } from '../validate/quality/selection'
import { FILE_FORMS, planFileForms, rowsNeeded } from './macroForms'
import {
  NOT_GENERATED,
  QUALITY_ROW_FORMS,
  overridesOf,
  rowFormOf,
  type LarOverrides,
} from './qualityForms'
import { realisticRow } from './realisticLar'
import { TEST_LEI, validLarValues, validTsValues } from './rowBuilder'

/** The edits that can be triggered, and what the generator does for each. */
export const GENERATOR_ERRORS: Readonly<Record<string, string>> = {
  FORMAT: 'a loan amount that is not a number (formatting error)',
  S300: 'rows starting with 3| instead of 2|',
  S301: 'rows with an LEI other than the one on the transmittal sheet',
  S302: 'a transmittal sheet calendar year other than the filing year',
  S304: 'a transmittal sheet total one more than the LAR rows',
  S305: 'rows that repeat the row before them exactly',
  S306: 'rows that reuse the ULI of the (originated) loan before them, with another amount',
  S307: 'quarterly file whose action taken dates all fall outside the quarter',
  V607: 'a tax ID not written 99-9999999',
  'V608-1': 'ULIs of 46 characters (with valid check digits)',
  V609: 'ULIs whose check digits are wrong',
}

/**
 * The quality and macro edits that `errors` (trigger form) and `near` (the form that just misses
 * the edit) can name, and what the trigger form does. Row edits are made on `errorRows` rows;
 * the whole-file ones with exact counts (see ./macroForms). Each runs only in the periods whose
 * engine runs it.
 */
export const QUALITY_ERRORS: Readonly<Record<string, string>> = (() => {
  const out: Record<string, string> = {}
  for (const [key, form] of Object.entries(QUALITY_ROW_FORMS)) {
    const [id = key, version] = key.split('@')
    const earlier = out[id]
    out[id] = earlier === undefined ? form.what : `${earlier}; from ${version ?? ''}: ${form.what}`
  }
  return { ...out, ...FILE_FORMS }
})()

export { NOT_GENERATED }

/** Edits that change the transmittal sheet or the file as a whole (triggered once). */
const FILE_LEVEL = new Set(['S302', 'S304', 'S307', 'V607'])

export interface GenerateOptions {
  readonly year: number
  /** Number of LAR rows (including any that trigger S300). */
  readonly rows: number
  /** 1–3 for a quarterly file (2020 onward); absent or null for an annual one. */
  readonly quarter?: 1 | 2 | 3 | null
  /** Edit ids from `GENERATOR_ERRORS` or `QUALITY_ERRORS`, in their trigger form. */
  readonly errors?: readonly string[]
  /** Edit ids from `QUALITY_ERRORS`, in the form that just misses the edit. */
  readonly near?: readonly string[]
  /** How many rows trigger each row-level edit (default 10, at most `rows`). */
  readonly errorRows?: number
  /** `realistic` rows (default, ≈ 545 bytes) or the row builder's `short` ones (≈ 324 bytes). */
  readonly shape?: RowShape
}

export type RowShape = 'realistic' | 'short'
export const ROW_SHAPES: readonly RowShape[] = ['realistic', 'short']

/** Another institution's LEI (well formed), for S301. */
const OTHER_LEI = '5493001YS08XHF42M037'

const pad2 = (n: number) => (n < 10 ? `0${String(n)}` : String(n))

/** The loan ID (without check digits) of row `i`: the LEI and a 10-character loan number. */
const loanId = (i: number) => `${TEST_LEI}L${i.toString(36).toUpperCase().padStart(9, '0')}`

function checkOptions(options: GenerateOptions): void {
  const { year, rows, quarter } = options
  toFilingYear(year)
  if (options.shape !== undefined && !ROW_SHAPES.includes(options.shape)) {
    throw new RangeError(`shape must be ${ROW_SHAPES.join(' or ')}`)
  }
  if (!Number.isInteger(rows) || rows < 0) throw new RangeError('rows must be a whole number ≥ 0')
  if (quarter !== undefined && quarter !== null) {
    if (![1, 2, 3].includes(quarter)) throw new RangeError('quarter must be 1, 2 or 3')
    if (year < 2020) throw new RangeError('Quarterly filing began with 2020.')
  }
  const quarterly = quarter !== undefined && quarter !== null
  const inForce = new Set(editsFor(year, { quarterly }).map((edit) => edit.id))
  const period = `${String(year)} ${quarterly ? 'quarterly' : 'annual'}`
  const qualityInForce = qualityIdsFor(year, quarter ?? null)
  for (const id of [...(options.errors ?? []), ...(options.near ?? [])]) {
    const reason = NOT_GENERATED[id]
    if (reason !== undefined) throw new RangeError(`Cannot generate ${id}: it ${reason}.`)
    if (!(id in QUALITY_ERRORS)) continue
    if (!qualityInForce.has(id)) throw new RangeError(`${id} is not an edit of ${period} files.`)
    if (id in FILE_FORMS && rows < rowsNeeded(id)) {
      throw new RangeError(`${id} needs at least ${String(rowsNeeded(id))} rows.`)
    }
    if (!(id in FILE_FORMS) && rows < 1) throw new RangeError(`${id} needs at least 1 row.`)
  }
  for (const id of options.near ?? []) {
    if (!(id in QUALITY_ERRORS)) {
      throw new RangeError(
        `No near form of ${id}. Quality and macro edits: ${Object.keys(QUALITY_ERRORS).join(', ')}.`,
      )
    }
  }
  for (const id of options.errors ?? []) {
    if (id in QUALITY_ERRORS) continue
    if (!(id in GENERATOR_ERRORS)) {
      throw new RangeError(
        `Cannot trigger ${id}. Supported: ${[...Object.keys(GENERATOR_ERRORS), ...Object.keys(QUALITY_ERRORS)].join(', ')}.`,
      )
    }
    if (id !== 'FORMAT' && !inForce.has(id)) {
      throw new RangeError(`${id} is not an edit of ${period} files.`)
    }
    if (id === 'S307' && !quarterly) throw new RangeError('S307 needs a quarterly file (quarter).')
    if ((id === 'S305' || id === 'S306') && rows < 2) {
      throw new RangeError(`${id} needs at least 2 rows.`)
    }
    if (!FILE_LEVEL.has(id) && rows < 1) throw new RangeError(`${id} needs at least 1 row.`)
  }
}

/** Marks a near form in the row plan. */
const NEAR = '~'

/** The quality and macro edits of `QUALITY_ERRORS` that a period runs. */
function qualityIdsFor(year: number, quarter: 1 | 2 | 3 | null): Set<string> {
  const filingYear = toFilingYear(year)
  const ids = new Set(qualityEntriesFor(filingYear, quarter !== null).map((e) => e.id))
  for (const id of macroEditsFor({ year: filingYear, quarter })) ids.add(id)
  return ids
}

/** The overrides that make (or nearly make) quality edit `id` on a row, in the period's version. */
function rowOverrides(
  planned: string,
  context: { year: number; quarter: 1 | 2 | 3 | null; index: number },
): LarOverrides | null {
  const near = planned.startsWith(NEAR)
  const id = near ? planned.slice(NEAR.length) : planned
  if (!(id in QUALITY_ERRORS)) return null
  const entry = qualityEntriesFor(toFilingYear(context.year), context.quarter !== null).find(
    (e) => e.id === id,
  )
  const form = rowFormOf(entry?.key ?? id)
  if (!form) return null
  return overridesOf(near ? form.near : form.trigger, context)
}

function apply(values: string[], overrides: LarOverrides): void {
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) values[LAR_INDEX[key as LarFieldKey]] = value
  }
}

/** Row indexes (0-based among LAR rows) → the row-level edits to trigger on them. */
function errorPlan(options: GenerateOptions): Map<number, string[]> {
  const plan = new Map<number, string[]>()
  const rowLevel = [
    ...(options.errors ?? []).filter((id) => !FILE_LEVEL.has(id) && !(id in FILE_FORMS)),
    ...(options.near ?? []).filter((id) => !(id in FILE_FORMS)).map((id) => `${NEAR}${id}`),
  ]
  const { rows } = options
  const n = Math.min(options.errorRows ?? 10, rows)
  rowLevel.forEach((id, k) => {
    // Repeats need a row before them.
    const min = id === 'S305' || id === 'S306' ? 1 : 0
    for (let j = 0; j < n; j++) {
      // Offsets are even, so the row before a repeat is never itself changed (large files).
      let i = (Math.floor(((j + 0.5) * rows) / n) + 2 * k) % rows
      if (i < min) i = min
      const ids = plan.get(i) ?? []
      if (!ids.includes(id)) ids.push(id)
      plan.set(i, ids)
    }
  })
  return plan
}

/** The rows of the file, transmittal sheet first, without line breaks. */
export function* generateLarLines(options: GenerateOptions): Generator<string> {
  checkOptions(options)
  const { year, rows } = options
  const quarter = options.quarter ?? null
  const errors = new Set(options.errors ?? [])
  const plan = errorPlan(options)
  const fileIds = (list: readonly string[] | undefined) =>
    (list ?? []).filter((id) => id in FILE_FORMS)
  const filePlan = planFileForms(
    rows,
    fileIds(options.errors),
    fileIds(options.near),
    new Set(plan.keys()),
    Math.min(options.errorRows ?? 10, rows),
  )
  let s300Rows = 0
  for (const ids of plan.values()) if (ids.includes('S300')) s300Rows++

  const ts = validTsValues(year, {
    calendarQuarter: quarter === null ? '4' : String(quarter),
    totalEntries: String(rows - s300Rows + (errors.has('S304') ? 1 : 0)),
  })
  if (errors.has('S302')) ts[TS_INDEX.calendarYear] = String(year === 2026 ? year - 1 : year + 1)
  if (errors.has('V607')) ts[TS_INDEX.taxId] = '123456789'
  if (filePlan.federalAgency !== null) ts[TS_INDEX.federalAgency] = filePlan.federalAgency
  yield ts.join('|')

  // Action taken dates: the 16th to the 28th of each month of the period (after the application
  // date, the 15th of January, as Q608 asks of an origination); for S307, the months of another
  // quarter.
  let firstMonth = quarter === null ? 1 : quarter * 3 - 2
  const months = quarter === null ? 12 : 3
  if (errors.has('S307') && quarter !== null) firstMonth = (quarter % 3) * 3 + 1
  const dates: string[] = []
  for (let m = 0; m < months; m++) {
    for (let d = 16; d <= 28; d++) dates.push(`${String(year)}${pad2(firstMonth + m)}${pad2(d)}`)
  }

  const base = validLarValues(year)
  const realistic = options.shape !== 'short'
  let previousLine = ''
  let previousUli = ''
  let previousAmount = ''
  let previousDate = ''
  for (let i = 0; i < rows; i++) {
    let values: string[]
    if (realistic) {
      values = realisticRow(year, i, base)
    } else {
      values = [...base]
      const id = loanId(i)
      values[LAR_INDEX.uli] = id + checkDigitsOf(id)
      values[LAR_INDEX.lei] = TEST_LEI
    }
    values[LAR_INDEX.actionTakenDate] = dates[i % dates.length] ?? ''
    const ids = plan.get(i)
    for (const overrides of filePlan.rows.get(i) ?? []) apply(values, overrides)
    for (const planned of ids ?? []) {
      const overrides = rowOverrides(planned, { year, quarter, index: i })
      if (overrides) apply(values, overrides)
    }
    if (filePlan.repeatUli.has(i)) values[LAR_INDEX.uli] = previousUli
    if (filePlan.repeatDate.has(i)) values[LAR_INDEX.actionTakenDate] = previousDate
    let uli = values[LAR_INDEX.uli] ?? ''
    const amount = values[LAR_INDEX.loanAmount] ?? ''
    let line: string
    if (ids === undefined) {
      line = values.join('|')
    } else if (ids.includes('S305')) {
      line = previousLine
      uli = previousUli
    } else {
      for (const edit of ids) {
        if (edit === 'FORMAT') values[LAR_INDEX.loanAmount] = 'ABC'
        else if (edit === 'S301') values[LAR_INDEX.lei] = OTHER_LEI
        else if (edit === 'S306') {
          uli = previousUli
          values[LAR_INDEX.loanAmount] = String(Number(previousAmount) + 1)
        } else if (edit === 'V608-1') {
          const long = `${TEST_LEI}X${i.toString(36).toUpperCase().padStart(23, '0')}`
          uli = long + checkDigitsOf(long)
        } else if (edit === 'V609') {
          const digits = Number(uli.slice(-2))
          uli = uli.slice(0, -2) + pad2((digits + 1) % 100)
        }
      }
      values[LAR_INDEX.uli] = uli
      line = values.join('|')
      if (ids.includes('S300')) line = `3${line.slice(1)}`
    }
    previousLine = line
    previousUli = uli
    previousAmount = amount
    previousDate = values[LAR_INDEX.actionTakenDate] ?? ''
    yield line
  }
}

/** The file as text chunks of `rowsPerChunk` rows, each row ending with a line feed. */
export function* generateLarChunks(
  options: GenerateOptions,
  rowsPerChunk = 2_000,
): Generator<string> {
  let batch: string[] = []
  for (const line of generateLarLines(options)) {
    batch.push(line)
    if (batch.length >= rowsPerChunk) {
      yield `${batch.join('\n')}\n`
      batch = []
    }
  }
  if (batch.length > 0) yield `${batch.join('\n')}\n`
}

/** The whole file as one string (small files, tests). */
export function generateLarText(options: GenerateOptions): string {
  return [...generateLarChunks(options)].join('')
}

/**
 * The Datasets screen's state: what the user chose (geography, institutions, up to two variables
 * with values), kept in the page URL in the reference site's format so shared links keep working:
 *
 *   /data-browser/data/{year}?category=states&items=AL,AK&leis=LEI1,LEI2&{variable}=v1,v2&getDetails=1
 *
 * plus the arithmetic of the summary table (shares, averages, totals, denial rates) and its CSV.
 * Pure functions only; the screen wires them to the router and the API.
 */
import {
  CATEGORIES,
  variableByKey,
  variablesForYear,
  type AggregationRow,
  type Category,
  type DataBrowserQuery,
  type VariableChoice,
} from '@/lib/api/dataBrowser'
import { csvCode, csvRow } from '@/lib/csv'

export const MAX_VARIABLES = 2

export interface Selection {
  category: Category | null
  /** State abbreviations, MSA/MD codes or county FIPS codes; empty for nationwide. */
  items: string[]
  leis: string[]
  /** In the order chosen; a variable may have no values ticked yet. */
  variables: VariableChoice[]
}

export const EMPTY_SELECTION: Selection = { category: null, items: [], leis: [], variables: [] }

export interface Parsed {
  selection: Selection
  /** What could not be kept, in words (shown to the user). */
  dropped: string[]
}

const ITEM_FORMAT: Record<Exclude<Category, 'nationwide'>, RegExp> = {
  states: /^[A-Z]{2}$/,
  msamds: /^\d{5}$/,
  counties: /^\d{5}$/,
}
const CATEGORY_NOUN: Record<Exclude<Category, 'nationwide'>, string> = {
  states: 'state',
  msamds: 'MSA/MD',
  counties: 'county',
}
const LEI = /^[A-Z0-9]{20}$/
const RESERVED = new Set(['category', 'items', 'leis', 'getDetails'])

const splitList = (text: string | null) =>
  text === null
    ? []
    : text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
const unique = (list: string[]) => [...new Set(list)]

/** Reads a page URL's query (`?category=…`) for `year`, dropping (and listing) what is invalid. */
export function parseSearch(search: string, year: string): Parsed {
  const params = new URLSearchParams(search)
  const dropped: string[] = []
  const rawCategory = params.get('category')
  let category: Category | null = null
  if (rawCategory !== null) {
    if ((CATEGORIES as readonly string[]).includes(rawCategory)) category = rawCategory as Category
    else if (rawCategory)
      dropped.push(`geography type “${rawCategory}” (not one the Data Browser offers)`)
  }
  let items: string[] = []
  if (category && category !== 'nationwide') {
    const format = ITEM_FORMAT[category]
    for (const raw of unique(splitList(params.get('items')))) {
      const item = category === 'states' ? raw.toUpperCase() : raw
      if (format.test(item)) items.push(item)
      else dropped.push(`${CATEGORY_NOUN[category]} “${raw}” (not a valid code)`)
    }
    items = unique(items)
  }
  const leis: string[] = []
  for (const raw of unique(splitList(params.get('leis')))) {
    const lei = raw.toUpperCase()
    if (LEI.test(lei)) leis.push(lei)
    else dropped.push(`institution “${raw}” (an LEI has 20 letters and digits)`)
  }
  const variables: VariableChoice[] = []
  for (const key of unique([...params.keys()])) {
    if (RESERVED.has(key)) continue
    const variable = variableByKey(year, key)
    if (!variable) {
      dropped.push(`variable “${key}” (not in the ${year} data)`)
      continue
    }
    if (variables.length === MAX_VARIABLES) {
      dropped.push(`variable ${variable.label} (at most ${MAX_VARIABLES} variables)`)
      continue
    }
    const values: string[] = []
    for (const raw of unique(splitList(params.get(key)))) {
      const known = variable.values.find((v) => v.value.toLowerCase() === raw.toLowerCase())
      if (known) values.push(known.value)
      else dropped.push(`${variable.label} “${raw}” (not a ${year} value)`)
    }
    variables.push({ key, values: unique(values) })
  }
  return { selection: { category, items, leis: unique(leis), variables }, dropped }
}

/** Enough to ask for the summary table: a geography and ≥ 1 variable, each with values. */
export function isComplete(s: Selection): boolean {
  if (!s.category) return false
  if (s.category !== 'nationwide' && s.items.length === 0) return false
  return s.variables.length > 0 && s.variables.every((v) => v.values.length > 0)
}

const encodeList = (values: readonly string[]) => values.map((v) => encodeURIComponent(v)).join(',')

/** The page URL's query for `s` (without "?"); values percent-encoded, commas kept. */
export function toSearch(s: Selection): string {
  const parts: string[] = []
  if (s.category) parts.push(`category=${s.category}`)
  if (s.category && s.category !== 'nationwide' && s.items.length)
    parts.push(`items=${encodeList(s.items)}`)
  if (s.leis.length) parts.push(`leis=${encodeList(s.leis)}`)
  for (const v of s.variables) parts.push(`${v.key}=${encodeList(v.values)}`)
  if (isComplete(s)) parts.push('getDetails=1')
  return parts.join('&')
}

/** The API query for `s` in `year`, or null while incomplete. */
export function toQuery(year: string, s: Selection): DataBrowserQuery | null {
  if (!isComplete(s) || !s.category) return null
  return {
    year,
    category: s.category,
    items: s.category === 'nationwide' ? [] : s.items,
    leis: s.leis,
    variables: s.variables.map((v) => ({ key: v.key, values: v.values })),
  }
}

/**
 * The selection carried to `toYear`: variables and values the year lacks are dropped and
 * listed; with `knownItems` (the year's geography codes) and `knownLeis` (its filers), unknown
 * items and institutions too. Never sends a value the year lacks.
 */
export function switchYear(
  s: Selection,
  toYear: string,
  known: { items?: ReadonlySet<string>; leis?: ReadonlySet<string> } = {},
): Parsed {
  const dropped: string[] = []
  const variables: VariableChoice[] = []
  for (const v of s.variables) {
    const variable = variableByKey(toYear, v.key)
    if (!variable) {
      dropped.push(`variable “${v.key}” (not in the ${toYear} data)`)
      continue
    }
    const values = v.values.filter((value) => {
      const ok = variable.values.some((x) => x.value === value)
      if (!ok) dropped.push(`${variable.label} “${value}” (not a ${toYear} value)`)
      return ok
    })
    variables.push({ key: v.key, values })
  }
  let items = s.items
  if (known.items && s.category && s.category !== 'nationwide') {
    const noun = CATEGORY_NOUN[s.category]
    items = s.items.filter((item) => {
      const ok = known.items?.has(item) ?? true
      if (!ok) dropped.push(`${noun} ${item} (not in the ${toYear} list)`)
      return ok
    })
  }
  let leis = s.leis
  if (known.leis)
    leis = s.leis.filter((lei) => {
      const ok = known.leis?.has(lei) ?? true
      if (!ok) dropped.push(`institution ${lei} (no ${toYear} records in this geography)`)
      return ok
    })
  return { selection: { ...s, items, leis, variables }, dropped }
}

/** The year a switch left and its selection (its search, without "?"). */
export interface YearRestore {
  year: string
  search: string
}

/**
 * The selection for a switch to `toYear`: back to the year just left (`restore`), its selection
 * as it was, places and institutions the other year lacked included; otherwise `switchYear`.
 */
export function yearSwitch(s: Selection, toYear: string, restore?: YearRestore): Parsed {
  if (restore?.year === toYear)
    return { selection: parseSearch(restore.search, toYear).selection, dropped: [] }
  return switchYear(s, toYear)
}

/* ---- the summary table ---- */

export interface SummaryRow {
  values: Record<string, string>
  count: number
  sum: number
  /** Share of the selection's records, 0–100; null when the selection has no records. */
  share: number | null
  /** Average loan amount; null without records. */
  average: number | null
}

export interface Summary {
  rows: SummaryRow[]
  total: { count: number; sum: number; average: number | null }
}

export function summarize(rows: readonly AggregationRow[]): Summary {
  const count = rows.reduce((n, r) => n + r.count, 0)
  const sum = rows.reduce((n, r) => n + r.sum, 0)
  return {
    rows: rows.map((r) => ({
      values: r.values,
      count: r.count,
      sum: r.sum,
      share: count ? (r.count / count) * 100 : null,
      average: r.count ? r.sum / r.count : null,
    })),
    total: { count, sum, average: count ? sum / count : null },
  }
}

export type SortColumn = string // a variable key, or 'count' | 'share' | 'sum' | 'average'
export type SortDirection = 'ascending' | 'descending'

/** Rows sorted by a variable (in the variable's listing order) or by a number column. */
export function sortRows(
  rows: readonly SummaryRow[],
  year: string,
  column: SortColumn,
  direction: SortDirection,
): SummaryRow[] {
  const sign = direction === 'ascending' ? 1 : -1
  const variable = variableByKey(year, column)
  const rank = (row: SummaryRow) => {
    if (variable) return variable.values.findIndex((v) => v.value === row.values[column])
    const value = row[column as 'count' | 'share' | 'sum' | 'average']
    return value ?? -Infinity
  }
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * (rank(a.row) - rank(b.row)) || a.index - b.index)
    .map((x) => x.row)
}

/** The display name of a value ("3" → "Application denied"). */
export const valueName = (year: string, key: string, value: string): string =>
  variableByKey(year, key)?.values.find((v) => v.value === value)?.name ?? value

export const formatCount = (n: number) => n.toLocaleString('en-US')
export const formatDollars = (n: number | null) =>
  n === null ? '—' : `$${Math.round(n).toLocaleString('en-US')}`
export const formatPercent = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}%`)

/** The selection's columns of the summary CSV, the same on every line so each row stands alone. */
const SELECTION_COLUMNS = ['Source', 'Year', 'Geography', 'Geography codes', 'Institutions (LEI)']

/**
 * The summary table as CSV text: the selection it is for (source, year, geography and its codes,
 * institutions), then the same columns and figures as on screen, plus totals. Codes and LEIs are
 * written with csvCode so a spreadsheet keeps 01001 as 01001.
 */
export function summaryCsv(query: DataBrowserQuery, summary: Summary): string {
  const { year } = query
  const keys = query.variables.map((v) => v.key)
  const selection = [
    'HMDA Data Browser',
    year,
    query.category === 'nationwide' ? 'Nationwide' : CATEGORY_NOUN[query.category],
    csvCode(query.items.join('; ')),
    query.leis.length ? csvCode(query.leis.join('; ')) : 'All institutions',
  ]
  const header = [
    ...SELECTION_COLUMNS,
    ...keys.map((k) => variableByKey(year, k)?.label ?? k),
    'Records',
    '% of selection',
    'Total loan amount ($)',
    'Average loan amount ($)',
  ]
  const number = (n: number | null) => (n === null ? '' : String(Math.round(n)))
  const lines = [csvRow(header)]
  for (const row of summary.rows)
    lines.push(
      csvRow([
        ...selection,
        ...keys.map((k) => valueName(year, k, row.values[k] ?? '')),
        String(row.count),
        row.share === null ? '' : row.share.toFixed(2),
        number(row.sum),
        number(row.average),
      ]),
    )
  lines.push(
    csvRow([
      ...selection,
      'Total',
      ...keys.slice(1).map(() => ''),
      String(summary.total.count),
      summary.total.count ? '100.00' : '',
      number(summary.total.sum),
      number(summary.total.average),
    ]),
  )
  return `${lines.join('\r\n')}\r\n`
}

/**
 * An institution as listed in the Institutions step: name, LEI and record count, so lenders with
 * the same name can be told apart (and the LEI typed in the box matches what is shown).
 */
export const institutionLabel = (f: { name: string; lei: string; count: number }): string =>
  `${f.name} (LEI ${f.lei}, ${formatCount(f.count)} records)`

/** At most this many geography codes go into a file name; more are counted. */
const NAME_CODES = 4

/**
 * The summary CSV's file name, with the year, the geography and its codes, the institutions and
 * the variables, so tables of two counties (or lenders) save under different names:
 * `hmda-2024-counties-01001-06037-summary-actions_taken.csv`.
 */
export function summaryFileName(query: DataBrowserQuery): string {
  const codes = query.items.slice(0, NAME_CODES)
  const more = query.items.length - codes.length
  const parts = [
    'hmda',
    query.year,
    query.category,
    ...codes,
    ...(more > 0 ? [`and-${more}-more`] : []),
    ...(query.leis.length === 1
      ? [`lei-${query.leis[0]}`]
      : query.leis.length > 1
        ? [`${query.leis.length}-institutions`]
        : []),
    'summary',
    ...query.variables.map((v) => v.key),
  ]
  return `${parts.join('-').replace(/[^A-Za-z0-9_-]/g, '')}.csv`
}

/* ---- denial rates ---- */

export const ACTIONS_KEY = 'actions_taken'
/** Applications with a decision: originated (1), approved but not accepted (2), denied (3). */
export const DECISION_CODES = ['1', '2', '3'] as const
export const DENIED_CODE = '3'

export interface DenialRate {
  /** The other variable's value, or null when action taken is the only variable. */
  value: string | null
  denied: number
  decided: number
  /** denied ÷ decided × 100; null when there were no decisions. */
  rate: number | null
}

export type DenialRates =
  | { status: 'none' } // action taken is not a variable
  | { status: 'missing'; codes: string[] } // some of 1, 2, 3 are not ticked
  | { status: 'ok'; otherKey: string | null; rates: DenialRate[] }

/**
 * Denial rate = applications denied (action 3) ÷ applications with a decision (actions 1, 2
 * and 3), per value of the other variable. Withdrawn (4), incomplete (5), purchased loans (6) and
 * preapproval requests (7, 8) are not applications decided by the institution, so they count in
 * neither. Needs actions 1, 2 and 3 all ticked.
 */
export function denialRates(
  rows: readonly AggregationRow[],
  variables: readonly VariableChoice[],
): DenialRates {
  const actions = variables.find((v) => v.key === ACTIONS_KEY)
  if (!actions) return { status: 'none' }
  const missing = DECISION_CODES.filter((c) => !actions.values.includes(c))
  if (missing.length) return { status: 'missing', codes: missing }
  const other = variables.find((v) => v.key !== ACTIONS_KEY) ?? null
  const groups = other ? other.values : [null]
  const rates = groups.map((value) => {
    let denied = 0
    let decided = 0
    for (const row of rows) {
      if (other && row.values[other.key] !== value) continue
      const action = row.values[ACTIONS_KEY] ?? ''
      if ((DECISION_CODES as readonly string[]).includes(action)) decided += row.count
      if (action === DENIED_CODE) denied += row.count
    }
    return { value, denied, decided, rate: decided ? (denied / decided) * 100 : null }
  })
  return { status: 'ok', otherKey: other?.key ?? null, rates }
}

/* ---- downloads ---- */

export const EXCEL_ROW_LIMIT = 1_048_576

/**
 * Rows the geography-only CSV will hold. Exact from the filers of the geography (their record
 * counts there): the chosen institutions' counts, or all of them. Without that list, the
 * published record count of each chosen area (null when unknown, and for nationwide).
 */
export function expectedGeographyRows(
  s: Selection,
  counts: Record<string, number> | null,
  filerCounts: ReadonlyMap<string, number> | null,
): number | null {
  if (filerCounts) {
    let n = 0
    if (s.leis.length) for (const lei of s.leis) n += filerCounts.get(lei) ?? 0
    else for (const c of filerCounts.values()) n += c
    return n
  }
  if (s.leis.length || s.category === 'nationwide' || !counts) return null
  let n = 0
  for (const item of s.items) {
    const c = counts[item]
    if (c === undefined) return null
    n += c
  }
  return n
}

/** Keys of the variables of `year`, for tests and the screen. */
export const variableKeys = (year: string) => variablesForYear(year).map((v) => v.key)

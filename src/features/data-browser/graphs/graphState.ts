/**
 * Pure shaping of a quarterly graph for the screen: the quarters it covers, the URL state
 * (`periodLow`, `periodHigh`, `visibleSeries`, as the reference site writes them), the rows and
 * columns actually shown (chart, table, CSV and image all use the same `shownData`), and the
 * quarterly filers table (sorting, CSV).
 */
import { csvCode, csvRow } from '@/lib/csv'
import type { Graph, GraphInfo, QuarterlyFilers } from '@/lib/api/quarterly'

export interface GraphView {
  periodLow: string
  periodHigh: string
  visibleSeries: string[]
}

export interface ViewProblems {
  /** Names from `visibleSeries` that this graph does not have. */
  unknownSeries: string[]
  /** A period in the URL that the graph does not cover (then the nearest end is used). */
  badPeriods: string[]
}

const QUARTER = /^(\d{4})-Q([1-4])$/

/** Sort key of a `YYYY-Qn` quarter (NaN when malformed). */
export const quarterKey = (x: string) => {
  const m = QUARTER.exec(x)
  return m ? Number(m[1]) * 4 + Number(m[2]) - 1 : NaN
}

/** Every quarter of any series, in order. */
export function graphQuarters(graph: Graph): string[] {
  const set = new Set<string>()
  for (const s of graph.series) for (const c of s.coordinates) set.add(c.x)
  return [...set].sort((a, b) => quarterKey(a) - quarterKey(b))
}

/** The view a URL asks for, checked against the graph; anything unusable falls back. */
export function readGraphView(
  params: URLSearchParams,
  quarters: readonly string[],
  seriesNames: readonly string[],
): { view: GraphView; problems: ViewProblems } {
  const problems: ViewProblems = { unknownSeries: [], badPeriods: [] }
  const first = quarters[0] ?? ''
  const last = quarters.at(-1) ?? ''
  const period = (name: string, fallback: string) => {
    const value = params.get(name)
    if (value === null || value === '') return fallback
    if (quarters.includes(value)) return value
    problems.badPeriods.push(value)
    return fallback
  }
  let periodLow = period('periodLow', first)
  let periodHigh = period('periodHigh', last)
  if (quarterKey(periodLow) > quarterKey(periodHigh))
    [periodLow, periodHigh] = [periodHigh, periodLow]
  const raw = params.get('visibleSeries')
  let visibleSeries = [...seriesNames]
  if (raw !== null) {
    const asked = raw === '' ? [] : raw.split(',').map((s) => s.trim())
    problems.unknownSeries = asked.filter((s) => s && !seriesNames.includes(s))
    visibleSeries = seriesNames.filter((s) => asked.includes(s))
  }
  return { view: { periodLow, periodHigh, visibleSeries }, problems }
}

/** The URL search for a view (all three parameters, as the reference site writes them). */
export function graphViewSearch(view: GraphView): string {
  const params = new URLSearchParams()
  params.set('periodLow', view.periodLow)
  params.set('periodHigh', view.periodHigh)
  params.set('visibleSeries', view.visibleSeries.join(','))
  // keep the commas and slashes readable, as in the reference links
  return `?${params.toString().replace(/%2C/g, ',').replace(/%2F/g, '/')}`
}

export interface ShownData {
  quarters: string[]
  series: { name: string; values: (number | null)[] }[]
}

/** The quarters within the period range and the visible series' values (null = suppressed). */
export function shownData(graph: Graph, view: GraphView): ShownData {
  const low = quarterKey(view.periodLow)
  const high = quarterKey(view.periodHigh)
  const quarters = graphQuarters(graph).filter((q) => {
    const k = quarterKey(q)
    return k >= low && k <= high
  })
  const series = graph.series
    .filter((s) => view.visibleSeries.includes(s.name))
    .map((s) => {
      const byX = new Map(s.coordinates.map((c) => [c.x, c.y]))
      return { name: s.name, values: quarters.map((q) => byX.get(q) ?? null) }
    })
  return { quarters, series }
}

/** A value with the graph's decimals, grouped for reading ("1,234,567", "4.125"). */
export function formatValue(value: number | null, decimals: number): string {
  if (value === null) return 'Not shown'
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
}

/** The shown data as CSV: a row per quarter, a column per visible series (blank = suppressed). */
export function shownCsv(graph: Graph, data: ShownData): string {
  const lines = [csvRow([graph.xLabel || 'Year Quarter', ...data.series.map((s) => s.name)])]
  data.quarters.forEach((q, i) =>
    lines.push(
      csvRow([
        q,
        ...data.series.map((s) => {
          const v = s.values[i]
          return v === null || v === undefined ? '' : v.toFixed(graph.decimalPrecision)
        }),
      ]),
    ),
  )
  return `${lines.join('\r\n')}\r\n`
}

/** The graph list grouped by category, categories in the order they first appear. */
export function graphsByCategory(graphs: readonly GraphInfo[]): [string, GraphInfo[]][] {
  const groups = new Map<string, GraphInfo[]>()
  for (const g of graphs) {
    const list = groups.get(g.category) ?? []
    list.push(g)
    groups.set(g.category, list)
  }
  return [...groups]
}

/* ---- loan purpose: the service repeats each graph for home purchase and refinance loans ---- */

export type LoanPurpose = 'all' | 'home' | 'refinance'

export const LOAN_PURPOSES: readonly { value: LoanPurpose; label: string }[] = [
  { value: 'all', label: 'All loan purposes' },
  { value: 'home', label: 'Home purchase' },
  { value: 'refinance', label: 'Refinance' },
]

const PURPOSE_SUFFIX = /-loan-purpose-(home|refinance)$/

/** The loan purpose of a graph, read from its endpoint (`dti-loan-purpose-home` → home). */
export function loanPurposeOf(endpoint: string | undefined): LoanPurpose {
  const m = endpoint ? PURPOSE_SUFFIX.exec(endpoint) : null
  return m?.[1] === 'home' || m?.[1] === 'refinance' ? m[1] : 'all'
}

/** The graphs of one loan purpose, in the list's order. */
export function graphsForPurpose(graphs: readonly GraphInfo[], purpose: LoanPurpose): GraphInfo[] {
  return graphs.filter((g) => loanPurposeOf(g.endpoint) === purpose)
}

/**
 * The endpoint of the same graph for another loan purpose (`dti` → `dti-loan-purpose-home`);
 * when the list has no such graph, the first graph of that purpose ('' when there is none).
 */
export function sameGraphFor(
  graphs: readonly GraphInfo[],
  endpoint: string,
  purpose: LoanPurpose,
): string {
  const base = endpoint.replace(PURPOSE_SUFFIX, '')
  const wanted = purpose === 'all' ? base : `${base}-loan-purpose-${purpose}`
  if (graphs.some((g) => g.endpoint === wanted)) return wanted
  return graphsForPurpose(graphs, purpose)[0]?.endpoint ?? ''
}

/** Whether an address lacks any of the view's parameters (then it is replaced by a full one). */
export function missingViewParams(params: URLSearchParams): boolean {
  return ['periodLow', 'periodHigh', 'visibleSeries'].some((name) => !params.has(name))
}

/** The latest year of the graph periods (the filers table is asked for that year). */
export function latestYear(graph: Graph): string | null {
  const last = graphQuarters(graph).at(-1)
  return last ? last.slice(0, 4) : null
}

/* ---- quarterly filers ---- */

export type FilerSortKey = 'name' | 'agency' | `year:${string}`
export interface FilerSort {
  key: FilerSortKey
  descending: boolean
}

export interface FilerRow {
  lei: string
  name: string
  agency: string
  counts: number[]
}

export interface FilerTable {
  years: string[]
  rows: FilerRow[]
  /** All HMDA filers' records per year. */
  totals: number[]
  /** Sum of the quarterly filers' records per year. */
  quarterlyTotals: number[]
}

export function filerTable(data: QuarterlyFilers, sort: FilerSort): FilerTable {
  const years = data.yearly.map((y) => y.year).sort((a, b) => Number(b) - Number(a))
  const rows = data.quarterly.map((f) => ({
    lei: f.lei,
    name: f.name,
    agency: f.agency,
    counts: years.map((y) => f.larCounts.find((c) => c.year === y)?.count ?? 0),
  }))
  const yearIndex = sort.key.startsWith('year:') ? years.indexOf(sort.key.slice(5)) : -1
  const direction = sort.descending ? -1 : 1
  rows.sort((a, b) => {
    let order = 0
    if (yearIndex >= 0) order = (a.counts[yearIndex] ?? 0) - (b.counts[yearIndex] ?? 0)
    else if (sort.key === 'agency') order = a.agency.localeCompare(b.agency)
    if (order === 0) order = a.name.localeCompare(b.name)
    return order * direction
  })
  return {
    years,
    rows,
    totals: years.map((y) => data.yearly.find((t) => t.year === y)?.count ?? 0),
    quarterlyTotals: years.map((_, i) => rows.reduce((sum, r) => sum + (r.counts[i] ?? 0), 0)),
  }
}

export function filerCsv(table: FilerTable): string {
  const lines = [
    csvRow(['LEI', 'Institution', 'Agency', ...table.years.map((y) => `${y} records`)]),
  ]
  for (const r of table.rows)
    lines.push(csvRow([csvCode(r.lei), r.name, r.agency, ...r.counts.map(String)]))
  lines.push(csvRow(['', 'All quarterly filers', '', ...table.quarterlyTotals.map(String)]))
  lines.push(csvRow(['', 'All HMDA filers', '', ...table.totals.map(String)]))
  return `${lines.join('\r\n')}\r\n`
}

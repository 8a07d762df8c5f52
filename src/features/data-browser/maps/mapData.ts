/**
 * The Maps screen's model, free of React: the compact base data of public/data/maps/ (written by
 * scripts/data/build-maps.mjs), the records-per-1,000-people metric, the legend's bins and the
 * page URL's state (`?geography=&variable=&value=&filter=&filtervalue=&feature=`).
 */
import { queryOptions } from '@tanstack/react-query'
import { getJson } from '@/lib/api/client'
import { csvUrl, type DataBrowserQuery } from '@/lib/api/dataBrowser'
import { VARIABLES_2018_ON } from '@/lib/api/dataBrowserVariables'
import { toSearch } from '../datasets/selection'

export const MAPS_BASE = '/data/maps'
/** Size of the us-atlas Albers USA outlines (see geometry.ts). */
export const MAP_WIDTH = 975
export const MAP_HEIGHT = 610
export type Geography = 'state' | 'county'
export const GEOGRAPHIES: readonly Geography[] = ['state', 'county']

export interface MapVariable {
  /** camelCase id of the base data and the page URL, e.g. 'actionTaken'. */
  id: string
  /** The Data Browser API's parameter, e.g. 'actions_taken'. */
  apiKey: string
  label: string
  values: { value: string; name: string }[]
  /** Index of its first value in each feature's count list. */
  offset: number
}

export interface MapData {
  year: string
  geography: Geography
  variables: MapVariable[]
  /** Feature key (state abbreviation or 5-digit county FIPS; 'NA' = none) → counts. */
  features: Map<string, number[]>
  /**
   * Names (upper case, from a newer county list) of the counties the data have but the year's
   * county list does not (e.g. Alaska's 02063 and 02066, created in 2019, in the 2022 data).
   */
  names: Map<string, string>
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

export function parseMapData(raw: unknown): MapData {
  if (!isObject(raw) || !Array.isArray(raw.variables) || !isObject(raw.features))
    throw new TypeError('The maps data file is not in the expected format.')
  if (raw.geography !== 'state' && raw.geography !== 'county')
    throw new TypeError('The maps data file names no geography (state or county).')
  let offset = 0
  const variables = raw.variables.map((v: unknown): MapVariable => {
    if (!Array.isArray(v) || typeof v[0] !== 'string' || !Array.isArray(v[2]))
      throw new TypeError('A variable of the maps data file is not in the expected format.')
    const [id, apiKey, values] = v as [string, string, string[]]
    const known = VARIABLES_2018_ON.find((k) => k.key === apiKey)
    const out: MapVariable = {
      id,
      apiKey,
      label: known?.label ?? id,
      values: values.map((value) => ({
        value,
        name: known?.values.find((k) => k.value === value)?.name ?? value,
      })),
      offset,
    }
    offset += values.length
    return out
  })
  const features = new Map<string, number[]>()
  for (const [key, counts] of Object.entries(raw.features)) {
    if (!Array.isArray(counts) || counts.length !== offset)
      throw new TypeError(`The counts of ${key} in the maps data file are not complete.`)
    features.set(key, counts as number[])
  }
  const names = new Map<string, string>()
  if (raw.names !== undefined) {
    if (!isObject(raw.names))
      throw new TypeError('The county names of the maps data file are not in the expected format.')
    for (const [key, name] of Object.entries(raw.names))
      if (typeof name === 'string') names.set(key, name)
  }
  return { year: String(raw.year), geography: raw.geography, variables, features, names }
}

/** The base data of one year and geography (a public file: kept for the feature's visit). */
export const mapDataQuery = (year: string, geography: Geography) =>
  queryOptions({
    queryKey: ['data-browser', 'maps-data', year, geography],
    queryFn: ({ signal }) =>
      getJson(`${MAPS_BASE}/${year}/${geography}.json`, parseMapData, { signal }),
    staleTime: Infinity,
  })

export const findVariable = (data: MapData, id: string) => data.variables.find((v) => v.id === id)

/** Records of `feature` with `variable` = `value` (0 when absent); null for an unknown variable/value. */
export function countOf(data: MapData, feature: string, variable: string, value: string) {
  const v = findVariable(data, variable)
  const i = v ? v.values.findIndex((x) => x.value === value) : -1
  if (!v || i < 0) return null
  return data.features.get(feature)?.[v.offset + i] ?? 0
}

/** Index of `variable` = `value` in every feature's count list; null for an unknown pair. */
export function countIndex(data: MapData, variable: string, value: string): number | null {
  const v = findVariable(data, variable)
  const i = v ? v.values.findIndex((x) => x.value === value) : -1
  return v && i >= 0 ? v.offset + i : null
}

/** All records of `feature` (each variable's counts sum to it; the first variable is used). */
export function totalOf(data: MapData, feature: string): number {
  const counts = data.features.get(feature)
  const first = data.variables[0]
  if (!counts || !first) return 0
  return counts.slice(first.offset, first.offset + first.values.length).reduce((a, b) => a + b, 0)
}

/** "GREENWOOD COUNTY" → "Greenwood County"; "ST. MARY'S" → "St. Mary's"; "O'BRIEN" → "O'Brien". */
export const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(^|[\s\-/(.])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase())
    .replace(
      /(^|\s)(\p{L})'(\p{L})/gu,
      (_, p: string, a: string, c: string) => `${p}${a}'${c.toUpperCase()}`,
    )

/** Records per 1,000 people, rounded to 2 decimals; null without a population. */
export function perThousand(count: number, population: number | undefined): number | null {
  if (!population || population <= 0) return null
  return Math.round((count / population) * 1000 * 100) / 100
}

/* ---- legend ---- */

/** ColorBrewer "Blues" (5 classes): sequential, colour-blind safe, light = few, dark = many. */
export const PALETTE = ['#eff3ff', '#bdd7e7', '#6baed6', '#3182bd', '#08519c'] as const
export const NO_DATA_COLOR = '#d9d9d9'

export interface Bin {
  /** Inclusive lower and upper bounds. */
  min: number
  max: number
  color: string
  label: string
}

const fmt2 = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Up to 5 quantile bins over the non-null `values` (bins without distinct values are merged).
 * When many equal values (typically zeros) collapse the quantiles into fewer bins than there are
 * distinct values, the breaks are taken over the distinct values instead, so a map where most
 * features have no records still shows the differences between the others.
 */
export function makeBins(values: readonly (number | null)[]): Bin[] {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  const edges = quantileEdges(sorted)
  const distinct = sorted.filter((v, i) => i === 0 || v !== sorted[i - 1])
  const best =
    edges.length - 1 < Math.min(PALETTE.length, distinct.length - 1)
      ? quantileEdges(distinct)
      : edges
  const n = Math.max(1, best.length - 1)
  const lo = best[0]
  if (lo === undefined) return []
  const bins: Bin[] = []
  for (let i = 0; i < n; i++) {
    const min = best[i] ?? lo
    const max = best[i + 1] ?? min
    // Spread the colours over the whole palette when there are fewer bins than colours; one bin
    // of zeros is the lightest colour, one bin of anything else the darkest.
    const shade =
      n === 1
        ? max > 0
          ? PALETTE.length - 1
          : 0
        : Math.round((i * (PALETTE.length - 1)) / (n - 1))
    bins.push({
      min,
      max,
      color: PALETTE[shade] ?? NO_DATA_COLOR,
      label: `${fmt2(min)} – ${fmt2(max)}`,
    })
  }
  return bins
}

/** Lower bound, the inner quantile breaks that are distinct, upper bound; [] without values. */
function quantileEdges(sorted: readonly number[]): number[] {
  const lo = sorted[0]
  const hi = sorted[sorted.length - 1]
  if (lo === undefined || hi === undefined) return []
  const edges = [lo]
  let last = lo
  for (let k = 1; k < PALETTE.length; k++) {
    const q = sorted[Math.floor((k * sorted.length) / PALETTE.length)] ?? hi
    if (q > last && q < hi) {
      edges.push(q)
      last = q
    }
  }
  edges.push(hi)
  return edges
}

/** The bin of `value`: lower bound inclusive, upper bound exclusive except for the last bin. */
export function binOf(bins: readonly Bin[], value: number | null): Bin | null {
  if (value === null) return null
  for (const [i, bin] of bins.entries()) {
    const next = bins[i + 1]
    if (value >= bin.min && (next ? value < next.min : value <= bin.max)) return bin
  }
  return null
}

/* ---- URL state ---- */

export interface MapState {
  geography: Geography
  variable: string
  value: string
  filter: string | null
  filterValue: string | null
  feature: string | null
}

export const DEFAULT_STATE: MapState = {
  geography: 'state',
  variable: 'actionTaken',
  value: '1',
  filter: null,
  filterValue: null,
  feature: null,
}

/** Reads the page URL; unknown parts fall back to the defaults and are named in `dropped`. */
export function parseMapSearch(search: string): { state: MapState; dropped: string[] } {
  const p = new URLSearchParams(search)
  const dropped: string[] = []
  const state: MapState = { ...DEFAULT_STATE }
  const geography = p.get('geography')
  if (geography === 'state' || geography === 'county') state.geography = geography
  else if (geography) dropped.push(`geography “${geography}” (use state or county)`)
  const variable = p.get('variable')
  const known = (id: string) => MAPS_VARIABLES.find((v) => v.id === id)
  if (variable) {
    const v = known(variable)
    if (v) {
      state.variable = variable
      const value = p.get('value')
      if (value && v.values.includes(value)) state.value = value
      else {
        state.value = v.values[0] ?? ''
        if (value) dropped.push(`value “${value}” (not one of ${v.label})`)
      }
    } else dropped.push(`variable “${variable}” (not one the maps offer)`)
  }
  const filter = p.get('filter')
  const filterValue = p.get('filtervalue')
  if (filter && known(filter) && filter !== state.variable && filterValue) {
    if (known(filter)?.values.includes(filterValue)) {
      state.filter = filter
      state.filterValue = filterValue
    } else dropped.push(`filter value “${filterValue}”`)
  } else if (filter) dropped.push(`filter “${filter}”`)
  const feature = p.get('feature')
  if (feature) {
    if (state.geography === 'state' ? /^[A-Z]{2}$/.test(feature) : /^\d{5}$/.test(feature))
      state.feature = feature
    else dropped.push(`feature “${feature}” (not a ${state.geography} code)`)
  }
  return { state, dropped }
}

/** The page URL's query for `s` (without "?"), in the reference order. */
export function toMapSearch(s: MapState): string {
  const p = new URLSearchParams()
  p.set('geography', s.geography)
  p.set('variable', s.variable)
  p.set('value', s.value)
  if (s.filter && s.filterValue) {
    p.set('filter', s.filter)
    p.set('filtervalue', s.filterValue)
  }
  if (s.feature) p.set('feature', s.feature)
  return p.toString()
}

/** The 12 map variables (camelCase id ↔ API key), with their values in the site's order. */
export const MAPS_VARIABLES: readonly {
  id: string
  apiKey: string
  label: string
  values: string[]
  options: { value: string; name: string }[]
}[] = (
  [
    ['actionTaken', 'actions_taken'],
    ['loanType', 'loan_types'],
    ['loanPurpose', 'loan_purposes'],
    ['ethnicity', 'ethnicities'],
    ['race', 'races'],
    ['sex', 'sexes'],
    ['age', 'ageapplicant'],
    ['lienStatus', 'lien_statuses'],
    ['constructionMethod', 'construction_methods'],
    ['totalUnits', 'total_units'],
    ['loanProduct', 'loan_products'],
    ['dwellingCategory', 'dwelling_categories'],
  ] as const
).map(([id, apiKey]) => {
  const v = VARIABLES_2018_ON.find((k) => k.key === apiKey)
  const options = v?.values.map((x) => ({ value: x.value, name: x.name })) ?? []
  return { id, apiKey, label: v?.label ?? id, values: options.map((x) => x.value), options }
})

/* ---- links for a feature ---- */

function queryFor(year: string, s: MapState, feature: string): DataBrowserQuery {
  const api = (id: string) => MAPS_VARIABLES.find((v) => v.id === id)?.apiKey ?? id
  const variables = [{ key: api(s.variable), values: [s.value] }]
  if (s.filter && s.filterValue) variables.push({ key: api(s.filter), values: [s.filterValue] })
  return {
    year,
    category: s.geography === 'state' ? 'states' : 'counties',
    items: [feature],
    leis: [],
    variables,
  }
}

/** The Datasets screen for exactly this feature and selection. */
export function datasetsLink(year: string, s: MapState, feature: string): string {
  const q = queryFor(year, s, feature)
  return `/data-browser/data/${year}?${toSearch({ category: q.category, items: q.items, leis: [], variables: q.variables })}`
}

/** The Data Browser API's CSV for exactly this feature and selection. */
export const featureCsvUrl = (base: string, year: string, s: MapState, feature: string) =>
  csvUrl(base, queryFor(year, s, feature))

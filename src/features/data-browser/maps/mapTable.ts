/**
 * The Maps table's model, free of React: the features of a view with their names, the rows of a
 * selection, the search, the sort and the CSV of the rows.
 */
import type { County, Population, State } from '@/lib/api/geography'
import { filteredCount, type MapFilterCounts } from '@/lib/api/mapsFilters'
import { csvCode, csvRow } from '@/lib/csv'
import {
  countIndex,
  perThousand,
  titleCase,
  totalOf,
  type Geography,
  type MapData,
} from './mapData'

export interface Feature {
  /** Key of the base data: state abbreviation or county FIPS. */
  key: string
  /** Id of the outline: state or county FIPS. */
  geoId: string
  name: string
  /** Postal abbreviation and name of its state ('' when the code names no state). */
  state: string
  stateName: string
  population: number | null
}

export interface Row extends Feature {
  count: number
  total: number
  rate: number | null
}

/** The second filter as applied to the numbers: its variable, value and the filter file. */
export interface AppliedFilter {
  variable: string
  value: string
  counts: MapFilterCounts
}

export interface Features {
  /** Every feature of the base data (without 'NA' and other non-codes), in key order. */
  features: Feature[]
  /** Features of the year's list that the base data do not have (no records), by key. */
  empty: Map<string, Feature>
}

const byKey = (a: Feature, b: Feature) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/**
 * The features of a view, named: states by the state list; counties as "Name, ST" by the year's
 * county list, else by the name the base data carry from a newer list (e.g. Alaska's Chugach and
 * Copper River census areas, 2019, in the 2022 data), else as "Unlisted code 10322, DE" (codes
 * that no list has, as some lenders reported them in 2018).
 */
export function buildFeatures(
  data: MapData,
  states: readonly State[],
  counties: readonly County[],
  population: Population,
): Features {
  const byAbbr = new Map(states.map((st) => [st.abbr, st]))
  const byCode = new Map(states.map((st) => [st.code, st]))
  const features: Feature[] = []
  const empty = new Map<string, Feature>()
  if (data.geography === 'state') {
    const state = (st: State): Feature => ({
      key: st.abbr,
      geoId: st.code,
      name: st.name,
      state: st.abbr,
      stateName: st.name,
      population: population.states[st.code] ?? null,
    })
    for (const key of data.features.keys()) {
      const st = byAbbr.get(key)
      if (st) features.push(state(st))
    }
    for (const st of states) if (!data.features.has(st.abbr)) empty.set(st.abbr, state(st))
  } else {
    const county = (key: string, name: string | null): Feature => {
      const st = byCode.get(key.slice(0, 2))
      const abbr = st ? `, ${st.abbr}` : ''
      return {
        key,
        geoId: key,
        name: name === null ? `Unlisted code ${key}${abbr}` : `${titleCase(name)}${abbr}`,
        state: st?.abbr ?? '',
        stateName: st?.name ?? '',
        population: population.counties[key] ?? null,
      }
    }
    const listed = new Map(counties.map((c) => [c.code, c.name]))
    for (const key of data.features.keys())
      if (/^\d{5}$/.test(key))
        features.push(county(key, listed.get(key) ?? data.names.get(key) ?? null))
    for (const c of counties)
      if (!data.features.has(c.code)) empty.set(c.code, county(c.code, c.name))
  }
  return { features: features.sort(byKey), empty }
}

/** The table's rows for a selection (one pass over the features; no lookups per feature). */
export function buildRows(
  features: readonly Feature[],
  data: MapData,
  variable: string,
  value: string,
  filter: AppliedFilter | null,
): Row[] {
  const index = countIndex(data, variable, value)
  return features.map((f) => {
    const count = filter
      ? filteredCount(filter.counts, f.key, filter.variable, filter.value)
      : index === null
        ? 0
        : (data.features.get(f.key)?.[index] ?? 0)
    return {
      ...f,
      count,
      total: totalOf(data, f.key),
      rate: perThousand(count, f.population ?? undefined),
    }
  })
}

/** The row of a feature without records. */
export const emptyRow = (f: Feature): Row => ({
  ...f,
  count: 0,
  total: 0,
  rate: perThousand(0, f.population ?? undefined),
})

/* ---- search ---- */

/** Lower case, without accents and surrounding space: "Doña Ana" → "dona ana". */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

function matches(row: Row, name: string, stateName: string, text: string): boolean {
  if (/^\d+$/.test(text)) return row.key.startsWith(text) || row.geoId.startsWith(text)
  return name.includes(text) || stateName.includes(text) || row.state.toLowerCase() === text
}

/**
 * The rows a search finds: by name ("Greenwood County, KS"), state name ("Texas"), state
 * abbreviation ("TX") or the start of a FIPS code ("48", "48201"). When nothing matches the
 * search as a whole, the rows matching each of its words ("harris texas"). An empty search finds
 * every row.
 */
export function searchRows(rows: readonly Row[], query: string): readonly Row[] {
  const q = fold(query)
  if (!q) return rows
  const folded = rows.map((r) => ({ r, name: fold(r.name), stateName: fold(r.stateName) }))
  const whole = folded.filter((x) => matches(x.r, x.name, x.stateName, q))
  if (whole.length > 0) return whole.map((x) => x.r)
  const words = q.split(/[\s,]+/).filter(Boolean)
  return folded
    .filter((x) => words.every((w) => matches(x.r, x.name, x.stateName, w)))
    .map((x) => x.r)
}

/* ---- sort ---- */

export type SortKey = 'name' | 'count' | 'rate'
export interface Sort {
  key: SortKey
  ascending: boolean
}

/** Sorted by name, records or rate (no rate = lowest); ties by name. */
export function sortRows(rows: readonly Row[], sort: Sort): Row[] {
  const out = [...rows]
  const dir = sort.ascending ? 1 : -1
  const byName = (a: Row, b: Row) => a.name.localeCompare(b.name)
  out.sort((a, b) => {
    if (sort.key === 'name') return dir * byName(a, b)
    const x = sort.key === 'count' ? a.count : (a.rate ?? -1)
    const y = sort.key === 'count' ? b.count : (b.rate ?? -1)
    return dir * (x - y) || byName(a, b)
  })
  return out
}

/* ---- CSV ---- */

/** The CSV of `rows` as shown (header first, CRLF line ends); codes stay text (01001). */
export function tableCsv(rows: readonly Row[], noun: 'state' | 'county'): string {
  const lines = [
    csvRow([noun, 'code', 'records', 'population', 'records per 1,000 people']),
    ...rows.map((r) =>
      csvRow([
        r.name,
        csvCode(r.key), // as text: county FIPS 01001 must not become 1001
        String(r.count),
        r.population === null ? '' : String(r.population),
        r.rate === null ? '' : r.rate.toFixed(2),
      ]),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-')

/** hmda-map-{year}-{geography}-{variable}-{value}[-{filter}-{value}][-found-{search}].csv */
export function tableCsvName(
  s: { year: string; geography: Geography; variable: string; value: string },
  filter: { variable: string; value: string } | null,
  query: string,
): string {
  const filterPart = filter ? `-${filter.variable}-${slug(filter.value)}` : ''
  const words = slug(query).replace(/^-|-$/g, '')
  const found = words ? `-found-${words}` : ''
  return `hmda-map-${s.year}-${s.geography}-${s.variable}-${slug(s.value)}${filterPart}${found}.csv`
}

/* ---- text ---- */

export const fmt = (n: number) => n.toLocaleString('en-US')

export const fmtRate = (n: number | null) =>
  n === null
    ? 'no population figure'
    : `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} per 1,000 people`

/** "Kansas: 3.97 per 1,000 people (14,250 records)" (the map's tooltip, the report's summary). */
export const describeRow = (r: Row) => `${r.name}: ${fmtRate(r.rate)} (${fmt(r.count)} records)`

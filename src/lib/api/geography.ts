/**
 * Geography lists the data screens load on demand: states, MSA/MDs, counties, population and LAR
 * record counts per year. They are static files under /data/geography/, converted from the public
 * lists by scripts/data/build-geography.mjs (its header says where they came from). `index.json`
 * maps each year to the edition of each list it uses.
 */
import { getJson, type RequestOptions } from './client'
import { array, arrayOf, number, object, string, type Json } from './validate'

export const GEOGRAPHY_BASE = '/data/geography'

export interface State {
  /** Two-digit FIPS code, e.g. '06'. */
  code: string
  /** Postal abbreviation, e.g. 'CA'. */
  abbr: string
  name: string
  /** Offered by the Data Browser's 2018+ state selector. */
  dataBrowser: boolean
}

export interface MsaMdEntry {
  /** Five-digit MSA/MD code. */
  id: string
  /** Upper-case name as the public lists spell it, e.g. 'DALLAS-PLANO-IRVING'. */
  name: string
  /** Postal abbreviations of the states it spans. */
  states: string[]
}

export interface County {
  /** Five-digit FIPS code (state + county). */
  code: string
  name: string
  /** Postal abbreviation of its state ('' when the state code is unknown). */
  state: string
}

export interface Population {
  /** By two-digit state FIPS. */
  states: Record<string, number>
  /** By five-digit county FIPS. */
  counties: Record<string, number>
}

export interface RecordCounts {
  /** By postal abbreviation (NA = outside any state). */
  states: Record<string, number>
  /** By MSA/MD code; null when the public list for that year is not usable. */
  msaMds: Record<string, number> | null
  /** By five-digit county FIPS. */
  counties: Record<string, number>
}

export interface GeographyYear {
  counties: string
  msaMds: string
  population: string
  recordCounts: string
}

export interface GeographyIndex {
  states: string
  years: Record<string, GeographyYear>
}

const file = (raw: unknown, path: string) => {
  const name = string(raw, path)
  if (!/^[\w.-]+\.json$/.test(name)) throw new Error(`${path}: not a file name: ${name}`)
  return name
}

export function parseGeographyIndex(raw: unknown): GeographyIndex {
  const o = object(raw, 'body')
  const yearsRaw = object(o.years, 'body.years')
  const years: Record<string, GeographyYear> = {}
  for (const [year, value] of Object.entries(yearsRaw)) {
    const y = object(value, `body.years.${year}`)
    years[year] = {
      counties: file(y.counties, `body.years.${year}.counties`),
      msaMds: file(y.msaMds, `body.years.${year}.msaMds`),
      population: file(y.population, `body.years.${year}.population`),
      recordCounts: file(y.recordCounts, `body.years.${year}.recordCounts`),
    }
  }
  return { states: file(o.states, 'body.states'), years }
}

/** `{states:[[code, abbr, name, dataBrowser 0|1]]}` */
export function parseStates(raw: unknown): State[] {
  return arrayOf(object(raw, 'body').states, 'body.states', (row, path) => {
    const [code, abbr, name, dataBrowser] = array(row, path)
    return {
      code: string(code, `${path}[0]`),
      abbr: string(abbr, `${path}[1]`),
      name: string(name, `${path}[2]`),
      dataBrowser: number(dataBrowser, `${path}[3]`) === 1,
    }
  })
}

/** `{msaMds:[[id, name, [abbr…]]]}` */
export function parseMsaMds(raw: unknown): MsaMdEntry[] {
  return arrayOf(object(raw, 'body').msaMds, 'body.msaMds', (row, path) => {
    const [id, name, states] = array(row, path)
    return {
      id: string(id, `${path}[0]`),
      name: string(name, `${path}[1]`),
      states: arrayOf(states, `${path}[2]`, string),
    }
  })
}

/** `{counties:[[fips, name]]}`; the state comes from `states` by the first two digits. */
export function parseCounties(raw: unknown, states: State[]): County[] {
  const abbrByCode = new Map(states.map((s) => [s.code, s.abbr]))
  return arrayOf(object(raw, 'body').counties, 'body.counties', (row, path) => {
    const [code, name] = array(row, path)
    const fips = string(code, `${path}[0]`)
    return {
      code: fips,
      name: string(name, `${path}[1]`),
      state: abbrByCode.get(fips.slice(0, 2)) ?? '',
    }
  })
}

function counts(raw: unknown, path: string): Record<string, number> {
  const o: Json = object(raw, path)
  const result: Record<string, number> = {}
  for (const [key, value] of Object.entries(o)) result[key] = number(value, `${path}.${key}`)
  return result
}

export function parsePopulation(raw: unknown): Population {
  const o = object(raw, 'body')
  return { states: counts(o.states, 'body.states'), counties: counts(o.counties, 'body.counties') }
}

export function parseRecordCounts(raw: unknown): RecordCounts {
  const o = object(raw, 'body')
  return {
    states: counts(o.states, 'body.states'),
    msaMds: o.msaMds === null ? null : counts(o.msaMds, 'body.msaMds'),
    counties: counts(o.counties, 'body.counties'),
  }
}

/* ---- loaders (each file fetched once per page; a failure is not cached) ---- */

const cache = new Map<string, Promise<unknown>>()

function cached<T>(url: string, parse: (raw: unknown) => T, o?: RequestOptions): Promise<T> {
  let promise = cache.get(url) as Promise<T> | undefined
  if (!promise) {
    // The shared request is not tied to one caller's signal; each caller can still stop waiting.
    promise = getJson(url, parse, { ...o, signal: undefined })
    cache.set(url, promise)
    promise.catch(() => cache.delete(url))
  }
  return withSignal(promise, o?.signal)
}

function withSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Tests only. */
export function clearGeographyCache(): void {
  cache.clear()
}

export const loadGeographyIndex = (o?: RequestOptions): Promise<GeographyIndex> =>
  cached(`${GEOGRAPHY_BASE}/index.json`, parseGeographyIndex, o)

async function yearFiles(year: string, o?: RequestOptions): Promise<GeographyYear> {
  const index = await loadGeographyIndex(o)
  const files = index.years[year]
  if (!files) throw new RangeError(`No geography lists for ${year}.`)
  return files
}

export async function loadStates(o?: RequestOptions): Promise<State[]> {
  const index = await loadGeographyIndex(o)
  return cached(`${GEOGRAPHY_BASE}/${index.states}`, parseStates, o)
}

export async function loadMsaMds(year: string, o?: RequestOptions): Promise<MsaMdEntry[]> {
  const files = await yearFiles(year, o)
  return cached(`${GEOGRAPHY_BASE}/${files.msaMds}`, parseMsaMds, o)
}

/** MSA/MDs spanning the state `abbr` (from the year's list). */
export async function loadStateMsaMds(
  year: string,
  abbr: string,
  o?: RequestOptions,
): Promise<MsaMdEntry[]> {
  const list = await loadMsaMds(year, o)
  return list.filter((m) => m.states.includes(abbr))
}

export async function loadCounties(year: string, o?: RequestOptions): Promise<County[]> {
  const [files, states] = await Promise.all([yearFiles(year, o), loadStates(o)])
  return cached(`${GEOGRAPHY_BASE}/${files.counties}`, (raw) => parseCounties(raw, states), o)
}

export async function loadPopulation(year: string, o?: RequestOptions): Promise<Population> {
  const files = await yearFiles(year, o)
  return cached(`${GEOGRAPHY_BASE}/${files.population}`, parsePopulation, o)
}

export async function loadRecordCounts(year: string, o?: RequestOptions): Promise<RecordCounts> {
  const files = await yearFiles(year, o)
  return cached(`${GEOGRAPHY_BASE}/${files.recordCounts}`, parseRecordCounts, o)
}

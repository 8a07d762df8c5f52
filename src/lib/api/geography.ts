/**
 * Geography lists the data screens load on demand: states, MSA/MDs, counties, population and LAR
 * record counts per year. They are static files under /data/geography/, converted from the public
 * lists by scripts/data/build-geography.mjs (its header says where they came from). `index.json`
 * maps each year to the edition of each list it uses. Each list is a query (TanStack Query) that
 * the screens read through `useRemoteQuery`.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { getJson } from './client'
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

/* ---- query options (each list fetched once per feature visit; a failure is not kept) ---- */

// The lists are public files that do not change while a page is open: staleTime Infinity keeps
// each one for the feature's cache (QueryProvider), and the query client drops a failure.
const url = (name: string) => `${GEOGRAPHY_BASE}/${name}`

/** Which edition of each list a year uses. */
export const geographyIndexQuery = () =>
  queryOptions({
    queryKey: ['geography', 'index'],
    queryFn: ({ signal }) => getJson(url('index.json'), parseGeographyIndex, { signal }),
    staleTime: Infinity,
  })

async function yearFiles(client: QueryClient, year: string): Promise<GeographyYear> {
  const index = await client.ensureQueryData(geographyIndexQuery())
  const files = index.years[year]
  if (!files) throw new RangeError(`No geography lists for ${year}.`)
  return files
}

export const statesQuery = () =>
  queryOptions({
    queryKey: ['geography', 'states'],
    queryFn: async ({ client, signal }) => {
      const index = await client.ensureQueryData(geographyIndexQuery())
      return getJson(url(index.states), parseStates, { signal })
    },
    staleTime: Infinity,
  })

/** The MSA/MDs of a year. */
export const msaMdsQuery = (year: string) =>
  queryOptions({
    queryKey: ['geography', 'msaMds', year],
    queryFn: async ({ client, signal }) => {
      const files = await yearFiles(client, year)
      return getJson(url(files.msaMds), parseMsaMds, { signal })
    },
    staleTime: Infinity,
  })

/** MSA/MDs spanning the state `abbr`, from the year's list (one fetch for every state). */
export const stateMsaMdsQuery = (year: string, abbr: string) =>
  queryOptions({
    queryKey: ['geography', 'msaMds', year, abbr],
    queryFn: async ({ client }) => {
      const list = await client.ensureQueryData(msaMdsQuery(year))
      return list.filter((m) => m.states.includes(abbr))
    },
    staleTime: Infinity,
  })

export const countiesQuery = (year: string) =>
  queryOptions({
    queryKey: ['geography', 'counties', year],
    queryFn: async ({ client, signal }) => {
      const [files, states] = await Promise.all([
        yearFiles(client, year),
        client.ensureQueryData(statesQuery()),
      ])
      return getJson(url(files.counties), (raw) => parseCounties(raw, states), { signal })
    },
    staleTime: Infinity,
  })

export const populationQuery = (year: string) =>
  queryOptions({
    queryKey: ['geography', 'population', year],
    queryFn: async ({ client, signal }) => {
      const files = await yearFiles(client, year)
      return getJson(url(files.population), parsePopulation, { signal })
    },
    staleTime: Infinity,
  })

export const recordCountsQuery = (year: string) =>
  queryOptions({
    queryKey: ['geography', 'recordCounts', year],
    queryFn: async ({ client, signal }) => {
      const files = await yearFiles(client, year)
      return getJson(url(files.recordCounts), parseRecordCounts, { signal })
    },
    staleTime: Infinity,
  })

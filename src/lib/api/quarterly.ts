/**
 * Client of the quarterly graphs service (`/quarterly-data`, same origin) and of the quarterly
 * filers table of the institutions API (`{api.public}/institutions/quarterly/{year}/lars/past/n`).
 * Every body is checked at the edge: a changed shape is a 'bad-response' ApiError naming the path.
 */
import { queryOptions } from '@tanstack/react-query'
import { getJson, type RequestOptions } from './client'
import { arrayOf, number, object, string } from './validate'

export const QUARTERLY_BASE = '/quarterly-data'

export interface GraphInfo {
  title: string
  category: string
  endpoint: string
}

export interface GraphList {
  overview: string
  graphs: GraphInfo[]
}

export interface GraphPoint {
  /** `YYYY-Q{1-4}` */
  x: string
  y: number
}

export interface GraphSeries {
  name: string
  /** Timestamp text of the last update ("" when the series is empty). */
  updated: string
  coordinates: GraphPoint[]
}

export interface Graph {
  title: string
  subtitle: string
  series: GraphSeries[]
  xLabel: string
  yLabel: string
  decimalPrecision: number
}

export interface LarCount {
  year: string
  count: number
}

export interface QuarterlyFiler {
  lei: string
  name: string
  agency: string
  larCounts: LarCount[]
}

export interface QuarterlyFilers {
  yearly: LarCount[]
  quarterly: QuarterlyFiler[]
}

const QUARTER = /^\d{4}-Q[1-4]$/

export function parseGraphList(raw: unknown): GraphList {
  const body = object(raw, '$')
  return {
    overview: typeof body.overview === 'string' ? body.overview : '',
    graphs: arrayOf(body.graphs, '$.graphs', (item, path) => {
      const g = object(item, path)
      return {
        title: string(g.title, `${path}.title`),
        category: string(g.category, `${path}.category`),
        endpoint: string(g.endpoint, `${path}.endpoint`),
      }
    }),
  }
}

export function parseGraph(raw: unknown): Graph {
  const body = object(raw, '$')
  const decimals = body.decimalPrecision
  return {
    title: string(body.title, '$.title'),
    subtitle: typeof body.subtitle === 'string' ? body.subtitle : '',
    series: arrayOf(body.series, '$.series', (item, path) => {
      const s = object(item, path)
      return {
        name: string(s.name, `${path}.name`),
        updated: typeof s.updated === 'string' ? s.updated : '',
        coordinates: arrayOf(s.coordinates, `${path}.coordinates`, (point, p) => {
          const c = object(point, p)
          const x = string(c.x, `${p}.x`)
          if (!QUARTER.test(x))
            throw new Error(`${p}.x: expected a quarter like 2025-Q1, got "${x}"`)
          return { x, y: number(c.y, `${p}.y`) }
        }),
      }
    }),
    xLabel: typeof body.xLabel === 'string' ? body.xLabel : '',
    yLabel: typeof body.yLabel === 'string' ? body.yLabel : '',
    // older answers have no precision: show what the numbers need, up to 3 places
    decimalPrecision:
      typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 6
        ? decimals
        : 3,
  }
}

const larCount = (item: unknown, path: string): LarCount => {
  const c = object(item, path)
  return { year: string(c.year, `${path}.year`), count: number(c.count, `${path}.count`) }
}

export function parseQuarterlyFilers(raw: unknown): QuarterlyFilers {
  const body = object(raw, '$')
  return {
    yearly: arrayOf(body.yearly, '$.yearly', larCount),
    quarterly: arrayOf(body.quarterly, '$.quarterly', (item, path) => {
      const f = object(item, path)
      return {
        lei: string(f.lei, `${path}.lei`),
        name: string(f.name, `${path}.name`),
        agency: string(f.agency, `${path}.agency`),
        larCounts: arrayOf(f.larCounts, `${path}.larCounts`, larCount),
      }
    }),
  }
}

const trimSlash = (base: string) => base.replace(/\/+$/, '')

export const graphListUrl = (base = QUARTERLY_BASE) => `${trimSlash(base)}/graphs`
export const graphUrl = (endpoint: string, base = QUARTERLY_BASE) =>
  `${trimSlash(base)}/graphs/${encodeURIComponent(endpoint)}`
export const quarterlyFilersUrl = (publicBase: string, year: string, past = 3) =>
  `${trimSlash(publicBase)}/institutions/quarterly/${encodeURIComponent(year)}/lars/past/${past}`

export const fetchGraphList = (options?: RequestOptions) =>
  getJson(graphListUrl(), parseGraphList, options)
export const fetchGraph = (endpoint: string, options?: RequestOptions) =>
  getJson(graphUrl(endpoint), parseGraph, options)
export const fetchQuarterlyFilers = (publicBase: string, year: string, options?: RequestOptions) =>
  getJson(quarterlyFilersUrl(publicBase, year), parseQuarterlyFilers, options)

/* ---- query options: kept for the feature's visit (the service updates once a quarter) ---- */

export const graphListQuery = () =>
  queryOptions({
    queryKey: ['quarterly', 'graphs'],
    queryFn: ({ signal }) => fetchGraphList({ signal }),
    staleTime: Infinity,
  })

export const graphQuery = (endpoint: string) =>
  queryOptions({
    queryKey: ['quarterly', 'graph', endpoint],
    queryFn: ({ signal }) => fetchGraph(endpoint, { signal }),
    staleTime: Infinity,
  })

export const quarterlyFilersQuery = (publicBase: string, year: string) =>
  queryOptions({
    queryKey: ['quarterly', 'filers', quarterlyFilersUrl(publicBase, year)],
    queryFn: ({ signal }) => fetchQuarterlyFilers(publicBase, year, { signal }),
    staleTime: Infinity,
  })

/**
 * The local back end of the documentation search: the published records are fetched once (on
 * first use), indexed in memory and searched with the same request and response shapes as
 * Algolia's search endpoint, so DocSearch can use it through `transformSearchClient`.
 */
import { getJson, type RequestOptions } from '../api/client'
import { buildIndex, search, type SearchIndex } from './engine'
import type { DocSearchRecord, SearchRequest, SearchResponse } from './types'

/** Where the build publishes the records. */
export const DOCS_INDEX_URL = '/search/docs-index.json'

/**
 * The error DocSearch shows its "Unable to fetch results" screen for (it checks the name, as
 * algoliasearch names the error it throws when no host answered).
 */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RetryError'
  }
}

/** A request as algoliasearch v5 accepts it: `{ requests }`, or the legacy list of queries. */
export type SearchParams =
  | { requests: (SearchRequest & { params?: Record<string, unknown> })[] }
  | (SearchRequest & { params?: Record<string, unknown> })[]

export interface LocalSearch {
  /** Fetches and indexes the records (once; a failure is retried on the next call). */
  load(): Promise<SearchIndex>
  search(params: SearchParams): Promise<{ results: SearchResponse[] }>
}

function isRecord(value: unknown): value is DocSearchRecord {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Partial<DocSearchRecord>
  return (
    typeof r.objectID === 'string' &&
    typeof r.url === 'string' &&
    typeof r.type === 'string' &&
    typeof r.hierarchy === 'object' &&
    r.hierarchy !== null &&
    typeof r.hierarchy.lvl0 === 'string' &&
    typeof r.weight === 'object' &&
    r.weight !== null
  )
}

/** Flattens legacy `params` objects into the request, as algoliasearch does. */
function requestsOf(params: SearchParams): SearchRequest[] {
  const list = Array.isArray(params) ? params : params.requests
  return list.map(({ params: nested, ...request }) => ({ ...request, ...nested }))
}

export function createLocalSearch(
  url: string = DOCS_INDEX_URL,
  options: Pick<RequestOptions, 'fetch' | 'timeoutMs'> = {},
): LocalSearch {
  let loading: Promise<SearchIndex> | null = null
  const load = () =>
    (loading ??= getJson(url, (raw) => raw, options)
      .then((json) => {
        if (!Array.isArray(json) || !json.every(isRecord)) {
          throw new Error(`${url} is not a list of DocSearch records.`)
        }
        return buildIndex(json)
      })
      .catch((error: unknown) => {
        loading = null
        const message = error instanceof Error ? error.message : String(error)
        throw new RetryError(`The documentation search index is unavailable: ${message}`, {
          cause: error,
        })
      }))
  return {
    load,
    async search(params) {
      const index = await load()
      return { results: requestsOf(params).map((request) => search(index, request)) }
    },
  }
}

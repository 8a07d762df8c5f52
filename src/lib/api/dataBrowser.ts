/**
 * Client of the Data Browser API (`{api.dataBrowser}` = /v2/data-browser-api, same origin):
 * aggregations (counts and loan-amount sums per value combination), the filers of a geography,
 * and the URLs of the filtered CSV files (downloaded by links, never fetched). Answers are kept
 * for the feature's visit per URL (query options below); 408/503/504 are retried once after 5 s; a 400's body is kept so the
 * screen can name the choice the service refused.
 */
import { queryOptions, skipToken } from '@tanstack/react-query'
import { checkJson, errorForResponse, send, type RequestOptions } from './client'
import { ApiError, describeApiError, tryAgainAfter, type ErrorDescription } from './errors'
import { array, number, object, string, stringOrNumber } from './validate'
import { VARIABLES_2018_ON, type FilterVariable } from './dataBrowserVariables'

export type Category = 'nationwide' | 'states' | 'msamds' | 'counties'
export const CATEGORIES: readonly Category[] = ['nationwide', 'states', 'msamds', 'counties']

export interface VariableChoice {
  key: string
  values: string[]
}

/** One request's worth of choices (what the page URL holds, for one year). */
export interface DataBrowserQuery {
  year: string
  category: Category
  /** State abbreviations, MSA/MD codes or county FIPS codes (empty for nationwide). */
  items: string[]
  leis: string[]
  variables: VariableChoice[]
}

/** The variables of `year` (the API serves 2018 onwards; the list is the same each year). */
export function variablesForYear(year: string): readonly FilterVariable[] {
  return Number(year) >= 2018 ? VARIABLES_2018_ON : []
}

export const variableByKey = (year: string, key: string): FilterVariable | undefined =>
  variablesForYear(year).find((v) => v.key === key)

/** Which published dataset a year's Data Browser numbers come from, and its freeze date. */
export interface DatasetSource {
  dataset: 'Snapshot' | 'One Year' | 'Three Year'
  /** "Data as of" date, in words. */
  frozen: string
}

const SOURCES: Record<string, DatasetSource> = {
  '2018': { dataset: 'Three Year', frozen: 'December 31, 2021' },
  '2019': { dataset: 'Three Year', frozen: 'December 31, 2022' },
  '2020': { dataset: 'Three Year', frozen: 'December 31, 2023' },
  '2021': { dataset: 'Three Year', frozen: 'December 31, 2024' },
  '2022': { dataset: 'Three Year', frozen: 'December 31, 2025' },
  '2023': { dataset: 'One Year', frozen: 'May 19, 2025' },
  '2024': { dataset: 'One Year', frozen: 'June 2, 2026' },
  '2025': { dataset: 'Snapshot', frozen: 'June 2, 2026' },
}

export const datasetSource = (year: string): DatasetSource | undefined => SOURCES[year]

/* ---- URLs ---- */

const trimSlash = (base: string) => base.replace(/\/+$/, '')

/** `name=v1,v2` with each value percent-encoded and the commas kept, as the API expects. */
const param = (name: string, values: readonly string[]) =>
  `${name}=${values.map((v) => encodeURIComponent(v)).join(',')}`

function queryString(q: DataBrowserQuery, withVariables: boolean): string {
  const parts: string[] = []
  if (q.category !== 'nationwide' && q.items.length) parts.push(param(q.category, q.items))
  if (q.leis.length) parts.push(param('leis', q.leis))
  if (withVariables)
    for (const v of q.variables) if (v.values.length) parts.push(param(v.key, v.values))
  parts.push(param('years', [q.year]))
  return parts.join('&')
}

/** Nationwide without institutions uses the nationwide route; everything else the plain one. */
const isNationwide = (q: DataBrowserQuery) => q.category === 'nationwide' && q.leis.length === 0

export const aggregationsUrl = (base: string, q: DataBrowserQuery) =>
  `${trimSlash(base)}/view/${isNationwide(q) ? 'nationwide/' : ''}aggregations?${queryString(q, true)}`

/** The filtered CSV (or, with `geographyOnly`, every row of the geography and institutions). */
export const csvUrl = (base: string, q: DataBrowserQuery, geographyOnly = false) =>
  `${trimSlash(base)}/view/${isNationwide(q) ? 'nationwide/' : ''}csv?${queryString(q, !geographyOnly)}`

export const filersUrl = (base: string, year: string, category: Category, items: string[]) =>
  `${trimSlash(base)}/view/filers?${
    category !== 'nationwide' && items.length ? `${param(category, items)}&` : ''
  }${param('years', [year])}`

/* ---- answers ---- */

export interface AggregationRow {
  count: number
  /** Sum of loan amounts, dollars. */
  sum: number
  /** The value of each filter variable in this row, by API key. */
  values: Record<string, string>
}

export function parseAggregations(raw: unknown, keys: readonly string[]): AggregationRow[] {
  const list = array(object(raw, 'body').aggregations, 'body.aggregations')
  return list.map((item, i) => {
    const path = `body.aggregations[${i}]`
    const o = object(item, path)
    const values: Record<string, string> = {}
    for (const key of keys) values[key] = stringOrNumber(o[key], `${path}.${key}`)
    return { count: number(o.count, `${path}.count`), sum: number(o.sum, `${path}.sum`), values }
  })
}

export interface DataBrowserFiler {
  lei: string
  name: string
  /** Records of this institution in the geography. */
  count: number
}

export function parseDataBrowserFilers(raw: unknown): DataBrowserFiler[] {
  const list = array(object(raw, 'body').institutions, 'body.institutions')
  return list.map((item, i) => {
    const path = `body.institutions[${i}]`
    const o = object(item, path)
    return {
      lei: string(o.lei, `${path}.lei`).trim().toUpperCase(),
      name: string(o.name, `${path}.name`).trim(),
      count: o.count === undefined ? 0 : number(o.count, `${path}.count`),
    }
  })
}

/* ---- errors ---- */

/** An ApiError with what the Data Browser API said (its `errorType` and refused values). */
export class DataBrowserError extends ApiError {
  readonly errorType?: string
  readonly invalidValues: string[]
  readonly body?: string

  constructor(error: ApiError, body: string | undefined) {
    super(error.kind, error.url, error.message, error)
    this.body = body
    let invalid: string[] = []
    let errorType: string | undefined
    try {
      const parsed: unknown = body ? JSON.parse(body) : undefined
      if (parsed && typeof parsed === 'object') {
        const o = parsed as Record<string, unknown>
        if (typeof o.errorType === 'string') errorType = o.errorType
        for (const [key, value] of Object.entries(o))
          if (/^invalid/.test(key) && Array.isArray(value)) invalid = value.map(String)
      }
    } catch {
      // a plain-text body: the message is in serverMessage
    }
    this.errorType = errorType
    this.invalidValues = invalid
  }
}

/** The variable each `invalid-…` errorType refers to. */
const ERROR_TYPE_VARIABLE: Record<string, string> = {
  'invalid-action-taken-type': 'actions_taken',
  'invalid-races': 'races',
  'invalid-sexes': 'sexes',
  'invalid-loan-types': 'loan_types',
  'invalid-loan-purposes': 'loan_purposes',
  'invalid-lien-statuses': 'lien_statuses',
  'invalid-construction-methods': 'construction_methods',
  'invalid-dwelling-categories': 'dwelling_categories',
  'invalid-loan-products': 'loan_products',
  'invalid-total-units': 'total_units',
  'invalid-age-of-applicant': 'ageapplicant',
}

const ONE: Record<Category, string> = {
  nationwide: 'institution',
  states: 'state',
  msamds: 'MSA/MD',
  counties: 'county',
}

const quoteList = (values: readonly string[]) => values.map((v) => `“${v}”`).join(', ')

/**
 * Words for a failed Data Browser request about `query`: a 400 names the choice the service
 * refused, 404 the counties it does not know, 429 says the service is busy.
 */
export function describeDataBrowserError(
  error: unknown,
  query: DataBrowserQuery,
  what = 'the summary table',
): ErrorDescription {
  if (!(error instanceof ApiError)) return describeApiError(error, what)
  const status = error.status
  if (status === 429)
    return {
      heading: 'The data service is busy',
      message: `The data service is busy. ${tryAgainAfter(error)}`,
      canRetry: true,
    }
  if (status === 408 || status === 503 || status === 504)
    return {
      heading: 'The data service did not answer',
      message: `The data service could not send ${what} (HTTP ${status}), also after a second try 5 seconds later. Try again; your choices are kept.`,
      canRetry: true,
    }
  if (status === 404 && query.category === 'counties')
    return {
      heading: 'County not known to the data service',
      message: `The data service does not know one of the chosen counties (${query.items.join(', ')}) for ${query.year}. Remove the county that is not in the ${query.year} list and try again.`,
      canRetry: false,
    }
  if (status === 400) {
    const e = error instanceof DataBrowserError ? error : undefined
    const type = e?.errorType
    const text = error.serverMessage ?? ''
    const refuse = (message: string) => ({ heading: 'Choice refused', message, canRetry: false })
    if (type && ERROR_TYPE_VARIABLE[type]) {
      // The API reports bad ethnicities with the age error: find the variable by its values.
      const invalid = e?.invalidValues ?? []
      const chosen =
        query.variables.find((v) => invalid.some((x) => v.values.includes(x)))?.key ??
        ERROR_TYPE_VARIABLE[type]
      const label = variableByKey(query.year, chosen)?.label ?? chosen
      return refuse(
        `The data service does not accept ${invalid.length ? quoteList(invalid) : 'a value'} for ${label}. Untick ${invalid.length === 1 ? 'it' : 'them'} and try again.`,
      )
    }
    if (type === 'invalid-states')
      return refuse(
        `The data service does not accept the state${(e?.invalidValues.length ?? 0) === 1 ? '' : 's'} ${quoteList(e?.invalidValues ?? [])}. Remove ${(e?.invalidValues.length ?? 0) === 1 ? 'it' : 'them'} and try again.`,
      )
    if (type === 'provide-two-or-less-filter-criteria')
      return refuse('Choose at most two variables: remove one and try again.')
    if (type === 'provide-atleast-one-filter-criteria')
      return refuse('Choose at least one variable and one of its values.')
    if (type === 'provide-only-msamds-or-states-or-counties-or-leis')
      return refuse(
        query.category === 'nationwide'
          ? 'Choose at least one institution, or choose a geography other than Nationwide.'
          : `Choose at least one ${ONE[query.category]} (or an institution), then try again.`,
      )
    const lei = /Valid LEI.*\(([^)]*)\)/.exec(text)
    if (lei)
      return refuse(
        `The data service does not accept the institution identifier “${lei[1]}” (an LEI has 20 letters and digits). Remove it and try again.`,
      )
    if (/years/.test(text))
      return refuse(`The data service does not serve ${query.year}. Choose another year. (${text})`)
    if (/msamds/.test(text))
      return refuse(
        `The data service does not accept one of the MSA/MD codes (${query.items.join(', ')}).`,
      )
  }
  return describeApiError(error, what)
}

/* ---- requests ---- */

const RETRY_STATUSES = new Set([408, 503, 504])
export const RETRY_DELAY_MS = 5000

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', stop)
      resolve()
    }
    function stop() {
      clearTimeout(timer)
      reject(new ApiError('aborted', '', 'Cancelled while waiting to retry.'))
    }
    if (signal?.aborted) return stop()
    signal?.addEventListener('abort', stop, { once: true })
  })
}

export interface DataBrowserRequestOptions extends RequestOptions {
  /** Wait before the one retry of 408/503/504 (default 5 s). */
  retryDelayMs?: number
}

async function getOnce<T>(url: string, parse: (raw: unknown) => T, o: RequestOptions): Promise<T> {
  const { response, text } = await send(url, { headers: { Accept: 'application/json' } }, o)
  if (!response.ok) throw new DataBrowserError(await errorForResponse(url, response, text), text)
  return checkJson(url, response.status, text, parse)
}

/** GET `url` from the service, retrying 408/503/504 once. */
export async function getDataBrowserJson<T>(
  url: string,
  parse: (raw: unknown) => T,
  o: DataBrowserRequestOptions = {},
): Promise<T> {
  try {
    return await getOnce(url, parse, o)
  } catch (error) {
    if (!(error instanceof ApiError) || !RETRY_STATUSES.has(error.status ?? 0)) throw error
    await sleep(o.retryDelayMs ?? RETRY_DELAY_MS, o.signal)
    return getOnce(url, parse, o)
  }
}

export function fetchAggregations(
  base: string,
  q: DataBrowserQuery,
  o?: DataBrowserRequestOptions,
): Promise<AggregationRow[]> {
  const keys = q.variables.map((v) => v.key)
  return getDataBrowserJson(aggregationsUrl(base, q), (raw) => parseAggregations(raw, keys), o)
}

export function fetchDataBrowserFilers(
  base: string,
  year: string,
  category: Category,
  items: string[],
  o?: DataBrowserRequestOptions,
): Promise<DataBrowserFiler[]> {
  return getDataBrowserJson(filersUrl(base, year, category, items), parseDataBrowserFilers, o)
}

/* ---- query options: the published data does not change, so each answer is kept for the
   feature's visit (staleTime Infinity); a failure is not kept ---- */

/** The summary of `q`; none (idle) while the choices do not make a query yet. */
export const aggregationsQuery = (base: string, q: DataBrowserQuery | null) =>
  queryOptions({
    queryKey: ['data-browser', 'aggregations', q && aggregationsUrl(base, q)],
    queryFn: q ? ({ signal }) => fetchAggregations(base, q, { signal }) : skipToken,
    staleTime: Infinity,
  })

export const dataBrowserFilersQuery = (
  base: string,
  year: string,
  category: Category,
  items: string[],
) =>
  queryOptions({
    queryKey: ['data-browser', 'filers', filersUrl(base, year, category, items)],
    queryFn: ({ signal }) => fetchDataBrowserFilers(base, year, category, items, { signal }),
    staleTime: Infinity,
  })

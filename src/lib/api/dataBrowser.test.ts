import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  aggregationsQuery,
  aggregationsUrl,
  csvUrl,
  datasetSource,
  DataBrowserError,
  describeDataBrowserError,
  fetchAggregations,
  filersUrl,
  parseDataBrowserFilers,
  type DataBrowserQuery,
} from './dataBrowser'
import { ApiError } from './errors'
import { createQueryClient } from './queries'

const BASE = '/v2/data-browser-api'
const q: DataBrowserQuery = {
  year: '2024',
  category: 'states',
  items: ['MD', 'VA'],
  leis: [],
  variables: [
    { key: 'actions_taken', values: ['1', '3'] },
    { key: 'loan_products', values: ['FSA/RHS:First Lien'] },
  ],
}

afterEach(() => vi.unstubAllGlobals())

describe('query building', () => {
  it('builds the aggregations and CSV URLs with encoded values', () => {
    expect(aggregationsUrl(BASE, q)).toBe(
      '/v2/data-browser-api/view/aggregations?states=MD,VA&actions_taken=1,3&loan_products=FSA%2FRHS%3AFirst%20Lien&years=2024',
    )
    expect(csvUrl(`${BASE}/`, q)).toBe(
      '/v2/data-browser-api/view/csv?states=MD,VA&actions_taken=1,3&loan_products=FSA%2FRHS%3AFirst%20Lien&years=2024',
    )
    expect(csvUrl(BASE, q, true)).toBe('/v2/data-browser-api/view/csv?states=MD,VA&years=2024')
  })

  it('uses the nationwide routes only without institutions', () => {
    const n = { ...q, category: 'nationwide' as const, items: ['ignored'] }
    expect(aggregationsUrl(BASE, n)).toBe(
      '/v2/data-browser-api/view/nationwide/aggregations?actions_taken=1,3&loan_products=FSA%2FRHS%3AFirst%20Lien&years=2024',
    )
    expect(aggregationsUrl(BASE, { ...n, leis: ['B4TYDEB6GKMZO031MB27'] })).toMatch(
      /\/view\/aggregations\?leis=B4TYDEB6GKMZO031MB27&actions_taken/,
    )
    expect(csvUrl(BASE, n, true)).toBe('/v2/data-browser-api/view/nationwide/csv?years=2024')
    expect(filersUrl(BASE, '2024', 'nationwide', [])).toBe(
      '/v2/data-browser-api/view/filers?years=2024',
    )
    expect(filersUrl(BASE, '2024', 'counties', ['06037'])).toBe(
      '/v2/data-browser-api/view/filers?counties=06037&years=2024',
    )
  })

  it('names the dataset behind each year', () => {
    expect(datasetSource('2022')).toEqual({ dataset: 'Three Year', frozen: 'December 31, 2025' })
    expect(datasetSource('2024')?.dataset).toBe('One Year')
    expect(datasetSource('2025')?.dataset).toBe('Snapshot')
  })

  it('reads filers, counts missing from older answers', () => {
    expect(
      parseDataBrowserFilers({ institutions: [{ lei: ' abc ', name: ' Bank ', period: 2024 }] }),
    ).toEqual([{ lei: 'ABC', name: 'Bank', count: 0 }])
  })
})

const response = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers })

describe('requests', () => {
  it('parses, keeps each answer per URL for the visit', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      response(
        200,
        JSON.stringify({
          aggregations: [
            { count: 2, sum: 1.5e5, actions_taken: '1', loan_products: 'FSA/RHS:First Lien' },
          ],
        }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    const a = await client.fetchQuery(aggregationsQuery(BASE, q))
    const b = await client.fetchQuery(aggregationsQuery(BASE, q))
    expect(a).toEqual([
      {
        count: 2,
        sum: 150000,
        values: { actions_taken: '1', loan_products: 'FSA/RHS:First Lien' },
      },
    ])
    expect(b).toBe(a)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('retries 503 once after the delay, then fails', async () => {
    const fetchMock = vi.fn(async () => response(503, ''))
    const started = Date.now()
    const error = await fetchAggregations(BASE, q, { fetch: fetchMock, retryDelayMs: 30 }).catch(
      (e: unknown) => e,
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(error).toBeInstanceOf(ApiError)
    expect(describeDataBrowserError(error, q).canRetry).toBe(true)
  })

  it('keeps no failure: the next request asks the service again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(response(429, ''))
      .mockResolvedValueOnce(response(200, '{"aggregations":[]}'))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await expect(client.fetchQuery(aggregationsQuery(BASE, q))).rejects.toMatchObject({
      status: 429,
    })
    await expect(client.fetchQuery(aggregationsQuery(BASE, q))).resolves.toEqual([])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not retry 429 or 400', async () => {
    for (const status of [429, 400]) {
      const fetchMock = vi.fn(async () => response(status, '{}'))
      await fetchAggregations(BASE, q, { fetch: fetchMock, retryDelayMs: 1 }).catch(() => null)
      expect(fetchMock).toHaveBeenCalledTimes(1)
    }
  })

  it('succeeds when the retry does', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(response(504, ''))
      .mockResolvedValueOnce(response(200, '{"aggregations":[]}'))
    await expect(
      fetchAggregations(BASE, q, { fetch: fetchMock, retryDelayMs: 1 }),
    ).resolves.toEqual([])
  })

  it('keeps the 400 body for the error words', async () => {
    const body = JSON.stringify({
      invalidActions: ['9'],
      errorType: 'invalid-action-taken-type',
      message: 'valid actions are 1, 2, 3, 4, 5, 6, 7, 8',
    })
    const error = await fetchAggregations(BASE, q, {
      fetch: async () => response(400, body),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataBrowserError)
    expect((error as DataBrowserError).errorType).toBe('invalid-action-taken-type')
    expect(describeDataBrowserError(error, q)).toEqual({
      heading: 'Choice refused',
      message: 'The data service does not accept “9” for Action Taken. Untick it and try again.',
      canRetry: false,
    })
  })
})

const err = (status: number, body?: unknown, message = '') =>
  new DataBrowserError(
    new ApiError(status >= 500 ? 'server' : 'bad-request', '/x', 'x', {
      status,
      serverMessage: message || undefined,
    }),
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  )

describe('error mapping', () => {
  it('429 → busy with retry, after the Retry-After wait when the service says it', () => {
    const d = describeDataBrowserError(new ApiError('busy', '/x', 'x', { status: 429 }), q)
    expect(d).toEqual({
      heading: 'The data service is busy',
      message: 'The data service is busy. Try again in a moment.',
      canRetry: true,
    })
    const wait = new ApiError('busy', '/x', 'x', { status: 429, retryAfterSeconds: 12 })
    expect(describeDataBrowserError(new DataBrowserError(wait, undefined), q).message).toBe(
      'The data service is busy. Try again in 12 seconds.',
    )
  })

  it('names the variable of bad ethnicities although the API reports the age error', () => {
    const eq = { ...q, variables: [{ key: 'ethnicities', values: ['Martian'] }] }
    const d = describeDataBrowserError(
      err(400, { invalidAgeApplicant: ['Martian'], errorType: 'invalid-age-of-applicant' }),
      eq,
    )
    expect(d.message).toBe(
      'The data service does not accept “Martian” for Ethnicity. Untick it and try again.',
    )
  })

  it.each([
    [{ invalidStates: ['ZZ'], errorType: 'invalid-states' }, 'the state “ZZ”'],
    [{ errorType: 'provide-two-or-less-filter-criteria' }, 'Choose at most two variables'],
    [{ errorType: 'provide-atleast-one-filter-criteria' }, 'Choose at least one variable'],
    [
      { errorType: 'provide-only-msamds-or-states-or-counties-or-leis' },
      'Choose at least one state',
    ],
  ])('400 %j names the choice', (body, words) => {
    expect(describeDataBrowserError(err(400, body), q).message).toContain(words)
  })

  it('plain-text 400s: LEI and year', () => {
    const lei = 'A Valid LEI should be 20 characters and Alphanumeric (BADLEI)'
    expect(describeDataBrowserError(err(400, lei, lei), q).message).toContain('“BADLEI”')
    const year = 'must provide years in the range of 2018-2023, you have provided (2017)'
    expect(
      describeDataBrowserError(err(400, year, year), { ...q, year: '2017' }).message,
    ).toContain('does not serve 2017')
  })

  it('404 with counties names them; 503 after the retry offers a retry', () => {
    const cq = { ...q, category: 'counties' as const, items: ['09110'] }
    const d = describeDataBrowserError(err(404), cq)
    expect(d.message).toContain('(09110)')
    expect(d.canRetry).toBe(false)
    expect(describeDataBrowserError(err(503), q)).toMatchObject({ canRetry: true })
    expect(describeDataBrowserError(err(503), q).message).toContain('HTTP 503')
  })
})

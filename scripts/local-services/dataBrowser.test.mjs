// @vitest-environment node
// The local Data Browser API over real HTTP: parameter rules, error bodies, CSV column order,
// and that a CSV holds exactly the rows its aggregation counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_BROWSER_CSV_HEADER, csvFileName, parseQuery } from './dataBrowser.mjs'
import { startSampleServer } from './test-server.mjs'

/** @type {import('./test-server.mjs').SampleServer} */
let server
beforeAll(async () => {
  server = await startSampleServer({ now: new Date('2026-11-24T12:00:00Z') })
})
afterAll(() => server?.close())

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => server.get(`/v2/data-browser-api/view${path}`, init)
/** An aggregation's row: the count, the loan-amount sum and the value of each variable. */
/** @typedef {{ count: number, sum: number } & Record<string, string | number>} Aggregation */

/**
 * The status, and the body as JSON (any shape: the tests check it) or else as text.
 * @param {string} path
 */
async function body(path) {
  const response = await get(path)
  const text = await response.text()
  /** @type {any} */
  let parsed = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // plain text
  }
  return { status: response.status, body: parsed, response }
}

/**
 * Splits a CSV line (quoted cells allowed).
 * @param {string} line
 */
function cells(line) {
  /** @type {string[]} */
  const out = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') ((cur += '"'), i++)
      else if (c === '"') quoted = false
      else cur += c
    } else if (c === '"') quoted = true
    else if (c === ',') (out.push(cur), (cur = ''))
    else cur += c
  }
  out.push(cur)
  return out
}

describe('parameter rules and error bodies', () => {
  it.each([
    ['/aggregations?states=TX&actions_taken=1', 400, 'must provide years value parameter'],
    [
      '/aggregations?years=2017&states=TX&actions_taken=1',
      400,
      'must provide years in the range of 2018-2023, you have provided (2017)',
    ],
    [
      '/aggregations?years=2024&leis=BADLEI&actions_taken=1',
      400,
      'A Valid LEI should be 20 characters and Alphanumeric (BADLEI)',
    ],
  ])('%s → %i plain message', async (path, status, message) => {
    const r = await body(path)
    expect(r.status).toBe(status)
    expect(r.body).toBe(message)
  })

  it('needs a geography or LEIs, and not all four', async () => {
    for (const path of [
      '/aggregations?years=2024&actions_taken=1',
      '/csv?years=2024',
      '/aggregations?years=2024&states=TX&msamds=19100&counties=48113&leis=B4TYDEB6GKMZO031MB27&actions_taken=1',
    ]) {
      const r = await body(path)
      expect(r.status).toBe(400)
      expect(r.body.errorType).toBe('provide-only-msamds-or-states-or-counties-or-leis')
    }
    const filers = await body('/filers?years=2024&states=TX&msamds=19100&counties=48113')
    expect(filers.body.errorType).toBe('provide-only-msamds-or-states-or-counties-or-leis')
  })

  it('allows at most two variables and needs one for aggregations (not for CSV)', async () => {
    const three = await body(
      '/aggregations?years=2024&states=TX&actions_taken=1&loan_types=1&sexes=Male',
    )
    expect(three.status).toBe(400)
    expect(three.body.errorType).toBe('provide-two-or-less-filter-criteria')
    const none = await body('/aggregations?years=2024&states=TX')
    expect(none.body.errorType).toBe('provide-atleast-one-filter-criteria')
    expect((await get('/csv?years=2024&counties=48113')).status).toBe(200)
  })

  it('names invalid states and values with the API keys', async () => {
    const states = await body('/aggregations?years=2024&states=TX,ZZ&actions_taken=1')
    expect(states.body).toMatchObject({ invalidStates: ['ZZ'], errorType: 'invalid-states' })
    const actions = await body('/aggregations?years=2024&states=TX&actions_taken=1,9')
    expect(actions.body).toEqual({
      invalidActions: ['9'],
      errorType: 'invalid-action-taken-type',
      message: 'valid actions are 1, 2, 3, 4, 5, 6, 7, 8',
    })
    const products = await body('/aggregations?years=2024&states=TX&loan_products=x')
    expect(products.body.invalidateLoanProducts).toEqual(['x'])
    const ethnicity = await body('/aggregations?years=2024&states=TX&ethnicities=x')
    expect(ethnicity.body.errorType).toBe('invalid-age-of-applicant')
  })

  it('answers 404 for an unknown county and 400 for a non-integer MSA/MD', async () => {
    expect((await get('/aggregations?years=2024&counties=99999&actions_taken=1')).status).toBe(404)
    expect((await get('/aggregations?years=2024&msamds=abc&actions_taken=1')).status).toBe(400)
  })

  it('accepts values case-insensitively', () => {
    const q = parseQuery(new URLSearchParams('years=2024&states=tx&sexes=male'), {
      kind: 'aggregations',
    })
    expect(q.states).toEqual(['TX'])
    expect(q.filters[0].values).toEqual(['Male'])
  })
})

describe('aggregations', () => {
  it('has one row per value combination, in request order, with parameters echoed', async () => {
    const r = await body('/aggregations?years=2024&states=TX,OK&actions_taken=1,3&loan_types=1,2')
    expect(r.status).toBe(200)
    expect(r.body.parameters).toEqual({ state: 'TX,OK', actions_taken: '1,3', loan_types: '1,2' })
    expect(
      r.body.aggregations.map((/** @type {Aggregation} */ a) => [a.actions_taken, a.loan_types]),
    ).toEqual([
      ['1', '1'],
      ['1', '2'],
      ['3', '1'],
      ['3', '2'],
    ])
    expect(
      r.body.aggregations.reduce(
        (/** @type {number} */ n, /** @type {Aggregation} */ a) => n + a.count,
        0,
      ),
    ).toBeGreaterThan(0)
  })

  it('nationwide needs no geography', async () => {
    const r = await body('/nationwide/aggregations?years=2024&lien_statuses=1,2')
    expect(r.status).toBe(200)
    expect(r.body.aggregations).toHaveLength(2)
  })
})

describe('csv', () => {
  it('streams the rows in the API column order; row count equals the aggregation count', async () => {
    const query = 'years=2024&states=TX&actions_taken=1,3&races=White,Asian'
    const agg = await body(`/aggregations?${query}`)
    const total = agg.body.aggregations.reduce(
      (/** @type {number} */ n, /** @type {Aggregation} */ a) => n + a.count,
      0,
    )
    const response = await get(`/csv?${query}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=state_TX_actions_taken_1-3_races_White-Asian.csv',
    )
    const lines = (await response.text()).trimEnd().split('\n')
    expect(String(lines[0]).split(',')).toEqual(DATA_BROWSER_CSV_HEADER)
    expect(DATA_BROWSER_CSV_HEADER).toHaveLength(99)
    expect(lines.length - 1).toBe(total)
    const rows = lines.slice(1).map(cells)
    expect(rows.every((r) => r.length === 99)).toBe(true)
    const col = (/** @type {string} */ name) => DATA_BROWSER_CSV_HEADER.indexOf(name)
    expect(rows.every((r) => r[col('state_code')] === 'TX')).toBe(true)
    expect(rows.every((r) => ['1', '3'].includes(r[col('action_taken')]))).toBe(true)
    expect(rows.every((r) => ['White', 'Asian'].includes(r[col('derived_race')]))).toBe(true)
    // The per-combination counts agree with the rows too.
    const white1 = agg.body.aggregations.find(
      (/** @type {Aggregation} */ a) => a.actions_taken === '1' && a.races === 'White',
    )
    expect(
      rows.filter((r) => r[col('action_taken')] === '1' && r[col('derived_race')] === 'White')
        .length,
    ).toBe(white1.count)
  })

  it('every variable filters rows consistently with the aggregation', async () => {
    const agg = await body(
      '/aggregations?years=2023&states=CA&ageapplicant=25-34,%3E74&loan_products=Conventional%3AFirst%20Lien',
    )
    const total = agg.body.aggregations.reduce(
      (/** @type {number} */ n, /** @type {Aggregation} */ a) => n + a.count,
      0,
    )
    const text = await (
      await get(
        '/csv?years=2023&states=CA&ageapplicant=25-34,%3E74&loan_products=Conventional%3AFirst%20Lien',
      )
    ).text()
    expect(text.trimEnd().split('\n').length - 1).toBe(total)
  })

  it('names the nationwide file filters first, then the year', () => {
    const q = parseQuery(new URLSearchParams('years=2018&actions_taken=1,4'), {
      kind: 'csv',
      nationwide: true,
    })
    expect(csvFileName(q)).toBe('actions_taken_1-4_year_2018.csv')
  })
})

describe('filers', () => {
  it('lists the institutions of a geography with their record counts', async () => {
    const r = await body('/filers?years=2024&states=TX')
    expect(r.status).toBe(200)
    expect(r.body.institutions.length).toBeGreaterThan(0)
    const first = r.body.institutions[0]
    expect(Object.keys(first)).toEqual(['lei', 'name', 'count', 'period'])
    expect(first.period).toBe(2024)
    const csv = await (await get(`/csv?years=2024&states=TX&leis=${first.lei}`)).text()
    expect(csv.trimEnd().split('\n').length - 1).toBe(first.count)
  })
})

describe('fault injection reaches the data browser paths', () => {
  it('answers 429 when asked', async () => {
    const r = await get('/filers?years=2024', { headers: { 'X-HMDA-Fault': '429:5' } })
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('5')
  })
})

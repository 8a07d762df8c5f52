// @vitest-environment node
// The local quarterly graphs service and quarterly filers table over real HTTP: the real shapes,
// 21 graphs in 7 categories (63 with the loan-purpose variants), 404s, and fault injection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleServer } from './test-server.mjs'
import { publishedQuarters } from './years.mjs'

/** @typedef {import('@/lib/api/quarterly.ts').GraphList} GraphList */
/** @typedef {import('@/lib/api/quarterly.ts').Graph} Graph */
/** @typedef {import('@/lib/api/quarterly.ts').QuarterlyFilers} QuarterlyFilers */

const NOW = new Date('2026-11-24T12:00:00Z')
/** @type {import('./test-server.mjs').SampleServer} */
let server
beforeAll(async () => {
  server = await startSampleServer({ now: NOW })
})
afterAll(() => server?.close())

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => server.get(path, init)

describe('quarterly graphs', () => {
  it('lists 21 base graphs in 7 categories, each with home and refinance variants', async () => {
    const response = await get('/quarterly-data/graphs/')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-hmda-sample-data')).toBe('1')
    /** @type {GraphList} */
    const body = await response.json()
    expect(Object.keys(body)).toEqual(['overview', 'graphs'])
    expect(body.graphs).toHaveLength(63)
    expect(Object.keys(body.graphs[0])).toEqual(['title', 'category', 'endpoint'])
    const base = body.graphs.filter((g) => !g.endpoint.includes('-loan-purpose-'))
    expect(base).toHaveLength(21)
    expect([...new Set(base.map((g) => g.category))]).toEqual([
      'Loan & Application Counts',
      'Credit Score',
      'Combined Loan-to-Value Ratio',
      'Debt-to-Income Ratio',
      'Denial Rates',
      'Interest Rates',
      'Total Loan Costs',
    ])
    expect(body.graphs.find((g) => g.endpoint === 'dti-fha-re-loan-purpose-refinance')?.title).toBe(
      'For FHA loans, how has median DTI differed by race/ethnicity? - Refinance',
    )
  })

  it('serves a graph in the real shape, with suppressed quarters missing', async () => {
    /** @type {Graph} */
    const body = await (await get('/quarterly-data/graphs/interest-rates')).json()
    expect(Object.keys(body)).toEqual([
      'title',
      'subtitle',
      'series',
      'xLabel',
      'yLabel',
      'decimalPrecision',
    ])
    expect(body.decimalPrecision).toBe(3)
    expect(body.yLabel).toBe('Median Interest Rates')
    expect(body.series.map((s) => s.name)).toEqual([
      'Conventional Conforming',
      'Conventional Non-Conforming',
      'FHA',
      'HELOC',
      'RHS/FSA',
      'VA',
    ])
    const cc = /** @type {Graph['series'][number]} */ (body.series[0])
    expect(cc.coordinates.map((c) => c.x)).toEqual(publishedQuarters(NOW).map((p) => p.quarter))
    // At 2026-11-24 the 2026-Q2 filing deadline (08/31/2026) has passed, not 2026-Q3's.
    expect(cc.coordinates.at(-1)?.x).toBe('2026-Q2')
    expect(cc.updated).toBe('2026-09-14 06:00:00.0')
    const rhs = /** @type {Graph['series'][number]} */ (body.series[4])
    expect(rhs.coordinates.length).toBeLessThan(cc.coordinates.length)
    for (const { y } of cc.coordinates) expect(Number(y.toFixed(3))).toBe(y)
    /** @type {Graph} */
    const tlc = await (await get('/quarterly-data/graphs/tlc')).json()
    expect(tlc.series.map((s) => s.name)).not.toContain('HELOC')
  })

  it('answers 404 for an unknown graph', async () => {
    expect((await get('/quarterly-data/graphs/nope')).status).toBe(404)
  })

  it('injects faults by cookie', async () => {
    const response = await get('/quarterly-data/graphs', {
      headers: { cookie: 'hmda-fault=503@/quarterly-data' },
    })
    expect(response.status).toBe(503)
  })
})

describe('quarterly filers table', () => {
  it('gives years year-1 … year-3 with totals', async () => {
    // The site asks for the latest year of the graphs: 2026, so the last three full years.
    const response = await get('/v2/public/institutions/quarterly/2026/lars/past/3')
    expect(response.status).toBe(200)
    /** @type {QuarterlyFilers} */
    const body = await response.json()
    expect(body.yearly.map((y) => y.year)).toEqual(['2025', '2024', '2023'])
    expect(body.quarterly).toHaveLength(35)
    const first = /** @type {QuarterlyFilers['quarterly'][number]} */ (body.quarterly[0])
    expect(Object.keys(first)).toEqual(['lei', 'name', 'agency', 'larCounts'])
    expect(first.lei).toMatch(/^[0-9A-Z]{20}$/)
    for (const f of body.quarterly) for (const c of f.larCounts) expect(c.count).toBeGreaterThan(0)
  })

  it('answers 404 with the platform error body for a year without data', async () => {
    const response = await get('/v2/public/institutions/quarterly/2010/lars/past/3')
    expect(response.status).toBe(404)
    expect((await response.json()).httpStatus).toBe(404)
  })
})

// @vitest-environment node
// The Maps filter files of the local file server: the published path and shape, counts that agree
// with the Data Browser API stand-in over the same sample rows, 404s, and the sample header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAP_VARIABLES, mapFilterSlug, parseMapFilterPath } from './mapFilters.mjs'
import { startSampleServer } from './test-server.mjs'

/** @type {import('./test-server.mjs').SampleServer} */
let server
beforeAll(async () => {
  server = await startSampleServer({ now: new Date('2026-11-24T12:00:00Z') })
})
afterAll(() => server?.close())

/** @param {string} path */
const get = (path) => server.get(path)
/** @param {string} query @returns {Promise<{ count: number }[]>} */
const aggregation = async (query) =>
  (await (await get(`/v2/data-browser-api/view/aggregations?${query}`)).json()).aggregations

describe('value slugs', () => {
  it('replace every character other than a letter or digit by "-", lower case', () => {
    expect(mapFilterSlug('3')).toBe('3')
    expect(mapFilterSlug('<25')).toBe('-25')
    expect(mapFilterSlug('>149')).toBe('-149')
    expect(mapFilterSlug('Single Family (1-4 Units):Site-Built')).toBe(
      'single-family--1-4-units--site-built',
    )
    expect(mapFilterSlug('FSA/RHS:First Lien')).toBe('fsa-rhs-first-lien')
    expect(mapFilterSlug('2 or more minority races')).toBe('2-or-more-minority-races')
  })
  it('paths are read back, other paths are not filter files', () => {
    expect(parseMapFilterPath('/data-browser/maps/2025/state-actionTaken-3.json')).toEqual({
      year: '2025',
      geography: 'state',
      variable: 'actionTaken',
      slug: '3',
    })
    expect(parseMapFilterPath('/data-browser/maps/2025/msa-actionTaken-3.json')).toBeNull()
    expect(parseMapFilterPath('/data-browser/maps/2025/state-actionTaken-3')).toBeNull()
  })
})

describe('/hmda-files/data-browser/maps/{year}/{geography}-{variable}-{slug}.json', () => {
  it('serves state counts within the rows of the variable and value, as sample data', async () => {
    const response = await get('/hmda-files/data-browser/maps/2025/state-actionTaken-3.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-hmda-sample-data')).toBe('1')
    const body = await response.json()
    const states = Object.keys(body)
    expect(states.length).toBeGreaterThan(10)
    for (const key of states) expect(key).toMatch(/^[A-Z]{2}$/)
    const [first] = states
    const feature = body[first]
    expect(Object.keys(feature).sort()).toEqual(Object.keys(MAP_VARIABLES).sort())
    // Its own variable holds only the file's value; every variable sums to the same total.
    expect(Object.keys(feature.actionTaken)).toEqual(['3'])
    const total = feature.actionTaken['3']
    for (const counts of Object.values(feature))
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total)
    // The same numbers as the Data Browser API stand-in over the same rows.
    const [denied] = await aggregation(`years=2025&states=${first}&actions_taken=3`)
    expect(denied.count).toBe(total)
    const byAge = await aggregation(`years=2025&states=${first}&actions_taken=3&ageapplicant=55-64`)
    expect(byAge[0].count).toBe(feature.age['55-64'] ?? 0)
  })

  it('serves county files keyed by FIPS for slugged values', async () => {
    const response = await get(
      '/hmda-files/data-browser/maps/2024/county-dwellingCategory-single-family--1-4-units--site-built.json',
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    const keys = Object.keys(body)
    expect(keys.length).toBeGreaterThan(50)
    for (const key of keys) expect(key).toMatch(/^\d{5}$/)
    const counts = body[keys[0]].dwellingCategory
    expect(Object.keys(counts)).toEqual(['Single Family (1-4 Units):Site-Built'])
  })

  it('answers 404 for an unknown year, variable or value', async () => {
    for (const path of [
      '/hmda-files/data-browser/maps/2017/state-actionTaken-3.json',
      '/hmda-files/data-browser/maps/2025/state-color-3.json',
      '/hmda-files/data-browser/maps/2025/state-actionTaken-9.json',
      '/hmda-files/data-browser/maps/2025/tract-actionTaken-3.json',
    ])
      expect((await get(path)).status, path).toBe(404)
  })

  it('takes injected faults like every file server path', async () => {
    const response = await fetch(
      `${server.url}/hmda-files/data-browser/maps/2025/state-actionTaken-3.json`,
      { headers: { 'X-HMDA-Fault': '503@/hmda-files/data-browser' } },
    )
    expect(response.status).toBe(503)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './queries'
import {
  countiesQuery,
  msaMdsQuery,
  parseCounties,
  parseGeographyIndex,
  parseMsaMds,
  parsePopulation,
  parseRecordCounts,
  parseStates,
  populationQuery,
  stateMsaMdsQuery,
  statesQuery,
} from './geography'

const index = {
  states: 'states.json',
  years: {
    '2023': {
      counties: 'counties-2017-2023.json',
      msaMds: 'msamds-2019-2023.json',
      population: 'population-2023.json',
      recordCounts: 'record-counts-2023.json',
    },
  },
}
const states = {
  states: [
    ['06', 'CA', 'California', 1],
    ['48', 'TX', 'Texas', 1],
    ['66', 'GU', 'Guam', 0],
  ],
}
const msaMds = {
  msaMds: [
    ['19124', 'DALLAS-PLANO-IRVING', ['TX']],
    ['31084', 'LOS ANGELES-LONG BEACH-GLENDALE', ['CA']],
  ],
}
const counties = {
  counties: [
    ['06037', 'LOS ANGELES COUNTY'],
    ['48113', 'DALLAS COUNTY'],
  ],
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A fetch answering `files` by URL (404 otherwise); `fail` answers 500 once per listed URL. */
function serve(files: Record<string, unknown>, fail: string[] = []) {
  const failing = new Set(fail)
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const u = String(input)
    if (failing.delete(u)) return new Response('', { status: 500 })
    const body = files[u]
    return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return () => fetchMock.mock.calls.map((c) => String(c[0]))
}

describe('geography parsing', () => {
  it('reads the compact lists', () => {
    expect(parseStates(states)[2]).toEqual({
      code: '66',
      abbr: 'GU',
      name: 'Guam',
      dataBrowser: false,
    })
    expect(parseMsaMds(msaMds)[0]).toEqual({
      id: '19124',
      name: 'DALLAS-PLANO-IRVING',
      states: ['TX'],
    })
    expect(parseCounties(counties, parseStates(states))[1]).toEqual({
      code: '48113',
      name: 'DALLAS COUNTY',
      state: 'TX',
    })
    expect(parseRecordCounts({ states: { TX: 5 }, msaMds: null, counties: {} })).toEqual({
      states: { TX: 5 },
      msaMds: null,
      counties: {},
    })
  })

  it('rejects bad shapes and file names outside the folder', () => {
    expect(() => parseStates({ states: [['06', 'CA']] })).toThrow('body.states[0][2]')
    expect(() => parseGeographyIndex({ ...index, states: '../secret.json' })).toThrow(
      /not a file name/,
    )
  })
})

describe('geography queries', () => {
  const files: Record<string, unknown> = {
    '/data/geography/index.json': index,
    '/data/geography/states.json': states,
    '/data/geography/msamds-2019-2023.json': msaMds,
    '/data/geography/counties-2017-2023.json': counties,
  }

  it('fetch the index once and each list once, by the year’s edition', async () => {
    const urls = serve(files)
    const client = createQueryClient()
    const [stateList, msaList] = await Promise.all([
      client.fetchQuery(statesQuery()),
      client.fetchQuery(msaMdsQuery('2023')),
    ])
    expect(stateList).toHaveLength(3)
    expect(msaList.map((m) => m.id)).toEqual(['19124', '31084'])
    expect((await client.fetchQuery(stateMsaMdsQuery('2023', 'CA'))).map((m) => m.id)).toEqual([
      '31084',
    ])
    expect((await client.fetchQuery(countiesQuery('2023')))[0]?.state).toBe('CA')
    expect(await client.fetchQuery(statesQuery())).toBe(stateList)
    expect(urls().sort()).toEqual(Object.keys(files).sort())
    await expect(client.fetchQuery(msaMdsQuery('1999'))).rejects.toThrow(
      'No geography lists for 1999.',
    )
  })

  it('keep no failure: the next request asks the server again', async () => {
    const urls = serve(files, [
      '/data/geography/index.json',
      '/data/geography/msamds-2019-2023.json',
    ])
    const client = createQueryClient()
    await expect(client.fetchQuery(statesQuery())).rejects.toMatchObject({ kind: 'server' })
    expect(await client.fetchQuery(statesQuery())).toHaveLength(3)
    await expect(client.fetchQuery(msaMdsQuery('2023'))).rejects.toMatchObject({ kind: 'server' })
    expect(await client.fetchQuery(msaMdsQuery('2023'))).toHaveLength(2)
    expect(urls().filter((u) => u.endsWith('/index.json'))).toHaveLength(2)
    expect(urls().filter((u) => u.endsWith('/msamds-2019-2023.json'))).toHaveLength(2)
  })

  it('stop the request when nobody waits for the list any more', async () => {
    let seen: AbortSignal | undefined
    serve(files)
    const client = createQueryClient()
    await client.fetchQuery(statesQuery())
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            seen = init?.signal ?? undefined
            seen?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
          }),
      ),
    )
    const pending = client.fetchQuery(populationQuery('2023')).catch((e: unknown) => e)
    await vi.waitFor(() => expect(seen).toBeDefined())
    await client.cancelQueries({ queryKey: ['geography', 'population'] })
    expect(seen?.aborted).toBe(true)
    expect(await pending).toBeInstanceOf(Error)
  })
})

describe('the committed geography files (public/data/geography)', () => {
  const committed = import.meta.glob<unknown>('../../../public/data/geography/*.json', {
    eager: true,
    import: 'default',
  })
  const read = (name: string): unknown => {
    const data = committed[`../../../public/data/geography/${name}`]
    if (data === undefined) throw new Error(`missing public/data/geography/${name}`)
    return data
  }

  it('parse with the loaders’ checks, for every year', () => {
    const idx = parseGeographyIndex(read('index.json'))
    expect(Object.keys(idx.years)).toEqual(
      expect.arrayContaining([
        '2017',
        '2018',
        '2019',
        '2020',
        '2021',
        '2022',
        '2023',
        '2024',
        '2025',
      ]),
    )
    const stateList = parseStates(read(idx.states))
    expect(stateList.find((s) => s.abbr === 'DC')?.name).toBe('District of Columbia')
    expect(stateList.find((s) => s.abbr === 'CA')).toMatchObject({ code: '06', dataBrowser: true })
    const abbrs = new Set(stateList.map((s) => s.abbr))
    for (const [year, files] of Object.entries(idx.years)) {
      const msas = parseMsaMds(read(files.msaMds))
      expect(msas.length, year).toBeGreaterThan(400)
      for (const m of msas) {
        expect(m.id).toMatch(/^\d{5}$/)
        // 99999 = outside any MSA/MD, under the pseudo-state NA
        if (m.id === '99999') expect(m.states).toEqual(['NA'])
        else for (const s of m.states) expect(abbrs.has(s), `${year} ${m.id} ${s}`).toBe(true)
      }
      const countyList = parseCounties(read(files.counties), stateList)
      expect(countyList.length, year).toBeGreaterThan(3200)
      expect(countyList.filter((c) => c.state === '').length, year).toBe(0)
      const population = parsePopulation(read(files.population))
      expect(population.states['06'], year).toBeGreaterThan(30_000_000)
      const counts = parseRecordCounts(read(files.recordCounts))
      expect(counts.states.CA, year).toBeGreaterThan(100_000)
      expect(counts.msaMds === null ? year : 'has msa counts').toBe(
        year === '2020' ? '2020' : 'has msa counts',
      )
    }
  })
})

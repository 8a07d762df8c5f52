import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MsaMdEntry, State } from '@/lib/api/geography'
import { createQueryClient } from '@/lib/api/queries'
import { aggregateStatesQuery, statesWithMsaMds } from './aggregateStates'

const state = (abbr: string, name: string): State => ({
  code: '00',
  abbr,
  name,
  dataBrowser: true,
})
const msa = (id: string, states: string[]): MsaMdEntry => ({ id, name: `AREA ${id}`, states })

describe('statesWithMsaMds', () => {
  const states = [
    state('AL', 'Alabama'),
    state('AS', 'American Samoa'),
    state('MP', 'Northern Mariana Islands'),
    state('NJ', 'New Jersey'),
    state('PR', 'Puerto Rico'),
    state('UM', 'U.S. Minor Outlying Islands'),
  ]

  it('offers only the places with an MSA/MD in the year’s list, in the states’ order', () => {
    const result = statesWithMsaMds(states, [
      msa('10900', ['NJ', 'PA']),
      msa('10380', ['PR']),
      msa('11500', ['AL']),
    ])
    expect(result.offered.map((s) => s.abbr)).toEqual(['AL', 'NJ', 'PR'])
    expect(result.without.map((s) => s.name)).toEqual([
      'American Samoa',
      'Northern Mariana Islands',
      'U.S. Minor Outlying Islands',
    ])
  })

  it('counts a state an MSA/MD spans, even when the MSA/MD is named after another', () => {
    const result = statesWithMsaMds([state('PA', 'Pennsylvania')], [msa('10900', ['NJ', 'PA'])])
    expect(result.offered.map((s) => s.abbr)).toEqual(['PA'])
    expect(result.without).toEqual([])
  })

  it('an empty MSA/MD list offers nothing and names every place', () => {
    const result = statesWithMsaMds(states, [])
    expect(result.offered).toEqual([])
    expect(result.without).toHaveLength(states.length)
  })
})

describe('aggregateStatesQuery', () => {
  afterEach(() => vi.unstubAllGlobals())
  const files: Record<string, unknown> = {
    '/data/geography/index.json': {
      states: 'states.json',
      years: {
        '2024': {
          counties: 'c.json',
          msaMds: 'msamds-2024.json',
          population: 'p.json',
          recordCounts: 'r.json',
        },
      },
    },
    '/data/geography/states.json': {
      states: [
        ['01', 'AL', 'Alabama', 1],
        ['60', 'AS', 'American Samoa', 0],
      ],
    },
    '/data/geography/msamds-2024.json': { msaMds: [['11500', 'ANNISTON-OXFORD', ['AL']]] },
  }

  it('reads the index once, and asks again for a list that failed', async () => {
    let failMsaMds = true
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input)
      if (url.endsWith('/msamds-2024.json') && failMsaMds) {
        failMsaMds = false
        return new Response('', { status: 503 })
      }
      return new Response(JSON.stringify(files[url]))
    })
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await expect(client.fetchQuery(aggregateStatesQuery('2024'))).rejects.toMatchObject({
      status: 503,
    })
    const result = await client.fetchQuery(aggregateStatesQuery('2024'))
    expect(result.offered.map((s) => s.abbr)).toEqual(['AL'])
    expect(result.without.map((s) => s.abbr)).toEqual(['AS'])
    expect(result.all).toHaveLength(2)
    const urls = fetchMock.mock.calls.map((c) => String(c[0]))
    expect(urls.filter((u) => u.endsWith('/index.json'))).toHaveLength(1)
    expect(urls.filter((u) => u.endsWith('/states.json'))).toHaveLength(1)
    expect(urls.filter((u) => u.endsWith('/msamds-2024.json'))).toHaveLength(2)
  })
})

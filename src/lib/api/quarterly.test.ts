import { describe, expect, it, vi } from 'vitest'
import {
  fetchGraph,
  graphListQuery,
  graphQuery,
  graphUrl,
  parseGraph,
  parseGraphList,
  parseQuarterlyFilers,
  quarterlyFilersUrl,
} from './quarterly'
import { createQueryClient } from './queries'

const graph = {
  title: 'How has the number of applications changed?',
  subtitle: '',
  series: [
    {
      name: 'Conventional Conforming',
      updated: '2026-06-02 00:00:00.0',
      coordinates: [
        { x: '2025-Q1', y: 10.0 },
        { x: '2025-Q2', y: 12.5 },
      ],
    },
    { name: 'HELOC', updated: '', coordinates: [] },
  ],
  xLabel: 'Year Quarter',
  yLabel: 'Application Count',
  decimalPrecision: 0,
}

describe('quarterly client', () => {
  it('reads a graph in the current shape', () => {
    const parsed = parseGraph(graph)
    expect(parsed.series[0]?.coordinates[1]).toEqual({ x: '2025-Q2', y: 12.5 })
    expect(parsed.decimalPrecision).toBe(0)
    expect(parsed.series[1]?.coordinates).toEqual([])
  })

  it('reads the older documented shape (no precision, no updated)', () => {
    const parsed = parseGraph({
      ...graph,
      decimalPrecision: undefined,
      series: [{ name: 'FHA', coordinates: [{ x: '2019-Q3', y: 1 }] }],
    })
    expect(parsed.decimalPrecision).toBe(3)
    expect(parsed.series[0]?.updated).toBe('')
  })

  it('rejects a bad quarter or value with the path', () => {
    expect(() =>
      parseGraph({ ...graph, series: [{ name: 'A', coordinates: [{ x: '2025', y: 1 }] }] }),
    ).toThrow(/\$\.series\[0\]\.coordinates\[0\]\.x/)
    expect(() =>
      parseGraph({ ...graph, series: [{ name: 'A', coordinates: [{ x: '2025-Q1', y: '1' }] }] }),
    ).toThrow(/coordinates\[0\]\.y/)
  })

  it('reads the graph list and the filers table', () => {
    expect(
      parseGraphList({ overview: 'o', graphs: [{ title: 't', category: 'c', endpoint: 'e' }] })
        .graphs,
    ).toHaveLength(1)
    expect(() => parseGraphList({ graphs: [{ title: 't' }] })).toThrow(/\$\.graphs\[0\]\.category/)
    const filers = parseQuarterlyFilers({
      yearly: [{ year: '2025', count: 13543606 }],
      quarterly: [
        {
          lei: 'B4TYDEB6GKMZO031MB27',
          name: 'BANK OF AMERICA, NATIONAL ASSOCIATION',
          agency: 'Consumer Financial Protection Bureau (CFPB)',
          larCounts: [{ year: '2025', count: 245091 }],
        },
      ],
    })
    expect(filers.quarterly[0]?.larCounts[0]?.count).toBe(245091)
  })

  it('builds the URLs', () => {
    expect(graphUrl('credit-scores-cc-re')).toBe('/quarterly-data/graphs/credit-scores-cc-re')
    expect(quarterlyFilersUrl('/v2/public/', '2025')).toBe(
      '/v2/public/institutions/quarterly/2025/lars/past/3',
    )
  })

  it('fetches and checks a graph', async () => {
    const fake = (() =>
      Promise.resolve(new Response(JSON.stringify(graph), { status: 200 }))) as typeof fetch
    await expect(fetchGraph('applications', { fetch: fake })).resolves.toMatchObject({
      yLabel: 'Application Count',
    })
    const missing = (() => Promise.resolve(new Response('nope', { status: 404 }))) as typeof fetch
    await expect(fetchGraph('x', { fetch: missing })).rejects.toMatchObject({ kind: 'not-found' })
  })

  it('queries: the list is fetched once for the visit; a failed graph is asked for again', async () => {
    const answers = [
      new Response(JSON.stringify({ overview: '', graphs: [] })),
      new Response('', { status: 502 }),
      new Response(JSON.stringify(graph)),
    ]
    const fetchMock = vi.fn<typeof fetch>(
      async () => answers.shift() ?? new Response('', { status: 500 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    const list = await client.fetchQuery(graphListQuery())
    expect(await client.fetchQuery(graphListQuery())).toBe(list)
    await expect(client.fetchQuery(graphQuery('applications'))).rejects.toMatchObject({
      kind: 'server',
    })
    await expect(client.fetchQuery(graphQuery('applications'))).resolves.toMatchObject({
      yLabel: 'Application Count',
    })
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/quarterly-data/graphs',
      '/quarterly-data/graphs/applications',
      '/quarterly-data/graphs/applications',
    ])
    vi.unstubAllGlobals()
  })
})

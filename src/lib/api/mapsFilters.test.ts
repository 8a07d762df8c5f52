import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  filteredCount,
  mapFilterQuery,
  mapFilterSlug,
  mapFilterUrl,
  parseMapFilter,
} from './mapsFilters'
import { ApiError } from './errors'
import { createQueryClient } from './queries'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('mapFilterUrl', () => {
  it('uses the published names: camelCase variable, slugged value', () => {
    expect(mapFilterUrl('https://files.example', '2025', 'state', 'actionTaken', '3')).toBe(
      'https://files.example/data-browser/maps/2025/state-actionTaken-3.json',
    )
    expect(mapFilterUrl('/hmda-files', '2024', 'county', 'age', '<25')).toBe(
      '/hmda-files/data-browser/maps/2024/county-age--25.json',
    )
    expect(mapFilterSlug('Single Family (1-4 Units):Manufactured')).toBe(
      'single-family--1-4-units--manufactured',
    )
    expect(mapFilterSlug('FHA:Subordinate Lien')).toBe('fha-subordinate-lien')
  })
})

describe('parseMapFilter', () => {
  it('reads feature → variable → value → records', () => {
    const counts = parseMapFilter({ KS: { age: { '55-64': 2421, '<25': 3 } }, NA: {} })
    expect(filteredCount(counts, 'KS', 'age', '55-64')).toBe(2421)
    expect(filteredCount(counts, 'KS', 'age', '>74')).toBe(0)
    expect(filteredCount(counts, 'TX', 'age', '55-64')).toBe(0)
  })
  it('names the path of a value that is not a count', () => {
    expect(() => parseMapFilter({ KS: { age: { '55-64': '2421' } } })).toThrow(
      '$.KS.age["55-64"]: expected a number',
    )
    expect(() => parseMapFilter([])).toThrow('$: expected an object')
  })
})

describe('mapFilterQuery', () => {
  it('fetches once per URL and does not keep failures', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify({ KS: { sex: { Male: 5 } } })))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    const load = () =>
      client.fetchQuery(mapFilterQuery('/hmda-files', '2025', 'state', 'actionTaken', '3'))
    const error = await load().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('unreachable')
    const counts = await load()
    expect(filteredCount(counts, 'KS', 'sex', 'Male')).toBe(5)
    expect(await load()).toBe(counts)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      '/hmda-files/data-browser/maps/2025/state-actionTaken-3.json',
    )
  })

  it('passes the query’s signal, so a file nobody waits for any more is not downloaded', async () => {
    let seen: AbortSignal | undefined
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
    const client = createQueryClient()
    const options = mapFilterQuery('/hmda-files', '2025', 'county', 'age', '<25')
    const pending = client.fetchQuery(options).catch((e: unknown) => e)
    await vi.waitFor(() => expect(seen).toBeDefined())
    await client.cancelQueries({ queryKey: options.queryKey })
    expect(seen?.aborted).toBe(true)
    expect(await pending).toBeInstanceOf(Error)
  })
})

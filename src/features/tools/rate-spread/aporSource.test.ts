import { afterEach, describe, expect, it, vi } from 'vitest'
import { fileServerBaseFor } from '@/lib/api/files'
import { createQueryClient } from '@/lib/api/queries'
import { aporTablesQuery, aporTableUrls, fetchAporTables } from './aporSource'

const HEADER = `Date|${Array.from({ length: 50 }, (_, i) => i + 1).join('|')}`
const TABLE = `${HEADER}\n1/2/2017|${Array(50).fill('4.25').join('|')}\n`

afterEach(() => vi.unstubAllGlobals())

/** The tables through a query cache (`cache`), downloads answered by `fetchMock`. */
function tablesVia(fetchMock: typeof fetch, cache = createQueryClient()) {
  vi.stubGlobal('fetch', fetchMock)
  return (fileServer: string) => cache.fetchQuery(aporTablesQuery(fileServer))
}

describe('aporSource', () => {
  it('places the tables under {fileServerDomain}/apor/', () => {
    expect(aporTableUrls('https://files.example/')).toEqual({
      fixed: 'https://files.example/apor/YieldTableFixed.txt',
      variable: 'https://files.example/apor/YieldTableAdjustable.txt',
    })
  })

  it('reads the tables from the same-origin file server on local hosts, as other files are', () => {
    expect(
      aporTableUrls(fileServerBaseFor('localhost', { fileServerDomain: 'https://files.x' })),
    ).toEqual({
      fixed: '/hmda-files/apor/YieldTableFixed.txt',
      variable: '/hmda-files/apor/YieldTableAdjustable.txt',
    })
    expect(
      aporTableUrls(fileServerBaseFor('ffiec.hmda.test', { fileServerDomain: 'https://f' })),
    ).toEqual({
      fixed: '/hmda-files/apor/YieldTableFixed.txt',
      variable: '/hmda-files/apor/YieldTableAdjustable.txt',
    })
    expect(
      aporTableUrls(fileServerBaseFor('ffiec.cfpb.gov', { fileServerDomain: 'https://f/' })),
    ).toEqual({
      fixed: 'https://f/apor/YieldTableFixed.txt',
      variable: 'https://f/apor/YieldTableAdjustable.txt',
    })
  })

  it('notes a download marked as sample data', async () => {
    // A fresh module graph: the store is set once for a page's life, so each check starts unset.
    vi.resetModules()
    const { isSampleData } = await import('@/lib/api/sampleData')
    const { fetchAporTables } = await import('./aporSource')
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(TABLE, { headers: { 'X-HMDA-Sample-Data': '1' } }),
    )
    expect(isSampleData()).toBe(false)
    await fetchAporTables('/hmda-files', { fetch: fetchMock })
    expect(isSampleData()).toBe(true)
  })

  it('downloads both tables once and keeps them in the cache', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(TABLE))
    const loadAporTables = tablesVia(fetchMock)
    const first = await loadAporTables('https://f')
    const second = await loadAporTables('https://f')
    expect(second).toBe(first)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(first.fixed.weeks).toHaveLength(1)
  })

  it('fails with the file and line of a malformed table', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async (url) =>
        new Response(String(url).includes('Fixed') ? TABLE : `${HEADER}\n1/2/2017|1|2\n`),
    )
    await expect(fetchAporTables('https://f', { fetch: fetchMock })).rejects.toThrow(
      'https://f/apor/YieldTableAdjustable.txt: Line 2: expected a date and 50 rates',
    )
  })

  it('does not keep a failure: the next call downloads the tables again', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    const loadAporTables = tablesVia(fetchMock)
    await expect(loadAporTables('https://f')).rejects.toThrow('Could not reach')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    fetchMock.mockImplementation(async () => new Response(TABLE))
    await expect(loadAporTables('https://f')).resolves.toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(4)
    // Kept once downloaded.
    await loadAporTables('https://f')
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('shares a download that is under way', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(TABLE))
    const loadAporTables = tablesVia(fetchMock)
    const [a, b] = await Promise.all([loadAporTables('https://g'), loadAporTables('https://g')])
    expect(a).toBe(b)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('a new cache (a new visit of the page) downloads the tables again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(TABLE))
    await tablesVia(fetchMock)('https://f')
    await tablesVia(fetchMock)('https://f')
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aporTableUrls, clearAporCache, loadAporTables } from './aporSource'

const HEADER = `Date|${Array.from({ length: 50 }, (_, i) => i + 1).join('|')}`
const TABLE = `${HEADER}\n1/2/2017|${Array(50).fill('4.25').join('|')}\n`

beforeEach(() => clearAporCache())
afterEach(() => vi.restoreAllMocks())

describe('aporSource', () => {
  it('places the tables under {fileServerDomain}/apor/', () => {
    expect(aporTableUrls('https://files.example/')).toEqual({
      fixed: 'https://files.example/apor/YieldTableFixed.txt',
      variable: 'https://files.example/apor/YieldTableAdjustable.txt',
    })
  })

  it('downloads both tables once and keeps them', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(TABLE))
    const first = await loadAporTables('https://f', { fetch: fetchMock })
    const second = await loadAporTables('https://f', { fetch: fetchMock })
    expect(second).toBe(first)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(first.fixed.weeks).toHaveLength(1)
  })

  it('fails with the file and line of a malformed table', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async (url) =>
        new Response(String(url).includes('Fixed') ? TABLE : `${HEADER}\n1/2/2017|1|2\n`),
    )
    await expect(loadAporTables('https://f', { fetch: fetchMock })).rejects.toThrow(
      'https://f/apor/YieldTableAdjustable.txt: Line 2: expected a date and 50 rates',
    )
  })

  it('does not keep a failure: the next call downloads the tables again', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(loadAporTables('https://f', { fetch: fetchMock })).rejects.toThrow(
      'Could not reach',
    )
    expect(fetchMock).toHaveBeenCalledTimes(2)
    fetchMock.mockImplementation(async () => new Response(TABLE))
    await expect(loadAporTables('https://f', { fetch: fetchMock })).resolves.toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(4)
    // Kept once downloaded.
    await loadAporTables('https://f', { fetch: fetchMock })
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('shares a download that is under way', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(TABLE))
    const [a, b] = await Promise.all([
      loadAporTables('https://g', { fetch: fetchMock }),
      loadAporTables('https://g', { fetch: fetchMock }),
    ])
    expect(a).toBe(b)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

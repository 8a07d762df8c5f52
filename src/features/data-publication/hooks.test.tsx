import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/api/queries'
import { fileInfosQuery } from './hooks'

const A = 'https://files.test/a.zip'
const B = 'https://files.test/b.zip'

afterEach(() => vi.unstubAllGlobals())

describe('fileInfosQuery', () => {
  it('reads size and date of each file; a missing one is null and asked again next time', async () => {
    const fetchMock = vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        String(input) === A
          ? new Response(null, {
              headers: {
                'Content-Length': '2048',
                'Last-Modified': 'Mon, 03 Mar 2025 05:00:00 GMT',
              },
            })
          : new Response(null, { status: 404 }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    const infos = await client.fetchQuery(fileInfosQuery([A, B]))
    expect(infos.get(A)).toEqual({ size: 2048, lastModified: new Date('2025-03-03T05:00:00Z') })
    expect(infos.get(B)).toBeNull()
    await client.fetchQuery(fileInfosQuery([A, B]))
    expect(fetchMock).toHaveBeenCalledTimes(4)
    // Every file answered: kept for the visit.
    await client.fetchQuery(fileInfosQuery([A]))
    await client.fetchQuery(fileInfosQuery([A]))
    expect(fetchMock).toHaveBeenCalledTimes(5)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { createQueryClient } from './queries'
import {
  fetchFilers,
  fetchInstitutionMsaMds,
  filersQuery,
  institutionAreasQuery,
  parseFilers,
  parseFilers2017,
  parseInstitutionMsaMds,
  parseMsaMds2017,
} from './reporting'

const json = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

describe('reporting API parsing', () => {
  it('reads filers (period as string or number), upper-cases LEIs, drops the empty placeholder', () => {
    expect(
      parseFilers({
        institutions: [
          { lei: '5493001ABCDEFGHIJK12', name: 'Prairie Savings Bank', period: '2022' },
          { lei: 'abcdefghij0123456789', name: 'Lower Case Lender', period: 2022 },
        ],
      }),
    ).toEqual([
      { lei: '5493001ABCDEFGHIJK12', name: 'Prairie Savings Bank', period: '2022' },
      { lei: 'ABCDEFGHIJ0123456789', name: 'Lower Case Lender', period: '2022' },
    ])
    expect(parseFilers({ institutions: [{ lei: '', name: '', period: '' }] })).toEqual([])
  })

  it('rejects a changed shape with the path', () => {
    expect(() => parseFilers({ filers: [] })).toThrow('body.institutions: expected an array')
    expect(() => parseFilers({ institutions: [{ lei: 'X', period: '2022' }] })).toThrow(
      'body.institutions[0].name: expected a string',
    )
  })

  it('reads an institution’s MSA/MDs sorted by id (ids as strings or numbers)', () => {
    expect(
      parseInstitutionMsaMds({
        institution: { lei: 'LEI1', name: 'Bank', period: '2024' },
        msaMds: [
          { id: '99999', name: '' },
          { id: 19124, name: 'Dallas-Plano-Irving, TX' },
          { id: '12060', name: 'Atlanta-Sandy Springs-Alpharetta, GA' },
        ],
      }),
    ).toEqual({
      institution: { lei: 'LEI1', name: 'Bank', period: '2024' },
      msaMds: [
        { id: '12060', name: 'Atlanta-Sandy Springs-Alpharetta, GA' },
        { id: '19124', name: 'Dallas-Plano-Irving, TX' },
        { id: '99999', name: '' },
      ],
    })
  })

  it('reads the 2017 static lists', () => {
    const items = [{ institutionId: '0000012345', name: 'Old Bank', respondentId: '12345' }]
    expect(parseFilers2017(items)).toEqual([
      { lei: '0000012345', name: 'Old Bank', period: '2017' },
    ])
    expect(parseFilers2017({ institutions: items })).toHaveLength(1)
    expect(
      parseMsaMds2017({
        msaMds: [
          { id: '20', name: 'B' },
          { id: '10', name: 'A' },
        ],
      }),
    ).toEqual([
      { id: '10', name: 'A' },
      { id: '20', name: 'B' },
    ])
  })
})

describe('reporting API requests', () => {
  it('builds the paths under the configured base', async () => {
    const fetchMock = json({ institutions: [] })
    await fetchFilers('/v2/reporting/', '2023', { fetch: fetchMock })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/reporting/filers/2023')

    const msas = json({ institution: { lei: 'A', name: 'B', period: '2023' }, msaMds: [] })
    await fetchInstitutionMsaMds('/v2/reporting', '2023', 'LEI 1', { fetch: msas })
    expect(msas.mock.calls[0]?.[0]).toBe('/v2/reporting/filers/2023/LEI%201/msaMds')
  })

  it('turns the unknown-LEI answer into a bad-request error with the server message', async () => {
    const fetchMock = json(
      { httpStatus: 400, message: 'institution with ID: NOPE does not exist', path: '/x' },
      400,
    )
    const error = await fetchInstitutionMsaMds('/v2/reporting', '2023', 'NOPE', {
      fetch: fetchMock,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'bad-request',
      serverMessage: 'institution with ID: NOPE does not exist',
    })
  })
})

describe('reporting query options', () => {
  const SOURCES = { reporting: '/v2/reporting', fileServer: 'https://files.test' }
  afterEach(() => vi.unstubAllGlobals())

  it('reads 2018 on from the reporting API and 2017 from the file server', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ institutions: [], msaMds: [] }))),
    )
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await client.fetchQuery(filersQuery(SOURCES, '2024'))
    await client.fetchQuery(filersQuery(SOURCES, '2017'))
    await client.fetchQuery(institutionAreasQuery(SOURCES, '2017', '0000012345'))
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/v2/reporting/filers/2024',
      'https://files.test/static-data/snapshot/2017/2017_filers.json',
      'https://files.test/static-data/snapshot/2017/msaMds/0000012345.json',
    ])
  })

  it('keeps a list for the visit, and not a failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify({ institutions: [] })))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await expect(client.fetchQuery(filersQuery(SOURCES, '2024'))).rejects.toBeInstanceOf(ApiError)
    await expect(client.fetchQuery(filersQuery(SOURCES, '2024'))).resolves.toEqual([])
    await client.fetchQuery(filersQuery(SOURCES, '2024'))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

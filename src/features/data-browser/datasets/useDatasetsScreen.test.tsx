import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { useDatasetsScreen } from './useDatasetsScreen'

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))
const LEI_A = 'B4TYDEB6GKMZO031MB27'
const LEI_B = '7H6GLXDRUGQFU57RNE97'

const EDITION = {
  counties: 'counties.json',
  msaMds: 'msamds.json',
  population: 'population.json',
  recordCounts: 'record-counts.json',
}
/** The geography files the screen reads, by URL. */
const FILES: Record<string, unknown> = {
  '/data/geography/index.json': {
    states: 'states.json',
    years: { '2023': EDITION, '2024': EDITION },
  },
  '/data/geography/states.json': {
    states: [
      ['20', 'KS', 'Kansas', 1],
      ['48', 'TX', 'Texas', 1],
    ],
  },
  '/data/geography/msamds.json': { msaMds: [] },
  '/data/geography/counties.json': { counties: [] },
}

/** The Data Browser API's filers of a year (the test may change it). */
let filersOf: (year: string) => { lei: string; name: string; count: number }[]
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
const json = (body: unknown) => new Response(JSON.stringify(body))

beforeEach(() => {
  filersOf = () => [{ lei: LEI_A, name: 'Bank A', count: 9 }]
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'https://ffiec.test')
    if (url.pathname === '/v2/data-browser-api/view/filers')
      return json({ institutions: filersOf(url.searchParams.get('years') ?? '') })
    if (url.pathname.endsWith('/aggregations'))
      return json({
        aggregations: [
          { count: 7, sum: 700, actions_taken: '1' },
          { count: 5, sum: 500, actions_taken: '3' },
        ],
      })
    const body = FILES[url.pathname]
    return body ? json(body) : new Response('', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

/** The addresses the screen fetched. */
const fetched = () => fetchMock.mock.calls.map((c) => String(c[0]))

function setup(initial: string) {
  const { wrapper: Queries } = queryWrapper()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Queries>
      <MemoryRouter initialEntries={[initial]}>
        <ConfigContext value={CONFIG}>
          <Routes>
            <Route path="/data-browser/data/:year" element={children} />
          </Routes>
        </ConfigContext>
      </MemoryRouter>
    </Queries>
  )
  return renderHook(
    () => {
      const year = useParams().year ?? ''
      return { screen: useDatasetsScreen(year), location: useLocation() }
    },
    { wrapper },
  )
}

describe('useDatasetsScreen', () => {
  it('names what the address had that cannot be kept and cleans the address', async () => {
    const { result } = setup('/data-browser/data/2024?category=states&items=KS,K1&nope=1')
    await waitFor(() => expect(result.current.location.search).toBe('?category=states&items=KS'))
    expect(result.current.screen.notices).toEqual([
      'state “K1” (not a valid code)',
      'variable “nope” (not in the 2024 data)',
    ])
    expect(result.current.screen.selection.items).toEqual(['KS'])
    act(() => result.current.screen.dismissNotices())
    await waitFor(() => expect(result.current.screen.notices).toEqual([]))
  })

  it('drops places the year’s list lacks once it loads, and says which', async () => {
    const { result } = setup('/data-browser/data/2024?category=states&items=KS,WY')
    await waitFor(() => expect(result.current.screen.selection.items).toEqual(['KS']))
    expect(result.current.screen.notices).toEqual(['state WY (not in the 2024 list)'])
    expect(result.current.screen.geoOptions?.map((o) => o.value)).toEqual(['KS', 'TX'])
  })

  it('a choice shows at once; a new geography type keeps institutions and clears places', async () => {
    const { result } = setup(`/data-browser/data/2024?category=states&items=KS&leis=${LEI_A}`)
    await waitFor(() => expect(result.current.screen.geoOptions).not.toBeNull())
    act(() => result.current.screen.addItem('TX'))
    expect(result.current.screen.selection.items).toEqual(['KS', 'TX'])
    act(() => result.current.screen.setCategory('nationwide'))
    expect(result.current.screen.selection).toMatchObject({
      category: 'nationwide',
      items: [],
      leis: [LEI_A],
    })
    await waitFor(() =>
      expect(result.current.location.search).toBe(`?category=nationwide&leis=${LEI_A}`),
    )
  })

  it('drops institutions without records in the geography once its filers load', async () => {
    const { result } = setup(`/data-browser/data/2024?category=nationwide&leis=${LEI_A},${LEI_B}`)
    await waitFor(() => expect(result.current.screen.selection.leis).toEqual([LEI_A]))
    expect(result.current.screen.notices).toEqual([
      `institution ${LEI_B} (no 2024 records in this geography)`,
    ])
    expect(fetched()).toContain('/v2/data-browser-api/view/filers?years=2024')
  })

  it('asks for the summary once a geography and a variable are chosen, and adds up the total', async () => {
    const { result } = setup('/data-browser/data/2024?category=nationwide')
    expect(result.current.screen.query).toBeNull()
    expect(result.current.screen.aggregations.status).toBe('idle')
    act(() =>
      result.current.screen.choose({
        ...result.current.screen.selection,
        variables: [{ key: 'actions_taken', values: ['1', '3'] }],
      }),
    )
    await waitFor(() => expect(result.current.screen.total).toBe(12))
    expect(result.current.screen.query).toMatchObject({ year: '2024', category: 'nationwide' })
  })

  it('a year switch drops what the year lacks; switching straight back restores the selection', async () => {
    filersOf = (year) => (year === '2023' ? [] : [{ lei: LEI_A, name: 'Bank A', count: 9 }])
    const { result } = setup(`/data-browser/data/2024?category=nationwide&leis=${LEI_A}`)
    await waitFor(() => expect(result.current.screen.filers.status).toBe('ok'))
    act(() => result.current.screen.changeYear('2023'))
    await waitFor(() => expect(result.current.location.pathname).toBe('/data-browser/data/2023'))
    await waitFor(() =>
      expect(result.current.screen.notices).toEqual([
        `institution ${LEI_A} (no 2023 records in this geography)`,
      ]),
    )
    expect(result.current.location.search).toBe('?category=nationwide')
    act(() => result.current.screen.changeYear('2024'))
    await waitFor(() => expect(result.current.location.pathname).toBe('/data-browser/data/2024'))
    expect(result.current.location.search).toBe(`?category=nationwide&leis=${LEI_A}`)
    expect(result.current.screen.notices).toEqual([])
  })
})

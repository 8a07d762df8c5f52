import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { MAPS_VARIABLES } from './mapData'
import { useMapsScreen } from './useMapsScreen'

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))

// Two variables of two values each: actionTaken 1, 3 and age <25, 55-64.
const DATA = {
  year: '2024',
  geography: 'state',
  variables: [
    ['actionTaken', 'actions_taken', ['1', '3']],
    ['age', 'ageapplicant', ['<25', '55-64']],
  ],
  features: { KS: [100, 20, 5, 7], TX: [300, 30, 9, 11] },
}
const EDITION = {
  counties: 'counties.json',
  msaMds: 'msamds.json',
  population: 'population.json',
  recordCounts: 'record-counts.json',
}
// Kansas and Texas have records; Missouri is listed without records; Texas has no outline.
const FILES: Record<string, unknown> = {
  '/data/maps/2024/state.json': DATA,
  '/data/maps/geometry/state.json': {
    width: 975,
    height: 610,
    shapes: [
      ['20', 'M0 0', 1, 1],
      ['29', 'M0 0', 2, 2],
    ],
    borders: '',
    insets: [],
  },
  '/data/geography/index.json': { states: 'states.json', years: { '2024': EDITION } },
  '/data/geography/states.json': {
    states: [
      ['20', 'KS', 'Kansas', 1],
      ['48', 'TX', 'Texas', 1],
      ['29', 'MO', 'Missouri', 1],
    ],
  },
  '/data/geography/population.json': {
    states: { '20': 1_000_000, '48': 10_000_000 },
    counties: {},
  },
}

/** The second filter's file: what the test answers for `/data-browser/maps/…` requests. */
let filterAnswer: () => Promise<Response>
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

/** A promise the test settles itself (to see the screen while a file is still loading). */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeEach(() => {
  filterAnswer = async () => new Response('{}')
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input)
    if (url.includes('/data-browser/maps/')) return filterAnswer()
    const body = FILES[url]
    return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

function setup(search: string) {
  const { wrapper: Queries } = queryWrapper()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Queries>
      <MemoryRouter initialEntries={[`/data-browser/maps/2024${search}`]}>
        <ConfigContext value={CONFIG}>{children}</ConfigContext>
      </MemoryRouter>
    </Queries>
  )
  return renderHook(() => ({ screen: useMapsScreen('2024'), location: useLocation() }), {
    wrapper,
  })
}

describe('useMapsScreen', () => {
  it('loads the year and geography of the address and builds the rows, bins and selection', async () => {
    const { result } = setup('?geography=state&variable=actionTaken&value=3')
    expect(result.current.screen.page.status).toBe('loading')
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    const s = result.current.screen
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/data/maps/2024/state.json')
    expect(s.rows.map((r) => [r.key, r.count])).toEqual([
      ['KS', 20],
      ['TX', 30],
    ])
    expect(s.rows[0]?.rate).toBeCloseTo(0.02)
    expect(s.bins.length).toBeGreaterThan(0)
    expect(s.selection).toBe('Action Taken: Application denied')
    expect(s.noun).toBe('state')
    await waitFor(() => expect(result.current.screen.geometry.status).toBe('ok'))
    // Texas has no outline in this geometry: it is named as "not on the map".
    expect(result.current.screen.unmapped).toEqual(['Texas'])
  })

  it('a new variable takes its first value and drops a second filter of the same variable', async () => {
    const { result } = setup('?variable=actionTaken&value=1&filter=age&filtervalue=%3C25')
    await waitFor(() => expect(result.current.screen.page.status).toBe('ok'))
    act(() => result.current.screen.chooseVariable('age'))
    const first = MAPS_VARIABLES.find((v) => v.id === 'age')?.values[0] ?? ''
    await waitFor(() =>
      expect(result.current.location.search).toBe(
        `?geography=state&variable=age&value=${encodeURIComponent(first)}`,
      ),
    )
  })

  it('shows no numbers while the second filter loads, then the filtered numbers', async () => {
    const file = deferred<Response>()
    filterAnswer = () => file.promise
    const { result } = setup('?variable=actionTaken&value=3&filter=age&filtervalue=55-64')
    await waitFor(() => expect(result.current.screen.page.status).toBe('ok'))
    expect(result.current.screen.waitingForFilter).toBe(true)
    expect(result.current.screen.rows).toEqual([])
    await act(async () =>
      file.resolve(new Response(JSON.stringify({ KS: { age: { '55-64': 4 } } }))),
    )
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    expect(result.current.screen.rows.map((r) => r.count)).toEqual([4, 0])
    expect(result.current.screen.selection).toBe('Action Taken: Application denied and Age: 55-64')
  })

  it('a failed filter file keeps the unfiltered numbers; removing the filter clears the address', async () => {
    filterAnswer = async () => new Response('', { status: 500 })
    const { result } = setup('?variable=actionTaken&value=3&filter=age&filtervalue=55-64')
    await waitFor(() => expect(result.current.screen.filterFile.status).toBe('error'))
    expect(result.current.screen.rows.map((r) => r.count)).toEqual([20, 30])
    act(() => result.current.screen.removeFilter())
    await waitFor(() =>
      expect(result.current.location.search).toBe('?geography=state&variable=actionTaken&value=3'),
    )
  })

  it('a pick from the table selects the row and puts it in the address; clear removes it', async () => {
    const { result } = setup('?variable=actionTaken&value=3')
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    act(() => result.current.screen.selectFromTable('TX'))
    await waitFor(() => expect(result.current.screen.selected?.key).toBe('TX'))
    expect(result.current.location.search).toMatch(/&feature=TX$/)
    act(() => result.current.screen.clearSelection())
    await waitFor(() => expect(result.current.screen.selected).toBeNull())
    expect(result.current.location.search).not.toMatch(/feature/)
  })

  it('keeps a change made before the screen re-renders the one before (navigations render late)', async () => {
    const { result } = setup('?variable=actionTaken&value=1')
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    // A pick and a choice handled by the same render: each builds on the address before it.
    const { screen } = result.current
    act(() => {
      screen.selectFromTable('TX')
      screen.chooseValue('3')
    })
    expect(result.current.location.search).toBe(
      '?geography=state&variable=actionTaken&value=3&feature=TX',
    )
  })

  it('a click on the grey shape of a listed state without records selects it with no records', async () => {
    const { result } = setup('?variable=actionTaken&value=3')
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    act(() => result.current.screen.onMapPick('29'))
    await waitFor(() => expect(result.current.screen.selected?.key).toBe('MO'))
    expect(result.current.screen.selected?.count).toBe(0)
  })

  it('hovering a shape names its row; an unknown feature of the address selects nothing', async () => {
    const { result } = setup('?variable=actionTaken&value=3&feature=ZZ')
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    expect(result.current.screen.selected).toBeNull()
    act(() => result.current.screen.onMapHover('20'))
    expect(result.current.screen.hovered?.name).toBe('Kansas')
    act(() => result.current.screen.onMapHover(null))
    expect(result.current.screen.hovered).toBeNull()
  })
})

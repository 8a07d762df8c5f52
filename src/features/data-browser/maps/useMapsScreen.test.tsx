import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import prodJson from '../../../../config/prod.json'
import { ConfigContext } from '@/config/configContext'
import { deriveConfig } from '@/config/filingPeriods'
import type { EnvironmentConfig } from '@/config/types'
import { loadCounties, loadPopulation, loadStates } from '@/lib/api/geography'
import { loadMapFilter, type MapFilterCounts } from '@/lib/api/mapsFilters'
import { loadGeometry, type Geometry } from './geometry'
import { loadMapData, MAPS_VARIABLES, parseMapData } from './mapData'
import { useMapsScreen } from './useMapsScreen'

vi.mock('@/lib/api/geography', () => ({
  loadStates: vi.fn(),
  loadCounties: vi.fn(),
  loadPopulation: vi.fn(),
}))
vi.mock('@/lib/api/mapsFilters', async (original) => ({
  ...(await original<typeof import('@/lib/api/mapsFilters')>()),
  loadMapFilter: vi.fn(),
}))
vi.mock('./geometry', () => ({ loadGeometry: vi.fn() }))
vi.mock('./mapData', async (original) => ({
  ...(await original<typeof import('./mapData')>()),
  loadMapData: vi.fn(),
}))

const CONFIG = deriveConfig(prodJson as EnvironmentConfig, new Date('2026-11-21T15:00:00Z'))

// Two variables of two values each: actionTaken 1, 3 and age <25, 55-64.
const DATA = parseMapData({
  year: '2024',
  geography: 'state',
  variables: [
    ['actionTaken', 'actions_taken', ['1', '3']],
    ['age', 'ageapplicant', ['<25', '55-64']],
  ],
  features: { KS: [100, 20, 5, 7], TX: [300, 30, 9, 11] },
})
const STATES = [
  { code: '20', abbr: 'KS', name: 'Kansas', dataBrowser: true },
  { code: '48', abbr: 'TX', name: 'Texas', dataBrowser: true },
  { code: '29', abbr: 'MO', name: 'Missouri', dataBrowser: true },
]
const GEOMETRY: Geometry = {
  width: 975,
  height: 610,
  shapes: [
    { id: '20', d: 'M0 0', x: 1, y: 1 },
    { id: '29', d: 'M0 0', x: 2, y: 2 },
  ],
  borders: '',
  insets: [],
}

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
  vi.mocked(loadMapData).mockResolvedValue(DATA)
  vi.mocked(loadStates).mockResolvedValue(STATES)
  vi.mocked(loadCounties).mockResolvedValue([])
  vi.mocked(loadPopulation).mockResolvedValue({
    states: { '20': 1_000_000, '48': 10_000_000 },
    counties: {},
  })
  vi.mocked(loadGeometry).mockResolvedValue(GEOMETRY)
})
afterEach(() => vi.clearAllMocks())

function setup(search: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/data-browser/maps/2024${search}`]}>
      <ConfigContext value={CONFIG}>{children}</ConfigContext>
    </MemoryRouter>
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
    expect(vi.mocked(loadMapData).mock.calls[0]?.slice(0, 2)).toEqual(['2024', 'state'])
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
    vi.mocked(loadMapFilter).mockResolvedValue(new Map() as MapFilterCounts)
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
    const file = deferred<MapFilterCounts>()
    vi.mocked(loadMapFilter).mockReturnValue(file.promise)
    const { result } = setup('?variable=actionTaken&value=3&filter=age&filtervalue=55-64')
    await waitFor(() => expect(result.current.screen.page.status).toBe('ok'))
    expect(result.current.screen.waitingForFilter).toBe(true)
    expect(result.current.screen.rows).toEqual([])
    await act(async () => file.resolve(new Map([['KS', { age: { '55-64': 4 } }]])))
    await waitFor(() => expect(result.current.screen.rows).toHaveLength(2))
    expect(result.current.screen.rows.map((r) => r.count)).toEqual([4, 0])
    expect(result.current.screen.selection).toBe('Action Taken: Application denied and Age: 55-64')
  })

  it('a failed filter file keeps the unfiltered numbers; removing the filter clears the address', async () => {
    vi.mocked(loadMapFilter).mockRejectedValue(new Error('500'))
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

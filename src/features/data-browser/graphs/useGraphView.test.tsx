import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Graph } from '@/lib/api/quarterly'
import { useGraphView } from './useGraphView'

const graph: Graph = {
  title: 'T',
  subtitle: '',
  xLabel: 'Year Quarter',
  yLabel: 'Median DTI',
  decimalPrecision: 2,
  series: ['FHA', 'VA'].map((name) => ({
    name,
    updated: '',
    coordinates: ['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4'].map((x, i) => ({ x, y: 40 + i })),
  })),
}

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  )
  return renderHook(
    () => ({ state: useGraphView(graph), location: useLocation(), type: useNavigationType() }),
    { wrapper },
  )
}

describe('useGraphView', () => {
  it('replaces an address without the view by one that carries period and series', async () => {
    const { result } = setup('/g/dti')
    await waitFor(() =>
      expect(result.current.location.search).toBe(
        '?periodLow=2024-Q1&periodHigh=2024-Q4&visibleSeries=FHA,VA',
      ),
    )
    expect(result.current.type).toBe('REPLACE')
  })

  it('keeps an address that names a quarter the graph lacks, so the problem stays named', () => {
    const { result } = setup('/g/dti?periodLow=1999-Q1')
    expect(result.current.state.problems.badPeriods).toEqual(['1999-Q1'])
    expect(result.current.location.search).toBe('?periodLow=1999-Q1')
  })

  it('Show all quarters: the whole range, series kept', async () => {
    const { result } = setup('/g/dti?periodLow=2024-Q2&periodHigh=2024-Q3&visibleSeries=VA')
    expect(result.current.state.allQuarters).toBe(false)
    act(() => result.current.state.showAllQuarters())
    expect(result.current.state.view).toEqual({
      periodLow: '2024-Q1',
      periodHigh: '2024-Q4',
      visibleSeries: ['VA'],
    })
    await waitFor(() =>
      expect(result.current.location.search).toBe(
        '?periodLow=2024-Q1&periodHigh=2024-Q4&visibleSeries=VA',
      ),
    )
    expect(result.current.state.allQuarters).toBe(true)
  })

  it('toggles a series and keeps the graph order', async () => {
    const { result } = setup('/g/dti?periodLow=2024-Q1&periodHigh=2024-Q4&visibleSeries=VA')
    act(() => result.current.state.toggle('FHA', true))
    await waitFor(() => expect(result.current.location.search).toMatch(/visibleSeries=FHA,VA$/))
  })
})

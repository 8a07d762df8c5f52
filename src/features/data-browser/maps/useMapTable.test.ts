import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Row } from './mapTable'
import { TABLE_PAGE_SIZE, useMapTable } from './useMapTable'

/** 250 counties: 200 in Texas (48001…), 50 in Kansas (20001…). */
const row = (key: string, name: string, state: string, stateName: string, count: number): Row => ({
  key,
  geoId: key,
  name,
  state,
  stateName,
  population: null,
  count,
  total: count,
  rate: null,
})
const pad = (n: number) => String(n).padStart(3, '0')
const ROWS: Row[] = [
  ...Array.from({ length: 200 }, (_, i) =>
    row(`48${pad(i + 1)}`, `T${pad(i + 1)} County, TX`, 'TX', 'Texas', i),
  ),
  ...Array.from({ length: 50 }, (_, i) =>
    row(`20${pad(i + 1)}`, `K${pad(i + 1)} County, KS`, 'KS', 'Kansas', 1000 + i),
  ),
]

describe('useMapTable', () => {
  it('pages the sorted rows and follows the selection to its page', () => {
    const { result, rerender } = renderHook(({ rows, selected }) => useMapTable(rows, selected), {
      initialProps: { rows: ROWS, selected: null as string | null },
    })
    expect(result.current.pages).toBe(3)
    expect(result.current.visible).toHaveLength(TABLE_PAGE_SIZE)
    expect(result.current.visible[0]?.name).toBe('K001 County, KS')
    rerender({ rows: ROWS, selected: '48150' })
    expect(result.current.pageIndex).toBe(1)
    expect(result.current.visible.some((r) => r.key === '48150')).toBe(true)
    act(() => result.current.goTo(2))
    expect(result.current.pageIndex).toBe(2)
  })

  it('searches by state name and code, back to the first page; keeps the search when rows reload', () => {
    const { result, rerender } = renderHook(({ rows }) => useMapTable(rows, null), {
      initialProps: { rows: ROWS },
    })
    act(() => result.current.goTo(2))
    act(() => result.current.setQuery('Kansas'))
    expect(result.current.shown).toHaveLength(50)
    expect(result.current.pageIndex).toBe(0)
    act(() => result.current.setQuery('48'))
    expect(result.current.shown).toHaveLength(200)
    // New numbers for the same view (another value): the search and its rows stay.
    const reloaded = ROWS.map((r) => ({ ...r, count: r.count + 1 }))
    rerender({ rows: reloaded })
    expect(result.current.query).toBe('48')
    expect(result.current.shown).toHaveLength(200)
    expect(result.current.shown[0]?.count).toBe(1)
  })

  it('sorts by a column, the second choice reversing it', () => {
    const { result } = renderHook(() => useMapTable(ROWS, null))
    act(() => result.current.sortBy('count'))
    expect(result.current.sort).toEqual({ key: 'count', ascending: false })
    expect(result.current.visible[0]?.name).toBe('K050 County, KS')
    act(() => result.current.sortBy('count'))
    expect(result.current.visible[0]?.name).toBe('T001 County, TX')
    act(() => result.current.sortBy('name'))
    expect(result.current.sort).toEqual({ key: 'name', ascending: true })
  })
})

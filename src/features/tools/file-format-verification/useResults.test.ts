import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { validateText, type EditFindings } from '@/hmda/validate/engine'
import { ROWS_PER_PAGE, useEditPages, useResults } from './useResults'

const check = (text: string) => validateText(text, { rules: [], notChecked: [] })

function editWith(examples: number): EditFindings {
  return {
    stage: 'syntactical',
    id: 'S301',
    title: 'S301',
    description: 'The LEI is the same in every row.',
    count: examples + 5,
    examples: Array.from({ length: examples }, (_, i) => ({
      row: i + 2,
      uli: `ULI${String(i)}`,
      fields: [],
    })),
  }
}

describe('useResults', () => {
  it('calls a file with no findings clean and names its filing period', () => {
    const result = check(generateLarText({ year: 2025, rows: 5 }))
    const { result: hook } = renderHook(() => useResults(result))
    expect(hook.current.clean).toBe(true)
    expect(hook.current.period).toBe('2025 annual filing')
    expect(hook.current.shown).toEqual([])
  })

  it('shows every failed edit, or only the one chosen in the filter', () => {
    const result = check(
      generateLarText({ year: 2025, rows: 60, errors: ['S301', 'S304'], errorRows: 3 }),
    )
    const { result: hook } = renderHook(() => useResults(result))
    expect(hook.current.clean).toBe(false)
    expect(hook.current.shown.map((e) => e.id)).toEqual(['S301', 'S304'])
    act(() => hook.current.setFilter('S304'))
    expect(hook.current.filter).toBe('S304')
    expect(hook.current.shown.map((e) => e.id)).toEqual(['S304'])
    act(() => hook.current.setFilter(''))
    expect(hook.current.shown).toHaveLength(2)
  })
})

describe('useEditPages', () => {
  it('opens an edit and pages through its failing rows', () => {
    const { result } = renderHook(() => useEditPages(editWith(ROWS_PER_PAGE * 2 + 5)))
    expect(result.current.open).toBe(false)
    act(() => result.current.toggle())
    expect(result.current.open).toBe(true)
    expect(result.current.pages).toBe(3)
    expect(result.current.first).toBe(1)
    expect(result.current.rows).toHaveLength(ROWS_PER_PAGE)
    act(() => result.current.next())
    act(() => result.current.next())
    expect(result.current.page).toBe(2)
    expect(result.current.first).toBe(ROWS_PER_PAGE * 2 + 1)
    expect(result.current.rows.map((r) => r.row)).toEqual([42, 43, 44, 45, 46])
    act(() => result.current.previous())
    expect(result.current.page).toBe(1)
    act(() => result.current.toggle())
    expect(result.current.open).toBe(false)
  })

  it('has one page for an edit with no listed rows', () => {
    const { result } = renderHook(() => useEditPages(editWith(0)))
    expect(result.current.pages).toBe(1)
    expect(result.current.rows).toEqual([])
  })
})

import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FIELD_COUNT, LAR_INDEX, getFields } from '@/hmda/schema'
import { validLarValues, validTsRow, validTsValues } from '@/hmda/testing/rowBuilder'
import { checkRow } from '@/hmda/validate/singleRow'
import { valuesToRow, withValue } from './filing'
import { useRowEditor, type RowEditorState } from './useRowEditor'

const fields = getFields(2024, 'lar')

function setup(values: readonly string[] = validLarValues(2024), onRowChange = vi.fn()) {
  const hook = renderHook(
    (props: { values: readonly string[] }) =>
      useRowEditor({
        year: 2024,
        kind: 'lar',
        values: props.values,
        idPrefix: 'ed',
        onRowChange,
        check: null,
      }),
    { initialProps: { values } },
  )
  return { ...hook, onRowChange }
}

const shown = (state: RowEditorState) =>
  state.visibleGroups.flatMap((g) => g.fields.map((f) => f.key))

describe('useRowEditor', () => {
  it('shows every field until a filter narrows them by name or position', async () => {
    const { result } = setup()
    expect(result.current.shownCount).toBe(fields.length)
    act(() => result.current.setFilter('loan amount'))
    await vi.waitFor(() => expect(result.current.shownCount).toBeLessThan(fields.length))
    expect(result.current.visibleGroups.flatMap((g) => g.fields.map((f) => f.name))).toContain(
      'Loan Amount',
    )
    const position = String(fields[LAR_INDEX.loanAmount]?.position)
    act(() => result.current.setFilter(` ${position} `))
    await vi.waitFor(() => expect(result.current.shownCount).toBe(1))
    expect(result.current.visibleGroups[0]?.fields[0]?.index).toBe(LAR_INDEX.loanAmount)
  })

  it('counts the fields of the raw row and says which field the cursor is in', () => {
    const values = validLarValues(2024)
    const { result, rerender } = setup(values)
    expect(result.current.fieldCount).toBe(FIELD_COUNT.lar)
    expect(result.current.cursorText).toBe(
      'Place the cursor in the row to see which field it is in.',
    )
    const raw = valuesToRow(values)
    act(() => result.current.setCursor(raw.indexOf('|') + 1))
    expect(result.current.cursorText).toBe(`Cursor in field 2: ${fields[1]?.name ?? ''}`)
    act(() => result.current.setCursor(raw.length + 5))
    rerender({ values: [...values, 'extra'] })
    expect(result.current.fieldCount).toBe(FIELD_COUNT.lar + 1)
  })

  it('drops line breaks from typed raw text and says so', () => {
    const { result, onRowChange } = setup()
    expect(result.current.breakRemoved).toBe(false)
    act(() => result.current.changeRaw('a|b\nc|d'))
    expect(onRowChange).toHaveBeenLastCalledWith(['a', 'bc', 'd'])
    expect(result.current.breakRemoved).toBe(true)
  })

  it('maps the edits of a ready check to the fields they name', () => {
    const lei = getFields(2024, 'ts').findIndex((f) => f.name === 'Legal Entity Identifier (LEI)')
    const values = withValue(validTsValues(2024), lei, 'short')
    const check = checkRow({
      year: 2024,
      kind: 'ts',
      row: valuesToRow(values),
      ts: validTsRow(2024),
      expectedYear: 2024,
    })
    const { result } = renderHook(() =>
      useRowEditor({
        year: 2024,
        kind: 'ts',
        values,
        idPrefix: 'ed',
        onRowChange: vi.fn(),
        check: { status: 'ready', check },
      }),
    )
    expect(result.current.editMessages.get(lei)).toContain('Edit V600:')
    expect(result.current.editMessages.size).toBe(1)
  })

  it('focuses a shown field at once, and clears the filter to show a hidden one', async () => {
    const { result } = setup()
    const target = fields[LAR_INDEX.loanAmount]
    if (!target) throw new Error('no loan amount field')
    const input = document.createElement('input')
    input.id = `ed-${target.key}`
    document.body.append(input)
    act(() => result.current.setFilter('loan amount'))
    act(() => result.current.showField(target.key))
    expect(document.activeElement).toBe(input)
    expect(result.current.filter).toBe('loan amount')
    input.remove()

    act(() => result.current.setFilter('zzz no such field'))
    await vi.waitFor(() => expect(result.current.shownCount).toBe(0))
    act(() => result.current.showField(target.key))
    expect(result.current.filter).toBe('')
    await vi.waitFor(() => expect(shown(result.current)).toContain(target.key))
  })
})

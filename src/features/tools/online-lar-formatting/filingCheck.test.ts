import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LAR_INDEX } from '@/hmda/schema'
import { validLarValues, validTsRow } from '@/hmda/testing/rowBuilder'
import { validateText } from '@/hmda/validate/engine'
import { buildFileText } from './filing'
import { describeReport, reportOf, rowLabel, useFilingCheck } from './filingCheck'

/** A 2024 filing: LAR row 2 is a $400 loan (quality), every row approved but not accepted (Q635). */
function filingText(): string {
  const rows = [1, 2, 3].map((n) => {
    const values = validLarValues(2024)
    values[LAR_INDEX.uli] = `${values[LAR_INDEX.uli] ?? ''}`.slice(0, -2) + String(10 + n)
    values[LAR_INDEX.actionTaken] = '2'
    if (n === 2) values[LAR_INDEX.loanAmount] = '400'
    return values.join('|')
  })
  return buildFileText({ ts: validTsRow(2024, { totalEntries: '3' }), lar: rows })
}

describe('reportOf', () => {
  it('names the rows of the quality edits and states the macro edits with their sentence', () => {
    const report = reportOf(validateText(filingText(), { expectedYear: 2024 }), true)
    const q645 = report.quality.find((e) => e.id === 'Q645-1')
    expect(q645?.rows).toEqual(['LAR row 2'])
    expect(report.macro.map((m) => m.id)).toContain('Q635')
    expect(report.macro.find((m) => m.id === 'Q635')?.sentence).toMatch(/approved but not accepted/)
    expect(report.macroPassed.length).toBeGreaterThan(0)
    expect(describeReport(report)).toMatch(/to verify \(.*Q645-1.*Q635.*\)/)
  })

  it('says when the filing has no edits to verify', () => {
    const text = buildFileText({
      ts: validTsRow(2024, { totalEntries: '1' }),
      lar: [validLarValues(2024).join('|')],
    })
    const report = reportOf(validateText(text, { expectedYear: 2024 }), true)
    expect(report.quality).toEqual([])
    expect(report.macro).toEqual([])
    expect(describeReport(report)).toBe(
      'No errors: the filing passes the format, syntactical and validity edits. No quality or macro edits to verify.',
    )
  })

  it('names lines as the tool shows them', () => {
    expect(rowLabel(1, true)).toBe('the transmittal sheet')
    expect(rowLabel(3, true)).toBe('LAR row 2')
    expect(rowLabel(3, false)).toBe('LAR row 3')
  })
})

describe('useFilingCheck', () => {
  it('checks the filing, and says it is stale once the filing changes', async () => {
    const text = filingText()
    const { result, rerender } = renderHook(({ current }) => useFilingCheck(current), {
      initialProps: { current: text },
    })
    expect(result.current.state.status).toBe('idle')
    await act(async () => {
      await result.current.run(text, true, 2024)
    })
    const state = result.current.state
    expect(state.status).toBe('done')
    if (state.status === 'done') expect(state.report.quality.map((e) => e.id)).toContain('Q645-1')
    expect(result.current.stale).toBe(false)
    rerender({ current: `${text}x` })
    expect(result.current.stale).toBe(true)
    act(() => result.current.clear())
    expect(result.current.state.status).toBe('idle')
  })
})

import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LAR_INDEX } from '@/hmda/schema'
import { validLarValues, validTsRow } from '@/hmda/testing/rowBuilder'
import { validateText } from '@/hmda/validate/engine'
import { buildFileText } from './filing'
import { describeReport, reportOf, rowLabel, useFilingCheck } from './filingCheck'
import { InProcessCheckWorker } from './inProcessCheckWorker'

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
  beforeEach(() => {
    InProcessCheckWorker.reset()
    vi.stubGlobal('Worker', InProcessCheckWorker)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

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

  it('checks the filing in the file-check worker, as its file, with the findings of one pass', async () => {
    const text = filingText()
    const { result } = renderHook(() => useFilingCheck(text))
    let report: Awaited<ReturnType<typeof result.current.run>> = null
    await act(async () => {
      report = await result.current.run(text, true, 2024)
    })
    expect(InProcessCheckWorker.requests).toHaveLength(1)
    const request = InProcessCheckWorker.requests[0]
    expect(await request?.file.text()).toBe(text)
    expect(request?.expectedYear).toBe(2024)
    // The same findings as the check of the text at once (what ran on the page before).
    const expected = reportOf(validateText(text, { expectedYear: 2024 }), true)
    expect(report).toEqual(expected)
    expect(result.current.state).toEqual({ status: 'done', report: expected, text })
  })

  it('says the filing was not checked when the worker cannot start, and checks on retry', async () => {
    const text = filingText()
    const { result } = renderHook(() => useFilingCheck(text))
    InProcessCheckWorker.failToLoad = true
    await act(async () => {
      expect(await result.current.run(text, true, 2024)).toBeNull()
    })
    expect(result.current.state).toEqual({
      status: 'failed',
      message:
        'The filing was not checked: the check could not be loaded (the connection may have dropped). Your filing is unchanged and still saved in this browser. Try again.',
    })
    await act(async () => {
      await result.current.run(text, true, 2024)
    })
    expect(result.current.state.status).toBe('done')
  })

  it('says the filing was not checked when the check stops with an error', async () => {
    const text = filingText()
    const { result } = renderHook(() => useFilingCheck(text))
    InProcessCheckWorker.failWith = 'out of memory'
    await act(async () => {
      expect(await result.current.run(text, true, 2024)).toBeNull()
    })
    expect(result.current.state).toEqual({
      status: 'failed',
      message:
        'The filing was not checked: the check stopped before it finished. Your filing is unchanged and still saved in this browser. Try again.',
    })
  })

  it('stops the check when the page closes', async () => {
    const text = filingText()
    const terminate = vi.spyOn(InProcessCheckWorker.prototype, 'terminate')
    // The worker takes the filing and keeps checking it.
    const post = vi
      .spyOn(InProcessCheckWorker.prototype, 'postMessage')
      .mockImplementation(() => undefined)
    const { result, unmount } = renderHook(() => useFilingCheck(text))
    act(() => {
      void result.current.run(text, true, 2024)
    })
    // The worker's code loads with the first check.
    await waitFor(() => expect(post).toHaveBeenCalled())
    expect(result.current.state.status).toBe('checking')
    unmount()
    expect(terminate).toHaveBeenCalled()
    terminate.mockRestore()
    post.mockRestore()
  })

  it('starts no check when the page closes before the check has loaded', async () => {
    const text = filingText()
    const post = vi.spyOn(InProcessCheckWorker.prototype, 'postMessage')
    const { result, unmount } = renderHook(() => useFilingCheck(text))
    let answer: Promise<unknown> = Promise.resolve()
    act(() => {
      answer = result.current.run(text, true, 2024)
    })
    unmount()
    await expect(answer).resolves.toBeNull()
    expect(post).not.toHaveBeenCalled()
    post.mockRestore()
  })
})

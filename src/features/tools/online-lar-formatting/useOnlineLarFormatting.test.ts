import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { validLarValues, validTsRow } from '@/hmda/testing/rowBuilder'
import { splitFields } from '@/hmda/parse'
import type { Draft, DraftStore } from './storage'
import { useOnlineLarFormatting } from './useOnlineLarFormatting'
import { InProcessCheckWorker } from './inProcessCheckWorker'
import { rowEditorModule } from './rowEditorModule'

function memoryStore(): DraftStore {
  let stored: Draft | null = null
  return {
    load: () => Promise.resolve(stored),
    save: (draft) => {
      stored = draft
      return Promise.resolve()
    },
    clear: () => {
      stored = null
      return Promise.resolve()
    },
  }
}

async function setup() {
  const store = memoryStore()
  const hook = renderHook(() => useOnlineLarFormatting(store))
  await waitFor(() => expect(hook.result.current.loaded).toBe(true))
  return hook
}

// jsdom has no Worker: the whole-filing check runs in a stand-in that runs the same check.
beforeEach(() => vi.stubGlobal('Worker', InProcessCheckWorker))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('useOnlineLarFormatting', () => {
  it('loads the row editor once a filing is open, not before', async () => {
    const afterLoad = vi.spyOn(rowEditorModule, 'afterLoad')
    const { result } = await setup()
    expect(afterLoad).not.toHaveBeenCalled()
    const file = new File([`${validTsRow(2024)}\n`], 'filing.txt', { type: 'text/plain' })
    act(() => result.current.onFileChosen(file))
    await waitFor(() => expect(result.current.filing).not.toBeNull())
    expect(afterLoad).toHaveBeenCalledOnce()
  })

  it('starts a filing of the chosen year with its transmittal sheet open', async () => {
    const { result } = await setup()
    act(() => result.current.setYear(2024))
    act(() => result.current.createFiling())
    expect(result.current.filing?.year).toBe(2024)
    expect(result.current.editor?.kind).toBe('ts')
    expect(result.current.message).toBe(
      'New 2024 filing started. Fill in the transmittal sheet first.',
    )
  })

  it('does not check a filing without LAR rows, and says why', async () => {
    const { result } = await setup()
    act(() => result.current.setYear(2024))
    act(() => result.current.createFiling())
    act(() => result.current.checkFiling())
    expect(result.current.problems).toContain('There are no LAR rows: add at least one.')
    expect(result.current.filingCheck.state.status).toBe('idle')
  })

  it('saves a row that trips a quality edit, names it, then checks the whole filing', async () => {
    const { result } = await setup()
    act(() => result.current.setYear(2024))
    act(() => result.current.createFiling())
    act(() => result.current.onRowChange(splitFields(validTsRow(2024))))
    act(() => result.current.saveRow())
    act(() => result.current.editRow('lar', null))
    act(() => result.current.onRowChange(validLarValues(2024, { loanAmount: '400' })))
    act(() => result.current.saveRow())
    await waitFor(
      () =>
        expect(result.current.message).toMatch(
          /^LAR row 1 saved\. The platform will ask you to verify 3 quality edits \(.*Q645-1.*\)\.$/,
        ),
      // The checks are loaded on first use.
      { timeout: 10_000 },
    )
    expect(result.current.filing?.lar).toHaveLength(1)
    act(() => result.current.checkFiling())
    await waitFor(() => expect(result.current.filingCheck.state.status).toBe('done'), {
      timeout: 10_000,
    })
    const state = result.current.filingCheck.state
    if (state.status !== 'done') throw new Error('not checked')
    expect(state.report.errors).toEqual([])
    expect(state.report.quality.map((e) => e.id)).toContain('Q645-1')
    expect(result.current.message).toMatch(/^No errors: .*Q645-1/)
  })
})

import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { bodyToForm, emptyForm, formToBody, type AdminInstitution } from '@/lib/api/helpAdmin'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { useInstitutionEditor, type EditorOptions } from './useInstitutionEditor'

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))
const LEI = 'HELPHOOKTEST00000001'
const YEARS = ['2026', '2025', '2024']

let cache = queryWrapper()
beforeEach(() => {
  cache = queryWrapper()
})

const wrapper = ({ children }: { children: ReactNode }) => (
  <cache.wrapper>
    <MemoryRouter>
      <ConfigContext value={CONFIG}>{children}</ConfigContext>
    </MemoryRouter>
  </cache.wrapper>
)

const RECORD: AdminInstitution = formToBody({
  ...emptyForm('2025', LEI),
  respondentName: 'Hook Bank',
  taxId: '53-1234567',
  emailDomains: 'hook.test',
  agency: '9',
})

const addOptions = (): EditorOptions => ({
  mode: 'add',
  initial: emptyForm('2025', LEI),
  years: YEARS,
})
const editOptions = (): EditorOptions => ({
  mode: 'edit',
  initial: bodyToForm(RECORD),
  record: RECORD,
  years: YEARS,
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('useInstitutionEditor', () => {
  it('checks the rules before sending: errors in form order, nothing sent', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderHook(() => useInstitutionEditor(addOptions()), { wrapper })
    expect(result.current.heading).toBe('Add an institution record')
    await act(() => result.current.submit())
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result.current.saving).toBe(false)
    expect(result.current.errorList.map(([field]) => field)).toEqual([
      'respondentName',
      'taxId',
      'agency',
    ])
  })

  it('keeps entries not saved as a draft the next form restores, until discarded', () => {
    const first = renderHook(() => useInstitutionEditor(addOptions()), { wrapper })
    expect(first.result.current.unsaved).toBe(false)
    act(() => first.result.current.set('respondentName', 'Kept Bank'))
    expect(first.result.current.unsaved).toBe(true)
    first.unmount()
    const again = renderHook(() => useInstitutionEditor(addOptions()), { wrapper })
    expect(again.result.current.restored).not.toBeNull()
    expect(again.result.current.form.respondentName).toBe('Kept Bank')
    act(() => again.result.current.discard())
    expect(again.result.current.form.respondentName).toBe('')
    expect(again.result.current.unsaved).toBe(false)
  })

  it('shows the saved record after an update and asks a new note', async () => {
    const saved = { ...RECORD, respondent: { ...RECORD.respondent, name: 'Renamed Bank' } }
    const fetchMock = vi.fn(async () => json({ ...saved, notes: 'renamed' }))
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderHook(() => useInstitutionEditor(editOptions()), { wrapper })
    expect(result.current.heading).toBe(`Update the 2025 record of ${LEI}`)
    act(() => result.current.set('respondentName', 'Renamed Bank'))
    act(() => result.current.set('notes', 'renamed'))
    await act(() => result.current.submit())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(result.current.saved).toBe('updated')
    expect(result.current.form.notes).toBe('')
    expect(result.current.record?.notes).toBe('renamed')
    expect(result.current.unsaved).toBe(false)
    // Typing again takes the success line away.
    act(() => result.current.set('taxId', '53-7654321'))
    expect(result.current.saved).toBeNull()
  })

  it('a saved update makes the history and the year list stale, and keeps the saved record', async () => {
    const saved = { ...RECORD, notes: 'renamed' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(saved)),
    )
    const key = (...rest: string[]) => ['help-admin', LEI, ...rest]
    const other = ['help-admin', 'OTHERLEI000000000001', 'history', '2025']
    for (const k of [key('history', '2025'), key('records'), key('record', '2025'), other])
      cache.client.setQueryData(k, [])
    const { result } = renderHook(() => useInstitutionEditor(editOptions()), { wrapper })
    act(() => result.current.set('notes', 'renamed'))
    await act(() => result.current.submit())
    expect(result.current.saved).toBe('updated')
    const state = (k: string[]) => cache.client.getQueryState(k)
    expect(state(key('history', '2025'))?.isInvalidated).toBe(true)
    expect(state(key('records'))?.isInvalidated).toBe(true)
    // The record itself is what the platform answered, not asked again.
    expect(state(key('record', '2025'))).toMatchObject({ isInvalidated: false, data: saved })
    expect(state(other)?.isInvalidated).toBe(false)
  })

  it('keeps the entries and the failure when the service fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Service Unavailable', { status: 503 })),
    )
    const { result } = renderHook(() => useInstitutionEditor(editOptions()), { wrapper })
    act(() => result.current.set('notes', 'why'))
    await act(() => result.current.submit())
    expect(result.current.failure).not.toBeNull()
    expect(result.current.saving).toBe(false)
    expect(result.current.form.notes).toBe('why')
  })

  it('puts a server refusal of the whole form in formError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ httpStatus: 400, message: 'Something odd', path: '' }, 400)),
    )
    const { result } = renderHook(() => useInstitutionEditor(editOptions()), { wrapper })
    act(() => result.current.set('notes', 'why'))
    await act(() => result.current.submit())
    expect(result.current.formError).toMatch(
      /^The server refused the record \(400: Something odd\)/,
    )
    expect(result.current.errors).toEqual({})
    expect(result.current.errorList).toEqual([])
    expect(result.current.saving).toBe(false)
  })

  it('asks before leaving for another year with changes not saved', () => {
    const { result } = renderHook(() => useInstitutionEditor(editOptions()), { wrapper })
    act(() => result.current.chooseYear('2024'))
    // Nothing unsaved: it navigates, no question.
    expect(result.current.leavingFor).toBeNull()
    act(() => result.current.set('respondentName', 'Changed'))
    act(() => result.current.chooseYear('2024'))
    expect(result.current.leavingFor).toBe('2024')
    act(() => result.current.cancelLeave())
    expect(result.current.leavingFor).toBeNull()
  })

  it('changes the year in the form itself when adding', () => {
    const { result } = renderHook(() => useInstitutionEditor(addOptions()), { wrapper })
    act(() => result.current.chooseYear('2024'))
    expect(result.current.form.activityYear).toBe('2024')
    expect(result.current.leavingFor).toBeNull()
  })

  it('keeps the delete dialog open with the error when the deletion fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Service Unavailable', { status: 503 })),
    )
    const { result } = renderHook(() => useInstitutionEditor(editOptions()), { wrapper })
    act(() => result.current.askDelete())
    expect(result.current.deleting).toBe(true)
    await act(() => result.current.confirmDelete())
    expect(result.current.deleting).toBe(true)
    expect(result.current.deleteBusy).toBe(false)
    expect(result.current.deleteError).not.toBeNull()
    act(() => result.current.cancelDelete())
    expect(result.current.deleting).toBe(false)
  })

  it('offers a year outside the configured ones when the record has it', () => {
    const old = { ...RECORD, activityYear: 2018 }
    const { result } = renderHook(
      () => useInstitutionEditor({ ...editOptions(), initial: bodyToForm(old), record: old }),
      { wrapper },
    )
    expect(result.current.yearOptions).toEqual(['2018', ...YEARS])
  })
})

import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildConfig } from '@/config/loadConfig'
import { ApiError } from '@/lib/api/errors'
import type { FilingDetail, Institution, LatestSubmission } from '@/lib/api/filing'
import type { UserClaims } from '@/lib/auth/claims'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import type { InstitutionRow, loadInstitution } from './loadInstitution'
import { latestSubmission as latestOf, TEST_LEI } from './testSubmission'
import { institutionNext, useInstitutions, useSubmissionsPage } from './useInstitutions'

const A = TEST_LEI
const B = 'HMDATESTBANK00000242'
// Mid-February 2026: the 2025 annual filing is open; 2019's is long closed.
const config = buildConfig('prod', {}, new Date('2026-02-16T15:00:00Z'))

const claims = (leis: string[]): UserClaims => ({
  sub: 'u',
  email: 'pat@bank.test',
  username: 'pat',
  name: 'Pat Lender',
  givenName: 'Pat',
  familyName: 'Lender',
  leis,
  roles: [],
  isAdmin: false,
  exp: 0,
})

const institution = (lei: string): Institution => ({
  activityYear: 2025,
  lei,
  name: `Bank ${lei.slice(-3)}`,
  agency: 9,
  taxId: '12-3456789',
  emailDomains: ['bank.test'],
  state: 'DC',
  city: 'Washington',
  hmdaFiler: true,
  quarterlyFiler: false,
})

const ready = (latest: LatestSubmission | null, stalled = false) =>
  ({
    kind: 'ready',
    lei: A,
    institution: institution(A),
    latest,
    stalled,
    accepted: null,
  }) as const

describe('useInstitutions', () => {
  it('loads each LEI for the period and says whether the period takes filings', async () => {
    const load = vi.fn<typeof loadInstitution>(async (_c, lei) => ({
      kind: 'ready',
      lei,
      institution: institution(lei),
      latest: null,
      stalled: false,
      accepted: null,
    }))
    const { result } = renderHook(
      () => useInstitutions(claims([A, B]), '2025', config, load),
      queryWrapper(),
    )
    expect(result.current.remote.status).toBe('loading')
    expect(result.current.closed).toBe(false)
    expect(result.current.record).toBeDefined()
    await waitFor(() => expect(result.current.remote.status).toBe('ok'))
    expect(result.current.remote.data?.map((r) => r.lei)).toEqual([A, B])
    expect(load.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      [A, { year: 2025, quarter: null }],
      [B, { year: 2025, quarter: null }],
    ])
  })

  it('keeps a failure to retry, and loads nothing for a period that is not one', async () => {
    const load = vi
      .fn<typeof loadInstitution>()
      .mockRejectedValueOnce(new ApiError('server', '/v2/filing/institutions', 'Server error'))
      .mockResolvedValue({ kind: 'no-record', lei: A })
    const { result } = renderHook(
      () => useInstitutions(claims([A]), '2025', config, load),
      queryWrapper(),
    )
    await waitFor(() => expect(result.current.remote.status).toBe('error'))
    act(() => result.current.remote.retry())
    await waitFor(() => expect(result.current.remote.status).toBe('ok'))
    expect(result.current.remote.data).toEqual([{ kind: 'no-record', lei: A }])

    const none = vi.fn<typeof loadInstitution>()
    const bad = renderHook(
      () => useInstitutions(claims([A]), 'next-year', config, none),
      queryWrapper(),
    )
    expect(bad.result.current.remote.status).toBe('idle')
    expect(bad.result.current.closed).toBe(true)
    expect(none).not.toHaveBeenCalled()
  })

  it('asks once for two screens showing the same institutions, and again when reopened', async () => {
    const load = vi.fn<typeof loadInstitution>(async (_c, lei) => ({ kind: 'no-record', lei }))
    const useBoth = () => [
      useInstitutions(claims([A, B]), '2025', config, load),
      useInstitutions(claims([A, B]), '2025', config, load),
    ]
    const { wrapper } = queryWrapper()
    const first = renderHook(useBoth, { wrapper })
    await waitFor(() =>
      expect(first.result.current.every((h) => h.remote.status === 'ok')).toBe(true),
    )
    expect(load).toHaveBeenCalledTimes(2)
    first.unmount()
    // Filing data changes as the user files: opening the page again asks the platform again.
    const again = renderHook(useBoth, { wrapper })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(4))
    expect(again.result.current[0]?.remote.status).toBe('ok')
  })

  it('treats a closed period as closed', () => {
    const load = vi.fn<typeof loadInstitution>(() => new Promise<InstitutionRow>(() => {}))
    const { result } = renderHook(
      () => useInstitutions(claims([A]), '2019', config, load),
      queryWrapper(),
    )
    expect(result.current.closed).toBe(true)
  })
})

describe('institutionNext', () => {
  it('starts a filing, or says the period is closed', () => {
    expect(institutionNext(ready(null), '2025', false)).toEqual({
      status: 'Not started',
      detail: null,
      action: { text: 'Start filing', to: `/filing/2025/${A}/upload` },
      newUpload: null,
    })
    expect(institutionNext(ready(null), '2025', true).action).toBeNull()
  })

  it('leads to the step of the edits and offers a new file beside it', () => {
    const next = institutionNext(ready(latestOf(13, { qualityExists: true })), '2025', false)
    expect(next.action).toEqual({ text: 'Review edits', to: `/filing/2025/${A}/quality` })
    expect(next.detail).toMatch(/^Submission 3, file bank\.txt\. /)
    expect(next.newUpload).toBe(`/filing/2025/${A}/upload?new=1`)
    expect(institutionNext(ready(latestOf(13)), '2025', true).newUpload).toBeNull()
  })

  it('sends a stalled upload back to the upload, and signed filings to the submission', () => {
    const stalled = institutionNext(ready(latestOf(3), true), '2025', false)
    expect(stalled.status).toBe('Upload stalled: upload the file again')
    expect(stalled.action).toEqual({ text: 'Upload a new file', to: `/filing/2025/${A}/upload` })
    expect(stalled.newUpload).toBeNull()
    expect(institutionNext(ready(latestOf(15)), '2025', false).action).toEqual({
      text: 'View receipt',
      to: `/filing/2025/${A}/submission`,
    })
  })
})

describe('useSubmissionsPage', () => {
  it('loads the first page, then the page asked for', async () => {
    const detail = (page: number): FilingDetail => ({
      filing: {} as FilingDetail['filing'],
      submissions: [],
      paging: { count: 20, total: 45, page, last: 3 },
    })
    const load = vi.fn(async (_l: string, _p: unknown, page: number) => detail(page))
    const { result } = renderHook(() => useSubmissionsPage(A, '2025', config, load), queryWrapper())
    await waitFor(() => expect(result.current.remote.data?.paging?.page).toBe(1))
    act(() => result.current.setPage(3))
    expect(result.current.page).toBe(3)
    await waitFor(() => expect(result.current.remote.data?.paging?.page).toBe(3))
    expect(load.mock.calls.map((c) => [c[0], c[2]])).toEqual([
      [A, 1],
      [A, 3],
    ])
  })
})

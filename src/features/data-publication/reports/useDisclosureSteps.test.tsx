import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { getJson } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { useDisclosureSteps, type DisclosureAddress } from './useDisclosureSteps'

vi.mock('@/lib/api/client', () => ({ getJson: vi.fn() }))

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))
const LEI = 'B4TYDEB6GKMZO031MB27'
const BANK = { lei: LEI, name: 'Bank A', period: '2024' }
const AMARILLO = { id: '11100', name: 'AMARILLO, TX' }

/** The services' answers, by the end of the address asked. */
const ANSWERS: [RegExp, unknown][] = [
  [/\/2017_filers\.json$/, [{ institutionId: '0000012345', name: 'Old Bank', respondentId: '1' }]],
  [/\/2017\/msaMds\/0000012345\.json$/, { msaMds: [AMARILLO] }],
  [/\/filers\/2024$/, { institutions: [BANK] }],
  [new RegExp(`/filers/2024/${LEI}/msaMds$`), { institution: BANK, msaMds: [AMARILLO] }],
]

const requested = () => vi.mocked(getJson).mock.calls.map(([url]) => url)

beforeEach(() => {
  vi.mocked(getJson).mockImplementation((url, parse) => {
    const answer = ANSWERS.find(([pattern]) => pattern.test(url))
    if (!answer) return Promise.reject(new ApiError('not-found', url, 'no such file'))
    return Promise.resolve(parse(answer[1]))
  })
})
afterEach(() => vi.clearAllMocks())

function setup(address: DisclosureAddress, cache = queryWrapper()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <cache.wrapper>
      <MemoryRouter initialEntries={['/data-publication/disclosure-reports/']}>
        <ConfigContext value={CONFIG}>{children}</ConfigContext>
      </MemoryRouter>
    </cache.wrapper>
  )
  return renderHook(
    (props: DisclosureAddress) => ({ steps: useDisclosureSteps(props), location: useLocation() }),
    { wrapper, initialProps: address },
  )
}

describe('useDisclosureSteps', () => {
  it('no year: step 1, nothing loads', () => {
    const { result } = setup({})
    expect(result.current.steps.current).toBe(1)
    expect(result.current.steps.filers.status).toBe('idle')
    expect(result.current.steps.areas.status).toBe('idle')
    expect(result.current.steps.title).toBe('Disclosure Reports')
    expect(result.current.steps.trail.map((c) => c.label)).toEqual([
      expect.any(String),
      'Disclosure Reports',
    ])
  })

  it('a year: loads its filers; a chosen filer opens its step with focus', async () => {
    const { result } = setup({ year: '2024' })
    expect(result.current.steps.current).toBe(2)
    await waitFor(() => expect(result.current.steps.filers.data).toEqual([BANK]))
    expect(requested()).toEqual([expect.stringMatching(/\/filers\/2024$/)])
    act(() => result.current.steps.chooseFiler(BANK))
    await waitFor(() =>
      expect(result.current.location.pathname).toBe(
        `/data-publication/disclosure-reports/2024/${LEI}`,
      ),
    )
    expect(result.current.location.state).toMatchObject({ ownFocus: true })
  })

  it('2017 filers and areas come from the file server lists', async () => {
    const { result } = setup({ year: '2017', lei: '0000012345' })
    await waitFor(() => expect(result.current.steps.areas.status).toBe('ok'))
    expect(requested()).toEqual([
      expect.stringMatching(/\/static-data\/snapshot\/2017\/msaMds\/0000012345\.json$/),
    ])
    expect(result.current.steps.who).toBe('Institution 0000012345')
    expect(result.current.steps.idWord).toBe('institution ID')
    // 2017 has no Institution Register Summary.
    expect(result.current.steps.irsUrl).toBeNull()
  })

  it('an institution and area: names them, offers the IRS, and knows the report', async () => {
    const { result } = setup({ year: '2024', lei: LEI, msa: '11100', report: '1' })
    expect(result.current.steps.irsUrl).toBeNull()
    await waitFor(() => expect(result.current.steps.areas.status).toBe('ok'))
    const s = result.current.steps
    expect(s.current).toBe(5)
    expect(s.who).toBe(`Bank A (${LEI})`)
    expect(s.msaName).toBe('AMARILLO, TX (MSA/MD 11100)')
    expect(s.msaKnown).toBe(true)
    expect(s.reportInfo?.id).toBe('1')
    expect(s.irsUrl).toMatch(new RegExp(`${LEI}`))
    expect(s.title).toBe(`Disclosure Reports 2024 ${LEI} 11100 table 1`)
    expect(s.trail.map((c) => c.label).slice(2)).toEqual([
      '2024',
      'Bank A',
      'AMARILLO, TX (MSA/MD 11100)',
      s.reportInfo?.name,
    ])
    // The last crumb is the page itself: no link.
    expect(s.trail.at(-1)?.to).toBeUndefined()
  })

  it('an area the institution did not report in is not known; nationwide always is', async () => {
    const { result } = setup({ year: '2024', lei: LEI, msa: '99998' })
    await waitFor(() => expect(result.current.steps.areas.status).toBe('ok'))
    expect(result.current.steps.msaKnown).toBe(false)
    expect(result.current.steps.msaName).toBe('MSA/MD 99998')
    const nationwide = setup({ year: '2024', lei: LEI, msa: 'nationwide' })
    await waitFor(() => expect(nationwide.result.current.steps.areas.status).toBe('ok'))
    expect(nationwide.result.current.steps.msaKnown).toBe(true)
    expect(nationwide.result.current.steps.msaName).toBe('Nationwide')
  })

  it('an LEI without a filer that year is an unknown institution, not a fault', async () => {
    vi.mocked(getJson).mockRejectedValue(
      new ApiError('bad-request', 'https://x.test', 'refused', {
        status: 400,
        serverMessage: 'institution with ID: X does not exist',
      }),
    )
    const { result } = setup({ year: '2024', lei: 'XXXXXXXXXXXXXXXXXXXX' })
    await waitFor(() => expect(result.current.steps.areas.status).toBe('error'))
    expect(result.current.steps.unknownLei).toBe(true)
    expect(result.current.steps.irsUrl).toBeNull()
  })

  it('a failure to load the areas is a fault to retry', async () => {
    vi.mocked(getJson).mockRejectedValueOnce(
      new ApiError('server', 'https://x.test', 'failed', { status: 500 }),
    )
    const { result } = setup({ year: '2024', lei: LEI })
    await waitFor(() => expect(result.current.steps.areas.status).toBe('error'))
    expect(result.current.steps.unknownLei).toBe(false)
    act(() => result.current.steps.areas.retry())
    await waitFor(() => expect(result.current.steps.areas.status).toBe('ok'))
  })

  it('back from an institution to its year: the filers are kept, not asked again', async () => {
    const { result, rerender } = setup({ year: '2024' })
    await waitFor(() => expect(result.current.steps.filers.status).toBe('ok'))
    rerender({ year: '2024', lei: LEI })
    await waitFor(() => expect(result.current.steps.areas.status).toBe('ok'))
    expect(result.current.steps.filers.status).toBe('idle')
    rerender({ year: '2024' })
    expect(result.current.steps.filers).toMatchObject({ status: 'ok', data: [BANK] })
    expect(requested().filter((url) => url.endsWith('/filers/2024'))).toHaveLength(1)
  })

  it('a failure is not kept: the next visit of the step asks again', async () => {
    vi.mocked(getJson).mockRejectedValueOnce(
      new ApiError('server', 'https://x.test', 'failed', { status: 500 }),
    )
    const cache = queryWrapper()
    const first = setup({ year: '2024', lei: LEI }, cache)
    await waitFor(() => expect(first.result.current.steps.areas.status).toBe('error'))
    first.unmount()
    const second = setup({ year: '2024', lei: LEI }, cache)
    expect(second.result.current.steps.areas.status).toBe('loading')
    await waitFor(() => expect(second.result.current.steps.areas.status).toBe('ok'))
    expect(requested()).toHaveLength(2)
  })
})

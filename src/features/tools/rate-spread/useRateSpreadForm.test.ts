import { act, renderHook } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AporTables } from '@/hmda/apor'
import type { RateSpreadInput } from '@/hmda/rateSpread'
import { fetchRateSpread, RateSpreadApiError } from './rateSpreadApi'
import { useRateSpreadForm } from './useRateSpreadForm'

const loadTables = vi.fn<() => Promise<AporTables>>()
vi.mock('./aporSource', () => ({ useAporTables: () => loadTables }))
vi.mock('./rateSpreadApi', async (original) => ({
  ...(await original<typeof import('./rateSpreadApi')>()),
  fetchRateSpread: vi.fn(),
}))

const askService = vi.mocked(fetchRateSpread)

const LOAN: RateSpreadInput = {
  actionTakenType: '1',
  reverseMortgage: '2',
  amortizationType: 'FixedRate',
  lockInDate: '03/04/2024',
  apr: '7.5',
  loanTerm: '30',
}

function setup() {
  const hook = renderHook(() => useRateSpreadForm({ fileServerDomain: '', publicApiBase: '' }), {
    wrapper: MemoryRouter,
  })
  return hook
}

function fill(hook: ReturnType<typeof setup>, values: RateSpreadInput) {
  for (const [field, value] of Object.entries(values))
    act(() => hook.result.current.set(field as keyof RateSpreadInput)(value))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2024, 2, 15, 12))
  loadTables.mockReset()
  askService.mockReset()
  loadTables.mockRejectedValue(new TypeError('Failed to fetch'))
})
afterEach(() => vi.useRealTimers())

describe('useRateSpreadForm', () => {
  it('names every missing field and calculates nothing', async () => {
    const hook = setup()
    await act(() => hook.result.current.submit())
    expect(Object.keys(hook.result.current.errors)).toEqual(
      expect.arrayContaining(['actionTakenType', 'apr', 'loanTerm', 'lockInDate']),
    )
    expect(hook.result.current.outcome).toBeNull()
    expect(loadTables).not.toHaveBeenCalled()
  })

  it('answers NA for an action taken without a rate spread, asking no source', async () => {
    const hook = setup()
    fill(hook, { ...LOAN, actionTakenType: '3' })
    await act(() => hook.result.current.submit())
    expect(hook.result.current.outcome?.kind).toBe('na')
    expect(loadTables).not.toHaveBeenCalled()
  })

  it("falls back to the platform's service when the tables cannot be downloaded", async () => {
    askService.mockResolvedValue({ kind: 'spread', value: '0.860' })
    const hook = setup()
    fill(hook, LOAN)
    await act(() => hook.result.current.submit())
    expect(hook.result.current.outcome).toMatchObject({ kind: 'spread', value: '0.860' })
    expect(hook.result.current.busy).toBe(false)
    // A changed value makes the result out of date; the other values stay.
    act(() => hook.result.current.set('apr')('7.6'))
    expect(hook.result.current.outcome).toBeNull()
    expect(hook.result.current.values).toEqual({ ...LOAN, apr: '7.6' })
  })

  it('tells a refused loan from an unavailable service', async () => {
    const hook = setup()
    fill(hook, LOAN)
    askService.mockRejectedValueOnce(new RateSpreadApiError('Bad value', { status: 422 }))
    await act(() => hook.result.current.submit())
    expect(hook.result.current.outcome).toEqual({ kind: 'rejected', detail: 'Bad value' })
    askService.mockRejectedValueOnce(new RateSpreadApiError('Busy', { status: 503 }))
    await act(() => hook.result.current.submit())
    expect(hook.result.current.outcome).toEqual({ kind: 'unreachable', detail: 'Busy' })
    expect(hook.result.current.values).toEqual(LOAN)
  })
})

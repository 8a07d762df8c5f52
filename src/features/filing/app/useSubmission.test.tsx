import { act, renderHook } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import type { LatestSubmission } from '@/lib/api/filing'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { latestSubmission as latestOf, TEST_LEI as LEI } from './testSubmission'
import { useSubmission } from './useSubmission'

const api = {
  latest: vi.fn<(...args: unknown[]) => Promise<LatestSubmission | null>>(),
  createSubmission: vi.fn(),
  createFiling: vi.fn(),
}
const config = vi.hoisted(() => ({}))
vi.mock('@/config/useConfig', () => ({ useConfig: () => config }))
vi.mock('./filingClient', () => ({ filingClient: () => api }))

/** Lets `ms` of fake time pass, with the promises and renders it sets off. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function answers(...list: (number | Error)[]) {
  for (const a of list)
    if (a instanceof Error) api.latest.mockRejectedValueOnce(a)
    else api.latest.mockResolvedValueOnce(latestOf(a))
}

beforeEach(() => {
  vi.useFakeTimers()
  api.latest.mockReset()
  api.createSubmission.mockReset()
  api.createFiling.mockReset()
})
afterEach(() => {
  onlineManager.setOnline(true)
  vi.useRealTimers()
})

describe('useSubmission', () => {
  it('follows the status on the platform schedule until a resting status', async () => {
    answers(3, 3, 3, 14)
    const { result } = renderHook(() => useSubmission(LEI, '2025'), queryWrapper())
    expect(result.current.loading).toBe(true)
    await pass(0)
    expect(result.current).toMatchObject({ loading: false, polling: true, error: null })
    expect(api.latest).toHaveBeenCalledTimes(1)
    await pass(999)
    expect(api.latest).toHaveBeenCalledTimes(1)
    await pass(1)
    expect(api.latest).toHaveBeenCalledTimes(2)
    await pass(1200)
    expect(api.latest).toHaveBeenCalledTimes(3)
    await pass(1440)
    expect(api.latest).toHaveBeenCalledTimes(4)
    expect(result.current.latest?.status.code).toBe(14)
    expect(result.current.polling).toBe(false)
    await pass(60_000)
    expect(api.latest).toHaveBeenCalledTimes(4)
  })

  it('goes on after a failed poll and says when it tries next; a 403 stops it', async () => {
    const busy = new ApiError('server', '/latest', 'HTTP 503', { status: 503 })
    const refused = new ApiError('server', '/latest', 'HTTP 403', { status: 403 })
    answers(3, busy, 3, refused)
    const { result } = renderHook(() => useSubmission(LEI, '2025'), queryWrapper())
    await pass(1000)
    expect(result.current.trouble).toMatchObject({ error: busy, nextInSeconds: 1, failures: 1 })
    expect(result.current.latest?.status.code).toBe(3)
    await pass(1200)
    expect(result.current.trouble).toBeNull()
    await pass(1440)
    expect(result.current).toMatchObject({ error: refused, polling: false, trouble: null })
    expect(result.current.latest?.status.code).toBe(3)
    await pass(60_000)
    expect(api.latest).toHaveBeenCalledTimes(4)
  })

  it('pauses while offline, says so, and checks at once when the connection is back', async () => {
    answers(3, 3, 9)
    const { result } = renderHook(() => useSubmission(LEI, '2025'), queryWrapper())
    await pass(1000)
    expect(api.latest).toHaveBeenCalledTimes(2)
    act(() => onlineManager.setOnline(false))
    expect(result.current.trouble).toMatchObject({ offline: true })
    expect(result.current.latest?.status.code).toBe(3)
    await pass(60_000)
    expect(api.latest).toHaveBeenCalledTimes(2)
    act(() => onlineManager.setOnline(true))
    await pass(0)
    expect(api.latest).toHaveBeenCalledTimes(3)
    expect(result.current).toMatchObject({ trouble: null, polling: false })
    expect(result.current.latest?.status.code).toBe(9)
  })

  it('says at once when the first load finds the browser offline, and goes on when back', async () => {
    act(() => onlineManager.setOnline(false))
    answers(9)
    const { result } = renderHook(() => useSubmission(LEI, '2025'), queryWrapper())
    await pass(0)
    expect(result.current.loading).toBe(false)
    expect(result.current.error).toMatchObject({ kind: 'unreachable' })
    expect(api.latest).not.toHaveBeenCalled()
    act(() => onlineManager.setOnline(true))
    await pass(0)
    expect(api.latest).toHaveBeenCalledTimes(1)
    expect(result.current.error).toBeNull()
    expect(result.current.latest?.status.code).toBe(9)
  })

  it('creates the submission (and the filing) when the flow opens without one', async () => {
    api.latest.mockResolvedValueOnce(null)
    api.createSubmission
      .mockRejectedValueOnce(new ApiError('bad-request', '/s', 'no filing', { status: 400 }))
      .mockResolvedValueOnce({})
    answers(1)
    const { result } = renderHook(() => useSubmission(LEI, '2025'), queryWrapper())
    await pass(0)
    expect(api.createFiling).toHaveBeenCalledTimes(1)
    expect(api.createSubmission).toHaveBeenCalledTimes(2)
    expect(result.current).toMatchObject({ loading: false, polling: false })
    expect(result.current.latest?.status.code).toBe(1)
  })

  it('after an upload: shows what was set and polls at once from the first delay', async () => {
    answers(1, 3, 5)
    const { result } = renderHook(() => useSubmission(LEI, '2025'), queryWrapper())
    await pass(0)
    act(() => {
      result.current.set(latestOf(3))
      result.current.poll()
    })
    expect(result.current.latest?.status.code).toBe(3)
    await pass(0)
    expect(api.latest).toHaveBeenCalledTimes(2)
    expect(result.current.polling).toBe(true)
    await pass(1000)
    expect(api.latest).toHaveBeenCalledTimes(3)
    expect(result.current).toMatchObject({ polling: false, trouble: null })
  })
})

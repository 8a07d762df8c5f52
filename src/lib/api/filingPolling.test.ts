import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { pollDelay, pollDelayAfter, pollSchedule, POLL_CAP_MS } from './filingPolling'

describe('polling schedule', () => {
  it('waits floor(1.2^k) seconds, capped at 20 s', () => {
    expect(pollSchedule(19)).toEqual([
      1000, 1200, 1440, 1727, 2073, 2488, 2985, 3583, 4299, 5159, 6191, 7430, 8916, 10699, 12839,
      15407, 18488, 20000, 20000,
    ])
    expect(pollDelay(500)).toBe(POLL_CAP_MS)
  })
  it('adds up to about 106 s over the first 17 polls', () => {
    const sum = pollSchedule(17).reduce((a, b) => a + b, 0)
    expect(Math.round(sum / 1000)).toBe(106)
  })
  it('refuses a bad index', () => {
    expect(() => pollDelay(-1)).toThrow(RangeError)
    expect(() => pollDelay(1.5)).toThrow(RangeError)
  })
})

describe('polling after a busy answer', () => {
  it('waits at least the Retry-After of a 429, else the schedule', () => {
    const busy = (s?: number) =>
      new ApiError('busy', '/x', 'm', { status: 429, retryAfterSeconds: s })
    expect(pollDelayAfter(0, busy(30))).toBe(30_000)
    expect(pollDelayAfter(17, busy(2))).toBe(20_000)
    expect(pollDelayAfter(3, busy())).toBe(1727)
    expect(pollDelayAfter(3, new ApiError('server', '/x', 'm', { status: 503 }))).toBe(1727)
    expect(pollDelayAfter(3, null)).toBe(1727)
  })
})

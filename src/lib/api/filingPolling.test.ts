import { describe, expect, it } from 'vitest'
import { pollDelay, pollSchedule, POLL_CAP_MS } from './filingPolling'

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

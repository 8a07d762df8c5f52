/**
 * The platform's status polling schedule: the delay before poll k (k = 0, 1, 2, …) is
 * floor(1.2^k × 1000) ms, capped at 20 s (1000, 1200, 1440, 1727, …, 18488, then 20000 each).
 */
import { ApiError } from './errors'

export const POLL_CAP_MS = 20_000

export function pollDelay(k: number): number {
  if (!Number.isInteger(k) || k < 0) throw new RangeError('poll index must be a whole number ≥ 0')
  // 1.2^17 × 1000 is the last value under the cap; compute no further powers than needed.
  if (k > 17) return POLL_CAP_MS
  return Math.min(Math.floor(1.2 ** k * 1000), POLL_CAP_MS)
}

/** The first `n` delays (for display and tests). */
export const pollSchedule = (n: number) => Array.from({ length: n }, (_, k) => pollDelay(k))

/**
 * The delay before poll k after `failure`: a busy platform (429) is not asked again before its
 * Retry-After has passed; otherwise the schedule.
 */
export function pollDelayAfter(k: number, failure: unknown): number {
  const wait =
    failure instanceof ApiError && failure.kind === 'busy'
      ? (failure.retryAfterSeconds ?? 0) * 1000
      : 0
  return Math.max(pollDelay(k), wait)
}

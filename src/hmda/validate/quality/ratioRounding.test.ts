import { describe, expect, it } from 'vitest'
import { coversRoundedRatio } from './ratioRounding'

/**
 * The exact verdict: `reported` ≥ amount / value × 100 rounded half up to `precision` decimals,
 * in rational arithmetic (amount, value and reported given as integers over 10^scale).
 */
function exact(amount: bigint, value: bigint, reported: bigint, scale: number, precision: number) {
  // ratio = amount * 100 / value; X = ratio * 10^precision; rounded = floor(X + 1/2) (X >= 0)
  const num = amount * 100n * 10n ** BigInt(precision)
  const rounded = (2n * num + value) / (2n * value) // floor(num / value + 1/2)
  // reported / 10^scale >= rounded / 10^precision
  return reported * 10n ** BigInt(precision) >= rounded * 10n ** BigInt(scale)
}

describe('coversRoundedRatio', () => {
  it('agrees with exact arithmetic wherever it decides, and decides ordinary rows', () => {
    let seed = 7
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    let decided = 0
    let cases = 0
    for (let i = 0; i < 20_000; i++) {
      const amount = BigInt(1_000 + next(900_000)) * 1000n
      const value = BigInt(amount) + BigInt(next(800_000)) * 1000n + 1000n
      const precision = next(4)
      const num = amount * 100n * 10n ** BigInt(precision)
      // The reported ratio: the rounded ratio, or one step either side (scale = precision).
      const rounded = (2n * num + value) / (2n * value)
      const reported = rounded + BigInt(next(3) - 1)
      const ratio = (Number(amount) / Number(value)) * 100
      const c = Number(reported) / 10 ** precision
      const verdict = coversRoundedRatio(ratio, c, precision)
      cases++
      if (verdict === null) continue
      decided++
      expect(verdict, `${String(amount)} / ${String(value)}, reported ${String(reported)}`).toBe(
        exact(amount, value, reported, precision, precision),
      )
    }
    expect(decided / cases).toBeGreaterThan(0.99)
  })

  it('leaves the exact half step and negative ratios to exact arithmetic', () => {
    // 80.125 rounds half up to 80.13: a reported 80.12 fails, 80.13 passes.
    expect(coversRoundedRatio(80.125, 80.12, 2)).toBeNull()
    expect(coversRoundedRatio(80.125, 80.13, 2)).toBe(true)
    expect(coversRoundedRatio(80.13, 80.12, 2)).toBe(false)
    expect(coversRoundedRatio(80.1249, 80.12, 2)).toBe(true)
    expect(coversRoundedRatio(-5, -5, 0)).toBeNull()
    expect(coversRoundedRatio(Number.NaN, 80, 0)).toBeNull()
    expect(coversRoundedRatio(80, Number.POSITIVE_INFINITY, 0)).toBeNull()
    // A negative precision rounds to tens: 1234 rounds to 1230 (-1), 1235 to 1240.
    expect(coversRoundedRatio(1234, 1230, -1)).toBe(true)
    expect(coversRoundedRatio(1236, 1230, -1)).toBe(false)
    expect(coversRoundedRatio(1235, 1230, -1)).toBeNull()
  })
})

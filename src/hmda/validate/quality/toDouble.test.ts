import { describe, expect, it } from 'vitest'
import { toDouble } from './numbers'

/** Plain numbers of every shape: signs, points, leading and trailing zeros, long digit runs. */
function samples(): string[] {
  const out = ['0', '-0', '0.0', '-0.0', '.5', '5.', '-.5', '00012.50', '0.1', '0.2', '0.3']
  out.push('123456789012345', '1234567890123456', '12345678901234567890', '9007199254740993')
  out.push('0.000000000000000000000001', '1.0000000000000000000001', `1${'0'.repeat(30)}`)
  out.push(
    '179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000',
  )
  out.push('1e5', '+5', ' 5', '5 ', '', '-', '.', 'NA', 'Exempt', '1.2.3', '--1')
  let seed = 99
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    return seed % n
  }
  for (let i = 0; i < 50_000; i++) {
    const whole = next(4) === 0 ? '' : String(next(10 ** (1 + next(9))))
    const digits = next(3) === 0 ? 0 : 1 + next(24)
    let fraction = ''
    for (let k = 0; k < digits; k++) fraction += String(next(10))
    const sign = next(4) === 0 ? '-' : ''
    const zeros = '0'.repeat(next(3) === 0 ? next(4) : 0)
    const point = digits > 0 || next(5) === 0 ? '.' : ''
    out.push(`${sign}${zeros}${whole}${point}${fraction}`)
  }
  return out
}

describe('toDouble', () => {
  it('is the nearest double (as Number gives it) for every plain number, else NaN', () => {
    for (const text of samples()) {
      const plain = /^-?\d*\.?\d*$/.test(text) && /\d/.test(text)
      expect(Object.is(toDouble(text), plain ? Number(text) : Number.NaN), text).toBe(true)
    }
    expect(toDouble(undefined)).toBeNaN()
  })
})

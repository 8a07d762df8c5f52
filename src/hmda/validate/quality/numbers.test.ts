import { describe, expect, it } from 'vitest'
import {
  compareDecimal,
  compareExact,
  decimalBetween,
  doubleAt,
  floatAt,
  intAt,
  divideDecimal128,
  multiplyDecimal128,
  setScaleHalfUp,
  toDouble,
  toExact,
  toFloat,
  toInt,
} from './numbers'

const text = (e: { n: bigint; scale: number }): string => `${e.n.toString()}e${String(-e.scale)}`

describe('reading numbers like the platform', () => {
  it('reads doubles, floats and ints only from plain numbers', () => {
    expect(toDouble('6.5')).toBe(6.5)
    expect(toDouble('.5')).toBe(0.5)
    expect(toDouble('NA')).toBeNaN()
    expect(toDouble('')).toBeNaN()
    expect(toFloat('0.99999999')).toBe(1)
    expect(toFloat('0.9999999')).toBeLessThan(1)
    expect(toInt('007')).toBe(7)
    expect(toInt('2147483647')).toBe(2147483647)
    expect(toInt('2147483648')).toBeNaN()
    expect(toInt('1.0')).toBeNaN()
  })

  it('compares decimal text exactly', () => {
    expect(compareDecimal('80', '80.00')).toBe(0)
    expect(compareDecimal('250000.0000000000000001', '250000')).toBe(1)
    expect(compareDecimal('-0.01', '0')).toBe(-1)
    expect(compareDecimal('-0', '0')).toBe(0)
    expect(compareDecimal('-2', '-10')).toBe(1)
    expect(compareDecimal('0099.5', '99.49')).toBe(1)
    expect(compareDecimal('.5', '0.50')).toBe(0)
    expect(decimalBetween('250', '0', '250')).toBe(true)
    expect(decimalBetween('250.001', '0', '250')).toBe(false)
    expect(decimalBetween('NA', '0', '250')).toBe(false)
  })
})

describe('exact decimal arithmetic', () => {
  it('parses plain and exponent text', () => {
    expect(text(toExact('12.50'))).toBe('1250e-2')
    expect(text(toExact('1.7976931348623157e+308'))).toBe('17976931348623157e292')
    expect(text(toExact('-3'))).toBe('-3e0')
  })

  it('rounds half up away from zero, also to a negative scale', () => {
    expect(text(setScaleHalfUp(toExact('79.6875'), 3))).toBe('79688e-3')
    expect(text(setScaleHalfUp(toExact('-2.5'), 0))).toBe('-3e0')
    expect(text(setScaleHalfUp(toExact('2.49'), 0))).toBe('2e0')
    expect(text(setScaleHalfUp(toExact('1250'), -2))).toBe('13e2')
  })

  it('divides to 34 significant digits, half to even', () => {
    const third = divideDecimal128(toExact('1'), toExact('3'))
    expect(third.n.toString()).toBe('3'.repeat(34))
    expect(third.scale).toBe(34)
    const twoThirds = divideDecimal128(toExact('2'), toExact('3'))
    expect(twoThirds.n.toString()).toBe(`${'6'.repeat(33)}7`)
    const exact = divideDecimal128(toExact('255000'), toExact('320000'))
    expect(compareExact(exact, toExact('0.796875'))).toBe(0)
    const scaled = divideDecimal128(toExact('2.55'), toExact('0.032'))
    expect(compareExact(scaled, toExact('79.6875'))).toBe(0)
    expect(compareExact(divideDecimal128(toExact('-1'), toExact('4')), toExact('-0.25'))).toBe(0)
  })

  it('multiplies and rounds past 34 digits, half to even', () => {
    expect(
      compareExact(multiplyDecimal128(toExact('100.03'), toExact('0.15')), toExact('15.0045')),
    ).toBe(0)
    const long = multiplyDecimal128(toExact(`3${'0'.repeat(32)}5`), toExact('5'))
    // 30000…05 (34 digits) × 5 = 150000…025 (35 digits) → 34 digits, the tie keeps the even 2.
    expect(long.n.toString()).toBe(`15${'0'.repeat(31)}2`)
  })
})

describe('numbers of a row read once', () => {
  it('gives what toDouble, toFloat and toInt give, also when a row array is reused', () => {
    const row = ['1', '80.5', 'NA', '0.99999999', '600']
    for (let i = 0; i < row.length; i++) {
      expect(doubleAt(row, i)).toStrictEqual(toDouble(row[i]))
      expect(floatAt(row, i)).toStrictEqual(toFloat(row[i]))
      expect(intAt(row, i)).toStrictEqual(toInt(row[i]))
    }
    // The same array with other values (a row builder reuses its array): no stale number.
    row[1] = '12'
    row[2] = '3.25'
    row[4] = 'Exempt'
    expect(doubleAt(row, 1)).toBe(12)
    expect(doubleAt(row, 2)).toBe(3.25)
    expect(intAt(row, 2)).toBeNaN()
    expect(intAt(row, 4)).toBeNaN()
    expect(doubleAt([], 3)).toBeNaN()
    expect(doubleAt(row, 500)).toBeNaN()
  })
})

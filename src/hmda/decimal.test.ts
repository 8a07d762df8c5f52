import { describe, expect, it } from 'vitest'
import { formatDecimal, parseDecimal, rescale, roundHalfUp, subtract, trimZeros } from './decimal'

const dec = (text: string) => {
  const value = parseDecimal(text)
  if (!value) throw new Error(`bad decimal ${text}`)
  return value
}
const round3 = (text: string) => formatDecimal(roundHalfUp(dec(text), 3))
const spread = (a: string, b: string) => formatDecimal(roundHalfUp(subtract(dec(a), dec(b)), 3))

describe('decimal', () => {
  it('parses plain decimal text exactly', () => {
    expect(parseDecimal('4.125')).toEqual({ units: 4125, scale: 3 })
    expect(parseDecimal('-0.5')).toEqual({ units: -5, scale: 1 })
    expect(parseDecimal('.75')).toEqual({ units: 75, scale: 2 })
    expect(parseDecimal('007')).toEqual({ units: 7, scale: 0 })
    expect(parseDecimal('-0')).toEqual({ units: 0, scale: 0 })
    for (const bad of ['', '.', '1e3', '1.2.3', 'abc', '1,5', '1234567890123456']) {
      expect(parseDecimal(bad), bad).toBeNull()
    }
  })

  it('rounds half up (away from zero) to three places', () => {
    expect(round3('4.5675')).toBe('4.568')
    expect(round3('4.5674999')).toBe('4.567')
    expect(round3('-1.2345')).toBe('-1.235')
    expect(round3('-0.0004')).toBe('0.000')
    expect(round3('0.0005')).toBe('0.001')
    expect(round3('2')).toBe('2.000')
    expect(round3('9.9995')).toBe('10.000')
  })

  it('subtracts exactly where binary floating point does not', () => {
    // Each of these goes wrong with Number arithmetic and toFixed(3).
    expect((4.5675 - 0).toFixed(3)).toBe('4.567')
    expect(spread('4.5675', '0')).toBe('4.568')
    expect((8.1 - 3.5995).toFixed(3)).toBe('4.500')
    expect(spread('8.1', '3.5995')).toBe('4.501')
    expect((1.001 - 0.0005).toFixed(3)).toBe('1.000')
    expect(spread('1.001', '0.0005')).toBe('1.001')
    expect(0.3 - 0.1).not.toBe(0.2)
    expect(formatDecimal(subtract(dec('0.3'), dec('0.1')))).toBe('0.2')
    expect(spread('3.25', '4.5')).toBe('-1.250')
  })

  it('rescales and formats with a fixed number of places', () => {
    expect(formatDecimal(rescale(dec('1.5'), 3))).toBe('1.500')
    expect(formatDecimal({ units: -5, scale: 3 })).toBe('-0.005')
    expect(() => rescale(dec('1.55'), 1)).toThrow(RangeError)
    expect(formatDecimal(trimZeros(dec('6.6400'), 2))).toBe('6.64')
    expect(formatDecimal(trimZeros(dec('3.5995'), 2))).toBe('3.5995')
    expect(formatDecimal(trimZeros(dec('5.0000'), 2))).toBe('5.00')
  })
})

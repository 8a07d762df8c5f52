// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseRow, recordKindOf } from '../parse'
import { FILING_YEARS } from '../schema'
import {
  TEST_LEI,
  TEST_ULI,
  validFile,
  validLarRow,
  validLarValues,
  validTsRow,
  validTsValues,
} from './rowBuilder'

/** ISO/IEC 7064 MOD 97-10 over letters (10..35) and digits, as used by LEIs and ULIs. */
function mod97(id: string): number {
  let rest = 0
  for (const ch of id.toUpperCase()) {
    const digits = String(parseInt(ch, 36))
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  }
  return rest
}

describe('row builders', () => {
  it.each([...FILING_YEARS])('build rows of %i that pass the format check', (year) => {
    expect(parseRow(validTsRow(year), year, 'ts').errors).toEqual([])
    expect(parseRow(validLarRow(year), year, 'lar').errors).toEqual([])
  })

  it('put the filing year in the TS and in the dates', () => {
    expect(validTsValues(2021)[2]).toBe('2021')
    const lar = validLarValues(2025)
    expect(lar[3]?.startsWith('2025')).toBe(true)
    expect(lar[11]?.startsWith('2025')).toBe(true)
  })

  it('use identifiers with valid check digits', () => {
    expect(TEST_LEI).toHaveLength(20)
    expect(mod97(TEST_LEI)).toBe(1)
    expect(TEST_ULI.startsWith(TEST_LEI)).toBe(true)
    expect(mod97(TEST_ULI)).toBe(1)
  })

  it('apply overrides by field key', () => {
    const values = validLarValues(2024, { loanAmount: '99000', ethnicityApplicant2: '11' })
    expect(values[9]).toBe('99000')
    expect(values[19]).toBe('11')
    expect(validTsValues(2024, { calendarQuarter: '2' })[3]).toBe('2')
  })

  it('reject unknown keys', () => {
    // @ts-expect-error: not a LAR field key
    expect(() => validLarRow(2024, { loanAmountt: '1' })).toThrow(/Unknown LAR field key/)
    // @ts-expect-error: a LAR key is not a TS key
    expect(() => validTsRow(2024, { loanAmount: '1' })).toThrow(/Unknown TS field key/)
  })

  it('reject unsupported years', () => {
    expect(() => validLarRow(2017)).toThrow(RangeError)
  })

  it('build a whole file whose TS counts its LAR rows', () => {
    const file = validFile(2024, [validLarRow(2024), validLarRow(2024, { uli: 'LOAN2' })])
    const lines = file.split('\n')
    expect(lines.map(recordKindOf)).toEqual(['ts', 'lar', 'lar'])
    expect(lines[0]?.split('|')[12]).toBe('2')
  })
})

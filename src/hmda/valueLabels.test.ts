// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getField, getSchema } from './schema'
import type { FieldDef, RecordKind } from './types'
import { codeLabel, describeValidValues } from './valueLabels'

function field(year: number, kind: RecordKind, key: string): FieldDef {
  const found = getField(year, kind, key)
  if (!found) throw new Error(`no field ${key}`)
  return found
}

describe('describeValidValues', () => {
  // Expected texts copied from the platform's list of valid values for formatting errors.
  it.each([
    ['lei', 'String with only letters and numbers'],
    ['recordIdentifier', 'Integer: 2'],
    ['applicationDate', 'Valid Date in format YYYYMMDD or NA'],
    ['actionTakenDate', 'Valid Date in format YYYYMMDD'],
    ['loanType', 'Integer: 1, 2, 3, 4'],
    ['loanPurpose', 'Integer: 1, 2, 31, 32, 4, 5'],
    ['loanAmount', 'Numeric (Example: 110500 or 110500.00)'],
    ['loanTerm', 'Integer, NA, or Exempt'],
    ['income', 'Integer or NA'],
    ['ageApplicant', 'Integer'],
    ['ethnicityApplicant1', 'Integer: 1, 11, 12, 13, 14, 2, 3, 4 or Blank'],
    ['ethnicityCoApplicant2', 'Integer: 1, 11, 12, 13, 14, 2 or Blank'],
    [
      'raceCoApplicant1',
      'Integer: 1, 2, 21, 22, 23, 24, 25, 26, 27, 3, 4, 41, 42, 43, 44, 5, 6, 7, 8 or Blank',
    ],
    ['rateSpread', 'Numeric (Example: 110500 or 110500.00), NA, or Exempt'],
    ['discountPoints', 'Numeric (Example: 0.2), NA, Exempt, or Blank'],
    ['interestRate', 'Numeric (Example: 0.0375), NA, or Exempt'],
    ['denialReason1', 'Integer: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1111'],
    ['manufacturedHomeLandPropertyInterest', 'Integer: 1, 2, 3, 4, 5, 1111'],
    ['aus1', 'Integer: 1, 2, 3, 4, 5, 6, 7, 1111'],
  ])('2024 %s: %s', (key, expected) => {
    expect(describeValidValues(field(2024, 'lar', key))).toBe(expected)
  })

  it('follows the codes of the year', () => {
    expect(describeValidValues(field(2023, 'lar', 'creditScoreModelApplicant'))).toBe(
      'Integer: 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 1111',
    )
    expect(describeValidValues(field(2024, 'lar', 'creditScoreModelApplicant'))).toBe(
      'Integer: 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 1111',
    )
  })

  it('shortens long runs of consecutive codes', () => {
    expect(describeValidValues(field(2024, 'lar', 'ausResult1'))).toBe('Integer: 1-24, 1111')
    expect(describeValidValues(field(2024, 'lar', 'ausResult2'))).toBe(
      'Integer: 1-16, 18-24 or Blank',
    )
    expect(describeValidValues(field(2018, 'lar', 'ausResult1'))).toBe('Integer: 1-17, 1111')
  })

  it('describes TS fields and free text', () => {
    expect(describeValidValues(field(2024, 'ts', 'recordIdentifier'))).toBe('Integer: 1')
    expect(describeValidValues(field(2024, 'ts', 'calendarYear'))).toBe('Integer')
    expect(describeValidValues(field(2024, 'ts', 'calendarQuarter'))).toBe('Integer: 1, 2, 3, 4')
    expect(describeValidValues(field(2024, 'lar', 'streetAddress'))).toBe('Text, NA, or Exempt')
    expect(describeValidValues(field(2024, 'lar', 'denialReasonOther'))).toBe('Text or Blank')
  })

  it('produces a text for every field of every year', () => {
    for (const year of [2018, 2022, 2026]) {
      for (const f of [...getSchema(year).ts, ...getSchema(year).lar]) {
        expect(describeValidValues(f)).toMatch(/^(Integer|Numeric|Valid Date|String|Text)/)
      }
    }
  })
})

describe('codeLabel', () => {
  it('labels codes and special values', () => {
    expect(codeLabel(field(2024, 'lar', 'loanPurpose'), '32')).toBe('Cash-out refinancing')
    expect(codeLabel(field(2024, 'lar', 'ageCoApplicant'), '9999')).toBe('No co-applicant')
    expect(codeLabel(field(2024, 'lar', 'aus1'), '1111')).toBe('Exempt')
    expect(codeLabel(field(2024, 'lar', 'loanPurpose'), '3')).toBeUndefined()
    expect(codeLabel(field(2024, 'lar', 'loanAmount'), '1')).toBeUndefined()
  })

  it('does not know codes before the year they were introduced', () => {
    expect(codeLabel(field(2024, 'lar', 'creditScoreModelApplicant'), '15')).toBe(
      'VantageScore 4.0',
    )
    expect(codeLabel(field(2023, 'lar', 'creditScoreModelApplicant'), '15')).toBeUndefined()
  })
})

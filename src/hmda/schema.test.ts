// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  FIELD_COUNT,
  FILING_YEARS,
  LAR_INDEX,
  TS_INDEX,
  getField,
  getFields,
  getSchema,
  isFilingYear,
} from './schema'
import type { FieldDef } from './types'

const codeValues = (field: FieldDef | undefined) => field?.codes?.map((c) => c.value)

describe('getSchema', () => {
  it('covers the filing years 2018 to 2026', () => {
    expect([...FILING_YEARS]).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026])
    expect(isFilingYear(2018)).toBe(true)
    expect(isFilingYear(2026)).toBe(true)
    expect(isFilingYear(2017)).toBe(false)
    expect(isFilingYear(2024.5)).toBe(false)
  })

  it.each([2017, 2027, 0, Number.NaN, 2020.5])('rejects %s with a clear error', (year) => {
    expect(() => getSchema(year)).toThrow(RangeError)
    expect(() => getSchema(year)).toThrow(/Supported years are 2018–2026/)
  })

  it.each([...FILING_YEARS])('%i has 15 TS and 110 LAR fields, numbered in order', (year) => {
    const schema = getSchema(year)
    expect(schema.year).toBe(year)
    for (const kind of ['ts', 'lar'] as const) {
      const fields = schema[kind]
      expect(fields).toHaveLength(FIELD_COUNT[kind])
      fields.forEach((field, i) => {
        expect(field.record).toBe(kind)
        expect(field.index).toBe(i)
        expect(field.position).toBe(i + 1)
        expect(field.name.trim()).toBe(field.name)
        expect(field.name).not.toBe('')
        expect(field.dataPoint).not.toBe('')
        expect(field.help).toMatch(/^[A-Z].*\.$/)
      })
      const keys = fields.map((f) => f.key)
      expect(new Set(keys).size).toBe(keys.length)
      for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/)
    }
  })

  it.each([...FILING_YEARS])('%i: code fields have unique codes, others have a format', (year) => {
    for (const field of [...getSchema(year).ts, ...getSchema(year).lar]) {
      if (field.type === 'code') {
        const values = codeValues(field) ?? []
        expect(values.length, field.key).toBeGreaterThan(0)
        expect(new Set(values).size, field.key).toBe(values.length)
      }
      if (field.type === 'decimal') expect(field.formatExample, field.key).toBeDefined()
      if (field.exemptCode !== undefined) {
        expect(codeValues(field), field.key).toContain(field.exemptCode)
      }
    }
  })

  it('places well-known fields where the filing instructions put them', () => {
    const lar = getFields(2024, 'lar')
    expect(lar[0]?.key).toBe('recordIdentifier')
    expect(lar[1]).toMatchObject({ key: 'lei', name: 'Legal Entity Identifier (LEI)' })
    expect(lar[3]).toMatchObject({ key: 'applicationDate', type: 'date', allowNA: true })
    expect(lar[18]?.key).toBe('ethnicityApplicant1')
    expect(lar[57]?.key).toBe('purchaserType')
    expect(lar[109]?.key).toBe('businessOrCommercialPurpose')
    const ts = getFields(2024, 'ts')
    expect(ts.map((f) => f.key)).toEqual([
      'recordIdentifier',
      'institutionName',
      'calendarYear',
      'calendarQuarter',
      'contactName',
      'contactPhone',
      'contactEmail',
      'contactStreetAddress',
      'contactCity',
      'contactState',
      'contactZipCode',
      'federalAgency',
      'totalEntries',
      'taxId',
      'lei',
    ])
  })

  it('returns the same frozen objects on every call', () => {
    const a = getSchema(2025)
    expect(getSchema(2025)).toBe(a)
    expect(Object.isFrozen(a.lar)).toBe(true)
    expect(Object.isFrozen(a.lar[0])).toBe(true)
  })

  it('maps keys to indexes', () => {
    expect(LAR_INDEX.actionTaken).toBe(10)
    expect(LAR_INDEX.businessOrCommercialPurpose).toBe(109)
    expect(TS_INDEX.lei).toBe(14)
    for (const year of [2018, 2026]) {
      for (const f of getFields(year, 'lar'))
        expect(LAR_INDEX[f.key as keyof typeof LAR_INDEX]).toBe(f.index)
    }
  })

  it('finds fields by key', () => {
    expect(getField(2024, 'lar', 'loanAmount')).toMatchObject({ index: 9, type: 'decimal' })
    expect(getField(2024, 'ts', 'loanAmount')).toBeUndefined()
  })
})

describe('year differences', () => {
  it('adds credit scoring models 12 to 15 in 2024 and 11 in 2022', () => {
    const applicant = (year: number) =>
      codeValues(getField(year, 'lar', 'creditScoreModelApplicant'))
    const coApplicant = (year: number) =>
      codeValues(getField(year, 'lar', 'creditScoreModelCoApplicant'))
    const base = ['1', '2', '3', '4', '5', '6', '7', '8', '9']
    expect(applicant(2018)).toEqual([...base, '1111'])
    expect(applicant(2021)).toEqual([...base, '1111'])
    expect(applicant(2022)).toEqual([...base, '11', '1111'])
    expect(applicant(2023)).toEqual([...base, '11', '1111'])
    for (const year of [2024, 2025, 2026]) {
      expect(applicant(year)).toEqual([...base, '11', '12', '13', '14', '15', '1111'])
      expect(coApplicant(year)).toEqual([...base, '10', '11', '12', '13', '14', '15', '1111'])
    }
    expect(coApplicant(2023)).toEqual([...base, '10', '11', '1111'])
  })

  it('adds automated underwriting system 7 in 2021', () => {
    expect(codeValues(getField(2020, 'lar', 'aus1'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '1111',
    ])
    expect(codeValues(getField(2021, 'lar', 'aus1'))).toContain('7')
    expect(codeValues(getField(2020, 'lar', 'aus3'))).toEqual(['1', '2', '3', '4', '5'])
    expect(codeValues(getField(2021, 'lar', 'aus3'))).toEqual(['1', '2', '3', '4', '5', '7'])
  })

  it('adds automated underwriting results 18 to 24 in 2019', () => {
    const result1 = (year: number) => codeValues(getField(year, 'lar', 'ausResult1'))
    expect(result1(2018)).toHaveLength(18) // 1-17 and 1111
    expect(result1(2018)).not.toContain('18')
    expect(result1(2019)).toHaveLength(25) // 1-24 and 1111
    expect(codeValues(getField(2019, 'lar', 'ausResult2'))).not.toContain('17')
    expect(codeValues(getField(2019, 'lar', 'ausResult2'))).toContain('24')
  })

  it('treats the NMLSR identifier as free text until 2020 and as an integer from 2021', () => {
    expect(getField(2020, 'lar', 'nmlsrId')?.type).toBe('text')
    expect(getField(2021, 'lar', 'nmlsrId')).toMatchObject({
      type: 'integer',
      allowNA: true,
      allowExempt: true,
    })
  })

  it('keeps the codes of 2024 for 2025 and 2026', () => {
    expect(getSchema(2026).lar.map(codeValues)).toEqual(getSchema(2024).lar.map(codeValues))
  })
})

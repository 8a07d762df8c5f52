// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isValidUli, mod97 } from '../checkDigit'
import { FILING_YEARS, LAR_INDEX, TS_INDEX } from '../schema'
import type { ValidityRule } from '../validate/types'
import { validateText } from '../validate/engine'
import {
  GENERATOR_ERRORS,
  generateLarChunks,
  generateLarLines,
  generateLarText,
} from './generateLar'

const check = (text: string, expectedYear?: number) =>
  validateText(text, { rules: [], notChecked: [], expectedYear })

/** Stand-ins for the V-edits the generator can trigger (the real rules live in ../validate). */
const SAMPLE_RULES: readonly ValidityRule[] = [
  { id: 'V607', record: 'ts', check: (v) => /^\d{2}-\d{7}$/.test(v[TS_INDEX.taxId] ?? '') },
  {
    id: 'V608-1',
    record: 'lar',
    check: (v) => (v[LAR_INDEX.uli] ?? '').length <= 45,
  },
  {
    id: 'V609',
    record: 'lar',
    check: (v) => {
      const uli = v[LAR_INDEX.uli] ?? ''
      return uli.length > 45 ? mod97(uli) === 1 : isValidUli(uli)
    },
  },
]

describe('generateLar', () => {
  it.each([...FILING_YEARS])('writes a clean annual file for %i', (year) => {
    const result = check(generateLarText({ year, rows: 300 }), year)
    expect(result.fatal).toBeNull()
    expect(result.larRows).toBe(300)
    expect(result.edits).toEqual([])
  })

  it.each([2020, 2022, 2026])('writes clean quarterly files for %i', (year) => {
    for (const quarter of [1, 2, 3] as const) {
      const result = check(generateLarText({ year, rows: 50, quarter }), year)
      expect(result.quarter).toBe(quarter)
      expect(result.edits).toEqual([])
    }
  })

  it('gives every row its own valid ULI, in chunks of whole rows', () => {
    const chunks = [...generateLarChunks({ year: 2025, rows: 25 }, 10)]
    expect(chunks).toHaveLength(3)
    expect(chunks.every((c) => c.endsWith('\n'))).toBe(true)
    const lines = [...generateLarLines({ year: 2025, rows: 25 })]
    expect(new Set(lines.slice(1).map((l) => l.split('|')[2])).size).toBe(25)
  })

  it('triggers each chosen edit', () => {
    const rowLevel = ['FORMAT', 'S300', 'S301', 'S305', 'S306', 'V608-1', 'V609']
    const text = generateLarText({
      year: 2025,
      rows: 1000,
      errors: [...rowLevel, 'S302', 'S304', 'V607'],
      errorRows: 25,
    })
    const result = validateText(text, { rules: SAMPLE_RULES, notChecked: [], expectedYear: 2025 })
    const counts = Object.fromEntries(result.edits.map((e) => [e.title, e.count]))
    expect(counts).toEqual({
      'LAR: Loan Amount': 25,
      S300: 25,
      S301: 25,
      S302: 1,
      S304: 1,
      S305: 25,
      S306: 50,
      V607: 1,
      'V608-1': 25,
      V609: 25,
    })
  })

  it('triggers each chosen edit with short rows too', () => {
    const text = generateLarText({
      year: 2025,
      rows: 400,
      errors: ['FORMAT', 'S301', 'S305', 'S306', 'V609'],
      errorRows: 10,
      shape: 'short',
    })
    const result = validateText(text, { rules: SAMPLE_RULES, notChecked: [], expectedYear: 2025 })
    const counts = Object.fromEntries(result.edits.map((e) => [e.title, e.count]))
    expect(counts).toEqual({ 'LAR: Loan Amount': 10, S301: 10, S305: 10, S306: 20, V609: 10 })
  })

  it('makes realistic rows of about 545 bytes, varied like real filings', () => {
    const lines = [...generateLarLines({ year: 2025, rows: 5_000 })].slice(1)
    const average = lines.reduce((sum, line) => sum + line.length + 1, 0) / lines.length
    expect(average).toBeGreaterThan(530)
    expect(average).toBeLessThan(560)
    const rows = lines.map((line) => line.split('|'))
    const distinct = (index: number) => new Set(rows.map((r) => r[index])).size
    expect(distinct(LAR_INDEX.streetAddress)).toBeGreaterThan(4_000)
    expect(distinct(LAR_INDEX.city)).toBeGreaterThan(10)
    expect(distinct(LAR_INDEX.loanAmount)).toBeGreaterThan(1_000)
    expect(rows.every((r) => isValidUli(r[LAR_INDEX.uli] ?? ''))).toBe(true)
    const uliLengths = new Set(rows.map((r) => (r[LAR_INDEX.uli] ?? '').length))
    expect(Math.min(...uliLengths)).toBeLessThan(36)
    expect(Math.max(...uliLengths)).toBe(45)
    // Co-applicants, other races with their texts, other AUS names are all there.
    const share = (test: (r: string[]) => boolean) => rows.filter(test).length / rows.length
    expect(share((r) => r[LAR_INDEX.ethnicityCoApplicant1] !== '5')).toBeGreaterThan(0.3)
    expect(share((r) => r[LAR_INDEX.raceApplicantOtherAsian] !== '')).toBeGreaterThan(0.02)
    expect(share((r) => (r[LAR_INDEX.ausOther] ?? '').length >= 150)).toBeGreaterThan(0.7)
    // The same year and rows give the same file; short rows stay as they were.
    expect(lines.slice(0, 50)).toEqual([...generateLarLines({ year: 2025, rows: 50 })].slice(1))
    const short = [...generateLarLines({ year: 2025, rows: 3, shape: 'short' })]
    expect(short[1]).toHaveLength(339)
    expect(new Set(short.slice(1).map((line) => line.length)).size).toBe(1)
  })

  it('triggers S307 in a quarterly file', () => {
    const result = check(generateLarText({ year: 2024, rows: 10, quarter: 2, errors: ['S307'] }))
    expect(result.edits.map((e) => e.id)).toEqual(['S307'])
  })

  it('refuses what it cannot do', () => {
    expect(() => generateLarText({ year: 2025, rows: 5, errors: ['V999'] })).toThrow(/Supported/)
    expect(() => generateLarText({ year: 2025, rows: 5, errors: ['S307'] })).toThrow(/quarterly/)
    expect(() => generateLarText({ year: 2019, rows: 5, errors: ['S306'] })).toThrow(/2019/)
    expect(() => generateLarText({ year: 2019, rows: 5, quarter: 1 })).toThrow(/2020/)
    expect(() => generateLarText({ year: 2017, rows: 5 })).toThrow(/2018/)
    // @ts-expect-error: not a shape
    expect(() => generateLarText({ year: 2025, rows: 5, shape: 'long' })).toThrow(/realistic/)
    expect(Object.keys(GENERATOR_ERRORS)).toContain('V608-1')
  })
})

import { describe, expect, it } from 'vitest'
import { LAR_INDEX, type LarFieldKey } from '../../schema'
import { validLarValues, validTsValues } from '../../testing/rowBuilder'
import { FILING_YEARS } from '../../types'
import {
  createFileWideQualityCheck,
  fileWideQualityEditsFor,
  type FileWideQualityFinding,
} from './fileWideQuality'
import type { MacroPeriod } from './periods'

type Overrides = Partial<Record<LarFieldKey, string>>

const PERIODS: readonly MacroPeriod[] = FILING_YEARS.flatMap((year) => [
  { year, quarter: null },
  ...(year >= 2020 ? ([1, 2, 3] as const).map((quarter) => ({ year, quarter })) : []),
])

function run(
  period: MacroPeriod,
  rows: readonly Overrides[],
  totalEntries = String(rows.length),
): FileWideQualityFinding[] {
  const check = createFileWideQualityCheck(period)
  check.addTs(validTsValues(period.year, { totalEntries }))
  rows.forEach((overrides, i) => {
    check.add(validLarValues(period.year, overrides), i + 2)
  })
  return check.finish()
}

function q600(findings: readonly FileWideQualityFinding[]): FileWideQualityFinding {
  const found = findings.find((f) => f.id === 'Q600')
  if (found === undefined) throw new Error('Q600 was not run')
  return found
}

describe.each(
  PERIODS.map((p) => [`${String(p.year)}${p.quarter ? `-Q${String(p.quarter)}` : ''}`, p] as const),
)('Q600 in %s', (_, period) => {
  it('passes when every ULI is distinct and the sheet counts them', () => {
    expect(
      q600(run(period, [{ uli: 'ULIA1' }, { uli: 'ULIA2' }, { uli: 'ULIA3' }])).triggered,
    ).toBe(false)
  })

  it('reports a ULI on two records, letter case ignored, naming both rows', () => {
    const finding = q600(run(period, [{ uli: 'ULIA1' }, { uli: 'ULIA2' }, { uli: 'ulia1' }]))
    expect(finding).toMatchObject({ triggered: true, totalEntries: 3, records: 3, distinct: 2 })
    expect(finding.repeats).toEqual([{ row: 4, firstRow: 2, uli: 'ulia1' }])
  })
})

describe('file-wide quality edits', () => {
  it('Q600-warning runs in the 2020 annual period only', () => {
    expect(fileWideQualityEditsFor({ year: 2020, quarter: null })).toEqual(['Q600', 'Q600-warning'])
    expect(fileWideQualityEditsFor({ year: 2020, quarter: 1 })).toEqual(['Q600'])
    expect(fileWideQualityEditsFor({ year: 2019, quarter: null })).toEqual(['Q600'])
    expect(fileWideQualityEditsFor({ year: 2021, quarter: null })).toEqual(['Q600'])
  })

  it('Q600 compares with the sheet, not the number of records', () => {
    const finding = q600(run({ year: 2024, quarter: null }, [{ uli: 'A1' }, { uli: 'A2' }], '3'))
    expect(finding).toMatchObject({ triggered: true, distinct: 2, records: 2, totalEntries: 3 })
  })

  it('Q600-warning counts LEI (case kept), ULI (case ignored), action and date together', () => {
    const period: MacroPeriod = { year: 2020, quarter: null }
    const sameUliOtherDate = run(period, [
      { uli: 'A1', actionTakenDate: '20200301' },
      { uli: 'a1', actionTakenDate: '20200302' },
    ])
    expect(sameUliOtherDate.map((f) => [f.id, f.triggered])).toEqual([
      ['Q600', true],
      ['Q600-warning', false],
    ])
    const same = run(period, [{ uli: 'A1' }, { uli: 'a1' }])
    expect(same.map((f) => [f.id, f.triggered])).toEqual([
      ['Q600', true],
      ['Q600-warning', true],
    ])
    const leiCase = run(period, [{ uli: 'A1' }, { uli: 'A1', lei: 'hmdatestbank00000137' }])
    expect(leiCase.map((f) => [f.id, f.triggered])).toEqual([
      ['Q600', true],
      ['Q600-warning', false],
    ])
  })

  it('decides nothing without a transmittal sheet', () => {
    const check = createFileWideQualityCheck({ year: 2024, quarter: null })
    check.add(validLarValues(2024), 2)
    expect(check.finish()).toEqual([])
  })

  it('keeps at most maxExamples repeated ULIs and no key text', () => {
    const check = createFileWideQualityCheck({ year: 2024, quarter: null }, { maxExamples: 2 })
    check.addTs(validTsValues(2024, { totalEntries: '50000' }))
    const values = validLarValues(2024)
    for (let row = 2; row <= 50_001; row++) check.add(values, row)
    const finding = check.finish()[0]
    expect(finding).toMatchObject({ triggered: true, distinct: 1, records: 50_000 })
    expect(finding?.repeats).toHaveLength(2)
    // One distinct key: the table stays at its initial size.
    expect(check.bytes).toBe(createFileWideQualityCheck({ year: 2024, quarter: null }).bytes)
  })

  it('refuses row 0', () => {
    const check = createFileWideQualityCheck({ year: 2024, quarter: null })
    expect(() => {
      check.add(validLarValues(2024), 0)
    }).toThrow(RangeError)
  })
})

describe('Q600 table size', () => {
  it('is sized once from the expected number of records and does not grow', () => {
    const period: MacroPeriod = { year: 2025, quarter: null }
    const records = 100_000
    const check = createFileWideQualityCheck(period, { expectedRecords: records })
    const before = check.bytes
    check.addTs(validTsValues(2025, { totalEntries: String(records) }))
    const values = validLarValues(2025, {})
    for (let i = 0; i < records; i++) {
      values[LAR_INDEX.uli] = `ULI${String(i)}`
      check.add(values, i + 2)
    }
    expect(check.bytes).toBe(before)
    expect(q600(check.finish())).toMatchObject({ triggered: false, distinct: records })
  })

  it('without an estimate starts small', () => {
    const check = createFileWideQualityCheck({ year: 2025, quarter: null })
    expect(check.bytes).toBeLessThan(1 << 20)
  })
})

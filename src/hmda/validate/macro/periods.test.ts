import { describe, expect, it } from 'vitest'
import { MACRO_EDITS } from '../../edits/macro'
import { FILING_YEARS } from '../../types'
import { macroEditsFor, runsExemptionRowEdits, type MacroPeriod } from './periods'

const SHARE_EDITS = ['Q634', 'Q635', 'Q636', 'Q637', 'Q638', 'Q639', 'Q640']

const annual = (year: (typeof FILING_YEARS)[number]): MacroPeriod => ({ year, quarter: null })

describe('macroEditsFor', () => {
  it('2018 runs Q634–Q640 only', () => {
    expect(macroEditsFor(annual(2018))).toEqual(SHARE_EDITS)
  })

  it.each([2019, 2020, 2021, 2022, 2023, 2024] as const)(
    '%i runs Q646 and Q647 as macro edits too, annual and quarterly',
    (year) => {
      const all = [...SHARE_EDITS, 'Q646', 'Q647']
      expect(macroEditsFor(annual(year))).toEqual(all)
      if (year >= 2020) expect(macroEditsFor({ year, quarter: 2 })).toEqual(all)
    },
  )

  it.each([2025, 2026] as const)('%i runs Q634–Q640 (Q646/Q647 become record edits)', (year) => {
    expect(macroEditsFor(annual(year))).toEqual(SHARE_EDITS)
    expect(macroEditsFor({ year, quarter: 1 })).toEqual(SHARE_EDITS)
    expect(runsExemptionRowEdits(annual(year))).toBe(true)
    expect(runsExemptionRowEdits({ year, quarter: 3 })).toBe(true)
  })

  it('runs no record form of Q646/Q647 before 2025', () => {
    expect(runsExemptionRowEdits(annual(2024))).toBe(false)
    expect(runsExemptionRowEdits({ year: 2024, quarter: 3 })).toBe(false)
  })

  it('refuses a quarterly period before quarterly filing began', () => {
    expect(() => macroEditsFor({ year: 2019, quarter: 1 })).toThrow(RangeError)
  })
})

describe('agreement with the edit catalogue (src/hmda/edits/macro.ts)', () => {
  const periods: MacroPeriod[] = FILING_YEARS.flatMap((year) => [
    annual(year),
    ...(year >= 2020 ? [{ year, quarter: 1 as const }] : []),
  ])

  it.each(periods.map((p) => [`${String(p.year)}${p.quarter ? '-Q1' : ''}`, p] as const))(
    '%s: the catalogue lists what runs, as macro or as record edits',
    (_, period) => {
      const listed = MACRO_EDITS.filter((edit) =>
        (period.quarter === null ? edit.years : edit.quarterlyYears).includes(period.year),
      ).map((edit) => edit.id)
      const runs = [...macroEditsFor(period)]
      if (runsExemptionRowEdits(period)) runs.push('Q646', 'Q647')
      expect(runs).toEqual(listed)
    },
  )
})

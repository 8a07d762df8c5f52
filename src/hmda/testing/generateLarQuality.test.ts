// @vitest-environment node
// Generated clean files pass the quality and macro edits too (the local filing service runs them
// on uploads, so a clean file must reach "ready to sign").
import { describe, expect, it } from 'vitest'
import { createFileWideQualityCheck } from '../validate/macro/fileWideQuality'
import { createMacroCheck } from '../validate/macro/macroCheck'
import { exemptionRowRules } from '../validate/macro/exemption'
import { qualityRulesFor } from '../validate/quality/selection'
import { FILING_YEARS } from '../types'
import { generateLarLines, ROW_SHAPES, type GenerateOptions } from './generateLar'

/** The quality and macro edits a file triggers, with the number of rows for the row edits. */
function qualityAndMacro(options: GenerateOptions): string[] {
  const quarter = options.quarter ?? null
  const period = { year: options.year as (typeof FILING_YEARS)[number], quarter }
  const [tsLine, ...larLines] = [...generateLarLines(options)]
  const ts = (tsLine ?? '').split('|')
  const rules = [
    ...qualityRulesFor(period.year, quarter !== null),
    ...exemptionRowRules(period, ts),
  ]
  const macro = createMacroCheck(period)
  const fileWide = createFileWideQualityCheck(period)
  macro.addTs(ts)
  fileWide.addTs(ts)
  const failed = new Map<string, number>()
  larLines.forEach((line, i) => {
    const values = line.split('|')
    for (const rule of rules)
      if (rule.record === 'lar' && !rule.check(values, period))
        failed.set(rule.id, (failed.get(rule.id) ?? 0) + 1)
    macro.add(values)
    fileWide.add(values, i + 2)
  })
  return [
    ...[...failed].map(([id, n]) => `${id}×${String(n)}`),
    ...fileWide
      .finish()
      .filter((f) => f.triggered)
      .map((f) => f.id),
    ...macro
      .finish()
      .filter((f) => f.triggered)
      .map((f) => f.id),
  ]
}

describe('generated clean files and the quality and macro edits', () => {
  const cases = FILING_YEARS.flatMap((year) =>
    ROW_SHAPES.flatMap((shape) => [
      { year, shape, quarter: null },
      ...(year >= 2020 ? [{ year, shape, quarter: 2 as const }] : []),
    ]),
  )
  it.each(cases)('$year $shape quarter $quarter: none triggered (600 rows)', (c) => {
    expect(qualityAndMacro({ ...c, rows: 600 })).toEqual([])
  })

  it('small files too (Q634 applies from 26 home-purchase originations)', () => {
    for (const rows of [1, 16, 26, 30, 40])
      expect(qualityAndMacro({ year: 2025, rows })).toEqual([])
  })
})

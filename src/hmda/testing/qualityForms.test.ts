// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { splitFields } from '../parse'
import { FILING_YEARS } from '../schema'
import type { FilingYear } from '../types'
import { validateText } from '../validate/engine'
import { exemptionRowRules } from '../validate/macro/exemption'
import { createFileWideQualityCheck } from '../validate/macro/fileWideQuality'
import { createMacroCheck } from '../validate/macro/macroCheck'
import { macroEditsFor } from '../validate/macro/periods'
import { qualityEntriesFor, qualityRulesFor } from '../validate/quality/selection'
import { NOT_GENERATED, QUALITY_ERRORS, generateLarText, type GenerateOptions } from './generateLar'
import { FILE_FORMS, rowsNeeded } from './macroForms'
import { IMPLIED } from './qualityForms'

interface Period {
  readonly year: FilingYear
  readonly quarter: 1 | null
  readonly label: string
}

const PERIODS: readonly Period[] = [
  ...FILING_YEARS.map((year) => ({ year, quarter: null, label: String(year) })),
  ...FILING_YEARS.filter((year) => year >= 2020).map((year) => ({
    year,
    quarter: 1 as const,
    label: `${String(year)}Q1`,
  })),
]

/** The quality and macro edits a period runs (the engine's list), by id. */
function editsOf(period: Period): string[] {
  const ids = new Set(qualityEntriesFor(period.year, period.quarter !== null).map((e) => e.id))
  for (const id of macroEditsFor(period)) ids.add(id)
  return [...ids].sort()
}

/** The quality and macro edits the rule modules report for a file, by id (sorted). */
function qualityEditsOf(text: string, period: Period): string[] {
  const lines = text.split('\n').filter((line) => line !== '')
  const ts = splitFields(lines[0] ?? '')
  const context = { year: period.year, quarter: period.quarter }
  const rules = [
    ...qualityRulesFor(period.year, period.quarter !== null),
    ...exemptionRowRules(context, ts),
  ]
  const macro = createMacroCheck(context)
  const fileWide = createFileWideQualityCheck(context)
  const fired = new Set<string>()
  for (const rule of rules) if (rule.record === 'ts' && !rule.check(ts, context)) fired.add(rule.id)
  macro.addTs(ts)
  fileWide.addTs(ts)
  lines.slice(1).forEach((line, k) => {
    const values = splitFields(line)
    for (const rule of rules) {
      if (rule.record === 'lar' && !rule.check(values, context)) fired.add(rule.id)
    }
    macro.add(values)
    fileWide.add(values, k + 2)
  })
  for (const f of macro.finish()) if (f.triggered) fired.add(f.id)
  for (const f of fileWide.finish()) if (f.triggered) fired.add(f.id)
  return [...fired].sort()
}

function fileFor(period: Period, id: string, form: 'errors' | 'near'): string {
  const options: GenerateOptions = {
    year: period.year,
    quarter: period.quarter,
    rows: Math.max(26, rowsNeeded(id)),
    errorRows: 2,
    [form]: [id],
  }
  return generateLarText(options)
}

const syntaxAndValidity = (text: string, period: Period) =>
  validateText(text, {
    expectedYear: period.year,
    expectedLarRows: text.length / 400,
  }).edits.map((e) => e.id)

describe('quality and macro edits of the generator', () => {
  it('lists every quality and macro edit of the engine, or says why not', () => {
    const all = new Set(PERIODS.flatMap(editsOf))
    const missing = [...all].filter((id) => !(id in QUALITY_ERRORS) && !(id in NOT_GENERATED))
    expect(missing).toEqual([])
  })

  it('writes clean files with no quality or macro edit', () => {
    for (const period of PERIODS) {
      const text = generateLarText({ year: period.year, quarter: period.quarter, rows: 60 })
      expect(qualityEditsOf(text, period), period.label).toEqual([])
    }
  })

  describe.each(PERIODS)('$label', (period) => {
    const ids = editsOf(period).filter((id) => !(id in NOT_GENERATED))
    const rowIds = ids.filter((id) => !(id in FILE_FORMS))
    const implied = (id: string, form: 'trigger' | 'near') =>
      (IMPLIED[id]?.[form] ?? []).filter((other) => ids.includes(other))
    const unavoidable = (list: readonly string[]) =>
      new Set(list.flatMap((id) => IMPLIED[id]?.validity ?? []))

    // Validity is decided row by row, so one file with every row form (each on its own row)
    // shows that none makes a syntactical or validity edit; the file forms are checked each.
    it.each(['errors', 'near'] as const)(
      'row forms (%s) make no syntactical or validity edit',
      (form) => {
        const text = generateLarText({
          year: period.year,
          quarter: period.quarter,
          rows: rowIds.length * 4,
          errorRows: 1,
          [form]: rowIds,
        })
        const allowed = form === 'errors' ? unavoidable(rowIds) : new Set<string>()
        expect(syntaxAndValidity(text, period).filter((v) => !allowed.has(v))).toEqual([])
      },
    )

    it.each(ids)('%s: the trigger form makes only that edit', (id) => {
      const text = fileFor(period, id, 'errors')
      if (id in FILE_FORMS) expect(syntaxAndValidity(text, period)).toEqual([])
      expect(qualityEditsOf(text, period)).toEqual([id, ...implied(id, 'trigger')].sort())
    })

    it.each(ids)('%s: the near form just misses it', (id) => {
      const text = fileFor(period, id, 'near')
      if (id in FILE_FORMS) expect(syntaxAndValidity(text, period)).toEqual([])
      expect(qualityEditsOf(text, period)).toEqual(implied(id, 'near').sort())
    })
  })

  it('refuses edits it cannot make, naming the reason', () => {
    expect(() => generateLarText({ year: 2025, rows: 5, errors: ['Q604'] })).toThrow(/county/)
    expect(() => generateLarText({ year: 2019, rows: 30, errors: ['Q658'] })).toThrow(/2019/)
    expect(() => generateLarText({ year: 2025, rows: 30, near: ['S304'] })).toThrow(/near/i)
    expect(() => generateLarText({ year: 2025, rows: 1000, errors: ['Q639'] })).toThrow(/1001/)
  })
})

/**
 * Test helper (imported by the *.test.ts files beside it, never by the app): runs a table of row
 * cases for each quality rule in every period the engine runs it, with the version that period
 * selects. Rows are the row builder's valid LAR row with the case's overrides.
 */
import { describe, expect, it } from 'vitest'
import type { LarFieldKey } from '../../schema'
import { validLarValues } from '../../testing/rowBuilder'
import type { FilingYear } from '../../types'
import { QUALITY_ENGINE_TABLE, qualityRulesFor } from './selection'
import { ruleKey, type QualityRule } from './types'

export type Lar = Partial<Record<LarFieldKey, string>>

export interface RowCase {
  /** What the row shows, e.g. "amount just over 250000". */
  readonly name: string
  readonly row: Lar
  readonly passes: boolean
}

/** Cases by rule id (every version) or by `id@version` (that version only). */
export type CaseTable = Readonly<Record<string, readonly RowCase[]>>

export const pass = (name: string, row: Lar): RowCase => ({ name, row, passes: true })
export const fail = (name: string, row: Lar): RowCase => ({ name, row, passes: false })

interface Period {
  readonly year: FilingYear
  readonly quarterly: boolean
  readonly label: string
}

function periodsOf(key: string): Period[] {
  const [id, version] = key.split('@')
  const entries = QUALITY_ENGINE_TABLE.filter(
    (e) => e.id === id && (version === undefined || e.key === key),
  )
  return entries.flatMap((e) => [
    ...e.years.map((year) => ({ year, quarterly: false, label: String(year) })),
    ...e.quarterlyYears.map((year) => ({ year, quarterly: true, label: `${String(year)}Q` })),
  ])
}

function ruleIn(period: Period, id: string): QualityRule {
  const rule = qualityRulesFor(period.year, period.quarterly).find((r) => r.id === id)
  if (!rule) throw new Error(`${id} does not run in ${period.label}`)
  return rule
}

/** Registers, for each key of the table, one test per period that runs every case. */
export function checkCases(table: CaseTable): void {
  for (const [key, cases] of Object.entries(table)) {
    const id = key.split('@')[0] ?? key
    describe(key, () => {
      it('has a row that triggers it and one that just misses', () => {
        expect(cases.some((c) => c.passes)).toBe(true)
        expect(cases.some((c) => !c.passes)).toBe(true)
      })
      const periods = periodsOf(key)
      it('runs in at least one period', () => {
        expect(periods.length).toBeGreaterThan(0)
      })
      it.each(periods)('gives the platform verdicts in $label', (period) => {
        const rule = ruleIn(period, id)
        const context = { year: period.year, quarter: period.quarterly ? (1 as const) : null }
        for (const c of cases) {
          const values = validLarValues(period.year, c.row)
          expect(rule.check(values, context), `${key} ${period.label}: ${c.name}`).toBe(c.passes)
        }
      })
    })
  }
}

/** Every rule of a module has cases, by its id or by `id@version`. */
export function expectCovered(table: CaseTable, rules: readonly QualityRule[]): void {
  const missing = rules.filter((r) => !(r.id in table) && !(ruleKey(r) in table)).map(ruleKey)
  expect(missing).toEqual([])
}

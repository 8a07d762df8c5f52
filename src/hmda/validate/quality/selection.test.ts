import { describe, expect, it } from 'vitest'
import { compareEditIds } from '../../edits/lookup'
import { MACRO_EDITS } from '../../edits/macro'
import { QUALITY_EDITS } from '../../edits/quality'
import { validLarValues } from '../../testing/rowBuilder'
import { FILING_YEARS, type FilingYear } from '../../types'
import {
  QUALITY_ENGINE_TABLE,
  QUALITY_FILE_LEVEL,
  QUALITY_NOT_CHECKED,
  allQualityRowRules,
  kindOf,
  qualityEntriesFor,
  qualityRulesFor,
} from './selection'

/**
 * The ids each annual LAR engine of the platform selects, written out from its engine files
 * (LarEngine<year>), so a slip in the range table above shows here.
 */
const COMMON_2018 =
  'Q601 Q602 Q603 Q605-1 Q605-2 Q606 Q607 Q608 Q609 Q610 Q611 Q612 Q613 Q616-1 Q616-2 Q617 ' +
  'Q618 Q619 Q620 Q622 Q623 Q624 Q625 Q626 Q627 Q628 Q629 Q630 Q631 Q632 Q633 Q642-1 Q642-2 ' +
  'Q643 Q644 Q615-1 Q615-2'
const LAR_ENGINE_IDS: Readonly<Record<FilingYear, string>> = {
  2018: `${COMMON_2018} Q604 Q614 Q621`,
  2019: `${COMMON_2018} Q604 Q614 Q621 Q645-1 Q645-2`,
  2020: `${COMMON_2018} Q614-1 Q614-2 Q621 Q645-1 Q645-2 Q648 Q649-1 Q649-2 Q650 Q651 Q652 Q653-1 Q653-2 Q654`,
  2021: `${COMMON_2018} Q614-1 Q614-2 Q621 Q645-1 Q645-2 Q648 Q649-1 Q649-2 Q650-1 Q650-2 Q651 Q652 Q653-1 Q653-2 Q654 Q655 Q656 Q657`,
  2022: `${COMMON_2018} Q614-1 Q614-2 Q621 Q645-1 Q645-2 Q648 Q649-1 Q649-2 Q650-1 Q650-2 Q651 Q652 Q653-1 Q653-2 Q654 Q655 Q656 Q657 Q658 Q659-1 Q659-2`,
  2023: `${COMMON_2018} Q614-1 Q614-2 Q621 Q645-1 Q645-2 Q648 Q649-1 Q649-2 Q650-1 Q650-2 Q651 Q652 Q653-1 Q653-2 Q654 Q655 Q656 Q657 Q658 Q659-1 Q659-2`,
  2024: `${COMMON_2018} Q614-1 Q614-2 Q621 Q645-1 Q645-2 Q648 Q649-1 Q649-2 Q650-1 Q650-2 Q651 Q652 Q653-1 Q653-2 Q654 Q655 Q656 Q657 Q658 Q659-1 Q659-2 Q660-1 Q660-2 Q660-3 Q660-4`,
  2025: `${COMMON_2018} Q614-1 Q614-2 Q616-3 Q621 Q645-1 Q645-2 Q646 Q647 Q648 Q649-1 Q649-2 Q650-1 Q650-2 Q651-1 Q651-2 Q652 Q653-1 Q653-2 Q654 Q655 Q656 Q657 Q658 Q659-1 Q659-2 Q660-1 Q660-2 Q660-3 Q660-4`,
  2026: `${COMMON_2018} Q614-1 Q614-2 Q616-3 Q645-1 Q645-2 Q646 Q647 Q648 Q649-1 Q649-2 Q650-1 Q650-2 Q651-1 Q651-2 Q652 Q653-1 Q653-2 Q654 Q655 Q656 Q657 Q658 Q659-1 Q659-2 Q660-1 Q660-2 Q660-3 Q660-4`,
}

const sorted = (ids: Iterable<string>): string[] => [...new Set(ids)].sort(compareEditIds)

function larIds(year: FilingYear, quarterly: boolean): string[] {
  return sorted(
    qualityEntriesFor(year, quarterly)
      .filter((e) => e.record === 'lar' || ['Q646', 'Q647'].includes(e.id))
      .map((e) => e.id),
  )
}

describe('quality engine table', () => {
  it.each(FILING_YEARS)('selects the LAR edits of the %i annual engine', (year) => {
    expect(larIds(year, false)).toEqual(sorted(LAR_ENGINE_IDS[year].split(' ')))
  })

  it.each(FILING_YEARS.filter((y) => y >= 2020))(
    'runs the annual LAR selection in the %i quarterly periods',
    (year) => {
      expect(larIds(year, true)).toEqual(larIds(year, false))
    },
  )

  it('has no quarterly periods before 2020', () => {
    expect(qualityEntriesFor(2019, true)).toEqual([])
  })

  it('runs Q303 in the 2025 and 2026 annual TS engines only', () => {
    const q303 = QUALITY_ENGINE_TABLE.filter((e) => e.id === 'Q303')
    expect(q303.flatMap((e) => e.years)).toEqual([2025, 2026])
    expect(q303.flatMap((e) => e.quarterlyYears)).toEqual([])
  })

  it('never runs two versions of one edit in the same period', () => {
    for (const year of FILING_YEARS) {
      for (const quarterly of [false, true]) {
        const ids = qualityEntriesFor(year, quarterly).map((e) => e.id)
        expect(new Set(ids).size).toBe(ids.length)
      }
    }
  })

  it('has a row rule for every row edit it selects, and no unused rule', () => {
    const rules = allQualityRowRules()
    const rowKeys = QUALITY_ENGINE_TABLE.filter((e) => kindOf(e) === 'row').map((e) => e.key)
    expect(sorted(rowKeys)).toEqual(sorted(rules.keys()))
    for (const e of QUALITY_ENGINE_TABLE.filter((x) => kindOf(x) === 'row')) {
      expect(e.years[0]).toBe(rules.get(e.key)?.version)
    }
  })

  it('returns the rules of a period in their period version', () => {
    const ids2019 = qualityRulesFor(2019, false).map((r) => `${r.id}@${String(r.version)}`)
    expect(ids2019).toContain('Q606@2018')
    expect(ids2019).toContain('Q632@2019')
    expect(ids2019).not.toContain('Q604@2019') // needs the census county list
    const ids2025 = qualityRulesFor(2025, true).map((r) => `${r.id}@${String(r.version)}`)
    expect(ids2025).toContain('Q621@2025')
    expect(ids2025).toContain('Q654@2022')
    expect(ids2025).not.toContain('Q651@2020')
    expect(qualityRulesFor(2026, false).some((r) => r.id === 'Q621')).toBe(false)
    expect(qualityRulesFor(2026, false)).toBe(qualityRulesFor(2026, false))
  })

  it('says why the edits it cannot decide from the file are not checked', () => {
    for (const e of QUALITY_ENGINE_TABLE) {
      const kind = kindOf(e)
      if (kind === 'not-checked')
        expect(QUALITY_NOT_CHECKED[e.id]).toMatch(/^(Needs|Compares) .{20,}/)
      if (kind === 'file') expect(QUALITY_FILE_LEVEL).toContain(e.id)
    }
    expect(Object.keys(QUALITY_NOT_CHECKED).sort()).toEqual(['Q303', 'Q603', 'Q604'])
  })
})

/**
 * The published edit lists (the catalogue) and the platform's engines disagree in places; the
 * engine decides. Each known difference is listed with its explanation, so a new one fails.
 */
const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  // The engines stopped running Q604 after 2019; the lists keep it.
  'Q604 annual': 'catalogue 2018-2026, engine 2018-2019',
  'Q604 quarterly': 'catalogue 2020-2026, engine none',
  // From 2025 the engines run Q651-1 and Q651-2 instead of Q651; the lists keep Q651 as well.
  'Q651 annual': 'catalogue 2020-2026, engine 2020-2024',
  'Q651 quarterly': 'catalogue 2020-2026, engine 2020-2024',
  // Quarterly TS engines select no quality edit, so Q303 is not run on quarterly filings.
  'Q303 quarterly': 'catalogue 2025-2026, engine none',
  // The TS+LAR engines run Q600 in 2018 and in the 2020 quarterly periods too.
  'Q600 annual': 'catalogue 2019-2026, engine 2018-2026',
  'Q600 quarterly': 'catalogue 2021-2026, engine 2020-2026',
  // The lists file Q646/Q647 as macro edits from 2019; the engines run them per row from 2025.
  'Q646 annual': 'catalogue 2019-2026, engine 2025-2026',
  'Q646 quarterly': 'catalogue 2020-2026, engine 2025-2026',
  'Q647 annual': 'catalogue 2019-2026, engine 2025-2026',
  'Q647 quarterly': 'catalogue 2020-2026, engine 2025-2026',
}

function range(years: readonly number[]): string {
  if (years.length === 0) return 'none'
  return `${String(years[0])}-${String(years[years.length - 1])}`
}

function yearsById(
  entries: readonly { id: string; years: readonly number[]; quarterlyYears: readonly number[] }[],
  quarterly: boolean,
): Map<string, number[]> {
  const byId = new Map<string, number[]>()
  for (const e of entries) {
    const years = byId.get(e.id) ?? []
    years.push(...(quarterly ? e.quarterlyYears : e.years))
    byId.set(
      e.id,
      years.sort((a, b) => a - b),
    )
  }
  return byId
}

describe('quality engine table against the catalogue', () => {
  it('differs from the published lists only where explained', () => {
    const published = [
      ...QUALITY_EDITS,
      ...MACRO_EDITS.filter((e) => ['Q646', 'Q647'].includes(e.id)),
    ]
    const differences: Record<string, string> = {}
    for (const quarterly of [false, true]) {
      const engine = yearsById(QUALITY_ENGINE_TABLE, quarterly)
      const catalogue = yearsById(published, quarterly)
      for (const id of sorted([...engine.keys(), ...catalogue.keys()])) {
        const a = range(catalogue.get(id) ?? [])
        const b = range(engine.get(id) ?? [])
        const contiguous = (engine.get(id) ?? []).length === new Set(engine.get(id)).size
        expect(contiguous).toBe(true)
        if (a !== b)
          differences[`${id} ${quarterly ? 'quarterly' : 'annual'}`] = `catalogue ${a}, engine ${b}`
      }
    }
    expect(differences).toEqual(KNOWN_DIFFERENCES)
  })

  it('splits versions in the same years as the catalogue where both have versions', () => {
    for (const id of ['Q606', 'Q617', 'Q632', 'Q633', 'Q643', 'Q644', 'Q654']) {
      const engine = QUALITY_ENGINE_TABLE.filter((e) => e.id === id).map((e) => e.years[0])
      const catalogue = QUALITY_EDITS.filter((e) => e.id === id).map((e) => e.years[0])
      expect(engine, id).toEqual(catalogue)
    }
  })
})

describe('quality rules on an ordinary row', () => {
  it.each(FILING_YEARS)('pass the valid row of %i in annual and quarterly periods', (year) => {
    const values = validLarValues(year)
    for (const quarterly of year >= 2020 ? [false, true] : [false]) {
      const context = { year, quarter: quarterly ? (2 as const) : null }
      const failed = qualityRulesFor(year, quarterly)
        .filter((r) => r.record === 'lar' && !r.check(values, context))
        .map((r) => r.id)
      expect(failed).toEqual([])
    }
  })
})

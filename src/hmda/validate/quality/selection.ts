/**
 * Which quality edits the platform runs in each filing period, and which of them this module
 * decides from one record. The table follows the platform's per-period engines (LAR, TS and
 * TS+LAR engines of each year and of each quarterly period), including which version of an edit
 * a year runs. Quarterly periods run exactly the annual year's LAR selection (2021's quarterly
 * engine differs only in the census table behind Q603); the TS edit Q303 runs in annual periods
 * only, since the quarterly TS engines select no quality edit.
 *
 * Where this differs from the published edit lists (../../edits/quality.ts), see
 * selection.test.ts: the engine decides.
 */
import { FILING_YEARS, type FilingYear } from '../../types'
import { APPLICANT_RULES } from './rulesApplicant'
import { LOAN_RULES } from './rulesLoan'
import { PRICING_RULES } from './rulesPricing'
import { REPORTED_RULES } from './rulesReported'
import { ruleKey, type QualityRule } from './types'

/** Where an edit the platform runs in a period is decided. */
export type QualityEditKind =
  /** From one LAR row or the TS, by a rule of this module. */
  | 'row'
  /** Needs facts the file does not hold (see QUALITY_NOT_CHECKED). */
  | 'not-checked'
  /** Needs the whole file; decided elsewhere (src/hmda/validate/macro/). */
  | 'file'

export interface QualityEditEntry {
  /** `id@version`, the version being the first filing year of the platform's implementation. */
  readonly key: string
  readonly id: string
  readonly record: 'lar' | 'ts' | 'file'
  /** Annual years in which the platform runs this version. */
  readonly years: readonly FilingYear[]
  /** Years whose quarterly periods run it (quarterly filing began in 2020). */
  readonly quarterlyYears: readonly FilingYear[]
}

function span(from: FilingYear, to: FilingYear): readonly FilingYear[] {
  return FILING_YEARS.filter((year) => year >= from && year <= to)
}

const QUARTERLY_FIRST: FilingYear = 2020

function entry(
  id: string,
  version: FilingYear,
  last: FilingYear = 2026,
  record: 'lar' | 'ts' | 'file' = 'lar',
  quarterly = true,
): QualityEditEntry {
  const years = span(version, last)
  return Object.freeze({
    key: `${id}@${String(version)}`,
    id,
    record,
    years,
    quarterlyYears: quarterly ? years.filter((year) => year >= QUARTERLY_FIRST) : [],
  })
}

/**
 * The platform's quality selection, one line per implementation of an edit, with the years its
 * engines run it (first year = the version). Census-based, institution-based and file-level
 * edits are listed too, so the table is the whole selection.
 */
export const QUALITY_ENGINE_TABLE: readonly QualityEditEntry[] = [
  // TS+LAR (whole file): Q600 every period; Q600-warning in the 2020 annual engine only.
  entry('Q600', 2018, 2026, 'file'),
  entry('Q600-warning', 2020, 2020, 'file', false),
  // TS: Q303 from 2025, annual engines only.
  entry('Q303', 2025, 2026, 'ts', false),
  // LAR
  entry('Q601', 2018),
  entry('Q602', 2018),
  entry('Q603', 2018),
  entry('Q604', 2018, 2018),
  entry('Q604', 2019, 2019),
  entry('Q605-1', 2018),
  entry('Q605-2', 2018),
  entry('Q606', 2018, 2019),
  entry('Q606', 2020),
  entry('Q607', 2018),
  entry('Q608', 2018),
  entry('Q609', 2018),
  entry('Q610', 2018),
  entry('Q611', 2018),
  entry('Q612', 2018),
  entry('Q613', 2018),
  entry('Q614', 2018, 2019),
  entry('Q614-1', 2020),
  entry('Q614-2', 2020),
  entry('Q615-1', 2018, 2020),
  entry('Q615-1', 2021),
  entry('Q615-2', 2018, 2020),
  entry('Q615-2', 2021),
  entry('Q616-1', 2018),
  entry('Q616-2', 2018),
  entry('Q616-3', 2025),
  entry('Q617', 2018, 2019),
  entry('Q617', 2020),
  entry('Q618', 2018),
  entry('Q619', 2018),
  entry('Q620', 2018),
  entry('Q621', 2018, 2024),
  entry('Q621', 2025, 2025),
  entry('Q622', 2018),
  entry('Q623', 2018),
  entry('Q624', 2018),
  entry('Q625', 2018),
  entry('Q626', 2018),
  entry('Q627', 2018),
  entry('Q628', 2018),
  entry('Q629', 2018),
  entry('Q630', 2018),
  entry('Q631', 2018),
  entry('Q632', 2018, 2018),
  entry('Q632', 2019),
  entry('Q633', 2018, 2018),
  entry('Q633', 2019),
  entry('Q642-1', 2018),
  entry('Q642-2', 2018),
  entry('Q643', 2018, 2018),
  entry('Q643', 2019),
  entry('Q644', 2018, 2018),
  entry('Q644', 2019),
  entry('Q645-1', 2019),
  entry('Q645-2', 2019),
  // From 2025 the platform's LAR engine runs Q646 and Q647 on each row (Q647 with the TS).
  entry('Q646', 2025, 2026, 'file'),
  entry('Q647', 2025, 2026, 'file'),
  entry('Q648', 2020),
  entry('Q649-1', 2020),
  entry('Q649-2', 2020),
  entry('Q650', 2020, 2020),
  entry('Q650-1', 2021),
  entry('Q650-2', 2021),
  entry('Q651', 2020, 2024),
  entry('Q651-1', 2025),
  entry('Q651-2', 2025),
  entry('Q652', 2020),
  entry('Q653-1', 2020),
  entry('Q653-2', 2020),
  entry('Q654', 2020, 2021),
  entry('Q654', 2022),
  entry('Q655', 2021),
  entry('Q656', 2021),
  entry('Q657', 2021),
  entry('Q658', 2022),
  entry('Q659-1', 2022),
  entry('Q659-2', 2022),
  entry('Q660-1', 2024),
  entry('Q660-2', 2024),
  entry('Q660-3', 2024),
  entry('Q660-4', 2024),
]

/**
 * Quality edits the platform runs that cannot be decided from the file alone, with the reason.
 * A screen should say they were not checked here rather than report them as passed.
 */
export const QUALITY_NOT_CHECKED: Readonly<Record<string, string>> = Object.freeze({
  Q303: 'Compares the LEI, agency code and tax ID with the institution record held by the platform.',
  Q603: "Needs the Census Bureau's list of small counties for the year (a tract may be NA only there).",
  Q604: "Needs the Census Bureau's county list for the year (and, from 2019, each county's state).",
})

/**
 * Quality edits of the engine that need the whole file: decided by the file-level (macro)
 * module, not by a row rule. Q646 and Q647 are listed here as the project splits the work,
 * although the platform's 2025 and 2026 LAR engines decide them row by row.
 */
export const QUALITY_FILE_LEVEL: readonly string[] = ['Q600', 'Q600-warning', 'Q646', 'Q647']

const ROW_RULES: ReadonlyMap<string, QualityRule> = new Map(
  [...LOAN_RULES, ...APPLICANT_RULES, ...PRICING_RULES, ...REPORTED_RULES].map((rule) => [
    ruleKey(rule),
    rule,
  ]),
)

/** Every row rule of this module by `id@version` (tests and tools). */
export function allQualityRowRules(): ReadonlyMap<string, QualityRule> {
  return ROW_RULES
}

/** The engine's entries for a period: annual year, or the quarterly periods of a year. */
export function qualityEntriesFor(year: FilingYear, quarterly: boolean): QualityEditEntry[] {
  return QUALITY_ENGINE_TABLE.filter((e) => (quarterly ? e.quarterlyYears : e.years).includes(year))
}

export function kindOf(entry: QualityEditEntry): QualityEditKind {
  if (entry.id in QUALITY_NOT_CHECKED) return 'not-checked'
  if (entry.record === 'file') return 'file'
  return 'row'
}

const cache = new Map<string, readonly QualityRule[]>()

/**
 * The row quality rules the platform runs in a period (LAR and TS), in the engine's order, each
 * in the version that period runs. Edits in QUALITY_NOT_CHECKED and file-level edits are left
 * out; qualityEntriesFor lists them.
 */
export function qualityRulesFor(year: FilingYear, quarterly: boolean): readonly QualityRule[] {
  const cacheKey = `${String(year)}${quarterly ? 'Q' : ''}`
  const cached = cache.get(cacheKey)
  if (cached) return cached
  const rules: QualityRule[] = []
  for (const e of qualityEntriesFor(year, quarterly)) {
    if (kindOf(e) !== 'row') continue
    const rule = ROW_RULES.get(e.key)
    if (!rule) throw new Error(`No quality rule for ${e.key}`)
    rules.push(rule)
  }
  const frozen = Object.freeze(rules)
  cache.set(cacheKey, frozen)
  return frozen
}

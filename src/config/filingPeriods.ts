/**
 * The filing-period engine: a pure function of the environment configuration and the current
 * instant. Every date rule is evaluated in U.S. Eastern time, so the result is the same in any
 * browser time zone.
 */
import { easternInstant, easternYear, formatEasternDate, parseUsDate } from '@/lib/dates'
import type {
  DerivedConfig,
  EnvironmentConfig,
  FilingPeriod,
  GuardKey,
  TimedGuards,
  YearGuards,
} from './types'

export const FIRST_FILING_YEAR = 2017

/** Order of periods within one year, newest first. */
const PERIOD_ORDER: readonly GuardKey[] = ['Q3', 'Q2', 'Q1', 'annual']

const GUARD = /^\s*(\S+)\s+-\s+(\S+)\s+-\s+(\S+)\s*$/

export interface GuardInstants {
  start: number
  late: number
  end: number
}

/** Parses "MM/DD/YYYY - MM/DD/YYYY - MM/DD/YYYY" (start - late - end) into instants. */
export function parseGuard(guard: string): GuardInstants | null {
  const parts = GUARD.exec(guard)
  if (!parts) return null
  const start = parseUsDate(parts[1] ?? '', { padded: true })
  const late = parseUsDate(parts[2] ?? '', { padded: true })
  const end = parseUsDate(parts[3] ?? '', { padded: true })
  if (!start || !late || !end) return null
  return {
    start: easternInstant(start, '00:00:00'),
    late: easternInstant(late, '23:59:59'),
    end: easternInstant(end, '23:59:59'),
  }
}

/** The guards of one year, or undefined when the year has none (or `preview` was asked for). */
export function yearGuards(guards: TimedGuards, year: string): YearGuards | undefined {
  const entry = guards[year]
  return entry === undefined || Array.isArray(entry) ? undefined : entry
}

export const periodLabel = (year: number | string, key: GuardKey) =>
  key === 'annual' ? String(year) : `${year}-${key}`

/** The year part of a period label ("2024-Q1" → "2024"). */
export const periodYear = (period: string) => period.slice(0, 4)

export const isQuarterLabel = (period: string) => /^\d{4}-Q[123]$/.test(period)

/** Computes one period's record at `now`. */
export function periodStatus(
  period: string,
  instants: GuardInstants,
  now: number,
  preview: boolean,
): FilingPeriod {
  // A deadline at 23:59:59 lasts that whole second.
  const started = now >= instants.start
  const passed = now >= instants.end + 1000
  const isOpen = preview || (started && now < instants.late + 1000)
  const isLate = !preview && now >= instants.late + 1000 && !passed
  const isClosed = !isOpen && !isLate
  return {
    period,
    startDate: formatEasternDate(instants.start),
    lateDate: formatEasternDate(instants.late),
    endDate: formatEasternDate(instants.end),
    isVisible: periodYear(period) !== String(FIRST_FILING_YEAR) && (preview || started),
    dates: { start: instants.start, late: instants.late, end: instants.end },
    isQuarterly: isQuarterLabel(period),
    isOpen,
    isLate,
    isClosed,
    isPassed: !preview && passed,
  }
}

/**
 * Every period from 2017 to next calendar year (Eastern) that has a valid guard, newest first
 * (within a year: Q3, Q2, Q1, annual).
 */
export function computePeriods(guards: TimedGuards, now: number): FilingPeriod[] {
  const preview = new Set(guards.preview)
  const lastYear = easternYear(now) + 1
  const periods: FilingPeriod[] = []
  for (let year = lastYear; year >= FIRST_FILING_YEAR; year--) {
    const entry = yearGuards(guards, String(year))
    if (!entry) continue
    for (const key of PERIOD_ORDER) {
      const guard = entry[key]
      const instants = guard === undefined ? null : parseGuard(guard)
      if (!instants) continue
      const label = periodLabel(year, key)
      periods.push(periodStatus(label, instants, now, preview.has(label)))
    }
  }
  return periods
}

const active = (p: FilingPeriod | undefined) => Boolean(p && (p.isOpen || p.isLate))

/**
 * The latest visible period that is open or late; a quarter gives way to its year when the
 * year is open or late too. With nothing open or late, the latest visible period; with nothing
 * visible, the previous Eastern calendar year.
 */
export function chooseDefaultPeriod(periods: FilingPeriod[], now: number): string {
  const byLabel = new Map(periods.map((p) => [p.period, p]))
  const candidate = periods.find((p) => p.isVisible && active(p))
  if (candidate) {
    const year = periodYear(candidate.period)
    if (candidate.isQuarterly && active(byLabel.get(year))) return year
    return candidate.period
  }
  const visible = periods.find((p) => p.isVisible)
  return visible ? visible.period : String(easternYear(now) - 1)
}

/** Adds the period records, the default filing period and the default documentation period. */
export function deriveConfig(base: EnvironmentConfig, now: Date): DerivedConfig {
  const at = now.getTime()
  const periods = computePeriods(base.timedGuards, at)
  const defaultPeriod = chooseDefaultPeriod(periods, at)
  return {
    ...base,
    filingPeriodStatus: Object.fromEntries(periods.map((p) => [p.period, p])),
    defaultPeriod,
    defaultDocsPeriod: periodYear(defaultPeriod),
    derivedAt: at,
  }
}

/** The beta rule: a beta environment's default periods are those of its production family. */
export function withProductionDefaults(
  beta: DerivedConfig,
  production: DerivedConfig,
): DerivedConfig {
  return {
    ...beta,
    defaultPeriod: production.defaultPeriod,
    defaultDocsPeriod: production.defaultDocsPeriod,
  }
}

/**
 * Years offered for selection: the years of visible periods; with `withAdmin`, also the preview
 * years and next calendar year. Descending, unique, never "NaN".
 */
export function filingYears(
  config: DerivedConfig,
  options: { withAdmin?: boolean } = {},
): string[] {
  const years = new Set<number>()
  for (const p of Object.values(config.filingPeriodStatus)) {
    if (p.isVisible) years.add(Number(periodYear(p.period)))
  }
  if (options.withAdmin) {
    for (const label of config.timedGuards.preview) years.add(Number(periodYear(label)))
    years.add(easternYear(config.derivedAt) + 1)
  }
  return [...years]
    .filter((y) => Number.isInteger(y) && y >= FIRST_FILING_YEAR)
    .sort((a, b) => b - a)
    .map(String)
}

/** Visible periods of one year, newest first (for period selectors). */
export function periodsOfYear(config: DerivedConfig, year: string): FilingPeriod[] {
  return Object.values(config.filingPeriodStatus)
    .filter((p) => p.isVisible && periodYear(p.period) === year)
    .sort((a, b) => b.dates.start - a.dates.start)
}

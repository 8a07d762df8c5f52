import { isQuarterLabel, periodYear } from './filingPeriods'

const QUARTER_NAMES: Record<string, string> = {
  Q1: 'first-quarter',
  Q2: 'second-quarter',
  Q3: 'third-quarter',
}

/** "2026 annual" or "2026 third-quarter": how a period is named in sentences. */
export function periodName(period: string): string {
  if (!isQuarterLabel(period)) return `${period} annual`
  return `${periodYear(period)} ${QUARTER_NAMES[period.slice(5)] ?? period.slice(5)}`
}

/** Short label for selectors: "2026" → "2026 (annual)", "2026-Q1" → "2026 Q1". */
export function periodOptionLabel(period: string): string {
  return isQuarterLabel(period) ? period.replace('-', ' ') : `${period} (annual)`
}

import { filingYears, periodsOfYear } from '@/config/filingPeriods'
import { periodName } from '@/config/periodNames'
import type { DerivedConfig, FilingPeriod } from '@/config/types'

/** A period's status in words, for the filing landing page. */
export function statusSentence(
  p: FilingPeriod,
  preview: boolean,
): { label: string; detail: string } {
  if (preview) {
    return {
      label: 'Open for testing',
      detail:
        'This period is open ahead of its calendar so that filers can test their submissions.',
    }
  }
  if (p.isOpen) {
    return {
      label: 'Open',
      detail: `Filing is open. Submit by ${p.lateDate} (Eastern time) for your filing to be timely.`,
    }
  }
  if (p.isLate) {
    return {
      label: 'Open for late filing',
      detail: `The timely filing deadline was ${p.lateDate}. Submissions and resubmissions are accepted until ${p.endDate}, and are marked late.`,
    }
  }
  if (p.isPassed) {
    return {
      label: 'Closed',
      detail: `Filing for this period ended on ${p.endDate}. Write to HMDA Help if you need to change data for it.`,
    }
  }
  return { label: 'Not yet open', detail: `Filing opens on ${p.startDate}.` }
}

/** Fills the sign-in address template. */
export const signInHref = (template: string, period: string, origin: string) =>
  template.replaceAll('{period}', encodeURIComponent(period)).replaceAll('{origin}', origin)

/** A quarter in lower case ("2026-q1") is the same period as its label ("2026-Q1"). */
export const canonicalPeriod = (period: string) => period.replace(/-q([123])$/, '-Q$1')

/** Within a year: the annual period, then Q3, Q2, Q1 (whatever their start dates). */
const rankInYear = (period: string) => {
  const quarter = /-Q([123])$/.exec(period)
  return quarter ? 4 - Number(quarter[1]) : 0
}

/** The periods of the selector: years newest first, each in one order (annual, Q3, Q2, Q1). */
export function periodOptions(config: DerivedConfig): FilingPeriod[] {
  return filingYears(config).flatMap((year) =>
    periodsOfYear(config, year).sort((a, b) => rankInYear(a.period) - rankInYear(b.period)),
  )
}

/**
 * Why an address's period is not shown (it goes to the default period with this notice):
 * a known period whose filing has not started, or something that is no period of this site.
 */
export function unshownPeriodNotice(
  typed: string,
  record: FilingPeriod | undefined,
  shown: string,
): string {
  const instead = `Showing the ${periodName(shown)} period instead.`
  if (record && !record.isPassed && !record.isOpen && !record.isLate) {
    return `Filing for “${typed}” (the ${periodName(record.period)} period) is not open yet; it opens on ${record.startDate}. ${instead}`
  }
  return `There is no filing period “${typed}” on this platform. ${instead}`
}

/**
 * Whether the platform takes new filings and submissions for the period: open or late (the
 * period engine's records, preview periods counting as open). Every filing screen decides with
 * this, as the local filing service does.
 */
export const acceptsFilings = (p: FilingPeriod | undefined) => Boolean(p && (p.isOpen || p.isLate))

/**
 * The period's dates in words for the signed-in institutions screen at `now`: each date in the
 * tense it calls for (a date still to come is never said to be past, nor a past one to come).
 */
export function periodDatesSentence(p: FilingPeriod, now: number): string {
  const name = periodName(p.period)
  // The late and end deadlines last until 23:59:59 of their day (the engine's instants).
  const lateGone = now >= p.dates.late + 1000
  const endGone = now >= p.dates.end + 1000
  if (!acceptsFilings(p)) {
    if (endGone || p.isPassed)
      return `The ${name} filing period is closed (it ended ${p.endDate}). Past filings can be viewed.`
    return `Filing for the ${name} period opens on ${p.startDate}.`
  }
  const start =
    now < p.dates.start
      ? `The ${name} filing period is open ahead of its calendar for testing (it opens on ${p.startDate}).`
      : p.isLate
        ? `The ${name} filing period is open for late filing.`
        : `The ${name} filing period is open (since ${p.startDate}).`
  const late = lateGone
    ? `The timely filing deadline was ${p.lateDate}; filings made now are marked late.`
    : `Timely filing deadline: ${p.lateDate}.`
  const end = endGone
    ? `Its late filing period ended ${p.endDate}.`
    : `Late filings and resubmissions are accepted until ${p.endDate} (U.S. Eastern time).`
  return `${start} ${late} ${end}`
}

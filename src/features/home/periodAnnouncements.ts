import { periodName } from '@/config/periodNames'
import type { Announcement, DerivedConfig } from '@/config/types'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Announcements that follow from the filing calendar at `now`: a period that opened in the last
 * `windowDays` days, and a timely-filing deadline that passed in the last `windowDays` days.
 * Preview periods are left out (they are open for testing, not announced).
 */
export function periodAnnouncements(
  config: DerivedConfig,
  now: number,
  windowDays = 14,
): Announcement[] {
  const window = windowDays * DAY_MS
  const preview = new Set(config.timedGuards.preview)
  const result: Announcement[] = []
  for (const p of Object.values(config.filingPeriodStatus)) {
    if (!p.isVisible || preview.has(p.period)) continue
    const name = periodName(p.period)
    const link = { url: `/filing/${p.period}/`, text: `Go to ${name} filing.` }
    if (p.isOpen && now - p.dates.start < window) {
      result.push({
        type: 'success',
        heading: `The ${name} filing period is open`,
        message: `Filing opened on ${p.startDate}. Submit by ${p.lateDate} for your filing to be timely. `,
        link,
      })
    } else if (p.isLate && now - p.dates.late < window) {
      result.push({
        type: 'warning',
        heading: `The ${name} timely filing deadline has passed`,
        message: `The deadline was ${p.lateDate}. Submissions and resubmissions are still accepted, and marked late, until ${p.endDate}. `,
        link,
      })
    }
  }
  return result
}

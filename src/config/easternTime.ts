/** The programme's deadlines are set in U.S. Eastern time, whatever the visitor's time zone. */
export const EASTERN = 'America/New_York'

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

const yearOnly = new Intl.DateTimeFormat('en-US', { timeZone: EASTERN, year: 'numeric' })

/** A calendar date (from a MM/DD/YYYY string) as numbers. */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

/** Parses MM/DD/YYYY strictly (the date must exist); returns null otherwise. */
export function parseUsDate(text: string): CalendarDate | null {
  const match = US_DATE.exec(text.trim())
  if (!match) return null
  const month = Number(match[1])
  const day = Number(match[2])
  const year = Number(match[3])
  const check = new Date(Date.UTC(year, month - 1, day))
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null
  }
  return { year, month, day }
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** Eastern time's offset from UTC at an instant, in milliseconds (−4 h or −5 h). */
function easternOffset(instant: number): number {
  const part: Record<string, number> = {}
  for (const { type, value } of wallClock.formatToParts(instant)) part[type] = Number(value)
  const asUtc = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    (part.hour ?? 0) % 24,
    part.minute ?? 0,
    part.second ?? 0,
  )
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/**
 * The instant at which the given wall-clock time occurs in U.S. Eastern time, using the
 * offset in force then (4 hours in daylight time, 5 otherwise). Independent of the host zone:
 * the wall-clock time is read as UTC numbers and shifted by the Eastern offset that Intl
 * reports, never through the host's local-time constructors. Midnight and 23:59:59 never fall
 * in the hour that a change to daylight time skips (2 to 3 a.m.), so the answer is unique.
 */
export function easternInstant(date: CalendarDate, time: '00:00:00' | '23:59:59'): number {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number)
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second)
  const first = wall - easternOffset(wall)
  const offset = easternOffset(first)
  return wall - offset
}

/** "April 1, 2024": the long US English form of an instant's date in Eastern time. */
export function formatEasternDate(instant: number): string {
  return longDate.format(instant)
}

/** The calendar year in Eastern time at the given instant. */
export function easternYear(instant: number): number {
  return Number(yearOnly.format(instant))
}

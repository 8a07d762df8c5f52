import { fromZonedTime } from 'date-fns-tz'

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

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * The instant at which the given wall-clock time occurs in U.S. Eastern time, using the
 * offset in force then (4 hours in daylight time, 5 otherwise). Independent of the host zone:
 * the wall-clock time is given as text, never through the host's local-time constructors.
 */
export function easternInstant(date: CalendarDate, time: '00:00:00' | '23:59:59'): number {
  const local = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}T${time}`
  return fromZonedTime(local, EASTERN).getTime()
}

/** "April 1, 2024": the long US English form of an instant's date in Eastern time. */
export function formatEasternDate(instant: number): string {
  return longDate.format(instant)
}

/** The calendar year in Eastern time at the given instant. */
export function easternYear(instant: number): number {
  return Number(yearOnly.format(instant))
}

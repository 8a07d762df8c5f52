/**
 * The site's date helpers, in one place: calendar dates written MM/DD/YYYY or YYYY-MM-DD,
 * instants in U.S. Eastern time (where the programme's deadlines are set) and the long US
 * English date format. Nothing here reads the host's time zone, so a browser in Tokyo shows the
 * same dates as one in Washington.
 *
 * Days are checked with date-fns and Eastern offsets read with date-fns-tz (`getTimezoneOffset`
 * rather than `fromZonedTime`, whose date-string parser costs the first load about 1 KB). Dates are
 * written with `Intl.DateTimeFormat` (built into the browser) rather than date-fns's `format`:
 * `/` loads this module at first paint (the filing-period engine), and `format` with its English
 * locale would add about 6 KB gzip there, over the page's 90 KB budget.
 */
import { isExists } from 'date-fns'
import { getTimezoneOffset } from 'date-fns-tz'

/** The programme's deadlines are set in U.S. Eastern time, whatever the visitor's time zone. */
export const EASTERN = 'America/New_York'

/** A calendar date as numbers (month 1–12). */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** The date when it exists (year 1000–9999: a four-digit year that does not start with 0). */
function makeDate(year: number, month: number, day: number): CalendarDate | null {
  return year >= 1000 && isExists(year, month - 1, day) ? { year, month, day } : null
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const US_DATE_PADDED = /^(\d{2})\/(\d{2})\/(\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Parses a US date (surrounding spaces ignored): M/D/YYYY, or with `padded` exactly MM/DD/YYYY
 * (as the config writes its dates). Null when malformed or when the day does not exist.
 */
export function parseUsDate(text: string, { padded = false } = {}): CalendarDate | null {
  const match = (padded ? US_DATE_PADDED : US_DATE).exec(text.trim())
  return match ? makeDate(Number(match[3]), Number(match[1]), Number(match[2])) : null
}

/** Parses 'YYYY-MM-DD' (surrounding spaces ignored); null when malformed or not a real day. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim())
  return match ? makeDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'MM/DD/YYYY'. */
export const formatUsDate = (d: CalendarDate) => `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`

/** 'YYYY-MM-DD'. */
export const formatIsoDate = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`

/** The long US English date ("March 3, 2025") in a zone. */
const longDateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' })

const longUtcDate = longDateIn('UTC')
const longEasternDate = longDateIn(EASTERN)
const easternYearOnly = new Intl.DateTimeFormat('en-US', { timeZone: EASTERN, year: 'numeric' })
const easternDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  dateStyle: 'long',
  timeStyle: 'long',
})

/** "March 3, 2025": the long US English form of a calendar date (no time zone can shift it). */
export const formatLongDate = (d: CalendarDate) =>
  longUtcDate.format(Date.UTC(d.year, d.month - 1, d.day))

/** "2025-03-03" → "March 3, 2025"; text that is not a real YYYY-MM-DD date is returned as is. */
export function isoToLongDate(text: string): string {
  const date = parseIsoDate(text)
  return date ? formatLongDate(date) : text
}

/**
 * The instant at which the given wall-clock time occurs in U.S. Eastern time, using the offset
 * in force then (4 hours in daylight time, 5 otherwise). Midnight and 23:59:59 never fall in the
 * hour that a change to daylight time skips (2 to 3 a.m.), so the answer is unique.
 */
export function easternInstant(date: CalendarDate, time: '00:00:00' | '23:59:59'): number {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number)
  // The wall-clock time as UTC numbers; date-fns-tz gives Eastern's offset at that wall time.
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second)
  return wall - getTimezoneOffset(EASTERN, new Date(wall))
}

/** "April 1, 2024": the long US English form of an instant's date in Eastern time. */
export const formatEasternDate = (instant: number) => longEasternDate.format(instant)

/** The calendar year in Eastern time at the given instant. */
export const easternYear = (instant: number) => Number(easternYearOnly.format(instant))

/** An instant in U.S. Eastern time with the zone, e.g. "March 2, 2026 at 10:15:00 AM EST". */
export const formatEasternDateTime = (instant: number) => easternDateTime.format(instant)

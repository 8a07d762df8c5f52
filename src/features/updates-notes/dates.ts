/** Calendar dates written 'YYYY-MM-DD', handled as text so no time zone can shift them. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/**
 * "2025-03-03" → "March 3, 2025". Formats the calendar date as written: no Date in local time,
 * so the day is the same in every time zone.
 */
export function formatIsoDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined
  if (!m || !month) return value
  return `${month} ${Number(m[3])}, ${m[1]}`
}

import type { CalendarDate } from '@/lib/dates'

/** Today's date on the user's own calendar (the date they would write on a form). */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

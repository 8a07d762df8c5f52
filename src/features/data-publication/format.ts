/** Small helpers of the Data Publication screens (no React). */

import type { Crumb } from '@/components/Breadcrumbs'

export type { Crumb }

export const OVERVIEW_CRUMB: Crumb = { label: 'Data Publication', to: '/data-publication/' }

/** "1.4 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/New_York',
})

export const formatDate = (date: Date) => dateFormat.format(date)

/** A four-digit year, as the product addresses carry. */
export const isYear = (segment: string) => /^\d{4}$/.test(segment)

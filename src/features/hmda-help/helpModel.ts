/**
 * The pure rules of the HMDA Help screens: the year list, the filing periods of the
 * submissions tab, the addresses (what each one shows, so that every screen can be reloaded
 * and shared), the LEI type-ahead, the changes between note-history snapshots and the reading
 * of a file server HEAD answer.
 */
import { EASTERN } from '@/lib/dates'
import type { DerivedConfig } from '@/config/types'
import type { NoteHistoryItem } from '@/lib/api/helpAdmin'

/** The first year the admin records and the filers list exist for. */
export const FIRST_HELP_YEAR = 2018

/**
 * HMDA Help's years, newest first, as strings: every year with a visible filing period, the
 * years of the preview periods, and the year after the highest of them (records for the next
 * filing year are prepared before its period opens).
 */
export function helpYears(
  config: Pick<DerivedConfig, 'filingPeriodStatus' | 'timedGuards'>,
): string[] {
  const years = new Set<number>()
  for (const [period, record] of Object.entries(config.filingPeriodStatus))
    if (record.isVisible) years.add(Number(period.slice(0, 4)))
  for (const period of config.timedGuards.preview)
    if (/^\d{4}/.test(period)) years.add(Number(period.slice(0, 4)))
  const list = [...years].filter((y) => Number.isInteger(y) && y > 0)
  if (list.length) list.push(Math.max(...list) + 1)
  return [...new Set(list)].sort((a, b) => b - a).map(String)
}

const QUARTER_ORDER: Record<string, number> = { '': 0, Q3: 1, Q2: 2, Q1: 3 }

/**
 * The filing periods of the submissions tab: the visible ones, newest first (a year's annual
 * period is filed after its quarters, so it comes first, then Q3, Q2, Q1).
 */
export function helpPeriods(config: Pick<DerivedConfig, 'filingPeriodStatus'>): string[] {
  return Object.entries(config.filingPeriodStatus)
    .filter(([period, record]) => record.isVisible && /^\d{4}(-Q[123])?$/.test(period))
    .map(([period]) => period)
    .sort((a, b) => {
      const byYear = Number(b.slice(0, 4)) - Number(a.slice(0, 4))
      return byYear || (QUARTER_ORDER[a.slice(5)] ?? 9) - (QUARTER_ORDER[b.slice(5)] ?? 9)
    })
}

/** The year the LEI type-ahead reads filers for first: the second of the year list. */
export function filersStartYear(years: string[]): number | null {
  const pick = years[1] ?? years[0]
  return pick ? Number(pick) : null
}

/* ---- addresses ---- */

/** Where a sign-in started on the overview comes back to. */
export const HELP_START = '/hmda-help/search'

export type InstitutionTab = 'records' | 'submissions' | 'publications'

/** What an address under /hmda-help shows (null: not a screen of HMDA Help). */
export type HelpRoute =
  | { screen: 'search' }
  | { screen: 'institution'; lei: string; tab: InstitutionTab }
  | { screen: 'add'; lei: string; year: string }
  | { screen: 'edit'; lei: string; year: string }

const LEI = /^[A-Za-z0-9]{20}$/
const YEAR = /^\d{4}$/

/**
 * Reads the part of the address after `/hmda-help/` (and its query): `search`,
 * `institutions/{lei}[/submissions|/publications]`, `institutions/{lei}/year/{yyyy}` and
 * `add[?lei=…&year=…]`. LEIs are upper-cased; a malformed one is not a screen.
 */
export function parseHelpRoute(rest: string, search = ''): HelpRoute | null {
  const parts = rest.split('/').filter(Boolean)
  const query = new URLSearchParams(search)
  if (parts.length === 1 && parts[0] === 'search') return { screen: 'search' }
  if (parts.length === 1 && parts[0] === 'add') {
    const lei = (query.get('lei') ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase()
    const year = query.get('year') ?? ''
    return { screen: 'add', lei, year: YEAR.test(year) ? year : '' }
  }
  if (parts[0] !== 'institutions' || !LEI.test(parts[1] ?? '')) return null
  const lei = (parts[1] ?? '').toUpperCase()
  if (parts.length === 2) return { screen: 'institution', lei, tab: 'records' }
  if (parts.length === 3 && (parts[2] === 'submissions' || parts[2] === 'publications'))
    return { screen: 'institution', lei, tab: parts[2] }
  if (parts.length === 4 && parts[2] === 'year' && YEAR.test(parts[3] ?? ''))
    return { screen: 'edit', lei, year: parts[3] ?? '' }
  return null
}

/** The address of a screen (the inverse of parseHelpRoute). */
export function helpPath(route: HelpRoute): string {
  switch (route.screen) {
    case 'search':
      return '/hmda-help/search'
    case 'institution':
      return `/hmda-help/institutions/${route.lei}${route.tab === 'records' ? '' : `/${route.tab}`}`
    case 'edit':
      return `/hmda-help/institutions/${route.lei}/year/${route.year}`
    case 'add': {
      const query = new URLSearchParams()
      if (route.lei) query.set('lei', route.lei)
      if (route.year) query.set('year', route.year)
      const text = query.toString()
      return `/hmda-help/add${text ? `?${text}` : ''}`
    }
  }
}

/* ---- type-ahead ---- */

export interface FilerOption {
  lei: string
  name: string
}

/**
 * The filers matching what was typed (already normalised: letters and digits, upper case):
 * LEIs starting with it first, then LEIs or names containing it; at most `limit`.
 */
export function matchFilers(filers: FilerOption[], typed: string, limit = 8): FilerOption[] {
  const text = typed.trim().toUpperCase()
  if (text.length < 2) return []
  const starts: FilerOption[] = []
  const contains: FilerOption[] = []
  for (const filer of filers) {
    if (filer.lei.startsWith(text)) starts.push(filer)
    else if (filer.lei.includes(text) || filer.name.toUpperCase().includes(text))
      contains.push(filer)
    if (starts.length >= limit) break
  }
  return [...starts, ...contains].slice(0, limit)
}

/* ---- times ---- */

const EASTERN_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  dateStyle: 'medium',
  timeStyle: 'long',
})

/**
 * An instant (epoch ms) as HMDA Help shows it: in U.S. Eastern time with the zone's name, like
 * the lender's filing receipt ("Nov 20, 2025, 6:10:48 PM EST"), whatever the browser's zone.
 */
export const easternDateTime = (epochMs: number) => EASTERN_DATE_TIME.format(epochMs)

/* ---- note history ---- */

export interface FieldChange {
  field: string
  before: string
  after: string
}

/** The record flattened to dotted keys, values as text (`notes` left out). */
export function flattenRecord(record: Record<string, unknown> | null): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (value: unknown, path: string) => {
    if (value === null || value === undefined) return
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>))
        walk(inner, path ? `${path}.${key}` : key)
      return
    }
    out.set(path, Array.isArray(value) ? value.map(String).join(', ') : String(value))
  }
  walk(record ?? {}, '')
  out.delete('notes')
  return out
}

/**
 * What each history item changed, compared with the item saved before it (items newest first,
 * as parseNoteHistory gives them); the oldest item shows every field it set.
 */
export function historyChanges(items: NoteHistoryItem[]): FieldChange[][] {
  return items.map((item, index) => {
    const after = flattenRecord(item.record)
    const older = items[index + 1]
    const before = older ? flattenRecord(older.record) : new Map<string, string>()
    const changes: FieldChange[] = []
    const keys = new Set([...before.keys(), ...after.keys()])
    for (const field of keys) {
      const a = before.get(field) ?? ''
      const b = after.get(field) ?? ''
      if (a !== b) changes.push({ field, before: a, after: b })
    }
    return changes
  })
}

/* ---- publications ---- */

export type FileState = 'exists' | 'absent' | 'blocked' | 'error'

/** A file server HEAD answer: 200 the file exists, 404/403 it does not, 0 the browser blocked it. */
export function fileStateOf(status: number): FileState {
  if (status >= 200 && status < 300) return 'exists'
  if (status === 404 || status === 403) return 'absent'
  if (status === 0) return 'blocked'
  return 'error'
}

/** The file server paths of an institution's publications for a year. */
export const publicationPaths = (year: string, lei: string) => ({
  'hmda-modified-lar': `/modified-lar/${year}/${lei}.txt`,
  'hmda-irs': `/reports/disclosure/${year}/${lei}/nationwide/IRS.csv`,
})

/** The admin API base beside the filing one (`/v2/filing` → `/v2/admin`). */
export const adminBaseOf = (filingBase: string) =>
  filingBase.replace(/\/+$/, '').replace(/\/filing$/, '/admin')

/**
 * Filtering of the change log, as pure functions: the filter state, its URL query form, and
 * which entries match. Within a kind (types, products) any selected value matches (OR); across
 * kinds all must match (AND); every keyword must occur in the description (case-insensitive).
 */
import {
  ENTRY_TYPES,
  PRODUCTS,
  type ChangeLogEntry,
  type EntryType,
  type Product,
} from './changeLog'
import { parseMarkdown, plainText } from './markdown'

export interface Filters {
  /** Selected types, in the order of ENTRY_TYPES; empty = any type. */
  readonly types: readonly EntryType[]
  /** Selected products, in the order of PRODUCTS; empty = any product. */
  readonly products: readonly Product[]
  /** The keyword text as typed (words separated by spaces); blank = no keyword filter. */
  readonly keywords: string
}

export const NO_FILTERS: Filters = { types: [], products: [], keywords: '' }

/** Query parameter names. */
export const PARAMS = { type: 'type', product: 'product', keywords: 'keywords' } as const

/** Known values named in a comma-separated (or repeated) parameter, case-insensitive, in order. */
function pickKnown<T extends string>(values: string[], known: readonly T[]): T[] {
  const wanted = new Set(
    values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  )
  return known.filter((k) => wanted.has(k.toLowerCase()))
}

/** Reads the filters from a query string; unknown types and products are ignored. */
export function parseFilters(params: URLSearchParams): Filters {
  return {
    types: pickKnown(params.getAll(PARAMS.type), ENTRY_TYPES),
    products: pickKnown(params.getAll(PARAMS.product), PRODUCTS),
    keywords: params.get(PARAMS.keywords) ?? '',
  }
}

/**
 * The query string of the filters ('' when none), e.g.
 * `?type=release,update&product=HMDA%20Tools&keywords=check%20digit`.
 */
export function serializeFilters(filters: Filters): string {
  const parts: string[] = []
  const list = (values: readonly string[]) => values.map(encodeURIComponent).join(',')
  if (filters.types.length) parts.push(`${PARAMS.type}=${list(filters.types)}`)
  if (filters.products.length) parts.push(`${PARAMS.product}=${list(filters.products)}`)
  if (filters.keywords.trim()) {
    parts.push(`${PARAMS.keywords}=${encodeURIComponent(filters.keywords)}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Adds or removes `value`, keeping the canonical order of `order`. */
export function toggleValue<T>(selected: readonly T[], value: T, order: readonly T[]): T[] {
  const next = new Set(selected)
  if (next.has(value)) next.delete(value)
  else next.add(value)
  return order.filter((v) => next.has(v))
}

/** The distinct lower-case words of the keyword text. */
export function keywordWords(keywords: string): string[] {
  return [...new Set(keywords.toLowerCase().split(/\s+/).filter(Boolean))]
}

const searchTexts = new Map<string, string>()

/** The lower-case plain text of a description (cached), which keywords are matched against. */
export function searchText(description: string): string {
  let text = searchTexts.get(description)
  if (text === undefined) {
    text = plainText(parseMarkdown(description)).toLowerCase()
    searchTexts.set(description, text)
  }
  return text
}

/** True when the entry passes every active filter. */
export function entryMatches(entry: ChangeLogEntry, filters: Filters): boolean {
  if (filters.types.length && !filters.types.includes(entry.type)) return false
  if (filters.products.length && !filters.products.includes(entry.product)) return false
  const words = keywordWords(filters.keywords)
  if (!words.length) return true
  const text = searchText(entry.description)
  return words.every((w) => text.includes(w))
}

export function filterEntries(
  entries: readonly ChangeLogEntry[],
  filters: Filters,
): ChangeLogEntry[] {
  return entries.filter((e) => entryMatches(e, filters))
}

/** Newest first; entries of the same date keep their order. */
export function sortNewestFirst(entries: readonly ChangeLogEntry[]): ChangeLogEntry[] {
  return [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

export interface TextPart {
  readonly text: string
  readonly match: boolean
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Splits `text` into runs that match one of the words (case-insensitive) and runs that don't. */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (!words.length || !text) return text ? [{ text, match: false }] : []
  const pattern = [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')
  const parts: TextPart[] = []
  let last = 0
  for (const m of text.matchAll(new RegExp(pattern, 'gi'))) {
    const start = m.index
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    parts.push({ text: m[0], match: true })
    last = start + m[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

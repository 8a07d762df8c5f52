/**
 * Filtering of the change log, as pure functions: the filter state, its URL query form, and
 * which entries match. Within a kind (types, products) any selected value matches (OR); across
 * kinds all must match (AND); every keyword must occur in the description (case-insensitive).
 */
import {
  ENTRY_TYPES,
  PRODUCTS,
  TYPE_LABELS,
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
  /** The keyword text as typed (words separated by spaces or commas); blank = no keyword filter. */
  readonly keywords: string
}

export const NO_FILTERS: Filters = { types: [], products: [], keywords: '' }

/** Query parameter names. */
export const PARAMS = { type: 'type', product: 'product', keywords: 'keywords' } as const

/** The key of each product in the address (`?product=tools`); labels are accepted too. */
export const PRODUCT_KEYS: Readonly<Record<Product, string>> = {
  'Modified LAR': 'modified-lar',
  'National Datasets': 'national-datasets',
  Reports: 'reports',
  Documentation: 'documentation',
  'HMDA Tools': 'tools',
  'HMDA Filing': 'filing',
}

/** The names a value may be written as in the address, lower-case: its key and its label. */
const typeNames = (type: EntryType) => [type, TYPE_LABELS[type].toLowerCase()]
const productNames = (product: Product) => [PRODUCT_KEYS[product], product.toLowerCase()]

/** The values of a comma-separated (or repeated) parameter, trimmed, blanks dropped. */
const paramValues = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)

/** The known values named (by key or label, any case), in the order of `known`. */
function pickKnown<T extends string>(
  values: string[],
  known: readonly T[],
  names: (value: T) => string[],
): T[] {
  const wanted = new Set(values.map((v) => v.toLowerCase()))
  return known.filter((k) => names(k).some((name) => wanted.has(name)))
}

/** The values that name nothing known, as written. */
function pickUnknown<T extends string>(
  values: string[],
  known: readonly T[],
  names: (value: T) => string[],
): string[] {
  const all = new Set(known.flatMap(names))
  return [...new Set(values.filter((v) => !all.has(v.toLowerCase())))]
}

/**
 * Reads the filters from a query string. Types and products are read by key or, for links made
 * before products had keys, by label; unknown values are left out (see unknownFilterValues).
 */
export function parseFilters(params: URLSearchParams): Filters {
  return {
    types: pickKnown(paramValues(params, PARAMS.type), ENTRY_TYPES, typeNames),
    products: pickKnown(paramValues(params, PARAMS.product), PRODUCTS, productNames),
    keywords: params.get(PARAMS.keywords) ?? '',
  }
}

/** The type and product values of a query string that name no type or product, as written. */
export function unknownFilterValues(params: URLSearchParams): {
  types: string[]
  products: string[]
} {
  return {
    types: pickUnknown(paramValues(params, PARAMS.type), ENTRY_TYPES, typeNames),
    products: pickUnknown(paramValues(params, PARAMS.product), PRODUCTS, productNames),
  }
}

/**
 * The query string of the filters ('' when none), with keys for types and products, e.g.
 * `?type=release,update&product=tools&keywords=check%20digit`.
 */
export function serializeFilters(filters: Filters): string {
  const parts: string[] = []
  if (filters.types.length) parts.push(`${PARAMS.type}=${filters.types.join(',')}`)
  if (filters.products.length) {
    parts.push(`${PARAMS.product}=${filters.products.map((p) => PRODUCT_KEYS[p]).join(',')}`)
  }
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

/** The distinct lower-case words of the keyword text, separated by spaces or commas. */
export function keywordWords(keywords: string): string[] {
  return [
    ...new Set(
      keywords
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ]
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

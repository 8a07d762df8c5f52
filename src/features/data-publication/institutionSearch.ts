/**
 * Institution search over a year's filers: case- and accent-insensitive substring match on the
 * name or the LEI. Each filer's key is normalised once when the index is built, so a keystroke
 * costs one pass of `includes` over plain strings (well under a millisecond for 10,000 filers).
 */

export interface Searchable {
  lei: string
  name: string
}

/** Lower case, accents and other combining marks removed, runs of spaces made one. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export interface SearchIndex<T extends Searchable> {
  items: T[]
  keys: string[]
}

export function buildSearchIndex<T extends Searchable>(items: T[]): SearchIndex<T> {
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  const sorted = [...items].sort((a, b) => collator.compare(a.name, b.name))
  // Name and LEI in one key, separated by a character no query can contain.
  return {
    items: sorted,
    keys: sorted.map((f) => `${normalise(f.name)}\u0001${f.lei.toLowerCase()}`),
  }
}

export interface SearchResult<T> {
  /** The first `limit` matches, in name order. */
  matches: T[]
  /** How many filers match in all. */
  total: number
}

export function searchIndex<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit: number,
): SearchResult<T> {
  const q = normalise(query)
  if (q === '') return { matches: [], total: 0 }
  const matches: T[] = []
  let total = 0
  const { keys, items } = index
  keys.forEach((key, i) => {
    if (key.includes(q)) {
      if (total < limit) matches.push(items[i] as T)
      total++
    }
  })
  return { matches, total }
}

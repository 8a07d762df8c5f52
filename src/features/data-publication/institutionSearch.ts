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
  // Most names are plain ASCII: only the others need decomposing (the costly step).
  // eslint-disable-next-line no-control-regex
  const folded = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}+/gu, '')
  return folded.toLowerCase().replace(/\s+/g, ' ').trim()
}

export interface SearchIndex<T extends Searchable> {
  items: T[]
  keys: string[]
}

export function buildSearchIndex<T extends Searchable>(items: T[]): SearchIndex<T> {
  // Normalise each name once; sort by the normalised name (plain comparison, no collator).
  const entries = items.map((item) => ({ item, name: normalise(item.name) }))
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return {
    items: entries.map((e) => e.item),
    // Name and LEI in one key, separated by a character no query can contain.
    keys: entries.map((e) => `${e.name}\u0001${e.item.lei.toLowerCase()}`),
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

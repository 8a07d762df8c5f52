/** Text handling of the local search: words, normalisation, typo distance, HTML escaping. */

export interface Token {
  /** The word lowercased and without accents. */
  norm: string
  /** Offsets of the word in the original text. */
  start: number
  end: number
}

/**
 * A word is a run of letters (with their accents) and digits. An edit id with a suffix, such as
 * "V608-1", stays one word so that it matches as a whole and by prefix ("V608" finds it).
 */
const WORD = /[A-Za-z]\d{3}-\d+(?![\p{L}\p{M}\p{N}])|[\p{L}\p{M}\p{N}]+/gu

const MARKS = /\p{M}/gu

/** Lowercase, accents removed ("Édit" → "edit"). */
export const normalize = (word: string) => word.normalize('NFD').replace(MARKS, '').toLowerCase()

/** The words of a text with their offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(WORD)) {
    const norm = normalize(match[0])
    if (norm) tokens.push({ norm, start: match.index, end: match.index + match[0].length })
  }
  return tokens
}

/** Typos a query word may have: 1 from four letters, 2 from eight; none in ids with digits. */
export function allowedTypos(word: string): number {
  if (/\d/.test(word)) return 0
  const length = [...word].length
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

const at = (row: number[], i: number) => row[i] ?? Infinity

/**
 * Optimal-string-alignment distance (substitution, insertion, deletion, transposition of two
 * neighbours) between `query` and `word`, or with `prefix` between `query` and the closest
 * prefix of `word`. Returns `max + 1` as soon as the distance is known to exceed `max`.
 */
export function typoDistance(query: string, word: string, max: number, prefix = false): number {
  const a = [...query]
  const b = [...word]
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1
  // Rows of the dynamic programme: two back (for transpositions), previous, current.
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, at(before, j - 2) + 1)
      }
      current.push(d)
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  const distance = prefix ? Math.min(...previous) : at(previous, b.length)
  return Math.min(distance, max + 1)
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML (highlighted values are rendered as HTML by DocSearch). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

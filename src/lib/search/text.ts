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

/**
 * Words a question is made of that say nothing about its subject ("how do I …", "what is the
 * …"): left out of a query (as Algolia's removeStopWords does) unless nothing else is left.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about am an and any are as at be been but by can could did do does for from get got had has ' +
    'have having how i if in into is it its let me my of on or our should so some than that the ' +
    'their them then there these they this those to too us was we were what when where which who ' +
    'whom why will with would you your'
  ).split(' '),
)

/**
 * Query words that stand for several words of the records (Algolia's one-way synonyms), e.g.
 * "FIG" for the Filing Instructions Guide.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fig: ['filing', 'instructions', 'guide'],
  figs: ['filing', 'instructions', 'guide'],
}

/**
 * The words a query is searched with: normalised, stop words left out unless `removeStopWords`
 * is false (all of them kept when the query has nothing else), synonyms expanded.
 */
export function queryWords(query: string, removeStopWords = true): string[] {
  const words = tokenize(query).map((t) => t.norm)
  const meaningful = removeStopWords ? words.filter((w) => !STOP_WORDS.has(w)) : words
  return (meaningful.length ? meaningful : words).flatMap((w) => SYNONYMS[w] ?? [w])
}

/**
 * Other words a query word also matches (Algolia's alternative corrections): the verb and the
 * noun people use for the same thing.
 */
export const ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  verify: ['verification'],
  verification: ['verify'],
  calculator: ['calculate', 'calculation'],
  calculate: ['calculator', 'calculation'],
  calculation: ['calculate', 'calculator'],
  resubmit: ['resubmission'],
  resubmission: ['resubmit'],
  certify: ['certification'],
  certification: ['certify'],
  sign: ['signing'],
  deadline: ['due'],
  late: ['deadline'],
}

/** True when `term` is the plural of `word` or the reverse (English -s, -es, -ies). */
export function isPluralOf(word: string, term: string): boolean {
  const [short, long] = word.length < term.length ? [word, term] : [term, word]
  if (short.length < 3 || /\d/.test(short)) return false
  return (
    long === `${short}s` ||
    long === `${short}es` ||
    (short.endsWith('y') && long === `${short.slice(0, -1)}ies`)
  )
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

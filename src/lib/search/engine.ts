/**
 * An in-browser search over DocSearch records that answers like Algolia would for DocSearch's
 * query, with the settings a question needs: stop words are left out (removeStopWords), "FIG"
 * stands for the Filing Instructions Guide (synonyms), plurals match (ignorePlurals), every
 * remaining word must match (the last one also as a prefix) with typo tolerance, and when that
 * finds nothing the words become optional (removeWordsIfNoResults: allOptional), more matched
 * words first. Hits are ranked by Algolia's tie-breaking criteria in the order DocSearch indexes
 * set them (typo, attribute, proximity, exact), then by the records' weight (custom ranking);
 * a query naming an edit id (V609) puts that edit's entry first (a query rule). Hits are
 * distinct by URL (DocSearch's index setting). Highlights and snippets use the requested tags.
 */
import {
  ALTERNATIVES,
  allowedTypos,
  escapeHtml,
  isPluralOf,
  queryWords as wordsOf,
  tokenize,
  typoDistance,
  type Token,
} from './text'
import type {
  AttributeResults,
  DocSearchRecord,
  Hierarchy,
  HighlightResult,
  MatchLevel,
  SearchHit,
  SearchRequest,
  SearchResponse,
  SnippetResult,
} from './types'

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
/** Searchable attributes in ranking order: the hierarchy from lvl0, then the content. */
const ATTRIBUTES = [...LEVELS.map((l) => `hierarchy.${l}`), 'content']
/** Proximity of two words further apart (or in different attributes), as Algolia caps it. */
const MAX_PROXIMITY = 8

interface Field {
  text: string
  tokens: Token[]
  /** Vocabulary ids of the tokens. */
  ids: number[]
}

interface Entry {
  record: DocSearchRecord
  /** Indexed by attribute (ATTRIBUTES order); null where the record has no text. */
  fields: (Field | null)[]
}

/** How one query word matches one vocabulary term. */
interface WordMatch {
  typos: number
  exact: boolean
  /** Matched as a prefix: only the first `prefixLength` characters are highlighted. */
  prefixLength: number | null
}

export interface SearchIndex {
  entries: Entry[]
  vocabulary: string[]
  /** Matches of recent query words, by "word|prefix". */
  cache: Map<string, Map<number, WordMatch>>
}

/** The hierarchy level of an attribute index (undefined for the content). */
const levelOf = (attribute: number) => LEVELS[attribute]

const attributeText = (record: DocSearchRecord, attribute: number): string | null => {
  const level = levelOf(attribute)
  return level ? record.hierarchy[level] : record.content
}

/** Tokenises every record once (about 5,000 records build in a few tens of milliseconds). */
export function buildIndex(records: DocSearchRecord[]): SearchIndex {
  const ids = new Map<string, number>()
  const vocabulary: string[] = []
  const entries = records.map((record) => ({
    record,
    fields: ATTRIBUTES.map((_, attribute) => {
      const text = attributeText(record, attribute)
      if (!text) return null
      const tokens = tokenize(text)
      return {
        text,
        tokens,
        ids: tokens.map(({ norm }) => {
          let id = ids.get(norm)
          if (id === undefined) {
            id = vocabulary.push(norm) - 1
            ids.set(norm, id)
          }
          return id
        }),
      }
    }),
  }))
  return { entries, vocabulary, cache: new Map() }
}

/** The vocabulary terms a query word matches, with typos and exactness. */
function matchWord(index: SearchIndex, word: string, prefix: boolean): Map<number, WordMatch> {
  const key = `${word}|${prefix}`
  const cached = index.cache.get(key)
  if (cached) return cached
  const max = allowedTypos(word)
  const alternatives = ALTERNATIVES[word] ?? []
  const matches = new Map<number, WordMatch>()
  index.vocabulary.forEach((term, id) => {
    if (term === word) matches.set(id, { typos: 0, exact: true, prefixLength: null })
    else if (isPluralOf(word, term) || alternatives.includes(term)) {
      matches.set(id, { typos: 0, exact: false, prefixLength: null })
    } else if (prefix && term.startsWith(word)) {
      matches.set(id, { typos: 0, exact: false, prefixLength: word.length })
    } else if (max > 0 && !/\d/.test(term)) {
      const typos = typoDistance(word, term, max, prefix)
      if (typos <= max) matches.set(id, { typos, exact: false, prefixLength: null })
    }
  })
  if (index.cache.size >= 64) index.cache.clear()
  index.cache.set(key, matches)
  return matches
}

interface Occurrence {
  attribute: number
  position: number
}

interface Ranked {
  entry: Entry
  /** Sort keys, compared in order, lower first. */
  keys: number[]
}

/** An edit id (V609, S305, Q605-1): a query naming one ranks that edit's entry first. */
const EDIT_ID = /^[svq]\d{3}(?:-\d+)?$/

/**
 * Ranks one record, or returns null when it does not match: when a query word is missing
 * (`optional` false), or when no query word is there (`optional` true). `promoted`: anchors
 * ("edit-v609") of records a query rule puts first.
 */
function rank(
  entry: Entry,
  words: Map<number, WordMatch>[],
  optional: boolean,
  promoted: ReadonlySet<string>,
): Ranked | null {
  let typos = 0
  let exact = 0
  let attribute = Infinity
  let matched = 0
  const occurrences: Occurrence[][] = []
  for (const matches of words) {
    let best = Infinity
    let isExact = false
    // Where the word is found with its fewest typos: the attribute and proximity criteria only
    // look there (a typo match such as "data" for "date" does not lend its attribute).
    let found: Occurrence[] = []
    entry.fields.forEach((field, a) => {
      field?.ids.forEach((id, position) => {
        const match = matches.get(id)
        if (!match || match.typos > best) return
        if (match.typos < best) {
          best = match.typos
          found = []
          isExact = false
        }
        found.push({ attribute: a, position })
        isExact ||= match.exact
      })
    })
    if (!found.length) {
      if (!optional) return null
      continue
    }
    matched++
    typos += best
    if (isExact) exact++
    for (const occurrence of found) attribute = Math.min(attribute, occurrence.attribute)
    occurrences.push(found)
  }
  if (!matched && words.length) return null
  let proximity = 0
  for (let i = 1; i < occurrences.length; i++) {
    let pair = MAX_PROXIMITY
    for (const a of occurrences[i - 1] ?? []) {
      for (const b of occurrences[i] ?? []) {
        if (a.attribute !== b.attribute) continue
        // Words in the query's order are closer than the same words reversed.
        const distance =
          b.position > a.position ? b.position - a.position : a.position - b.position + 1
        pair = Math.min(pair, distance)
      }
    }
    proximity += pair
  }
  const { pageRank, level, position } = entry.record.weight
  const anchor = entry.record.anchor?.toLowerCase() ?? ''
  return {
    entry,
    keys: [
      promoted.has(anchor) ? 0 : 1,
      -matched,
      typos,
      attribute,
      proximity,
      -exact,
      -pageRank,
      -level,
      position,
    ],
  }
}

const compare = (a: Ranked, b: Ranked) => {
  for (let i = 0; i < a.keys.length; i++) {
    const d = (a.keys[i] ?? 0) - (b.keys[i] ?? 0)
    if (d) return d
  }
  return 0
}

interface Tags {
  pre: string
  post: string
  ellipsis: string
}

/** For each token of a field: the characters to highlight (or null) and the query words hit. */
function markField(field: Field, words: Map<number, WordMatch>[], queryWords: string[]) {
  const spans: ([number, number] | null)[] = []
  const matched = new Set<number>()
  field.tokens.forEach((token, t) => {
    const id = field.ids[t]
    let span: [number, number] | null = null
    words.forEach((matches, w) => {
      const match = id === undefined ? undefined : matches.get(id)
      if (!match) return
      matched.add(w)
      const whole = token.end - token.start
      // A prefix match marks the typed part, when the word's length survived normalisation.
      const length =
        match.prefixLength !== null && whole === token.norm.length ? match.prefixLength : whole
      if (!span || length > span[1] - span[0]) span = [token.start, token.start + length]
    })
    spans.push(span)
  })
  const matchLevel: MatchLevel =
    matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial'
  return {
    spans,
    matchLevel,
    matchedWords: queryWords.filter((_, w) => matched.has(w)),
  }
}

/** The escaped text from `from` to `to` with the spans wrapped in the highlight tags. */
function render(
  text: string,
  spans: ([number, number] | null)[],
  from: number,
  to: number,
  tags: Tags,
) {
  let html = ''
  let at = from
  for (const span of spans) {
    if (!span || span[0] < from || span[1] > to) continue
    html +=
      escapeHtml(text.slice(at, span[0])) + tags.pre + escapeHtml(text.slice(...span)) + tags.post
    at = span[1]
  }
  return html + escapeHtml(text.slice(at, to))
}

function highlight(
  field: Field,
  words: Map<number, WordMatch>[],
  queryWords: string[],
  tags: Tags,
): HighlightResult {
  const { spans, matchLevel, matchedWords } = markField(field, words, queryWords)
  const result: HighlightResult = {
    value: render(field.text, spans, 0, field.text.length, tags),
    matchLevel,
    matchedWords,
  }
  if (matchLevel !== 'none') {
    result.fullyHighlighted = field.tokens.every((token, t) => {
      const span = spans[t]
      return span !== null && span !== undefined && span[1] === token.end
    })
  }
  return result
}

/** A window of `size` words holding the most highlighted words, with ellipses where cut. */
function snippet(
  field: Field,
  words: Map<number, WordMatch>[],
  queryWords: string[],
  size: number,
  tags: Tags,
): SnippetResult {
  const { spans, matchLevel } = markField(field, words, queryWords)
  const count = field.tokens.length
  if (count <= size)
    return { value: render(field.text, spans, 0, field.text.length, tags), matchLevel }
  let start = 0
  let best = -1
  spans.forEach((span, t) => {
    if (!span) return
    // Candidate windows begin one word before a highlighted word.
    const s = Math.max(0, Math.min(t - 1, count - size))
    const hits = spans.slice(s, s + size).filter(Boolean).length
    if (hits > best) {
      best = hits
      start = s
    }
  })
  const end = start + size - 1
  const from = start === 0 ? 0 : (field.tokens[start]?.start ?? 0)
  const to = end === count - 1 ? field.text.length : (field.tokens[end]?.end ?? field.text.length)
  const value =
    (start > 0 ? tags.ellipsis : '') +
    render(field.text, spans, from, to, tags) +
    (end < count - 1 ? tags.ellipsis : '')
  return { value, matchLevel }
}

/** Sets `path` ("hierarchy.lvl1" or "content") of a results object. */
function setAttribute<T>(target: AttributeResults<T>, attribute: number, value: T) {
  const level = levelOf(attribute)
  if (level) (target.hierarchy ??= {})[level] = value
  else target.content = value
}

/** The record's attributes named in `attributesToRetrieve` ("*" or absent: all of them). */
function retrieve(record: DocSearchRecord, attributes: string[] | undefined) {
  if (!attributes || attributes.includes('*')) return { ...record }
  const hit: Partial<DocSearchRecord> & { objectID: string } = { objectID: record.objectID }
  const target = hit as Record<string, unknown>
  for (const path of attributes) {
    const [key, sub] = path.split('.') as [keyof DocSearchRecord, string | undefined]
    if (!(key in record)) continue
    if (sub === undefined) target[key] = record[key]
    else if (key === 'hierarchy' && sub in record.hierarchy) {
      const level = sub as keyof Hierarchy
      hit.hierarchy ??= {} as Hierarchy
      Object.assign(hit.hierarchy, { [level]: record.hierarchy[level] })
    }
  }
  return hit
}

/** Snippet sizes by attribute index, from "attribute:words" entries. */
function snippetSizes(entries: string[] | undefined): Map<number, number> {
  const sizes = new Map<number, number>()
  for (const entry of entries ?? []) {
    const [name, words] = entry.split(':')
    const attribute = ATTRIBUTES.indexOf(name ?? '')
    if (attribute >= 0) sizes.set(attribute, Math.max(1, Number(words) || 10))
  }
  return sizes
}

const encodeParams = (request: SearchRequest) =>
  Object.entries(request)
    .filter(([key, value]) => key !== 'indexName' && value !== undefined)
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&')

function queryId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Answers one query of a multi-search request as Algolia's search endpoint would. */
export function search(index: SearchIndex, request: SearchRequest): SearchResponse {
  const started = performance.now()
  const query = request.query ?? ''
  // Algolia's parameters, on unless the request turns them off (the modal asks for them).
  const queryWords = wordsOf(query, request.removeStopWords !== false)
  // A query that ends in a space has no word being typed: no prefix.
  const typing = !/\s$/.test(query)
  const words = queryWords.map((word, i) =>
    matchWord(index, word, typing && i === queryWords.length - 1),
  )
  const promoted = new Set(queryWords.filter((w) => EDIT_ID.test(w)).map((w) => `edit-${w}`))
  const rankAll = (optional: boolean) => {
    const list: Ranked[] = []
    for (const entry of index.entries) {
      const result = rank(entry, words, optional, promoted)
      if (result) list.push(result)
    }
    return list
  }
  let ranked = rankAll(false)
  if (!ranked.length && words.length > 1 && request.removeWordsIfNoResults !== 'none') {
    ranked = rankAll(true)
  }
  ranked.sort(compare)
  const seen = new Set<string>()
  const distinct = ranked.filter(({ entry }) => {
    if (seen.has(entry.record.url)) return false
    seen.add(entry.record.url)
    return true
  })

  const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? 20))
  const page = Math.max(0, request.page ?? 0)
  const tags: Tags = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '',
  }
  const sizes = snippetSizes(request.attributesToSnippet)
  const hits: SearchHit[] = distinct
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({ entry }) => {
      const hit: SearchHit = {
        ...retrieve(entry.record, request.attributesToRetrieve),
        _highlightResult: {},
      }
      entry.fields.forEach((field, attribute) => {
        if (!field) return
        setAttribute(hit._highlightResult, attribute, highlight(field, words, queryWords, tags))
        const size = sizes.get(attribute)
        if (size !== undefined) {
          hit._snippetResult ??= {}
          setAttribute(hit._snippetResult, attribute, snippet(field, words, queryWords, size, tags))
        }
      })
      return hit
    })
  return {
    hits,
    nbHits: distinct.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(distinct.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    query,
    params: encodeParams(request),
    index: request.indexName,
    queryID: queryId(),
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  }
}

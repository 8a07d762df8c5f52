/** Shapes of the documentation search: the published records and Algolia's search protocol. */

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'

export interface Hierarchy {
  lvl0: string
  lvl1: string | null
  lvl2: string | null
  lvl3: string | null
  lvl4: string | null
  lvl5: string | null
  lvl6: string | null
}

/** One heading or content block, as DocSearch's scraper emits it (see docs/decisions/0009-local-search.md). */
export interface DocSearchRecord {
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  type: RecordType
  hierarchy: Hierarchy
  content: string | null
  weight: { pageRank: number; level: number; position: number }
}

/** One query of an Algolia multi-search request (the v5 shape, params flattened). */
export interface SearchRequest {
  indexName: string
  query?: string
  attributesToRetrieve?: string[]
  attributesToSnippet?: string[]
  attributesToHighlight?: string[]
  snippetEllipsisText?: string
  highlightPreTag?: string
  highlightPostTag?: string
  hitsPerPage?: number
  page?: number
  clickAnalytics?: boolean
  /** false: keep stop words (the local engine leaves them out by default). */
  removeStopWords?: boolean | string[]
  /** 'none': no fallback (the local engine makes all words optional when nothing matches). */
  removeWordsIfNoResults?: 'none' | 'lastWords' | 'firstWords' | 'allOptional'
  [param: string]: unknown
}

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResult {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export interface SnippetResult {
  value: string
  matchLevel: MatchLevel
}

/** Highlight or snippet results keyed like the record (hierarchy nested, content flat). */
export interface AttributeResults<T> {
  hierarchy?: Partial<Record<keyof Hierarchy, T>>
  content?: T
}

export interface SearchHit extends Partial<Omit<DocSearchRecord, 'objectID'>> {
  objectID: string
  _highlightResult: AttributeResults<HighlightResult>
  _snippetResult?: AttributeResults<SnippetResult>
}

/** One entry of `results` in Algolia's search response. */
export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  exhaustiveNbHits: boolean
  exhaustive: { nbHits: boolean }
  query: string
  params: string
  index: string
  queryID: string
  processingTimeMS: number
}

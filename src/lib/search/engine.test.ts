import { describe, expect, it } from 'vitest'
import { buildIndex, search } from './engine'
import { FIXTURE_RECORDS } from './fixtures'
import type { DocSearchRecord, SearchHit, SearchRequest } from './types'

/** The request DocSearch 3.9 sends (see DocSearchModal), for a query and snippet size. */
const docSearchRequest = (query: string, words = 10): SearchRequest => ({
  query,
  indexName: 'docs',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [1, 2, 3, 4, 5, 6]
    .map((l) => `hierarchy.lvl${l}:${words}`)
    .concat(`content:${words}`),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
})

const fixture = buildIndex(FIXTURE_RECORDS)
const ids = (query: string) => search(fixture, docSearchRequest(query)).hits.map((h) => h.objectID)

let position = 0
/** A minimal record for ranking tests: one page per record, text in lvl1 and/or content. */
function rec(
  id: string,
  { lvl1 = 'Page', content = null, lvl2 = null, pageRank = 0, level = 0 } = {} as {
    lvl1?: string
    lvl2?: string | null
    content?: string | null
    pageRank?: number
    level?: number
  },
): DocSearchRecord {
  return {
    objectID: id,
    url: `/p/${id}`,
    url_without_anchor: `/p/${id}`,
    anchor: null,
    type: content ? 'content' : 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    weight: { pageRank, level, position: position++ },
  }
}
const rankOf = (records: DocSearchRecord[], query: string) =>
  search(buildIndex(records), { indexName: 'x', query }).hits.map((h) => h.objectID)

describe('matching', () => {
  it('finds a word in any level or the content, case-insensitively', () => {
    expect(ids('lei')).toEqual(['faq-lei', 'faq-lei-get', 'faq-uli-1'])
    expect(ids('LEI')).toEqual(ids('lei'))
  })

  it('requires every query word while some record has them all', () => {
    expect(ids('lei renewal')).toEqual(['faq-lei-get-1'])
  })

  it('makes the words optional when no record has them all (removeWordsIfNoResults)', () => {
    expect(ids('lei banana')).toEqual(ids('lei'))
    const hit = search(fixture, docSearchRequest('lei banana')).hits[0]
    expect(hit?._highlightResult.hierarchy?.lvl1?.matchLevel).toBe('partial')
    expect(ids('zzzz banana')).toEqual([])
  })

  it('matches the last word as a prefix, and only the last', () => {
    expect(ids('mortg')).toEqual(['faq-mortgage'])
    expect(ids('loans mortg')).toEqual(['faq-mortgage-1'])
    // "mortg" is not a prefix here: no record has both words, so "loans" alone answers.
    const hits = search(fixture, docSearchRequest('mortg loans')).hits
    for (const hit of hits) {
      const levels = Object.values(hit._highlightResult.hierarchy ?? {})
      const all = [...levels, hit._highlightResult.content].flatMap((h) => h?.matchedWords ?? [])
      expect(all).not.toContain('mortg')
    }
  })

  it('matches the last word whole when the query ends with a space', () => {
    expect(ids('mortg ')).toEqual([])
  })

  it('tolerates 1 typo from 4 letters and 2 from 8 (substitution, insertion, deletion, transposition)', () => {
    expect(ids('mortgaes')).toEqual(['faq-mortgage']) // one letter missing
    expect(ids('mrotgaegs')).toEqual(['faq-mortgage']) // two transpositions
    expect(ids('rneewal')).toEqual(['faq-lei-get-1']) // transposition, 7 letters
    expect(ids('rnewal')).toEqual(['faq-lei-get-1'])
    expect(ids('rnwal')).toEqual([]) // two typos for 5 letters
    expect(ids('uli')).not.toContain('faq-lei') // 3 letters: no typo
  })

  it('folds accents in records and queries', () => {
    expect(ids('resume')).toEqual(['faq-resume'])
    expect(ids('RÉSUMÉ')).toEqual(['faq-resume'])
  })

  it('matches edit ids exactly and by prefix, never with typos', () => {
    expect(ids('V608')).toEqual(['fig-v608', 'fig-v608-1', 'fig-v608-2-c'])
    expect(ids('V608-1')).toEqual(['fig-v608-1'])
    expect(ids('v608-2')).toEqual(['fig-v608-2-c'])
    expect(ids('V60')).toEqual(['fig-v608', 'fig-v608-1', 'fig-v608-2-c', 'fig-v609-c'])
    expect(ids('V607')).toEqual([])
  })

  it('returns every record for a query without words', () => {
    expect(search(fixture, { indexName: 'x', query: '' }).nbHits).toBe(
      new Set(FIXTURE_RECORDS.map((r) => r.url)).size,
    )
  })
})

describe('questions', () => {
  it('leaves out stop words, unless the query has nothing else', () => {
    expect(ids('how do I renew my LEI')).toEqual(ids('renew lei'))
    const records = [rec('who', { lvl1: 'Who' }), rec('other', { lvl1: 'Other' })]
    expect(rankOf(records, 'who')).toEqual(['who'])
  })

  it('understands FIG as the Filing Instructions Guide', () => {
    const records = [
      rec('guide', { lvl1: 'Filing Instructions Guide for 2026' }),
      rec('old', { lvl1: 'Filing Instructions Guide for 2019' }),
      rec('fruit', { lvl1: 'Fig trees 2026' }),
    ]
    expect(rankOf(records, 'FIG 2026')).toEqual(['guide'])
    expect(rankOf(records, 'fig')).toEqual(['guide', 'old'])
  })

  it('matches plurals and the other form of a few verbs and nouns', () => {
    const records = [
      rec('thresholds', { lvl1: 'Coverage thresholds' }),
      rec('query', { lvl1: 'Queries' }),
      rec('verification', { lvl1: 'File verification' }),
    ]
    expect(rankOf(records, 'threshold coverage')).toEqual(['thresholds'])
    expect(rankOf(records, 'query')).toEqual(['query'])
    expect(rankOf(records, 'verify file')).toEqual(['verification'])
  })

  it('ranks records with more of the words first when words are optional', () => {
    const records = [
      rec('one', { lvl1: 'Quarterly' }),
      rec('two', { content: 'quarterly filing deadlines' }),
      rec('none', { lvl1: 'Other' }),
    ]
    expect(rankOf(records, 'quarterly filing penguins')).toEqual(['two', 'one'])
  })

  it('puts the entry of an edit named by its id first (a query rule)', () => {
    const faq: DocSearchRecord = { ...rec('faq', { lvl1: 'What does V609 mean?' }) }
    const edit: DocSearchRecord = {
      ...rec('edit', { content: 'V609: the check digits of the ULI are wrong.' }),
      anchor: 'edit-V609',
      url: '/p/edit#edit-V609',
    }
    const other: DocSearchRecord = {
      ...rec('other', { content: 'V609 and V608 compared.' }),
      anchor: 'edit-V608',
      url: '/p/other#edit-V608',
    }
    expect(rankOf([faq, other, edit], 'v609')).toEqual(['edit', 'faq', 'other'])
    expect(rankOf([faq, other, edit], 'edit V609')[0]).toBe('edit')
  })
})

describe('ranking (DocSearch index order: typo, attribute, proximity, exact, custom)', () => {
  it('1. fewer typos first', () => {
    expect(
      rankOf([rec('typo', { lvl1: 'lian', pageRank: 9 }), rec('exact', { lvl1: 'loan' })], 'loan'),
    ).toEqual(['exact', 'typo'])
  })

  it('2. a word found exactly takes its attribute from there, not from a typo match', () => {
    const records = [
      rec('public', { lvl1: 'Public data', content: 'the action taken date' }),
      rec('field', { lvl1: 'Guide', lvl2: 'Action taken date' }),
    ]
    // "date" is also "data" with one typo, in the first record's lvl1: that does not count.
    expect(rankOf(records, 'action taken date')).toEqual(['field', 'public'])
  })

  it('3. closer words first (query order beats reversed order), once the attribute ties', () => {
    const records = [
      rec('far', { content: 'alpha gamma delta beta', pageRank: 9 }),
      rec('reversed', { content: 'beta alpha', pageRank: 5 }),
      rec('near', { content: 'alpha beta' }),
      rec('split', { lvl1: 'alpha', content: 'beta', pageRank: 9 }),
    ]
    // "split" matches in lvl1, an earlier attribute than content: attribute comes first.
    expect(rankOf(records, 'alpha beta')).toEqual(['split', 'near', 'reversed', 'far'])
  })

  it('2. a match in an earlier attribute first (lvl0 … lvl6, then content)', () => {
    const records = [
      rec('content', { content: 'appraisal', pageRank: 9 }),
      rec('lvl2', { lvl2: 'appraisal', pageRank: 5 }),
      rec('lvl1', { lvl1: 'appraisal' }),
    ]
    expect(rankOf(records, 'appraisal')).toEqual(['lvl1', 'lvl2', 'content'])
  })

  it('4. exact words before prefixes', () => {
    const records = [rec('prefix', { lvl1: 'loans', pageRank: 9 }), rec('exact', { lvl1: 'loan' })]
    expect(rankOf(records, 'loan')).toEqual(['exact', 'prefix'])
  })

  it('5. then pageRank desc, level desc, position asc', () => {
    const records = [
      rec('first-low', { lvl1: 'rate', level: 0 }),
      rec('second-low', { lvl1: 'rate', level: 0 }),
      rec('high-level', { lvl1: 'rate', level: 90 }),
      rec('high-rank', { lvl1: 'rate', level: 0, pageRank: 1 }),
    ]
    expect(rankOf(records, 'rate')).toEqual(['high-rank', 'high-level', 'first-low', 'second-low'])
  })

  it('keeps one hit per URL (the best ranked)', () => {
    const hits = search(fixture, docSearchRequest('lei')).hits
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length)
    expect(hits[0]?.type).toBe('lvl1')
  })
})

describe('response', () => {
  const response = search(fixture, docSearchRequest('check digit'))

  it('has the fields of Algolia search results', () => {
    expect(response).toMatchObject({
      nbHits: 4,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: 'check digit',
      index: 'docs',
    })
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(1)
    expect(response.params).toContain('hitsPerPage=20')
    expect(response.params).toContain('query=check%20digit')
    expect(response.params).toContain('highlightPreTag=%3Cmark%3E')
  })

  it('ranks the page titled with both words first', () => {
    expect(response.hits.map((h) => h.objectID)).toEqual([
      'tools-check-digit',
      'tools-check-digit-1', // inherits the page title (lvl1)
      'faq-uli-1', // lvl2 heading
      'fig-v609-c', // content only
    ])
  })

  it('retrieves only the requested attributes (and objectID)', () => {
    const hit = response.hits[0] as SearchHit
    expect(Object.keys(hit).sort()).toEqual(
      [
        '_highlightResult',
        '_snippetResult',
        'content',
        'hierarchy',
        'objectID',
        'type',
        'url',
      ].sort(),
    )
    expect(hit.hierarchy).toEqual({
      lvl0: 'Tools',
      lvl1: 'Check Digit',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    })
    const all = search(fixture, { indexName: 'docs', query: 'check digit' }).hits[0] as SearchHit
    expect(all.weight).toBeDefined()
    expect(all.url_without_anchor).toBe('/documentation/tools/check-digit')
  })

  it('pages', () => {
    const page1 = search(fixture, { indexName: 'x', query: 'V60', hitsPerPage: 3, page: 1 })
    expect(page1).toMatchObject({ nbHits: 4, nbPages: 2, page: 1, hitsPerPage: 3 })
    expect(page1.hits.map((h) => h.objectID)).toEqual(['fig-v609-c'])
  })
})

describe('highlighting', () => {
  it('marks matched words with the tags, sets matchLevel, matchedWords, fullyHighlighted', () => {
    const hit = search(fixture, docSearchRequest('check digit')).hits[0] as SearchHit
    expect(hit._highlightResult.hierarchy?.lvl1).toEqual({
      value: '<mark>Check</mark> <mark>Digit</mark>',
      matchLevel: 'full',
      matchedWords: ['check', 'digit'],
      fullyHighlighted: true,
    })
    expect(hit._highlightResult.hierarchy?.lvl0).toEqual({
      value: 'Tools',
      matchLevel: 'none',
      matchedWords: [],
    })
    expect(hit._highlightResult.hierarchy?.lvl2).toBeUndefined()
  })

  it('reports partial matches', () => {
    const hit = search(fixture, docSearchRequest('lei renewal')).hits[0] as SearchHit
    expect(hit._highlightResult.hierarchy?.lvl1).toMatchObject({
      value: 'Legal Entity Identifier (<mark>LEI</mark>)',
      matchLevel: 'partial',
      matchedWords: ['lei'],
      fullyHighlighted: false,
    })
  })

  it('marks only the typed part of a prefix, and the whole word for a typo', () => {
    const prefix = search(fixture, docSearchRequest('mortg')).hits[0] as SearchHit
    expect(prefix._highlightResult.hierarchy?.lvl1?.value).toBe(
      'Which <mark>mortg</mark>ages are reportable?',
    )
    const typo = search(fixture, docSearchRequest('mortgaes')).hits[0] as SearchHit
    expect(typo._highlightResult.hierarchy?.lvl1?.value).toBe(
      'Which <mark>mortgages</mark> are reportable?',
    )
  })

  it('escapes the record text', () => {
    const hit = search(fixture, docSearchRequest('apor')).hits[0] as SearchHit
    expect(hit._highlightResult.content?.value).toContain('&lt;<mark>APOR</mark>&gt;')
    expect(hit._highlightResult.content?.value).toContain('transaction &amp; week')
  })

  it('uses <em> when no tags are given', () => {
    const hit = search(fixture, { indexName: 'x', query: 'lei' }).hits[0] as SearchHit
    expect(hit._highlightResult.hierarchy?.lvl1?.value).toBe(
      'Legal Entity Identifier (<em>LEI</em>)',
    )
    expect(hit._snippetResult).toBeUndefined()
  })
})

describe('snippets', () => {
  it('cuts the content to the requested words around the match, with ellipses', () => {
    const ten = search(fixture, docSearchRequest('foundation')).hits[0] as SearchHit
    expect(ten._snippetResult?.content).toEqual({
      value: '…Unit accredited by the Global LEI <mark>Foundation</mark>; renewal is yearly.',
      matchLevel: 'full',
    })
    const five = search(fixture, docSearchRequest('foundation', 5)).hits[0] as SearchHit
    expect(five._snippetResult?.content?.value).toBe(
      '…LEI <mark>Foundation</mark>; renewal is yearly.',
    )
  })

  it('starts at the beginning when the match is there, and keeps short texts whole', () => {
    const hit = search(fixture, docSearchRequest('request', 5)).hits[0] as SearchHit
    expect(hit._snippetResult?.content?.value).toBe('<mark>Request</mark> one from any Local…')
    expect(hit._snippetResult?.hierarchy?.lvl1).toEqual({
      value: 'Legal Entity Identifier (LEI)',
      matchLevel: 'none',
    })
  })

  it('prefers the window with the most matches', () => {
    const hit = search(fixture, docSearchRequest('loan identifier', 5)).hits.find(
      (h) => h.objectID === 'faq-uli-1',
    ) as SearchHit
    expect(hit._snippetResult?.content?.value).toBe(
      '…LEI and the <mark>loan</mark> <mark>identifier</mark>.',
    )
  })
})

describe('Algolia parameters', () => {
  it('keeps stop words with removeStopWords: false, and does not fall back with "none"', () => {
    const records = [rec('who', { lvl1: 'Who files' }), rec('files', { lvl1: 'Files' })]
    const run = (query: string, extra: Partial<SearchRequest>) =>
      search(buildIndex(records), { indexName: 'x', query, ...extra }).hits.map((h) => h.objectID)
    expect(run('who files', {})).toEqual(['who', 'files'])
    expect(run('who files', { removeStopWords: false })).toEqual(['who'])
    expect(run('files penguins', { removeWordsIfNoResults: 'none' })).toEqual([])
    expect(run('files penguins', { removeWordsIfNoResults: 'allOptional' })).toEqual([
      'who',
      'files',
    ])
  })
})

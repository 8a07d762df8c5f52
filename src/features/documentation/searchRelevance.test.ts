// Relevance of the documentation search: the local engine (src/lib/search, the same code the
// site runs) over the records the build publishes (scripts/docs/records.mjs, real docs/ pages and
// the generated Filing Instructions Guide). Each query must bring the named page into the top 3
// pages; misspelt queries (one wrong, missing, extra or swapped letter) must still find it.
import { buildSearchRecords, type DocSearchRecord } from '../../../scripts/docs/records.mjs'
import { buildIndex, search, type SearchIndex } from '@/lib/search/engine'
import * as fig from './fig/figModel'

const FIG = '/documentation/fig/2026/overview'

/** [query, page (url without anchor) expected among the first three hits] */
const QUERIES: [string, string][] = [
  ['check digit', '/documentation/faq/check-digit'],
  ['V608', FIG],
  ['V609', FIG],
  ['S305', FIG],
  ['rate spread APOR', '/documentation/faq/rate-spread-apor'],
  ['quarterly filer', '/documentation/faq/quarterly-filing'],
  ['login.gov', '/documentation/faq/login-gov-quick-reference'],
  ['modified LAR', '/documentation/publications/modified-lar'],
  ['LEI', '/documentation/faq/lei'],
  ['legal entity identifier', '/documentation/faq/lei'],
  ['ULI', '/documentation/faq/uli'],
  ['universal loan identifier', '/documentation/faq/uli'],
  ['resubmit', '/documentation/faq/resubmission'],
  ['filing deadline', '/documentation/faq/filing-deadlines'],
  ['snapshot dataset', '/documentation/publications/snapshot-national-loan-level-dataset'],
  ['partial exemption', '/documentation/faq/partial-exemptions'],
  ['NA exempt', '/documentation/faq/na-and-exempt-codes'],
  ['data browser API', '/documentation/developer-apis/data-browser-api'],
  ['census tract', '/documentation/faq/census-tract-geography'],
  ['file format verification', '/documentation/tools/file-format-verification'],
  ['signing certification', '/documentation/faq/signing-certification'],
  ['reporter panel', '/documentation/publications/reporter-panel'],
  ['disclosure reports', '/documentation/publications/disclosure-reports'],
  ['aggregate reports', '/documentation/publications/aggregate-reports'],
  ['three-year dataset', '/documentation/publications/three-year-national-loan-level-dataset'],
  ['one year dataset', '/documentation/publications/one-year-national-loan-level-dataset'],
  ['loan amount rounding', '/documentation/publications/privacy-modifications'],
  ['online LAR formatting', '/documentation/tools/online-lar-formatting'],
  ['excel LAR formatting tool', '/documentation/tools/lar-formatting'],
  ['HMDA threshold', '/documentation/faq/who-must-file'],
  ['check digit API', '/documentation/developer-apis/check-digit-api'],
  ['rate spread API', '/documentation/developer-apis/rate-spread-api'],
  ['dynamic dataset', '/documentation/publications/dynamic-national-loan-level-dataset'],
  ['transmittal sheet fields', FIG],
  ['syntactical validity quality macro', '/documentation/faq/edits'],
  ['data collection timeline', '/documentation/faq/data-collection-timelines'],
  ['who must report', '/documentation/faq/who-must-file'],
  ['APOR tables file server', '/documentation/developer-apis/file-server'],
]

const QUARTERLY = '/documentation/fig/2026/supplemental-guide-for-quarterly-filers'

/**
 * Questions as people type them: stop words, words no page has, the FIG abbreviation, and the
 * tool pages themselves. [query, page expected among the first three pages]
 */
const QUESTIONS: [string, string][] = [
  ['who has to file quarterly', '/documentation/faq/quarterly-filing'],
  ['verify my file format', '/tools/file-format-verification'],
  ['what is the threshold for reporting', '/documentation/faq/who-must-file'],
  ['I forgot my password', '/documentation/faq/login-gov-quick-reference'],
  ['FIG 2026', FIG],
  ['fig 2019', '/documentation/fig/2019/overview'],
  ['can I file late', '/documentation/faq/filing-deadlines'],
  ['how do I get an LEI', '/documentation/faq/lei'],
  ['how is the check digit calculated', '/documentation/faq/check-digit'],
  ['check digit tool', '/tools/check-digit'],
  ['generate a check digit for my ULI', '/tools/check-digit'],
  ['rate spread calculator', '/tools/rate-spread'],
  ['calculate the rate spread for a loan', '/tools/rate-spread'],
  ['online LAR formatting tool', '/tools/online-lar-formatting'],
  ['excel spreadsheet to format my LAR', '/tools/lar-formatting'],
  ['what tools are there', '/tools/'],
  ['how do I resubmit my data', '/documentation/faq/resubmission'],
  ['when is the filing deadline', '/documentation/faq/filing-deadlines'],
  ['how do I sign and certify my submission', '/documentation/faq/signing-certification'],
  ['what is the difference between NA and exempt', '/documentation/faq/na-and-exempt-codes'],
  ['what is a partial exemption', '/documentation/faq/partial-exemptions'],
  ['how do I find the census tract of a property', '/documentation/faq/census-tract-geography'],
  ['where can I download a modified LAR', '/documentation/publications/modified-lar'],
  ['what is the APOR', '/documentation/faq/rate-spread-apor'],
  ['what edits does my file have to pass', '/documentation/faq/edits'],
  ['what is a universal loan identifier', '/documentation/faq/uli'],
  ['how do I file my HMDA data', '/documentation/faq/how-to-file'],
  ['supplemental guide for quarterly filers', QUARTERLY],
  ['which edits apply to quarterly filings', QUARTERLY],
  ['which institutions must report HMDA data', '/documentation/faq/who-must-file'],
  [
    'how are loan amounts rounded in the public data',
    '/documentation/publications/privacy-modifications',
  ],
  ['what fields are in the transmittal sheet', FIG],
  ['what is the data browser', '/documentation/faq/data-browser'],
  ['is quarterly data made public', '/documentation/faq/quarterly-filing'],
  ['where do I find the APOR tables', '/documentation/developer-apis/file-server'],
  ['what is the action taken date', FIG],
  ['how do I file late', '/documentation/faq/filing-deadlines'],
]

/** One-letter mistakes of queries above, with the page they must still find. */
const TYPOS: [string, string][] = [
  ['chek digit', '/documentation/faq/check-digit'],
  ['rate sprad', '/documentation/faq/rate-spread-apor'],
  ['quartelry filer', '/documentation/faq/quarterly-filing'],
  ['modifeid LAR', '/documentation/publications/modified-lar'],
  ['resubmmit', '/documentation/faq/resubmission'],
  ['partial exemptoin', '/documentation/faq/partial-exemptions'],
  ['reporter pannel', '/documentation/publications/reporter-panel'],
  ['snapshop dataset', '/documentation/publications/snapshot-national-loan-level-dataset'],
]

let index: SearchIndex
let records: DocSearchRecord[]
beforeAll(async () => {
  records = await buildSearchRecords({ docsYear: 2026, fig })
  index = buildIndex(records)
})

/** The first `n` distinct pages among the hits, in rank order (what the modal shows first). */
function topPages(query: string, n = 3): string[] {
  const response = search(index, { indexName: 'hmda-docs', query, hitsPerPage: 20 })
  const pages = response.hits.map((hit) => String(hit.url).split('#')[0] ?? '')
  return [...new Set(pages)].slice(0, n)
}

describe('documentation search relevance', () => {
  it('has at least 60 queries, each naming a page that exists', () => {
    expect(QUERIES.length + QUESTIONS.length).toBeGreaterThanOrEqual(60)
    const pages = new Set(records.map((r) => r.url_without_anchor))
    for (const [, page] of [...QUERIES, ...QUESTIONS, ...TYPOS]) expect(pages).toContain(page)
  })

  it.each(QUERIES)('"%s" returns %s in the top 3', (query, page) => {
    expect(topPages(query)).toContain(page)
  })

  it.each(QUESTIONS)('the question "%s" returns %s in the top 3', (query, page) => {
    expect(topPages(query)).toContain(page)
  })

  it.each([
    ['who has to file quarterly', '/documentation/faq/quarterly-filing'],
    ['verify my file format', '/tools/file-format-verification'],
    ['what is the threshold for reporting', '/documentation/faq/who-must-file'],
    ['I forgot my password', '/documentation/faq/login-gov-quick-reference'],
    ['FIG 2026', FIG],
    ['can I file late', '/documentation/faq/filing-deadlines'],
  ])('the question "%s" returns %s first', (query, page) => {
    expect(topPages(query, 1)).toEqual([page])
  })

  it.each(['V609', 'v609', 'S305', 'Q605-1'])(
    'ranks the current guide entry of the edit %s first',
    (id) => {
      const response = search(index, { indexName: 'hmda-docs', query: id, hitsPerPage: 20 })
      expect(response.hits[0]?.url).toBe(`${FIG}#edit-${id.toUpperCase()}`)
    },
  )

  it('indexes the tool pages, one record per page with its description', () => {
    for (const url of [
      '/tools/',
      '/tools/check-digit',
      '/tools/rate-spread',
      '/tools/file-format-verification',
      '/tools/online-lar-formatting',
      '/tools/lar-formatting',
    ]) {
      const own = records.filter((r) => r.url_without_anchor === url)
      expect(own.length, url).toBeGreaterThan(0)
      expect(
        own.some((r) => (r.content ?? '').length > 40),
        url,
      ).toBe(true)
    }
  })

  it.each(TYPOS)('"%s" (one-letter mistake) still returns %s in the top 3', (query, page) => {
    expect(topPages(query)).toContain(page)
  })

  it('finds an edit by its exact id and anchors the hit at the edit', () => {
    const response = search(index, { indexName: 'hmda-docs', query: 'V608-1', hitsPerPage: 20 })
    expect(response.hits[0]?.url).toBe(`${FIG}#edit-V608-1`)
  })

  it('returns nothing for words that are in no page', () => {
    expect(search(index, { indexName: 'hmda-docs', query: 'zyxwvut qqqq' }).nbHits).toBe(0)
  })
})

/** Hand-written DocSearch records for the search tests (unit tests and the e2e fixture). */
import type { DocSearchRecord, Hierarchy, RecordType } from './types'

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
}

let position = 0

function record(
  id: string,
  url: string,
  type: RecordType,
  levels: (string | null)[],
  content: string | null = null,
  pageRank = 0,
): DocSearchRecord {
  const [lvl0 = '', lvl1 = null, lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] =
    levels
  const hierarchy: Hierarchy = { lvl0: lvl0 ?? '', lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 }
  const hash = url.indexOf('#')
  return {
    objectID: id,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    type,
    hierarchy,
    content,
    weight: { pageRank, level: LEVEL_WEIGHT[type], position: position++ },
  }
}

const FAQ = 'Frequently Asked Questions'
const FIG = 'Filing Instructions Guide'
const TOOLS = 'Tools'
const LEI_PAGE = '/documentation/faq/lei'
const FIG_PAGE = '/documentation/fig/2026/overview'

export const FIXTURE_RECORDS: DocSearchRecord[] = [
  record('faq-lei', LEI_PAGE, 'lvl1', [FAQ, 'Legal Entity Identifier (LEI)']),
  record(
    'faq-lei-1',
    LEI_PAGE,
    'content',
    [FAQ, 'Legal Entity Identifier (LEI)'],
    'A financial institution identifies itself in its HMDA submission with its LEI, a twenty-character code issued by a Local Operating Unit.',
  ),
  record('faq-lei-get', `${LEI_PAGE}#how-do-i-get-an-lei`, 'lvl2', [
    FAQ,
    'Legal Entity Identifier (LEI)',
    'How do I get an LEI?',
  ]),
  record(
    'faq-lei-get-1',
    `${LEI_PAGE}#how-do-i-get-an-lei`,
    'content',
    [FAQ, 'Legal Entity Identifier (LEI)', 'How do I get an LEI?'],
    'Request one from any Local Operating Unit accredited by the Global LEI Foundation; renewal is yearly.',
  ),
  record('faq-uli', '/documentation/faq/uli', 'lvl1', [FAQ, 'Universal Loan Identifier (ULI)']),
  record(
    'faq-uli-1',
    '/documentation/faq/uli#check-digit',
    'content',
    [FAQ, 'Universal Loan Identifier (ULI)', 'Check digit'],
    'The last two characters of a ULI are a check digit computed with ISO 7064 MOD 97-10 over the LEI and the loan identifier.',
  ),
  record('faq-mortgage', '/documentation/faq/reportable-mortgages', 'lvl1', [
    FAQ,
    'Which mortgages are reportable?',
  ]),
  record(
    'faq-mortgage-1',
    '/documentation/faq/reportable-mortgages',
    'content',
    [FAQ, 'Which mortgages are reportable?'],
    'Closed-end mortgage loans and open-end lines of credit secured by a dwelling are reported, with some exclusions such as agricultural loans.',
  ),
  record(
    'faq-resume',
    '/documentation/faq/resubmission',
    'content',
    [FAQ, 'Résumé of a resubmission'],
    'After a resubmission the previous filing is replaced; the institution signs again.',
  ),
  record('fig-2026', FIG_PAGE, 'lvl1', [FIG, '2026 Filing Instructions Guide']),
  record('fig-v608', `${FIG_PAGE}#edit-V608`, 'lvl2', [
    FIG,
    '2026 Filing Instructions Guide',
    'V608',
  ]),
  record(
    'fig-v608-1',
    `${FIG_PAGE}#edit-V608-1`,
    'lvl3',
    [FIG, '2026 Filing Instructions Guide', 'V608', 'V608-1'],
    null,
  ),
  record(
    'fig-v608-1-c',
    `${FIG_PAGE}#edit-V608-1`,
    'content',
    [FIG, '2026 Filing Instructions Guide', 'V608', 'V608-1'],
    'If the ULI is provided, it must be at least 23 and at most 45 characters long.',
  ),
  record(
    'fig-v608-2-c',
    `${FIG_PAGE}#edit-V608-2`,
    'content',
    [FIG, '2026 Filing Instructions Guide', 'V608', 'V608-2'],
    'If the Non-Universal Loan Identifier is provided, it must be at most 22 characters.',
  ),
  record(
    'fig-v609-c',
    `${FIG_PAGE}#edit-V609`,
    'content',
    [FIG, '2026 Filing Instructions Guide', 'V609'],
    'The check digit of the ULI must be valid.',
  ),
  record(
    'fig-lar-loan-amount',
    `${FIG_PAGE}#lar-loanAmount`,
    'content',
    [FIG, '2026 Filing Instructions Guide', 'Loan Amount'],
    'The amount of the covered loan, or the amount applied for, in dollars.',
  ),
  record('tools-check-digit', '/documentation/tools/check-digit', 'lvl1', [TOOLS, 'Check Digit']),
  record(
    'tools-check-digit-1',
    '/documentation/tools/check-digit#batch',
    'content',
    [TOOLS, 'Check Digit', 'Batch'],
    'Upload a CSV file of loan identifiers to generate or validate check digits for many loans at once.',
  ),
  record(
    'tools-rate-spread',
    '/documentation/tools/rate-spread',
    'lvl1',
    [TOOLS, 'Rate Spread Calculator'],
    null,
    2,
  ),
  record(
    'tools-rate-spread-1',
    '/documentation/tools/rate-spread#apor',
    'content',
    [TOOLS, 'Rate Spread Calculator', 'Average prime offer rates'],
    'The calculator compares the annual percentage rate with the average prime offer rate <APOR> of a comparable transaction & week.',
  ),
]

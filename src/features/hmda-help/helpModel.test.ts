import { describe, expect, it } from 'vitest'
import type { DerivedConfig, FilingPeriod } from '@/config/types'
import type { NoteHistoryItem } from '@/lib/api/helpAdmin'
import {
  adminBaseOf,
  easternDateTime,
  fileStateOf,
  filersStartYear,
  helpPath,
  helpPeriods,
  helpYears,
  historyChanges,
  matchFilers,
  parseHelpRoute,
  publicationPaths,
  type HelpRoute,
} from './helpModel'

const visible = (isVisible: boolean) => ({ isVisible }) as FilingPeriod

const config = {
  filingPeriodStatus: {
    '2024': visible(true),
    '2025': visible(true),
    '2025-Q1': visible(true),
    '2025-Q2': visible(true),
    '2025-Q3': visible(false),
    '2026-Q1': visible(false),
  },
  timedGuards: { preview: ['2021-Q1', '2022-Q3', '2025'] },
} as unknown as DerivedConfig

const LEI = 'B90YWS6AFX2LGWOXJ1LD'

describe('helpYears', () => {
  it('lists visible years, preview years and the next year, newest first, as strings', () => {
    expect(helpYears(config)).toEqual(['2026', '2025', '2024', '2022', '2021'])
  })
  it('is empty when no period is visible or previewed', () => {
    expect(
      helpYears({
        filingPeriodStatus: {},
        timedGuards: { preview: [] },
      } as unknown as DerivedConfig),
    ).toEqual([])
  })
  it('starts the filers list at the second year', () => {
    expect(filersStartYear(['2026', '2025'])).toBe(2025)
    expect(filersStartYear(['2026'])).toBe(2026)
    expect(filersStartYear([])).toBeNull()
  })
})

describe('helpPeriods', () => {
  it('lists visible periods newest first, the annual period before its quarters', () => {
    expect(helpPeriods(config)).toEqual(['2025', '2025-Q2', '2025-Q1', '2024'])
  })
})

describe('addresses', () => {
  const routes: [string, string, HelpRoute][] = [
    ['search', '', { screen: 'search' }],
    [`institutions/${LEI}`, '', { screen: 'institution', lei: LEI, tab: 'records' }],
    [
      `institutions/${LEI}/submissions`,
      '',
      { screen: 'institution', lei: LEI, tab: 'submissions' },
    ],
    [
      `institutions/${LEI}/publications`,
      '',
      { screen: 'institution', lei: LEI, tab: 'publications' },
    ],
    [`institutions/${LEI}/year/2024`, '', { screen: 'edit', lei: LEI, year: '2024' }],
    ['add', `?lei=${LEI}&year=2025`, { screen: 'add', lei: LEI, year: '2025' }],
    ['add', '', { screen: 'add', lei: '', year: '' }],
  ]
  it.each(routes)('reads %s%s and writes it back', (rest, search, route) => {
    expect(parseHelpRoute(rest, search)).toEqual(route)
    expect(helpPath(route)).toBe(`/hmda-help/${rest}${search}`)
  })
  it('upper-cases LEIs and cleans the add query', () => {
    expect(parseHelpRoute(`institutions/${LEI.toLowerCase()}`)).toEqual({
      screen: 'institution',
      lei: LEI,
      tab: 'records',
    })
    expect(parseHelpRoute('add', '?lei=ab-c 1&year=20x5')).toEqual({
      screen: 'add',
      lei: 'ABC1',
      year: '',
    })
  })
  it.each([
    '',
    'institutions',
    'institutions/SHORT',
    `institutions/${LEI}/other`,
    `institutions/${LEI}/year/24`,
    `institutions/${LEI}/year/2024/more`,
    'search/more',
    'no-such-screen',
  ])('refuses %j', (rest) => {
    expect(parseHelpRoute(rest)).toBeNull()
  })
})

describe('matchFilers', () => {
  const filers = [
    { lei: 'AAAA0000000000000001', name: 'First Bank' },
    { lei: 'BBBB0000000000000002', name: 'Bank of AAAA' },
    { lei: 'CCCC0000000000000003', name: 'Other' },
  ]
  it('puts LEIs starting with the text first, then other matches by LEI or name', () => {
    expect(matchFilers(filers, 'AAAA').map((f) => f.name)).toEqual(['First Bank', 'Bank of AAAA'])
    expect(matchFilers(filers, 'BANK').map((f) => f.lei)).toEqual([
      'AAAA0000000000000001',
      'BBBB0000000000000002',
    ])
  })
  it('waits for two characters and keeps to the limit', () => {
    expect(matchFilers(filers, 'A')).toEqual([])
    expect(matchFilers(filers, '00', 2)).toHaveLength(2)
  })
})

describe('historyChanges', () => {
  const item = (id: number, record: Record<string, unknown> | null): NoteHistoryItem => ({
    id,
    year: '2024',
    lei: LEI,
    historyID: `${LEI}-2024-${id}`,
    notes: `note ${id}`,
    savedAt: id,
    record,
  })
  it('compares each snapshot with the one before it; the oldest shows every field', () => {
    const items = [
      item(2, {
        lei: LEI,
        taxId: '01-0000002',
        emailDomains: ['a.test', 'b.test'],
        respondent: { name: 'Bank', state: '' },
        notes: 'second',
      }),
      item(1, {
        lei: LEI,
        taxId: '01-0000001',
        emailDomains: ['a.test'],
        respondent: { name: 'Bank', state: '' },
        notes: 'first',
      }),
    ]
    const [newest, oldest] = historyChanges(items)
    expect(newest).toEqual([
      { field: 'taxId', before: '01-0000001', after: '01-0000002' },
      { field: 'emailDomains', before: 'a.test', after: 'a.test, b.test' },
    ])
    expect(oldest?.map((c) => c.field)).toEqual(['lei', 'taxId', 'emailDomains', 'respondent.name'])
  })
  it('reads an unreadable snapshot as empty', () => {
    expect(historyChanges([item(1, null)])).toEqual([[]])
  })
})

describe('publications', () => {
  it('reads HEAD statuses', () => {
    expect(fileStateOf(200)).toBe('exists')
    expect(fileStateOf(404)).toBe('absent')
    expect(fileStateOf(0)).toBe('blocked')
    expect(fileStateOf(503)).toBe('error')
  })
  it('names the file server paths and the admin base', () => {
    expect(publicationPaths('2024', LEI)).toEqual({
      'hmda-modified-lar': `/modified-lar/2024/${LEI}.txt`,
      'hmda-irs': `/reports/disclosure/2024/${LEI}/nationwide/IRS.csv`,
    })
    expect(adminBaseOf('/v2/filing')).toBe('/v2/admin')
    expect(adminBaseOf('https://api.test/v2/filing/')).toBe('https://api.test/v2/admin')
  })
})

describe('easternDateTime', () => {
  // The same instant as the lender's receipt ("6:10:48 PM EST"), whatever the machine's zone
  // (the unit tests also run in Los Angeles and Tokyo time).
  const normal = (text: string) => text.replace(/\s/g, ' ')
  it('shows an instant in Eastern time, labelled with the zone', () => {
    expect(normal(easternDateTime(Date.UTC(2025, 10, 20, 23, 10, 48)))).toBe(
      'Nov 20, 2025, 6:10:48 PM EST',
    )
    expect(normal(easternDateTime(Date.UTC(2025, 6, 1, 3, 5, 0)))).toBe(
      'Jun 30, 2025, 11:05:00 PM EDT',
    )
  })
})

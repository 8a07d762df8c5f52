import { PRODUCTS, type ChangeLogEntry } from './changeLog'
import {
  entryMatches,
  filterEntries,
  highlightParts,
  keywordWords,
  NO_FILTERS,
  parseFilters,
  PRODUCT_KEYS,
  searchText,
  serializeFilters,
  sortNewestFirst,
  toggleValue,
  unknownFilterValues,
  type Filters,
} from './filterEntries'

const entry = (
  id: string,
  type: ChangeLogEntry['type'],
  product: ChangeLogEntry['product'],
  description: string,
  date = '2024-01-01',
): ChangeLogEntry => ({ id, date, type, product, description })

const ENTRIES: ChangeLogEntry[] = [
  entry('a', 'release', 'HMDA Tools', 'The **Check Digit** tool checks a whole file.'),
  entry(
    'b',
    'update',
    'HMDA Tools',
    'Rate spread tables updated. See [the tool](/tools/rate-spread).',
  ),
  entry('c', 'update', 'HMDA Filing', 'Edits for 2024: check the digit count of the NMLSR ID.'),
  entry('d', 'correction', 'Reports', 'Disclosure reports corrected.'),
  entry('e', 'announcement', 'HMDA Filing', 'Filing opened.'),
]

const ids = (filters: Partial<Filters>) =>
  filterEntries(ENTRIES, { ...NO_FILTERS, ...filters }).map((e) => e.id)

describe('filterEntries', () => {
  it('keeps everything without filters', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('ORs the values of one kind', () => {
    expect(ids({ types: ['release'] })).toEqual(['a'])
    expect(ids({ types: ['release', 'correction'] })).toEqual(['a', 'd'])
    expect(ids({ products: ['HMDA Tools', 'Reports'] })).toEqual(['a', 'b', 'd'])
  })

  it('ANDs the kinds', () => {
    expect(ids({ types: ['update'], products: ['HMDA Tools'] })).toEqual(['b'])
    expect(ids({ types: ['update', 'release'], products: ['HMDA Filing'] })).toEqual(['c'])
    expect(ids({ types: ['correction'], products: ['HMDA Tools'] })).toEqual([])
    expect(
      ids({ types: ['update', 'release'], products: ['HMDA Tools'], keywords: 'file' }),
    ).toEqual(['a'])
  })

  it('needs every keyword, in any case and order, anywhere in the description', () => {
    expect(ids({ keywords: 'check' })).toEqual(['a', 'c'])
    expect(ids({ keywords: 'DIGIT check' })).toEqual(['a', 'c'])
    expect(ids({ keywords: 'check digit tool' })).toEqual(['a'])
    expect(ids({ keywords: '  check   nmlsr ' })).toEqual(['c'])
    expect(ids({ keywords: 'check nothing-like-this' })).toEqual([])
    expect(ids({ keywords: 'dig' })).toEqual(['a', 'c'])
  })

  it('matches the text a reader sees, not markup or link addresses', () => {
    expect(ids({ keywords: '**check' })).toEqual([])
    expect(ids({ keywords: 'rate-spread' })).toEqual([])
    expect(ids({ keywords: 'the tool' })).toEqual(['a', 'b'])
    expect(searchText(ENTRIES[1]?.description ?? '')).toBe(
      'rate spread tables updated. see the tool.',
    )
  })

  it('treats blank keywords as no keyword filter', () => {
    expect(ids({ keywords: '   ' })).toHaveLength(5)
    expect(entryMatches(ENTRIES[3] as ChangeLogEntry, { ...NO_FILTERS, keywords: '\t' })).toBe(true)
  })
})

describe('keywordWords', () => {
  it('splits on white space, lower-cases and removes repeats', () => {
    expect(keywordWords(' Check  digit\tCHECK ')).toEqual(['check', 'digit'])
    expect(keywordWords('')).toEqual([])
  })

  it('also splits on commas, as in keywords=2020,tool', () => {
    expect(keywordWords('2020,tool')).toEqual(['2020', 'tool'])
    expect(keywordWords(' check , digit,,')).toEqual(['check', 'digit'])
  })
})

describe('parseFilters', () => {
  const parse = (query: string) => parseFilters(new URLSearchParams(query))

  it('reads the documented form (keys for types and products)', () => {
    expect(parse('?type=release,update&product=tools&keywords=check%20digit')).toEqual({
      types: ['release', 'update'],
      products: ['HMDA Tools'],
      keywords: 'check digit',
    })
  })

  it('returns no filters for an empty query', () => {
    expect(parse('')).toEqual(NO_FILTERS)
  })

  it('reads product labels from old links', () => {
    expect(parse('?product=HMDA%20Tools,Modified+LAR').products).toEqual([
      'Modified LAR',
      'HMDA Tools',
    ])
  })

  it('ignores unknown values and keeps the known ones', () => {
    expect(parse('?type=release,bogus,&product=Nope,Reports&colour=red')).toEqual({
      types: ['release'],
      products: ['Reports'],
      keywords: '',
    })
    expect(parse('?type=__proto__&product=constructor')).toEqual(NO_FILTERS)
  })

  it('accepts repeated parameters, + for spaces, any case, and puts values in canonical order', () => {
    expect(parse('?type=correction&type=ANNOUNCEMENT,correction&product=FILING')).toEqual({
      types: ['announcement', 'correction'],
      products: ['HMDA Filing'],
      keywords: '',
    })
  })

  it('keeps the keyword text as typed', () => {
    expect(parse('?keywords=Check+Digit%2C%20ULI').keywords).toBe('Check Digit, ULI')
  })
})

describe('unknownFilterValues', () => {
  const unknown = (query: string) => unknownFilterValues(new URLSearchParams(query))

  it('lists the values of type and product that name nothing, as written', () => {
    expect(unknown('?type=release,bogus,&product=Nope,tools,HMDA%20Filing&type=Later')).toEqual({
      types: ['bogus', 'Later'],
      products: ['Nope'],
    })
  })

  it('is empty when every value is known', () => {
    expect(unknown('?type=RELEASE&product=modified-lar,Reports&keywords=zzz')).toEqual({
      types: [],
      products: [],
    })
  })
})

describe('PRODUCT_KEYS', () => {
  it('gives every product a distinct lower-case key', () => {
    const keys = PRODUCTS.map((p) => PRODUCT_KEYS[p])
    expect(new Set(keys).size).toBe(PRODUCTS.length)
    for (const key of keys) expect(key).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
    expect(PRODUCT_KEYS['HMDA Tools']).toBe('tools')
  })
})

describe('serializeFilters', () => {
  it('writes the documented form', () => {
    expect(
      serializeFilters({
        types: ['release', 'update'],
        products: ['HMDA Tools'],
        keywords: 'check digit',
      }),
    ).toBe('?type=release,update&product=tools&keywords=check%20digit')
  })

  it('leaves out what is not set, and blank keywords', () => {
    expect(serializeFilters(NO_FILTERS)).toBe('')
    expect(serializeFilters({ ...NO_FILTERS, keywords: '  ' })).toBe('')
    expect(serializeFilters({ ...NO_FILTERS, products: ['Modified LAR', 'Reports'] })).toBe(
      '?product=modified-lar,reports',
    )
  })

  it('encodes characters that would break the query', () => {
    expect(serializeFilters({ ...NO_FILTERS, keywords: 'a&b=c,d#e%' })).toBe(
      '?keywords=a%26b%3Dc%2Cd%23e%25',
    )
  })

  it('round-trips through parseFilters', () => {
    const filters: Filters = {
      types: ['announcement', 'correction'],
      products: ['National Datasets', 'HMDA Filing'],
      keywords: 'Login.gov, 2025 & more',
    }
    expect(parseFilters(new URLSearchParams(serializeFilters(filters)))).toEqual(filters)
  })
})

describe('toggleValue', () => {
  const order = ['a', 'b', 'c'] as const
  it('adds and removes a value, keeping the canonical order', () => {
    expect(toggleValue(['c'], 'a', order)).toEqual(['a', 'c'])
    expect(toggleValue(['a', 'c'], 'a', order)).toEqual(['c'])
    expect(toggleValue([], 'b', order)).toEqual(['b'])
  })
})

describe('sortNewestFirst', () => {
  it('sorts by date descending and keeps the order of entries of one date', () => {
    const list = [
      entry('old', 'update', 'Reports', 'x', '2019-12-31'),
      entry('new-1', 'update', 'Reports', 'x', '2025-01-01'),
      entry('mid', 'update', 'Reports', 'x', '2020-01-01'),
      entry('new-2', 'update', 'Reports', 'x', '2025-01-01'),
    ]
    expect(sortNewestFirst(list).map((e) => e.id)).toEqual(['new-1', 'new-2', 'mid', 'old'])
    expect(list[0]?.id).toBe('old')
  })
})

describe('highlightParts', () => {
  it('splits text into matching and other runs, case-insensitively', () => {
    expect(highlightParts('Check the check digit', ['check', 'digit'])).toEqual([
      { text: 'Check', match: true },
      { text: ' the ', match: false },
      { text: 'check', match: true },
      { text: ' ', match: false },
      { text: 'digit', match: true },
    ])
  })

  it('prefers the longest word at a position and escapes special characters', () => {
    expect(highlightParts('checking (a+b)', ['check', 'checking', '(a+b)'])).toEqual([
      { text: 'checking', match: true },
      { text: ' ', match: false },
      { text: '(a+b)', match: true },
    ])
  })

  it('returns the text as one run without words', () => {
    expect(highlightParts('text', [])).toEqual([{ text: 'text', match: false }])
    expect(highlightParts('', ['x'])).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { VARIABLES_2018_ON } from '@/lib/api/dataBrowserVariables'
import type { AggregationRow, DataBrowserQuery } from '@/lib/api/dataBrowser'
import {
  denialRates,
  expectedGeographyRows,
  institutionLabel,
  isComplete,
  parseSearch,
  sortRows,
  summarize,
  summaryCsv,
  summaryFileName,
  switchYear,
  yearSwitch,
  toQuery,
  toSearch,
  type Selection,
} from './selection'

const YEARS = ['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025']

describe('URL state ⇄ selection', () => {
  it.each(YEARS)('round-trips every variable and value in %s', (year) => {
    for (const variable of VARIABLES_2018_ON) {
      const selection: Selection = {
        category: 'counties',
        items: ['06037', '48113'],
        leis: ['B4TYDEB6GKMZO031MB27'],
        variables: [
          { key: variable.key, values: variable.values.map((v) => v.value) },
          ...(variable.key === 'actions_taken' ? [] : [{ key: 'actions_taken', values: ['3'] }]),
        ],
      }
      const search = toSearch(selection)
      expect(search).toContain('getDetails=1')
      const parsed = parseSearch(`?${search}`, year)
      expect(parsed.dropped).toEqual([])
      expect(parsed.selection).toEqual(selection)
    }
  })

  it('reads a URL in the reference format (encoded values, commas kept)', () => {
    const { selection, dropped } = parseSearch(
      '?category=states&items=AL,AK&leis=B4TYDEB6GKMZO031MB27,7H6GLXDRUGQFU57RNE97&races=Black%20or%20African%20American,White&ageapplicant=%3C25,%3E74&getDetails=1',
      '2024',
    )
    expect(dropped).toEqual([])
    expect(selection).toEqual({
      category: 'states',
      items: ['AL', 'AK'],
      leis: ['B4TYDEB6GKMZO031MB27', '7H6GLXDRUGQFU57RNE97'],
      variables: [
        { key: 'races', values: ['Black or African American', 'White'] },
        { key: 'ageapplicant', values: ['<25', '>74'] },
      ],
    })
    expect(toSearch(selection)).toBe(
      'category=states&items=AL,AK&leis=B4TYDEB6GKMZO031MB27,7H6GLXDRUGQFU57RNE97&races=Black%20or%20African%20American,White&ageapplicant=%3C25,%3E74&getDetails=1',
    )
  })

  it('drops and lists what is invalid, and keeps at most two variables', () => {
    const { selection, dropped } = parseSearch(
      '?category=states&items=TX,Texas&leis=short&actions_taken=1,9&sexes=Male&loan_types=1&colour=red',
      '2024',
    )
    expect(selection.items).toEqual(['TX'])
    expect(selection.leis).toEqual([])
    expect(selection.variables).toEqual([
      { key: 'actions_taken', values: ['1'] },
      { key: 'sexes', values: ['Male'] },
    ])
    expect(dropped).toEqual([
      'state “Texas” (not a valid code)',
      'institution “short” (an LEI has 20 letters and digits)',
      'Action Taken “9” (not a 2024 value)',
      'variable Loan Type (at most 2 variables)',
      'variable “colour” (not in the 2024 data)',
    ])
  })

  it('is complete only with a geography and ticked values for every chosen variable', () => {
    const base: Selection = { category: 'states', items: ['TX'], leis: [], variables: [] }
    expect(isComplete(base)).toBe(false)
    expect(isComplete({ ...base, variables: [{ key: 'sexes', values: [] }] })).toBe(false)
    expect(isComplete({ ...base, variables: [{ key: 'sexes', values: ['Male'] }] })).toBe(true)
    expect(
      isComplete({ ...base, items: [], variables: [{ key: 'sexes', values: ['Male'] }] }),
    ).toBe(false)
    expect(
      isComplete({
        ...base,
        category: 'nationwide',
        items: [],
        variables: [{ key: 'sexes', values: ['Male'] }],
      }),
    ).toBe(true)
    expect(toQuery('2024', base)).toBeNull()
  })
})

describe('year switch', () => {
  it('keeps what the new year has and lists what it dropped', () => {
    const s: Selection = {
      category: 'counties',
      items: ['09110', '09001'],
      leis: ['B4TYDEB6GKMZO031MB27', '7H6GLXDRUGQFU57RNE97'],
      variables: [{ key: 'actions_taken', values: ['1', '3'] }],
    }
    const { selection, dropped } = switchYear(s, '2023', {
      items: new Set(['09001', '09003']),
      leis: new Set(['B4TYDEB6GKMZO031MB27']),
    })
    expect(selection.items).toEqual(['09001'])
    expect(selection.leis).toEqual(['B4TYDEB6GKMZO031MB27'])
    expect(selection.variables).toEqual(s.variables)
    expect(dropped).toEqual([
      'county 09110 (not in the 2023 list)',
      'institution 7H6GLXDRUGQFU57RNE97 (no 2023 records in this geography)',
    ])
  })

  it('drops values and variables a year lacks (2017 has none of the 2018+ variables)', () => {
    const s: Selection = {
      category: 'states',
      items: ['TX'],
      leis: [],
      variables: [{ key: 'races', values: ['White'] }],
    }
    const { selection, dropped } = switchYear(s, '2017')
    expect(selection.variables).toEqual([])
    expect(dropped).toEqual(['variable “races” (not in the 2017 data)'])
    expect(switchYear(s, '2025').dropped).toEqual([])
  })

  it('switching back to the year just left restores its selection; another year does not', () => {
    const before: Selection = {
      category: 'counties',
      items: ['09110', '48113'],
      leis: ['B4TYDEB6GKMZO031MB27'],
      variables: [{ key: 'actions_taken', values: ['1'] }],
    }
    const after: Selection = { ...before, items: ['48113'], leis: [] }
    const restore = { year: '2024', search: toSearch(before) }
    expect(yearSwitch(after, '2024', restore)).toEqual({ selection: before, dropped: [] })
    expect(yearSwitch(after, '2022', restore)).toEqual(switchYear(after, '2022'))
    expect(yearSwitch(after, '2024', undefined)).toEqual(switchYear(after, '2024'))
  })
})

const rows = (list: [string, string, number, number][]): AggregationRow[] =>
  list.map(([a, b, count, sum]) => ({ count, sum, values: { actions_taken: a, sexes: b } }))

describe('summary table', () => {
  const data = rows([
    ['1', 'Male', 60, 12_000_000],
    ['1', 'Female', 30, 6_000_000],
    ['3', 'Male', 10, 1_000_000],
    ['3', 'Female', 0, 0],
  ])

  it('computes shares, averages and totals', () => {
    const s = summarize(data)
    expect(s.total).toEqual({ count: 100, sum: 19_000_000, average: 190_000 })
    expect(s.rows.map((r) => r.share)).toEqual([60, 30, 10, 0])
    expect(s.rows[3]?.average).toBeNull()
    expect(summarize([]).total.average).toBeNull()
  })

  it('sorts by numbers and by the variable listing order, stably', () => {
    const s = summarize(data)
    expect(sortRows(s.rows, '2024', 'count', 'descending').map((r) => r.count)).toEqual([
      60, 30, 10, 0,
    ])
    expect(sortRows(s.rows, '2024', 'sexes', 'ascending').map((r) => r.values.sexes)).toEqual([
      'Male',
      'Male',
      'Female',
      'Female',
    ])
  })

  const query = (over: Partial<DataBrowserQuery> = {}): DataBrowserQuery => ({
    year: '2024',
    category: 'counties',
    items: ['01001'],
    leis: [],
    variables: [
      { key: 'actions_taken', values: ['1', '3'] },
      { key: 'sexes', values: ['Male', 'Female'] },
    ],
    ...over,
  })

  it('writes the table as CSV with its selection, names and a totals row', () => {
    const sel = 'HMDA Data Browser,2024,county,"=""01001""",All institutions'
    expect(summaryCsv(query(), summarize(data)).split('\r\n')).toEqual([
      'Source,Year,Geography,Geography codes,Institutions (LEI),Action Taken,Sex,Records,% of selection,Total loan amount ($),Average loan amount ($)',
      `${sel},Loan Originated,Male,60,60.00,12000000,200000`,
      `${sel},Loan Originated,Female,30,30.00,6000000,200000`,
      `${sel},Application denied,Male,10,10.00,1000000,100000`,
      `${sel},Application denied,Female,0,0.00,0,`,
      `${sel},Total,,100,100.00,19000000,190000`,
      '',
    ])
  })

  it('names the geography, codes and institutions in the CSV and its file name', () => {
    const lei = 'B4TYDEB6GKMZO031MB27'
    const two = query({ category: 'msamds', items: ['10180', '10420'], leis: [lei] })
    expect(summaryCsv(two, summarize(data)).split('\r\n')[1]).toMatch(
      /^HMDA Data Browser,2024,MSA\/MD,"=""10180; 10420""","=""B4TYDEB6GKMZO031MB27""",/,
    )
    expect(summaryFileName(query())).toBe(
      'hmda-2024-counties-01001-summary-actions_taken-sexes.csv',
    )
    expect(summaryFileName(query({ items: ['01003'] }))).toBe(
      'hmda-2024-counties-01003-summary-actions_taken-sexes.csv',
    )
    expect(summaryFileName(two)).toBe(
      `hmda-2024-msamds-10180-10420-lei-${lei}-summary-actions_taken-sexes.csv`,
    )
    expect(
      summaryFileName(
        query({
          category: 'states',
          items: ['TX', 'OK', 'KS', 'NE', 'IA', 'MO'],
          leis: [lei, 'X'],
        }),
      ),
    ).toBe('hmda-2024-states-TX-OK-KS-NE-and-2-more-2-institutions-summary-actions_taken-sexes.csv')
    const nationwide = query({ category: 'nationwide', items: [] })
    expect(summaryFileName(nationwide)).toBe('hmda-2024-nationwide-summary-actions_taken-sexes.csv')
    expect(summaryCsv(nationwide, summarize(data)).split('\r\n')[1]).toMatch(
      /^HMDA Data Browser,2024,Nationwide,,All institutions,/,
    )
  })
})

describe('institutionLabel', () => {
  it('shows the LEI so same-named lenders differ', () => {
    const a = institutionLabel({ name: 'FIRST BANK', lei: 'B4TYDEB6GKMZO031MB27', count: 1234 })
    const b = institutionLabel({ name: 'FIRST BANK', lei: '549300AAAAAAAAAAAA12', count: 1234 })
    expect(a).toBe('FIRST BANK (LEI B4TYDEB6GKMZO031MB27, 1,234 records)')
    expect(a).not.toBe(b)
  })
})

describe('denial rates', () => {
  it('divides denied (3) by decisions (1, 2, 3) per value of the other variable', () => {
    const data = [
      ...rows([
        ['1', 'Male', 60, 0],
        ['2', 'Male', 5, 0],
        ['3', 'Male', 15, 0],
        ['4', 'Male', 100, 0],
        ['1', 'Female', 0, 0],
        ['2', 'Female', 0, 0],
        ['3', 'Female', 0, 0],
        ['4', 'Female', 7, 0],
      ]),
    ]
    const result = denialRates(data, [
      { key: 'actions_taken', values: ['1', '2', '3', '4'] },
      { key: 'sexes', values: ['Male', 'Female'] },
    ])
    expect(result).toEqual({
      status: 'ok',
      otherKey: 'sexes',
      rates: [
        { value: 'Male', denied: 15, decided: 80, rate: 18.75 },
        { value: 'Female', denied: 0, decided: 0, rate: null },
      ],
    })
  })

  it('needs 1, 2 and 3 ticked, and action taken as a variable', () => {
    expect(denialRates([], [{ key: 'actions_taken', values: ['1', '3'] }])).toEqual({
      status: 'missing',
      codes: ['2'],
    })
    expect(denialRates([], [{ key: 'sexes', values: ['Male'] }])).toEqual({ status: 'none' })
    const single = denialRates(
      [
        { count: 3, sum: 0, values: { actions_taken: '1' } },
        { count: 1, sum: 0, values: { actions_taken: '3' } },
        { count: 0, sum: 0, values: { actions_taken: '2' } },
      ],
      [{ key: 'actions_taken', values: ['1', '2', '3'] }],
    )
    expect(single).toEqual({
      status: 'ok',
      otherKey: null,
      rates: [{ value: null, denied: 1, decided: 4, rate: 25 }],
    })
  })
})

describe('expected rows', () => {
  const s: Selection = { category: 'states', items: ['TX', 'OK'], leis: [], variables: [] }
  it('adds the filers’ counts (chosen ones, or all), else the published counts of the areas', () => {
    const filers = new Map([
      ['A', 4],
      ['B', 6],
      ['C', 1],
    ])
    expect(expectedGeographyRows(s, { TX: 10, OK: 5 }, filers)).toBe(11)
    expect(expectedGeographyRows({ ...s, leis: ['A', 'B'] }, null, filers)).toBe(10)
    expect(expectedGeographyRows(s, { TX: 10, OK: 5 }, null)).toBe(15)
    expect(expectedGeographyRows(s, { TX: 10 }, null)).toBeNull()
    expect(expectedGeographyRows({ ...s, leis: ['A'] }, { TX: 10, OK: 5 }, null)).toBeNull()
    expect(expectedGeographyRows({ ...s, category: 'nationwide' }, { TX: 1 }, null)).toBeNull()
  })
})

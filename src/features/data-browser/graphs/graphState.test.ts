import { describe, expect, it } from 'vitest'
import type { Graph } from '@/lib/api/quarterly'
import {
  filerCsv,
  filerTable,
  formatValue,
  graphQuarters,
  graphsByCategory,
  graphViewSearch,
  graphsForPurpose,
  latestYear,
  loanPurposeOf,
  missingViewParams,
  readGraphView,
  shownCsv,
  sameGraphFor,
  shownData,
} from './graphState'

const graph: Graph = {
  title: 'T',
  subtitle: '',
  xLabel: 'Year Quarter',
  yLabel: 'Median DTI',
  decimalPrecision: 2,
  series: [
    {
      name: 'FHA',
      updated: '',
      coordinates: [
        { x: '2024-Q4', y: 40.5 },
        { x: '2025-Q1', y: 41 },
        { x: '2025-Q2', y: 41.25 },
      ],
    },
    {
      name: 'RHS/FSA',
      updated: '',
      coordinates: [
        { x: '2024-Q3', y: 38 },
        { x: '2025-Q2', y: 39.125 },
      ],
    },
    { name: 'VA', updated: '', coordinates: [] },
  ],
}
const names = graph.series.map((s) => s.name)
const quarters = graphQuarters(graph)

describe('graph shaping', () => {
  it('collects the quarters of every series in order', () => {
    expect(quarters).toEqual(['2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2'])
    expect(latestYear(graph)).toBe('2025')
  })

  it('defaults to everything, reads and writes the reference URL state', () => {
    expect(readGraphView(new URLSearchParams(''), quarters, names).view).toEqual({
      periodLow: '2024-Q3',
      periodHigh: '2025-Q2',
      visibleSeries: names,
    })
    const search = '?periodLow=2024-Q4&periodHigh=2025-Q1&visibleSeries=RHS/FSA,FHA'
    const { view, problems } = readGraphView(new URLSearchParams(search), quarters, names)
    expect(view).toEqual({
      periodLow: '2024-Q4',
      periodHigh: '2025-Q1',
      visibleSeries: ['FHA', 'RHS/FSA'],
    })
    expect(problems).toEqual({ unknownSeries: [], badPeriods: [] })
    expect(graphViewSearch(view)).toBe(
      '?periodLow=2024-Q4&periodHigh=2025-Q1&visibleSeries=FHA,RHS/FSA',
    )
  })

  it('names what it could not use and swaps a reversed range', () => {
    const { view, problems } = readGraphView(
      new URLSearchParams('periodLow=2025-Q2&periodHigh=2024-Q4&visibleSeries=Nope,VA'),
      quarters,
      names,
    )
    expect(view.periodLow).toBe('2024-Q4')
    expect(view.periodHigh).toBe('2025-Q2')
    expect(view.visibleSeries).toEqual(['VA'])
    expect(problems.unknownSeries).toEqual(['Nope'])
    const bad = readGraphView(
      new URLSearchParams('periodLow=1999-Q1&visibleSeries='),
      quarters,
      names,
    )
    expect(bad.problems.badPeriods).toEqual(['1999-Q1'])
    expect(bad.view.periodLow).toBe('2024-Q3')
    expect(bad.view.visibleSeries).toEqual([])
  })

  it('shows the range and visible series, with gaps for suppressed quarters', () => {
    const data = shownData(graph, {
      periodLow: '2024-Q4',
      periodHigh: '2025-Q2',
      visibleSeries: ['RHS/FSA', 'FHA'],
    })
    expect(data).toEqual({
      quarters: ['2024-Q4', '2025-Q1', '2025-Q2'],
      series: [
        { name: 'FHA', values: [40.5, 41, 41.25] },
        { name: 'RHS/FSA', values: [null, null, 39.125] },
      ],
    })
    expect(shownCsv(graph, data)).toBe(
      'Year Quarter,FHA,RHS/FSA\r\n2024-Q4,40.50,\r\n2025-Q1,41.00,\r\n2025-Q2,41.25,39.13\r\n',
    )
  })

  it('formats with the decimals from the API', () => {
    expect(formatValue(1234567, 0)).toBe('1,234,567')
    expect(formatValue(4.1, 3)).toBe('4.100')
    expect(formatValue(null, 2)).toBe('Not shown')
  })

  it('groups graphs by category in order', () => {
    const groups = graphsByCategory([
      { title: 'a', category: 'X', endpoint: 'a' },
      { title: 'b', category: 'Y', endpoint: 'b' },
      { title: 'c', category: 'X', endpoint: 'c' },
    ])
    expect(groups.map(([c, g]) => [c, g.map((x) => x.endpoint)])).toEqual([
      ['X', ['a', 'c']],
      ['Y', ['b']],
    ])
  })
})

describe('quarterly filers table', () => {
  const data = {
    yearly: [
      { year: '2023', count: 100 },
      { year: '2024', count: 200 },
    ],
    quarterly: [
      { lei: 'L1', name: 'Beta', agency: 'OCC', larCounts: [{ year: '2024', count: 5 }] },
      {
        lei: 'L2',
        name: '=Alpha',
        agency: 'CFPB',
        larCounts: [
          { year: '2024', count: 9 },
          { year: '2023', count: 3 },
        ],
      },
    ],
  }
  it('sorts by name, agency or a year, with zero for omitted years', () => {
    const byName = filerTable(data, { key: 'name', descending: false })
    expect(byName.years).toEqual(['2024', '2023'])
    expect(byName.rows.map((r) => r.lei)).toEqual(['L2', 'L1'])
    expect(byName.rows[1]?.counts).toEqual([5, 0])
    expect(byName.quarterlyTotals).toEqual([14, 3])
    expect(byName.totals).toEqual([200, 100])
    expect(filerTable(data, { key: 'year:2024', descending: true }).rows[0]?.lei).toBe('L2')
    expect(filerTable(data, { key: 'year:2023', descending: false }).rows[0]?.lei).toBe('L1')
    expect(filerTable(data, { key: 'agency', descending: true }).rows[0]?.lei).toBe('L1')
  })
  it('writes formula-safe CSV', () => {
    const csv = filerCsv(filerTable(data, { key: 'name', descending: false }))
    expect(csv.split('\r\n')[0]).toBe('LEI,Institution,Agency,2024 records,2023 records')
    // The LEI is kept as text (csvCode); the name is still neutralised as a formula.
    expect(csv.split('\r\n')[1]).toBe(`"=""L2""",'=Alpha,CFPB,9,3`)
    expect(csv.split('\r\n')[4]).toBe(',All HMDA filers,,200,100')
  })
})

describe('loan purpose of the graph list', () => {
  const list = [
    { title: 'A', category: 'Counts', endpoint: 'applications' },
    { title: 'D', category: 'DTI', endpoint: 'dti' },
    { title: 'D - Home Purchase', category: 'DTI', endpoint: 'dti-loan-purpose-home' },
    { title: 'A - Refinance', category: 'Counts', endpoint: 'applications-loan-purpose-refinance' },
    { title: 'D - Refinance', category: 'DTI', endpoint: 'dti-loan-purpose-refinance' },
  ]

  it('reads the purpose from the endpoint', () => {
    expect(loanPurposeOf('dti')).toBe('all')
    expect(loanPurposeOf('dti-loan-purpose-home')).toBe('home')
    expect(loanPurposeOf('applications-loan-purpose-refinance')).toBe('refinance')
    expect(loanPurposeOf(undefined)).toBe('all')
  })

  it('narrows the list to one purpose, categories kept in order', () => {
    expect(graphsForPurpose(list, 'all').map((g) => g.endpoint)).toEqual(['applications', 'dti'])
    expect(graphsForPurpose(list, 'refinance').map((g) => g.endpoint)).toEqual([
      'applications-loan-purpose-refinance',
      'dti-loan-purpose-refinance',
    ])
  })

  it('finds the same graph for another purpose, else the first graph of that purpose', () => {
    expect(sameGraphFor(list, 'dti', 'home')).toBe('dti-loan-purpose-home')
    expect(sameGraphFor(list, 'dti-loan-purpose-home', 'refinance')).toBe(
      'dti-loan-purpose-refinance',
    )
    expect(sameGraphFor(list, 'dti-loan-purpose-refinance', 'all')).toBe('dti')
    // no home purchase variant of "applications" in this list: the first home purchase graph
    expect(sameGraphFor(list, 'applications', 'home')).toBe('dti-loan-purpose-home')
    expect(sameGraphFor([], 'applications', 'home')).toBe('')
  })
})

describe('missingViewParams', () => {
  it('is true until the address carries period and series', () => {
    expect(missingViewParams(new URLSearchParams(''))).toBe(true)
    expect(missingViewParams(new URLSearchParams('periodLow=2018-Q1&periodHigh=2019-Q1'))).toBe(
      true,
    )
    expect(
      missingViewParams(new URLSearchParams('periodLow=2018-Q1&periodHigh=2019-Q1&visibleSeries=')),
    ).toBe(false)
  })
})

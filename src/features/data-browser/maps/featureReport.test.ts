import { describe, expect, it } from 'vitest'
import { parseMapData } from './mapData'
import { reportTables } from './featureReport'

const data = parseMapData({
  year: '2025',
  geography: 'state',
  variables: [
    ['actionTaken', 'actions_taken', ['1', '3']],
    ['age', 'ageapplicant', ['<25', '55-64']],
    ['sex', 'sexes', ['Male', 'Female']],
  ],
  features: { KS: [80, 20, 60, 40, 70, 30], MO: [10, 0, 5, 5, 5, 5] },
})
const filterCounts = new Map([['KS', { age: { '<25': 15, '55-64': 5 }, sex: { Male: 20 } }]])

const summary = (tables: ReturnType<typeof reportTables>) =>
  tables.map((t) => [
    t.caption,
    t.total,
    t.rows.map((r) => `${r.name}${r.chosen ? '*' : ''} ${r.count} ${r.share}`),
  ])

describe('reportTables', () => {
  it('shows the mapped variable first, with its chosen value, then every other variable', () => {
    expect(
      summary(reportTables(data, 'KS', { variable: 'actionTaken', value: '3' }, null)),
    ).toEqual([
      ['Action Taken', 100, ['Loan Originated 80 80.00%', 'Application denied* 20 20.00%']],
      ['Age', 100, ['<25 60 60.00%', '55-64 40 40.00%']],
      ['Sex', 100, ['Male 70 70.00%', 'Female 30 30.00%']],
    ])
  })

  it('with a second filter: the mapped variable, the filter within the selection, then the rest', () => {
    const tables = reportTables(
      data,
      'KS',
      { variable: 'actionTaken', value: '3' },
      { variable: 'age', value: '55-64', counts: filterCounts },
    )
    expect(summary(tables)).toEqual([
      ['Action Taken', 100, ['Loan Originated 80 80.00%', 'Application denied* 20 20.00%']],
      [
        'Age, of the 20 records with Action Taken: Application denied',
        20,
        ['<25 15 75.00%', '55-64* 5 25.00%'],
      ],
      ['Age', 100, ['<25 60 60.00%', '55-64 40 40.00%']],
      ['Sex', 100, ['Male 70 70.00%', 'Female 30 30.00%']],
    ])
  })

  it('has no tables for a feature without records', () => {
    expect(reportTables(data, 'NE', { variable: 'actionTaken', value: '3' }, null)).toEqual([])
  })

  it('writes a share of nothing as a dash', () => {
    const tables = reportTables(
      data,
      'MO',
      { variable: 'actionTaken', value: '3' },
      { variable: 'age', value: '55-64', counts: new Map() },
    )
    expect(tables[1]?.caption).toBe('Age, of the 0 records with Action Taken: Application denied')
    expect(tables[1]?.rows.map((r) => r.share)).toEqual(['—', '—'])
  })
})

import { describe, expect, it } from 'vitest'
import { CsvReader } from '@/lib/csv'
import type { County, Population, State } from '@/lib/api/geography'
import { parseMapData } from './mapData'
import {
  buildFeatures,
  buildRows,
  searchRows,
  sortRows,
  tableCsv,
  tableCsvName,
  type Row,
} from './mapTable'

const committed = import.meta.glob<unknown>(
  [
    '../../../../public/data/maps/2022/county.json',
    '../../../../public/data/maps/2018/county.json',
    '../../../../public/data/geography/{states,counties-2017-2023}.json',
  ],
  { eager: true, import: 'default' },
)
const readPublic = (path: string): unknown => {
  const data = committed[`../../../../public/data/${path}`]
  if (data === undefined) throw new Error(`missing public/data/${path}`)
  return data
}
const STATES: State[] = (
  readPublic('geography/states.json') as { states: [string, string, string, number][] }
).states.map(([code, abbr, name, db]) => ({ code, abbr, name, dataBrowser: db === 1 }))
const abbrOf = new Map(STATES.map((s) => [s.code, s.abbr]))
const COUNTIES_2017: County[] = (
  readPublic('geography/counties-2017-2023.json') as { counties: [string, string][] }
).counties.map(([code, name]) => ({ code, name, state: abbrOf.get(code.slice(0, 2)) ?? '' }))
const NO_POPULATION: Population = { states: {}, counties: {} }

/** A small base data file: two variables, the given features' counts. */
const small = (geography: 'state' | 'county', features: Record<string, number[]>) =>
  parseMapData({
    year: '2024',
    geography,
    variables: [
      ['actionTaken', 'actions_taken', ['1', '3']],
      ['age', 'ageapplicant', ['<25', '55-64']],
    ],
    features,
  })

const texas: County[] = [
  { code: '48201', name: 'HARRIS COUNTY', state: 'TX' },
  { code: '48453', name: 'TRAVIS COUNTY', state: 'TX' },
  { code: '29229', name: 'WRIGHT COUNTY', state: 'MO' },
  { code: '29215', name: 'TEXAS COUNTY', state: 'MO' },
  { code: '20073', name: 'GREENWOOD COUNTY', state: 'KS' },
  { code: '31005', name: 'ARTHUR COUNTY', state: 'NE' },
]
const countyData = small('county', {
  '48201': [10, 5, 3, 4],
  '48453': [7, 1, 2, 2],
  '29229': [1, 0, 0, 1],
  '29215': [2, 2, 1, 0],
  '20073': [20, 3, 4, 3],
  NA: [1, 1, 1, 1],
})
const countyRows = (): Row[] =>
  buildRows(
    buildFeatures(countyData, STATES, texas, {
      states: {},
      counties: { '48201': 4_800_000, '20073': 6000 },
    }).features,
    countyData,
    'actionTaken',
    '3',
    null,
  )
const names = (rows: readonly Row[]) => rows.map((r) => r.name)

describe('buildFeatures / buildRows', () => {
  it('names counties "Name, ST", leaves out NA and keeps listed counties without records apart', () => {
    const { features, empty } = buildFeatures(countyData, STATES, texas, NO_POPULATION)
    expect(features.map((f) => f.name)).toEqual([
      'Greenwood County, KS',
      'Texas County, MO',
      'Wright County, MO',
      'Harris County, TX',
      'Travis County, TX',
    ])
    expect(features.find((f) => f.key === '48201')).toMatchObject({
      geoId: '48201',
      state: 'TX',
      stateName: 'Texas',
    })
    expect(empty.get('31005')).toMatchObject({ name: 'Arthur County, NE', geoId: '31005' })
  })

  it('counts, totals and rates of the selection', () => {
    const harris = countyRows().find((r) => r.key === '48201')
    expect(harris).toMatchObject({ count: 5, total: 15, population: 4_800_000, rate: 0 })
    expect(countyRows().find((r) => r.key === '20073')).toMatchObject({ count: 3, rate: 0.5 })
  })

  it('names states by their list and gives them their FIPS outline id', () => {
    const data = small('state', { TX: [1, 1, 1, 1], KS: [2, 2, 2, 2], NA: [0, 1, 0, 1] })
    const { features, empty } = buildFeatures(data, STATES, [], NO_POPULATION)
    expect(features.map((f) => [f.key, f.geoId, f.name])).toEqual([
      ['KS', '20', 'Kansas'],
      ['TX', '48', 'Texas'],
    ])
    expect(empty.get('NE')).toMatchObject({ geoId: '31', name: 'Nebraska' })
  })

  it('names every county of the real 2022 data (Chugach and Copper River from the newer list)', () => {
    const data = parseMapData(readPublic('maps/2022/county.json'))
    const { features } = buildFeatures(data, STATES, COUNTIES_2017, NO_POPULATION)
    expect(features.find((f) => f.key === '02063')?.name).toBe('Chugach Census Area, AK')
    expect(features.find((f) => f.key === '02066')?.name).toBe('Copper River Census Area, AK')
    expect(features.filter((f) => /^County \d/.test(f.name))).toEqual([])
  })

  it('names the 2018 codes that no list has by their code and state', () => {
    const data = parseMapData(readPublic('maps/2018/county.json'))
    const { features, empty } = buildFeatures(data, STATES, COUNTIES_2017, NO_POPULATION)
    expect(features.find((f) => f.key === '10322')?.name).toBe('Unlisted code 10322, DE')
    expect(features.find((f) => f.key === '00037')?.name).toBe('Unlisted code 00037')
    expect(features.filter((f) => !/^\d{5}$/.test(f.key))).toEqual([])
    // Arthur County, NE is listed but has no 2018 records.
    expect(empty.get('31005')?.name).toBe('Arthur County, NE')
  })
})

describe('searchRows', () => {
  it('finds counties by their name, their state’s name, abbreviation or FIPS code', () => {
    const rows = countyRows()
    expect(names(searchRows(rows, 'TX'))).toEqual(['Harris County, TX', 'Travis County, TX'])
    expect(names(searchRows(rows, 'Texas'))).toEqual([
      'Texas County, MO',
      'Harris County, TX',
      'Travis County, TX',
    ])
    expect(names(searchRows(rows, ' texas ')).length).toBe(3)
    expect(names(searchRows(rows, '48'))).toEqual(['Harris County, TX', 'Travis County, TX'])
    expect(names(searchRows(rows, '48201'))).toEqual(['Harris County, TX'])
    expect(names(searchRows(rows, 'Greenwood County, KS'))).toEqual(['Greenwood County, KS'])
    expect(names(searchRows(rows, 'harris texas'))).toEqual(['Harris County, TX'])
    // A name matching the whole search wins over rows matching its words.
    expect(names(searchRows(rows, 'Texas County'))).toEqual(['Texas County, MO'])
    expect(names(searchRows(rows, 'Missouri'))).toEqual(['Texas County, MO', 'Wright County, MO'])
    expect(searchRows(rows, 'Ohio')).toEqual([])
    expect(searchRows(rows, '')).toBe(rows)
  })

  it('finds states by abbreviation and FIPS code', () => {
    const data = small('state', { TX: [1, 1, 1, 1], KS: [2, 2, 2, 2], AR: [1, 1, 1, 1] })
    const rows = buildRows(
      buildFeatures(data, STATES, [], NO_POPULATION).features,
      data,
      'actionTaken',
      '1',
      null,
    )
    expect(names(searchRows(rows, 'tx'))).toEqual(['Texas'])
    expect(names(searchRows(rows, '20'))).toEqual(['Kansas'])
    expect(names(searchRows(rows, 'kansas'))).toEqual(['Arkansas', 'Kansas'])
  })
})

describe('sortRows / tableCsv', () => {
  it('sorts by name, count or rate; a missing rate sorts lowest', () => {
    const rows = countyRows()
    expect(names(sortRows(rows, { key: 'count', ascending: false })).slice(0, 2)).toEqual([
      'Harris County, TX',
      'Greenwood County, KS',
    ])
    expect(names(sortRows(rows, { key: 'rate', ascending: false }))[0]).toBe('Greenwood County, KS')
    expect(names(sortRows(rows, { key: 'name', ascending: false }))[0]).toBe('Wright County, MO')
  })

  it('writes the given rows with codes kept as text', () => {
    const found = searchRows(sortRows(countyRows(), { key: 'name', ascending: true }), 'TX')
    const cells: string[][] = []
    const reader = new CsvReader((row) => cells.push(row))
    reader.push(tableCsv(found, 'county'))
    reader.end()
    expect(cells).toEqual([
      ['county', 'code', 'records', 'population', 'records per 1,000 people'],
      ['Harris County, TX', '="48201"', '5', '4800000', '0.00'],
      ['Travis County, TX', '="48453"', '1', '', ''],
    ])
  })

  it('names the file after the selection and, for the rows found, the search', () => {
    const s = { year: '2024', geography: 'county' as const, variable: 'actionTaken', value: '3' }
    expect(tableCsvName(s, null, '')).toBe('hmda-map-2024-county-actionTaken-3.csv')
    expect(tableCsvName(s, { variable: 'age', value: '55-64' }, 'Harris, TX')).toBe(
      'hmda-map-2024-county-actionTaken-3-age-55-64-found-Harris-TX.csv',
    )
  })
})

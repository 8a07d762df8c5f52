import { describe, expect, it } from 'vitest'
import {
  binOf,
  countOf,
  datasetsLink,
  featureCsvUrl,
  makeBins,
  parseMapData,
  parseMapSearch,
  perThousand,
  PALETTE,
  toMapSearch,
  titleCase,
  totalOf,
  DEFAULT_STATE,
} from './mapData'

const committed = import.meta.glob<unknown>(
  [
    '../../../../public/data/maps/2025/*.json',
    '../../../../public/data/geography/population-2025.json',
  ],
  { eager: true, import: 'default' },
)
const readPublic = (path: string): unknown => {
  const data = committed[`../../../../public/data/${path}`]
  if (data === undefined) throw new Error(`missing public/data/${path}`)
  return data
}

describe('the real 2025 base data (public/data/maps)', () => {
  const state = parseMapData(readPublic('maps/2025/state.json'))
  const county = parseMapData(readPublic('maps/2025/county.json'))
  const population = readPublic('geography/population-2025.json') as {
    states: Record<string, number>
  }

  it('Kansas with action taken = 3 has 14,250 records, 3.97 per 1,000 people', () => {
    expect(countOf(state, 'KS', 'actionTaken', '3')).toBe(14250)
    expect(countOf(state, 'KS', 'age', '55-64')).toBe(13693)
    expect(totalOf(state, 'KS')).toBe(108103)
    expect(population.states['20']).toBe(3592593)
    expect(perThousand(14250, population.states['20'])).toBe(3.97)
    // the reference's combined check (action taken 3 and age 55–64): 2,421 → 0.67
    expect(perThousand(2421, 3592593)).toBe(0.67)
  })

  it('Greenwood County, KS (20073) has 23 denials of 153 records', () => {
    expect(countOf(county, '20073', 'actionTaken', '3')).toBe(23)
    expect(countOf(county, '20073', 'age', '55-64')).toBe(26)
    expect(totalOf(county, '20073')).toBe(153)
    expect(county.features.size).toBe(3224)
  })

  it('every variable of a feature sums to its total; names come from the variable list', () => {
    for (const v of state.variables) {
      const counts = state.variables
        .find((x) => x.id === v.id)
        ?.values.map((x) => countOf(state, 'KS', v.id, x.value) ?? 0)
      expect(counts?.reduce((a, b) => a + b, 0)).toBe(108103)
    }
    expect(state.variables).toHaveLength(12)
    expect(state.variables[0]?.values[2]).toEqual({ value: '3', name: 'Application denied' })
  })

  it('answers null for an unknown variable or value and 0 for an absent feature', () => {
    expect(countOf(state, 'KS', 'nope', '1')).toBeNull()
    expect(countOf(state, 'KS', 'actionTaken', '9')).toBeNull()
    expect(countOf(state, 'ZZ', 'actionTaken', '1')).toBe(0)
  })
})

describe('parseMapData', () => {
  it('rejects files that are not maps data', () => {
    expect(() => parseMapData({})).toThrow(/expected format/)
    expect(() =>
      parseMapData({
        geography: 'state',
        variables: [['a', 'b', ['1', '2']]],
        features: { X: [1] },
      }),
    ).toThrow(/X .* not complete/)
  })
})

describe('perThousand', () => {
  it('rounds to 2 decimals and is null without a population', () => {
    expect(perThousand(1, 3)).toBe(333.33)
    expect(perThousand(5, 0)).toBeNull()
    expect(perThousand(5, undefined)).toBeNull()
  })
})

describe('makeBins / binOf', () => {
  it('makes 5 quantile bins with labels and the whole palette', () => {
    const bins = makeBins([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null])
    expect(bins).toHaveLength(5)
    expect(bins.map((b) => b.color)).toEqual([...PALETTE])
    expect(bins[0]?.label).toBe('1.00 – 3.00')
    expect(bins[4]?.label).toBe('9.00 – 10.00')
    expect(binOf(bins, 1)?.color).toBe(PALETTE[0])
    expect(binOf(bins, 2.99)?.color).toBe(PALETTE[0])
    expect(binOf(bins, 3)?.color).toBe(PALETTE[1])
    expect(binOf(bins, 10)?.color).toBe(PALETTE[4])
    expect(binOf(bins, 11)).toBeNull()
    expect(binOf(bins, null)).toBeNull()
  })

  it('merges bins without distinct values and handles no data', () => {
    expect(makeBins([null])).toEqual([])
    const one = makeBins([2, 2, 2])
    expect(one).toHaveLength(1)
    expect(binOf(one, 2)?.color).toBe(PALETTE[4])
    const two = makeBins([0, 0, 0, 0, 0, 0, 0, 0, 5, 9])
    expect(two.length).toBeLessThan(5)
    expect(two[0]?.color).toBe(PALETTE[0])
    expect(two[two.length - 1]?.color).toBe(PALETTE[4])
    const zeros = makeBins([0, 0, 0])
    expect(zeros).toHaveLength(1)
    expect(zeros[0]?.color).toBe(PALETTE[0])
  })

  it('takes the breaks over distinct values when zeros fill the quantiles', () => {
    const values = [...Array<number>(95).fill(0), 1, 2, 3, 4, 5, 6, 7, 8, 9]
    const bins = makeBins(values)
    expect(bins).toHaveLength(5)
    expect(binOf(bins, 0)?.color).toBe(PALETTE[0])
    expect(binOf(bins, 9)?.color).toBe(PALETTE[4])
    expect(binOf(bins, 5)?.color).not.toBe(PALETTE[4])
  })
})

describe('titleCase', () => {
  it('writes the upper-case list names as names', () => {
    expect(titleCase('GREENWOOD COUNTY')).toBe('Greenwood County')
    expect(titleCase('YUKON-KOYUKUK CENSUS AREA')).toBe('Yukon-Koyukuk Census Area')
    expect(titleCase("ST. MARY'S COUNTY")).toBe("St. Mary's County")
    expect(titleCase("O'BRIEN COUNTY")).toBe("O'Brien County")
  })
})

describe('URL state', () => {
  it('reads and writes the reference format', () => {
    const search =
      'geography=county&variable=age&value=%3C25&filter=loanType&filtervalue=1&feature=20073'
    const { state, dropped } = parseMapSearch(`?${search}`)
    expect(dropped).toEqual([])
    expect(state).toEqual({
      geography: 'county',
      variable: 'age',
      value: '<25',
      filter: 'loanType',
      filterValue: '1',
      feature: '20073',
    })
    expect(toMapSearch(state)).toBe(search)
  })

  it('falls back to the defaults and names what it dropped', () => {
    expect(parseMapSearch('').state).toEqual(DEFAULT_STATE)
    const { state, dropped } = parseMapSearch(
      '?geography=msa&variable=actionTaken&value=99&feature=123',
    )
    expect(state).toEqual({ ...DEFAULT_STATE, value: '1' })
    expect(dropped).toEqual([
      'geography “msa” (use state or county)',
      'value “99” (not one of Action Taken)',
      'feature “123” (not a state code)',
    ])
    expect(parseMapSearch('?variable=color').dropped).toEqual([
      'variable “color” (not one the maps offer)',
    ])
  })

  it('links a feature to the Datasets screen and the API CSV', () => {
    const s = { ...DEFAULT_STATE, value: '3', filter: 'age', filterValue: '55-64' }
    expect(datasetsLink('2025', s, 'KS')).toBe(
      '/data-browser/data/2025?category=states&items=KS&actions_taken=3&ageapplicant=55-64&getDetails=1',
    )
    expect(featureCsvUrl('https://x/api/', '2025', { ...s, geography: 'county' }, '20073')).toBe(
      'https://x/api/view/csv?counties=20073&actions_taken=3&ageapplicant=55-64&years=2025',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { validLarValues } from '../../testing/rowBuilder'
import type { FilingYear } from '../../types'
import type { Lar } from './ruleCases'
import { q603With, q604With } from './rulesGeography'
import { qualityRulesFor } from './selection'

// The row builder's LAR: state IL, county 17167, tract 17167000800.
const COUNTIES = new Set(['17167', '17031', '18097'])
const SMALL = new Set(['17171'])

function run(rule: ReturnType<typeof q603With>, row: Lar, year: FilingYear = 2024): boolean {
  return rule.check(validLarValues(year, row), { year, quarter: null })
}

describe('Q603 with the small-county table', () => {
  const rule = q603With(SMALL)
  it.each([
    [true, 'a tract reported', {}],
    [true, 'tract NA in a small county', { censusTract: 'NA', county: '17171' }],
    [false, 'tract NA in a county that is not small', { censusTract: 'NA', county: '17167' }],
    [
      false,
      'tract na (any case) in a county that is not small',
      { censusTract: 'na', county: '17167' },
    ],
    [true, 'tract and county NA', { censusTract: 'NA', county: 'NA' }],
  ] as const)('%s: %s', (passes, _name, row) => {
    expect(run(rule, row)).toBe(passes)
  })
})

describe('Q604 with the county table', () => {
  it.each([
    [2018, true, 'a known county', {}],
    [2018, false, 'an unknown county', { county: '17999' }],
    [2018, true, 'a known county of another state (not checked in 2018)', { county: '18097' }],
    [2019, false, 'a known county of another state', { county: '18097' }],
    [2019, true, 'a known county of the state', { county: '17031' }],
    [2019, false, 'a state the platform does not know', { state: 'ZZ' }],
    [2019, true, 'state NA', { state: 'NA', county: '99999' }],
    [2019, true, 'county na (any case)', { county: 'na' }],
  ] as const)('%i: %s, %s', (version, passes, _name, row) => {
    expect(run(q604With(version, COUNTIES), row, version)).toBe(passes)
  })
})

describe('census facts in the selection', () => {
  const facts = { counties: COUNTIES, smallCounties: SMALL }
  it('adds Q603 every year and Q604 in its version for 2018 and 2019 only', () => {
    const ids = (year: FilingYear, quarterly = false): string[] =>
      qualityRulesFor(year, quarterly, facts)
        .filter((r) => r.id === 'Q603' || r.id === 'Q604')
        .map((r) => `${r.id}@${String(r.version)}`)
    expect(ids(2018)).toEqual(['Q603@2018', 'Q604@2018'])
    expect(ids(2019)).toEqual(['Q603@2018', 'Q604@2019'])
    expect(ids(2020)).toEqual(['Q603@2018'])
    expect(ids(2026, true)).toEqual(['Q603@2018'])
    expect(qualityRulesFor(2019, false).some((r) => r.id === 'Q603')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import type { MsaMdEntry, State } from '@/lib/api/geography'
import { statesWithMsaMds } from './aggregateStates'

const state = (abbr: string, name: string): State => ({
  code: '00',
  abbr,
  name,
  dataBrowser: true,
})
const msa = (id: string, states: string[]): MsaMdEntry => ({ id, name: `AREA ${id}`, states })

describe('statesWithMsaMds', () => {
  const states = [
    state('AL', 'Alabama'),
    state('AS', 'American Samoa'),
    state('MP', 'Northern Mariana Islands'),
    state('NJ', 'New Jersey'),
    state('PR', 'Puerto Rico'),
    state('UM', 'U.S. Minor Outlying Islands'),
  ]

  it('offers only the places with an MSA/MD in the year’s list, in the states’ order', () => {
    const result = statesWithMsaMds(states, [
      msa('10900', ['NJ', 'PA']),
      msa('10380', ['PR']),
      msa('11500', ['AL']),
    ])
    expect(result.offered.map((s) => s.abbr)).toEqual(['AL', 'NJ', 'PR'])
    expect(result.without.map((s) => s.name)).toEqual([
      'American Samoa',
      'Northern Mariana Islands',
      'U.S. Minor Outlying Islands',
    ])
  })

  it('counts a state an MSA/MD spans, even when the MSA/MD is named after another', () => {
    const result = statesWithMsaMds([state('PA', 'Pennsylvania')], [msa('10900', ['NJ', 'PA'])])
    expect(result.offered.map((s) => s.abbr)).toEqual(['PA'])
    expect(result.without).toEqual([])
  })

  it('an empty MSA/MD list offers nothing and names every place', () => {
    const result = statesWithMsaMds(states, [])
    expect(result.offered).toEqual([])
    expect(result.without).toHaveLength(states.length)
  })
})

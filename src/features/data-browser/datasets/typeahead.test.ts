import { describe, expect, it } from 'vitest'
import { matchOptions, prepareOptions } from './typeahead'

const options = prepareOptions([
  { value: '06037', label: 'Los Angeles County, CA', extra: '06037' },
  { value: '48113', label: 'Dallas County, TX', extra: '48113' },
  { value: '35013', label: 'Doña Ana County, NM', extra: '35013' },
  { value: '12086', label: 'Miami-Dade County, FL', extra: '12086' },
])

describe('type-ahead', () => {
  it('matches word starts, codes and accents; label prefixes first', () => {
    expect(matchOptions(options, 'dall').options.map((o) => o.value)).toEqual(['48113'])
    expect(matchOptions(options, 'dona').options.map((o) => o.value)).toEqual(['35013'])
    expect(matchOptions(options, '060').options.map((o) => o.value)).toEqual(['06037'])
    expect(matchOptions(options, 'dade').options.map((o) => o.value)).toEqual(['12086'])
    expect(matchOptions(options, 'county d').options).toHaveLength(3)
    expect(matchOptions(options, 'allas').options).toEqual([])
  })

  it('limits the list and says how many more', () => {
    const r = matchOptions(options, 'county', 2)
    expect(r.options).toHaveLength(2)
    expect(r.more).toBe(2)
    expect(matchOptions(options, '', 3).more).toBe(1)
  })
})

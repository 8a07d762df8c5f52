import { describe, expect, it } from 'vitest'
import { buildSearchIndex, normalise, searchIndex } from './institutionSearch'

const FILERS = [
  { lei: '549300ABCDEFGHIJ0001', name: 'Banco Popular de Puerto Rico' },
  { lei: '549300ABCDEFGHIJ0002', name: 'Caisse Desjardins Ontario Crédit Union' },
  { lei: '549300ABCDEFGHIJ0003', name: 'ALPHA   Savings Bank' },
]

describe('normalise', () => {
  it('folds case and accents and collapses spaces', () => {
    expect(normalise('  Crédit   UNION ')).toBe('credit union')
    expect(normalise('Ångström Ñandú')).toBe('angstrom nandu')
  })
})

describe('searchIndex', () => {
  const index = buildSearchIndex(FILERS)

  it('matches a substring of the name, whatever the case and accents', () => {
    expect(searchIndex(index, 'CREDIT', 10).matches.map((f) => f.lei)).toEqual([
      '549300ABCDEFGHIJ0002',
    ])
    expect(searchIndex(index, 'crédit un', 10).total).toBe(1)
    expect(searchIndex(index, 'alpha savings', 10).total).toBe(1)
  })

  it('matches the LEI', () => {
    expect(searchIndex(index, 'hij0001', 10).matches[0]?.name).toBe('Banco Popular de Puerto Rico')
    expect(searchIndex(index, '549300', 10).total).toBe(3)
  })

  it('keeps name order, caps the list and counts every match', () => {
    const r = searchIndex(index, '549300', 2)
    expect(r.matches.map((f) => f.name)).toEqual([
      'ALPHA   Savings Bank',
      'Banco Popular de Puerto Rico',
    ])
    expect(r.total).toBe(3)
  })

  it('an empty query matches nothing, and no query matches across name and LEI', () => {
    expect(searchIndex(index, '   ', 10)).toEqual({ matches: [], total: 0 })
    expect(searchIndex(index, 'rico 549300', 10).total).toBe(0)
  })
})

// The time per keystroke over 10,000 filers is measured by `npm run bench -- --suites search`
// (budget: one frame, 16 ms, at the 90th percentile), not here.
describe('10,000 filers', () => {
  it('lists a typed name at every keystroke, accents folded', () => {
    const words = ['First', 'National', 'Bank', 'Crédit', 'Union', 'Savings', 'Mortgage', 'Trust']
    const filers = Array.from({ length: 10_000 }, (_, i) => ({
      lei: `5493${String(i).padStart(14, '0')}XX`,
      name: `${words[i % 8]} ${words[(i * 7) % 8]} ${words[(i * 3) % 8]} of Town ${i}`,
    }))
    const index = buildSearchIndex(filers)
    const target = filers[99]
    expect(target?.name).toBe('Crédit Savings National of Town 99')
    // Typed without the accent; every keystroke from "credit s" on still lists it.
    const typed = 'credit savings national of town 99'
    for (let n = 'credit s'.length; n <= typed.length; n++) {
      const { matches } = searchIndex(index, typed.slice(0, n), 10_000)
      expect(matches.map((f) => f.lei)).toContain(target?.lei)
    }
    const { matches } = searchIndex(index, typed, 50)
    expect(matches.every((f) => f.name.startsWith('Crédit Savings National of Town 99'))).toBe(true)
  })
})

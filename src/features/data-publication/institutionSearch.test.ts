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

describe('search time per keystroke over 10,000 filers', () => {
  // The budget is one frame (16 ms). The assertion is on the 90th percentile: on a shared,
  // overloaded machine a single sample can include time the process was not scheduled.
  it('stays within a frame (16 ms) per keystroke of a typed name', () => {
    const words = ['First', 'National', 'Bank', 'Crédit', 'Union', 'Savings', 'Mortgage', 'Trust']
    const filers = Array.from({ length: 10_000 }, (_, i) => ({
      lei: `5493${String(i).padStart(14, '0')}XX`,
      name: `${words[i % 8]} ${words[(i * 7) % 8]} ${words[(i * 3) % 8]} of Town ${i}`,
    }))
    const t0 = performance.now()
    const index = buildSearchIndex(filers)
    const buildMs = performance.now() - t0
    const typed = 'crédit union of town 99'
    const times: number[] = []
    for (let round = 0; round < 5; round++) {
      for (let n = 1; n <= typed.length; n++) {
        const start = performance.now()
        searchIndex(index, typed.slice(0, n), 50)
        times.push(performance.now() - start)
      }
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.floor((times.length - 1) * q)] ?? 0
    const worst = times.at(-1) ?? 0
    console.info(
      `institution search, 10,000 filers: index built in ${buildMs.toFixed(1)} ms; per keystroke median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms, worst ${worst.toFixed(2)} ms (${times.length} keystrokes)`,
    )
    expect(at(0.5)).toBeLessThan(16)
    expect(at(0.9)).toBeLessThan(16)
  })
})

import { describe, expect, it } from 'vitest'
import type { Filing } from './filing'
import { mergeFilings, sameFiling } from './sync'

const TS = '1|Bank|2024|4|Pat|555-010-0100|a@b.co|1 St|City|IL|62701|9|2|12-3456789|LEI'
const filing = (lar: string[], ts: string | null = TS): Filing => ({
  year: 2024,
  ts,
  lar,
  other: [],
})
const total = (f: Filing) => f.ts?.split('|')[12]

describe('mergeFilings', () => {
  it('keeps a row added in each tab (the bug: the second tab overwrote the first)', () => {
    const base = filing(['2|a'])
    const merged = mergeFilings(base, filing(['2|a', '2|mine']), filing(['2|a', '2|theirs']))
    expect(merged.filing.lar).toEqual(['2|a', '2|theirs', '2|mine'])
    expect(merged.addedThere).toBe(1)
    expect(total(merged.filing)).toBe('3')
  })

  it('applies deletions and in-place changes from both sides', () => {
    const base = filing(['2|a', '2|b', '2|c'])
    const mine = filing(['2|a', '2|B', '2|c']) // b changed here
    const theirs = filing(['2|a', '2|b']) // c deleted there
    const merged = mergeFilings(base, mine, theirs)
    expect(merged.filing.lar).toEqual(['2|a', '2|B'])
    expect(merged.removedThere).toBe(1)
    const deletedHere = mergeFilings(
      base,
      filing(['2|b', '2|c']),
      filing(['2|a', '2|b', '2|c', '2|d']),
    )
    expect(deletedHere.filing.lar).toEqual(['2|b', '2|c', '2|d'])
  })

  it('keeps a row added in both tabs once, and repeated rows as often as they were', () => {
    const base = filing(['2|x'])
    expect(mergeFilings(base, filing(['2|x', '2|y']), filing(['2|x', '2|y'])).filing.lar).toEqual([
      '2|x',
      '2|y',
    ])
    expect(mergeFilings(base, filing(['2|x', '2|x']), filing(['2|x', '2|z'])).filing.lar).toEqual([
      '2|x',
      '2|z',
      '2|x',
    ])
  })

  it('takes a transmittal sheet changed on one side; lists theirs for review when both changed it', () => {
    const base = filing([])
    const theirsTs = TS.replace('Bank', 'Their Bank')
    const one = mergeFilings(base, base, filing([], theirsTs))
    expect(one.filing.ts).toBe(theirsTs.replace('|2|12', '|0|12'))
    expect(one.tsThere).toBe(true)
    const mineTs = TS.replace('Bank', 'My Bank')
    const both = mergeFilings(base, filing([], mineTs), filing([], theirsTs))
    expect(both.tsConflict).toBe(true)
    expect(both.filing.ts?.startsWith('1|My Bank|')).toBe(true)
    expect(both.filing.other.map((o) => o.text)).toEqual([theirsTs])
  })
})

describe('sameFiling', () => {
  it('compares year, rows and lines to review', () => {
    expect(sameFiling(filing(['2|a']), filing(['2|a']))).toBe(true)
    expect(sameFiling(filing(['2|a']), filing(['2|b']))).toBe(false)
    expect(sameFiling(filing([]), null)).toBe(false)
    expect(sameFiling(null, null)).toBe(true)
  })
})

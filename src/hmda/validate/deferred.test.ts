// @vitest-environment node
/**
 * What the later part of a split file hands over for the file-wide edits: per row the row hash
 * and the ULI's case-insensitive hash, so that the merge need not hash or cut out ULIs again.
 */
import { describe, expect, it } from 'vitest'
import { LAR_INDEX, TS_INDEX, getFields } from '../schema'
import { generateLarText } from '../testing/generateLar'
import {
  DEFERRED_WORDS,
  DeferredReader,
  KeyTable,
  SyntacticalChecker,
  hashIgnoringCase,
} from './syntactical'

const out = new Int32Array(2)
const hashOf = (s: string) => {
  hashIgnoringCase(s, 0, s.length, out)
  return [out[0], out[1]]
}

describe('hashIgnoringCase', () => {
  it('is the hash of a case-insensitive key table, whatever the case of a-z', () => {
    const table = new KeyTable(true)
    for (const key of ['', 'a', 'HMDATESTBANK00000137ABC', 'hmdatestbank00000137abc', 'Ä-x']) {
      table.hash(key, 0, key.length)
      expect(hashOf(key)).toEqual([table.a, table.b])
    }
    expect(hashOf('abcXYZ')).toEqual(hashOf('ABCxyz'))
    expect(hashOf('abc')).not.toEqual(hashOf('abd'))
    const text = 'xx|Hello|yy'
    hashIgnoringCase(text, 3, 8, out)
    expect([out[0], out[1]]).toEqual(hashOf('HELLO'))
  })

  it('gives the same hash when a table hashes the same key twice in a row', () => {
    const table = new KeyTable(true)
    const other = new KeyTable(true)
    const key = ['HMDATESTBANK', '00000137XYZ'].join('')
    table.hash(key, 0, key.length)
    other.hash(key, 0, key.length)
    expect([other.a, other.b]).toEqual([table.a, table.b])
    other.hash('other key', 0, 9)
    expect([other.a, other.b]).toEqual(hashOf('OTHER KEY'))
  })
})

describe('deferred rows', () => {
  it('keep each row’s ULI hash, length and action code beside its row hash', () => {
    const text = generateLarText({ year: 2024, rows: 5 })
    const lines = text.trimEnd().split('\n')
    const tsValues = (lines[0] ?? '').split('|')
    const checker = new SyntacticalChecker(
      {
        editIds: new Set(['S305', 'S306']),
        year: 2024,
        quarter: null,
        tsRow: 1,
        tsValues,
        tsFields: getFields(2024, 'ts'),
        larFields: getFields(2024, 'lar'),
        defer: true,
      },
      { add: () => undefined },
    )
    const rows = lines.slice(1)
    rows.forEach((line, i) => {
      const values = line.split('|')
      if (i === 2) values[LAR_INDEX.actionTaken] = '12'
      checker.checkLar(i + 2, values.join('|'), 0, line.length, values)
    })
    const deferred = checker.deferred()
    expect(deferred.count).toBe(rows.length)
    expect(deferred.hashes.length).toBe(rows.length * DEFERRED_WORDS)
    const reader = new DeferredReader(deferred)
    rows.forEach((line, i) => {
      const values = line.split('|')
      const uli = values[LAR_INDEX.uli] ?? ''
      const at = i * DEFERRED_WORDS
      expect(deferred.hashes[at + 3]).toBe(i + 2)
      expect([deferred.hashes[at + 4], deferred.hashes[at + 5]]).toEqual(hashOf(uli))
      const word = deferred.hashes[at + 6] ?? 0
      expect(word & 0xffffff).toBe(uli.length)
      expect(word >>> 24).toBe(i === 2 ? 0 : Number(values[LAR_INDEX.actionTaken]))
      expect(reader.uli(i)).toBe(uli)
      expect(reader.action(i)).toBe(i === 2 ? '12' : values[LAR_INDEX.actionTaken])
    })
    expect(tsValues[TS_INDEX.totalEntries]).toBe('5')
  })
})

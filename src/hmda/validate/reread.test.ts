// @vitest-environment node
/**
 * A tail part that keeps no text (`keepTexts: false`): it keeps only typed arrays, the head
 * names the rows it needs again (`tailRowsToRead`), and with those rows, read again, the merge
 * gives exactly the one-pass result; with a row that is not the one read (the file changed), it
 * declines.
 */
import { describe, expect, it } from 'vitest'
import { LAR_INDEX } from '../schema'
import { generateLarText } from '../testing/generateLar'
import {
  createValidator,
  deferredRowPlace,
  validateText,
  type PartOutput,
  type TailRowTexts,
  type Validator,
} from './engine'

const ULI = LAR_INDEX.uli
const ACTION = LAR_INDEX.actionTaken
const AMOUNT = LAR_INDEX.loanAmount

/** Lines of a file with ULIs repeated within and across its halves (some in another case). */
function fileLines(year = 2024, quarter: 1 | 2 | 3 | null = null): string[] {
  const text = generateLarText({
    year,
    quarter,
    rows: 40,
    errors: ['FORMAT', 'S301', 'S305', ...(year >= 2020 ? ['S306'] : []), 'V609'],
    errorRows: 4,
  })
  const lines = text.split('\n').filter((line) => line !== '')
  const withUli = (line: string, uli: string, action: string, amount: string) => {
    const values = line.split('|')
    values[ULI] = uli
    values[ACTION] = action
    values[AMOUNT] = amount
    return values.join('|')
  }
  const uliOf = (line: string) => line.split('|')[ULI] ?? ''
  const early = lines[3] ?? ''
  const late = lines[lines.length - 5] ?? ''
  lines.push(
    // An exact copy of an early row, an early ULI in lower case, a late ULI again (a tail
    // repeat), a ULI with an action taken that is not a single digit.
    early,
    withUli(lines[6] ?? '', uliOf(early).toLowerCase(), '3', '12345'),
    withUli(lines[8] ?? '', uliOf(late), '1', '23456'),
    withUli(lines[9] ?? '', uliOf(lines[10] ?? ''), '12', '34567'),
  )
  return lines
}

/** Byte offset (UTF-8) of each line's start, for lines joined by `sep`. */
function lineOffsets(lines: readonly string[], sep: string): number[] {
  const encoder = new TextEncoder()
  const out: number[] = []
  let at = 0
  for (const line of lines) {
    out.push(at)
    at += encoder.encode(line).length + encoder.encode(sep).length
  }
  return out
}

interface Split {
  readonly head: Validator
  readonly tail: PartOutput
  /** The tail's lines (without line breaks), in order. */
  readonly tailLines: readonly string[]
}

function split(lines: readonly string[], at: number, sep = '\n', keepTexts = false): Split {
  const head = createValidator({ part: { role: 'head' } })
  const tail = createValidator({ part: { role: 'tail', tsLine: lines[0] ?? '', keepTexts } })
  head.push(`${lines.slice(0, at).join(sep)}${sep}`)
  const tailText = `${lines.slice(at).join(sep)}${sep}`
  for (let i = 0; i < tailText.length; i += 1001) tail.push(tailText.slice(i, i + 1001))
  return { head, tail: tail.endPart(), tailLines: lines.slice(at) }
}

/** The rows `indexes` of the tail as read again from its text. */
function reread(s: Split, indexes: Int32Array): TailRowTexts {
  return { indexes, lines: [...indexes].map((i) => s.tailLines[i] ?? '') }
}

describe('a tail part without texts', () => {
  it('keeps only typed arrays: no ULI or action taken as text, whatever the rows', () => {
    const lines = fileLines()
    const s = split(lines, 20)
    const deferred = s.tail.deferred
    expect(deferred).not.toBeNull()
    if (!deferred) return
    expect(deferred.hashes).toBeInstanceOf(Int32Array)
    expect(deferred.blocks).toEqual([])
    expect(deferred.count).toBe(lines.length - 20)
    // Nothing else in the handover carries a ULI but the findings' examples.
    const { groups, ...rest } = s.tail
    const texts = JSON.stringify({ ...rest, deferred: { ...deferred, hashes: null } })
    for (const line of s.tailLines) {
      const uli = line.split('|')[ULI] ?? ''
      expect(texts).not.toContain(uli)
    }
    expect(groups.length).toBeGreaterThan(0)
  })

  it('keeps where each row starts in the part, in UTF-8 bytes (CRLF, non-ASCII text)', () => {
    const lines = fileLines()
    const values = (lines[25] ?? '').split('|')
    values[LAR_INDEX.loanAmount] = 'vingt-mille-é'
    lines[25] = values.join('|')
    lines[27] = `${lines[27] ?? ''}😀`
    const s = split(lines, 20, '\r\n')
    const deferred = s.tail.deferred
    if (!deferred) throw new Error('no deferred rows')
    const offsets = lineOffsets(s.tailLines, '\r\n')
    for (let i = 0; i < deferred.count; i++) {
      expect(deferredRowPlace(deferred, i)).toEqual({
        offset: offsets[i],
        length: (s.tailLines[i] ?? '').length,
      })
    }
  })

  it('needs as text exactly the rows whose ULI is on an earlier row of the file', () => {
    const lines = fileLines()
    for (const at of [1, 5, 20, lines.length - 4, lines.length - 1]) {
      const s = split(lines, at)
      const seen = new Set<string>()
      const expected: number[] = []
      lines.forEach((line, i) => {
        if (i === 0) return
        const uli = (line.split('|')[ULI] ?? '').toUpperCase()
        if (i >= at && seen.has(uli)) expected.push(i - at)
        seen.add(uli)
      })
      expect(expected.length).toBeGreaterThan(0)
      expect([...s.head.tailRowsToRead(s.tail)]).toEqual(expected)
    }
  })

  it('merges into the one-pass result with those rows read again, at every split point', () => {
    const lines = fileLines()
    for (const sep of ['\n', '\r\n']) {
      const expected = validateText(`${lines.join(sep)}${sep}`)
      for (let at = 1; at < lines.length; at++) {
        const s = split(lines, at, sep)
        const result = s.head.endWith(s.tail, reread(s, s.head.tailRowsToRead(s.tail)))
        expect(result, `split at row ${String(at + 1)}`).toEqual(expected)
      }
    }
  })

  it('merges into the one-pass result in a year without S306 and in a quarterly file', () => {
    for (const [year, quarter] of [
      [2019, null],
      [2023, 2],
    ] as const) {
      const lines = fileLines(year, quarter)
      const expected = validateText(`${lines.join('\n')}\n`)
      for (const at of [1, 7, 20, 33, lines.length - 2]) {
        const s = split(lines, at)
        const result = s.head.endWith(s.tail, reread(s, s.head.tailRowsToRead(s.tail)))
        expect(result, `${String(year)}: split at row ${String(at + 1)}`).toEqual(expected)
      }
    }
  })

  it('declines when a row read again is not the row the tail read, or is missing', () => {
    const lines = fileLines()
    const at = 20
    const first = split(lines, at)
    const indexes = first.head.tailRowsToRead(first.tail)
    expect(indexes.length).toBeGreaterThan(1)
    const changed = reread(first, indexes)
    const other = [...changed.lines]
    // Same length, one character changed: its hash differs.
    const line = other[0] ?? ''
    const c = line.at(-1) === '1' ? '2' : '1'
    other[0] = `${line.slice(0, -1)}${c}`
    expect(first.head.endWith(first.tail, { indexes, lines: other })).toBeNull()
    const second = split(lines, at)
    const fewer = reread(second, indexes.subarray(1))
    expect(second.head.endWith(second.tail, fewer)).toBeNull()
    const third = split(lines, at)
    expect(third.head.endWith(third.tail)).toBeNull()
  })

  it('still merges a tail that kept its texts without reading anything again', () => {
    const lines = fileLines()
    const s = split(lines, 20, '\n', true)
    expect(s.head.tailRowsToRead(s.tail)).toHaveLength(0)
    expect(s.head.endWith(s.tail)).toEqual(validateText(`${lines.join('\n')}\n`))
  })
})

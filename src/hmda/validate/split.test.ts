// @vitest-environment node
/**
 * A file checked in two parts at once (head and tail, split at a line break) must give exactly
 * the result of one validator reading the whole file.
 */
import { describe, expect, it } from 'vitest'
import { LAR_INDEX } from '../schema'
import { generateLarText } from '../testing/generateLar'
import {
  createValidator,
  validateText,
  type ValidationResult,
  type ValidatorOptions,
} from './engine'

/** Start offsets of every line after the first (the places a file may be split at). */
function lineStarts(text: string): number[] {
  const starts: number[] = []
  for (
    let nl = text.indexOf('\n');
    nl >= 0 && nl + 1 < text.length;
    nl = text.indexOf('\n', nl + 1)
  ) {
    starts.push(nl + 1)
  }
  return starts
}

/** Checks `text` split at `at`, each part pushed in small chunks (as a stream would give it). */
function validateSplit(
  text: string,
  at: number,
  options: ValidatorOptions = {},
  chunk = 997,
): ValidationResult | null {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const firstEnd = body.indexOf('\n')
  const tsLine = firstEnd < 0 ? body : body.slice(0, firstEnd)
  const head = createValidator({ ...options, part: { role: 'head' } })
  const tail = createValidator({ ...options, part: { role: 'tail', tsLine } })
  for (let i = 0; i < at; i += chunk) head.push(text.slice(i, Math.min(i + chunk, at)))
  for (let i = at; i < text.length; i += chunk) tail.push(text.slice(i, i + chunk))
  return head.endWith(tail.endPart())
}

/** Every split point gives the sequential result (or declines, when `mayDecline` allows it). */
function expectSplitsExact(
  text: string,
  options: ValidatorOptions = {},
  mayDecline: (at: number) => boolean = () => false,
): number {
  const expected = validateText(text, options)
  let merged = 0
  for (const at of lineStarts(text)) {
    const result = validateSplit(text, at, options)
    if (result === null) {
      expect(mayDecline(at), `split at ${String(at)} declined`).toBe(true)
      continue
    }
    merged++
    expect(result, `split at ${String(at)}`).toEqual(expected)
  }
  return merged
}

const ULI = LAR_INDEX.uli
const ACTION = LAR_INDEX.actionTaken
const AMOUNT = LAR_INDEX.loanAmount

/** A generated file with errors, plus duplicates of early rows placed near its end. */
function fileWithLateDuplicates(year: number, rows: number, quarter: 1 | 2 | 3 | null = null) {
  const text = generateLarText({
    year,
    rows,
    quarter,
    errors: ['FORMAT', 'S300', 'S301', 'S304', 'S305', 'S306', 'V607', 'V609'],
    errorRows: 4,
  })
  const lines = text.split('\n').filter((line, i, all) => i < all.length - 1 || line !== '')
  const copy = lines[2] ?? ''
  // Same ULI as row 4 (made an origination) and as row 5, with another amount.
  const row4 = (lines[3] ?? '').split('|')
  row4[ACTION] = '1'
  lines[3] = row4.join('|')
  const sameUli = (from: string, action: string, amount: string) => {
    const values = from.split('|')
    values[ACTION] = action
    values[AMOUNT] = amount
    return values.join('|')
  }
  const row5 = (lines[4] ?? '').split('|')
  const lowerUli = sameUli(lines[4] ?? '', '3', '98765')
    .split('|')
    .map((v, i) => (i === ULI ? (row5[ULI] ?? '').toLowerCase() : v))
    .join('|')
  lines.splice(lines.length - 2, 0, copy, sameUli(lines[3] ?? '', '4', '12345'), lowerUli)
  lines.push(copy, sameUli(lines[4] ?? '', '1', '55555'))
  return lines
}

const YEARS_WITH_S306 = 2024

describe('checking a file in two parts', () => {
  it('gives the sequential result at every split point (annual, errors, duplicates across)', () => {
    const lines = fileWithLateDuplicates(YEARS_WITH_S306, 40)
    const text = `${lines.join('\n')}\n`
    const expected = validateText(text)
    const ids = expected.edits.map((e) => e.id)
    expect(ids).toEqual(expect.arrayContaining(['S300', 'S301', 'S304', 'S305', 'S306', 'V607']))
    expect(expectSplitsExact(text)).toBe(lines.length - 1)
  })

  it('handles CRLF, a BOM, no final line break and blank lines', () => {
    const lines = fileWithLateDuplicates(YEARS_WITH_S306, 25)
    lines.splice(10, 0, '', '')
    const text = `\ufeff${lines.join('\r\n')}\r\n\r\n`
    expectSplitsExact(text, {}, (at) => text.slice(at - 4, at) === '\r\n\r\n')
    const noFinal = `${lines.join('\r\n')}`
    expectSplitsExact(noFinal, {}, (at) => noFinal.slice(at - 4, at) === '\r\n\r\n')
    // A split right after the transmittal sheet and before the last row.
    const starts = lineStarts(noFinal)
    expect(validateSplit(noFinal, starts[0] ?? 0)).toEqual(validateText(noFinal))
    expect(validateSplit(noFinal, starts[starts.length - 1] ?? 0)).toEqual(validateText(noFinal))
  })

  it('handles a quarterly file (S307) and the expected year (S302)', () => {
    const text = generateLarText({
      year: 2023,
      rows: 20,
      quarter: 2,
      errors: ['S302', 'S305', 'S306', 'S307', 'FORMAT'],
      errorRows: 3,
    })
    const expected = validateText(text, { expectedYear: 2022 })
    expect(expected.quarter).toBe(2)
    expect(expected.edits.map((e) => e.id)).toEqual(expect.arrayContaining(['S302', 'S307']))
    expectSplitsExact(text, { expectedYear: 2022 })
    const inQuarter = generateLarText({ year: 2023, rows: 20, quarter: 2, errors: ['S306'] })
    expectSplitsExact(inQuarter)
  })

  it('keeps the per-edit cap in file order and declines only when the overall cap matters', () => {
    const text = generateLarText({
      year: 2025,
      rows: 60,
      errors: ['FORMAT', 'S300', 'S301', 'S305', 'S306', 'V609'],
      errorRows: 12,
    })
    expectSplitsExact(text, { maxExamplesPerEdit: 5 })
    const capped = validateText(text, { maxExamplesPerEdit: 5, maxExamples: 12 })
    expect(capped.truncated).toBe(true)
    // The cap over all edits is applied in file order across edits: the split declines.
    expectSplitsExact(text, { maxExamplesPerEdit: 5, maxExamples: 12 }, () => true)
  })

  it('declines a file whose first line is not a usable transmittal sheet', () => {
    const text = `1|x|1899|\n${generateLarText({ year: 2024, rows: 3 }).split('\n').slice(1).join('\n')}`
    const at = lineStarts(text)[1] ?? 0
    expect(validateSplit(text, at)).toBeNull()
  })
})

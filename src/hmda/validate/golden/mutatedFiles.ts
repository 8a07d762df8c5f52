/**
 * Generated files with many kinds of errors, for the golden-results test of the validator
 * (`golden.test.ts`): every edit the generator can trigger, plus seeded random damage — values
 * replaced by blanks, codes out of range, NA and Exempt where they do not belong, letters in
 * numbers, impossible dates, non-ASCII text (accents, Arabic digits, emoji), rows with a field too
 * many or too few, CRLF line ends, blank lines, byte-order marks, a second transmittal sheet,
 * rows of another kind. The same name always gives the same text.
 */
import { LAR_INDEX, getFields } from '../../schema'
import { generateLarLines, type GenerateOptions } from '../../testing/generateLar'

export interface MutatedFile {
  readonly name: string
  readonly text: string
  /** `expectedYear` for the validator, when the test gives one. */
  readonly expectedYear?: number
}

function rng(seed: number): () => number {
  let a = seed | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Replacement values: each breaks some format check or validity edit somewhere. */
const JUNK = [
  '',
  'NA',
  'Exempt',
  'exempt',
  'X',
  '-1',
  '0',
  '00',
  '01',
  '1.5',
  '1.',
  '.5',
  '-0.25',
  '1e5',
  ' 1',
  '1 ',
  '9999',
  '8888',
  '1111',
  '7',
  '14',
  '27',
  '44',
  '20251301',
  '20250230',
  '20240229',
  '19991231',
  '2025-01-01',
  'Peña Blanca',
  '١٢٣',
  '😀 house',
  'ABC',
  '5493001YS08XHF42M037',
  '12-3456789',
  '555-010-0100',
  '62704-1234',
  '6270',
  '17167',
  '1716700080',
  'a|b',
] as const

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T

/** Damages `lines` (TS first) in place: about `share` of the LAR rows get one change. */
function damage(lines: string[], year: number, seed: number, share: number): void {
  const r = rng(seed)
  const codeFields = getFields(year, 'lar').filter((f) => f.type === 'code' && f.codes?.length)
  for (let i = 1; i < lines.length; i++) {
    if (r() >= share) continue
    const line = lines[i] ?? ''
    const kind = r()
    if (kind < 0.4) {
      // Other valid codes: well formed, but often inconsistent with the rest of the row.
      const values = line.split('|')
      const count = 1 + Math.floor(r() * 4)
      for (let k = 0; k < count; k++) {
        const field = pick(r, codeFields)
        values[field.index] = pick(r, field.codes ?? []).value
      }
      lines[i] = values.join('|')
    } else if (kind < 0.7) {
      const values = line.split('|')
      const count = 1 + Math.floor(r() * 3)
      for (let k = 0; k < count; k++) {
        values[Math.floor(r() * values.length)] = pick(r, JUNK)
      }
      lines[i] = values.join('|')
    } else if (kind < 0.75) {
      lines[i] = `${line}|extra`
    } else if (kind < 0.8) {
      lines[i] = line.slice(0, line.lastIndexOf('|'))
    } else if (kind < 0.84) {
      lines[i] = `${line}\r`
    } else if (kind < 0.86) {
      lines[i] = ''
    } else if (kind < 0.87) {
      lines[i] = `\ufeff${line}`
    } else if (kind < 0.88) {
      lines[i] = lines[0] ?? ''
    } else if (kind < 0.9) {
      lines[i] = `4${line.slice(1)}`
    } else if (kind < 0.93) {
      // An exact copy of an earlier row (S305), or its ULI with an action taken of 1 (S306).
      const j = 1 + Math.floor(r() * (i - 1))
      const earlier = lines[j] ?? ''
      if (r() < 0.5) lines[i] = earlier
      else {
        const values = line.split('|')
        const before = earlier.split('|')
        values[LAR_INDEX.uli] = (before[LAR_INDEX.uli] ?? '').toLowerCase()
        values[LAR_INDEX.actionTaken] = '1'
        lines[i] = values.join('|')
      }
    } else {
      const values = line.split('|')
      values[LAR_INDEX.streetAddress] = pick(r, ['Calle Peña 5', '北京路 8', '😀 Emoji Way', ''])
      values[LAR_INDEX.city] = pick(r, ['São Paulo', 'Zürich', 'Exempt', 'NA'])
      lines[i] = values.join('|')
    }
  }
}

function file(
  name: string,
  options: GenerateOptions,
  seed: number,
  share: number,
  expectedYear?: number,
): MutatedFile {
  const lines = [...generateLarLines(options)]
  damage(lines, options.year, seed, share)
  const text = lines.join('\n') + (seed % 2 === 0 ? '\n' : '')
  return expectedYear === undefined ? { name, text } : { name, text, expectedYear }
}

const ALL_ROW_ERRORS = ['FORMAT', 'S300', 'S301', 'S305', 'S306', 'V608-1', 'V609']

/** The files of the golden test. */
export function mutatedFiles(): MutatedFile[] {
  return [
    file(
      '2025-annual-realistic',
      {
        year: 2025,
        rows: 1500,
        errors: [...ALL_ROW_ERRORS, 'S302', 'S304', 'V607'],
        errorRows: 12,
      },
      1,
      0.3,
      2025,
    ),
    file('2025-annual-short', { year: 2025, rows: 800, shape: 'short' }, 2, 0.4),
    file(
      '2024-q2-realistic',
      { year: 2024, rows: 900, quarter: 2, errors: ALL_ROW_ERRORS, errorRows: 7 },
      3,
      0.25,
      2024,
    ),
    file('2026-q3-s307', { year: 2026, rows: 200, quarter: 3, errors: ['S307'] }, 4, 0.2),
    file('2019-annual', { year: 2019, rows: 700, errors: ['S305', 'V609'] }, 5, 0.35),
    file('2018-annual-heavy', { year: 2018, rows: 400 }, 6, 0.9),
    file('2022-annual-light', { year: 2022, rows: 2500 }, 8, 0.02),
  ]
}

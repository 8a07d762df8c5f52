import { describe, expect, it } from 'vitest'
import { getFields, LAR_INDEX } from '../schema'
import { TEST_LEI, validLarValues, validTsRow, validTsValues } from '../testing/rowBuilder'
import type { FilingYear } from '../types'
import { validateText } from './engine'
import { checkRow, FILE_WIDE_EDITS } from './singleRow'

/** Values tried in every field: blanks, special values, codes, numbers, bad text. */
const PROBES = [
  '',
  'NA',
  'Exempt',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '9',
  '11',
  '1111',
  '8888',
  '9999',
  '-1',
  '0.5',
  '100',
  '20240230',
  '20240615',
  'abc',
  'short',
  'x'.repeat(46),
]

/** Edit ids the file engine reports for each row number (file-wide edits left out). */
function engineIdsByRow(text: string): Map<number, Set<string>> {
  const result = validateText(text, { maxExamplesPerEdit: 1e9, maxExamples: 1e9 })
  expect(result.fatal).toBeNull()
  expect(result.truncated).toBe(false)
  const byRow = new Map<number, Set<string>>()
  for (const edit of [...result.edits, ...result.quality]) {
    // Q600 (repeated ULIs) is decided over the whole file, never for one row.
    if (FILE_WIDE_EDITS.has(edit.id) || edit.id.startsWith('Q600')) continue
    for (const example of edit.examples) {
      let ids = byRow.get(example.row)
      if (!ids) byRow.set(example.row, (ids = new Set()))
      ids.add(edit.id)
    }
  }
  return byRow
}

const sorted = (ids: Iterable<string>) => [...ids].sort()

function larMutations(year: FilingYear): string[] {
  const base = validLarValues(year)
  const rows = [base.join('|'), 'garbage', '2|garbage', '3|x', `${base.join('|')}|extra`]
  for (const field of getFields(year, 'lar')) {
    if (field.index === 0) continue
    for (const probe of PROBES) {
      const values = base.slice()
      values[field.index] = probe
      rows.push(values.join('|'))
    }
  }
  // Pairs of fields changed together reach the edits that compare two fields.
  const fields = getFields(year, 'lar')
  for (let i = 1; i < fields.length; i += 3) {
    for (let j = i + 1; j < fields.length; j += 7) {
      for (const [a, b] of [
        ['1', '2'],
        ['NA', 'NA'],
        ['Exempt', 'Exempt'],
        ['3', '8888'],
      ] as const) {
        const values = base.slice()
        values[i] = a
        values[j] = b
        rows.push(values.join('|'))
      }
    }
  }
  return rows
}

describe.each([2018, 2020, 2024, 2026] as const)(
  'checkRow agrees with the file engine (%i)',
  (year) => {
    it('on every LAR row of a file of mutated rows', () => {
      const ts = validTsRow(year)
      const rows = larMutations(year)
      const byRow = engineIdsByRow([ts, ...rows].join('\n'))
      let compared = 0
      let withFindings = 0
      rows.forEach((row, i) => {
        const single = checkRow({ year, kind: 'lar', row, ts })
        const mine = sorted(single.findings.map((f) => f.id))
        const theirs = sorted(byRow.get(i + 2) ?? [])
        expect(mine, `row ${String(i + 2)}: ${row.slice(0, 80)}`).toEqual(theirs)
        compared++
        if (mine.length > 0) withFindings++
      })
      expect(compared).toBe(rows.length)
      // The probes reach many edits, so the comparison is not of empty sets only.
      const validity = new Set<string>()
      for (const ids of byRow.values())
        for (const id of ids) if (id.startsWith('V')) validity.add(id)
      expect(validity.size).toBeGreaterThan(20)
      const quality = new Set<string>()
      for (const ids of byRow.values())
        for (const id of ids) if (id.startsWith('Q') && !id.startsWith('Q600')) quality.add(id)
      expect(quality.size).toBeGreaterThan(10)
      expect(withFindings).toBeGreaterThan(rows.length / 2)
    })

    it('on mutated transmittal sheets (and the LAR row after each)', () => {
      const lar = validLarValues(year).join('|')
      const base = validTsValues(year)
      for (const field of getFields(year, 'ts')) {
        if (field.index === 0 || field.key === 'calendarYear' || field.key === 'totalEntries')
          continue
        for (const probe of [...PROBES, '1234567890', '531111111', 'not-an-email', TEST_LEI]) {
          const values = base.slice()
          values[field.index] = probe
          const ts = values.join('|')
          const byRow = engineIdsByRow(`${ts}\n${lar}\n`)
          const mineTs = sorted(checkRow({ year, kind: 'ts', row: ts }).findings.map((f) => f.id))
          const mineLar = sorted(
            checkRow({ year, kind: 'lar', row: lar, ts }).findings.map((f) => f.id),
          )
          expect(mineTs, `TS ${field.key}=${probe}`).toEqual(sorted(byRow.get(1) ?? []))
          expect(mineLar, `LAR after TS ${field.key}=${probe}`).toEqual(sorted(byRow.get(2) ?? []))
        }
      }
    })
  },
)

describe('checkRow', () => {
  it('reports a two-field row as the wrong number of fields, and its LEI (as the verifier does)', () => {
    const check = checkRow({ year: 2024, kind: 'lar', row: '2|garbage', ts: validTsRow(2024) })
    expect(check.findings.map((f) => f.id)).toEqual(['format:lar:count', 'S301'])
    expect(check.validityChecked).toBe(false)
  })

  it('flags transmittal sheet values the hints describe: LEI, ZIP and tax ID', () => {
    const ts = validTsRow(2024, { lei: 'short', contactZipCode: '1234567890', taxId: '531111111' })
    const ids = checkRow({ year: 2024, kind: 'ts', row: ts }).findings.map((f) => f.id)
    expect(ids).toEqual(['V600', 'V605', 'V607'])
  })

  it('checks S302 on the transmittal sheet against the filing year', () => {
    const ts = validTsRow(2024, { calendarYear: '2023' })
    const check = checkRow({ year: 2024, kind: 'ts', row: ts, expectedYear: 2024 })
    expect(check.findings.map((f) => f.id)).toContain('S302')
  })

  it('lists what one row cannot decide, and S301 when there is no transmittal sheet', () => {
    const lar = validLarValues(2024).join('|')
    const ids = checkRow({ year: 2024, kind: 'lar', row: lar }).notChecked.map((n) => n.id)
    expect(ids).toEqual(expect.arrayContaining(['S301', 'S305']))
    const withTs = checkRow({ year: 2024, kind: 'lar', row: lar, ts: validTsRow(2024) })
    expect(withTs.notChecked.map((n) => n.id)).not.toContain('S301')
    expect(withTs.findings).toEqual([])
  })

  it('reports quality edits apart from errors: a small loan (Q645-1), a government loan on 5 units (Q631)', () => {
    const ts = validTsRow(2024)
    const small = validLarValues(2024)
    small[LAR_INDEX.loanAmount] = '400'
    const check = checkRow({ year: 2024, kind: 'lar', row: small.join('|'), ts })
    const quality = check.findings.filter((f) => f.stage === 'quality')
    expect(quality.map((f) => f.id)).toContain('Q645-1')
    expect(check.findings.filter((f) => f.stage !== 'quality')).toEqual([])
    const q645 = quality.find((f) => f.id === 'Q645-1')
    expect(q645?.description).not.toBe('')
    expect(q645?.fieldIndexes).toContain(LAR_INDEX.loanAmount)

    const fha = validLarValues(2024)
    fha[LAR_INDEX.loanType] = '2'
    fha[LAR_INDEX.totalUnits] = '5'
    const ids = checkRow({ year: 2024, kind: 'lar', row: fha.join('|'), ts }).findings.map(
      (f) => `${f.stage}:${f.id}`,
    )
    expect(ids).toContain('quality:Q631')
  })

  it('reports no quality edit for a row that misses them, and none for a row with format errors', () => {
    const ts = validTsRow(2024)
    const clean = checkRow({ year: 2024, kind: 'lar', row: validLarValues(2024).join('|'), ts })
    expect(clean.findings).toEqual([])
    const bad = validLarValues(2024)
    bad[LAR_INDEX.loanAmount] = 'abc'
    const check = checkRow({ year: 2024, kind: 'lar', row: bad.join('|'), ts })
    expect(check.findings.some((f) => f.stage === 'quality')).toBe(false)
    expect(check.notChecked.map((n) => n.id)).toEqual(expect.arrayContaining(['Q600', 'Q603']))
  })

  it('runs Q646 from 2025 on a row with an exemption code, and Q647 only for a HUD filer', () => {
    const lar = validLarValues(2025)
    lar[LAR_INDEX.balloonPayment] = '1111'
    const row = lar.join('|')
    const ids = (ts: string) =>
      checkRow({ year: 2025, kind: 'lar', row, ts })
        .findings.filter((f) => f.stage === 'quality')
        .map((f) => f.id)
    expect(ids(validTsRow(2025))).toContain('Q646')
    expect(ids(validTsRow(2025))).not.toContain('Q647')
    expect(ids(validTsRow(2025, { federalAgency: '7' }))).toContain('Q647')
  })
})

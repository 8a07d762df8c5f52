// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TEST_LEI, validLarRow, validTsRow } from '../testing/rowBuilder'
import { makeUli } from '../checkDigit'
import { validateText, type ValidationResult } from './engine'
import { KeyTable } from './syntactical'

const uli = (n: number) => makeUli(`${TEST_LEI}LOAN${String(n)}`)
const lar = (year: number, n: number, overrides: Parameters<typeof validLarRow>[1] = {}) =>
  validLarRow(year, { uli: uli(n), ...overrides })

function file(year: number, rows: readonly string[], ts: Parameters<typeof validTsRow>[1] = {}) {
  return [validTsRow(year, { totalEntries: String(rows.length), ...ts }), ...rows].join('\n')
}

const run = (text: string, expectedYear?: number) =>
  validateText(text, { rules: [], notChecked: [], expectedYear })

const edit = (result: ValidationResult, id: string) => result.edits.find((e) => e.id === id)
const ids = (result: ValidationResult) => result.edits.map((e) => e.id)

describe('KeyTable', () => {
  it('finds repeated keys and keeps the first row', () => {
    const table = new KeyTable(false, 16)
    for (let i = 1; i <= 5000; i++) expect(table.getOrAdd(`key-${String(i)}`, i)).toBe(0)
    expect(table.getOrAdd('key-17', 9000)).toBe(17)
    expect(table.getOrAdd('KEY-17', 9001)).toBe(0)
    expect(table.count).toBe(5001)
  })

  it('folds case when asked', () => {
    const table = new KeyTable(true)
    table.getOrAdd('abc123', 4, 3)
    expect(table.getOrAdd('ABC123', 9)).toBe(4)
    expect(table.foundTag).toBe(3)
  })

  it('grows with distinct keys only (16 bytes a slot, at most half full)', () => {
    const table = new KeyTable(false, 16)
    for (let i = 1; i <= 100_000; i++) table.getOrAdd(`row ${String(i % 1000)}`, i)
    expect(table.count).toBe(1000)
    expect(table.bytes).toBeLessThanOrEqual(16 * 4096)
  })
})

describe('syntactical edits', () => {
  const year = 2025

  it('a clean file has no findings', () => {
    const result = run(file(year, [lar(year, 1), lar(year, 2)]))
    expect(result.fatal).toBeNull()
    expect(result.edits).toEqual([])
    expect(result.larRows).toBe(2)
  })

  it('S300: rows before the TS, a second TS, rows not starting 2|, empty rows', () => {
    const text = [
      lar(year, 9),
      validTsRow(year, { totalEntries: '1' }),
      lar(year, 1),
      validTsRow(year),
      `3${lar(year, 2).slice(1)}`,
      '',
      lar(year, 3),
    ].join('\n')
    const result = run(text)
    const s300 = edit(result, 'S300')
    expect(s300?.examples.map((e) => e.row)).toEqual([1, 2, 4, 5, 6])
    expect(s300?.examples[0]?.note).toMatch(/before the transmittal sheet/)
    expect(s300?.examples[1]?.note).toMatch(/first row/)
    expect(s300?.examples[2]?.note).toMatch(/second transmittal sheet/)
  })

  it('S300 passes with a trailing blank line (LF or CRLF)', () => {
    expect(run(`${file(year, [lar(year, 1)])}\n`).edits).toEqual([])
    expect(run(`${file(year, [lar(year, 1)]).replaceAll('\n', '\r\n')}\r\n\r\n`).edits).toEqual([])
  })

  it('S301: a LAR LEI other than the TS LEI (case ignored)', () => {
    const other = '5493001YS08XHF42M037'
    const result = run(
      file(year, [lar(year, 1, { lei: TEST_LEI.toLowerCase() }), lar(year, 2, { lei: other })]),
    )
    expect(ids(result)).toEqual(['S301'])
    const s301 = edit(result, 'S301')
    expect(s301?.count).toBe(1)
    expect(s301?.examples[0]).toMatchObject({ row: 3, uli: uli(2) })
    expect(s301?.examples[0]?.fields).toContainEqual({
      name: 'Legal Entity Identifier (LEI)',
      value: other,
    })
  })

  it('S302: checked against the chosen filing year only', () => {
    const text = file(year, [lar(year, 1)])
    expect(run(text, year).edits).toEqual([])
    expect(ids(run(text, 2024))).toEqual(['S302'])
    const unchosen = run(text)
    expect(unchosen.notChecked.map((n) => n.id)).toContain('S302')
    expect(run(text, year).notChecked.map((n) => n.id)).not.toContain('S302')
  })

  it('S303 is never checked here (2018–2024) and not listed from 2025', () => {
    const y2024 = run(file(2024, [lar(2024, 1)]))
    expect(y2024.notChecked.find((n) => n.id === 'S303')?.reason).toMatch(/registration data/)
    expect(run(file(2025, [lar(2025, 1)])).notChecked.map((n) => n.id)).not.toContain('S303')
  })

  it('S304: the TS total must equal the LAR rows', () => {
    const result = run(file(year, [lar(year, 1), lar(year, 2)], { totalEntries: '3' }))
    expect(ids(result)).toEqual(['S304'])
    expect(edit(result, 'S304')?.examples[0]).toMatchObject({
      row: 1,
      fields: [{ name: 'Total Number of Entries Contained in Submission', value: '3' }],
      note: 'The file has 2 LAR rows.',
    })
  })

  it('S305: identical rows, naming the first occurrence; S306 does not count them again', () => {
    const row = lar(year, 1)
    const result = run(file(year, [row, lar(year, 2), row, row]))
    expect(ids(result)).toEqual(['S305'])
    const s305 = edit(result, 'S305')
    expect(s305?.count).toBe(2)
    expect(s305?.examples.map((e) => [e.row, e.note])).toEqual([
      [4, 'Identical to row 2.'],
      [5, 'Identical to row 2.'],
    ])
  })

  it('S306: a ULI repeated where one record is originated (action taken 1)', () => {
    const rows = [
      lar(year, 1, { actionTaken: '1' }),
      lar(year, 1, { actionTaken: '1', loanAmount: '100000' }),
      lar(year, 2, { actionTaken: '3', loanAmount: '100000' }),
      lar(year, 2, { actionTaken: '3', loanAmount: '200000' }),
      lar(year, 3, { actionTaken: '3' }),
      lar(year, 3, { actionTaken: '1', loanAmount: '1' }).replace(uli(3), uli(3).toLowerCase()),
    ]
    const result = run(file(year, rows))
    const s306 = edit(result, 'S306')
    // Rows 2–3 share ULI 1 (originated), rows 6–7 share ULI 3 (one originated); ULI 2 is never 1.
    expect(s306?.examples.map((e) => e.row)).toEqual([2, 3, 6, 7])
    expect(s306?.examples[2]?.fields).toContainEqual({ name: 'Action Taken', value: '3' })
  })

  it('S306 applies from 2020 (annual) and 2021 (quarterly)', () => {
    const rows = [lar(2019, 1), lar(2019, 1, { loanAmount: '100000' })]
    expect(ids(run(file(2019, rows)))).toEqual([])
    const q2020 = [lar(2020, 1), lar(2020, 1, { loanAmount: '100000' })]
    expect(ids(run(file(2020, q2020, { calendarQuarter: '1' })))).toEqual([])
    expect(ids(run(file(2020, q2020)))).toEqual(['S306'])
  })

  it('S307: a quarterly file needs a record with an action date in the quarter', () => {
    const inQ2 = lar(2023, 1, { actionTakenDate: '20230515' })
    const inQ3 = lar(2023, 2, { actionTakenDate: '20230701' })
    expect(ids(run(file(2023, [inQ3, inQ2], { calendarQuarter: '2' })))).toEqual([])
    const result = run(file(2023, [inQ3], { calendarQuarter: '2' }))
    expect(ids(result)).toEqual(['S307'])
    expect(edit(result, 'S307')?.examples[0]?.fields).toEqual([
      { name: 'Calendar Quarter', value: '2' },
      { name: 'Calendar Year', value: '2023' },
    ])
    expect(result.quarter).toBe(2)
  })

  it('S307 is not applied to annual files nor before 2022', () => {
    const annual = run(file(2023, [lar(2023, 1, { actionTakenDate: '20230101' })]))
    expect(ids(annual)).toEqual([])
    expect(annual.notChecked.find((n) => n.id === 'S307')?.reason).toMatch(/quarterly/)
    const q2021 = run(
      file(2021, [lar(2021, 1, { actionTakenDate: '20211201' })], { calendarQuarter: '1' }),
    )
    expect(ids(q2021)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkDigitsOf, makeUli } from '../checkDigit'
import { editsFor } from '../edits/lookup'
import { LAR_INDEX, TS_INDEX } from '../schema'
import { TEST_LEI, validLarRow, validTsRow } from '../testing/rowBuilder'
import { createValidator, NEEDS_OUTSIDE_DATA, validateText, type ValidatorOptions } from './engine'
import type { ValidityRule } from './types'

const YEAR = 2024
const uli = (n: number) => makeUli(`${TEST_LEI}ROW${String(n)}`)
const lar = (n: number, overrides: Parameters<typeof validLarRow>[1] = {}) =>
  validLarRow(YEAR, { uli: uli(n), ...overrides })
const file = (rows: readonly string[], eol = '\n') =>
  [validTsRow(YEAR, { totalEntries: String(rows.length) }), ...rows].join(eol)

/** Sample rules standing in for the real ones: V608-1 (ULI length) and V607 (tax ID pattern). */
const SAMPLE_RULES: readonly ValidityRule[] = [
  {
    id: 'V608-1',
    record: 'lar',
    check: (values) => {
      const n = (values[LAR_INDEX.uli] ?? '').length
      return n >= 23 && n <= 45
    },
  },
  {
    id: 'V607',
    record: 'ts',
    check: (values) => /^\d{2}-\d{7}$/.test(values[TS_INDEX.taxId] ?? ''),
  },
  // Not an edit of the catalogue: ignored.
  { id: 'V999', record: 'lar', check: () => false },
]

const options: ValidatorOptions = {
  rules: SAMPLE_RULES,
  notChecked: [{ id: 'V627', reason: 'Needs the census tract list.' }],
}

const summary = (text: string, extra: ValidatorOptions = {}) => {
  const result = validateText(text, { ...options, ...extra })
  return result.edits.map((e) => `${e.id}:${String(e.count)}`)
}

describe('createValidator', () => {
  const longUli = (c: string) => {
    const id = `${TEST_LEI}${c.repeat(24)}`
    return id + checkDigitsOf(id)
  }
  const text = file([
    lar(1),
    lar(2, { loanAmount: 'ABC', uli: longUli('X') }),
    lar(3, { uli: longUli('Y') }),
    lar(4),
  ])

  it('runs the three stages, skipping validity on rows with formatting errors', () => {
    const result = validateText(text, options)
    expect(result.year).toBe(YEAR)
    expect(result.quarter).toBeNull()
    expect(result.edits.map((e) => [e.stage, e.id, e.count])).toEqual([
      ['formatting', `format:lar:${String(LAR_INDEX.loanAmount)}`, 1],
      ['validity', 'V608-1', 1],
    ])
    const format = result.edits[0]
    expect(format?.title).toBe('LAR: Loan Amount')
    expect(format?.description).toMatch(/^Accepted: /)
    expect(format?.examples[0]).toEqual({
      row: 3,
      uli: longUli('X'),
      fields: [{ name: 'Loan Amount', value: 'ABC' }],
    })
    const v608 = result.edits[1]
    expect(v608?.description).toBe(editsFor(YEAR).find((e) => e.id === 'V608-1')?.description)
    expect(v608?.examples[0]).toMatchObject({
      row: 4,
      fields: [
        {
          name: 'Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)',
          value: longUli('Y'),
        },
      ],
    })
    expect(result.stages.map((s) => [s.stage, s.edits, s.findings])).toEqual([
      ['formatting', 1, 1],
      ['syntactical', 0, 0],
      ['validity', 1, 1],
    ])
    expect(result.stages[2]?.checked).toBe(2)
  })

  it('gives the same result whatever the chunk boundaries, with LF or CRLF', () => {
    const expected = validateText(text, options)
    for (const eolText of [text, text.replaceAll('\n', '\r\n')]) {
      for (const size of [1, 2, 3, 7, 64, 333, 1000]) {
        const validator = createValidator(options)
        for (let i = 0; i < eolText.length; i += size) validator.push(eolText.slice(i, i + size))
        expect(validator.end()).toEqual(expected)
      }
    }
  })

  it('splits at every position of a CRLF pair', () => {
    const crlf = `${text.replaceAll('\n', '\r\n')}\r\n`
    const expected = validateText(text, options)
    for (let cut = 1; cut < crlf.length; cut += 97) {
      const validator = createValidator(options)
      validator.push(crlf.slice(0, cut))
      validator.push(crlf.slice(cut))
      expect(validator.end()).toEqual(expected)
    }
  })

  it('strips a UTF-8 byte-order mark, in the first chunk only', () => {
    const validator = createValidator(options)
    validator.push('\ufeff')
    validator.push(text)
    expect(validator.end()).toEqual(validateText(text, options))
    expect(summary(`\ufeff${file([lar(1)])}`)).toEqual([])
  })

  it('ignores a trailing empty line but reports empty lines in the middle (S300)', () => {
    expect(summary(`${file([lar(1)])}\n`)).toEqual([])
    expect(summary(`${file([lar(1)])}\n\n\n`)).toEqual([])
    expect(summary(file([lar(1), '', lar(2)]).replace(/\|2\n/, '|2\n'))).toContain('S300:1')
  })

  it('counts rows of a TS-only file and of an empty one', () => {
    expect(validateText(validTsRow(YEAR, { totalEntries: '0' }), options).larRows).toBe(0)
    expect(validateText('', options).fatal).toBe('The file is empty.')
    expect(validateText('\n', options).fatal).toBe('The file is empty.')
  })

  it('stops with a clear message for a year outside 2018–2026', () => {
    const result = validateText(file([lar(1)]).replace(`|${String(YEAR)}|`, '|2017|'), options)
    expect(result.fatal).toMatch(/calendar year “2017”.*2018 to 2026/)
    expect(result.year).toBeNull()
    expect(result.edits).toEqual([])
    expect(result.notChecked).toEqual([])
  })

  it('reports rows before a transmittal sheet, and a file without one', () => {
    const result = validateText([lar(1), lar(2)].join('\n'), options)
    expect(result.fatal).toMatch(/no transmittal sheet/)
    expect(result.edits.map((e) => `${e.id}:${String(e.count)}`)).toEqual(['S300:2'])
  })

  it('reports a wrong number of fields once per row', () => {
    const result = validateText(file([`${lar(1)}|extra`, lar(2)]), options)
    expect(result.edits.map((e) => [e.id, e.title, e.count])).toEqual([
      ['format:lar:count', 'Incorrect Number of LAR Fields', 1],
    ])
    expect(result.edits[0]?.examples[0]?.fields).toEqual([
      { name: 'Number of fields', value: '111' },
    ])
  })

  it('checks TS rules and TS formatting', () => {
    const ts = validTsRow(YEAR, { totalEntries: '1', taxId: '123456789', calendarQuarter: '9' })
    const result = validateText(`${ts}\n${lar(1)}`, options)
    // The calendar quarter is malformed, so the TS skips the validity stage.
    expect(result.edits.map((e) => e.id)).toEqual([`format:ts:${String(TS_INDEX.calendarQuarter)}`])
    const ok = validTsRow(YEAR, { totalEntries: '1', taxId: '123456789' })
    expect(summary(`${ok}\n${lar(1)}`)).toEqual(['V607:1'])
  })

  it('lists the year’s unimplemented edits as not checked, with reasons', () => {
    const result = validateText(file([lar(1)]), options)
    const notChecked = new Map(result.notChecked.map((n) => [n.id, n.reason]))
    expect(notChecked.has('V608-1')).toBe(false)
    expect(notChecked.get('V627')).toBe('Needs the census tract list.')
    expect(notChecked.get('V609')).toBe(NEEDS_OUTSIDE_DATA)
    expect(notChecked.get('S303')).toMatch(/registration/)
    expect(notChecked.has('Q600')).toBe(false)
    const expected = editsFor(YEAR).filter(
      (e) => e.category === 'validity' && e.id !== 'V608-1' && e.id !== 'V607',
    )
    expect(result.notChecked.filter((n) => n.id.startsWith('V'))).toHaveLength(expected.length)
  })

  it('uses the quarterly edit list for a quarterly file', () => {
    const ts = validTsRow(2021, { totalEntries: '1', calendarQuarter: '2' })
    const result = validateText(`${ts}\n${validLarRow(2021)}`, { rules: [], notChecked: [] })
    expect(result.quarter).toBe(2)
    const quarterlyOnly = editsFor(2021, { quarterly: true }).filter(
      (e) => e.category === 'validity',
    )
    expect(result.notChecked.filter((n) => n.id.startsWith('V'))).toHaveLength(quarterlyOnly.length)
  })

  it('passes the year and quarter to the rules', () => {
    const seen: unknown[] = []
    const rule: ValidityRule = {
      id: 'V608-1',
      record: 'lar',
      check: (_values, context) => {
        seen.push(context)
        return true
      },
    }
    const ts = validTsRow(2023, { totalEntries: '1', calendarQuarter: '3' })
    validateText(`${ts}\n${validLarRow(2023, { actionTakenDate: '20230801' })}`, { rules: [rule] })
    expect(seen).toEqual([{ year: 2023, quarter: 3 }])
  })

  it('keeps at most maxExamplesPerEdit rows per edit and maxExamples in all, counting every row', () => {
    const rows: string[] = []
    for (let i = 0; i < 3000; i++)
      rows.push(lar(i, { loanAmount: 'X', lei: 'OTHERLEI000000000000' }))
    const result = validateText(file(rows), {
      ...options,
      maxExamplesPerEdit: 100,
      maxExamples: 150,
    })
    expect(result.edits.map((e) => [e.id, e.count, e.examples.length])).toEqual([
      // Each row fails both; examples are kept in row order until 150 are kept.
      [`format:lar:${String(LAR_INDEX.loanAmount)}`, 3000, 75],
      ['S301', 3000, 75],
    ])
    expect(result.truncated).toBe(true)
    expect(result.maxExamplesPerEdit).toBe(100)
    const single = validateText(file(rows.slice(0, 300)), { rules: [], maxExamplesPerEdit: 100 })
    expect(single.edits.map((e) => e.examples.length)).toEqual([100, 100])
  })

  it('reports progress', () => {
    const seen: number[] = []
    const rows = Array.from({ length: 25 }, (_, i) => lar(i))
    validateText(file(rows), {
      ...options,
      progressEvery: 10,
      onProgress: (p) => seen.push(p.rows),
    })
    expect(seen).toEqual([10, 20, 26])
  })

  it('stops on a row longer than any HMDA row', () => {
    const validator = createValidator(options)
    validator.push(`${validTsRow(YEAR)}\n`)
    for (let i = 0; i < 20; i++) validator.push('x'.repeat(10_000))
    const result = validator.end()
    expect(result.fatal).toMatch(/Row 2 is longer than 100,000 characters/)
  })
})

describe('quality and macro edits', () => {
  const rows = [
    lar(1),
    lar(2, { loanAmount: '5000' }),
    lar(3, { actionTaken: '2' }),
    lar(4, { actionTaken: '2', loanAmount: '5000' }),
    lar(5, { actionTaken: '2' }),
    // A formatting error: left out of the quality and macro edits.
    lar(6, { actionTaken: '2', loanAmount: 'ABC' }),
    lar(7),
    lar(8),
    lar(9),
    lar(10),
    lar(11),
  ]

  it('runs quality edits on rows that parse and macro edits over them, apart from the errors', () => {
    const result = validateText(file(rows), options)
    // Errors stay errors; quality and macro edits are kept apart.
    expect(result.edits.map((e) => e.stage)).not.toContain('quality')
    expect(result.edits.some((e) => e.stage === 'formatting')).toBe(true)
    const q628 = result.quality.find((e) => e.id === 'Q628')
    expect(q628?.stage).toBe('quality')
    expect(q628?.count).toBe(2)
    expect(q628?.examples.map((r) => r.row)).toEqual([3, 5])
    expect(q628?.examples[0]?.fields).toContainEqual({ name: 'Loan Amount', value: '5000' })
    expect(q628?.description).toBe(
      editsFor(YEAR).find((e) => e.id === 'Q628' && e.category === 'quality')?.description,
    )
    const q635 = result.macro.find((m) => m.id === 'Q635')
    expect(q635?.triggered).toBe(true)
    expect(q635?.finding).toMatchObject({ count: 3, of: 10 })
    expect(q635?.sentence).toMatch(/^30\.0% of the 10 records \(3\) have action taken 2/)
    const q637 = result.macro.find((m) => m.id === 'Q637')
    expect(q637?.triggered).toBe(false)
    expect(result.macro.map((m) => m.id)).toEqual([
      'Q634',
      'Q635',
      'Q636',
      'Q637',
      'Q638',
      'Q639',
      'Q640',
      'Q646',
      'Q647',
    ])
    const stages = Object.fromEntries(result.verifyStages.map((s) => [s.stage, s]))
    expect(stages.quality?.edits).toBe(result.quality.length)
    expect(stages.macro).toMatchObject({ edits: 1, checked: 9 })
    expect(result.macroNote).toBeNull()
  })

  it('reports a ULI on two records as Q600, with the rows', () => {
    const result = validateText(file([lar(1), lar(2), lar(1, { loanAmount: '120000' })]), options)
    const q600 = result.quality.find((e) => e.id === 'Q600')
    expect(q600?.count).toBe(1)
    expect(q600?.examples[0]).toMatchObject({ row: 4, uli: uli(1) })
    expect(q600?.examples[0]?.note).toBe('The ULI is also on row 2.')
  })

  it('lists quality edits that need outside data as not checked', () => {
    const result = validateText(file([lar(1)]), options)
    const ids = result.notChecked.map((n) => n.id)
    // Q604 ran in 2018 and 2019 only.
    expect(ids).toContain('Q603')
    expect(ids).not.toContain('Q604')
    expect(result.notChecked.find((n) => n.id === 'Q603')?.reason).toMatch(/census/i)
  })

  it('runs 2025’s macro edits for 2026 and says so; Q646 is a row edit from 2025', () => {
    const y = 2026
    const ts = validTsRow(y, { totalEntries: '2' })
    const exempt = validLarRow(y, { uli: makeUli(`${TEST_LEI}EX1`), interestRate: 'Exempt' })
    const result = validateText(
      [ts, validLarRow(y, { uli: makeUli(`${TEST_LEI}EX2`) }), exempt].join('\n'),
      {
        rules: [],
      },
    )
    expect(result.macro.map((m) => m.id)).toEqual([
      'Q634',
      'Q635',
      'Q636',
      'Q637',
      'Q638',
      'Q639',
      'Q640',
    ])
    expect(result.macroNote).toMatch(/2026/)
    expect(result.quality.find((e) => e.id === 'Q646')?.examples.map((r) => r.row)).toEqual([3])
  })

  it('gives the same quality and macro findings in two parts as in one', () => {
    const text = file([...rows, lar(1, { actionTaken: '2' }), lar(12, { loanAmount: '5000' })])
    const expected = validateText(text, options)
    const tsLine = text.slice(0, text.indexOf('\n'))
    const starts: number[] = []
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
      if (nl + 1 < text.length) starts.push(nl + 1)
    }
    for (const at of starts.slice(1)) {
      const head = createValidator({ ...options, part: { role: 'head' } })
      const tail = createValidator({ ...options, part: { role: 'tail', tsLine } })
      head.push(text.slice(0, at))
      tail.push(text.slice(at))
      const merged = head.endWith(tail.endPart())
      expect(merged, `split at ${String(at)}`).toEqual(expected)
    }
    expect(expected.quality.map((e) => e.id)).toEqual(expect.arrayContaining(['Q600', 'Q628']))
    expect(expected.macro.find((m) => m.id === 'Q635')?.triggered).toBe(true)
  })
})

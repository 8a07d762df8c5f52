// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  checkFieldValue,
  createByteRangeParser,
  createRangeParser,
  createRowParser,
  hashAsciiBytes,
  hashRange,
  isAsciiText,
  parseRow,
  parseRowBySplit,
  recordKindOf,
  rowHashOf,
  splitFields,
  type FormatError,
} from './parse'
import { FILING_YEARS, getField, type LarFieldKey } from './schema'
import { validLarRow, validTsRow } from './testing/rowBuilder'

/** Parses a default LAR row with one field replaced and returns the errors. */
function larErrors(year: number, key: LarFieldKey, value: string): readonly FormatError[] {
  return parseRow(validLarRow(year, { [key]: value }), year, 'lar').errors
}

describe('recordKindOf', () => {
  it.each([
    ['1|Bank|2024', 'ts'],
    ['2|LEI|ULI', 'lar'],
    ['\uFEFF1|Bank', 'ts'],
    ['3|x', null],
    ['12|x', null],
    ['1', null],
    ['', null],
    [' 2|x', null],
  ])('%j → %s', (line, kind) => {
    expect(recordKindOf(line)).toBe(kind)
  })
})

describe('splitFields', () => {
  it('keeps empty fields, strips a trailing CR and a leading BOM', () => {
    expect(splitFields('2|a||b\r')).toEqual(['2', 'a', '', 'b'])
    expect(splitFields('\uFEFF1|x')).toEqual(['1', 'x'])
    expect(splitFields('2|a|')).toEqual(['2', 'a', ''])
  })
})

describe('parseRow: well-formed rows', () => {
  it.each([...FILING_YEARS])('accepts the built TS and LAR rows of %i', (year) => {
    const ts = parseRow(validTsRow(year), year, 'ts')
    expect(ts.errors).toEqual([])
    expect(ts.values).toHaveLength(15)
    const lar = parseRow(validLarRow(year), year, 'lar')
    expect(lar.errors).toEqual([])
    expect(lar.values).toHaveLength(110)
  })

  it('returns the raw values', () => {
    const { values } = parseRow(validLarRow(2024, { loanAmount: '110500.00' }), 2024, 'lar')
    expect(values[9]).toBe('110500.00')
    expect(values[1]).toBe('HMDATESTBANK00000137')
  })

  it('accepts CRLF line endings and a byte-order mark', () => {
    const lar = parseRow(`${validLarRow(2024)}\r`, 2024, 'lar')
    expect(lar.errors).toEqual([])
    expect(lar.values[109]).toBe('2')
    expect(parseRow(`\uFEFF${validTsRow(2024)}\r`, 2024, 'ts').errors).toEqual([])
  })

  it('throws for an unsupported year', () => {
    expect(() => parseRow(validLarRow(2024), 2017, 'lar')).toThrow(RangeError)
  })

  it('gives the same result through a bound parser', () => {
    const parse = createRowParser(2024, 'lar')
    const row = validLarRow(2024, { loanType: '9' })
    expect(parse(row)).toEqual(parseRow(row, 2024, 'lar'))
  })
})

describe('parseRow: field count', () => {
  it('reports a trailing pipe once, as one field too many', () => {
    const { errors, values } = parseRow(`${validLarRow(2024)}|`, 2024, 'lar')
    expect(values).toHaveLength(111)
    expect(errors).toEqual([
      {
        kind: 'fieldCount',
        fieldIndex: -1,
        fieldName: 'Incorrect Number of LAR Fields',
        value: '111',
        expected: '110 Fields',
      },
    ])
  })

  it('reports missing fields and skips the per-field checks', () => {
    const row = validLarRow(2024, { loanType: 'x' }).split('|').slice(0, 100).join('|')
    const { errors } = parseRow(row, 2024, 'lar')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ kind: 'fieldCount', value: '100', expected: '110 Fields' })
  })

  it('counts TS fields too', () => {
    const { errors } = parseRow(`${validTsRow(2024)}|extra`, 2024, 'ts')
    expect(errors).toEqual([
      {
        kind: 'fieldCount',
        fieldIndex: -1,
        fieldName: 'Incorrect Number of TS Fields',
        value: '16',
        expected: '15 Fields',
      },
    ])
  })

  it('treats a LAR row checked as a TS row as a field-count error', () => {
    expect(parseRow(validLarRow(2024), 2024, 'ts').errors[0]?.kind).toBe('fieldCount')
  })
})

describe('parseRow: integers', () => {
  it('reports a non-integer with the valid-values text', () => {
    expect(larErrors(2024, 'loanTerm', '360 months')).toEqual([
      {
        kind: 'integer',
        fieldIndex: 81,
        fieldName: 'Loan Term',
        value: '360 months',
        expected: 'Integer, NA, or Exempt',
      },
    ])
  })

  it.each(['12.5', '1,000', '+5', '-', ' 360', '360 '])('rejects %j', (value) => {
    expect(larErrors(2024, 'loanTerm', value).map((e) => e.kind)).toEqual(['integer'])
  })

  it('accepts negative integers (range rules belong to the edits)', () => {
    expect(larErrors(2024, 'income', '-36')).toEqual([])
  })

  it('accepts NA and Exempt only where the field allows them', () => {
    expect(larErrors(2024, 'loanTerm', 'NA')).toEqual([])
    expect(larErrors(2024, 'loanTerm', 'Exempt')).toEqual([])
    expect(larErrors(2024, 'income', 'NA')).toEqual([])
    expect(larErrors(2024, 'income', 'Exempt')).toMatchObject([
      { kind: 'integer', expected: 'Integer or NA' },
    ])
    expect(larErrors(2024, 'totalUnits', 'NA')).toMatchObject([{ kind: 'integer' }])
  })

  it('is case-sensitive about NA and Exempt', () => {
    expect(larErrors(2024, 'loanTerm', 'na')).toHaveLength(1)
    expect(larErrors(2024, 'loanTerm', 'EXEMPT')).toHaveLength(1)
  })

  it('accepts special values such as 8888 and 9999 in integer fields', () => {
    expect(larErrors(2024, 'ageApplicant', '8888')).toEqual([])
    expect(larErrors(2024, 'creditScoreCoApplicant', '1111')).toEqual([])
  })
})

describe('parseRow: decimals', () => {
  it.each(['110500', '110500.00', '0.0375', '-0.428', '.5', '5.'])('accepts %j', (value) => {
    expect(larErrors(2024, 'rateSpread', value)).toEqual([])
  })

  it.each(['1,000.00', '1.2.3', '1e5', '$100', '.', '-', 'NaN', 'Infinity'])(
    'rejects %j',
    (value) => {
      expect(larErrors(2024, 'loanAmount', value)).toMatchObject([
        {
          kind: 'decimal',
          fieldIndex: 9,
          fieldName: 'Loan Amount',
          expected: 'Numeric (Example: 110500 or 110500.00)',
        },
      ])
    },
  )

  it('accepts NA, Exempt and blank only where allowed', () => {
    expect(larErrors(2024, 'loanAmount', 'NA')).toMatchObject([{ kind: 'decimal' }])
    expect(larErrors(2024, 'rateSpread', 'Exempt')).toEqual([])
    expect(larErrors(2024, 'discountPoints', '')).toEqual([])
    expect(larErrors(2024, 'discountPoints', 'Exempt')).toEqual([])
    expect(larErrors(2024, 'interestRate', '')).toMatchObject([
      { kind: 'required', expected: 'Numeric (Example: 0.0375), NA, or Exempt' },
    ])
  })
})

describe('parseRow: dates', () => {
  it.each(['20240229', '20240131', '20241231', '20240430'])('accepts %s', (value) => {
    expect(larErrors(2024, 'actionTakenDate', value)).toEqual([])
  })

  it.each(['20240230', '20230229', '20241301', '20240001', '20240431', '2024011', '2024-01-15'])(
    'rejects %s',
    (value) => {
      expect(larErrors(2024, 'actionTakenDate', value)).toMatchObject([
        { kind: 'date', fieldIndex: 11, expected: 'Valid Date in format YYYYMMDD' },
      ])
    },
  )

  it('knows century leap years', () => {
    expect(larErrors(2024, 'applicationDate', '20000229')).toEqual([])
    expect(larErrors(2024, 'applicationDate', '19000229')).toHaveLength(1)
  })

  it('accepts NA for the application date only', () => {
    expect(larErrors(2024, 'applicationDate', 'NA')).toEqual([])
    expect(larErrors(2024, 'actionTakenDate', 'NA')).toMatchObject([{ kind: 'date' }])
  })
})

describe('parseRow: codes', () => {
  it('reports a value outside the allowed codes', () => {
    expect(larErrors(2024, 'loanType', '5')).toEqual([
      {
        kind: 'code',
        fieldIndex: 4,
        fieldName: 'Loan Type',
        value: '5',
        expected: 'Integer: 1, 2, 3, 4',
      },
    ])
  })

  it.each(['01', ' 1', '1.0', 'one', '-1', '1111'])('rejects %j as a loan type', (value) => {
    expect(larErrors(2024, 'loanType', value).map((e) => e.kind)).toEqual(['code'])
  })

  it('accepts 0 for the type of purchaser and 1111 where it means exempt', () => {
    expect(larErrors(2024, 'purchaserType', '0')).toEqual([])
    expect(larErrors(2024, 'aus1', '1111')).toEqual([])
    expect(larErrors(2024, 'ausResult2', '1111')).toMatchObject([{ kind: 'code' }])
  })

  it('follows the codes of the filing year', () => {
    expect(larErrors(2023, 'creditScoreModelApplicant', '12')).toMatchObject([
      { kind: 'code', expected: 'Integer: 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 1111' },
    ])
    expect(larErrors(2024, 'creditScoreModelApplicant', '12')).toEqual([])
    expect(larErrors(2020, 'aus1', '7')).toMatchObject([{ kind: 'code' }])
    expect(larErrors(2021, 'aus1', '7')).toEqual([])
    expect(larErrors(2018, 'ausResult1', '20')).toMatchObject([{ kind: 'code' }])
    expect(larErrors(2019, 'ausResult1', '20')).toEqual([])
  })

  it('rejects a LAR row whose record identifier is not 2', () => {
    const row = validLarRow(2024, { recordIdentifier: '1' })
    expect(parseRow(row, 2024, 'lar').errors).toMatchObject([
      { kind: 'code', fieldIndex: 0, expected: 'Integer: 2' },
    ])
  })

  it('checks TS codes', () => {
    expect(parseRow(validTsRow(2024, { calendarQuarter: '5' }), 2024, 'ts').errors).toMatchObject([
      { kind: 'code', fieldName: 'Calendar Quarter', expected: 'Integer: 1, 2, 3, 4' },
    ])
    expect(parseRow(validTsRow(2024, { federalAgency: '4' }), 2024, 'ts').errors).toMatchObject([
      { kind: 'code', fieldName: 'Federal Agency' },
    ])
    expect(parseRow(validTsRow(2024, { totalEntries: 'ten' }), 2024, 'ts').errors).toMatchObject([
      { kind: 'integer', fieldIndex: 12 },
    ])
  })
})

describe('parseRow: blanks and text', () => {
  it('reports a required field left blank', () => {
    expect(larErrors(2024, 'loanType', '')).toEqual([
      {
        kind: 'required',
        fieldIndex: 4,
        fieldName: 'Loan Type',
        value: '',
        expected: 'Integer: 1, 2, 3, 4',
      },
    ])
    expect(larErrors(2024, 'streetAddress', '')).toMatchObject([{ kind: 'required' }])
    expect(parseRow(validTsRow(2024, { contactName: '' }), 2024, 'ts').errors).toMatchObject([
      { kind: 'required', fieldIndex: 4 },
    ])
  })

  it('allows blanks where the field allows them', () => {
    expect(larErrors(2024, 'ethnicityApplicant1', '')).toEqual([])
    expect(larErrors(2024, 'denialReason4', '')).toEqual([])
    expect(larErrors(2024, 'ausOther', '')).toEqual([])
  })

  it('accepts any text in text fields', () => {
    expect(larErrors(2024, 'streetAddress', 'Exempt')).toEqual([])
    expect(larErrors(2024, 'city', "St. John's, Apt #4")).toEqual([])
    expect(larErrors(2024, 'ausOther', 'Some engine 2.0')).toEqual([])
  })

  it('requires letters and digits only in the LEI and ULI', () => {
    expect(larErrors(2024, 'lei', 'HMDATESTBANK-0000137')).toMatchObject([
      { kind: 'alphanumeric', expected: 'String with only letters and numbers' },
    ])
    expect(larErrors(2024, 'uli', 'abc 123')).toMatchObject([{ kind: 'alphanumeric' }])
    expect(larErrors(2024, 'uli', '')).toMatchObject([{ kind: 'required' }])
    expect(larErrors(2024, 'uli', 'nuli42')).toEqual([])
  })

  it('treats the NMLSR identifier as text until 2020', () => {
    expect(larErrors(2020, 'nmlsrId', 'A-12345')).toEqual([])
    expect(larErrors(2021, 'nmlsrId', 'A-12345')).toMatchObject([{ kind: 'integer' }])
  })
})

describe('parseRow: several errors', () => {
  it('reports every bad field in order', () => {
    const row = validLarRow(2024, {
      loanType: '7',
      loanAmount: 'lots',
      actionTakenDate: '20240230',
      income: '',
    })
    expect(parseRow(row, 2024, 'lar').errors.map((e) => [e.fieldIndex, e.kind])).toEqual([
      [4, 'code'],
      [9, 'decimal'],
      [11, 'date'],
      [56, 'required'],
    ])
  })
})

describe('checkFieldValue', () => {
  it('checks a single value against a field', () => {
    const loanType = getField(2024, 'lar', 'loanType')
    if (!loanType) throw new Error('missing field')
    expect(checkFieldValue(loanType, '2')).toBeNull()
    expect(checkFieldValue(loanType, '9')).toEqual({
      kind: 'code',
      fieldIndex: 4,
      fieldName: 'Loan Type',
      value: '9',
      expected: 'Integer: 1, 2, 3, 4',
    })
  })
})

describe('parseRow: the one-pass parser agrees with the reference (split, then check)', () => {
  const tricky = [
    '',
    'NA',
    'Exempt',
    'na',
    '-',
    '-1',
    '--1',
    '1-',
    '0',
    '00',
    '01',
    '1',
    '2',
    '9',
    '10',
    '31',
    '1111',
    '8888',
    '9999',
    '1.5',
    '-0.25',
    '.5',
    '5.',
    '1.2.3',
    '1e5',
    ' 1',
    '1 ',
    'abc',
    'A1b2',
    'ab-c',
    '20240229',
    '20230229',
    '20241301',
    '2024010',
    '202401011',
    '9999999',
    '12345678',
    '\u0663',
    '\r',
    '|',
    '||',
    'x|y',
    '\uFEFF',
  ]
  /** A small deterministic generator (mulberry32). */
  function random(seed: number): () => number {
    let a = seed
    return () => {
      a = (a + 0x6d2b79f5) | 0
      let t = Math.imul(a ^ (a >>> 15), 1 | a)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }
  it.each([...FILING_YEARS])('on mutated TS and LAR rows of %i', (year) => {
    const next = random(year)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
    for (const kind of ['ts', 'lar'] as const) {
      const parseRange = createRangeParser(year, kind)
      const parseBytes = createByteRangeParser(year, kind)
      let ascii = 0
      const base = (kind === 'ts' ? validTsRow(year) : validLarRow(year)).split('|')
      for (let n = 0; n < 400; n++) {
        const fields = [...base]
        const changes = 1 + Math.floor(next() * 4)
        for (let k = 0; k < changes; k++) fields[Math.floor(next() * fields.length)] = pick(tricky)
        if (next() < 0.05) fields.pop()
        if (next() < 0.05) fields.push(pick(tricky))
        let line = fields.join('|')
        if (next() < 0.1) line += '\r'
        if (next() < 0.05) line = `\uFEFF${line}`
        const expected = parseRowBySplit(line, year, kind)
        expect(parseRow(line, year, kind)).toEqual(expected)
        const text = `2|x\n${line}\n1|y`
        expect(parseRange(text, 4, 4 + line.length)).toEqual(expected)
        // The row hash the parser computes while reading is that of the whole range given.
        const fromParse = new Int32Array(2)
        const reference = new Int32Array(2)
        rowHashOf(text, 4, 4 + line.length, fromParse)
        hashRange(text, 4, 4 + line.length, reference)
        expect([...fromParse]).toEqual([...reference])
        // Read from the bytes of an ASCII text: the same result and row hash.
        const bytes = new TextEncoder().encode(text)
        if (isAsciiText(text, bytes)) {
          ascii++
          expect(parseBytes(text, bytes, 4, 4 + line.length)).toEqual(expected)
          rowHashOf(text, 4, 4 + line.length, fromParse)
          expect([...fromParse]).toEqual([...reference])
        }
      }
      expect(ascii).toBeGreaterThan(100)
    }
  })
})

describe('hashRange', () => {
  it('hashes every character, in order', () => {
    const hash = (text: string) => {
      const out = new Int32Array(2)
      hashRange(text, 0, text.length, out)
      return [...out]
    }
    const row = validLarRow(2025)
    expect(hash(row)).toEqual(hash(row))
    expect(hash(`${row} `)).not.toEqual(hash(row))
    expect(hash(row.replace('|1|', '|2|'))).not.toEqual(hash(row))
    expect(hash('ab')).not.toEqual(hash('ba'))
    expect(hash('\u0100')).not.toEqual(hash('\u0001'))
    const out = new Int32Array(2)
    hashRange(`xx${row}yy`, 2, 2 + row.length, out)
    expect([...out]).toEqual(hash(row))
  })
})

describe('hashAsciiBytes', () => {
  it('is the row hash of an ASCII text read from its bytes, at any offset and length', () => {
    const row = validLarRow(2025)
    const encoder = new TextEncoder()
    const out = new Int32Array(2)
    const reference = new Int32Array(2)
    const seen = new Set<string>()
    for (let lead = 0; lead < 5; lead++) {
      for (const length of [0, 1, 2, 3, 4, 5, 7, 8, 9, 63, 64, 65, row.length]) {
        const text = `${'x'.repeat(lead)}${row.slice(0, length)}yy`
        const bytes = encoder.encode(text)
        hashAsciiBytes(bytes, lead, lead + length, out)
        hashRange(text, lead, lead + length, reference)
        expect([...out], `${String(lead)} ${String(length)}`).toEqual([...reference])
        seen.add(`${String(out[0])},${String(out[1])}`)
      }
    }
    // One hash per distinct text (13 lengths), whatever the offset.
    expect(seen.size).toBe(13)
    // Every byte counts, in every position of a four-byte group.
    const base = encoder.encode(row)
    hashAsciiBytes(base, 0, base.length, reference)
    for (let at = 0; at < 8; at++) {
      const changed = base.slice()
      changed[at] = (changed[at] as number) ^ 0x40
      hashAsciiBytes(changed, 0, changed.length, out)
      expect([...out]).not.toEqual([...reference])
      expect(out[0]).not.toBe(reference[0])
      expect(out[1]).not.toBe(reference[1])
    }
  })
})

describe('isAsciiText', () => {
  const encode = (text: string) => new TextEncoder().encode(text)
  it.each([
    ['', true],
    ['2|abc|123', true],
    ['x'.repeat(1001), true],
    ['2|Peña', false],
    ['\ufeff1|x', false],
    [`${'x'.repeat(17)}\u0080`, false],
  ])('%j → %s', (text, ascii) => {
    expect(isAsciiText(text, encode(text))).toBe(ascii)
  })

  it('refuses bytes that are not those of the text, or lie at an odd offset', () => {
    expect(isAsciiText('\ufffd', new Uint8Array([0xff]))).toBe(false)
    const buffer = new Uint8Array(12)
    buffer.set(encode('abcdefghijk'), 1)
    expect(isAsciiText('abcdefghijk', buffer.subarray(1))).toBe(true)
    buffer[11] = 0xc3
    expect(isAsciiText('abcdefghijk', buffer.subarray(1))).toBe(false)
  })
})

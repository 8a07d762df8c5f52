import { describe, expect, it } from 'vitest'
import { FIELD_COUNT, LAR_INDEX, TS_INDEX, getFields } from '@/hmda/schema'
import { parseRow } from '@/hmda/parse'
import { validLarRow, validTsRow, TEST_LEI } from '@/hmda/testing/rowBuilder'
import {
  buildFileText,
  downloadFileName,
  downloadProblems,
  fieldIndexAt,
  fieldRange,
  fromIsoDate,
  groupByDataPoint,
  newRowValues,
  parseFilingText,
  rowToValues,
  searchRows,
  toIsoDate,
  valuesToRow,
  withTotalEntries,
  withValue,
  yearOfTs,
} from './filing'

const TS = validTsRow(2024, { totalEntries: '2' })
const LAR1 = validLarRow(2024)
const LAR2 = validLarRow(2024, { loanAmount: '99000' })

describe('parseFilingText', () => {
  it('splits a file into the TS, the LAR rows and the year', () => {
    const parsed = parseFilingText(`${TS}\n${LAR1}\n${LAR2}\n`)
    expect(parsed.year).toBe(2024)
    expect(parsed.ts).toBe(TS)
    expect(parsed.lar).toEqual([LAR1, LAR2])
    expect(parsed.other).toEqual([])
  })

  it('accepts a byte-order mark and CRLF line endings', () => {
    const parsed = parseFilingText(`\ufeff${TS}\r\n${LAR1}\r\n${LAR2}`)
    expect(parsed.ts).toBe(TS)
    expect(parsed.lar).toEqual([LAR1, LAR2])
    expect(parsed.year).toBe(2024)
  })

  it('lists other lines with their line numbers instead of dropping them', () => {
    const parsed = parseFilingText(`${TS}\n\nnot a row\n${LAR1}\n3|junk\n${TS}\n`)
    expect(parsed.lar).toEqual([LAR1])
    expect(parsed.other.map((o) => [o.line, o.text])).toEqual([
      [3, 'not a row'],
      [5, '3|junk'],
      [6, TS],
    ])
    expect(parsed.other[2]?.reason).toMatch(/second transmittal sheet/)
  })

  it('has no year when the TS is missing or its year is not supported', () => {
    expect(parseFilingText(LAR1).year).toBeNull()
    expect(parseFilingText(LAR1).ts).toBeNull()
    expect(parseFilingText(validTsRow(2024, { calendarYear: '2017' })).year).toBeNull()
    expect(yearOfTs(validTsRow(2019))).toBe(2019)
  })
})

describe('rows and values', () => {
  it('converts a row to its values and back', () => {
    const values = rowToValues(LAR1, 'lar')
    expect(values).toHaveLength(FIELD_COUNT.lar)
    expect(values[LAR_INDEX.lei]).toBe(TEST_LEI)
    expect(valuesToRow(values)).toBe(LAR1)
  })

  it('pads a short row with blank values', () => {
    expect(rowToValues('1|Bank', 'ts')).toHaveLength(FIELD_COUNT.ts)
  })

  it('replaces one value, removing pipes and line breaks', () => {
    const values = withValue(rowToValues(LAR1, 'lar'), LAR_INDEX.loanAmount, '12|3\n4')
    expect(values[LAR_INDEX.loanAmount]).toBe('1234')
    expect(withValue(['a'], 2, 'c')).toEqual(['a', '', 'c'])
  })

  it('starts new rows with the record identifier and known values', () => {
    const ts = newRowValues(2022, 'ts', { larCount: 3 })
    expect(ts).toHaveLength(FIELD_COUNT.ts)
    expect(ts[TS_INDEX.recordIdentifier]).toBe('1')
    expect(ts[TS_INDEX.calendarYear]).toBe('2022')
    expect(ts[TS_INDEX.totalEntries]).toBe('3')
    const lar = newRowValues(2022, 'lar', { lei: TEST_LEI })
    expect(lar).toHaveLength(FIELD_COUNT.lar)
    expect(lar[LAR_INDEX.recordIdentifier]).toBe('2')
    expect(lar[LAR_INDEX.lei]).toBe(TEST_LEI)
  })

  it('sets the TS total number of entries', () => {
    const ts = withTotalEntries(TS, 5)
    expect(rowToValues(ts, 'ts')[TS_INDEX.totalEntries]).toBe('5')
    expect(parseRow(ts, 2024, 'ts').errors).toEqual([])
    expect(withTotalEntries(TS, 2)).toBe(TS)
  })

  it('finds the field at a cursor position and the range of a field', () => {
    const row = 'a|bb||ccc'
    expect(fieldIndexAt(row, 0)).toBe(0)
    expect(fieldIndexAt(row, 1)).toBe(0)
    expect(fieldIndexAt(row, 2)).toBe(1)
    expect(fieldIndexAt(row, 5)).toBe(2)
    expect(fieldIndexAt(row, 99)).toBe(3)
    expect(fieldRange(row, 1)).toEqual({ start: 2, end: 4 })
    expect(fieldRange(row, 3)).toEqual({ start: 6, end: 9 })
  })

  it('converts dates between YYYYMMDD and a date input value', () => {
    expect(toIsoDate('20250721')).toBe('2025-07-21')
    expect(toIsoDate('NA')).toBe('')
    expect(fromIsoDate('2025-07-21')).toBe('20250721')
    expect(fromIsoDate('')).toBe('')
  })

  it('groups fields by data point without losing any', () => {
    const fields = getFields(2025, 'lar')
    const groups = groupByDataPoint(fields)
    expect(groups.flatMap((g) => g.fields)).toHaveLength(fields.length)
    expect(new Set(groups.map((g) => g.dataPoint)).size).toBe(groups.length)
  })
})

describe('download', () => {
  it('names quarterly and annual files after the year, quarter and LEI', () => {
    expect(downloadFileName(validTsRow(2024, { calendarQuarter: '4' }), 2024)).toBe(
      `2024-${TEST_LEI}.txt`,
    )
    expect(downloadFileName(validTsRow(2024, { calendarQuarter: '2' }), 2024)).toBe(
      `2024-Q2-${TEST_LEI}.txt`,
    )
  })

  it('falls back to a generic name without a TS, an LEI or a quarter', () => {
    expect(downloadFileName(null, 2024)).toBe('hmda-lar.txt')
    expect(downloadFileName(validTsRow(2024, { lei: '' }), 2024)).toBe('hmda-lar.txt')
    expect(downloadFileName(validTsRow(2024, { lei: '../x' }), 2024)).toBe('hmda-lar.txt')
    expect(downloadFileName(validTsRow(2024, { calendarQuarter: '' }), 2024)).toBe('hmda-lar.txt')
  })

  it('says what is missing before a download', () => {
    expect(downloadProblems({ ts: null, lar: [] })).toHaveLength(2)
    expect(downloadProblems({ ts: TS, lar: [] })).toEqual([
      'There are no LAR rows: add at least one.',
    ])
    expect(downloadProblems({ ts: null, lar: [LAR1] })[0]).toMatch(/transmittal sheet/)
    expect(downloadProblems({ ts: TS, lar: [LAR1] })).toEqual([])
  })

  it('writes the TS then the LAR rows, each ending with a line break', () => {
    expect(buildFileText({ ts: TS, lar: [LAR1, LAR2] })).toBe(`${TS}\n${LAR1}\n${LAR2}\n`)
    expect(parseFilingText(buildFileText({ ts: TS, lar: [LAR1] })).lar).toEqual([LAR1])
  })
})

describe('searchRows', () => {
  it('finds rows containing the text, ignoring case', () => {
    const rows = ['2|ABC|x', '2|def|y', '2|abcd|z']
    expect(searchRows(rows, 'abc')).toEqual([0, 2])
    expect(searchRows(rows, '  ')).toEqual([0, 1, 2])
    expect(searchRows(rows, 'nothing')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { formatIsoDate, formatUsDate, parseIsoDate } from '@/lib/dates'
import {
  AporTableError,
  dayNumber,
  fromDayNumber,
  lookupApor,
  mondayOf,
  parseAporTable,
  weekdayIndex,
} from './apor'
import { formatDecimal } from './decimal'

const HEADER = `Date|${Array.from({ length: 50 }, (_, i) => `${i + 1}`).join('|')}`

/** A table row: the date, then term t's rate `${base}.${t}` style values from `rate`. */
const row = (date: string, rate: (term: number) => string) =>
  [date, ...Array.from({ length: 50 }, (_, i) => rate(i + 1))].join('|')

/** Three consecutive weeks starting Monday 1/2/2017; rates encode week and term. */
const THREE_WEEKS = [
  HEADER,
  row('1/2/2017', (t) => `3.${String(t).padStart(2, '0')}`),
  row('1/9/2017', (t) => `4.${String(t).padStart(2, '0')}`),
  row('1/16/2017', (t) => `5.${String(t).padStart(2, '0')}`),
].join('\n')

const d = (text: string) => {
  const date = parseIsoDate(text)
  if (!date) throw new Error(`bad test date ${text}`)
  return date
}

// Parsing and writing calendar dates is tested in src/lib/dates.test.ts.
describe('calendar dates', () => {
  it('counts days with Date.UTC and finds the Monday of a week', () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0)
    expect(weekdayIndex(0)).toBe(3) // a Thursday
    const monday = dayNumber(d('2017-01-02'))
    expect(weekdayIndex(monday)).toBe(0)
    expect(mondayOf(monday + 6)).toBe(monday) // Sunday
    expect(mondayOf(monday + 7)).toBe(monday + 7) // next Monday
    expect(fromDayNumber(monday)).toEqual({ year: 2017, month: 1, day: 2 })
    expect(formatUsDate(d('2017-01-02'))).toBe('01/02/2017')
    expect(formatIsoDate({ year: 2017, month: 1, day: 2 })).toBe('2017-01-02')
  })
})

describe('parseAporTable', () => {
  it('reads a header and weekly rows into compact arrays', () => {
    const table = parseAporTable(THREE_WEEKS)
    expect(table.weeks).toHaveLength(3)
    expect(table.rates).toHaveLength(150)
    expect(table.scale).toBe(2)
    expect(Array.from(table.weeks)).toEqual([0, 7, 14].map((n) => dayNumber(d('2017-01-02')) + n))
    expect(table.rates[0]).toBe(301)
    expect(table.rates[50 + 29]).toBe(430)
  })

  it('accepts CRLF line ends, a byte-order mark, blank lines and spaces around fields', () => {
    const text = `\uFEFF${HEADER}\r\n\r\n${row('1/2/2017', () => ' 2.5 ')}\r\n\r\n`
    const table = parseAporTable(text)
    expect(table.weeks).toHaveLength(1)
    expect(table.scale).toBe(1)
    expect(table.rates[0]).toBe(25)
  })

  it('keeps the most decimal places of any rate, so no rate is rounded', () => {
    const table = parseAporTable(
      [HEADER, row('1/2/2017', (t) => (t === 7 ? '4.0325' : '4'))].join('\n'),
    )
    expect(table.scale).toBe(4)
    expect(formatDecimal(lookup(table, 7, '2017-01-04'))).toBe('4.0325')
    expect(formatDecimal(lookup(table, 8, '2017-01-04'))).toBe('4.0000')
  })

  it('reads a table without a header line', () => {
    expect(parseAporTable(row('1/2/2017', () => '1')).weeks).toHaveLength(1)
  })

  it('sorts rows given out of order', () => {
    const text = [HEADER, row('1/9/2017', () => '2'), row('1/2/2017', () => '1')].join('\n')
    const table = parseAporTable(text)
    expect(formatDecimal(lookup(table, 1, '2017-01-03'))).toBe('1')
    expect(formatDecimal(lookup(table, 1, '2017-01-10'))).toBe('2')
  })

  const malformed: [string, string, RegExp][] = [
    [
      'a bad date',
      `${HEADER}\n${row('1/2/2017', () => '1')}\n${row('13/9/2017', () => '1')}`,
      /^Line 3: "13\/9\/2017" is not a date/,
    ],
    [
      'too few rates',
      `${HEADER}\n1/2/2017|1|2|3`,
      /^Line 2: expected a date and 50 rates \(51 fields\), found 4 fields\.$/,
    ],
    ['too many rates', `${HEADER}\n${row('1/2/2017', () => '1')}|5`, /^Line 2: .*found 52 fields/],
    [
      'an empty rate',
      `${HEADER}\n${row('1/2/2017', (t) => (t === 12 ? '' : '1'))}`,
      /^Line 2: the rate for term 12 is empty\.$/,
    ],
    [
      'a word for a rate',
      `${HEADER}\n${row('1/2/2017', (t) => (t === 3 ? 'n/a' : '1'))}`,
      /^Line 2: the rate for term 3, "n\/a", is not a percentage/,
    ],
    [
      'a negative rate',
      `${HEADER}\n${row('1/2/2017', (t) => (t === 50 ? '-1.2' : '1'))}`,
      /^Line 2: the rate for term 50/,
    ],
    [
      'too many decimals',
      `${HEADER}\n${row('1/2/2017', () => '1.1234567')}`,
      /^Line 2: the rate for term 1/,
    ],
    [
      'a week given twice',
      `${HEADER}\n${row('1/2/2017', () => '1')}\n\n${row('1/4/2017', () => '1')}`,
      /^Line 4: the week of 01\/02\/2017 is already given on line 2\.$/,
    ],
  ]

  it.each(malformed)('names the line of %s', (_name, text, message) => {
    let error: unknown
    try {
      parseAporTable(text)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(AporTableError)
    expect((error as Error).message).toMatch(message)
  })

  it('rejects a file with no rows', () => {
    expect(() => parseAporTable(`${HEADER}\n\n`)).toThrow('The table has no rows of rates.')
    expect(() => parseAporTable('')).toThrow(AporTableError)
  })
})

function lookup(table: ReturnType<typeof parseAporTable>, term: number, date: string) {
  const result = lookupApor(table, term, d(date))
  if (result.kind !== 'found') throw new Error(`no APOR for ${date}`)
  return result.rate
}

describe('lookupApor: the Monday-to-Sunday week rule', () => {
  const table = parseAporTable(THREE_WEEKS)
  const rate = (term: number, date: string) => formatDecimal(lookup(table, term, date))

  it('uses the row dated with the Monday of the week on Monday itself', () => {
    expect(rate(30, '2017-01-02')).toBe('3.30')
    expect(rate(30, '2017-01-09')).toBe('4.30')
  })

  it('uses the previous Monday’s row on a Sunday', () => {
    expect(rate(30, '2017-01-08')).toBe('3.30') // Sunday
    expect(rate(30, '2017-01-15')).toBe('4.30') // Sunday
    expect(rate(1, '2017-01-22')).toBe('5.01') // Sunday of the last week
  })

  it('picks the term’s column (1 to 50)', () => {
    expect(rate(1, '2017-01-11')).toBe('4.01')
    expect(rate(50, '2017-01-11')).toBe('4.50')
    expect(() => lookupApor(table, 51, d('2017-01-11'))).toThrow(RangeError)
    expect(() => lookupApor(table, 0, d('2017-01-11'))).toThrow(RangeError)
  })

  it('returns the week found', () => {
    expect(lookupApor(table, 5, d('2017-01-13'))).toMatchObject({
      kind: 'found',
      week: { year: 2017, month: 1, day: 9 },
    })
  })

  it('has no APOR before the first week', () => {
    expect(lookupApor(table, 30, d('2017-01-01'))).toEqual({
      kind: 'no-apor',
      reason: 'before-first',
      week: { year: 2016, month: 12, day: 26 },
      firstWeek: { year: 2017, month: 1, day: 2 },
      lastWeek: { year: 2017, month: 1, day: 16 },
    })
  })

  it('has no APOR after the last week', () => {
    expect(lookupApor(table, 30, d('2017-01-23'))).toMatchObject({
      kind: 'no-apor',
      reason: 'after-last',
      week: { year: 2017, month: 1, day: 23 },
    })
  })

  it('has no APOR for a week missing between rows', () => {
    const gap = parseAporTable(
      [HEADER, row('1/2/2017', () => '1'), row('1/16/2017', () => '2')].join('\n'),
    )
    expect(lookupApor(gap, 1, d('2017-01-12'))).toMatchObject({
      kind: 'no-apor',
      reason: 'missing-week',
      week: { year: 2017, month: 1, day: 9 },
    })
  })

  it('crosses years and leap days by calendar, not by clock', () => {
    const text = [HEADER, row('12/30/2019', () => '1'), row('2/24/2020', () => '2')].join('\n')
    const t = parseAporTable(text)
    expect(formatDecimal(lookup(t, 1, '2020-01-05'))).toBe('1') // Sunday in the next year
    expect(formatDecimal(lookup(t, 1, '2020-02-29'))).toBe('2') // leap day, a Saturday
    expect(formatDecimal(lookup(t, 1, '2020-03-01'))).toBe('2') // Sunday
  })
})

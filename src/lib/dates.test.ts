/**
 * Tests of the site's one set of date helpers: calendar dates (US and ISO text), U.S. Eastern
 * instants and the long date format. Every instant is built from an explicit UTC string or epoch
 * number, so the results must be the same in any process time zone (scripts/unit-tests.mjs runs
 * this file under TZ=UTC, America/Los_Angeles, Asia/Tokyo and Australia/Lord_Howe).
 */
import { describe, expect, it } from 'vitest'
import {
  EASTERN,
  easternInstant,
  easternYear,
  formatEasternDate,
  formatEasternDateTime,
  formatIsoDate,
  formatLongDate,
  formatUsDate,
  isoToLongDate,
  parseIsoDate,
  parseUsDate,
  type CalendarDate,
} from './dates'

const utc = (iso: string) => new Date(iso).getTime()
const iso = (instant: number) => new Date(instant).toISOString()

describe('EASTERN', () => {
  it('is the New York IANA zone', () => {
    expect(EASTERN).toBe('America/New_York')
  })
})

describe('parseUsDate with padded: true (MM/DD/YYYY, as the config writes dates)', () => {
  it.each([
    ['04/01/2024', { year: 2024, month: 4, day: 1 }],
    ['12/31/2027', { year: 2027, month: 12, day: 31 }],
    ['01/01/2025', { year: 2025, month: 1, day: 1 }],
    ['02/29/2024', { year: 2024, month: 2, day: 29 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    ['02/28/2023', { year: 2023, month: 2, day: 28 }],
    ['09/30/2028', { year: 2028, month: 9, day: 30 }],
  ])('parses %s', (text, expected) => {
    expect(parseUsDate(text, { padded: true })).toEqual(expected)
  })

  it.each([
    ['02/30/2024', 'February 30 does not exist'],
    ['02/29/2023', 'not a leap year'],
    ['02/29/1900', 'century that is not a leap year'],
    ['04/31/2024', 'April has 30 days'],
    ['13/01/2024', 'month 13'],
    ['00/10/2024', 'month 0'],
    ['01/00/2024', 'day 0'],
    ['01/32/2024', 'day 32'],
    ['4/1/2024', 'missing leading zeros'],
    ['04/1/2024', 'one-digit day'],
    ['04/01/24', 'two-digit year'],
    ['04/01/02024', 'five-digit year'],
    ['2024-04-01', 'ISO order'],
    ['01/04/2024x', 'trailing junk'],
    ['x01/04/2024', 'leading junk'],
    ['04-01-2024', 'dashes instead of slashes'],
    ['04/01/2024 00:00', 'a time part'],
    ['', 'empty string'],
    ['abc', 'not a date'],
    ['１２/３１/２０２４', 'non-ASCII digits'],
  ])('rejects %s (%s)', (text) => {
    expect(parseUsDate(text, { padded: true })).toBeNull()
  })
})

describe('easternInstant', () => {
  it.each<[string, CalendarDate, '00:00:00' | '23:59:59', string]>([
    // Daylight time: UTC-4.
    [
      'start of a daylight day',
      { year: 2024, month: 4, day: 1 },
      '00:00:00',
      '2024-04-01T04:00:00Z',
    ],
    [
      'end of a daylight day',
      { year: 2024, month: 5, day: 30 },
      '23:59:59',
      '2024-05-31T03:59:59Z',
    ],
    ['end of June 30', { year: 2024, month: 6, day: 30 }, '23:59:59', '2024-07-01T03:59:59Z'],
    // Standard time: UTC-5.
    [
      'start of a standard day',
      { year: 2025, month: 1, day: 1 },
      '00:00:00',
      '2025-01-01T05:00:00Z',
    ],
    ['end of a standard day', { year: 2025, month: 3, day: 3 }, '23:59:59', '2025-03-04T04:59:59Z'],
    ['end of a year', { year: 2027, month: 12, day: 31 }, '23:59:59', '2028-01-01T04:59:59Z'],
    ['leap day', { year: 2024, month: 2, day: 29 }, '23:59:59', '2024-03-01T04:59:59Z'],
  ])('%s', (_name, date, time, expected) => {
    expect(iso(easternInstant(date, time))).toBe(new Date(expected).toISOString())
  })

  describe('on DST change days (00:00 is before the 2 am change, 23:59:59 after it)', () => {
    it.each<[string, CalendarDate, string, string]>([
      [
        'spring forward 2026',
        { year: 2026, month: 3, day: 8 },
        '2026-03-08T05:00:00Z',
        '2026-03-09T03:59:59Z',
      ],
      [
        'fall back 2026',
        { year: 2026, month: 11, day: 1 },
        '2026-11-01T04:00:00Z',
        '2026-11-02T04:59:59Z',
      ],
      [
        'spring forward 2024',
        { year: 2024, month: 3, day: 10 },
        '2024-03-10T05:00:00Z',
        '2024-03-11T03:59:59Z',
      ],
      [
        'fall back 2024',
        { year: 2024, month: 11, day: 3 },
        '2024-11-03T04:00:00Z',
        '2024-11-04T04:59:59Z',
      ],
      [
        'spring forward 2025',
        { year: 2025, month: 3, day: 9 },
        '2025-03-09T05:00:00Z',
        '2025-03-10T03:59:59Z',
      ],
      [
        'fall back 2025',
        { year: 2025, month: 11, day: 2 },
        '2025-11-02T04:00:00Z',
        '2025-11-03T04:59:59Z',
      ],
      // The days either side keep a single offset.
      [
        'day before spring forward',
        { year: 2026, month: 3, day: 7 },
        '2026-03-07T05:00:00Z',
        '2026-03-08T04:59:59Z',
      ],
      [
        'day after spring forward',
        { year: 2026, month: 3, day: 9 },
        '2026-03-09T04:00:00Z',
        '2026-03-10T03:59:59Z',
      ],
      [
        'day before fall back',
        { year: 2026, month: 10, day: 31 },
        '2026-10-31T04:00:00Z',
        '2026-11-01T03:59:59Z',
      ],
      [
        'day after fall back',
        { year: 2026, month: 11, day: 2 },
        '2026-11-02T05:00:00Z',
        '2026-11-03T04:59:59Z',
      ],
    ])('%s', (_name, date, start, end) => {
      expect(iso(easternInstant(date, '00:00:00'))).toBe(new Date(start).toISOString())
      expect(iso(easternInstant(date, '23:59:59'))).toBe(new Date(end).toISOString())
    })

    it('makes the spring-forward day 23 hours long and the fall-back day 25 hours long', () => {
      const length = (date: CalendarDate) =>
        easternInstant(date, '23:59:59') + 1000 - easternInstant(date, '00:00:00')
      const hour = 3_600_000
      expect(length({ year: 2026, month: 3, day: 8 })).toBe(23 * hour)
      expect(length({ year: 2026, month: 11, day: 1 })).toBe(25 * hour)
      expect(length({ year: 2026, month: 6, day: 15 })).toBe(24 * hour)
      expect(length({ year: 2026, month: 12, day: 15 })).toBe(24 * hour)
    })
  })

  it('gives, for every day of 2017–2032, instants that read back as that wall-clock time in Eastern', () => {
    const read = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    const wrong: string[] = []
    for (let day = Date.UTC(2017, 0, 1); day < Date.UTC(2033, 0, 1); day += 86_400_000) {
      const d = new Date(day)
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
      const mmdd = `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`
      for (const time of ['00:00:00', '23:59:59'] as const) {
        const shown = read.format(easternInstant(date, time))
        if (shown !== `${mmdd}/${date.year}, ${time}`)
          wrong.push(`${mmdd}/${date.year} ${time}: ${shown}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('matches hard-coded epoch numbers (independent of the process time zone)', () => {
    expect(easternInstant({ year: 2024, month: 4, day: 1 }, '00:00:00')).toBe(1711944000000)
    expect(easternInstant({ year: 2024, month: 5, day: 30 }, '23:59:59')).toBe(1717127999000)
    expect(easternInstant({ year: 2025, month: 1, day: 1 }, '00:00:00')).toBe(1735707600000)
    expect(easternInstant({ year: 2027, month: 12, day: 31 }, '23:59:59')).toBe(1830315599000)
    expect(easternInstant({ year: 2026, month: 3, day: 8 }, '00:00:00')).toBe(1772946000000)
    expect(easternInstant({ year: 2026, month: 11, day: 1 }, '23:59:59')).toBe(1793595599000)
  })
})

describe('formatEasternDate', () => {
  it.each([
    ['2024-04-01T04:00:00Z', 'April 1, 2024'],
    ['2024-04-01T03:59:59Z', 'March 31, 2024'],
    ['2024-05-31T03:59:59Z', 'May 30, 2024'],
    // 23:59:59 Eastern on June 30 is already July 1 in UTC.
    ['2024-07-01T03:59:59Z', 'June 30, 2024'],
    ['2024-07-01T04:00:00Z', 'July 1, 2024'],
    ['2025-01-01T05:00:00Z', 'January 1, 2025'],
    ['2025-03-04T04:59:59Z', 'March 3, 2025'],
    ['2028-01-01T04:59:59Z', 'December 31, 2027'],
    ['2028-01-01T05:00:00Z', 'January 1, 2028'],
    ['2026-11-02T04:59:59Z', 'November 1, 2026'],
    ['2026-03-09T03:59:59Z', 'March 8, 2026'],
  ])('formats %s as %s', (instant, expected) => {
    expect(formatEasternDate(utc(instant))).toBe(expected)
  })

  it('formats a hard-coded epoch number (independent of the process time zone)', () => {
    expect(formatEasternDate(1719806399000)).toBe('June 30, 2024')
    expect(formatEasternDate(1719806400000)).toBe('July 1, 2024')
  })
})

describe('easternYear', () => {
  it.each([
    // New Year's Eve 2026 in Eastern time, already 2027 in UTC.
    ['2027-01-01T04:30:00Z', 2026],
    ['2027-01-01T04:59:59Z', 2026],
    ['2027-01-01T05:00:00Z', 2027],
    // UTC midnight on New Year's Day 2026 is still 7 pm on December 31, 2025 in Eastern time.
    ['2026-01-01T00:00:00Z', 2025],
    ['2025-12-31T23:59:59Z', 2025],
    ['2026-01-01T05:00:00Z', 2026],
    // Mid-year: Eastern and UTC agree.
    ['2026-06-15T12:00:00Z', 2026],
  ])('at %s is %i', (instant, expected) => {
    expect(easternYear(utc(instant))).toBe(expected)
  })

  it('reads hard-coded epoch numbers (independent of the process time zone)', () => {
    // 2027-01-01T04:59:59Z and 2027-01-01T05:00:00Z.
    expect(easternYear(1798779599000)).toBe(2026)
    expect(easternYear(1798779600000)).toBe(2027)
  })
})

describe('calendar dates as people type them (M/D/YYYY or YYYY-MM-DD)', () => {
  it('parses ISO and US dates into year, month and day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseUsDate('1/2/2017')).toEqual({ year: 2017, month: 1, day: 2 })
    expect(parseUsDate(' 12/31/2027 ')).toEqual({ year: 2027, month: 12, day: 31 })
  })

  it('rejects malformed and impossible dates', () => {
    for (const text of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-05',
      '24-01-05',
      '2024-01-32',
      '2025-04-31',
      '2025-04-01T00:00',
      '0999-01-01',
      '',
    ]) {
      expect(parseIsoDate(text), text).toBeNull()
    }
    for (const text of [
      '02/30/2024',
      '13/01/2024',
      '1/2/17',
      '2024-01-02',
      '0/1/2024',
      '1-2-2024',
      '123/1/2024',
      '01/01/0999',
    ]) {
      expect(parseUsDate(text), text).toBeNull()
    }
  })

  it('writes calendar dates as MM/DD/YYYY and YYYY-MM-DD', () => {
    expect(formatUsDate({ year: 2017, month: 1, day: 2 })).toBe('01/02/2017')
    expect(formatIsoDate({ year: 2017, month: 1, day: 2 })).toBe('2017-01-02')
  })

  it('reads back every day of 2017–2032 that it writes, in both forms', () => {
    const wrong: string[] = []
    for (let day = Date.UTC(2017, 0, 1); day < Date.UTC(2033, 0, 1); day += 86_400_000) {
      const d = new Date(day)
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
      const us = formatUsDate(date)
      const iso = formatIsoDate(date)
      if (JSON.stringify(parseUsDate(us, { padded: true })) !== JSON.stringify(date)) wrong.push(us)
      if (JSON.stringify(parseIsoDate(iso)) !== JSON.stringify(date)) wrong.push(iso)
    }
    expect(wrong).toEqual([])
  })
})

describe('formatLongDate and isoToLongDate (a calendar date, no time zone)', () => {
  it.each([
    ['2025-03-03', 'March 3, 2025'],
    ['2025-01-01', 'January 1, 2025'],
    ['2024-12-31', 'December 31, 2024'],
    ['2020-02-29', 'February 29, 2020'],
    ['2026-01-01', 'January 1, 2026'],
  ])('%s → %s', (iso, text) => {
    expect(isoToLongDate(iso)).toBe(text)
    const date = parseIsoDate(iso)
    expect(date && formatLongDate(date)).toBe(text)
  })

  it('leaves text that is not a real YYYY-MM-DD date as it is', () => {
    expect(isoToLongDate('2025-13-01')).toBe('2025-13-01')
    expect(isoToLongDate('March 3')).toBe('March 3')
  })
})

describe('formatEasternDateTime', () => {
  it.each([
    // Standard time (EST) and daylight time (EDT), from hard-coded epoch numbers.
    [Date.UTC(2026, 2, 2, 15, 15, 0), /^March 2, 2026 at 10:15:00\sAM EST$/],
    [Date.UTC(2024, 6, 1, 3, 59, 59), /^June 30, 2024 at 11:59:59\sPM EDT$/],
    [Date.UTC(2026, 10, 2, 5, 30, 0), /^November 2, 2026 at 12:30:00\sAM EST$/],
  ])('shows %i in Eastern time with the zone', (instant, expected) => {
    expect(formatEasternDateTime(instant)).toMatch(expected)
  })
})

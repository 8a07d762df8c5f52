/**
 * Tests of the filing-period engine. Every instant is built from an explicit UTC string or epoch
 * number (never a local-time constructor), so the results must be the same in any process time
 * zone (run under TZ=UTC, America/Los_Angeles, Asia/Tokyo and Australia/Lord_Howe).
 */
import { describe, expect, it } from 'vitest'
import devBetaJson from '../../config/dev-beta.json'
import devJson from '../../config/dev.json'
import prodBetaJson from '../../config/prod-beta.json'
import prodJson from '../../config/prod.json'
import {
  FIRST_FILING_YEAR,
  chooseDefaultPeriod,
  computePeriods,
  deriveConfig,
  filingYears,
  isQuarterLabel,
  parseGuard,
  periodLabel,
  periodStatus,
  periodYear,
  periodsOfYear,
  withProductionDefaults,
  yearGuards,
} from './filingPeriods'
import type { DerivedConfig, EnvironmentConfig, FilingPeriod, TimedGuards } from './types'

const prod = prodJson as EnvironmentConfig
const prodBeta = prodBetaJson as EnvironmentConfig
const dev = devJson as EnvironmentConfig
const devBeta = devBetaJson as EnvironmentConfig

/** An instant from an explicit UTC string. */
const at = (iso: string) => new Date(iso)
/** Epoch milliseconds from an explicit UTC string. */
const ms = (iso: string) => new Date(iso).getTime()

/** A guard table: the given years plus `preview`. */
const guards = (years: Record<string, unknown>, preview: string[] = []) =>
  ({ ...years, preview }) as TimedGuards

/** An environment configuration with the given guard table (other fields from prod). */
const env = (timedGuards: TimedGuards): EnvironmentConfig => ({ ...prod, timedGuards })

const derive = (timedGuards: TimedGuards, iso: string) => deriveConfig(env(timedGuards), at(iso))

const labels = (periods: FilingPeriod[]) => periods.map((p) => p.period)

const flags = (p: FilingPeriod | undefined) =>
  p && {
    isVisible: p.isVisible,
    isOpen: p.isOpen,
    isLate: p.isLate,
    isClosed: p.isClosed,
    isPassed: p.isPassed,
  }

const CLOSED = { isVisible: false, isOpen: false, isLate: false, isClosed: true, isPassed: false }
const OPEN = { isVisible: true, isOpen: true, isLate: false, isClosed: false, isPassed: false }
const LATE = { isVisible: true, isOpen: false, isLate: true, isClosed: false, isPassed: false }
const PASSED = { isVisible: true, isOpen: false, isLate: false, isClosed: true, isPassed: true }
/** Open but hidden: the state of 2017 while its window runs. */
const OPEN_HIDDEN = { ...OPEN, isVisible: false }
const PASSED_HIDDEN = { ...PASSED, isVisible: false }

/** 2024 Q1 and annual, the examples of the specification. */
const Q1_2024 = '04/01/2024 - 05/30/2024 - 06/30/2024'
const ANNUAL_2024 = '01/01/2025 - 03/03/2025 - 12/31/2027'

const PERIOD_KEYS = [
  'dates',
  'endDate',
  'isClosed',
  'isLate',
  'isOpen',
  'isPassed',
  'isQuarterly',
  'isVisible',
  'lateDate',
  'period',
  'startDate',
]

describe('parseGuard', () => {
  it('reads start (00:00:00), late and end (23:59:59) in Eastern daylight time', () => {
    expect(parseGuard(Q1_2024)).toEqual({
      start: ms('2024-04-01T04:00:00Z'),
      late: ms('2024-05-31T03:59:59Z'),
      end: ms('2024-07-01T03:59:59Z'),
    })
  })

  it('reads start, late and end in Eastern standard time', () => {
    expect(parseGuard(ANNUAL_2024)).toEqual({
      start: ms('2025-01-01T05:00:00Z'),
      late: ms('2025-03-04T04:59:59Z'),
      end: ms('2028-01-01T04:59:59Z'),
    })
  })

  it('uses the offset of each date (start in standard time, late and end in daylight time)', () => {
    expect(parseGuard('01/01/2026 - 06/01/2026 - 11/30/2026')).toEqual({
      start: ms('2026-01-01T05:00:00Z'),
      late: ms('2026-06-02T03:59:59Z'),
      end: ms('2026-12-01T04:59:59Z'),
    })
  })

  it.each([
    ['two dates', '04/01/2024 - 05/30/2024'],
    ['four dates', '04/01/2024 - 05/30/2024 - 06/30/2024 - 07/30/2024'],
    ['no spaces around the dashes', '04/01/2024-05/30/2024-06/30/2024'],
    ['commas instead of dashes', '04/01/2024, 05/30/2024, 06/30/2024'],
    ['an empty string', ''],
    ['ISO dates', '2024-04-01 - 2024-05-30 - 2024-06-30'],
    ['one-digit months and days', '4/1/2024 - 5/30/2024 - 6/30/2024'],
    ['an impossible start (02/30/2024)', '02/30/2024 - 05/30/2024 - 06/30/2024'],
    ['an impossible late date (04/31/2024)', '04/01/2024 - 04/31/2024 - 06/30/2024'],
    ['an impossible end (02/29/2023)', '01/01/2023 - 02/01/2023 - 02/29/2023'],
    ['month 13', '13/01/2024 - 05/30/2024 - 06/30/2024'],
  ])('rejects %s', (_name, guard) => {
    expect(parseGuard(guard)).toBeNull()
  })
})

describe('labels', () => {
  it('names a year by its number and a quarter as YYYY-Qn', () => {
    expect(periodLabel(2024, 'annual')).toBe('2024')
    expect(periodLabel('2024', 'Q1')).toBe('2024-Q1')
    expect(periodLabel(2024, 'Q3')).toBe('2024-Q3')
  })

  it('takes the year part of a label', () => {
    expect(periodYear('2024-Q1')).toBe('2024')
    expect(periodYear('2024')).toBe('2024')
  })

  it('recognises quarter labels only', () => {
    expect(isQuarterLabel('2024-Q1')).toBe(true)
    expect(isQuarterLabel('2024-Q3')).toBe(true)
    expect(isQuarterLabel('2024')).toBe(false)
    expect(isQuarterLabel('2024-Q4')).toBe(false)
    expect(isQuarterLabel('x2024-Q1')).toBe(false)
  })

  it('starts at 2017', () => {
    expect(FIRST_FILING_YEAR).toBe(2017)
  })
})

describe('yearGuards', () => {
  const table = guards({ '2024': { Q1: Q1_2024 } }, ['2024-Q1'])

  it('returns the guards of a year', () => {
    expect(yearGuards(table, '2024')).toEqual({ Q1: Q1_2024 })
  })

  it('returns undefined for a missing year and for the preview list', () => {
    expect(yearGuards(table, '2025')).toBeUndefined()
    expect(yearGuards(table, 'preview')).toBeUndefined()
  })
})

describe('computePeriods', () => {
  const fullYear = (y: number) => ({
    Q1: `04/01/${y} - 05/30/${y} - 06/30/${y}`,
    Q2: `07/01/${y} - 08/29/${y} - 09/30/${y}`,
    Q3: `10/01/${y} - 11/29/${y} - 12/31/${y}`,
    annual: `01/01/${y + 1} - 03/01/${y + 1} - 12/31/${y + 3}`,
  })
  const years = (from: number, to: number) =>
    Object.fromEntries(
      Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), fullYear(from + i)]),
    )

  it('lists 2017 to next Eastern calendar year, newest first, Q3, Q2, Q1 then annual', () => {
    const periods = computePeriods(guards(years(2015, 2030)), ms('2026-06-15T12:00:00Z'))
    const expected: string[] = []
    for (let y = 2027; y >= 2017; y--) expected.push(`${y}-Q3`, `${y}-Q2`, `${y}-Q1`, `${y}`)
    expect(labels(periods)).toEqual(expected)
  })

  it('builds the record of the 2024 Q1 example', () => {
    const [q1] = computePeriods(guards({ '2024': { Q1: Q1_2024 } }), ms('2024-06-15T16:00:00Z'))
    expect(q1).toEqual({
      period: '2024-Q1',
      startDate: 'April 1, 2024',
      lateDate: 'May 30, 2024',
      // 23:59:59 Eastern on June 30 is July 1 in UTC, but the date shown is June 30.
      endDate: 'June 30, 2024',
      isVisible: true,
      dates: {
        start: ms('2024-04-01T04:00:00Z'),
        late: ms('2024-05-31T03:59:59Z'),
        end: ms('2024-07-01T03:59:59Z'),
      },
      isQuarterly: true,
      isOpen: false,
      isLate: true,
      isClosed: false,
      isPassed: false,
    })
  })

  it('builds the record of the 2024 annual example', () => {
    const [annual] = computePeriods(
      guards({ '2024': { annual: ANNUAL_2024 } }),
      ms('2025-02-01T12:00:00Z'),
    )
    expect(annual).toEqual({
      period: '2024',
      startDate: 'January 1, 2025',
      lateDate: 'March 3, 2025',
      endDate: 'December 31, 2027',
      isVisible: true,
      dates: {
        start: ms('2025-01-01T05:00:00Z'),
        late: ms('2025-03-04T04:59:59Z'),
        end: ms('2028-01-01T04:59:59Z'),
      },
      isQuarterly: false,
      isOpen: true,
      isLate: false,
      isClosed: false,
      isPassed: false,
    })
  })

  it('has only the periods with a guard', () => {
    const table = guards({ '2024': { Q2: fullYear(2024).Q2, annual: ANNUAL_2024 }, '2023': {} })
    expect(labels(computePeriods(table, ms('2025-06-01T12:00:00Z')))).toEqual(['2024-Q2', '2024'])
  })

  it('skips malformed guards and impossible dates but keeps the valid guards of the year', () => {
    const table = guards({
      '2024': {
        Q1: '02/30/2024 - 05/30/2024 - 06/30/2024',
        Q2: '07/01/2024 - 08/29/2024',
        Q3: '10/01/2024-11/29/2024-12/31/2024',
        annual: ANNUAL_2024,
      },
      '2023': { Q1: 'not a guard', Q2: '', Q3: '10/01/2023 - 11/29/2023 - 12/31/2023' },
    })
    expect(labels(computePeriods(table, ms('2025-06-01T12:00:00Z')))).toEqual(['2024', '2023-Q3'])
  })

  it('ignores years before 2017, non-numeric keys and the preview list', () => {
    const table = guards(
      {
        '2016': fullYear(2016),
        abcd: { annual: ANNUAL_2024 },
        NaN: { annual: ANNUAL_2024 },
        '2018': { annual: '01/01/2019 - 03/01/2019 - 12/31/2021' },
      },
      ['2016', 'abcd'],
    )
    expect(labels(computePeriods(table, ms('2025-06-01T12:00:00Z')))).toEqual(['2018'])
  })

  it('gives every period all its fields, with booleans always present', () => {
    const table = prod.timedGuards
    for (const iso of ['2018-02-01T12:00:00Z', '2024-06-15T16:00:00Z', '2040-01-01T00:00:00Z']) {
      for (const p of computePeriods(table, ms(iso))) {
        expect(Object.keys(p).sort()).toEqual(PERIOD_KEYS)
        expect(Object.keys(p.dates).sort()).toEqual(['end', 'late', 'start'])
        for (const key of [
          'isVisible',
          'isQuarterly',
          'isOpen',
          'isLate',
          'isClosed',
          'isPassed',
        ]) {
          expect(typeof p[key as keyof FilingPeriod]).toBe('boolean')
        }
      }
    }
  })

  describe("on New Year's Eve in Eastern time (already New Year's Day in UTC)", () => {
    // 2028 guards that would already be open, to show they are ignored, not merely closed.
    const table = guards({
      '2026': { Q3: '10/03/2026 - 11/30/2026 - 12/31/2026' },
      '2027': { Q1: '04/01/2027 - 05/31/2027 - 07/01/2027' },
      '2028': { Q1: '10/01/2026 - 05/30/2028 - 06/30/2028' },
    })

    it('at 23:30 Eastern on December 31, 2026 the last year is 2027 and 2028 is ignored', () => {
      const periods = computePeriods(table, ms('2027-01-01T04:30:00Z'))
      expect(labels(periods)).toEqual(['2027-Q1', '2026-Q3'])
    })

    it('at midnight Eastern on January 1, 2027 the last year is 2028', () => {
      const periods = computePeriods(table, ms('2027-01-01T05:00:00Z'))
      expect(labels(periods)).toEqual(['2028-Q1', '2027-Q1', '2026-Q3'])
    })

    it('ignores the 2028 guards of the prod table at 23:30 Eastern on December 31, 2026', () => {
      const status = deriveConfig(prod, at('2027-01-01T04:30:00Z')).filingPeriodStatus
      expect(Object.keys(status).filter((l) => l.startsWith('2028'))).toEqual([])
      expect(Object.keys(status).filter((l) => l.startsWith('2027'))).toHaveLength(4)
    })
  })
})

describe('period status at the boundaries (to the second)', () => {
  const statusAt = (guard: string, key: 'Q1' | 'annual', iso: string) => {
    const label = key === 'annual' ? '2024' : '2024-Q1'
    return flags(derive(guards({ '2024': { [key]: guard } }), iso).filingPeriodStatus[label])
  }

  describe('2024 Q1 (04/01/2024 - 05/30/2024 - 06/30/2024, daylight time)', () => {
    it.each([
      ['long before start', '2024-01-15T12:00:00Z', CLOSED],
      ['one second before start', '2024-04-01T03:59:59Z', CLOSED],
      ['at start', '2024-04-01T04:00:00Z', OPEN],
      ['one second after start', '2024-04-01T04:00:01Z', OPEN],
      ['one second before late', '2024-05-31T03:59:58Z', OPEN],
      ['at late (23:59:59 Eastern)', '2024-05-31T03:59:59Z', OPEN],
      ['one second after late', '2024-05-31T04:00:00Z', LATE],
      ['one second before end', '2024-07-01T03:59:58Z', LATE],
      ['at end (23:59:59 Eastern)', '2024-07-01T03:59:59Z', LATE],
      ['one second after end', '2024-07-01T04:00:00Z', PASSED],
      ['long after end', '2029-01-01T12:00:00Z', PASSED],
    ])('%s (%s)', (_name, iso, expected) => {
      expect(statusAt(Q1_2024, 'Q1', iso)).toEqual(expected)
    })
  })

  describe('2024 annual (01/01/2025 - 03/03/2025 - 12/31/2027, standard time)', () => {
    it.each([
      ['one second before start', '2025-01-01T04:59:59Z', CLOSED],
      ['at start', '2025-01-01T05:00:00Z', OPEN],
      ['one second after start', '2025-01-01T05:00:01Z', OPEN],
      ['one second before late', '2025-03-04T04:59:58Z', OPEN],
      ['at late (23:59:59 Eastern)', '2025-03-04T04:59:59Z', OPEN],
      ['one second after late', '2025-03-04T05:00:00Z', LATE],
      ['one second before end', '2028-01-01T04:59:58Z', LATE],
      ['at end (23:59:59 Eastern)', '2028-01-01T04:59:59Z', LATE],
      ['one second after end', '2028-01-01T05:00:00Z', PASSED],
    ])('%s (%s)', (_name, iso, expected) => {
      expect(statusAt(ANNUAL_2024, 'annual', iso)).toEqual(expected)
    })
  })

  it('treats a start time in UTC-day terms as not yet started (midnight UTC is 8 pm Eastern)', () => {
    expect(statusAt(Q1_2024, 'Q1', '2024-04-01T00:00:00Z')).toEqual(CLOSED)
  })
})

describe('guards on DST change days', () => {
  describe('spring forward: 03/08/2026 - 03/08/2026 - 11/01/2026 (fall back)', () => {
    const table = guards({ '2026': { Q1: '03/08/2026 - 03/08/2026 - 11/01/2026' } })

    it('maps the dates to the right UTC instants', () => {
      const [p] = computePeriods(table, ms('2026-06-01T12:00:00Z'))
      expect(p?.dates).toEqual({
        // 00:00 EST, before the 2 am change.
        start: ms('2026-03-08T05:00:00Z'),
        // 23:59:59 EDT, after the change.
        late: ms('2026-03-09T03:59:59Z'),
        // 23:59:59 EST on the fall-back day.
        end: ms('2026-11-02T04:59:59Z'),
      })
      expect(p?.startDate).toBe('March 8, 2026')
      expect(p?.lateDate).toBe('March 8, 2026')
      expect(p?.endDate).toBe('November 1, 2026')
    })

    it.each([
      ['2026-03-08T04:59:59Z', CLOSED],
      ['2026-03-08T05:00:00Z', OPEN],
      ['2026-03-09T03:59:59Z', OPEN],
      ['2026-03-09T04:00:00Z', LATE],
      ['2026-11-02T04:59:59Z', LATE],
      ['2026-11-02T05:00:00Z', PASSED],
    ])('at %s', (iso, expected) => {
      expect(flags(derive(table, iso).filingPeriodStatus['2026-Q1'])).toEqual(expected)
    })
  })

  describe('fall back: 11/01/2026 - 11/01/2026 - 03/14/2027 (spring forward)', () => {
    const table = guards({ '2026': { Q3: '11/01/2026 - 11/01/2026 - 03/14/2027' } })

    it('maps the dates to the right UTC instants', () => {
      const [p] = computePeriods(table, ms('2026-12-01T12:00:00Z'))
      expect(p?.dates).toEqual({
        // 00:00 EDT, before the 2 am change.
        start: ms('2026-11-01T04:00:00Z'),
        // 23:59:59 EST, after the change.
        late: ms('2026-11-02T04:59:59Z'),
        // 23:59:59 EDT on the spring-forward day.
        end: ms('2027-03-15T03:59:59Z'),
      })
    })

    it.each([
      ['2026-11-01T03:59:59Z', CLOSED],
      ['2026-11-01T04:00:00Z', OPEN],
      ['2026-11-02T04:59:59Z', OPEN],
      ['2026-11-02T05:00:00Z', LATE],
      ['2027-03-15T03:59:59Z', LATE],
      ['2027-03-15T04:00:00Z', PASSED],
    ])('at %s', (iso, expected) => {
      expect(flags(derive(table, iso).filingPeriodStatus['2026-Q3'])).toEqual(expected)
    })
  })

  it('handles the 2024 change days (03/10/2024 and 11/03/2024)', () => {
    expect(parseGuard('03/10/2024 - 03/10/2024 - 11/03/2024')).toEqual({
      start: ms('2024-03-10T05:00:00Z'),
      late: ms('2024-03-11T03:59:59Z'),
      end: ms('2024-11-04T04:59:59Z'),
    })
    expect(parseGuard('11/03/2024 - 11/03/2024 - 03/10/2024')).toEqual({
      start: ms('2024-11-03T04:00:00Z'),
      late: ms('2024-11-04T04:59:59Z'),
      end: ms('2024-03-11T03:59:59Z'),
    })
  })
})

describe('preview periods', () => {
  const table = guards({ '2024': { Q1: Q1_2024, annual: ANNUAL_2024 } }, ['2024-Q1'])

  it.each([
    ['before start', '2024-03-01T12:00:00Z'],
    ['one second before start', '2024-04-01T03:59:59Z'],
    ['between start and late', '2024-05-01T12:00:00Z'],
    ['between late and end', '2024-06-15T12:00:00Z'],
    ['one second after end', '2024-07-01T04:00:00Z'],
    ['months after end', '2024-12-31T12:00:00Z'],
  ])('are open and visible, not late, not passed %s', (_name, iso) => {
    const status = derive(table, iso).filingPeriodStatus
    expect(flags(status['2024-Q1'])).toEqual(OPEN)
  })

  it('do not affect the other periods of the year', () => {
    const status = derive(table, '2024-06-15T12:00:00Z').filingPeriodStatus
    expect(flags(status['2024'])).toEqual(CLOSED)
  })

  it('keep their real dates', () => {
    const p = derive(table, '2024-03-01T12:00:00Z').filingPeriodStatus['2024-Q1']
    expect(p?.dates.start).toBe(ms('2024-04-01T04:00:00Z'))
    expect(p?.startDate).toBe('April 1, 2024')
  })

  it('need a guard: a preview label without one creates no period', () => {
    const status = derive(
      guards({}, ['2024', '2024-Q2']),
      '2024-06-15T12:00:00Z',
    ).filingPeriodStatus
    expect(status).toEqual({})
  })

  it('do not extend the years: a preview period after next year does not exist', () => {
    const table2 = guards({ '2030': { Q1: '04/01/2030 - 05/30/2030 - 07/01/2030' } }, ['2030-Q1'])
    expect(derive(table2, '2026-06-15T12:00:00Z').filingPeriodStatus).toEqual({})
  })
})

describe('year 2017', () => {
  const annual2017 = '01/01/2018 - 03/01/2018 - 12/31/2019'

  it('is never visible, even while open', () => {
    const status = derive(
      guards({ '2017': { annual: annual2017 } }),
      '2018-02-01T12:00:00Z',
    ).filingPeriodStatus
    expect(flags(status['2017'])).toEqual(OPEN_HIDDEN)
  })

  it('is never visible, even after end', () => {
    const status = derive(
      guards({ '2017': { annual: annual2017 } }),
      '2024-02-01T12:00:00Z',
    ).filingPeriodStatus
    expect(flags(status['2017'])).toEqual(PASSED_HIDDEN)
  })

  it('is never visible, even in preview', () => {
    const status = derive(
      guards({ '2017': { annual: annual2017 } }, ['2017']),
      '2024-02-01T12:00:00Z',
    ).filingPeriodStatus
    expect(flags(status['2017'])).toEqual(OPEN_HIDDEN)
  })
})

describe('deriveConfig', () => {
  const now = at('2026-11-21T15:00:00Z')

  it('returns the base fields plus the period records, the defaults and the instant', () => {
    const derived = deriveConfig(prod, now)
    const { filingPeriodStatus, defaultPeriod, defaultDocsPeriod, derivedAt, ...rest } = derived
    expect(rest).toEqual(prod)
    expect(Object.keys(filingPeriodStatus)).toHaveLength(35)
    expect(defaultPeriod).toBe('2026-Q3')
    expect(defaultDocsPeriod).toBe('2026')
    expect(derivedAt).toBe(now.getTime())
  })

  it('keys the period records by label', () => {
    const { filingPeriodStatus } = deriveConfig(prod, now)
    for (const [label, p] of Object.entries(filingPeriodStatus)) expect(p.period).toBe(label)
    expect(filingPeriodStatus['2026-Q3']?.startDate).toBe('October 3, 2026')
  })

  it('does not modify its input', () => {
    const before = JSON.stringify(prod)
    deriveConfig(prod, now)
    expect(JSON.stringify(prod)).toBe(before)
  })

  it('is a pure function of the configuration and the instant', () => {
    expect(deriveConfig(prod, at('2025-06-15T16:00:00Z'))).toEqual(
      deriveConfig(prod, at('2025-06-15T16:00:00Z')),
    )
  })

  describe('default period', () => {
    const defaults = (table: TimedGuards, iso: string) => {
      const { defaultPeriod, defaultDocsPeriod } = derive(table, iso)
      return [defaultPeriod, defaultDocsPeriod]
    }

    it('is the latest visible period that is open', () => {
      const table = guards({
        '2024': {
          Q1: '04/01/2024 - 12/30/2024 - 12/31/2024',
          Q2: '07/01/2024 - 12/30/2024 - 12/31/2024',
          Q3: '10/01/2024 - 12/30/2024 - 12/31/2024',
        },
      })
      expect(defaults(table, '2024-08-01T12:00:00Z')).toEqual(['2024-Q2', '2024'])
      expect(defaults(table, '2024-10-15T12:00:00Z')).toEqual(['2024-Q3', '2024'])
    })

    it('is the latest visible period that is late', () => {
      const table = guards({ '2024': { Q1: Q1_2024 } })
      expect(defaults(table, '2024-06-15T12:00:00Z')).toEqual(['2024-Q1', '2024'])
    })

    it('prefers a later late period over an earlier open one', () => {
      const table = guards({
        '2023': { annual: '01/01/2024 - 12/30/2024 - 12/31/2024' },
        '2024': { Q1: Q1_2024 },
      })
      expect(defaults(table, '2024-06-15T12:00:00Z')).toEqual(['2024-Q1', '2024'])
    })

    it('gives way to the year when the annual period of the same year is open', () => {
      const table = guards({
        '2024': { Q1: '04/01/2024 - 12/30/2024 - 12/31/2024', annual: Q1_2024 },
      })
      expect(defaults(table, '2024-05-01T12:00:00Z')).toEqual(['2024', '2024'])
    })

    it('gives way to the year when the annual period of the same year is late', () => {
      const table = guards({
        '2024': { Q1: '04/01/2024 - 12/30/2024 - 12/31/2024', annual: Q1_2024 },
      })
      expect(defaults(table, '2024-06-15T12:00:00Z')).toEqual(['2024', '2024'])
    })

    it('does not give way to the annual period of another year', () => {
      const table = guards({
        '2023': { annual: '01/01/2024 - 03/01/2024 - 12/31/2026' },
        '2024': { Q1: Q1_2024 },
      })
      expect(defaults(table, '2024-05-01T12:00:00Z')).toEqual(['2024-Q1', '2024'])
    })

    it('does not give way to an annual period that is closed', () => {
      const table = guards({ '2024': { Q1: Q1_2024, annual: ANNUAL_2024 } })
      expect(defaults(table, '2024-05-01T12:00:00Z')).toEqual(['2024-Q1', '2024'])
    })

    it('counts preview periods as open', () => {
      const table = guards(
        {
          '2023': { annual: '01/01/2024 - 12/30/2024 - 12/31/2024' },
          '2024': { Q1: Q1_2024 },
        },
        ['2024-Q1'],
      )
      expect(defaults(table, '2024-02-01T12:00:00Z')).toEqual(['2024-Q1', '2024'])
    })

    it('ignores 2017 even when it is open', () => {
      const table = guards({
        '2017': { annual: '01/01/2018 - 03/01/2020 - 12/31/2020' },
        '2016': { annual: '01/01/2017 - 03/01/2020 - 12/31/2020' },
      })
      // Nothing visible: the previous Eastern calendar year, not the open 2017.
      expect(defaults(table, '2020-02-01T12:00:00Z')).toEqual(['2019', '2019'])
    })

    it('falls back to the latest visible period when nothing is open or late', () => {
      const table = guards({
        '2023': { annual: '01/01/2024 - 03/01/2024 - 03/31/2024' },
        '2024': { Q1: Q1_2024, Q2: '07/01/2024 - 08/29/2024 - 09/30/2024' },
      })
      expect(defaults(table, '2024-12-15T12:00:00Z')).toEqual(['2024-Q2', '2024'])
    })

    it('falls back to a passed annual period when it is the latest visible one', () => {
      const table = guards({ '2023': { annual: '01/01/2024 - 03/01/2024 - 03/31/2024' } })
      expect(defaults(table, '2024-12-15T12:00:00Z')).toEqual(['2023', '2023'])
    })

    it('falls back to the previous Eastern calendar year when nothing is visible', () => {
      const table = guards({ '2024': { annual: ANNUAL_2024 } })
      expect(defaults(table, '2024-06-15T12:00:00Z')).toEqual(['2023', '2023'])
      expect(defaults(guards({}), '2024-06-15T12:00:00Z')).toEqual(['2023', '2023'])
    })

    it("uses the Eastern year for that fallback on New Year's Eve", () => {
      // 23:30 Eastern on December 31, 2023 (already 2024 in UTC): the previous year is 2022.
      expect(defaults(guards({}), '2024-01-01T04:30:00Z')).toEqual(['2022', '2022'])
      expect(defaults(guards({}), '2024-01-01T05:00:00Z')).toEqual(['2023', '2023'])
    })
  })

  describe('chooseDefaultPeriod', () => {
    it('chooses the previous Eastern year from an empty list', () => {
      expect(chooseDefaultPeriod([], ms('2026-06-15T12:00:00Z'))).toBe('2025')
    })

    it('chooses among records in list order', () => {
      const instants = parseGuard(Q1_2024)
      if (!instants) throw new Error('guard')
      const now = ms('2024-05-01T12:00:00Z')
      const periods = [
        periodStatus('2024-Q1', instants, now, false),
        periodStatus('2023', instants, now, false),
      ]
      expect(chooseDefaultPeriod(periods, now)).toBe('2024-Q1')
    })
  })
})

describe('the prod guard table', () => {
  it.each([
    ['2026-11-21T15:00:00Z', '2026-Q3', '2026', '2026-Q3 is open'],
    ['2026-03-01T12:00:00Z', '2025', '2025', 'the 2025 annual period is open'],
    ['2025-06-15T16:00:00Z', '2025-Q1', '2025', '2025-Q1 is late'],
    ['2025-01-15T17:00:00Z', '2024', '2024', 'the 2024 annual period is open'],
    ['2027-01-01T04:30:00Z', '2026-Q3', '2026', '23:30 Eastern on Dec 31: 2026-Q3 is late'],
    ['2027-01-01T05:00:00Z', '2026', '2026', 'midnight Eastern: 2026 annual opens'],
    ['2026-07-03T03:59:59Z', '2026-Q1', '2026', 'last second of 2026-Q1 (late)'],
    ['2026-07-03T04:00:00Z', '2026-Q2', '2026', 'first second of 2026-Q2'],
    ['2020-06-30T16:00:00Z', '2020-Q2', '2020', '2020-Q2 open while 2020-Q1 is late'],
    ['2018-02-01T12:00:00Z', '2017', '2017', 'only 2017 is open, and it is never visible'],
    ['2040-06-01T12:00:00Z', '2030-Q3', '2030', 'everything passed: the latest visible'],
  ])('at %s the default is %s (docs %s): %s', (iso, period, docs) => {
    const derived = deriveConfig(prod, at(iso))
    expect(derived.defaultPeriod).toBe(period)
    expect(derived.defaultDocsPeriod).toBe(docs)
  })

  it('at 2026-11-21T15:00Z: 2026-Q3 open, 2026 annual not yet visible, older years late or passed', () => {
    const status = deriveConfig(prod, at('2026-11-21T15:00:00Z')).filingPeriodStatus
    expect(flags(status['2027-Q1'])).toEqual(CLOSED)
    expect(flags(status['2026'])).toEqual(CLOSED)
    expect(flags(status['2026-Q3'])).toEqual(OPEN)
    expect(flags(status['2026-Q2'])).toEqual(PASSED)
    expect(flags(status['2026-Q1'])).toEqual(PASSED)
    expect(flags(status['2025'])).toEqual(LATE)
    expect(flags(status['2024'])).toEqual(LATE)
    expect(flags(status['2023'])).toEqual(LATE)
    expect(flags(status['2022'])).toEqual(PASSED)
    expect(flags(status['2018'])).toEqual(PASSED)
    expect(flags(status['2017'])).toEqual(PASSED_HIDDEN)
    expect(status['2028-Q1']).toBeUndefined()
  })

  it('at 2026-03-01T12:00Z: 2025 open, 2026-Q1 not visible, 2024 and 2023 late, 2022 passed', () => {
    const status = deriveConfig(prod, at('2026-03-01T12:00:00Z')).filingPeriodStatus
    expect(flags(status['2026-Q1'])).toEqual(CLOSED)
    expect(flags(status['2025'])).toEqual(OPEN)
    expect(flags(status['2025-Q3'])).toEqual(PASSED)
    expect(flags(status['2024'])).toEqual(LATE)
    expect(flags(status['2023'])).toEqual(LATE)
    expect(flags(status['2022'])).toEqual(PASSED)
  })

  it('at 2025-06-15 Eastern: 2025-Q1 late, 2025-Q2 not visible, 2025 annual not visible', () => {
    const status = deriveConfig(prod, at('2025-06-15T16:00:00Z')).filingPeriodStatus
    expect(flags(status['2025-Q1'])).toEqual(LATE)
    expect(flags(status['2025-Q2'])).toEqual(CLOSED)
    expect(flags(status['2025'])).toEqual(CLOSED)
    expect(flags(status['2024'])).toEqual(LATE)
    expect(flags(status['2024-Q3'])).toEqual(PASSED)
    expect(status['2025-Q1']).toMatchObject({
      startDate: 'April 1, 2025',
      lateDate: 'May 30, 2025',
      endDate: 'June 30, 2025',
    })
  })

  it('keeps its invariants week by week from 2018 to 2034', () => {
    const start = ms('2018-01-01T17:00:00Z')
    const week = 7 * 24 * 3_600_000
    // Violations are collected and asserted once: thousands of expect() calls are slow.
    const violations: string[] = []
    const check = (ok: boolean, what: string) => {
      if (!ok) violations.push(what)
    }
    for (let t = start; t < ms('2034-01-01T00:00:00Z'); t += week) {
      const derived = deriveConfig(prod, new Date(t))
      const periods = Object.values(derived.filingPeriodStatus)
      const when = new Date(t).toISOString()
      for (const p of periods) {
        const where = `${p.period} at ${when}`
        check([p.isOpen, p.isLate, p.isClosed].filter(Boolean).length === 1, `one status: ${where}`)
        check(p.isPassed === t > p.dates.end, `isPassed: ${where}`)
        check(p.isVisible === (p.period !== '2017' && t >= p.dates.start), `isVisible: ${where}`)
        check(p.dates.start <= p.dates.late && p.dates.late <= p.dates.end, `order: ${where}`)
      }
      // The default is a visible period unless none is visible (then the previous year).
      if (periods.some((p) => p.isVisible)) {
        check(
          derived.filingPeriodStatus[derived.defaultPeriod]?.isVisible === true,
          `default: ${when}`,
        )
      }
      check(derived.defaultDocsPeriod === derived.defaultPeriod.slice(0, 4), `docs: ${when}`)
    }
    expect(violations).toEqual([])
  }, 30_000)
})

describe('withProductionDefaults (the beta rule)', () => {
  const now = at('2025-06-15T16:00:00Z')

  it('copies the defaults of prod onto prod-beta, and nothing else', () => {
    const beta = deriveConfig(prodBeta, now)
    const production = deriveConfig(prod, now)
    // On their own the two differ: 2025 and 2025-Q1 are preview (open) in prod-beta.
    expect([beta.defaultPeriod, beta.defaultDocsPeriod]).toEqual(['2025', '2025'])
    expect([production.defaultPeriod, production.defaultDocsPeriod]).toEqual(['2025-Q1', '2025'])

    const result = withProductionDefaults(beta, production)
    expect(result).toEqual({ ...beta, defaultPeriod: '2025-Q1', defaultDocsPeriod: '2025' })
    expect(result.name).toBe('prod-beta')
    expect(result.timedGuards).toBe(beta.timedGuards)
    expect(result.filingPeriodStatus).toBe(beta.filingPeriodStatus)
    expect(result.derivedAt).toBe(beta.derivedAt)
    expect(flags(result.filingPeriodStatus['2025-Q1'])).toEqual(OPEN)
  })

  it('copies the defaults of dev onto dev-beta, and nothing else', () => {
    const beta = deriveConfig(devBeta, now)
    const production = deriveConfig(dev, now)
    const result = withProductionDefaults(beta, production)
    expect(result).toEqual({
      ...beta,
      defaultPeriod: production.defaultPeriod,
      defaultDocsPeriod: production.defaultDocsPeriod,
    })
    expect([result.defaultPeriod, result.defaultDocsPeriod]).toEqual(['2025', '2025'])
    expect(result.name).toBe('dev-beta')
    expect(result.publicationReleaseYear).toBe(devBeta.publicationReleaseYear)
    // The period records stay those of dev-beta (its 2025-Q1 guard starts later than dev's).
    expect(result.filingPeriodStatus['2025-Q1']?.startDate).toBe('April 1, 2025')
    expect(production.filingPeriodStatus['2025-Q1']?.startDate).toBe('March 1, 2025')
  })

  it('uses the production defaults whatever they are', () => {
    const beta = deriveConfig(prodBeta, now)
    const production: DerivedConfig = {
      ...deriveConfig(prod, now),
      defaultPeriod: '2020-Q2',
      defaultDocsPeriod: '2020',
    }
    const result = withProductionDefaults(beta, production)
    expect(result.defaultPeriod).toBe('2020-Q2')
    expect(result.defaultDocsPeriod).toBe('2020')
    expect(result.filingPeriodStatus).toBe(beta.filingPeriodStatus)
  })

  it('does not modify its inputs', () => {
    const beta = deriveConfig(prodBeta, now)
    const production = deriveConfig(prod, now)
    withProductionDefaults(beta, production)
    expect(beta.defaultPeriod).toBe('2025')
    expect(production.defaultPeriod).toBe('2025-Q1')
  })
})

describe('filingYears', () => {
  const prodYears = (from: number) =>
    Array.from({ length: from - 2018 + 1 }, (_, i) => String(from - i))

  it('lists the years of visible periods, descending and unique', () => {
    const derived = deriveConfig(prod, at('2026-11-21T15:00:00Z'))
    expect(filingYears(derived)).toEqual(prodYears(2026))
    expect(filingYears(derived, {})).toEqual(prodYears(2026))
    expect(filingYears(derived, { withAdmin: false })).toEqual(prodYears(2026))
  })

  it('adds next calendar year with withAdmin', () => {
    const derived = deriveConfig(prod, at('2026-11-21T15:00:00Z'))
    expect(filingYears(derived, { withAdmin: true })).toEqual(['2027', ...prodYears(2026)])
  })

  it('adds the preview years with withAdmin', () => {
    const derived = deriveConfig(prodBeta, at('2025-06-15T16:00:00Z'))
    expect(filingYears(derived)).toEqual(prodYears(2025))
    expect(filingYears(derived, { withAdmin: true })).toEqual(['2026', ...prodYears(2025)])

    const table = guards({ '2023': { annual: '01/01/2024 - 03/01/2024 - 12/31/2026' } }, [
      '2029-Q1',
      '2024',
    ])
    const derived2 = derive(table, '2024-06-15T12:00:00Z')
    expect(filingYears(derived2)).toEqual(['2023'])
    expect(filingYears(derived2, { withAdmin: true })).toEqual(['2029', '2025', '2024', '2023'])
  })

  it("takes next calendar year in Eastern time on New Year's Eve", () => {
    const eve = deriveConfig(prod, at('2027-01-01T04:30:00Z'))
    expect(filingYears(eve, { withAdmin: true })).toEqual(['2027', ...prodYears(2026)])
    const newYear = deriveConfig(prod, at('2027-01-01T05:00:00Z'))
    expect(filingYears(newYear)).toEqual(prodYears(2026))
    expect(filingYears(newYear, { withAdmin: true })).toEqual(['2028', ...prodYears(2026)])
  })

  it('never lists 2017 (never visible)', () => {
    const derived = deriveConfig(prod, at('2018-02-01T12:00:00Z'))
    expect(filingYears(derived)).toEqual([])
    expect(filingYears(derived, { withAdmin: true })).toEqual(['2019'])
  })

  it('never lists "NaN", whatever the preview list and guard keys hold', () => {
    const table = guards(
      {
        abcd: { annual: ANNUAL_2024 },
        NaN: { annual: ANNUAL_2024 },
        '': { annual: ANNUAL_2024 },
        '2023': { annual: '01/01/2024 - 03/01/2024 - 12/31/2026' },
        '2024': { Q1: Q1_2024 },
      },
      ['abcd', '', 'NaN', 'Q1-2024', '2024-Q1', '2031'],
    )
    const derived = derive(table, '2024-06-15T16:00:00Z')
    const plain = filingYears(derived)
    const admin = filingYears(derived, { withAdmin: true })
    expect(plain).toEqual(['2024', '2023'])
    expect(admin).toEqual(['2031', '2025', '2024', '2023'])
    for (const year of [...plain, ...admin]) expect(year).toMatch(/^\d{4}$/)
  })
})

describe('periodsOfYear', () => {
  const derived = deriveConfig(prod, at('2026-11-21T15:00:00Z'))

  it('lists the visible periods of a year, newest (latest start) first', () => {
    expect(labels(periodsOfYear(derived, '2026'))).toEqual(['2026-Q3', '2026-Q2', '2026-Q1'])
    expect(labels(periodsOfYear(derived, '2025'))).toEqual([
      '2025',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
    ])
    expect(labels(periodsOfYear(derived, '2018'))).toEqual(['2018'])
  })

  it('returns the records of the derived configuration', () => {
    const [q3] = periodsOfYear(derived, '2026')
    expect(q3).toBe(derived.filingPeriodStatus['2026-Q3'])
  })

  it('is empty for a year with no visible period', () => {
    expect(periodsOfYear(derived, '2027')).toEqual([])
    expect(periodsOfYear(derived, '2017')).toEqual([])
    expect(periodsOfYear(derived, '2016')).toEqual([])
    expect(periodsOfYear(derived, 'abcd')).toEqual([])
  })

  it('includes preview periods that have not started', () => {
    const table = guards({ '2024': { Q1: Q1_2024, Q2: '07/01/2024 - 08/29/2024 - 09/30/2024' } }, [
      '2024-Q2',
    ])
    expect(labels(periodsOfYear(derive(table, '2024-03-01T12:00:00Z'), '2024'))).toEqual([
      '2024-Q2',
    ])
  })
})

describe('time-zone independence', () => {
  it('matches hard-coded epoch numbers', () => {
    // 2026-11-21T15:00:00Z, given as a bare epoch number.
    const derived = deriveConfig(prod, new Date(1795273200000))
    expect(derived.derivedAt).toBe(1795273200000)
    expect(derived.defaultPeriod).toBe('2026-Q3')
    expect(derived.filingPeriodStatus['2026-Q3']?.dates).toEqual({
      start: 1791000000000,
      late: 1796101199000,
      end: 1798779599000,
    })
    expect(derived.filingPeriodStatus['2025']?.dates).toEqual({
      start: 1767243600000,
      late: 1772513999000,
      end: 1861937999000,
    })
    expect(derived.filingPeriodStatus['2024']?.dates).toEqual({
      start: 1735707600000,
      late: 1741064399000,
      end: 1830315599000,
    })
    expect(derived.filingPeriodStatus['2024-Q1']?.dates).toEqual({
      start: 1711944000000,
      late: 1717127999000,
      end: 1719806399000,
    })
    expect(derived.filingPeriodStatus['2024-Q1']?.endDate).toBe('June 30, 2024')
  })
})

describe('the last second of a deadline', () => {
  const parsed = parseGuard('04/01/2024 - 05/30/2024 - 06/30/2024')
  if (!parsed) throw new Error('the guard must parse')
  const instants = parsed

  it('counts the whole second 23:59:59 as before the deadline and the end', () => {
    const late = periodStatus('2024-Q1', instants, instants.late + 999, false)
    expect([late.isOpen, late.isLate]).toEqual([true, false])
    const afterLate = periodStatus('2024-Q1', instants, instants.late + 1000, false)
    expect([afterLate.isOpen, afterLate.isLate]).toEqual([false, true])
    const end = periodStatus('2024-Q1', instants, instants.end + 999, false)
    expect([end.isLate, end.isPassed]).toEqual([true, false])
    const afterEnd = periodStatus('2024-Q1', instants, instants.end + 1000, false)
    expect([afterEnd.isClosed, afterEnd.isPassed]).toEqual([true, true])
  })
})

/**
 * Announcements that follow from the filing calendar. Every instant is an explicit UTC string,
 * so the results are the same in any process time zone.
 */
import { describe, expect, it } from 'vitest'
import { deriveConfig } from '@/config/filingPeriods'
import { BUILT_IN } from '@/config/loadConfig'
import type { TimedGuards } from '@/config/types'
import { periodAnnouncements } from './periodAnnouncements'

const prod = BUILT_IN.prod

/** Announcements of prod (optionally with other guards) at an instant. */
function announcementsAt(
  iso: string,
  timedGuards: TimedGuards = prod.timedGuards,
  windowDays?: number,
) {
  const config = deriveConfig({ ...prod, timedGuards }, new Date(iso))
  return periodAnnouncements(config, config.derivedAt, windowDays)
}

const withPreview = (preview: string[]): TimedGuards => ({ ...prod.timedGuards, preview })

// 2026-Q1 in prod: "04/01/2026 - 06/01/2026 - 07/02/2026", i.e. opens 2026-04-01T04:00:00Z and
// the timely deadline is 2026-06-02T03:59:59Z.
const Q1_OPENED_3_DAYS_AGO = '2026-04-04T16:00:00Z'
const Q1_OPENED_20_DAYS_AGO = '2026-04-21T16:00:00Z'
const Q1_DEADLINE_5_DAYS_AGO = '2026-06-07T03:00:00Z'

describe('periodAnnouncements', () => {
  it('announces a period that opened 3 days ago', () => {
    const result = announcementsAt(Q1_OPENED_3_DAYS_AGO)
    expect(result).toHaveLength(1)
    const [announcement] = result
    expect(announcement?.type).toBe('success')
    expect(announcement?.heading).toContain('2026 first-quarter')
    expect(announcement?.message).toContain('April 1, 2026')
    expect(announcement?.message).toContain('June 1, 2026')
    expect(announcement?.link).toEqual({
      url: '/filing/2026-Q1/',
      text: expect.stringContaining('2026 first-quarter'),
    })
  })

  it('gives the exact texts of the opening announcement', () => {
    expect(announcementsAt(Q1_OPENED_3_DAYS_AGO)).toEqual([
      {
        type: 'success',
        heading: 'The 2026 first-quarter filing period is open',
        message:
          'Filing opened on April 1, 2026. Submit by June 1, 2026 for your filing to be timely. ',
        link: { url: '/filing/2026-Q1/', text: 'Go to 2026 first-quarter filing.' },
      },
    ])
  })

  it('announces an annual period by its year', () => {
    // 2025 annual opens 01/01/2026 00:00 Eastern = 2026-01-01T05:00:00Z.
    const [announcement, ...rest] = announcementsAt('2026-01-04T12:00:00Z')
    expect(rest).toEqual([])
    expect(announcement).toMatchObject({
      type: 'success',
      heading: 'The 2025 annual filing period is open',
      link: { url: '/filing/2025/' },
    })
    expect(announcement?.message).toContain('January 1, 2026')
    expect(announcement?.message).toContain('March 2, 2026')
  })

  it('does not announce a period before it opens in Eastern time', () => {
    // 22:00 on 31 December in New York, already 1 January in UTC (and in Tokyo).
    expect(announcementsAt('2026-01-01T03:00:00Z')).toEqual([])
  })

  it('no longer announces the opening 20 days later', () => {
    expect(announcementsAt(Q1_OPENED_20_DAYS_AGO)).toEqual([])
  })

  it('announces the opening for 14 days by default', () => {
    expect(announcementsAt('2026-04-14T16:00:00Z')).toHaveLength(1) // 13.5 days
    expect(announcementsAt('2026-04-15T16:00:00Z')).toEqual([]) // 14.5 days
  })

  it('takes another window when asked', () => {
    expect(announcementsAt(Q1_OPENED_3_DAYS_AGO, prod.timedGuards, 2)).toEqual([])
    expect(announcementsAt(Q1_OPENED_20_DAYS_AGO, prod.timedGuards, 30)).toHaveLength(1)
  })

  it('warns when the timely deadline passed 5 days ago', () => {
    const result = announcementsAt(Q1_DEADLINE_5_DAYS_AGO)
    expect(result).toEqual([
      {
        type: 'warning',
        heading: 'The 2026 first-quarter timely filing deadline has passed',
        message:
          'The deadline was June 1, 2026. Submissions and resubmissions are still accepted, and marked late, until July 2, 2026. ',
        link: { url: '/filing/2026-Q1/', text: 'Go to 2026 first-quarter filing.' },
      },
    ])
  })

  it('does not warn before the deadline (23:59:59 Eastern on the late date)', () => {
    // 23:00 on 1 June in New York: still timely.
    expect(announcementsAt('2026-06-02T03:00:00Z')).toEqual([])
    // One second after the deadline.
    expect(announcementsAt('2026-06-02T04:00:00Z')).toHaveLength(1)
  })

  it('stops warning once the window has passed', () => {
    expect(announcementsAt('2026-06-20T12:00:00Z')).toEqual([])
  })

  it('stops warning once the period has closed', () => {
    // 2026-Q1 ends 07/02/2026 23:59:59 Eastern; a 60-day window would still cover its deadline.
    const q1 = (iso: string) =>
      announcementsAt(iso, prod.timedGuards, 60).filter((a) => a.link?.url === '/filing/2026-Q1/')
    expect(q1('2026-07-03T03:00:00Z')).toHaveLength(1)
    expect(q1('2026-07-03T04:00:00Z')).toEqual([])
  })

  it('never announces a preview period that has opened', () => {
    expect(announcementsAt(Q1_OPENED_3_DAYS_AGO, withPreview(['2026-Q1']))).toEqual([])
  })

  it('never announces a preview period whose deadline has passed', () => {
    expect(announcementsAt(Q1_DEADLINE_5_DAYS_AGO, withPreview(['2026-Q1']))).toEqual([])
  })

  it('never announces a preview period that is open ahead of its calendar', () => {
    // 2027 annual would otherwise open on 01/01/2028; as a preview it is open and visible now.
    const config = deriveConfig(
      { ...prod, timedGuards: withPreview(['2027']) },
      new Date('2026-11-21T15:00:00Z'),
    )
    expect(config.filingPeriodStatus['2027']).toMatchObject({ isOpen: true, isVisible: true })
    expect(periodAnnouncements(config, config.derivedAt)).toEqual([])
  })

  it('announces the other periods when one is in preview', () => {
    const result = announcementsAt(Q1_OPENED_3_DAYS_AGO, withPreview(['2027', '2025']))
    expect(result.map((a) => a.link?.url)).toEqual(['/filing/2026-Q1/'])
  })

  it('never announces invisible periods (2017), open or past the deadline', () => {
    const guards = {
      preview: [],
      '2017': { annual: '04/01/2026 - 06/01/2026 - 12/31/2026' },
    } as TimedGuards
    const opened = deriveConfig({ ...prod, timedGuards: guards }, new Date(Q1_OPENED_3_DAYS_AGO))
    expect(opened.filingPeriodStatus['2017']).toMatchObject({ isOpen: true, isVisible: false })
    expect(periodAnnouncements(opened, opened.derivedAt)).toEqual([])

    const late = deriveConfig({ ...prod, timedGuards: guards }, new Date(Q1_DEADLINE_5_DAYS_AGO))
    expect(late.filingPeriodStatus['2017']).toMatchObject({ isLate: true, isVisible: false })
    expect(periodAnnouncements(late, late.derivedAt)).toEqual([])
  })

  it('announces an opening and a passed deadline together', () => {
    const guards = {
      ...prod.timedGuards,
      '2026': {
        ...(prod.timedGuards['2026'] as object),
        Q2: '06/05/2026 - 08/31/2026 - 10/02/2026',
      },
    } as TimedGuards
    const result = announcementsAt(Q1_DEADLINE_5_DAYS_AGO, guards)
    expect(result.map((a) => [a.type, a.link?.url])).toEqual(
      expect.arrayContaining([
        ['success', '/filing/2026-Q2/'],
        ['warning', '/filing/2026-Q1/'],
      ]),
    )
    expect(result).toHaveLength(2)
  })
})

import { describe, expect, it } from 'vitest'
import { deriveConfig, periodStatus, parseGuard } from '@/config/filingPeriods'
import { BUILT_IN } from '@/config/loadConfig'
import type { FilingPeriod } from '@/config/types'
import {
  acceptsFilings,
  canonicalPeriod,
  periodDatesSentence,
  periodOptions,
  signInHref,
  statusSentence,
  unshownPeriodNotice,
} from './periodStatus'

const Q1_2024 = '04/01/2024 - 05/30/2024 - 06/30/2024'

/** The 2024-Q1 record at an instant (explicit UTC). */
function record(iso: string, preview = false): FilingPeriod {
  const instants = parseGuard(Q1_2024)
  if (!instants) throw new Error('bad guard')
  return periodStatus('2024-Q1', instants, new Date(iso).getTime(), preview)
}

describe('statusSentence', () => {
  it('describes an open period with its timely deadline', () => {
    const p = record('2024-05-01T12:00:00Z')
    expect(p.isOpen).toBe(true)
    expect(statusSentence(p, false)).toEqual({
      label: 'Open',
      detail: 'Filing is open. Submit by May 30, 2024 (Eastern time) for your filing to be timely.',
    })
  })

  it('describes a late period with its deadline and end', () => {
    const p = record('2024-06-15T12:00:00Z')
    expect(p.isLate).toBe(true)
    expect(statusSentence(p, false)).toEqual({
      label: 'Open for late filing',
      detail:
        'The timely filing deadline was May 30, 2024. Submissions and resubmissions are accepted until June 30, 2024, and are marked late.',
    })
  })

  it('describes a closed period that has passed', () => {
    const p = record('2024-07-15T12:00:00Z')
    expect(p.isClosed && p.isPassed).toBe(true)
    const sentence = statusSentence(p, false)
    expect(sentence.label).toBe('Closed')
    expect(sentence.detail).toContain('June 30, 2024')
    expect(sentence.detail).toContain('HMDA Help')
  })

  it('describes a period that has not opened yet', () => {
    const p = record('2024-03-15T12:00:00Z')
    expect(p.isClosed && !p.isPassed).toBe(true)
    expect(statusSentence(p, false)).toEqual({
      label: 'Not yet open',
      detail: 'Filing opens on April 1, 2024.',
    })
  })

  it('uses Eastern dates whatever the process time zone', () => {
    // 23:30 on 31 March in New York: not yet open (already 1 April in UTC and Tokyo).
    expect(statusSentence(record('2024-04-01T03:30:00Z'), false).label).toBe('Not yet open')
    expect(statusSentence(record('2024-04-01T04:00:00Z'), false).label).toBe('Open')
    // 23:30 on 30 May in New York: still timely.
    expect(statusSentence(record('2024-05-31T03:30:00Z'), false).label).toBe('Open')
    expect(statusSentence(record('2024-05-31T04:00:00Z'), false).label).toBe('Open for late filing')
  })

  it.each([
    '2023-01-01T00:00:00Z',
    '2024-05-01T12:00:00Z',
    '2024-06-15T12:00:00Z',
    '2025-01-01T00:00:00Z',
  ])('describes a preview period as open for testing (at %s)', (iso) => {
    const p = record(iso, true)
    expect(statusSentence(p, true)).toEqual({
      label: 'Open for testing',
      detail: expect.stringContaining('test'),
    })
  })

  it('lets the preview flag win over the record', () => {
    expect(statusSentence(record('2024-07-15T12:00:00Z'), true).label).toBe('Open for testing')
  })
})

describe('signInHref', () => {
  const TEMPLATE =
    '/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api&response_type=code&scope=openid&redirect_uri={origin}/filing/{period}/institutions'

  it('fills the period and the origin', () => {
    expect(signInHref(TEMPLATE, '2024-Q1', 'https://ffiec.cfpb.gov')).toBe(
      '/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api&response_type=code&scope=openid&redirect_uri=https://ffiec.cfpb.gov/filing/2024-Q1/institutions',
    )
  })

  it('URL-encodes the period', () => {
    expect(signInHref('/x/{period}', '2024 Q1/&?', 'o')).toBe('/x/2024%20Q1%2F%26%3F')
  })

  it('fills every occurrence of each placeholder', () => {
    expect(
      signInHref('{origin}/a/{period}?b={period}&c={origin}', '2025', 'http://localhost:5173'),
    ).toBe('http://localhost:5173/a/2025?b=2025&c=http://localhost:5173')
  })

  it('leaves a template without placeholders unchanged', () => {
    expect(signInHref('/login', '2024', 'https://ffiec.cfpb.gov')).toBe('/login')
  })

  it('does not treat a $ in the period as a replacement pattern', () => {
    expect(signInHref('/x/{period}', "$&$'", 'o')).toBe(`/x/${encodeURIComponent("$&$'")}`)
  })

  it('does not fill placeholders that appear in the substituted values', () => {
    expect(signInHref('{period}|{origin}', '{origin}', '{period}')).toBe(
      `${encodeURIComponent('{origin}')}|{period}`,
    )
  })
})

describe('canonicalPeriod', () => {
  it('upper-cases a quarter and leaves the rest', () => {
    expect(canonicalPeriod('2026-q1')).toBe('2026-Q1')
    expect(canonicalPeriod('2026-Q3')).toBe('2026-Q3')
    expect(canonicalPeriod('2026')).toBe('2026')
    expect(canonicalPeriod('2026-q4')).toBe('2026-q4')
  })
})

describe('periodOptions', () => {
  it('orders every year annual, Q3, Q2, Q1 even when the annual period opens first', () => {
    // dev: 2026 annual and 2026 Q1 both open on 10/01/2025.
    const config = deriveConfig(BUILT_IN.dev, new Date('2027-01-15T15:00:00Z'))
    const labels = periodOptions(config).map((p) => p.period)
    expect(labels.slice(0, 8)).toEqual([
      '2026',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
    ])
    for (const year of new Set(labels.map((l) => l.slice(0, 4)))) {
      const ofYear = labels.filter((l) => l.startsWith(year))
      const order = ['', '-Q3', '-Q2', '-Q1'].map((q) => year + q).filter((l) => ofYear.includes(l))
      expect(ofYear).toEqual(order)
    }
  })
})

describe('unshownPeriodNotice', () => {
  it('says when a known period opens, and what is shown instead', () => {
    const p = record('2024-03-01T12:00:00Z')
    expect(unshownPeriodNotice('2024-q1', p, '2023')).toBe(
      'Filing for “2024-q1” (the 2024 first-quarter period) is not open yet; it opens on April 1, 2024. Showing the 2023 annual period instead.',
    )
  })

  it('says that an unknown period does not exist', () => {
    expect(unshownPeriodNotice('1999', undefined, '2026-Q3')).toBe(
      'There is no filing period “1999” on this platform. Showing the 2026 third-quarter period instead.',
    )
  })
})

describe('acceptsFilings and periodDatesSentence (the institutions screen)', () => {
  const dev = BUILT_IN.dev
  // 2026-11-25 10:00 Eastern.
  const at = new Date('2026-11-25T15:00:00Z')
  const config = deriveConfig(dev, at)
  const of = (period: string) => {
    const p = config.filingPeriodStatus[period]
    if (!p) throw new Error(period)
    return p
  }

  it('accepts filings for open and late periods, not for ended ones', () => {
    expect(acceptsFilings(of('2023'))).toBe(true) // late until 12/31/2026
    expect(acceptsFilings(of('2026-Q3'))).toBe(true) // open
    expect(acceptsFilings(of('2026-Q1'))).toBe(false) // ended 07/02/2026
    expect(acceptsFilings(undefined)).toBe(false)
  })

  it('says a late period takes filings until its end, which is still to come', () => {
    const text = periodDatesSentence(of('2023'), at.getTime())
    expect(text).toBe(
      'The 2023 annual filing period is open for late filing. The timely filing deadline was March 1, 2024; filings made now are marked late. Late filings and resubmissions are accepted until December 31, 2026 (U.S. Eastern time).',
    )
    expect(text).not.toMatch(/closed|ended/)
  })

  it('describes an open period and an ended one', () => {
    expect(periodDatesSentence(of('2026-Q3'), at.getTime())).toBe(
      'The 2026 third-quarter filing period is open (since October 3, 2026). Timely filing deadline: November 30, 2026. Late filings and resubmissions are accepted until December 31, 2026 (U.S. Eastern time).',
    )
    expect(periodDatesSentence(of('2026-Q1'), at.getTime())).toBe(
      'The 2026 first-quarter filing period is closed (it ended July 2, 2026). Past filings can be viewed.',
    )
  })

  it('puts no date still to come in the past tense for a preview period', () => {
    const p = record('2024-03-01T12:00:00Z', true)
    expect(p.isOpen).toBe(true)
    expect(periodDatesSentence(p, new Date('2024-03-01T12:00:00Z').getTime())).toBe(
      'The 2024 first-quarter filing period is open ahead of its calendar for testing (it opens on April 1, 2024). Timely filing deadline: May 30, 2024. Late filings and resubmissions are accepted until June 30, 2024 (U.S. Eastern time).',
    )
  })
})

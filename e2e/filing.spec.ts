import { test, expect, type Page } from './fixtures'
import { hostUrl } from '../playwright.config'

/*
 * The filing landing page on the production host (built-in config, which the served live copy
 * repeats). Guards used below, all in U.S. Eastern time (start - timely deadline - close):
 *   2025 annual  01/01/2026 - 03/02/2026 - 12/31/2028
 *   2026 Q1      04/01/2026 - 06/01/2026 - 07/02/2026
 *   2026 Q2      07/03/2026 - 08/31/2026 - 10/02/2026
 *   2026 Q3      10/03/2026 - 11/30/2026 - 12/31/2026
 *   2026 annual  01/01/2027 - 03/01/2027 - 12/31/2029
 * A start is 00:00:00 and a deadline or close 23:59:59 Eastern (EDT = UTC-4, EST = UTC-5).
 */

interface Expected {
  /** Where /filing ends up. */
  path: string
  period: string
  /** "2026 third-quarter", as in the status heading. */
  name: string
  status: 'Open' | 'Open for late filing' | 'Closed'
  opens: string
  deadline: string
  closes: string
}

const Q3_2026 = {
  period: '2026-Q3',
  path: '/filing/2026-Q3/',
  name: '2026 third-quarter',
  opens: 'October 3, 2026',
  deadline: 'November 30, 2026',
  closes: 'December 31, 2026',
}
const Q2_2026 = {
  period: '2026-Q2',
  path: '/filing/2026-Q2/',
  name: '2026 second-quarter',
  opens: 'July 3, 2026',
  deadline: 'August 31, 2026',
  closes: 'October 2, 2026',
}
const ANNUAL_2025 = {
  period: '2025',
  path: '/filing/2025/',
  name: '2025 annual',
  opens: 'January 1, 2026',
  deadline: 'March 2, 2026',
  closes: 'December 31, 2028',
}
const ANNUAL_2026 = {
  period: '2026',
  path: '/filing/2026/',
  name: '2026 annual',
  opens: 'January 1, 2027',
  deadline: 'March 1, 2027',
  closes: 'December 31, 2029',
}

/** Instants (UTC) and what /filing must show at each. */
const INSTANTS: [string, string, Expected][] = [
  [
    'mid 2026 Q3 (via /filing/2026/, not visible yet)',
    '2026-11-21T15:00:00Z',
    { ...Q3_2026, status: 'Open' },
  ],
  [
    'the last second of the 2026 Q3 timely deadline',
    '2026-12-01T04:59:59Z',
    { ...Q3_2026, status: 'Open' },
  ],
  [
    'one second after the 2026 Q3 timely deadline',
    '2026-12-01T05:00:00Z',
    { ...Q3_2026, status: 'Open for late filing' },
  ],
  [
    '1 March 2026, before 2026 Q1 opens',
    '2026-03-01T17:00:00Z',
    { ...ANNUAL_2025, status: 'Open' },
  ],
  [
    'after the 2025 annual timely deadline',
    '2026-03-10T15:00:00Z',
    { ...ANNUAL_2025, status: 'Open for late filing' },
  ],
  [
    'the last second of 2026 Q2 late filing (Q3 not open yet)',
    '2026-10-03T03:59:59Z',
    { ...Q2_2026, status: 'Open for late filing' },
  ],
  ['the first second of 2026 Q3', '2026-10-03T04:00:00Z', { ...Q3_2026, status: 'Open' }],
  [
    'the last second of 2026 Q3 late filing (31 Dec, Eastern)',
    '2027-01-01T04:59:59Z',
    { ...Q3_2026, status: 'Open for late filing' },
  ],
  [
    'the first second of the 2026 annual period (1 Jan 2027, Eastern)',
    '2027-01-01T05:00:00Z',
    { ...ANNUAL_2026, status: 'Open' },
  ],
]

async function openFiling(page: Page, time: string, path = '/filing') {
  await page.clock.setFixedTime(time)
  await page.goto(hostUrl('prod', path))
}

/** Checks the filing page: address, title, status in words and the three dates. */
async function expectFilingPage(page: Page, expected: Expected) {
  await expect(page).toHaveURL(hostUrl('prod', expected.path))
  await expect(page.locator('h1')).toHaveText('HMDA Filing Platform')
  await expect(page).toHaveTitle(`Filing ${expected.period} | HMDA`)
  await expect(page.getByRole('heading', { level: 2, name: /filing:/ })).toHaveText(
    `${expected.name} filing: ${expected.status}`,
  )
  await expect(page.getByLabel('Filing period')).toHaveValue(expected.period)
  const dates = page.locator('dl.period-dates')
  await expect(dates.locator('div')).toHaveText([
    `Filing opens${expected.opens}`,
    `Timely filing deadline${expected.deadline}`,
    `Filing closes${expected.closes}`,
  ])
}

test.describe('/filing at pinned instants', () => {
  test('goes to the default period, with its status and dates', async ({ page }) => {
    test.slow() // one page load per instant
    for (const [label, time, expected] of INSTANTS) {
      await test.step(`${time}: ${label} → ${expected.path} (${expected.status})`, async () => {
        await page.clock.setFixedTime(time)
        await page.goto(hostUrl('prod', '/filing'))
        await expectFilingPage(page, expected)
      })
    }
  })

  test('the last second of a deadline, the status sentence, /filing left out of the history', async ({
    page,
  }) => {
    await test.step('the whole last second of a deadline still counts', async () => {
      await page.clock.setFixedTime('2026-12-01T04:59:59.500Z')
      await page.goto(hostUrl('prod', '/filing'))
      await expectFilingPage(page, { ...Q3_2026, status: 'Open' })
      await page.clock.setFixedTime('2027-01-01T04:59:59.500Z')
      await page.goto(hostUrl('prod', '/filing'))
      await expectFilingPage(page, { ...Q3_2026, status: 'Open for late filing' })
    })

    await test.step('the status sentence explains the status', async () => {
      await page.clock.setFixedTime('2026-12-01T05:00:00Z')
      await page.goto(hostUrl('prod', '/filing'))
      await expect(page.locator('.period-status')).toContainText(
        'The timely filing deadline was November 30, 2026. Submissions and resubmissions are accepted until December 31, 2026, and are marked late.',
      )
      await page.getByLabel('Filing period').selectOption('2026-Q1')
      await expect(page.locator('.period-status')).toContainText(
        'Filing for this period ended on July 2, 2026.',
      )
      await page.clock.setFixedTime('2026-11-21T15:00:00Z')
      await page.goto(hostUrl('prod', '/filing/2026-Q3/'))
      await expect(page.locator('.period-status')).toContainText(
        'Filing is open. Submit by November 30, 2026 (Eastern time) for your filing to be timely.',
      )
    })

    await test.step('/filing is replaced in the history by the period page', async () => {
      await page.goto(hostUrl('prod', '/tools/'))
      await expect(page.locator('h1')).toHaveText('Platform Tools')
      await page.goto(hostUrl('prod', '/filing'))
      await expect(page).toHaveURL(hostUrl('prod', '/filing/2026-Q3/'))
      await page.goBack()
      await expect(page).toHaveURL(hostUrl('prod', '/tools/'))
    })
  })
})

test.describe('period selector', () => {
  test('lists the visible periods, newest first, navigates to one; sign-in keeps the period', async ({
    page,
  }) => {
    await openFiling(page, '2026-11-21T15:00:00Z', '/filing/2026-Q3/')
    const select = page.getByLabel('Filing period')
    await expect(select).toHaveValue('2026-Q3')
    // The list can fill in after the selected period shows: wait for it, then read it whole.
    await expect
      .poll(async () => (await select.locator('option').allTextContents()).slice(0, 5))
      .toEqual(['2026 Q3', '2026 Q2', '2026 Q1', '2025 (annual)', '2025 Q3'])
    const options = await select.locator('option').allTextContents()
    expect(options).not.toContain('2026 (annual)')
    expect(options).not.toContain('2017 (annual)')
    expect(options.at(-1)).toBe('2018 (annual)')

    await select.selectOption('2026-Q2')
    await expectFilingPage(page, { ...Q2_2026, status: 'Closed' })
    await select.selectOption({ label: '2025 (annual)' })
    await expectFilingPage(page, { ...ANNUAL_2025, status: 'Open for late filing' })

    await page.goBack()
    await expectFilingPage(page, { ...Q2_2026, status: 'Closed' })

    // The sign-in link carries the period and the origin.
    await page.goto(hostUrl('prod', '/filing/2026-Q3/'))
    const signIn = page.getByRole('link', { name: 'Sign in with Login.gov' })
    const href = new URL((await signIn.getAttribute('href')) ?? '', hostUrl('prod'))
    expect(href.pathname).toBe('/auth/realms/hmda2/protocol/openid-connect/auth')
    expect(href.searchParams.get('redirect_uri')).toBe(
      `${hostUrl('prod', '/filing/2026-Q3/institutions')}`,
    )
  })
})

test.describe('unknown or invisible periods', () => {
  test('show a notice on the default period instead of a silent redirect', async ({ page }) => {
    test.slow() // one page load per path
    await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    for (const [path, typed, why, says] of [
      ['/filing/2027/', '2027', 'the 2027 annual period has not started', 'not open yet'],
      ['/filing/2026/', '2026', 'the 2026 annual period has not started', 'not open yet'],
      ['/filing/2017/', '2017', '2017 is never shown', 'no filing period'],
      ['/filing/1999/', '1999', 'an unknown year', 'no filing period'],
      ['/filing/2026-Q4/', '2026-Q4', 'an unknown quarter', 'no filing period'],
      ['/filing/banana', 'banana', 'not a period at all', 'no filing period'],
    ]) {
      await test.step(`${path} (${why})`, async () => {
        await page.goto(hostUrl('prod', path))
        await expectFilingPage(page, { ...Q3_2026, status: 'Open' })
        const notice = page.locator('.period-notice')
        await expect(notice).toContainText(`“${typed}”`)
        await expect(notice).toContainText(says)
        await expect(notice).toContainText('2026 third-quarter')
      })
    }
    // The default period reached through /filing has no notice.
    await page.goto(hostUrl('prod', '/filing'))
    await expectFilingPage(page, { ...Q3_2026, status: 'Open' })
    await expect(page.locator('.period-notice')).toHaveCount(0)
  })

  test('a period in lower case is accepted as its label', async ({ page }) => {
    await openFiling(page, '2026-11-21T15:00:00Z', '/filing/2026-q1')
    await expectFilingPage(page, {
      period: '2026-Q1',
      path: '/filing/2026-Q1/',
      name: '2026 first-quarter',
      status: 'Closed',
      opens: 'April 1, 2026',
      deadline: 'June 1, 2026',
      closes: 'July 2, 2026',
    })
    await expect(page.locator('.period-notice')).toHaveCount(0)
  })

  test('a period that becomes visible is shown instead of redirected', async ({ page }) => {
    await openFiling(page, '2027-01-15T15:00:00Z', '/filing/2026/')
    await expectFilingPage(page, { ...ANNUAL_2026, status: 'Open' })
    await expect(page.locator('.period-notice')).toHaveCount(0)
  })
})

test.describe('period selector by keyboard (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('ArrowDown changes the period without remounting the page: focus stays, the status is announced', async ({
    page,
  }) => {
    await openFiling(page, '2026-11-21T15:00:00Z', '/filing/2026-Q3/')
    const select = page.getByLabel('Filing period')
    await expect(select).toHaveValue('2026-Q3')
    await page.locator('h1').evaluate((el) => el.setAttribute('data-marker', 'kept'))
    await select.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(hostUrl('prod', '/filing/2026-Q2/'))
    await expect(select).toHaveValue('2026-Q2')
    await expect(select).toBeFocused()
    await expect(page.locator('h1')).toHaveAttribute('data-marker', 'kept')
    await expect(page.getByRole('status')).toHaveText('2026 second-quarter filing: Closed')

    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(hostUrl('prod', '/filing/2026-Q1/'))
    await expect(select).toBeFocused()
    await expect(page.getByRole('status')).toHaveText('2026 first-quarter filing: Closed')
    await expect(page.locator('h1')).toHaveAttribute('data-marker', 'kept')
  })
})

test.describe('one order of periods within every year', () => {
  test('annual, Q3, Q2, Q1 in every year, whatever the start dates (dev, January 2027)', async ({
    page,
  }) => {
    // In dev, 2026 annual and 2026 Q1 both open on 10/01/2025, before 2026 Q2 and Q3.
    await page.clock.setFixedTime('2027-01-15T15:00:00Z')
    await page.goto('/filing/2026/')
    const select = page.getByLabel('Filing period')
    await expect(select).toHaveValue('2026')
    // The list grows once the live configuration is read: a retrying read, not a one-shot one.
    await expect
      .poll(async () => (await select.locator('option').allTextContents()).slice(0, 8))
      .toEqual([
        '2026 (annual)',
        '2026 Q3',
        '2026 Q2',
        '2026 Q1',
        '2025 (annual)',
        '2025 Q3',
        '2025 Q2',
        '2025 Q1',
      ])
  })
})

test.describe('the default period in the dev environment', () => {
  test('a quarter gives way to its year when the annual period is open too', async ({ page }) => {
    // dev (127.0.0.1): 2026 Q1 "10/01/2025 - 06/01/2026 - 07/02/2026" and 2026 annual
    // "10/01/2025 - 03/01/2027 - 12/31/2029" are both open in mid-April 2026.
    await page.clock.setFixedTime('2026-04-15T12:00:00Z')
    await page.goto('/filing')
    await expect(page).toHaveURL('/filing/2026/')
    await expect(page.getByRole('heading', { level: 2, name: /filing:/ })).toHaveText(
      '2026 annual filing: Open',
    )
    await page.getByLabel('Filing period').selectOption('2026-Q1')
    await expect(page.getByRole('heading', { level: 2, name: /filing:/ })).toHaveText(
      '2026 first-quarter filing: Open',
    )
  })
})

for (const timezoneId of ['Asia/Tokyo', 'America/Los_Angeles']) {
  test.describe(`in the ${timezoneId} time zone`, () => {
    test.use({ timezoneId })

    // Instants where the local calendar date differs from the Eastern one in at least one zone.
    const cases = INSTANTS.filter(([, time]) =>
      [
        '2026-11-21T15:00:00Z',
        '2026-10-03T03:59:59Z',
        '2026-10-03T04:00:00Z',
        '2027-01-01T04:59:59Z',
        '2027-01-01T05:00:00Z',
      ].includes(time),
    )

    test('periods, dates and statuses follow Eastern time, not the browser zone', async ({
      page,
    }) => {
      test.slow() // one page load per instant
      await page.goto(hostUrl('prod', '/robots.txt'))
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      )
      for (const [, time, expected] of cases) {
        await test.step(time, async () => {
          await page.clock.setFixedTime(time)
          await page.goto(hostUrl('prod', '/filing'))
          await expectFilingPage(page, expected)
        })
      }
    })
  })
}

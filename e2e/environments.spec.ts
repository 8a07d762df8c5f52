import { test, expect, waitForAppInContext, type Page, type Request } from './fixtures'
import { HOSTS, PORT, hostUrl } from '../playwright.config'
import {
  collectPageErrors,
  deferred,
  isConfigWarning,
  liveConfigPattern,
  overrideLiveConfig,
  servedConfig,
  SIGNUP_URL,
} from './helpers'

const NOV_2026 = '2026-11-21T15:00:00Z'

const FIG_ANNOUNCEMENT = '2026 Filing Instructions Guides are available'
const LOGIN_GOV_ANNOUNCEMENT = 'Login.gov sign-in is required from January 1, 2025'
const LIVE_ANNOUNCEMENT = 'Announcement from the live configuration'

interface HostCase {
  label: string
  url: (path: string) => string
  beta: boolean
  announcements: string[]
  topicCode: string
  /** Live configuration files fetched at start-up. */
  configs: string[]
}

const HOST_CASES: HostCase[] = [
  {
    label: `prod (${HOSTS.prod})`,
    url: (path) => hostUrl('prod', path),
    beta: false,
    announcements: [FIG_ANNOUNCEMENT],
    topicCode: 'USCFPB_139',
    configs: ['prod'],
  },
  {
    label: `prod-beta (${HOSTS['prod-beta']})`,
    url: (path) => hostUrl('prod-beta', path),
    beta: true,
    announcements: [],
    topicCode: 'USCFPB_139',
    configs: ['prod-beta', 'prod'],
  },
  {
    label: `dev (${HOSTS.dev})`,
    url: (path) => hostUrl('dev', path),
    beta: false,
    announcements: [FIG_ANNOUNCEMENT],
    topicCode: 'USCFPB_51',
    configs: ['dev'],
  },
  {
    label: `dev-beta (${HOSTS['dev-beta']})`,
    url: (path) => hostUrl('dev-beta', path),
    beta: true,
    announcements: [LOGIN_GOV_ANNOUNCEMENT],
    topicCode: 'USCFPB_51',
    configs: ['dev-beta', 'dev'],
  },
  {
    label: 'local (127.0.0.1: dev, no live configuration)',
    url: (path) => path,
    beta: false,
    announcements: [FIG_ANNOUNCEMENT],
    topicCode: 'USCFPB_51',
    configs: [],
  },
]

const isConfigRequest = (request: Request) => new URL(request.url()).pathname.startsWith('/config/')

/** Answers the signup endpoint with 200 and records the request bodies. */
async function recordSignups(page: Page): Promise<string[]> {
  const bodies: string[] = []
  await page.route(SIGNUP_URL, async (route) => {
    bodies.push(route.request().postData() ?? '')
    await route.fulfill({ status: 200, body: '', headers: { 'access-control-allow-origin': '*' } })
  })
  return bodies
}

test.describe('environment by host', () => {
  for (const host of HOST_CASES) {
    test(`${host.label}: beta notice, announcements, topic code and live configuration`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page)
      const signups = await recordSignups(page)
      const configRequests: string[] = []
      page.on('request', (request) => {
        if (isConfigRequest(request)) configRequests.push(request.url())
      })
      await page.clock.setFixedTime(NOV_2026)
      await page.goto(host.url('/'))
      await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')

      // Beta notice.
      const notice = page.getByRole('region', { name: 'Beta platform notice' })
      if (host.beta) {
        await expect(notice).toBeVisible()
        await expect(notice).toContainText('This is the beta HMDA Platform, a test system.')
        await expect(notice.getByRole('link', { name: 'hmdahelp@cfpb.gov' })).toHaveAttribute(
          'href',
          'mailto:hmdahelp@cfpb.gov',
        )
      } else {
        await expect(notice).toHaveCount(0)
      }

      // Announcements of the environment, and none of the others'.
      for (const heading of [FIG_ANNOUNCEMENT, LOGIN_GOV_ANNOUNCEMENT]) {
        const alert = page.getByRole('heading', { name: heading })
        if (host.announcements.includes(heading)) await expect(alert).toBeVisible()
        else await expect(alert).toHaveCount(0)
      }

      // Topic code of the mailing list.
      await page.getByLabel('Email address').fill('user@example.gov')
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('status')).toHaveText('You have been subscribed!')
      expect(signups).toEqual([`email=user%40example.gov&code=${host.topicCode}`])

      // Live configuration requests, stamped with the (pinned) time.
      await page.waitForLoadState('networkidle')
      const stamp = Date.parse(NOV_2026)
      expect(
        configRequests.map((url) => new URL(url).pathname + new URL(url).search).sort(),
      ).toEqual(host.configs.map((env) => `/config/${env}.json?t=${stamp}`).sort())
      // The live copies are the same as the built-in ones: nothing changes when they arrive.
      for (const heading of host.announcements) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      }
      await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }

  test('the production host fetches /config/prod.json?t= at start-up', async ({ page }) => {
    const request = page.waitForRequest(liveConfigPattern('prod'))
    await page.goto(hostUrl('prod', '/tools/'))
    const url = new URL((await request).url())
    expect(url.host).toBe(`${HOSTS.prod}:${PORT}`)
    expect(Number(url.searchParams.get('t'))).toBeGreaterThan(Date.parse('2025-01-01'))
  })
})

/** Maintenance on, with a filing announcement, and a replaced announcement list. */
const maintenanceOverlay = (config: Record<string, unknown>) => ({
  ...config,
  maintenanceMode: true,
  filingAnnouncement: {
    heading: 'Scheduled maintenance this weekend',
    message: 'The HMDA Platform is unavailable on Saturday from 8 a.m. to noon, Eastern time. ',
    type: 'warning',
    link: { url: '/updates-notes', text: 'Read the notes.' },
  },
  announcement: [
    {
      heading: LIVE_ANNOUNCEMENT,
      message: 'Served by the operators without a rebuild.',
      type: 'info',
    },
  ],
})

test.describe('live configuration merged over the built-in one', () => {
  test('maintenance banner, dismissal for the session, disabled sign-in', async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page)
    await overrideLiveConfig(page, 'prod', maintenanceOverlay)
    await page.clock.setFixedTime(NOV_2026)
    await page.goto(hostUrl('prod', '/'))

    // The announcement list is replaced (arrays are not merged).
    await expect(page.getByRole('heading', { name: LIVE_ANNOUNCEMENT })).toBeVisible()
    await expect(page.getByRole('heading', { name: FIG_ANNOUNCEMENT })).toHaveCount(0)

    const banner = page.getByRole('region', { name: 'Maintenance notice' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('heading')).toHaveText('Scheduled maintenance this weekend')
    await expect(banner).toContainText('The HMDA Platform is unavailable on Saturday')
    await expect(banner.getByRole('link', { name: 'Read the notes.' })).toHaveAttribute(
      'href',
      '/updates-notes',
    )

    // The filing landing page: maintenance alert and a disabled sign-in button.
    await page.goto(hostUrl('prod', '/filing'))
    await expect(page).toHaveURL(hostUrl('prod', '/filing/2026-Q3/'))
    await expect(
      page.getByRole('heading', { name: 'The filing platform is down for maintenance' }),
    ).toBeVisible()
    const signIn = page.getByRole('button', { name: 'Sign in with Login.gov' })
    await expect(signIn).toBeDisabled()
    await expect(signIn).toHaveAccessibleDescription('Sign-in is unavailable during maintenance.')
    await expect(page.getByRole('link', { name: 'Sign in with Login.gov' })).toHaveCount(0)

    // Dismiss hides the banner, also after a reload (same browser session).
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Sign in with Login.gov' })).toBeDisabled()
    await expect(banner).toBeHidden()
    await page.goto(hostUrl('prod', '/'))
    await expect(page.getByRole('heading', { name: LIVE_ANNOUNCEMENT })).toBeVisible()
    await expect(banner).toBeHidden()
    expect(errors).toEqual([])

    // A new browser session (context) shows it again.
    const context = waitForAppInContext(await browser.newContext())
    try {
      await overrideLiveConfig(context, 'prod', maintenanceOverlay)
      const other = await context.newPage()
      await other.goto(hostUrl('prod', '/'))
      await expect(other.getByRole('region', { name: 'Maintenance notice' })).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('maintenance mode without a filing announcement shows no banner', async ({ page }) => {
    await overrideLiveConfig(page, 'prod', (config) => ({
      ...config,
      maintenanceMode: true,
      filingAnnouncement: null,
    }))
    await page.clock.setFixedTime(NOV_2026)
    await page.goto(hostUrl('prod', '/filing/2026-Q3/'))
    // The live copy has arrived once sign-in is disabled.
    await expect(page.getByRole('button', { name: 'Sign in with Login.gov' })).toBeDisabled()
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0)
  })

  test('a filing announcement without maintenance mode shows on the filing page only', async ({
    page,
  }) => {
    await overrideLiveConfig(page, 'prod', (config) => ({
      ...config,
      filingAnnouncement: { heading: 'Filing tip', message: 'Check your LEI first.', type: 'info' },
    }))
    await page.clock.setFixedTime(NOV_2026)
    await page.goto(hostUrl('prod', '/filing/2026-Q3/'))
    await expect(page.getByRole('heading', { name: 'Filing tip' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign in with Login.gov' })).toBeVisible()
  })

  test('objects merge deeply: a partial signup object keeps the built-in address', async ({
    page,
  }) => {
    const signups = await recordSignups(page)
    await page.route(liveConfigPattern('dev'), (route) =>
      route.fulfill({ json: { signup: { topicCode: 'USCFPB_999' }, announcement: [] } }),
    )
    await page.goto(hostUrl('dev', '/'))
    // The empty announcement list has replaced the built-in one: the live copy is in.
    await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
    await expect(page.getByRole('heading', { name: FIG_ANNOUNCEMENT })).toHaveCount(0)
    await page.getByLabel('Email address').fill('user@example.gov')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status')).toHaveText('You have been subscribed!')
    expect(signups).toEqual(['email=user%40example.gov&code=USCFPB_999'])
  })

  test('on a beta host the production file is fetched too, and each merges over its own', async ({
    page,
  }) => {
    // Only the beta file's announcement shows; the production file's own change does not.
    await overrideLiveConfig(page, 'dev-beta', (config) => ({
      ...config,
      announcement: [{ heading: 'Beta-only news', message: 'For testers.', type: 'info' }],
    }))
    const prodFile = deferred()
    await page.route(liveConfigPattern('dev'), async (route) => {
      await route.fulfill({ json: { ...servedConfig('dev'), announcement: [] } })
      prodFile.resolve()
    })
    await page.goto(hostUrl('dev-beta', '/'))
    await expect(page.getByRole('heading', { name: 'Beta-only news' })).toBeVisible()
    await expect(page.getByRole('heading', { name: LOGIN_GOV_ANNOUNCEMENT })).toHaveCount(0)
    await prodFile.promise
    await expect(page.getByRole('region', { name: 'Beta platform notice' })).toBeVisible()
  })
})

test.describe('invalid live configuration keeps the built-in one', () => {
  const CASES: [string, (page: Page) => Promise<unknown>][] = [
    [
      'bad JSON',
      (page) =>
        page.route(liveConfigPattern('prod'), (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"maintenanceMode": tru',
          }),
        ),
    ],
    [
      'wrong types',
      (page) =>
        overrideLiveConfig(page, 'prod', (config) => ({
          ...maintenanceOverlay(config),
          maintenanceMode: 'yes',
          dataBrowserYears: [2024],
        })),
    ],
    [
      'another environment’s file',
      (page) =>
        overrideLiveConfig(page, 'prod', (config) => ({
          ...maintenanceOverlay(config),
          name: 'dev',
        })),
    ],
    [
      'HTTP 500',
      (page) =>
        page.route(liveConfigPattern('prod'), (route) =>
          route.fulfill({ status: 500, body: 'Internal Server Error' }),
        ),
    ],
    [
      'a network failure',
      (page) => page.route(liveConfigPattern('prod'), (route) => route.abort('connectionreset')),
    ],
  ]

  for (const [label, serve] of CASES) {
    test(label, async ({ page }) => {
      const errors = collectPageErrors(page)
      await serve(page)
      const warning = page.waitForEvent('console', { predicate: isConfigWarning })
      await page.clock.setFixedTime(NOV_2026)
      await page.goto(hostUrl('prod', '/'))
      expect((await warning).text()).toContain(`/config/prod.json?t=${Date.parse(NOV_2026)}`)

      await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
      await expect(page.getByRole('heading', { name: FIG_ANNOUNCEMENT })).toBeVisible()
      await expect(page.getByRole('heading', { name: LIVE_ANNOUNCEMENT })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Primary navigation' })).toBeVisible()
      await expect(page.getByText('Release v3.2.20')).toBeVisible()
      expect(errors).toEqual([])

      // The site keeps working.
      await page.getByRole('link', { name: 'Filing Platform' }).click()
      await expect(page).toHaveURL(hostUrl('prod', '/filing/2026-Q3/'))
      await expect(page.getByRole('link', { name: 'Sign in with Login.gov' })).toBeVisible()
    })
  }
})

test('the first render does not wait for the live configuration', async ({ page }) => {
  let answered = false
  const release = deferred()
  const requested = deferred()
  await page.route(liveConfigPattern('prod'), async (route) => {
    requested.resolve()
    await release.promise
    answered = true
    await route.fulfill({ json: maintenanceOverlay(servedConfig('prod')) })
  })
  await page.goto(hostUrl('prod', '/'), { waitUntil: 'commit' })
  // The response is held until the page has rendered; the header must show without it.
  await expect(page.locator('header.usa-header')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Primary navigation' })).toBeVisible()
  // The page itself renders from the built-in configuration meanwhile.
  await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
  await expect(page.getByRole('heading', { name: FIG_ANNOUNCEMENT })).toBeVisible()
  await requested.promise // the live configuration was asked for, and is still unanswered
  expect(answered, 'the header showed before the live configuration arrived').toBe(false)

  // Once it arrives, it is merged in.
  release.resolve()
  await expect(page.getByRole('heading', { name: LIVE_ANNOUNCEMENT })).toBeVisible({
    timeout: 10_000,
  })
  await expect(page.getByRole('region', { name: 'Maintenance notice' })).toBeVisible()
  expect(answered).toBe(true)
})

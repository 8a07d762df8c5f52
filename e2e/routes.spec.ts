import { test, expect, type Page } from './fixtures'
import { hostUrl } from '../playwright.config'
import { axeAtBothWidths, expectNoAxeViolations, GUIDE_REPEATED_ROWS, waitForFooter } from './axe'
import { collectPageErrors, overrideLiveConfig, SIGNUP_URL } from './helpers'

/** 2026 Q3 is open and the 2026 annual period is not visible yet (see filing.spec.ts). */
const NOV_2026 = '2026-11-21T15:00:00Z'

interface RouteCase {
  path: string
  /** Where the app ends up (after redirects); defaults to `path`. */
  finalPath?: string
  title: string
  h1: string
  description: string
  /** Header, government banner and footer are hidden on the help application. */
  help?: boolean
}

const ROUTES: RouteCase[] = [
  {
    path: '/',
    title: 'Home Mortgage Disclosure Act',
    h1: 'Home Mortgage Disclosure Act',
    description:
      "Home Mortgage Disclosure Act home: file HMDA data, explore the nation's mortgage lending data, and read the programme's documentation.",
  },
  {
    path: '/filing/2026-Q3/',
    title: 'Filing 2026-Q3 | HMDA',
    h1: 'HMDA Filing Platform',
    description:
      'Filing Platform: upload loan/application registers, review edits and certify data for the 2026 third-quarter filing period.',
  },
  {
    path: '/filing',
    finalPath: '/filing/2026-Q3/',
    title: 'Filing 2026-Q3 | HMDA',
    h1: 'HMDA Filing Platform',
    description:
      'Filing Platform: upload loan/application registers, review edits and certify data for the 2026 third-quarter filing period.',
  },
  {
    path: '/data-browser/',
    title: 'Data Browser | HMDA',
    h1: 'Data Browser',
    description:
      'Data Browser: filter, analyze and download HMDA datasets, and explore them in charts, graphs and maps.',
  },
  {
    // The year-less overview takes the latest year's address (data-publication.spec.ts).
    path: '/data-publication/2021/',
    title: 'Data Publication 2021 | HMDA',
    h1: 'Data Publication: 2021',
    description:
      'HMDA data published for 2021: loan-level datasets, modified loan/application registers, and aggregate and disclosure reports.',
  },
  {
    path: '/tools/',
    title: 'Platform Tools | HMDA',
    h1: 'Platform Tools',
    description: 'Platform Tools: check the formatting and accuracy of HMDA data before you file.',
  },
  {
    path: '/documentation/',
    title: 'Documentation | HMDA',
    h1: 'Documentation',
    description:
      'Documentation: the Filing Instructions Guide, frequently asked questions, publications, tools and developer APIs of HMDA.',
  },
  {
    path: '/hmda-help/',
    title: 'HMDA Help | HMDA',
    h1: 'HMDA Help',
    description:
      'Help: manage institutions and publications. For HMDA Help staff; sign-in required.',
    help: true,
  },
  {
    path: '/updates-notes',
    title: 'Updates and Notes | HMDA',
    h1: 'Updates and Notes',
    description:
      'Updates and Notes: releases, updates and corrections to HMDA filing, data, tools and documentation.',
  },
]

const NOT_FOUND = {
  title: 'Page not found | HMDA',
  h1: 'Sorry, something went wrong.',
  description: 'The page you asked for does not exist on this site.',
}

/** Paths that are not pages of the site, at the top level and inside each section. */
const NOT_FOUND_PATHS = [
  '/no-such-page',
  '/data-browser/no-such-view',
  '/data-publication/no-such-product/',
  '/data-publication/snapshot-national-loan-level-dataset/latest',
  '/tools/no-such-tool',
  '/documentation/fig/2017/overview',
  '/documentation/faq/no-such-question',
  '/updates-notes/extra',
  '/filing/2026-Q3/no-such-screen/here/too',
  '/hmda-help/institutions',
]

/**
 * The HTTP status of a path: 404 (the prerendered 404.html) outside the app's route prefixes,
 * 200 inside them (a prerendered page or the shell, which shows not-found for unknown paths).
 */
const expectedStatus = (path: string) =>
  /^\/($|(filing|data-browser|data-publication|tools|documentation|hmda-help|updates-notes)(\/|$))/.test(
    path,
  )
    ? 200
    : 404

/** Opens a path on the production host at the pinned instant; expects its HTTP status. */
async function open(page: Page, path: string) {
  await page.clock.setFixedTime(NOV_2026)
  const response = await page.goto(hostUrl('prod', path))
  expect(response?.status(), `HTTP status of ${path}`).toBe(expectedStatus(path))
  return response
}

/** The widths every route is checked at: a phone and a desktop. */
const WIDTHS = [375, 1280] as const

/** Further pages (tools, documentation) checked with axe at both widths: path and h1. */
const AXE_PAGES: [string, string | RegExp][] = [
  ['/tools/rate-spread', /Rate Spread/],
  ['/tools/check-digit', /Check Digit/],
  ['/tools/lar-formatting', /LAR Formatting/],
  ['/tools/online-lar-formatting', /LAR Formatting/],
  ['/tools/file-format-verification', /File Format Verification/],
  ['/documentation/fig/2026/overview', /Filing Instructions Guide/],
  ['/documentation/faq/how-to-file', 'How to file HMDA data'],
  ['/documentation/category/tools', /Tools/],
  ['/no-such-page', NOT_FOUND.h1],
]

/** `list` in runs of `size`: the pages one test visits in turn. */
const inGroups = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  )

// Each page is loaded once, at 375 px, and checked there and then at 1280 px (the same document,
// its viewport widened): a second load per width repeated the same requests and app start.
// A test visits three pages in turn (a step each): a test per page paid for a new browser context,
// in which the app's scripts were fetched and compiled cold, every time.
test.describe('routes at 375 and 1280 px', () => {
  test.use({ viewport: { width: WIDTHS[0], height: 800 } })

  for (const group of inGroups(ROUTES, 3)) {
    test(`${group.map((r) => r.path).join(', ')}: status, title, heading, description and no axe violations`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const errors = collectPageErrors(page)
      for (const route of group) {
        await test.step(route.path, async () => {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 })
          await open(page, route.path)
          await expect(page).toHaveURL(hostUrl('prod', route.finalPath ?? route.path))
          await expect(page.locator('h1')).toHaveText(route.h1)
          await expect(page.locator('h1')).toHaveCount(1)
          await expect(page).toHaveTitle(route.title)
          const description = page.locator('meta[name="description"]')
          await expect(description).toHaveCount(1)
          await expect(description).toHaveAttribute('content', route.description)
          expect(route.description.trim()).not.toBe('')
          for (const width of WIDTHS) {
            await test.step(`at ${width} px`, async () => {
              await page.setViewportSize({ width, height: 800 })
              if (route.help) {
                await expect(page.getByRole('banner')).toHaveCount(0)
                await expect(page.getByRole('contentinfo')).toHaveCount(0)
              } else {
                const nav = page.getByRole('navigation', { name: 'Primary navigation' })
                const menu = page.getByRole('button', { name: 'Menu', exact: true })
                if (width >= 1024) await expect(nav).toBeVisible()
                else await expect(menu).toBeVisible()
                await waitForFooter(page)
              }
              await expectNoAxeViolations(page)
            })
          }
          expect(errors, `page errors on ${route.path}`).toEqual([])
        })
      }
    })
  }
})

// Loaded once at 1280 px; axeAtBothWidths scans at 375 px too, as every screen's states are.
// Three pages per test, as above.
test.describe('further pages at 1280 and 375 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const group of inGroups(AXE_PAGES, 3)) {
    test(`${group.map(([path]) => path).join(', ')}: no axe violations`, async ({ page }) => {
      test.setTimeout(180_000) // long pages (the guide) take a while to load
      const errors = collectPageErrors(page)
      for (const [path, h1] of group) {
        await test.step(path, async () => {
          await page.setViewportSize({ width: 1280, height: 800 })
          await open(page, path)
          await expect(page.locator('h1')).toHaveText(h1, { timeout: 20_000 })
          await waitForFooter(page)
          await axeAtBothWidths(
            page,
            path.startsWith('/documentation/fig/') ? { exclude: GUIDE_REPEATED_ROWS } : {},
          )
          expect(errors, `page errors on ${path}`).toEqual([])
        })
      }
    })
  }
})

test.describe('routes', () => {
  // One browser context for the not-found screens and the in-app navigation that follows the
  // home link; the last step starts on the home page the link opened. axe on the not-found
  // screen: AXE_PAGES above, at both widths.
  test('not-found screens, then the title and description following in-app navigation', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await test.step('unknown paths inside every section show the not-found screen', async () => {
      await page.clock.setFixedTime(NOV_2026)
      for (const path of NOT_FOUND_PATHS) {
        await test.step(path, async () => {
          const response = await page.goto(hostUrl('prod', path))
          expect(response?.status()).toBe(expectedStatus(path))
          await expect(page).toHaveURL(hostUrl('prod', path))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.h1)
          await expect(
            page.getByText("We can't seem to find the page you are looking for."),
          ).toBeVisible()
          await expect(page).toHaveTitle(NOT_FOUND.title)
          await expect(
            page.getByRole('link', { name: 'Return to the HMDA home page.' }),
          ).toHaveAttribute('href', '/')
        })
      }
    })
    await test.step('an unknown path shows the not-found screen', async () => {
      await open(page, '/no-such-page')
      await expect(page).toHaveURL(hostUrl('prod', '/no-such-page'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.h1)
      await expect(
        page.getByText("We can't seem to find the page you are looking for."),
      ).toBeVisible()
      await expect(page).toHaveTitle(NOT_FOUND.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        NOT_FOUND.description,
      )

      const home = page.getByRole('link', { name: 'Return to the HMDA home page.' })
      await expect(home).toHaveAttribute('href', '/')
      await home.click()
      await expect(page).toHaveURL(hostUrl('prod', '/'))
      await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
      await expect(page).toHaveTitle('Home Mortgage Disclosure Act')
    })
    await test.step('the title and description follow in-app navigation', async () => {
      // On the home page the not-found screen's link opened.
      await expect(page).toHaveTitle('Home Mortgage Disclosure Act')
      await page.getByRole('link', { name: 'Data Publication', exact: true }).click()
      // The overview takes the latest year's address.
      await expect(page).toHaveURL(/\/data-publication\/\d{4}\/$/)
      await expect(page).toHaveTitle(/^Data Publication \d{4} \| HMDA$/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^HMDA data published for \d{4}: /,
      )
      await page.goBack()
      await expect(page).toHaveTitle('Home Mortgage Disclosure Act')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Home Mortgage Disclosure Act home: /,
      )
    })
  })
})

test.describe('accessibility (axe) of page states', () => {
  test('a past filing period (closed) has no axe violations', async ({ page }) => {
    await open(page, '/filing/2026-Q1/')
    await expect(
      page.getByRole('heading', { name: '2026 first-quarter filing: Closed' }),
    ).toBeVisible()
    await waitForFooter(page)
    await expectNoAxeViolations(page)
  })

  test('the mobile menu, open, has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await open(page, '/')
    await waitForFooter(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Primary navigation' })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
    await expectNoAxeViolations(page)

    // A submenu (with group headings) opened inside the mobile menu.
    await nav.getByRole('button', { name: 'Data Publication' }).click()
    await expect(nav.getByRole('link', { name: 'Snapshot' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  // One load of the home page for both states: the submenu, then (closed by Escape) the banner.
  test('an open desktop submenu and the expanded government banner have no axe violations', async ({
    page,
  }) => {
    await open(page, '/')
    await waitForFooter(page)
    const nav = page.getByRole('navigation', { name: 'Primary navigation' })
    await test.step('an open desktop submenu', async () => {
      await nav.getByRole('button', { name: 'Data Publication' }).click()
      await expect(nav.getByRole('link', { name: 'Disclosure Reports' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(nav.getByRole('link', { name: 'Disclosure Reports' })).toBeHidden()
    })
    await test.step('the expanded government banner', async () => {
      await page.getByRole('button', { name: 'Here’s how you know' }).click()
      await expect(page.getByText('Official websites use .gov')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })

  test('the beta notice and maintenance banner have no axe violations', async ({ page }) => {
    await overrideLiveConfig(page, 'prod-beta', (config) => ({
      ...config,
      maintenanceMode: true,
      filingAnnouncement: {
        heading: 'Scheduled maintenance',
        message: 'The HMDA Platform is unavailable on Saturday from 8 a.m. to noon, Eastern time.',
        type: 'warning',
      },
    }))
    await page.clock.setFixedTime(NOV_2026)
    await page.goto(hostUrl('prod-beta', '/filing/2026-Q3/'))
    await expect(page.getByRole('region', { name: 'Beta platform notice' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in with Login.gov' })).toBeDisabled()
    await waitForFooter(page)
    await expectNoAxeViolations(page)
  })

  // One load of the tools page for the form's three states.
  test('the signup form with an invalid address, a failure, then a success has no axe violations', async ({
    page,
  }) => {
    await open(page, '/tools/')
    await waitForFooter(page)
    const email = page.getByLabel('Email address')
    await test.step('an invalid address', async () => {
      await email.fill('not-an-address')
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByText('Invalid email address')).toBeVisible() // (a malformed address)
      await expectNoAxeViolations(page)
    })

    let status = 400
    await page.route(SIGNUP_URL, (route) =>
      route.fulfill({
        status,
        body: status === 200 ? '' : 'nope',
        headers: { 'access-control-allow-origin': '*' },
      }),
    )
    await test.step('a failure', async () => {
      await email.fill('user@example.gov')
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Error (400)' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    await test.step('a success message', async () => {
      status = 200
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('status').getByText('You have been subscribed!')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
})

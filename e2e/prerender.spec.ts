import { test, expect, type ConsoleMessage, type Page } from './fixtures'
import { hostUrl } from '../playwright.config'
import { collectPageErrors } from './helpers'
import { axeAtBothWidths } from './axe'
import prod from '../config/prod.json' with { type: 'json' }

/**
 * Prerendered pages (scripts/prerender.mjs): their HTML carries the page, it hydrates without
 * React reporting a mismatch or rendering it afresh, and it reads without JavaScript.
 */

const PRERENDERED = [
  { path: '/', h1: 'Home Mortgage Disclosure Act', title: 'Home Mortgage Disclosure Act' },
  { path: '/tools/', h1: 'Platform Tools', title: 'Platform Tools | HMDA' },
  { path: '/tools/rate-spread', h1: 'Rate Spread Calculator', title: 'Rate Spread | HMDA' },
  { path: '/tools/check-digit', h1: 'Check Digit', title: 'Check Digit | HMDA' },
  { path: '/tools/online-lar-formatting', h1: 'Online LAR Formatting', title: '' },
  {
    path: '/tools/file-format-verification',
    h1: 'File Format Verification',
    title: 'File Format Verification | HMDA',
  },
  { path: '/documentation/', h1: 'Documentation', title: '' },
  { path: '/documentation/fig/2025/overview', h1: 'Filing Instructions Guide for 2025', title: '' },
  { path: '/data-browser/', h1: 'Data Browser', title: 'Data Browser | HMDA' },
  // Takes its latest year's address once the app runs: a new page.
  { path: '/data-publication/', h1: 'Data Publication: 2025', title: '', newPage: true },
  {
    path: '/data-publication/modified-lar/2024',
    h1: 'Modified LAR: 2024',
    title: 'Modified LAR 2024 | HMDA',
  },
  { path: '/updates-notes', h1: 'Updates and Notes', title: '' },
  // Frames: heading and introduction in the HTML, the rest once hydrated.
  { path: '/filing/2026/', h1: 'HMDA Filing Platform', title: 'Filing 2026 | HMDA' },
  { path: '/data-browser/data/2024', h1: 'Data Browser: Datasets', title: '' },
  { path: '/data-browser/maps/2024', h1: 'Data Browser: Maps 2024', title: '' },
  // Moves to its first graph once the list has loaded: a new page, rendered as such.
  {
    path: '/data-browser/graphs/quarterly',
    h1: 'Data Browser: Quarterly Graphs',
    title: '',
    newPage: true,
  },
]

/** Console messages that show a failed or repaired hydration. */
const isHydrationProblem = (message: ConsoleMessage) =>
  (message.type() === 'error' || message.type() === 'warning') &&
  /hydrat|React recovered|did not match|server rendered/i.test(message.text())

/** Records the prerendered h1 before any script runs, to check hydration keeps that element. */
async function markPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { prerenderedH1: Element | null }).prerenderedH1 =
        document.querySelector('#main-content h1')
    })
  })
}

test.describe('prerendered pages', () => {
  // One page for all of them (a step each): a test per page paid for a new browser context and
  // the app's scripts fetched and compiled cold, every time, which here cost more than the checks.
  // The markers are reset for each page: each step sees only its own page's messages.
  test('each prerendered page hydrates its prerendered HTML', async ({ page, request }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    page.on('console', (message) => {
      if (isHydrationProblem(message)) problems.push(message.text())
    })
    const errors = collectPageErrors(page)
    await markPrerenderedHeading(page)
    for (const route of PRERENDERED) {
      await test.step(`${route.path} hydrates its prerendered HTML`, async () => {
        // The served HTML already holds the page's heading, title and canonical link.
        const html = await (await request.get(route.path)).text()
        expect(html).toContain(`<div id="root" data-route="${route.path}"><a class="usa-skipnav"`)
        expect(html).toContain(`<link rel="canonical" href="https://ffiec.cfpb.gov${route.path}">`)
        // No inline code (a JSON data block is not executed).
        expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/)
        expect(html).not.toMatch(/\sstyle="/)

        problems.length = 0
        errors.length = 0
        await page.goto(route.path)
        const h1 = page.locator('#main-content h1')
        await expect(h1).toHaveText(route.h1)
        if (route.title) await expect(page).toHaveTitle(route.title)
        await page.waitForLoadState('networkidle')
        // Hydration adopted the prerendered element rather than rendering the page again.
        if (!route.newPage)
          expect(
            await page.evaluate(
              () =>
                (window as unknown as { prerenderedH1: Element | null }).prerenderedH1?.isConnected,
            ),
          ).toBe(true)
        expect(problems).toEqual([])
        expect(errors).toEqual([])
      })
    }
  })

  test('the filing landing: the period status is never in the HTML, only after hydration', async ({
    page,
  }) => {
    const html = await (await page.request.get('/filing/2025-Q3/')).text()
    expect(html).toMatch(/2025 third-quarter(<!-- -->)? filing<\/h2>/)
    expect(html).not.toMatch(/period-status__label|Filing opens|Closed|Open for/)
    // Sign-in needs the app: a disabled button in the HTML, the link once hydrated.
    expect(html).toMatch(/<button type="button" class="usa-button" disabled="">Sign in/)
    await page.clock.setFixedTime('2025-11-21T15:00:00Z')
    await page.goto('/filing/2025-Q3/')
    await expect(page.getByRole('heading', { level: 2, name: /filing:/ })).toHaveText(
      '2025 third-quarter filing: Open',
    )
    await expect(page.getByRole('link', { name: 'Sign in with Login.gov' })).toBeVisible()
  })

  test('hydrates on a beta host: the beta notice appears only after hydration', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (isHydrationProblem(message)) problems.push(message.text())
    })
    const html = await (await page.request.get('/tools/')).text()
    expect(html).not.toContain('beta')
    await markPrerenderedHeading(page)
    await page.goto(hostUrl('prod-beta', '/tools/'))
    await expect(page.getByRole('region', { name: /beta/i })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(
        () => (window as unknown as { prerenderedH1: Element | null }).prerenderedH1?.isConnected,
      ),
    ).toBe(true)
    expect(problems).toEqual([])
  })

  test('an unknown path outside the app gets the not-found page with status 404', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong.')
    await expect(page).toHaveTitle('Page not found | HMDA')
  })

  test('a shell address renders in the browser (empty #root in the HTML)', async ({ page }) => {
    const response = await page.request.get('/data-browser/graphs/quarterly/applications')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<div id="root"></div>')
    await page.goto('/data-browser/graphs/quarterly/applications')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages are readable and their links work', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Mortgage Disclosure Act')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /file HMDA data/,
    )
    await page.getByRole('link', { name: 'Tools', exact: true }).last().click()
    await expect(page).toHaveURL(/\/tools\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Tools')
    await page.getByRole('link', { name: 'Rate Spread' }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate Spread Calculator')
    await expect(page.getByText(/written mm\/dd\/yyyy, from .* to today\./)).toBeVisible()

    await page.goto('/documentation/fig/2025/overview')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Filing Instructions Guide for 2025',
    )
    await expect(page.locator('#main-content table').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

/** Year-less addresses and the latest year of the built (production) configuration. */
const DATASETS = {
  path: '/data-browser/data/',
  name: 'Data Browser: Datasets',
  year: prod.dataBrowserYears[0],
  h1: 'Data Browser: Datasets',
}
const SNAPSHOT = {
  path: '/data-publication/snapshot-national-loan-level-dataset',
  name: 'Snapshot National Loan-Level Dataset',
  year: prod.dataPublicationYears.snapshot[0],
  h1: `Snapshot National Loan-Level Dataset: ${prod.dataPublicationYears.snapshot[0]}`,
}
const YEARLESS = [DATASETS, SNAPSHOT]

test.describe('year-less addresses (a static host without nginx rules)', () => {
  for (const { path, name, year } of YEARLESS) {
    test(`${path}: its HTML names the product and links to ${year}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      const base = path.replace(/\/$/, '')
      expect(html).toContain(`<h1>${name}</h1>`)
      expect(html).toContain(`<title>${name} | HMDA</title>`)
      expect(html).toContain(`<a href="${base}/${year}">${name} ${year}</a>`)
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${base}/${year}">`)
      expect(html).toContain(`<link rel="canonical" href="https://ffiec.cfpb.gov${base}/${year}">`)
    })
  }

  test('the page reads well at both widths (refresh held back to look at it)', async ({ page }) => {
    const { path, name } = SNAPSHOT
    await page.route(path, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, '')
      await route.fulfill({ response, body })
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await axeAtBothWidths(page)
  })

  test('with JavaScript: the latest year opens, the app started there', async ({ page }) => {
    for (const { path, year, h1 } of YEARLESS) {
      await page.goto(path)
      await expect(page).toHaveURL(`${path.replace(/\/$/, '')}/${year}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page.locator('html')).toHaveAttribute('data-app', 'started')
    }
  })

  test('with JavaScript: a bookmarked selection keeps its query and hash', async ({ page }) => {
    const query = '?category=states&items=TX&actions_taken=3'
    await page.goto(`${DATASETS.path}${query}#summary`)
    await expect(page).toHaveURL(`/data-browser/data/${DATASETS.year}${query}#summary`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DATASETS.h1)
    // The year-less page was replaced in the history, so Back leaves the site's pages.
    expect(await page.evaluate(() => history.length)).toBe(2)
  })
})

test.describe('year-less addresses without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('open the latest year', async ({ page }) => {
    for (const { path, year, h1 } of YEARLESS) {
      await page.goto(path)
      await expect(page).toHaveURL(`${path.replace(/\/$/, '')}/${year}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    }
  })
})

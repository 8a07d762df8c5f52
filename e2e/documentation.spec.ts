import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForFooter } from './axe'
import { blockExternalRequests, collectPageErrors, describeViolations } from './helpers'

test.beforeEach(async ({ page }) => {
  await blockExternalRequests(page)
})

/**
 * The guide's first visit downloads the HMDA layout and edit catalogue (compressed on first
 * request by the test server) and renders a few thousand table cells: allow for a loaded
 * two-core machine.
 */
const FIG_TIMEOUT = 30_000

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** Marks the window, to tell an in-app navigation (marker kept) from a reload (marker lost). */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { docsMarker: string }).docsMarker = 'kept'
  })
}
const windowMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { docsMarker?: string }).docsMarker)

/**
 * axe on a guide page. The tables hold a few thousand cells of identical structure, which takes
 * axe over a minute on a loaded two-core machine: the first 20 rows of each table are scanned,
 * every other part of the page in full.
 */
async function expectNoAxeViolationsOnGuide(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .exclude('.fig-table tbody tr:nth-child(n+21)')
    .analyze()
  expect(violations, `axe violations on ${page.url()}:\n${describeViolations(violations)}`).toEqual(
    [],
  )
}

async function expectNotFound(page: Page) {
  await expect(h1(page)).toHaveText('Sorry, something went wrong.')
  await expect(page).toHaveTitle('Page not found | HMDA')
}

test('/documentation/ lands on the FAQ index with a card per page', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/documentation/')
  await expect(h1(page)).toHaveText('Frequently Asked Questions')
  await expect(page).toHaveTitle('Frequently Asked Questions | HMDA')
  const card = page
    .locator('.usa-card')
    .filter({ has: page.getByRole('link', { name: 'Legal Entity Identifier (LEI)', exact: true }) })
  await expect(card).toContainText('LEI')
  await expect(
    page.getByRole('link', { name: 'Filing Instructions Guide for 2026' }),
  ).toHaveAttribute('href', '/documentation/fig/2026/overview')
  await waitForFooter(page)
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})

test('each category has its own index page; unknown categories are not found', async ({ page }) => {
  for (const [slug, label] of [
    ['frequently-asked-questions', 'Frequently Asked Questions'],
    ['publications', 'Publications'],
    ['tools', 'Tools'],
    ['developer-apis', 'Developer APIs'],
  ] as const) {
    await page.goto(`/documentation/category/${slug}`)
    await expect(h1(page)).toHaveText(label)
    await expect(page).toHaveTitle(`${label} | HMDA`)
  }
  await waitForFooter(page)
  await expectNoAxeViolations(page)
  await page.goto('/documentation/category/recipes')
  await expectNotFound(page)
})

test('a page opens from its index without a reload; in-page links stay in the app', async ({
  page,
}) => {
  await page.goto('/documentation/')
  await markWindow(page)
  await page.getByRole('link', { name: 'Legal Entity Identifier (LEI)', exact: true }).click()
  await expect(page).toHaveURL('/documentation/faq/lei')
  await expect(h1(page)).toHaveText('Legal Entity Identifier (LEI)')
  await expect(page).toHaveTitle('Legal Entity Identifier (LEI) | HMDA')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'Frequently Asked Questions',
  )
  // Next page in the category, then a link inside the rendered markdown.
  await page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .getByRole('link', { name: /Universal Loan Identifier/ })
    .click()
  await expect(page).toHaveURL('/documentation/faq/uli')
  await page.goto('/documentation/faq/check-digit')
  await markWindow(page)
  await page
    .locator('.docs-content')
    .getByRole('link', { name: 'Universal Loan Identifier', exact: true })
    .click()
  await expect(page).toHaveURL('/documentation/faq/uli')
  await expect(h1(page)).toHaveText('Universal Loan Identifier (ULI) and NULI')
  expect(await windowMarker(page)).toBe('kept')
})

test('the table of contents scrolls to a heading; a deep link lands on it', async ({ page }) => {
  await page.goto('/documentation/faq/check-digit')
  const toc = page.getByRole('navigation', { name: 'On this page' })
  await expect(toc).toBeVisible()
  await toc.getByRole('link', { name: 'Do NULIs have check digits?' }).click()
  await expect(page).toHaveURL('/documentation/faq/check-digit#do-nulis-have-check-digits')
  await expect(page.locator('#do-nulis-have-check-digits')).toBeInViewport()
  await waitForFooter(page)
  await expectNoAxeViolations(page)

  await page.goto('/')
  await page.goto('/documentation/faq/check-digit#worked-example')
  await expect(page.locator('#worked-example')).toBeInViewport()
  await expect(page.locator('#worked-example')).toHaveText(/^Worked example/)
})

test('the 2026 guide has field and edit anchors; a deep link to an edit lands on it', async ({
  page,
}) => {
  test.slow()
  await page.goto('/documentation/fig/2026/overview#edit-V608-1')
  await expect(h1(page)).toHaveText('Filing Instructions Guide for 2026', { timeout: FIG_TIMEOUT })
  await expect(page).toHaveTitle('Filing Instructions Guide for 2026 | HMDA')
  const row = page.locator('#edit-V608-1')
  await expect(row).toContainText('V608-1')
  await expect(row).toBeInViewport()
  await expect(page.locator('#lar-uli')).toContainText('Universal Loan Identifier')
  await expect(page.locator('#ts-lei')).toHaveCount(1)
  await expect(page.locator('#edit-V608')).toHaveCount(1)
  for (const name of [
    'Syntactical edits',
    'Validity edits',
    'Quality edits',
    'Macro quality edits',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  await expect(
    page.getByRole('link', { name: 'File Format Verification' }).first(),
  ).toHaveAttribute('href', '/tools/file-format-verification')
  await waitForFooter(page)
  await expectNoAxeViolationsOnGuide(page)
})

test('the year switcher opens another year; years without a guide are not found', async ({
  page,
}) => {
  test.slow()
  await page.goto('/documentation/fig/2026/overview')
  await expect(h1(page)).toHaveText('Filing Instructions Guide for 2026', { timeout: FIG_TIMEOUT })
  await markWindow(page)
  const years = page.getByRole('navigation', { name: 'Filing Instructions Guide year' })
  await expect(years.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'page')
  await years.getByRole('link', { name: '2019' }).click()
  await expect(page).toHaveURL('/documentation/fig/2019/overview')
  await expect(h1(page)).toHaveText('Filing Instructions Guide for 2019', { timeout: FIG_TIMEOUT })
  await expect(page.getByRole('heading', { name: 'Quarterly filers' })).toBeVisible()
  expect(await windowMarker(page)).toBe('kept')
  await page.goto('/documentation/fig/2017/overview')
  await expectNotFound(page)
})

test('unknown pages and slugs show the not-found screen', async ({ page }) => {
  await page.goto('/documentation/faq/no-such-page')
  await expectNotFound(page)
  await page.goto('/documentation/recipes/lei')
  await expectNotFound(page)
  await page.goto('/documentation/faq/lei/extra')
  await expectNotFound(page)
})

test('printing hides the header, navigation and table of contents', async ({ page }) => {
  await page.goto('/documentation/faq/check-digit')
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.usa-header')).toBeHidden()
  await expect(page.locator('.docs-toc')).toBeHidden()
  await expect(page.locator('.docs-breadcrumbs')).toBeHidden()
  await expect(h1(page)).toBeVisible()
})

test('documentation code is not loaded by other routes; the search index is served', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/tools/')
  await expect(h1(page)).toHaveText('Platform Tools')
  await waitForFooter(page)
  expect(scripts.filter((url) => /DocumentationPage|FigPage|check-digit-/.test(url))).toEqual([])

  const response = await request.get('/search/docs-index.json')
  expect(response.ok()).toBe(true)
  const records = (await response.json()) as { url: string; type: string }[]
  expect(records.some((r) => r.url === '/documentation/fig/2026/overview#edit-V608-1')).toBe(true)
  expect(records.some((r) => r.url === '/documentation/faq/lei' && r.type === 'lvl1')).toBe(true)
})

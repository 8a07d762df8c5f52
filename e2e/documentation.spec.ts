import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, GUIDE_REPEATED_ROWS, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

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

/** axe on a guide page, its repeated table rows left out (GUIDE_REPEATED_ROWS). */
const expectNoAxeViolationsOnGuide = (page: Page) =>
  expectNoAxeViolations(page, { exclude: GUIDE_REPEATED_ROWS })

async function expectNotFound(page: Page) {
  await expect(h1(page)).toHaveText('Sorry, something went wrong.')
  await expect(page).toHaveTitle('Page not found | HMDA')
}

// One browser context for the index, category, FAQ and not-found pages (a step each): the app's
// scripts are fetched and compiled once instead of once per test. Printing is last: it leaves the
// page in print media.
test('documentation pages: index, categories, links, contents, not found, printing', async ({
  page,
}) => {
  test.setTimeout(180_000) // six former tests, each under 30 s alone on a loaded machine
  await test.step('/documentation/ is titled Documentation and lists the FAQ pages', async () => {
    const errors = collectPageErrors(page)
    await page.goto('/documentation/')
    await expect(h1(page)).toHaveText('Documentation')
    await expect(page).toHaveTitle('Documentation | HMDA')
    await page.goto('/documentation')
    await expect(page).toHaveTitle('Documentation | HMDA')
    const card = page.locator('.usa-card').filter({
      has: page.getByRole('link', { name: 'Legal Entity Identifier (LEI)', exact: true }),
    })
    await expect(card).toContainText('LEI')
    await expect(
      page.getByRole('link', { name: 'Filing Instructions Guide for 2026' }),
    ).toHaveAttribute('href', '/documentation/fig/2026/overview')
    // axe on this page: routes.spec.ts (ROUTES), at both widths.
    expect(errors).toEqual([])
  })
  await test.step('each category has its own index page; unknown categories are not found', async () => {
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
  await test.step('a page opens from its index without a reload; in-page links stay in the app', async () => {
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
  await test.step('the table of contents scrolls to a heading; a deep link lands on it', async () => {
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
  await test.step('unknown pages and slugs show the not-found screen', async () => {
    await page.goto('/documentation/faq/no-such-page')
    await expectNotFound(page)
    await page.goto('/documentation/recipes/lei')
    await expectNotFound(page)
    await page.goto('/documentation/faq/lei/extra')
    await expectNotFound(page)
  })
  await test.step('printing hides the header, navigation and table of contents', async () => {
    await page.goto('/documentation/faq/check-digit')
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.usa-header')).toBeHidden()
    await expect(page.locator('.docs-toc')).toBeHidden()
    await expect(page.locator('.docs-breadcrumbs')).toBeHidden()
    await expect(h1(page)).toBeVisible()
  })
})

// The 2026 guide is loaded once for its anchors and its year switcher: each load downloads the
// layout and edit catalogue and renders a few thousand table cells.
test('the guide: anchors, the year switcher, short addresses', async ({ page }) => {
  test.setTimeout(180_000)
  await test.step('the 2026 guide has field and edit anchors; a deep link to an edit lands on it', async () => {
    await page.goto('/documentation/fig/2026/overview#edit-V608-1')
    await expect(h1(page)).toHaveText('Filing Instructions Guide for 2026', {
      timeout: FIG_TIMEOUT,
    })
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
    // axe on this page: routes.spec.ts (AXE_PAGES), at both widths.
  })
  await test.step('the year switcher opens another year; years without a guide are not found', async () => {
    // The 2026 guide the first step opened (at an edit's anchor): no second load of it.
    await expect(h1(page)).toHaveText('Filing Instructions Guide for 2026')
    await markWindow(page)
    const years = page.getByRole('navigation', { name: 'Filing Instructions Guide year' })
    await expect(years.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'page')
    await years.getByRole('link', { name: '2019' }).click()
    await expect(page).toHaveURL('/documentation/fig/2019/overview')
    await expect(h1(page)).toHaveText('Filing Instructions Guide for 2019', {
      timeout: FIG_TIMEOUT,
    })
    await expect(page.getByRole('heading', { name: 'Quarterly filers' })).toBeVisible()
    expect(await windowMarker(page)).toBe('kept')
    await page.goto('/documentation/fig/2017/overview')
    await expectNotFound(page)
  })
  await test.step('short guide and FAQ addresses redirect to their pages', async () => {
    await page.goto('/documentation/faq')
    await expect(page).toHaveURL('/documentation/category/frequently-asked-questions')
    await expect(h1(page)).toHaveText('Frequently Asked Questions')
    await page.goto('/documentation/faq/')
    await expect(page).toHaveURL('/documentation/category/frequently-asked-questions')
    for (const year of [2026, 2018]) {
      await page.goto(`/documentation/fig/${year}`)
      await expect(page).toHaveURL(`/documentation/fig/${year}/overview`)
      await expect(h1(page)).toHaveText(`Filing Instructions Guide for ${year}`, {
        timeout: FIG_TIMEOUT,
      })
    }
    await page.goto('/documentation/fig/2025/')
    await expect(page).toHaveURL('/documentation/fig/2025/overview')
    await page.goto('/documentation/fig/2017')
    await expectNotFound(page)
  })
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

/**
 * Every documentation page the search index names (one lvl1 record per page), with its heading
 * (the lvl1 record's title is the page's h1).
 */
async function documentationPages(page: Page): Promise<Map<string, string>> {
  const response = await page.request.get('/search/docs-index.json')
  const records = (await response.json()) as {
    url_without_anchor: string
    type: string
    hierarchy: { lvl1: string | null }
  }[]
  return new Map(
    records
      .filter((r) => r.type === 'lvl1' && r.url_without_anchor.startsWith('/documentation/'))
      .map((r) => [r.url_without_anchor, r.hierarchy.lvl1 ?? '']),
  )
}

/**
 * Opens `path` in the app, as its links do (history and a popstate event), without reloading:
 * each reload would start the app again and, on a guide, download the guide's data again.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(path)
}

async function expectNoHorizontalScroll(page: Page, path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${path} is ${width} px wide at 375 px`).toBeLessThanOrEqual(375)
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('indexes and markdown pages do not widen the page', async ({ page }) => {
    test.slow()
    const pages: [string, string][] = [
      ['/documentation/category/frequently-asked-questions', 'Frequently Asked Questions'],
      ['/documentation/category/publications', 'Publications'],
      ['/documentation/category/tools', 'Tools'],
      ['/documentation/category/developer-apis', 'Developer APIs'],
      ...[...(await documentationPages(page))].filter(
        ([p]) => !p.startsWith('/documentation/fig/'),
      ),
    ]
    expect(pages.length).toBeGreaterThan(40)
    await page.goto('/documentation/')
    await expect(h1(page)).toHaveText('Documentation')
    await expectNoHorizontalScroll(page, '/documentation/')
    await markWindow(page)
    for (const [path, heading] of pages) {
      await openInApp(page, path)
      await expect(h1(page)).toHaveText(heading)
      await expect(page.locator('.spinner')).toHaveCount(0)
      await expectNoHorizontalScroll(page, path)
    }
    expect(await windowMarker(page)).toBe('kept')
  })

  test('every Filing Instructions Guide fits; its tables scroll in their own box', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const guides = [...(await documentationPages(page))].filter(([p]) =>
      p.startsWith('/documentation/fig/'),
    )
    const paths = guides.map(([p]) => p)
    expect(paths).toContain('/documentation/fig/2018/overview')
    expect(paths).toContain('/documentation/fig/2026/overview')
    await page.goto('/documentation/')
    await markWindow(page)
    for (const [path, heading] of guides) {
      await openInApp(page, path)
      await expect(h1(page)).toHaveText(heading, { timeout: FIG_TIMEOUT })
      await expect(page.locator('.fig-table').first()).toBeVisible({ timeout: FIG_TIMEOUT })
      await expectNoHorizontalScroll(page, path)
    }
    expect(await windowMarker(page)).toBe('kept')
    await openInApp(page, '/documentation/fig/2026/overview')
    await expect(h1(page)).toHaveText('Filing Instructions Guide for 2026', {
      timeout: FIG_TIMEOUT,
    })
    const wrap = page.locator('.fig-table-wrap').first()
    await expect(wrap).toBeVisible({ timeout: FIG_TIMEOUT })
    // The box is a labelled, focusable region, so it can be scrolled with the keyboard.
    await expect(wrap).toHaveAttribute('tabindex', '0')
    await expect(wrap).toHaveAccessibleName(/Transmittal sheet fields/)
    await wrap.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)

    await openInApp(page, '/documentation/fig/2026/supplemental-guide-for-quarterly-filers')
    await expect(h1(page)).toHaveText('Supplemental Guide for Quarterly Filers for 2026', {
      timeout: FIG_TIMEOUT,
    })
    await expect(page.locator('.fig-table').first()).toBeVisible({ timeout: FIG_TIMEOUT })
    await expectNoHorizontalScroll(page, page.url())
    await waitForFooter(page)
    await expectNoAxeViolationsOnGuide(page)
  })
})

test('the supplemental guide for quarterly filers is linked from the guide and the FAQ', async ({
  page,
}) => {
  test.slow()
  await page.goto('/documentation/fig/2026/overview#quarterly-filers')
  await expect(h1(page)).toHaveText('Filing Instructions Guide for 2026', { timeout: FIG_TIMEOUT })
  await markWindow(page)
  await page.getByRole('link', { name: 'Supplemental Guide for Quarterly Filers for 2026' }).click()
  await expect(page).toHaveURL('/documentation/fig/2026/supplemental-guide-for-quarterly-filers')
  await expect(h1(page)).toHaveText('Supplemental Guide for Quarterly Filers for 2026', {
    timeout: FIG_TIMEOUT,
  })
  await expect(page).toHaveTitle('Supplemental Guide for Quarterly Filers for 2026 | HMDA')
  expect(await windowMarker(page)).toBe('kept')
  await expect(page.locator('#calendar-quarter')).toContainText('The quarter on the transmittal')
  await expect(page.locator('#edit-S307')).toContainText('S307')
  await expect(page.getByRole('heading', { name: 'Validity edits', level: 2 })).toBeVisible()
  await waitForFooter(page)
  await expectNoAxeViolationsOnGuide(page)
  // An edit id leads to its entry in the guide.
  await page.locator('#edit-S307').getByRole('link', { name: 'S307' }).click()
  await expect(page).toHaveURL('/documentation/fig/2026/overview#edit-S307')
  await expect(page.locator('#edit-S307')).toBeInViewport({ timeout: FIG_TIMEOUT })

  await page.goto('/documentation/faq/quarterly-filing')
  await page
    .locator('.docs-content')
    .getByRole('link', { name: 'Supplemental Guide for Quarterly Filers for 2026' })
    .click()
  await expect(page).toHaveURL('/documentation/fig/2026/supplemental-guide-for-quarterly-filers')
  await page.goto('/documentation/fig/2020/supplemental-guide-for-quarterly-filers')
  await expect(h1(page)).toHaveText('Supplemental Guide for Quarterly Filers for 2020', {
    timeout: FIG_TIMEOUT,
  })
  await page.goto('/documentation/fig/2019/supplemental-guide-for-quarterly-filers')
  await expectNotFound(page)
})

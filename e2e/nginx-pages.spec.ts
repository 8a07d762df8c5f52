import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from './fixtures'
import { HOSTS, NGINX_PORT, PORT } from '../playwright.config'
import prod from '../config/prod.json' with { type: 'json' }
import {
  knownPreloaderHashes,
  nginxUrl,
  prodUrl,
  raw,
  REPO,
  requireNginx,
  separateKnownInlineScripts,
  watchCsp,
  type CspReport,
} from './nginx/server'

// The site in Chromium through Debian's nginx with the deployment configuration: every screen
// kind (prerendered or shell, workers, maps, charts, the search modal, downloads, the signup
// request) works under its Content-Security-Policy, and none reports a violation.

test.describe.configure({ timeout: 90_000 })
test.beforeAll(requireNginx)

let reports: CspReport[] = []
let pageErrors: Error[] = []

test.beforeEach(async ({ page }) => {
  reports = await watchCsp(page)
  pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error))
})

/** The route-chunk preloader, if this build still has it (prerendered builds do not). */
const KNOWN_INLINE = knownPreloaderHashes()

test.afterEach(() => {
  const { known, violations } = separateKnownInlineScripts(reports, KNOWN_INLINE)
  if (known.length > 0) {
    // Reported, not hidden: the build's HTML still has an inline script (vite.config.ts,
    // preloadRouteChunk); the CSP blocks it, which only loses that early preload.
    const description =
      `the build's inline route-chunk preloader (${KNOWN_INLINE.join(', ')}) was blocked by ` +
      `the CSP ${known.length / 2} time(s): prerendered builds no longer have it`
    test.info().annotations.push({ type: 'known issue', description })
    console.warn(`Known issue: ${description}`)
  }
  expect(violations, 'Content-Security-Policy violations').toEqual([])
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** Opens a path and checks the answer's status (deep links are cold loads through nginx). */
async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'")
}

test('the pages reach nginx only: the local services and other hosts are refused', async ({
  page,
}) => {
  // playwright.config.ts, ONLY_NGINX: the pages below cannot work around the configuration
  // under test by reaching the local services on their own port.
  expect((await page.goto(nginxUrl('/favicon.svg')))?.status()).toBe(200)
  for (const address of [
    `http://127.0.0.1:${String(PORT)}/`,
    `http://localhost:${String(PORT)}/`,
    `http://${HOSTS.prod}:${String(PORT)}/`,
    'https://www.consumerfinance.gov/',
  ])
    await expect(page.goto(address), address).rejects.toThrow(/net::ERR_PROXY_CONNECTION_FAILED/)
})

test('home on the production host: live config, search modal with results, signup', async ({
  page,
}) => {
  const liveConfig = page.waitForResponse((r) => /\/config\/prod\.json\?t=\d+$/.test(r.url()))
  await open(page, prodUrl('/'))
  expect((await liveConfig).status()).toBe(200)

  // The search modal: its chunk, its stylesheet and the local index (same origin).
  await page.getByRole('button', { name: /^Search documentation/ }).click()
  const modal = page.locator('.DocSearch-Modal')
  await expect(modal).toBeVisible()
  await modal.getByRole('searchbox').fill('check digit')
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 })
  await modal.getByRole('searchbox').fill('zzqxv')
  await expect(modal.getByText('No results for "zzqxv"')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()

  // The footer's signup posts to the subscription service: connect-src must allow it (a request
  // blocked by the CSP never reaches this route).
  let posted = ''
  await page.route('https://www.consumerfinance.gov/subscriptions/new/', (route) => {
    posted = route.request().postData() ?? ''
    return route.fulfill({ status: 200, body: '', headers: { 'access-control-allow-origin': '*' } })
  })
  await page.getByLabel('Email address').fill('user@example.gov')
  await page.locator('footer form button[type="submit"]').click()
  await expect(page.locator('footer').getByRole('status')).not.toBeEmpty()
  expect(posted).toBe('email=user%40example.gov&code=USCFPB_139')
})

test('the beta host: its notice and its live configuration', async ({ page }) => {
  const liveConfig = page.waitForResponse((r) => /\/config\/prod-beta\.json\?t=\d+$/.test(r.url()))
  await open(page, nginxUrl('/', HOSTS['prod-beta']))
  expect((await liveConfig).status()).toBe(200)
  await expect(page.getByRole('region', { name: 'Beta platform notice' })).toBeVisible()
})

test('an unknown path: 404 from nginx and the not-found page', async ({ page }) => {
  await open(page, '/no-such-page', 404)
  await expect(h1(page)).toHaveText('Sorry, something went wrong.')
  await expect(page).toHaveTitle('Page not found | HMDA')
  // A wrong path under a route prefix gets the shell (200); the app shows not-found itself.
  await open(page, '/tools/no-such-tool')
  await expect(h1(page)).toHaveText('Sorry, something went wrong.')
})

test('year-less addresses: a 302 to the latest configured year, query kept', async ({ page }) => {
  const latest = prod.dataBrowserYears[0]
  for (const path of ['/data-browser/data', '/data-browser/data/']) {
    const answer = await raw(`${path}?category=states&items=TX`, {
      headers: { Host: '127.0.0.1' },
    })
    expect(answer.status, path).toBe(302)
    expect(answer.headers.location).toBe(`/data-browser/data/${latest}?category=states&items=TX`)
  }
  const mlar = await raw('/data-publication/modified-lar/', { headers: { Host: '127.0.0.1' } })
  expect(mlar.headers.location).toBe(
    `/data-publication/modified-lar/${prod.dataPublicationYears.mlar[0]}`,
  )
  // A year page itself is served, not redirected.
  expect(
    (await raw(`/data-browser/maps/${latest}`, { headers: { Host: '127.0.0.1' } })).status,
  ).toBe(200)
  await open(page, '/data-browser/maps')
  await expect(page).toHaveURL(nginxUrl(`/data-browser/maps/${prod.dataBrowserMapsYears[0]}`))
  await expect(h1(page)).toHaveText(`Data Browser: Maps ${prod.dataBrowserMapsYears[0]}`)
})

test('Check Digit: a file checked in the worker, the results downloaded', async ({ page }) => {
  await open(page, '/tools/check-digit')
  await expect(h1(page)).toHaveText('Check Digit')
  const batch = page.getByRole('region', { name: 'Check a file' })
  const lines = ['loanId', ...Array.from({ length: 50 }, (_, i) => `5493001YS08XHF42M037${i}`)]
  await batch.getByLabel(/^File with one/).setInputFiles({
    name: 'loans.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  })
  await batch.getByRole('button', { name: 'Generate check digits for the file' }).click()
  await expect(batch.locator('.check-digit-counts')).toContainText('50 check digits generated')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    batch.getByRole('link', { name: /^Download results/ }).click(),
  ])
  const text = readFileSync(await download.path(), 'utf8')
  expect(text.split('\r\n')).toHaveLength(52)
})

/** A valid 2025 filing of `rows` LAR rows, written by the project's generator. */
function makeLar(rows: number) {
  const file = join(mkdtempSync(join(tmpdir(), 'nginx-lar-')), 'clean-2025.txt')
  execFileSync(
    'node',
    ['scripts/make-lar.mjs', '--year', '2025', '--rows', String(rows), '--out', file],
    { cwd: REPO, stdio: 'pipe' },
  )
  return file
}

test('File Format Verification: a generated file checked in the worker', async ({ page }) => {
  const file = makeLar(200)
  await open(page, '/tools/file-format-verification')
  await page.getByLabel('HMDA file (.txt)').setInputFiles(file)
  await page.getByRole('button', { name: 'Check the file' }).click()
  const results = page.getByRole('region', { name: /^Results for/ })
  await expect(results.getByRole('heading', { name: 'No problems found' })).toBeVisible()
  await expect(results).toContainText('201 rows read (200 LAR records)')
})

/** An APOR table in the published format, one rate for every term, weeks of 2023–2024. */
function aporTable(rate: string) {
  const lines = [`Date|${Array.from({ length: 50 }, (_, i) => `${i + 1} Year`).join('|')}`]
  for (let day = Date.UTC(2023, 0, 2); day <= Date.UTC(2024, 11, 30); day += 7 * 86_400_000) {
    const d = new Date(day)
    lines.push(
      `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}|${Array(50).fill(rate).join('|')}`,
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

test.describe('Rate Spread', () => {
  // The form's hint names today's date (the visitor's): clock and zone pinned.
  test.use({ timezoneId: 'America/New_York' })

  test('Rate Spread: the APOR tables fetched from the file server, a spread computed', async ({
    page,
  }) => {
    // On this local host the tables are read from the same-origin file server (/hmda-files, as
    // every file-server read is): answered here, which the browser only reaches when the CSP lets
    // the request go.
    const fileServer = '**/hmda-files'
    const served: string[] = []
    for (const [name, rate] of [
      ['YieldTableFixed.txt', '6.64'],
      ['YieldTableAdjustable.txt', '5.5'],
    ] as const) {
      await page.route(`${fileServer}/apor/${name}`, (route) => {
        served.push(name)
        return route.fulfill({
          body: aporTable(rate),
          contentType: 'text/plain',
          headers: { 'Access-Control-Allow-Origin': '*' },
        })
      })
    }
    await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    await open(page, '/tools/rate-spread')
    // The page is prerendered: a choice made before the form hydrates can be lost (the select
    // showed "- Select -" again). The Rate-set date's hint names today's date only once the form
    // has hydrated ("… to today." in the HTML), so the test waits for that date.
    await expect(
      page.getByText(/written mm\/dd\/yyyy, from \d{2}\/\d{2}\/\d{4} to 11\/21\/2026\.$/),
    ).toBeVisible()
    await page.getByLabel('Action taken').selectOption('1')
    await page.getByLabel('No, not a reverse mortgage').check()
    await page.getByLabel('Fixed rate').check()
    await page.getByLabel('Rate-set date').fill('01/10/2024')
    await page.getByLabel('APR (%)').fill('7.125')
    await page.getByRole('textbox', { name: /\(years\)$/ }).fill('30')
    await page.getByRole('button', { name: 'Calculate rate spread' }).click()
    await expect(page.locator('.rate-spread-result')).toContainText('0.485')
    expect(served.sort()).toEqual(['YieldTableAdjustable.txt', 'YieldTableFixed.txt'])
  })
})

test('Data Browser: a summary table and its CSV, a map, a quarterly graph', async ({ page }) => {
  await open(page, '/data-browser/data/2024?category=states&items=TX&actions_taken=1,3')
  await expect(page.getByTestId('summary-table')).toBeVisible({ timeout: 30_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download this table (CSV)' }).click()
  expect(readFileSync(await (await download).path(), 'utf8')).toMatch(
    /^Source,Year,Geography,Geography codes,Institutions \(LEI\),Action Taken,Records,/,
  )

  await open(page, '/data-browser/maps/2024')
  await expect(h1(page)).toHaveText('Data Browser: Maps 2024', { timeout: 30_000 })
  await expect(page.locator('.maps-svg-wrap svg path[data-id="20"]')).toBeVisible({
    timeout: 30_000,
  })

  await open(page, '/data-browser/graphs/quarterly/applications')
  await expect(page.getByTestId('quarterly-chart')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('quarterly-chart').locator('canvas')).toBeVisible()
})

test('Data Publication: file sizes from the file server, a report table', async ({ page }) => {
  await open(page, '/data-publication/snapshot-national-loan-level-dataset/2024')
  const lar = page.getByRole('link', { name: 'Loan/Application Records (LAR), 2024: CSV (ZIP)' })
  // The size comes from a HEAD request through nginx to the file server stand-in.
  await expect(lar.locator('xpath=..')).toContainText(/\(\d+(\.\d)? (bytes|KB|MB)\)/, {
    timeout: 20_000,
  })
  // A report table built from the file server's JSON.
  await open(page, '/data-publication/aggregate-reports/2024/TX/19124/1')
  await expect(page.getByRole('table', { name: /^Table 1: / })).toBeVisible({ timeout: 20_000 })
})

test('Online LAR Formatting: a filing opened, its rows listed', async ({ page }) => {
  await open(page, '/tools/online-lar-formatting')
  await page.getByLabel('Open a filing file (.txt)').setInputFiles(makeLar(3))
  await expect(page.getByRole('heading', { name: 'Your 2025 filing' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toContainText(
    'a transmittal sheet and 3 LAR rows',
  )
})

test('documentation, the guide, Updates and Notes, help and filing pages', async ({ page }) => {
  for (const [path, title] of [
    ['/documentation/', /Documentation/],
    ['/documentation/fig/2025/overview', /Filing Instructions Guide/],
    ['/updates-notes', /Updates/],
    ['/hmda-help/', /HMDA Help/],
    ['/filing/', /Filing/],
  ] as const) {
    await open(page, path)
    await expect(h1(page), path).toHaveText(title, { timeout: 15_000 })
  }
  // The page works for the port under test, not by accident through another server.
  expect(new URL(page.url()).port).toBe(String(NGINX_PORT))
})

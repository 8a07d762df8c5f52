import { expect, test, type Page } from './fixtures'
import { NGINX_PORT } from '../playwright.config'
import { generateLarText } from '../src/hmda/testing/generateLar'
import { axeAtBothWidths } from './axe'
import {
  knownPreloaderHashes,
  requireNginx,
  separateKnownInlineScripts,
  watchCsp,
  type CspReport,
} from './nginx/server'

// A lender signs in and files through Debian's nginx with the deployment configuration: the
// identity service (the local provider behind /auth/) must build its redirects for the origin
// the browser uses (host and port), and the filing API behind /v2/filing/ must accept its
// tokens. Every request goes through nginx: the project's browser reaches nothing else
// (playwright.config.ts, ONLY_NGINX).

test.describe.configure({ timeout: 120_000 })
test.beforeAll(requireNginx)
// Dates on the receipt are shown in the zone of the browser; the clock is pinned (the 2024
// period is open then, for late filing) while timers run, so the status polling works.
test.use({ timezoneId: 'America/New_York' })

const BANK = 'HMDATESTBANK00000137'
/**
 * 2024: the chromium project files for the test bank in 2025 with the same local services, and
 * the app follows the latest submission of a period, so the two never share one.
 */
const PERIOD = '2024'
const NOW = '2026-11-20T15:00:00Z'
/** 127.0.0.1 is a secure context on plain HTTP, which PKCE's Web Crypto needs. */
const site = (path: string) => `http://127.0.0.1:${NGINX_PORT}${path}`

let reports: CspReport[] = []
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(NOW))
  // The local filing service decides which periods take filings at the same instant.
  await page.context().addCookies([{ name: 'hmda-clock', value: NOW, url: site('/') }])
  reports = await watchCsp(page)
})
test.afterEach(() => {
  const { violations } = separateKnownInlineScripts(reports, knownPreloaderHashes())
  expect(violations, 'Content-Security-Policy violations').toEqual([])
})

test('a lender signs in through nginx and files from upload to the receipt', async ({ page }) => {
  const authorization = page.waitForRequest((r) => r.url().includes('/openid-connect/auth?'))
  await page.goto(site(`/filing/${PERIOD}/`))
  await page.getByRole('link', { name: 'Sign in with Login.gov' }).click()
  // The provider is reached through nginx and sends the browser back to the same origin.
  const redirectUri = new URL((await authorization).url()).searchParams.get('redirect_uri') ?? ''
  expect(new URL(redirectUri).origin).toBe(site('/').slice(0, -1))
  await expect(page.getByRole('heading', { name: 'Sign in as a test user' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(`http://127.0.0.1:${NGINX_PORT}`)
  await page.getByRole('radio', { name: /Pat Lender/ }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in as')).toBeVisible()
  await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
  await expect(
    page
      .getByRole('list', { name: 'Institutions' })
      .getByRole('listitem')
      .filter({ hasText: BANK }),
  ).toBeVisible()
  await axeAtBothWidths(page)

  // A new upload for the test bank (the local filing service keeps earlier ones).
  await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
  await page.getByLabel('HMDA file (.txt)').setInputFiles({
    name: 'lar-2024.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(generateLarText({ year: 2024, rows: 30 }), 'utf8'),
  })
  await page.getByRole('button', { name: /Check and upload/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
    timeout: 60_000,
  })
  await page.getByRole('link', { name: 'Continue to the submission' }).click()
  await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/submission`))
  await page.getByRole('checkbox', { name: /I am an authorized representative/ }).check()
  await page.getByRole('button', { name: 'Sign and submit' }).click()
  await expect(page.getByRole('heading', { name: 'HMDA filing accepted' })).toBeFocused()
  await expect(page.getByText(new RegExp(`^${BANK}-${PERIOD}-\\d+-\\d+$`))).toBeVisible()
  await axeAtBothWidths(page)
})

/** Presses Tab until `target` has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Not reached with Tab in ${max} presses`)
}

test('keyboard only at 375 px: sign in and out through nginx', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(site(`/filing/${PERIOD}/`))
  await tabTo(page, page.getByRole('link', { name: 'Sign in with Login.gov' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Sign in as a test user' })).toBeVisible()
  await tabTo(page, page.getByRole('radio', { name: /Pat Lender/ }))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
  await expect(page.getByText('Signed in as')).toContainText('Pat Lender')
  // Signing out ends the provider's session and comes back to this origin.
  // The session bar (with Sign out) is part of the filing screen, not of the collapsed menu.
  const signOut = page.getByRole('button', { name: 'Sign out' })
  await expect(signOut).toBeVisible()
  await tabTo(page, signOut)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(site(`/filing/${PERIOD}/`))
  await expect(page.getByRole('link', { name: 'Sign in with Login.gov' })).toBeVisible()
})

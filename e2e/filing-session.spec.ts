/**
 * The filing sign-in session under strain, through the local identity provider: short access
 * tokens (cookie `hmda-token-ttl`) with Playwright's fake clock instead of minutes of waiting,
 * a long upload, keyboard use, a second tab, old or crafted sign-in callbacks, failed writes
 * and a busy (429) platform.
 */
import { expect, test, type Page } from './fixtures'
import { PORT } from '../playwright.config'
import { generateLarText } from '../src/hmda/testing/generateLar'
import { axeAtBothWidths } from './axe'
import { deferred } from './helpers'

const BANK = 'HMDATESTBANK00000137'
// 2025-Q1 (a preview period in config/dev.json): the other specs file the test bank's annual periods.
const PERIOD = '2025-Q1'
/** The period as the filing API's paths write it. */
const API_PERIOD = '2025/quarter/Q1'
const site = (path: string) => `http://127.0.0.1:${PORT}${path}`

// Two tests here upload a new submission for the same bank and period; run in parallel, one
// could start its submission while the other's upload is under way ("submission N not available
// for upload"). The file's tests run one after another in one worker instead.
test.describe.configure({ mode: 'default' })

async function signIn(page: Page, user: 'Pat Lender' | 'Robin Newcomer', path?: string) {
  await page.goto(site(`/filing/${PERIOD}/`))
  await page.getByRole('link', { name: 'Sign in with Login.gov' }).click()
  await page.getByRole('radio', { name: new RegExp(user) }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The callback page loads the app and exchanges the code: seconds on a loaded machine.
  await expect(page.getByText('Signed in as')).toBeVisible({ timeout: 15_000 })
  if (path) await page.goto(site(path))
}

const fileOf = (text: string, name: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
})

const isRefresh = (r: { url: string; method: () => string; postData: () => string | null }) =>
  r.method() === 'POST' &&
  /\/openid-connect\/token$/.test(r.url) &&
  /grant_type=refresh_token/.test(r.postData() ?? '')

/** localStorage key the app sets each time it accepts tokens (SESSION_FLAG in lib/auth/session.ts). */
const SESSION_FLAG = 'hmda-filing-session'

/** The page's (fake) clock. */
const pageNow = (page: Page) => page.evaluate(() => Date.now())

test.describe('the session during long work', () => {
  test('a long upload keeps the session alive: no warning, no sign-out, the upload completes', async ({
    page,
    context,
  }) => {
    test.slow()
    // Access tokens of 120 s: refreshed (or warned about) in their last 60 s. Each jump of the
    // clock below lands in the middle of that window, measured from when the page took the
    // token, so the real time the steps take (up to 30 s) cannot carry it past the expiry.
    const TTL = 120_000
    await context.addCookies([{ name: 'hmda-token-ttl', value: '120,600', url: site('/') }])
    await page.clock.install()
    await signIn(page, 'Pat Lender', `/filing/${PERIOD}/${BANK}/upload?new=1`)
    await expect(page.getByLabel('HMDA file (.txt)')).toBeVisible()
    // The page load took a new token (a silent sign-in); "Signed in as" shows once it has.
    await expect(page.getByText('Signed in as')).toBeVisible()
    let tokenTakenAt = await pageNow(page)
    // The upload itself (POST …/submissions/{n}) is held until the clock has gone past two
    // token lifetimes (below): it is under way all that time, as a long upload would be.
    const gate = deferred()
    await page.route(new RegExp(`/filings/${API_PERIOD}/submissions/\\d+$`), async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await gate.promise
      await route.continue()
    })
    // The identity provider answers each refresh slowly (0.5 s of real time): the next jump of
    // the clock must wait until the page has taken the new token, not only asked for it.
    const refreshes: string[] = []
    await page.route(/\/openid-connect\/token$/, async (route) => {
      const request = route.request()
      if (
        !isRefresh({
          url: request.url(),
          method: () => request.method(),
          postData: () => request.postData(),
        })
      )
        return route.continue()
      refreshes.push(request.url())
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.fulfill({ response })
    })
    await page
      .getByLabel('HMDA file (.txt)')
      .setInputFiles(
        fileOf(generateLarText({ year: 2025, quarter: 1, rows: 10 }), 'long-upload.txt'),
      )
    const upload = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/submissions\/\d+$/.test(r.url()),
    )
    await page.getByRole('button', { name: /Check and upload/ }).click()
    await upload
    await expect(page.getByText('Uploading long-upload.txt')).toBeVisible()
    // Two token lifetimes pass without a click: each time the token is refreshed instead.
    for (let i = 1; i <= 2; i++) {
      await page.evaluate((key) => localStorage.removeItem(key), SESSION_FLAG)
      await page.clock.fastForward(tokenTakenAt + TTL - 30_000 - (await pageNow(page)))
      await expect.poll(() => refreshes.length).toBe(i)
      // The page has taken the new token (it sets the flag again).
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_FLAG))
        .toBe('1')
      tokenTakenAt = await pageNow(page)
      await expect(page.getByText('Signed in as')).toBeVisible()
    }
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Your session has ended' })).toHaveCount(0)
    await expect(page.getByText('Uploading long-upload.txt')).toBeVisible()
    // The upload was never aborted: let through now, the platform gets the file and processes it.
    gate.resolve()
    await expect(page.getByRole('heading', { name: 'Your file long-upload.txt' })).toBeVisible({
      timeout: 30_000,
    })
  })

  test('a key press while the warning shows counts as staying signed in', async ({
    page,
    context,
  }) => {
    test.slow()
    await context.addCookies([{ name: 'hmda-token-ttl', value: '70,600', url: site('/') }])
    await page.clock.install()
    await signIn(page, 'Pat Lender')
    await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible()
    await page.clock.fastForward(15_000)
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' })
    await expect(warning).toBeVisible()
    const refreshed = page.waitForRequest((r) =>
      isRefresh({ url: r.url(), method: () => r.method(), postData: () => r.postData() }),
    )
    await page.keyboard.press('Shift')
    await refreshed
    await expect(warning).toHaveCount(0)
    // The old token's end passes: still signed in.
    await page.clock.fastForward(60_000)
    await expect(page.getByRole('heading', { name: 'Your session has ended' })).toHaveCount(0)
    await expect(page.getByText('Signed in as')).toBeVisible()
  })
})

test.describe('tabs and sign-in callbacks', () => {
  test('a signed-in lender: a second tab, crafted callbacks, a busy platform, an upload cut off', async ({
    page,
    context,
  }) => {
    // One sign-in for four journeys of the same lender.
    test.setTimeout(180_000)
    await signIn(page, 'Pat Lender')
    await test.step('a second tab of a signed-in lender is signed in without asking', async () => {
      const second = await context.newPage()
      await second.goto(site(`/filing/${PERIOD}/institutions`))
      // The new page signs in without a form, through the provider: seconds on a loaded machine.
      await expect(
        second.getByRole('list', { name: 'Institutions' }).getByRole('listitem'),
      ).toHaveCount(2, { timeout: 15_000 })
      await expect(second.getByRole('heading', { name: 'Sign in to continue' })).toHaveCount(0)
      await expect(second).toHaveURL(site(`/filing/${PERIOD}/institutions`))
      await second.close()
    })

    await test.step('a crafted or reused callback keeps the session of a signed-in filer', async () => {
      // In the same page (only the fragment changes) …
      await page.goto(site(`/filing/${PERIOD}/institutions#error=x&state=x`))
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
      await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible()
      // … and as a new page load of another address.
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload#code=old&state=reused`))
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/upload`))
      await expect(page.getByText('Signed in as')).toBeVisible()
      await expect(page.getByText('No matching state')).toHaveCount(0)
      // An answer in the query never leaves "Checking your sign-in…" on screen.
      await page.goto(site(`/filing/${PERIOD}/institutions?code=abc&state=xyz`))
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
      await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible()
    })
    await test.step('429 from the filing platform: busy, the wait, and Try again without a reload', async () => {
      // Still on the institutions (the step before ends there).
      await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible()
      await context.addCookies([
        { name: 'hmda-fault', value: '429:12@/v2/filing/', url: site('/') },
      ])
      await page.reload()
      const alert = page.getByTestId('filing-error').first()
      await expect(alert).toContainText('The filing platform is busy')
      await expect(alert).toContainText('Try again in 12 seconds.')
      await expect(alert).not.toContainText('refused')
      await axeAtBothWidths(page)
      await context.clearCookies({ name: 'hmda-fault' })
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(
        page.getByRole('list', { name: 'Institutions' }).getByRole('listitem'),
      ).toHaveCount(2)
      await expect(page.getByTestId('filing-error')).toHaveCount(0)
    })
    await test.step('an upload cut off by the network: the file was not sent, still chosen, Try again sends it', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      await page
        .getByLabel('HMDA file (.txt)')
        .setInputFiles(fileOf(generateLarText({ year: 2025, quarter: 1, rows: 10 }), 'cut-off.txt'))
      // The upload request fails as when the connection drops; everything else goes through.
      let cut = true
      await page.route(/\/submissions\/\d+$/, (route) =>
        cut && route.request().method() === 'POST'
          ? route.abort('internetdisconnected')
          : route.continue(),
      )
      await page.getByRole('button', { name: /Check and upload/ }).click()
      const alert = page.getByTestId('filing-error')
      await expect(alert).toContainText('The file cut-off.txt was not sent')
      await expect(alert).toContainText('It is still chosen')
      await expect(alert).toContainText('Check your connection')
      await expect(page.getByText('Chosen: cut-off.txt')).toBeVisible()
      await axeAtBothWidths(page)
      cut = false
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('heading', { name: 'Your file cut-off.txt' })).toBeVisible({
        timeout: 30_000,
      })
    })
  })

  test('an old callback without a session: plain words and a way to sign in', async ({ page }) => {
    await page.goto(site(`/filing/${PERIOD}/institutions?code=abc&state=xyz`))
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('old or already used')
    await expect(page.getByText('No matching state')).toHaveCount(0)
    await expect(page.getByText('Checking your sign-in')).toHaveCount(0)
    await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
    await expect(page.getByRole('button', { name: 'Sign in with Login.gov' })).toBeVisible()
    await axeAtBothWidths(page)
  })
})

test.describe('failed writes and a busy platform', () => {
  test('a failed profile save says nothing was saved and keeps the choices', async ({
    page,
    context,
  }) => {
    // Robin's profile is never saved (Sam's is, by filing-flow.spec.ts, in the same store).
    await signIn(page, 'Robin Newcomer')
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()
    const box = page.getByRole('checkbox', { name: /Lakeside Trust Bank/ })
    await box.check()
    await context.addCookies([{ name: 'hmda-fault', value: '500@/hmda-auth/', url: site('/') }])
    await page.getByRole('button', { name: 'Save and continue' }).click()
    const alert = page.getByTestId('filing-error')
    await expect(alert).toContainText('Your profile was not saved')
    await expect(alert).toContainText('HTTP 500')
    await expect(alert).toContainText('still on this page')
    await expect(alert).not.toContainText('could not be loaded')
    await expect(alert).not.toContainText('saved on the platform')
    await expect(box).toBeChecked()
    await axeAtBothWidths(page)
    await context.clearCookies({ name: 'hmda-fault' })
  })
})

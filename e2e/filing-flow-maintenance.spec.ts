/**
 * Maintenance mode (the live configuration's `maintenanceMode`) for a signed-in filer. The live
 * configuration is only fetched on the environments' host names, and sign-in's PKCE needs a secure
 * context, so this spec lets Chromium treat the dev test host as secure.
 */
import { expect, test } from './fixtures'
import { HOSTS, hostUrl, PORT } from '../playwright.config'
import { axeAtBothWidths } from './axe'
import { liveConfigPattern, servedConfig } from './helpers'

const DEV_ORIGIN = `http://${HOSTS.dev}:${PORT}`

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=${Object.values(HOSTS)
        .map((h) => `MAP ${h} 127.0.0.1`)
        .join(', ')}`,
      `--unsafely-treat-insecure-origin-as-secure=${DEV_ORIGIN}`,
    ],
  },
})

test('in maintenance, signed-in filing screens say so instead of calling the filing API', async ({
  page,
  context,
}) => {
  test.slow()
  // The page's clock runs at its own pace until the test runs its timers on (below).
  await page.clock.install()
  let maintenance = false
  await context.route(liveConfigPattern('dev'), (route) =>
    route.fulfill({ json: { ...servedConfig('dev'), maintenanceMode: maintenance } }),
  )
  await page.goto(hostUrl('dev', '/filing/2025/'))
  await page.getByRole('link', { name: 'Sign in with Login.gov' }).click()
  await page.getByRole('radio', { name: /Pat Lender/ }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The callback page loads the app and exchanges the code: seconds on a loaded machine.
  await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible({ timeout: 15_000 })

  maintenance = true
  let filingCalls = 0
  await page.reload()
  await expect(
    page.getByRole('heading', { name: 'The filing platform is in maintenance' }),
  ).toBeVisible()
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v2/filing/')) filingCalls++
  })
  await expect(page.getByText('Signed in as')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Institutions' })).toHaveCount(0)
  // A step of the flow too: no filing call while in maintenance.
  await page.evaluate(() => {
    history.pushState(null, '', '/filing/2025/HMDATESTBANK00000137/upload')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(
    page.getByRole('heading', { name: 'The filing platform is in maintenance' }),
  ).toBeVisible()
  // No call later either: the page's timers run 5 s on (any polling or retry would be due), then
  // a marker request is sent; requests are reported in the order they are sent, so a filing call
  // made before the marker would have been counted by the time the marker is seen.
  await page.clock.runFor(5_000)
  const marker = page.waitForRequest((r) => r.url().endsWith('/favicon.svg?after-maintenance'))
  await page.evaluate(() => fetch('/favicon.svg?after-maintenance'))
  await marker
  expect(filingCalls).toBe(0)
  await axeAtBothWidths(page, { restore: { width: 1280, height: 800 } })
  // Signed out, sign-in is not offered while the maintenance lasts.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(hostUrl('dev', '/filing/2025/'))
  await expect(page.getByRole('button', { name: 'Sign in with Login.gov' })).toBeDisabled()
  await page.goto(hostUrl('dev', '/filing/2025/institutions'))
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible()
  await expect(page.getByText('Sign-in is unavailable during maintenance.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in with Login.gov' })).toHaveCount(0)
})

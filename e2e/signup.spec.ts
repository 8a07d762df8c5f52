import { test, expect, type Page, type Request, type Route } from './fixtures'
import { hostUrl } from '../playwright.config'
import { deferred, SIGNUP_URL } from './helpers'

// The footer's mailing-list signup, on the production host (topic code USCFPB_139). The
// subscription service is always answered here by page.route: no request leaves the machine.

const CORS = { 'access-control-allow-origin': '*' }

interface Held {
  requests: Request[]
  /** Resolves once the n-th request (1-based) has arrived. */
  arrived: (n: number) => Promise<void>
  /** Lets the held requests be answered. */
  release: () => void
}

/** Intercepts the signup endpoint, holds each request until released, then answers `answer`. */
async function holdSignups(
  page: Page,
  answer: (route: Route, index: number) => Promise<void>,
): Promise<Held> {
  const requests: Request[] = []
  const gate = deferred()
  const waiters: { n: number; resolve: () => void }[] = []
  await page.route(SIGNUP_URL, async (route) => {
    requests.push(route.request())
    for (const w of waiters) if (requests.length >= w.n) w.resolve()
    await gate.promise
    await answer(route, requests.length - 1)
  })
  return {
    requests,
    arrived: (n) =>
      requests.length >= n
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ n, resolve })),
    release: () => gate.resolve(),
  }
}

async function openFooter(page: Page) {
  await page.goto(hostUrl('prod', '/tools/'))
  await expect(page.locator('h1')).toHaveText('Platform Tools')
  const email = page.getByLabel('Email address')
  await expect(email).toBeVisible()
  return {
    email,
    button: page.locator('footer form button[type="submit"]'),
    alert: page.locator('footer').getByRole('alert'),
    status: page.locator('footer').getByRole('status'),
  }
}

test('a valid address is posted as a form with the topic code, and the success is shown', async ({
  page,
}) => {
  const { email, button, status, alert } = await openFooter(page)
  await expect(button).toHaveText('Subscribe')
  const held = await holdSignups(page, (route) =>
    route.fulfill({ status: 200, body: '', headers: CORS }),
  )

  await email.fill('user@example.gov')
  await button.click()
  await held.arrived(1)

  // While the request is under way.
  await expect(button).toHaveText('Processing...')
  await expect(button).toBeDisabled()
  const request = held.requests[0]
  expect(request.method()).toBe('POST')
  expect(request.url()).toBe(SIGNUP_URL)
  const headers = await request.allHeaders()
  expect(headers['x-requested-with']).toBe('XMLHttpRequest')
  expect(headers['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8')
  expect(request.postData()).toBe('email=user%40example.gov&code=USCFPB_139')

  held.release()
  await expect(status).toHaveText('You have been subscribed!')
  await expect(status.getByRole('heading')).toHaveText('You have been subscribed!')
  await expect(alert).toHaveCount(0)
  await expect(email).toHaveValue('')
  await expect(button).toHaveText('Subscribe')
  await expect(button).toBeEnabled()
  expect(held.requests).toHaveLength(1)
})

test('the service’s own message is shown under the success heading', async ({ page }) => {
  const { email, status } = await openFooter(page)
  await page.route(SIGNUP_URL, (route) =>
    route.fulfill({ status: 200, body: 'Check your inbox to confirm.\n', headers: CORS }),
  )
  await email.fill('  first.last+hmda@example.gov ')
  await email.press('Enter')
  await expect(status.getByRole('heading')).toHaveText('You have been subscribed!')
  await expect(status).toContainText('Check your inbox to confirm.')
})

test('the address is trimmed and encoded in the body', async ({ page }) => {
  const { email, status } = await openFooter(page)
  const bodies: string[] = []
  await page.route(SIGNUP_URL, async (route) => {
    bodies.push(route.request().postData() ?? '')
    await route.fulfill({ status: 200, body: '', headers: CORS })
  })
  await email.fill('  a+b@x.gov ')
  await email.press('Enter')
  await expect(status).toHaveText('You have been subscribed!')
  expect(bodies).toEqual(['email=a%2Bb%40x.gov&code=USCFPB_139'])
})

test('a 400 answer reports a bad request and keeps the address', async ({ page }) => {
  const { email, button, alert, status } = await openFooter(page)
  const held = await holdSignups(page, (route) =>
    route.fulfill({ status: 400, body: 'missing code', headers: CORS }),
  )
  await email.fill('user@example.gov')
  await button.click()
  await held.arrived(1)
  await expect(button).toHaveText('Processing...')
  await expect(button).toBeDisabled()
  held.release()

  await expect(alert).toHaveText('Error (400): Bad Request')
  await expect(status).toHaveCount(0)
  await expect(email).toHaveValue('user@example.gov')
  await expect(button).toHaveText('Subscribe')
  await expect(button).toBeEnabled()
})

test('another status reports the status with the response text; a retry can succeed', async ({
  page,
}) => {
  const { email, button, alert, status } = await openFooter(page)
  const held = await holdSignups(page, (route, index) =>
    index === 0
      ? route.fulfill({ status: 500, body: 'Service unavailable', headers: CORS })
      : route.fulfill({ status: 200, body: '', headers: CORS }),
  )
  held.release()
  await email.fill('user@example.gov')
  await button.click()
  await expect(alert).toHaveText('Error (500) Service unavailable')
  await expect(email).toHaveValue('user@example.gov')
  await expect(button).toBeEnabled()

  // Sending again replaces the failure with the success.
  await button.click()
  await expect(status).toHaveText('You have been subscribed!')
  await expect(alert).toHaveCount(0)
  expect(held.requests.map((r) => r.postData())).toEqual([
    'email=user%40example.gov&code=USCFPB_139',
    'email=user%40example.gov&code=USCFPB_139',
  ])
})

test('a network failure asks to try again later and keeps the address', async ({ page }) => {
  const { email, button, alert } = await openFooter(page)
  await page.route(SIGNUP_URL, (route) => route.abort('connectionrefused'))
  await email.fill('user@example.gov')
  await button.click()
  await expect(alert).toHaveText('Subscription failed. Please try again later.')
  await expect(email).toHaveValue('user@example.gov')
  await expect(button).toBeEnabled()
})

// One load of the tools page for the footer's links and the two checks made before sending
// (an empty and an invalid address): each step leaves the form as the next expects it.
test('the footer’s links; an empty or invalid address is flagged and nothing is sent', async ({
  page,
}) => {
  const { email, button, alert } = await openFooter(page)
  await test.step('the footer has the programme’s links and the release label', async () => {
    const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link')
    await expect(links).toHaveText([
      'About',
      'Accessibility support',
      'FOIA requests',
      'Privacy policy',
      'Program website',
      'Final Rule',
      'Regulatory Resources',
      'Paperwork Reduction Act',
      'Notice and Consent',
      'Contact Us',
    ])
    await expect(links.filter({ hasText: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:hmdahelp@cfpb.gov',
    )
    await expect(links.filter({ hasText: 'Program website' })).toHaveAttribute(
      'href',
      'https://www.ffiec.gov/hmda/',
    )
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Visit USA.gov' })).toHaveAttribute(
      'href',
      'https://www.usa.gov/',
    )
    await expect(footer.getByText('Release v3.2.20')).toBeVisible()
  })
  await test.step('an empty address asks for one, and focus goes to the field', async () => {
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(alert).toHaveText('Enter your email address')
    await expect(email).toBeFocused()
  })
  await test.step('an invalid address is flagged and nothing is sent', async () => {
    let sent = 0
    await page.route(SIGNUP_URL, async (route) => {
      sent++
      await route.fulfill({ status: 200, body: '', headers: CORS })
    })

    for (const [address, message] of [
      ['not-an-email', 'Invalid email address'],
      ['user@example', 'Invalid email address'],
      ['user@@example.gov', 'Invalid email address'],
      ['', 'Enter your email address'],
    ]) {
      await email.fill(address)
      await button.click()
      await expect(page.getByText(message)).toBeVisible()
      await expect(alert).toHaveText(message)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(new RegExp(message))
      await expect(email).toBeFocused()
      await expect(email).toHaveValue(address)
      await expect(button).toHaveText('Subscribe')
    }
    // Typing clears the error.
    await email.pressSequentially('x')
    await expect(alert).toHaveCount(0)
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    expect(sent).toBe(0)
  })
})
test('a second submit while the first is under way sends nothing more', async ({ page }) => {
  const { email, button, status } = await openFooter(page)
  const held = await holdSignups(page, (route) =>
    route.fulfill({ status: 200, body: '', headers: CORS }),
  )
  await email.fill('user@example.gov')
  await email.press('Enter')
  await held.arrived(1)
  await expect(button).toBeDisabled()
  await email.press('Enter')
  held.release()
  await expect(status).toHaveText('You have been subscribed!')
  await expect(button).toBeEnabled()
  expect(held.requests).toHaveLength(1)
})

test('after a failed submit by keyboard, focus returns to the address field', async ({ page }) => {
  const { email, button, alert } = await openFooter(page)
  await page.route(SIGNUP_URL, (route) =>
    route.fulfill({ status: 500, body: 'Service unavailable', headers: CORS }),
  )
  await email.fill('user@example.gov')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(alert).toHaveText('Error (500) Service unavailable')
  await expect(button).toBeEnabled()
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('user@example.gov')
})

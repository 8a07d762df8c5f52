/**
 * Filing through the local identity provider and filing service, around the periods and the
 * submissions of a filing: a late period takes filings; a signed filing stays reachable (its
 * receipt, the list of submissions) while a newer submission is under way; the status of a file
 * with quality edits only says quality; leaving during an upload asks first.
 *
 * The browser's clock is pinned to 2026-11-25 10:00 Eastern (in zone America/New_York), a day
 * the configuration (config/dev.json) calls the 2023 and 2025 annual periods late. The local
 * service decides with the same configuration at the same instant (the cookie `hmda-clock`).
 */
import { expect, test, type Page } from './fixtures'
import { PORT } from '../playwright.config'
import { generateLarText } from '../src/hmda/testing/generateLar'
import { axeAtBothWidths } from './axe'
import { deferred } from './helpers'

const BANK = 'HMDATESTBANK00000137'
const MORTGAGE = '549300LAKESIDEMTGE92'
const NOW = '2026-11-25T15:00:00Z'

test.use({ timezoneId: 'America/New_York' })

/** 127.0.0.1 (the dev environment): a secure context, which PKCE's Web Crypto needs on http. */
const site = (path: string) => `http://127.0.0.1:${PORT}${path}`

async function signIn(page: Page, period: string) {
  await page.clock.setFixedTime(NOW)
  // The local filing service decides which periods take filings at the same instant.
  await page.context().addCookies([{ name: 'hmda-clock', value: NOW, url: site('/') }])
  await page.goto(site(`/filing/${period}/`))
  await page.getByRole('link', { name: 'Sign in with Login.gov' }).click()
  await page.getByRole('radio', { name: /Pat Lender/ }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in as')).toBeVisible()
  await expect(page).toHaveURL(site(`/filing/${period}/institutions`))
}

const fileOf = (text: string, name: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
})

const card = (page: Page, lei: string) =>
  page.getByRole('list', { name: 'Institutions' }).getByRole('listitem').filter({ hasText: lei })

async function upload(page: Page, text: string, name: string) {
  await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(text, name))
  await page.getByRole('button', { name: /Check and upload/ }).click()
}

test.describe('filing periods and submissions', () => {
  // One store in the local service: these tests build on each other's filings.
  test.describe.configure({ mode: 'serial' })

  test('a late period (2023 on 2026-11-25) takes a filing on every screen', async ({ page }) => {
    test.slow()
    await signIn(page, '2023')
    const dates = page.getByRole('paragraph').filter({ hasText: 'The 2023 annual filing period' })
    await expect(dates).toContainText('The 2023 annual filing period is open for late filing.')
    await expect(dates).toContainText(
      'Late filings and resubmissions are accepted until December 31, 2026',
    )
    await expect(dates).not.toContainText(/closed|ended/)
    await expect(page.getByText('no new submission can be made')).toHaveCount(0)
    // Signed in, the header's Filing item leads to the institutions for the period.
    await expect(
      page.getByRole('navigation', { name: 'Primary navigation' }).getByRole('link', {
        name: 'Filing',
      }),
    ).toHaveAttribute('href', '/filing/2023/institutions')
    await axeAtBothWidths(page)

    await card(page, BANK)
      .getByRole('link', { name: /Start filing|Upload a new file|Review|View/ })
      .first()
      .click()
    // The card leads into the bank's flow at whatever step its filing is (other specs share the
    // local service's store); a new upload starts from the address that always offers one.
    await expect(page).toHaveURL(new RegExp(`/filing/2023/${BANK}/`))
    await page.goto(site(`/filing/2023/${BANK}/upload?new=1`))
    await expect(page.getByText('The filing period is closed')).toHaveCount(0)
    // The service takes the new submission and the file.
    await upload(page, generateLarText({ year: 2023, rows: 12 }), 'lar-2023.txt')
    await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
      timeout: 30_000,
    })
  })

  test('a file with Q303 alone: the status says quality, one row is "1 row"', async ({ page }) => {
    test.slow()
    await signIn(page, '2025')
    await page.goto(site(`/filing/2025/${MORTGAGE}/upload?new=1`))
    // Our generator writes Example Community Bank's transmittal sheet: for Lakeside Mortgage
    // only Q303 (the sheet against the institution record) fails.
    await upload(page, generateLarText({ year: 2025, rows: 10 }), 'other-ts.txt')
    const status = page.getByRole('status').filter({ hasText: 'edits to review' })
    await expect(status).toContainText(
      'Quality edits to review and verify. Your data has quality edits that need to be reviewed.',
      { timeout: 30_000 },
    )
    await expect(status).not.toContainText(/macro/i)
    await page.getByRole('link', { name: 'Continue to the edits' }).click()
    await expect(page.getByRole('heading', { name: 'Q303 (1 row)' })).toBeVisible()
    await page.getByRole('link', { name: 'Your institutions' }).click()
    await expect(card(page, MORTGAGE)).toContainText('Quality edits to review and verify')
    await expect(card(page, MORTGAGE)).not.toContainText('macro edits')
  })

  test('a signed filing stays reachable while a new file with edits is under way', async ({
    page,
  }) => {
    test.slow()
    await signIn(page, '2025')
    // Both cards get a list of submissions (each list a region of its own name): opening the
    // bank's filing makes it a submission if it has none.
    await page.goto(site(`/filing/2025/${BANK}/upload`))
    await expect(
      page.getByRole('heading', { level: 1, name: /Upload|Submission|edits/ }),
    ).toBeVisible()
    // Sign the submission with Q303 (verified), then upload the same file again.
    await page.goto(site(`/filing/2025/${MORTGAGE}/quality`))
    await page.getByRole('checkbox', { name: /reviewed the quality edits/ }).check()
    await expect(page.getByText('The quality edits are verified.')).toBeVisible()
    await page.goto(site(`/filing/2025/${MORTGAGE}/submission`))
    await page.getByRole('checkbox', { name: /I am an authorized representative/ }).check()
    await page.getByRole('button', { name: 'Sign and submit' }).click()
    const receipt = page.locator('.filing-receipt__number')
    await expect(receipt).toBeVisible()
    const number = (await receipt.textContent()) ?? ''
    const signedSeq = Number(/-(\d+)-\d+$/.exec(number)?.[1])
    expect(signedSeq).toBeGreaterThan(0)

    await page.goto(site(`/filing/2025/${MORTGAGE}/upload?new=1`))
    await upload(page, generateLarText({ year: 2025, rows: 10 }), 'again.txt')
    await expect(page.getByRole('status').filter({ hasText: 'edits to review' })).toBeVisible({
      timeout: 30_000,
    })
    await page.getByRole('link', { name: 'Your institutions' }).click()

    const mortgage = card(page, MORTGAGE)
    await expect(mortgage).toContainText(
      `Your signed filing stands: submission ${signedSeq}, signed`,
    )
    await expect(mortgage).toContainText(number)
    await expect(mortgage).toContainText('until a newer submission is signed')
    // The list of the period's submissions: number, start, status, signer, receipt, report.
    const list = mortgage.getByRole('table')
    await expect(list.getByRole('row').nth(1)).toContainText(String(signedSeq + 1))
    await expect(list.getByRole('row').nth(1)).toContainText('Edits to review and verify')
    const signedRow = list.getByRole('row').filter({ hasText: number })
    await expect(signedRow).toContainText('Signed: filing accepted')
    await expect(signedRow).toContainText('pat.lender')
    const download = page.waitForEvent('download')
    await mortgage
      .getByRole('button', { name: `Edit report of submission ${signedSeq + 1} (CSV)` })
      .click()
    expect((await download).suggestedFilename()).toBe(
      `${MORTGAGE}-${signedSeq + 1}-full-edit-report.csv`,
    )
    await axeAtBothWidths(page)

    await mortgage
      .getByRole('link', { name: `View the receipt of submission ${signedSeq}` })
      .click()
    await expect(page).toHaveURL(site(`/filing/2025/${MORTGAGE}/receipt?submission=${signedSeq}`))
    await expect(
      page.getByRole('heading', { level: 1, name: `Receipt of submission ${signedSeq}` }),
    ).toBeVisible()
    await expect(page.locator('.filing-receipt__number')).toHaveText(number)
    await expect(page.getByText('This signed submission is the accepted 2025 annual')).toBeVisible()
    await axeAtBothWidths(page)
  })

  test('leaving during an upload asks first: Stay keeps it going, Leave stops it', async ({
    page,
  }) => {
    test.slow()
    await signIn(page, '2026')
    // The upload request is held until the test lets it through ('gate'), or never answered.
    let gate: Promise<void> | 'never' = 'never'
    await page.route(/\/filings\/2026\/submissions\/\d+$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      if (gate === 'never') return new Promise(() => undefined)
      await gate
      await route.continue().catch(() => undefined)
    })

    await test.step('Stay keeps the upload going', async () => {
      const held = deferred()
      gate = held.promise
      await page.goto(site(`/filing/2026/${BANK}/upload?new=1`))
      await upload(page, generateLarText({ year: 2026, rows: 12 }), 'held.txt')
      await expect(page.getByText('Uploading held.txt')).toBeVisible()

      await page.getByRole('link', { name: 'Your institutions' }).click()
      const dialog = page.getByRole('alertdialog', { name: /Leave while your file is uploading/ })
      await expect(dialog).toBeVisible()
      await expect(dialog).toBeFocused()
      await expect(page).toHaveURL(site(`/filing/2026/${BANK}/upload?new=1`))
      await axeAtBothWidths(page)
      await dialog.getByRole('button', { name: 'Stay and let the upload finish' }).click()
      await expect(dialog).toHaveCount(0)
      // Focus returns to the link (keyboard users keep their place).
      await expect(page.getByRole('link', { name: 'Your institutions' })).toBeFocused()

      // The header's links ask too; Escape stays.
      await page
        .getByRole('navigation', { name: 'Primary navigation' })
        .getByRole('link', { name: 'Filing' })
        .click()
      await expect(dialog).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)

      // Let the upload through: it finishes where it was started.
      held.resolve()
      await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
        timeout: 30_000,
      })
      await expect(page).toHaveURL(new RegExp(`/filing/2026/${BANK}/upload`))
    })

    await test.step('leaving, once confirmed, stops the upload and opens the link', async () => {
      // Never answered: the upload stays under way until the page stops it.
      gate = 'never'
      await page.goto(site(`/filing/2026/${BANK}/upload?new=1`))
      await upload(page, generateLarText({ year: 2026, rows: 12 }), 'left.txt')
      await expect(page.getByText('Uploading left.txt')).toBeVisible()
      await page.getByRole('link', { name: 'Your institutions' }).click()
      await page.getByRole('button', { name: 'Leave and stop the upload' }).click()
      await expect(page).toHaveURL(site('/filing/2026/institutions'))
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
    })
  })
})

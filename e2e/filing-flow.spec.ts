/**
 * The signed-in filing flow through the local identity provider (scripts/local-services/oidc.mjs)
 * and the local filing service (filing.mjs): the same redirects, tokens and API calls as a lender
 * on the platform. Files come from our generator (src/hmda/testing), whose LEI is the first test
 * lender's first institution.
 */
import { expect, test, type Page } from './fixtures'
import { PORT } from '../playwright.config'
import { LAR_INDEX } from '../src/hmda/schema'
import { generateLarText } from '../src/hmda/testing/generateLar'
import { axeAtBothWidths } from './axe'

const BANK = 'HMDATESTBANK00000137'
const MORTGAGE = '549300LAKESIDEMTGE92'
const PERIOD = '2025'

/** 127.0.0.1 (the dev environment): a secure context, which PKCE's Web Crypto needs on http. */
const site = (path: string) => `http://127.0.0.1:${PORT}${path}`

type TestUser = 'Pat Lender' | 'Sam Newfiler' | 'Alex Admin'

/** From the filing landing, through the local provider's form, back to the site. */
async function signIn(page: Page, user: TestUser, period = PERIOD) {
  await page.goto(site(`/filing/${period}/`))
  await page.getByRole('link', { name: 'Sign in with Login.gov' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in as a test user' })).toBeVisible()
  await expect(page.getByText('Local test identity provider')).toBeVisible()
  await page.getByRole('radio', { name: new RegExp(user) }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Back on the site, signed in (the code exchanged, the address cleaned): the callback page
  // loads the app and exchanges the code, seconds on a loaded machine.
  await expect(page.getByText('Signed in as')).toBeVisible({ timeout: 15_000 })
}

const fileOf = (text: string, name = 'lar-2025.txt') => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
})

test.describe('sign-in and institutions', () => {
  test('a lender signs in, stays signed in on reload, is refused another LEI, signs out', async ({
    page,
  }) => {
    test.slow()
    await test.step('signs in and sees both institutions with their status', async () => {
      await signIn(page, 'Pat Lender')
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
      await expect(page.getByRole('heading', { name: /Your institutions: 2025/ })).toBeVisible()
      const cards = page.getByRole('list', { name: 'Institutions' }).getByRole('listitem')
      await expect(cards).toHaveCount(2)
      await expect(cards.filter({ hasText: BANK })).toContainText('Example Community Bank')
      await expect(cards.filter({ hasText: MORTGAGE })).toContainText('Lakeside Mortgage Company')
      await expect(page.getByText('Signed in as')).toContainText('Pat Lender')
      // The authorization request used PKCE; the code came back in the fragment, now removed.
      expect(new URL(page.url()).hash).toBe('')
      await axeAtBothWidths(page)
    })

    await test.step('the session survives a reload (tokens only in memory)', async () => {
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...sessionStorage, ...localStorage }),
      )
      expect(stored).not.toMatch(/eyJ/) // no JWT in web storage
      await page.reload()
      await expect(
        page.getByRole('list', { name: 'Institutions' }).getByRole('listitem'),
      ).toHaveCount(2)
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
    })

    await test.step("another institution's LEI in the address gets a clear 403 message", async () => {
      await page.goto(site(`/filing/${PERIOD}/549300LAKESIDETRST08/upload`))
      const alert = page.getByTestId('filing-error')
      await expect(alert).toContainText('Not available to your account')
      await expect(alert).toContainText('not on your account')
      await axeAtBothWidths(page)
    })

    await test.step('sign-out ends the provider session too', async () => {
      await page.goto(site(`/filing/${PERIOD}/institutions`))
      await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/`))
      await page.goto(site(`/filing/${PERIOD}/institutions`))
      await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible()
      await page.getByRole('button', { name: 'Sign in with Login.gov' }).click()
      // The provider asks again: its session has ended.
      await expect(page.getByRole('heading', { name: 'Sign in as a test user' })).toBeVisible()
    })
  })

  test('a user without an LEI completes the profile step, then sees the institution', async ({
    page,
  }) => {
    await signIn(page, 'Sam Newfiler')
    await expect(page).toHaveURL(/\/filing\/profile\?period=2025$/)
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(3)
    // The USWDS-sized control (20 px), on a first visit that loaded no other screen's styles.
    const box = await page.getByRole('checkbox').first().boundingBox()
    expect(box?.width).toBe(20)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('alert')).toContainText('Choose at least one institution')
    await page.getByRole('checkbox', { name: /Lakeside Trust Bank/ }).check()
    await axeAtBothWidths(page)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
    const cards = page.getByRole('list', { name: 'Institutions' }).getByRole('listitem')
    await expect(cards).toHaveCount(1)
    await expect(cards).toContainText('Lakeside Trust Bank')
    // Put the test user back as it was (the service keeps profiles in memory).
    await page.getByRole('link', { name: 'Update the institutions on your account' }).click()
    await page.getByRole('checkbox', { name: /Lakeside Trust Bank/ }).uncheck()
    await expect(page.getByRole('checkbox', { name: /Lakeside Trust Bank/ })).not.toBeChecked()
  })
})

test.describe('the filing steps', () => {
  // The local filing service keeps one store: these tests share the test institutions' filings.
  test.describe.configure({ mode: 'serial' })

  test('one signed-in lender: a clean file to the receipt, a stopped file, edits, a 503 survived', async ({
    page,
    context,
  }) => {
    test.setTimeout(360_000) // four journeys of the filing flow, one sign-in
    await signIn(page, 'Pat Lender')
    await test.step('a clean file from sign-in to the receipt', async () => {
      const bank = page
        .getByRole('list', { name: 'Institutions' })
        .getByRole('listitem')
        .filter({ hasText: BANK })
      await bank
        .getByRole('link', {
          name: /Start filing|Upload a new file|View receipt|Review|View progress/,
        })
        .first()
        .click()
      // The card leads into the bank's flow at whatever step its filing is (other specs share the
      // local service's store); a new upload starts from the address that always offers one.
      await expect(page).toHaveURL(new RegExp(`/filing/${PERIOD}/${BANK}/`))
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      await page
        .getByLabel('HMDA file (.txt)')
        .setInputFiles(fileOf(generateLarText({ year: 2025, rows: 40 })))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
        timeout: 30_000,
      })
      await page.getByRole('link', { name: 'Continue to the submission' }).click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/submission`))
      await expect(page.getByText('Loan/application records')).toBeVisible()
      await axeAtBothWidths(page)
      const sign = page.getByRole('button', { name: 'Sign and submit' })
      await expect(sign).toBeDisabled()
      await page.getByRole('checkbox', { name: /I am an authorized representative/ }).check()
      await sign.click()
      const receipt = page.getByRole('heading', { name: 'HMDA filing accepted' })
      await expect(receipt).toBeFocused()
      await expect(page.getByText(new RegExp(`^${BANK}-2025-\\d+-\\d+$`))).toBeVisible()
      await expect(page.getByText(/E[SD]T$/)).toBeVisible()
      await axeAtBothWidths(page)
      // Printed, the receipt and its summary stand alone: no site banner, header, footer or steps.
      await page.emulateMedia({ media: 'print' })
      await expect(receipt).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Submission summary' })).toBeVisible()
      for (const chrome of ['.usa-banner', '.usa-header', '.usa-footer', '.filing-steps'])
        await expect(page.locator(chrome)).toBeHidden()
      await expect(page.getByRole('button', { name: 'Print this receipt' })).toBeHidden()
      await page.emulateMedia({ media: 'screen' })
      await expect(page.locator('.usa-footer')).toBeVisible()
      // The step is an address that can be reloaded.
      await page.reload()
      await expect(page.getByRole('heading', { name: 'HMDA filing accepted' })).toBeVisible()
      // The Institution Register Summary: the local file proxy has none for the test bank yet.
      const irs = page.getByRole('button', {
        name: 'Download the Institution Register Summary (CSV)',
      })
      await irs.click()
      await expect(page.getByRole('status').filter({ hasText: 'not ready yet' })).toBeVisible()
      await axeAtBothWidths(page)
      // Once the platform has produced it, the same button saves it.
      const csv = 'MSA/MD, MSA/MD Name, Total Lars\n99999,"NA", 40\nTotals,"", 40\n'
      await page.route(`**/file/reports/irs/year/2025/institution/${BANK}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/csv', body: csv }),
      )
      const download = page.waitForEvent('download')
      await irs.click()
      const file = await download
      expect(file.suggestedFilename()).toBe(`2025-${BANK}-nationwide-irs.csv`)
      await expect(page.getByRole('status').filter({ hasText: 'not ready yet' })).toHaveCount(0)
    })
    await test.step('a file with formatting errors is stopped before upload', async () => {
      await page.goto(site(`/filing/${PERIOD}/${MORTGAGE}/upload?new=1`))
      await expect(page.getByLabel('HMDA file (.txt)')).toBeVisible()
      await axeAtBothWidths(page)
      const text = generateLarText({ year: 2025, rows: 10, errors: ['FORMAT'], errorRows: 3 })
      let uploads = 0
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/submissions\/\d+$/.test(r.url())) uploads++
      })
      await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(text))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      const problems = page.getByRole('alert').filter({ hasText: 'Fix the file before uploading' })
      await expect(problems).toBeVisible()
      await expect(problems).toContainText('3 formatting problems')
      await expect(problems.getByRole('table')).toContainText('Loan Amount')
      expect(uploads).toBe(0)
      await axeAtBothWidths(page)
    })
    await test.step('syntactical/validity edits: pages of 20 rows, the CSV, then a corrected file', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      const bad = generateLarText({ year: 2025, rows: 30, errors: ['V609'], errorRows: 25 })
      await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(bad, 'with-edits.txt'))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      await page.getByRole('link', { name: 'Review the edits' }).click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/syntacticalvalidity`))
      await expect(page.getByRole('heading', { name: 'V609 (25 rows)' })).toBeVisible()
      const table = page.getByRole('table', { name: /Rows that triggered V609/ })
      await expect(table.getByRole('row')).toHaveCount(21)
      await expect(table).toHaveAccessibleName(/page 1 of 2/)
      await page.getByRole('button', { name: 'Next page' }).click()
      await expect(table).toHaveAccessibleName(/page 2 of 2/)
      await expect(table.getByRole('row')).toHaveCount(6)
      await axeAtBothWidths(page)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download the edit report (CSV)' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(new RegExp(`^${BANK}-\\d+-full-edit-report\\.csv$`))
      const csv = await new Promise<string>((resolve, reject) => {
        void file.createReadStream().then((stream) => {
          let text = ''
          stream.on('data', (c: Buffer) => (text += c.toString('utf8')))
          stream.on('end', () => resolve(text))
          stream.on('error', reject)
        })
      })
      const lines = csv.trimEnd().split('\n')
      expect(lines[0]).toBe('editType,editId,ULI,editDescription')
      expect(lines).toHaveLength(26)
      // Refile from the edits step.
      await page.getByRole('link', { name: 'Upload a corrected file' }).click()
      await page
        .getByLabel('HMDA file (.txt)')
        .setInputFiles(fileOf(generateLarText({ year: 2025, rows: 30 }), 'corrected.txt'))
      await page.getByRole('button', { name: 'Check and upload as a new submission' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
        timeout: 30_000,
      })
    })
    await test.step('a 503 while following the status is survived: polling goes on and says so', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      await expect(page.getByLabel('HMDA file (.txt)')).toBeVisible()
      await context.addCookies([
        {
          name: 'hmda-fault',
          value: `503@/v2/filing/institutions/${BANK}/filings/${PERIOD}/submissions/latest`,
          url: site('/'),
        },
      ])
      await page
        .getByLabel('HMDA file (.txt)')
        .setInputFiles(fileOf(generateLarText({ year: 2025, rows: 10 })))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      const trouble = page.getByRole('status').filter({ hasText: 'We keep checking' })
      await expect(trouble).toBeVisible({ timeout: 15_000 })
      await expect(trouble).toContainText('HTTP 503')
      await axeAtBothWidths(page)
      await context.clearCookies({ name: 'hmda-fault' })
      await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
        timeout: 30_000,
      })
      await expect(trouble).toHaveCount(0)
    })
  })

  test('one signed-in lender: quality and macro edits, row rules, a failing edit table, the pre-check', async ({
    page,
    context,
  }) => {
    test.setTimeout(360_000) // four journeys of the filing flow, one sign-in
    await signIn(page, 'Pat Lender')
    await test.step('real quality (Q631 alone) and macro (Q635) edits are verified, then signed', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      // The service runs the site's quality and macro rules; the generator's rows pass them all.
      const lines = generateLarText({ year: 2025, rows: 30 }).split('\n')
      const text = lines
        .map((line, i) => {
          if (i === 0 || !line) return line
          const v = line.split('|')
          if (i >= 10 && i <= 12) {
            // Q631: an FHA loan on 5 units. The amount, affordable units, income and DTI are those
            // of a multifamily loan, so Q627, Q655 and the validity edits pass.
            v[LAR_INDEX.loanType] = '2'
            v[LAR_INDEX.totalUnits] = '5'
            v[LAR_INDEX.hoepaStatus] = '3'
            v[LAR_INDEX.loanAmount] = '500000'
            v[LAR_INDEX.multifamilyAffordableUnits] = '0'
            v[LAR_INDEX.income] = 'NA'
            v[LAR_INDEX.debtToIncomeRatio] = 'NA'
          }
          if (i >= 1 && i <= 6) {
            // Q635: 6 of 30 (20%) approved but not accepted, above 15%.
            v[LAR_INDEX.actionTaken] = '2'
            v[LAR_INDEX.hoepaStatus] = '3'
            for (const k of [
              'totalLoanCosts',
              'totalPointsAndFees',
              'originationCharges',
              'discountPoints',
              'lenderCredits',
            ] as const)
              v[LAR_INDEX[k]] = 'NA'
          }
          return v.join('|')
        })
        .join('\n')
      await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(text, 'quality.txt'))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      // The pre-check names the quality and macro edits; the file is sent as it is.
      await page.getByRole('button', { name: 'Upload the file as it is' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Edits to review' })).toBeVisible({
        timeout: 30_000,
      })
      await page.getByRole('link', { name: 'Continue to the edits' }).click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/quality`))
      await expect(page.getByRole('heading', { name: 'Q631 (3 rows)' })).toBeVisible()
      // Q631 is the only quality edit: no other edit heading (e.g. Q627, Q655) on the page.
      await expect(page.getByRole('heading', { name: /^Q\d{3}/ })).toHaveCount(1)
      await expect(page.getByRole('link', { name: /Continue to macro/ })).toHaveCount(0)
      await axeAtBothWidths(page)
      await page.getByRole('checkbox', { name: /reviewed the quality edits/ }).check()
      await expect(page.getByText('The quality edits are verified.')).toBeVisible()
      await page.getByRole('link', { name: /Continue to macro/ }).click()
      await expect(page.getByRole('heading', { name: 'Q635' })).toBeVisible()
      await axeAtBothWidths(page)
      await page.getByRole('checkbox', { name: /reviewed the macro quality edits/ }).check()
      await page.getByRole('link', { name: 'Continue to submission' }).click()
      await page.getByRole('checkbox', { name: /I am an authorized representative/ }).check()
      await page.getByRole('button', { name: 'Sign and submit' }).click()
      await expect(page.getByRole('heading', { name: 'HMDA filing accepted' })).toBeVisible()
    })
    await test.step('real row rules Q650-2 (interest rate 25), Q609 and Q612 (high-cost GSE loan) are listed', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      const text = generateLarText({ year: 2025, rows: 20 })
        .split('\n')
        .map((line, i) => {
          if (i === 0 || !line) return line
          const v = line.split('|')
          if (i === 3 || i === 4) v[LAR_INDEX.interestRate] = '25'
          if (i === 10) {
            // Sold to Fannie Mae with spread 12 (Q609); high-cost, as Q610 asks, so Q612.
            v[LAR_INDEX.purchaserType] = '1'
            v[LAR_INDEX.rateSpread] = '12'
            v[LAR_INDEX.hoepaStatus] = '1'
          }
          return v.join('|')
        })
        .join('\n')
      await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(text, 'rates.txt'))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      await page.getByRole('button', { name: 'Upload the file as it is' }).click()
      const status = page.getByRole('status').filter({ hasText: 'edits to review' })
      await expect(status).toBeVisible({ timeout: 30_000 })
      await expect(status).not.toContainText(/macro/i)
      await page.getByRole('link', { name: 'Continue to the edits' }).click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/quality`))
      await expect(page.getByRole('heading', { name: 'Q609 (1 row)' })).toBeVisible()
      const q650 = page.getByRole('heading', { name: 'Q650-2 (2 rows)' })
      await expect(q650).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Q612 (1 row)' })).toBeVisible()
      await expect(page.getByRole('heading', { name: /^Q\d{3}/ })).toHaveCount(3)
      await expect(page.getByRole('columnheader', { name: 'Interest Rate' })).toBeVisible()
      await expect(page.getByRole('cell', { name: '25', exact: true })).toHaveCount(2)
      await axeAtBothWidths(page)
    })
    await test.step('a failing edit table is worded in its place; the rest of the edits page works', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      const bad = generateLarText({ year: 2025, rows: 30, errors: ['V609'], errorRows: 5 })
      await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(bad, 'with-edits.txt'))
      const upload = page.waitForRequest(
        (r) => r.method() === 'POST' && /\/submissions\/\d+$/.test(r.url()),
      )
      await page.getByRole('button', { name: /Check and upload/ }).click()
      const seq = /\/submissions\/(\d+)$/.exec((await upload).url())?.[1]
      const review = page.getByRole('link', { name: 'Review the edits' })
      await expect(review).toBeVisible({ timeout: 30_000 })
      // Only the rows of V609 fail; the edits summary (…/edits) is answered.
      await context.addCookies([
        {
          name: 'hmda-fault',
          value: `503@/v2/filing/institutions/${BANK}/filings/${PERIOD}/submissions/${seq}/edits/V609`,
          url: site('/'),
        },
      ])
      await review.click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/syntacticalvalidity`))
      const edit = page
        .locator('.filing-edit')
        .filter({ has: page.getByRole('heading', { name: /^V609/ }) })
      const alert = edit.getByTestId('filing-error')
      await expect(alert).toContainText('The filing platform had a problem')
      await expect(alert).toContainText('The rows of V609 could not be loaded (HTTP 503)')
      await expect(edit.getByRole('table')).toHaveCount(0)
      // The rest of the page is usable: the edit report and the way to a corrected file.
      await expect(
        page.getByRole('button', { name: 'Download the edit report (CSV)' }),
      ).toBeEnabled()
      await expect(page.getByRole('link', { name: 'Upload a corrected file' })).toBeVisible()
      await axeAtBothWidths(page)
      await context.clearCookies({ name: 'hmda-fault' })
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(edit.getByRole('table', { name: /Rows that triggered V609/ })).toBeVisible()
      await expect(edit.getByTestId('filing-error')).toHaveCount(0)
    })
    await test.step('the pre-check names the quality edits before sending; the file can still be sent', async () => {
      await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
      let uploads = 0
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/submissions\/\d+$/.test(r.url())) uploads++
      })
      const text = generateLarText({ year: 2025, rows: 30, errors: ['Q631', 'Q635'] })
      await page.getByLabel('HMDA file (.txt)').setInputFiles(fileOf(text, 'to-verify.txt'))
      await page.getByRole('button', { name: /Check and upload/ }).click()
      const summary = page.getByTestId('filing-verify-summary')
      await expect(
        summary.getByRole('heading', { name: 'Edits you will be asked to verify' }),
      ).toBeVisible({ timeout: 30_000 })
      await expect(summary).toContainText(
        'to-verify.txt has no formatting errors and has not been sent',
      )
      await expect(summary).toContainText(
        /The platform will ask you to verify 1 quality edit \(Q631: \d+ rows\) and 1 macro edit \(Q635: [\d.]+% of the 30 records .* above 15%\)\./,
      )
      await expect(summary).not.toContainText('syntactical or validity')
      // Nothing was sent; the chosen file is kept.
      expect(uploads).toBe(0)
      await expect(page.getByText('Chosen: to-verify.txt')).toBeVisible()
      await axeAtBothWidths(page)
      // Not blocking: the lender sends it as it is, from the keyboard.
      const send = summary.getByRole('button', { name: 'Upload the file as it is' })
      // Focus moved to the summary; the next Tab is its button.
      await page.keyboard.press('Tab')
      await expect(send).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('status').filter({ hasText: 'Edits to review' })).toBeVisible({
        timeout: 30_000,
      })
      expect(uploads).toBe(1)
      await page.getByRole('link', { name: 'Continue to the edits' }).click()
      await expect(page).toHaveURL(site(`/filing/${PERIOD}/${BANK}/quality`))
      await expect(page.getByRole('heading', { name: /^Q631 \(\d+ rows\)$/ })).toBeVisible()
    })
  })

  test('losing the network while following the status: a clear message, then it goes on', async ({
    page,
    context,
  }) => {
    test.slow()
    // The page's clock runs at its own pace until the test moves it on (the time offline).
    await page.clock.install()
    await signIn(page, 'Pat Lender')
    await page.goto(site(`/filing/${PERIOD}/${BANK}/upload?new=1`))
    await page
      .getByLabel('HMDA file (.txt)')
      .setInputFiles(fileOf(generateLarText({ year: 2025, rows: 10 }), 'offline.txt'))
    // The first status poll after the upload: then the connection goes.
    const polled = page.waitForRequest((r) => /\/submissions\/latest$/.test(r.url()))
    await page.getByRole('button', { name: /Check and upload/ }).click()
    await polled
    await context.setOffline(true)
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' })
    await expect(offline).toBeVisible({ timeout: 15_000 })
    // The page keeps its place: the file and its stages are still shown.
    await expect(page.getByRole('heading', { name: 'Your file offline.txt' })).toBeVisible()
    await axeAtBothWidths(page)
    // Offline long enough for the polling delay to grow; back online, it checks at once.
    await page.clock.fastForward(6_000)
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'Ready to sign' })).toBeVisible({
      timeout: 3_000,
    })
    await expect(offline).toHaveCount(0)
  })

  test('a warning comes before the session ends, with a way to stay signed in', async ({
    page,
    context,
  }) => {
    test.slow()
    // Access tokens of 70 s: the warning shows 60 s before the end when the user did nothing.
    await context.addCookies([{ name: 'hmda-token-ttl', value: '70,600', url: site('/') }])
    await page.clock.install()
    await signIn(page, 'Pat Lender')
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' })
    await expect(warning).toHaveCount(0)
    // 11 s without activity, on the page's clock.
    await page.clock.fastForward(11_000)
    await expect(warning).toBeVisible()
    await expect(warning).toBeFocused()
    await axeAtBothWidths(page)
    await warning.getByRole('button', { name: 'Stay signed in' }).click()
    await expect(warning).toHaveCount(0)
    await expect(page.getByText('Signed in as')).toBeVisible()
  })

  test('without activity the session ends, and signing in again returns to the same step', async ({
    page,
    context,
  }) => {
    test.slow()
    await context.addCookies([{ name: 'hmda-token-ttl', value: '15,600', url: site('/') }])
    await page.clock.install()
    await signIn(page, 'Pat Lender')
    await page.goto(site(`/filing/${PERIOD}/institutions`))
    await expect(page.getByText('Signed in as')).toBeVisible()
    const ended = page.getByRole('heading', { name: 'Your session has ended' })
    await expect(ended).toHaveCount(0)
    // 16 s without activity, on the page's clock: past the token's 15 s.
    await page.clock.fastForward(16_000)
    await expect(ended).toBeVisible()
    await axeAtBothWidths(page)
    await context.clearCookies({ name: 'hmda-token-ttl' })
    await page.getByRole('button', { name: 'Sign in with Login.gov' }).click()
    // The provider session is still there: back at once, on the same address.
    await expect(page.getByRole('list', { name: 'Institutions' })).toBeVisible()
    await expect(page).toHaveURL(site(`/filing/${PERIOD}/institutions`))
  })
})

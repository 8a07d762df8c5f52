import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

/**
 * The rate spread calculator against the built site on 127.0.0.1 (the dev configuration). On
 * this local host the APOR tables are read from the same-origin file server (/hmda-files): most
 * tests answer them with tables written here (page.route); the "local services" tests use the
 * server's own sample tables and rate spread service (scripts/local-services/rateSpread.mjs),
 * with faults injected by the `hmda-fault` cookie. Nothing leaves the machine.
 */

const FIXED_PATH = '/hmda-files/apor/YieldTableFixed.txt'
const VARIABLE_PATH = '/hmda-files/apor/YieldTableAdjustable.txt'
const FIXED_URL = `**${FIXED_PATH}`
const VARIABLE_URL = `**${VARIABLE_PATH}`
const API_PATTERN = '**/v2/public/rateSpread'

/** Saturday 11/21/2026, 10 a.m. Eastern: "today" for the date rules. */
const NOW = '2026-11-21T15:00:00Z'
/** The tables run from Monday 1/2/2017 to Monday 11/9/2026: the week of 11/16 is missing. */
const LAST_WEEK = Date.UTC(2026, 10, 9)

/** A table in the published format: a header, then `M/D/YYYY|r1|...|r50` per week. */
function makeTable(rate: (term: number) => string): string {
  const lines = [`Date|${Array.from({ length: 50 }, (_, i) => `${i + 1} Year`).join('|')}`]
  const rates = Array.from({ length: 50 }, (_, i) => rate(i + 1)).join('|')
  for (let day = Date.UTC(2017, 0, 2); day <= LAST_WEEK; day += 7 * 86_400_000) {
    const d = new Date(day)
    lines.push(`${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}|${rates}`)
  }
  return `${lines.join('\r\n')}\r\n`
}

/** Fixed: 6.64 for every term but 15 (3.5995). Variable: 5.5 for every term. */
const FIXED = makeTable((term) => (term === 15 ? '3.5995' : '6.64'))
const VARIABLE = makeTable(() => '5.5')

const CORS = { 'Access-Control-Allow-Origin': '*' }

interface Setup {
  /** true: the tables written here; 'local': the server's sample tables; false: unreachable. */
  tables?: boolean | 'local'
  /** The JSON the platform's service answers, or its HTTP status when a number. */
  api?: unknown
}

/** Opens the calculator with the tables and the service as asked; counts table downloads. */
async function open(page: Page, { tables = true, api }: Setup = {}) {
  const counts = { tables: 0, api: 0, apiBodies: [] as unknown[] }
  if (tables === false) {
    await page.route('**/hmda-files/apor/**', (route) => route.abort('connectionrefused'))
  } else if (tables === true) {
    await page.route(FIXED_URL, (route) => {
      counts.tables++
      return route.fulfill({ body: FIXED, contentType: 'text/plain', headers: CORS })
    })
    await page.route(VARIABLE_URL, (route) => {
      counts.tables++
      return route.fulfill({ body: VARIABLE, contentType: 'text/plain', headers: CORS })
    })
  }
  if (api !== undefined) {
    await page.route(API_PATTERN, (route) => {
      counts.api++
      counts.apiBodies.push(route.request().postDataJSON())
      return typeof api === 'number'
        ? route.fulfill({ status: api, json: { message: 'Service unavailable' } })
        : route.fulfill({ json: api })
    })
  }
  await page.clock.setFixedTime(NOW)
  await page.goto('/tools/rate-spread')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate Spread Calculator')
  await waitForFooter(page)
  return counts
}

interface Loan {
  action?: string
  reverse?: 'yes' | 'no'
  type?: 'fixed' | 'variable'
  date?: string
  apr?: string
  term?: string
}

async function fill(page: Page, loan: Loan) {
  if (loan.action) await page.getByLabel('Action taken').selectOption(loan.action)
  if (loan.reverse) {
    await page
      .getByLabel(loan.reverse === 'no' ? 'No, not a reverse mortgage' : 'Yes, a reverse mortgage')
      .check()
  }
  if (loan.type) {
    await page.getByLabel(loan.type === 'fixed' ? 'Fixed rate' : 'Variable rate').check()
  }
  if (loan.date !== undefined) await page.getByLabel('Rate-set date').fill(loan.date)
  if (loan.apr !== undefined) await page.getByLabel('APR (%)').fill(loan.apr)
  if (loan.term !== undefined)
    await page.getByRole('textbox', { name: /\(years\)$/ }).fill(loan.term)
}

const LOAN: Loan = {
  action: '1',
  reverse: 'no',
  type: 'fixed',
  date: '01/10/2024',
  apr: '7.125',
  term: '30',
}

const calculate = (page: Page) =>
  page.getByRole('button', { name: 'Calculate rate spread' }).click()
const result = (page: Page) => page.locator('.rate-spread-result')

test.describe('rate spread calculator', () => {
  test('computes spreads from the tables it downloads once, with no axe violations', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const counts = await open(page)
    await expect(page).toHaveTitle('Rate Spread | HMDA')
    await expect(page.getByRole('link', { name: /YieldTableFixed\.txt/ })).toHaveAttribute(
      'href',
      FIXED_PATH,
    )
    await expect(page.getByRole('link', { name: /YieldTableAdjustable\.txt/ })).toHaveAttribute(
      'href',
      VARIABLE_PATH,
    )
    await expect(page.getByText('from 01/02/2017 to 11/21/2026.', { exact: false })).toBeVisible()
    expect(counts.tables).toBe(0) // nothing downloaded before it is needed
    await expectNoAxeViolations(page)

    await fill(page, LOAN)
    await calculate(page)
    await expect(page.getByRole('heading', { name: 'Rate spread: 0.485' })).toBeVisible()
    await expect(result(page)).toContainText(
      'APR 7.125% minus the APOR of 6.64% for a fixed-rate loan with a 30-year term, in the week starting Monday 01/08/2024',
    )
    await expectNoAxeViolations(page)

    // 8.1 − 3.5995 = 4.5005: exact decimal arithmetic rounds it half up to 4.501.
    await fill(page, { apr: '8.1%', term: '15' })
    await calculate(page)
    await expect(page.getByRole('heading', { name: 'Rate spread: 4.501' })).toBeVisible()

    // Variable rate, years to first adjustment; a Sunday belongs to the week of the Monday before.
    await fill(page, { type: 'variable', term: '5', apr: '6', date: '11/15/2026' })
    await expect(
      page.getByRole('textbox', { name: 'Years to first rate adjustment (years)' }),
    ).toHaveValue('5')
    await calculate(page)
    await expect(page.getByRole('heading', { name: 'Rate spread: 0.500' })).toBeVisible()
    await expect(result(page)).toContainText('week starting Monday 11/09/2026')
    expect(counts.tables).toBe(2)
    expect(counts.api).toBe(0)
    expect(errors).toEqual([])
  })

  // One load of the calculator for three journeys on the default tables, one after another.
  test('answers NA for other actions and for reverse mortgages; says when no APOR is published for the week; clears a result as soon as a value changes', async ({
    page,
  }) => {
    test.slow() // three journeys' worth of steps on a loaded two-core machine
    const counts = await open(page)
    await test.step('answers NA for other actions and for reverse mortgages', async () => {
      await fill(page, { action: '3' })
      await calculate(page)
      await expect(page.getByRole('heading', { name: 'Rate spread: NA' })).toBeVisible()
      await expect(result(page)).toContainText(
        'Action taken 3 (application denied) does not get a rate spread: only codes 1, 2 and 8 do.',
      )
      await expectNoAxeViolations(page)

      await fill(page, { ...LOAN, action: '8', reverse: 'yes' })
      await calculate(page)
      await expect(result(page)).toContainText('Reverse mortgages do not get a rate spread.')
      await expect(page.getByRole('heading', { name: 'Rate spread: NA' })).toBeVisible()
      expect(counts.tables).toBe(0)
    })

    await test.step('says when no APOR is published for the week', async () => {
      await fill(page, { ...LOAN, date: '11/16/2026' }) // the Monday of the missing week
      await calculate(page)
      await expect(page.getByRole('heading', { name: 'No APOR for that week' })).toBeVisible()
      await expect(result(page)).toContainText(
        'No APOR is published for the week of 11/16/2026. The tables cover the weeks of 01/02/2017 to 11/09/2026',
      )
      await expectNoAxeViolations(page)
    })

    await test.step('clears a result as soon as a value changes', async () => {
      await fill(page, LOAN)
      await calculate(page)
      await expect(page.getByRole('heading', { name: 'Rate spread: 0.485' })).toBeVisible()
      await fill(page, { apr: '8.125' })
      await expect(page.getByRole('heading', { name: /^Rate spread:/ })).toHaveCount(0)
      await calculate(page)
      await expect(page.getByRole('heading', { name: 'Rate spread: 1.485' })).toBeVisible()
    })
  })

  test('shows an error for each field, focuses the first and keeps what was typed', async ({
    page,
  }) => {
    await open(page)
    await calculate(page)
    const messages = [
      'Choose the action taken.',
      'Say whether the loan is a reverse mortgage.',
      'Choose the amortization type: fixed rate or variable rate.',
      'Enter the rate-set date.',
      'Enter the APR.',
      'Enter the loan term in whole years (1 to 50).',
    ]
    for (const message of messages) await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByLabel('Action taken')).toBeFocused()
    await expectNoAxeViolations(page)

    await fill(page, { ...LOAN, date: '01/01/2017', apr: '-2', term: '51' })
    await calculate(page)
    await expect(
      page.getByText('Rate-set date must be from 01/02/2017 to 11/21/2026 (today).'),
    ).toBeVisible()
    await expect(page.getByText('APR cannot be negative.')).toBeVisible()
    await expect(page.getByText('Loan term must be from 1 to 50 years.')).toBeVisible()
    await expect(page.getByLabel('Rate-set date')).toBeFocused()
    await expect(page.getByLabel('Rate-set date')).toHaveValue('01/01/2017')
    await expect(page.getByLabel('APR (%)')).toHaveValue('-2')
    await expect(page.getByLabel('APR (%)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Choose the action taken.')).toBeHidden()
    await expectNoAxeViolations(page)

    await fill(page, { date: '12/31/2026', apr: '4.1234', term: '50' })
    await calculate(page)
    await expect(
      page.getByText('Rate-set date must be from 01/02/2017 to 11/21/2026 (today).'),
    ).toBeVisible()
    await expect(page.getByText('APR can have at most 3 decimal places.')).toBeVisible()
    await expect(page.getByText('Loan term must be from 1 to 50 years.')).toBeHidden()
  })

  test('the tables unreachable: the service instead; both failing; no service on the site', async ({
    page,
  }) => {
    // Three journeys in one page, each loaded again under its own routes: a load in a warm context
    // costs less than a new test's context, and no step before it downloaded the tables.
    test.slow()
    await test.step('falls back to the platform’s service when the tables are unreachable', async () => {
      const counts = await open(page, { tables: false, api: { rateSpread: '1.250' } })
      await fill(page, LOAN)
      await calculate(page)
      await expect(page.getByRole('heading', { name: 'Rate spread: 1.250' })).toBeVisible()
      await expect(result(page)).toContainText(
        "Computed by the HMDA Platform's rate spread service",
      )
      expect(counts.apiBodies).toEqual([
        {
          actionTakenType: 1,
          loanTerm: 30,
          reverseMortgage: 2,
          amortizationType: 'FixedRate',
          apr: 7.125,
          lockInDate: '2024-01-10',
        },
      ])
      await expectNoAxeViolations(page)
    })
    await test.step('says neither source can be reached when both fail', async () => {
      // The page loaded again under this step's routes only.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      const counts = await open(page, { tables: false, api: 503 })
      await fill(page, LOAN)
      await calculate(page)
      const alert = page.getByRole('alert')
      await expect(alert.getByRole('heading')).toHaveText(
        'The rate spread cannot be calculated right now',
      )
      await expect(alert).toContainText('cannot reach either of its sources')
      await expect(alert).toContainText('Please try again later.')
      expect(counts.api).toBe(1)
      await expectNoAxeViolations(page)

      // A file needs the tables: the batch section says so.
      await page.getByLabel('CSV file of loans').setInputFiles({
        name: 'loans.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('1,30,FixedRate,7.125,2024-01-10,2\n'),
      })
      await expect(
        page.getByRole('alert').filter({ hasText: 'The APOR tables could not be downloaded' }),
      ).toContainText('Please try again later.')
      await expectNoAxeViolations(page)
    })
    await test.step('says the service is unavailable when the site has no rate spread service', async () => {
      // The page loaded again under this step's routes only.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      // The service refuses the POST (405), as a site without the platform behind it does.
      const counts = await open(page, { tables: false, api: 405 })
      await fill(page, LOAN)
      await calculate(page)
      const alert = page.getByRole('alert')
      await expect(alert.getByRole('heading')).toHaveText(
        'The rate spread cannot be calculated right now',
      )
      await expect(alert).toContainText('unavailable')
      await expect(alert).not.toContainText('Check the values')
      expect(counts.tables).toBe(0)
      expect(counts.api).toBe(1)

      // The tables are asked for again on the next calculation, and the old message goes.
      let tableRequests = 0
      await page.route(FIXED_URL, (route) => {
        tableRequests++
        return route.fulfill({ body: FIXED, contentType: 'text/plain', headers: CORS })
      })
      await page.route(VARIABLE_URL, (route) => {
        tableRequests++
        return route.fulfill({ body: VARIABLE, contentType: 'text/plain', headers: CORS })
      })
      await calculate(page)
      await expect(page.getByRole('heading', { name: 'Rate spread: 0.485' })).toBeVisible()
      expect(tableRequests).toBe(2)
    })
  })

  test('refuses a file that is not text, and skips a header row', async ({ page }) => {
    await open(page)
    const random = Buffer.alloc(4096)
    let x = 7
    for (let i = 0; i < random.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0
      random[i] = x >>> 24
    }
    await page
      .getByLabel('CSV file of loans')
      .setInputFiles({ name: 'loans.csv', mimeType: 'text/csv', buffer: random })
    await expect(page.getByRole('alert')).toContainText('binary data')
    await expect(page.getByRole('heading', { name: /^Results for/ })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByLabel('CSV file of loans').setInputFiles({
      name: 'with-header.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Action Taken,Loan Term,Amortization Type,APR,Rate Set Date,Reverse Mortgage\r\n1,30,FixedRate,7.125,2024-01-10,2\r\n',
      ),
    })
    await expect(page.getByRole('list', { name: 'Counts' })).toContainText('1 loan read')
    await expect(page.getByText('The first line was a header row')).toBeVisible()
  })

  test('calculates a file with bad rows: counts, preview and the download', async ({ page }) => {
    await open(page)
    const rows = [
      '1,30,FixedRate,7.125,2024-01-10,2',
      '3,30,FixedRate,7.125,2024-01-10,2',
      '1,51,FixedRate,7.125,2024-01-10,2',
      'not,a,loan',
      '1,30,FixedRate,7.125,2026-11-18,2',
      '2,5,VariableRate,6.000%,2026-11-15,2',
      '"1","15","FixedRate","8.1","2024-01-10","2"',
    ]
    await page.getByLabel('CSV file of loans').setInputFiles({
      name: 'loans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows.join('\n')),
    })
    await expect(page.getByRole('heading', { name: 'Results for loans.csv' })).toBeVisible()
    const counts = page.getByRole('list', { name: 'Counts' })
    await expect(counts).toContainText('7 loans read')
    await expect(counts).toContainText('3 rate spreads calculated')
    await expect(counts).toContainText('1 NA')
    await expect(counts).toContainText('3 lines with errors')
    const table = page.getByRole('table', { name: 'All 7 results' })
    await expect(table.getByRole('row')).toHaveCount(8)
    await expect(table.getByRole('row').nth(4)).toContainText('Error: expected 6 fields')
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: /Download the results/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('loans-rate-spreads.csv')
    const text = readFileSync(await download.path(), 'utf8')
    expect(text.split('\r\n')).toEqual([
      'action_taken_type,loan_term,amortization_type,apr,lock_in_date,reverse_mortgage,rate_spread',
      '1,30,FixedRate,7.125,2024-01-10,2,0.485',
      '3,30,FixedRate,7.125,2024-01-10,2,NA',
      '1,51,FixedRate,7.125,2024-01-10,2,Error: Loan term must be from 1 to 50 years.',
      'not,a,loan,,,,"Error: expected 6 fields (action taken, loan term, amortization type, APR, rate-set date, reverse mortgage), found 3."',
      '1,30,FixedRate,7.125,2026-11-18,2,Error: No APOR is published for the week of 2026-11-16. The tables cover the weeks of 2017-01-02 to 2026-11-09; the newest week may not be published yet.',
      '2,5,VariableRate,6.000%,2026-11-15,2,0.500',
      '1,15,FixedRate,8.1,2024-01-10,2,4.501',
      '',
    ])
  })

  test('calculates a 100,000-row file', async ({ page }) => {
    test.setTimeout(120_000)
    await open(page)
    const lines: string[] = []
    for (let i = 0; i < 100_000; i++) {
      const apr = `${7 + (i % 3)}.${String(i % 1000).padStart(3, '0')}`
      lines.push(
        i % 10 === 9 ? `4,30,FixedRate,${apr},2024-01-10,2` : `1,30,FixedRate,${apr},2024-01-10,2`,
      )
    }
    await page.getByLabel('CSV file of loans').setInputFiles({
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    })
    await expect(page.getByRole('heading', { name: 'Results for big.csv' })).toBeVisible({
      timeout: 60_000,
    })
    const counts = page.getByRole('list', { name: 'Counts' })
    await expect(counts).toContainText('100,000 loans read')
    await expect(counts).toContainText('90,000 rate spreads calculated')
    await expect(counts).toContainText('10,000 NA')
    await expect(counts).toContainText('0 lines with errors')
    await expect(
      page.getByRole('table', { name: 'The first 20 of 100,000 results' }).getByRole('row'),
    ).toHaveCount(21)

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: /Download the results/ }).click()
    const text = readFileSync(await (await downloading).path(), 'utf8')
    const out = text.split('\r\n')
    expect(out).toHaveLength(100_002) // header, rows, and the empty string after the last CRLF
    expect(out[1]).toBe('1,30,FixedRate,7.000,2024-01-10,2,0.360')
    expect(out[10]).toBe('4,30,FixedRate,7.009,2024-01-10,2,NA')
    expect(out[99_999]).toBe('1,30,FixedRate,9.998,2024-01-10,2,3.358')
    expect(out[100_000]).toBe('4,30,FixedRate,7.999,2024-01-10,2,NA')
    await expectNoAxeViolations(page)
  })

  test('works with the keyboard alone', async ({ page }) => {
    await open(page, {})
    // Tab from the top of the page to the first field.
    await page.locator('body').focus()
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      if (await page.getByLabel('Action taken').evaluate((el) => el === document.activeElement))
        break
    }
    await expect(page.getByLabel('Action taken')).toBeFocused()

    // Submitting with Enter from a text field shows errors and focuses the first invalid field.
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('No, not a reverse mortgage')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.type('1') // choose "1 – Loan originated"
    await expect(page.getByLabel('Action taken')).toHaveValue('1')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect(page.getByLabel('No, not a reverse mortgage')).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Fixed rate')).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Rate-set date')).toBeFocused()
    await page.keyboard.type('01/10/2024')
    await page.keyboard.press('Tab')
    await page.keyboard.type('7.125')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Enter the loan term in whole years (1 to 50).')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Loan term (years)' })).toBeFocused()
    await page.keyboard.type('30')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Rate spread: 0.485' })).toBeVisible()

    // Arrow keys move between the radios of a group.
    await page.getByLabel('Fixed rate').focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Variable rate')).toBeChecked()
    await expect(
      page.getByRole('textbox', { name: 'Years to first rate adjustment (years)' }),
    ).toBeVisible()

    // The submit button is reachable and works with Enter; the file input is reachable by Tab.
    await page.getByRole('textbox', { name: /\(years\)$/ }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Calculate rate spread' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Rate spread: 1.625' })).toBeVisible()
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if (
        await page.getByLabel('CSV file of loans').evaluate((el) => el === document.activeElement)
      )
        break
    }
    await expect(page.getByLabel('CSV file of loans')).toBeFocused()
    await expectNoAxeViolations(page)
  })
})

/** Runs axe on the page as it is at 375 px and at 1280 px wide. */
async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** Injects faults of the local services (scripts/local-services/faults.mjs) for this page. */
async function setFaults(page: Page, rules: string) {
  const url = test.info().project.use.baseURL ?? new URL(page.url()).origin
  await page.context().addCookies([{ name: 'hmda-fault', value: encodeURIComponent(rules), url }])
}

/** APR 7.125 minus the local services' sample APOR for a 30-year fixed loan, week of 1/8/2024. */
async function expectedLocalSpread(page: Page): Promise<string> {
  const response = await page.request.get(FIXED_PATH)
  expect(response.headers()['x-hmda-sample-data']).toBe('1')
  const text = await response.text()
  expect(text.split('\r\n')[0]).toMatch(/^Sample APOR/)
  const line = text.split('\r\n').find((l) => l.startsWith('1/8/2024|'))
  const rate = line?.split('|')[30] ?? ''
  expect(rate).toMatch(/^\d+\.\d{2,3}$/)
  return ((7125 - Math.round(Number(rate) * 1000)) / 1000).toFixed(3)
}

test.describe('rate spread calculator on the local services', () => {
  test('calculates one loan and a file with the sample tables, and says they are sample data', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    await open(page, { tables: 'local' })
    const spread = await expectedLocalSpread(page)
    await expect(page.getByTestId('sample-data-notice')).toHaveCount(0)

    await fill(page, LOAN)
    await calculate(page)
    await expect(page.getByRole('heading', { name: `Rate spread: ${spread}` })).toBeVisible()
    await expect(result(page)).toContainText('in the week starting Monday 01/08/2024')
    await expect(page.getByTestId('sample-data-notice')).toContainText('Sample data.')
    await axeAtBothWidths(page)

    await page.getByLabel('CSV file of loans').setInputFiles({
      name: 'loans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '1,30,FixedRate,7.125,2024-01-10,2\n3,30,FixedRate,7.125,2024-01-10,2\n1,51,FixedRate,7,2024-01-10,2\n',
      ),
    })
    const counts = page.getByRole('list', { name: 'Counts' })
    await expect(counts).toContainText('3 loans read')
    await expect(counts).toContainText('1 rate spread calculated')
    await expect(counts).toContainText('1 NA')
    await expect(counts).toContainText('1 line with errors')
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: /Download the results/ }).click()
    const text = readFileSync(await (await downloading).path(), 'utf8')
    expect(text.split('\r\n').slice(1, 3)).toEqual([
      `1,30,FixedRate,7.125,2024-01-10,2,${spread}`,
      '3,30,FixedRate,7.125,2024-01-10,2,NA',
    ])
    await axeAtBothWidths(page)
    expect(errors).toEqual([])
  })

  test('asks the local rate spread service when the tables answer 500', async ({ page }) => {
    await open(page, { tables: 'local' })
    const spread = await expectedLocalSpread(page)
    await setFaults(page, '500@/hmda-files/apor')
    await fill(page, LOAN)
    await calculate(page)
    await expect(page.getByRole('heading', { name: `Rate spread: ${spread}` })).toBeVisible()
    await expect(result(page)).toContainText("Computed by the HMDA Platform's rate spread service")
    await expect(page.getByTestId('sample-data-notice')).toBeVisible()
    await axeAtBothWidths(page)
  })

  test('says what did not happen when the tables and the service fail (429, 500)', async ({
    page,
  }) => {
    await open(page, { tables: 'local' })
    await setFaults(page, '429:30@/hmda-files/apor|500@/v2/public/rateSpread')
    await fill(page, LOAN)
    await calculate(page)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading')).toHaveText(
      'The rate spread cannot be calculated right now',
    )
    await expect(alert).toContainText('Please try again later.')
    // Nothing typed or chosen is lost.
    await expect(page.getByLabel('APR (%)')).toHaveValue('7.125')
    await expect(page.getByLabel('Rate-set date')).toHaveValue('01/10/2024')
    await expect(page.getByLabel('Fixed rate')).toBeChecked()
    await axeAtBothWidths(page)

    await page.getByLabel('CSV file of loans').setInputFiles({
      name: 'loans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('1,30,FixedRate,7.125,2024-01-10,2\n'),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'The APOR tables could not be downloaded' }),
    ).toContainText('Please try again later.')
    await axeAtBothWidths(page)

    // The fault gone, the same values calculate.
    await page.context().clearCookies()
    await calculate(page)
    await expect(page.getByRole('heading', { name: /^Rate spread: -?\d+\.\d{3}$/ })).toBeVisible()
  })
})

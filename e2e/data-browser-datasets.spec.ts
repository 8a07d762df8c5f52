import { readFileSync } from 'node:fs'
import { expect, test, waitForAppInContext, type Page, type Route } from './fixtures'
import { axeAtBothWidths as axeAt } from './axe'
import { CsvReader } from '../src/lib/csv'

// The Datasets screen over the local services (sample data): keyboard-only query, links, year
// switch, service failures, downloads. axe runs in every state at 1280 px, and at 375 px where
// the layout differs (e2e/axe.ts).

const axeAtBothWidths = (page: Page) =>
  axeAt(page, { height: 900, restore: { width: 1280, height: 900 } })

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

async function tabUntil(page: Page, id: string, max = 30) {
  for (let i = 0; i < max; i++) {
    if ((await focusedId(page)) === id) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`focus never reached #${id} (at #${await focusedId(page)})`)
}

/** The summary table as text cells (head, body and totals rows). */
const tableCells = (page: Page) =>
  page
    .getByTestId('summary-table')
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('th, td')).map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement
          copy.querySelectorAll('.usa-sr-only, [aria-hidden="true"]').forEach((n) => n.remove())
          return (copy.textContent ?? '').trim()
        }),
      ),
    )

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('a full query by keyboard alone, then the same view opened cold from its URL', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The bare address opens the latest year (2025: its snapshot is the newest dataset).
  await page.goto('/data-browser/data/')
  await expect(page).toHaveURL(/\/data-browser\/data\/2025$/)
  await expect(page.getByTestId('dataset-source')).toContainText('Snapshot dataset, data as of')
  await page.goto('/data-browser/data/2024')
  await expect(page.getByTestId('dataset-source')).toContainText('One Year dataset, data as of')
  await axeAtBothWidths(page)

  // Step 1: States by the arrow key, then Texas by type-ahead.
  await page.getByLabel('Nationwide').focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByLabel('States', { exact: true })).toBeChecked()
  const states = page.getByRole('combobox', { name: /States \(2024 list\)/ })
  await expect(states).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(states).toBeFocused()
  await page.keyboard.type('texa')
  await expect(page.getByRole('option', { name: 'Texas (TX)' })).toBeVisible()
  await axeAtBothWidths(page)
  await states.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove Texas (TX)' })).toBeVisible()
  await expect(page).toHaveURL(/category=states&items=TX/)

  // Step 2: the first institution of the list.
  const institutions = page.getByRole('combobox', { name: 'Institutions' })
  await expect(institutions).toBeVisible()
  await expect(page.getByTestId('institutions-summary')).toContainText(
    /All financial institutions \(\d+\)/,
  )
  await page.keyboard.press('Tab')
  await expect(institutions).toBeFocused()
  // Options show the LEI, so lenders with the same name can be told apart.
  const firstOption = page
    .getByRole('listbox', { name: 'Institutions' })
    .getByRole('option')
    .first()
  await expect(firstOption).toHaveText(/ \(LEI [A-Z0-9]{20}, [\d,]+ records\)$/)
  const optionLei = /LEI ([A-Z0-9]{20})/.exec((await firstOption.textContent()) ?? '')?.[1]
  await axeAtBothWidths(page)
  await expect(firstOption).toBeVisible()
  await page.keyboard.press('Enter')
  const pill = page.getByRole('list', { name: 'Chosen institutions' }).getByRole('listitem')
  await expect(pill).toHaveCount(1)
  const lei = /\(([A-Z0-9]{20})\)/.exec((await pill.textContent()) ?? '')?.[1]
  expect(lei).toBeTruthy()
  expect(lei).toBe(optionLei)
  await expect(page).toHaveURL(new RegExp(`leis=${lei}`))

  // Step 3: two variables from the select, values by Space.
  await page.keyboard.press('Tab')
  expect(await focusedId(page)).toBe('add-variable')
  await page.keyboard.press('ArrowDown') // Action Taken
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: 'Action Taken' })).toBeVisible()
  // Focus is on its first value: tick 1–3, then back to the select for the second variable.
  await expect(page.locator('#v-actions_taken-1')).toBeFocused()
  for (const code of ['1', '2', '3']) {
    await tabUntil(page, `v-actions_taken-${code}`)
    await page.keyboard.press('Space')
  }
  for (let i = 0; i < 10 && (await focusedId(page)) !== 'add-variable'; i++)
    await page.keyboard.press('Shift+Tab')
  expect(await focusedId(page)).toBe('add-variable')
  await page.keyboard.press('ArrowDown') // Loan Type
  await page.keyboard.press('Tab') // Add Loan Type
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: 'Loan Type' })).toBeVisible()
  await axeAtBothWidths(page)
  for (const code of ['1', '2']) {
    await tabUntil(page, `v-loan_types-${code}`)
    await page.keyboard.press('Space')
  }
  await expect(page).toHaveURL(/actions_taken=1,2,3&loan_types=1,2&getDetails=1$/)

  // The table, the denial rates, the CSV link.
  const table = page.getByTestId('summary-table')
  await expect(table).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(6)
  await expect(page.getByTestId('denial-table')).toBeVisible()
  let onLink = false
  for (let i = 0; i < 60 && !onLink; i++) {
    await page.keyboard.press('Tab')
    onLink = await page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') === 'filtered-csv',
    )
  }
  expect(onLink).toBe(true)
  const href = await page.getByTestId('filtered-csv').getAttribute('href')
  expect(href).toBe(
    `/v2/data-browser-api/view/csv?states=TX&leis=${lei}&actions_taken=1,2,3&loan_types=1,2&years=2024`,
  )
  await axeAtBothWidths(page)

  // Cold open of the same URL in a fresh context shows the same table.
  const url = page.url()
  const cells = await tableCells(page)
  const context = waitForAppInContext(await browser.newContext())
  const cold = await context.newPage()
  await cold.setViewportSize({ width: 1280, height: 900 })
  await cold.goto(url)
  await expect(cold.getByTestId('summary-table')).toBeVisible()
  expect(await tableCells(cold)).toEqual(cells)
  await expect(cold.getByRole('button', { name: 'Remove Texas (TX)' })).toBeVisible()
  await context.close()

  // Switching the geography keeps the institution only if it has records there, and says so.
  await page.getByRole('button', { name: 'Remove Texas (TX)' }).click()
  await expect(page).toHaveURL(new RegExp(`category=states&leis=${lei}&actions_taken`))
  const counties = page.getByRole('radio', { name: 'Counties' })
  await counties.click()
  await expect(counties).toBeChecked()
  await page.getByRole('combobox', { name: /Counties/ }).fill('06037')
  await page.keyboard.press('Enter')
  const filers = await (
    await page.request.get('/v2/data-browser-api/view/filers?counties=06037&years=2024')
  ).json()
  const there = (filers as { institutions: { lei: string }[] }).institutions.some(
    (f) => f.lei === lei,
  )
  await expect(page.getByTestId('institutions-summary')).toBeVisible()
  if (there) await expect(page).toHaveURL(new RegExp(`leis=${lei}`))
  else
    await expect(page.getByTestId('dropped-notice')).toContainText(
      `institution ${lei} (no 2024 records in this geography)`,
    )
})

test('a URL in the reference format, its downloads and the table CSV', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(
    '/data-browser/data/2024?category=states&items=TX,OK&races=Black%20or%20African%20American,White&ageapplicant=%3C25,%3E74&getDetails=1',
  )
  const table = page.getByTestId('summary-table')
  await expect(table.locator('tbody tr')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Remove Oklahoma (OK)' })).toBeVisible()
  await expect(page.getByLabel('<25')).toBeChecked()
  await expect(page.getByLabel('Black or African American')).toBeChecked()
  await axeAtBothWidths(page)

  // Sort by records, descending, by keyboard.
  await page.getByRole('button', { name: /^Records/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Records')
  const counts = await table
    .locator('tbody tr td:nth-child(3)')
    .allTextContents()
    .then((list) => list.map((t) => Number(t.replace(/,/g, ''))))
  expect(counts).toEqual([...counts].sort((a, b) => b - a))

  // The downloaded table CSV equals the table on screen.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download this table (CSV)' }).click()
  // Its name and its columns say which selection it is for.
  expect((await download).suggestedFilename()).toBe(
    'hmda-2024-states-TX-OK-summary-races-ageapplicant.csv',
  )
  const file = await (await download).path()
  const text = readFileSync(file, 'utf8')
  const rows: string[][] = []
  const reader = new CsvReader((cells) => rows.push(cells))
  reader.push(text)
  reader.end()
  const selectionCells = ['HMDA Data Browser', '2024', 'state', '="TX; OK"', 'All institutions']
  for (const row of rows.slice(1)) expect(row.slice(0, 5)).toEqual(selectionCells)
  const csv = rows.map((row) => row.slice(5).join(','))
  const screen = (await tableCells(page)).map((row) => row.map((c) => c.replace(/[$,%]/g, '')))
  expect(rows[0]?.slice(0, 5)).toEqual([
    'Source',
    'Year',
    'Geography',
    'Geography codes',
    'Institutions (LEI)',
  ])
  expect(csv[0]).toBe(
    'Race,Age,Records,% of selection,Total loan amount ($),Average loan amount ($)',
  )
  expect(screen[0]).toEqual([
    'Race',
    'Age',
    'Records',
    ' of selection',
    'Total loan amount',
    'Average loan amount',
  ])
  const body = csv.slice(1).map((line) => line.split(','))
  const expected = screen
    .slice(1)
    .map((row, i, all) => (i === all.length - 1 ? ['Total', '', ...row.slice(1)] : row))
  expect(body).toEqual(expected)

  // The full CSV has as many rows as the table's total.
  const total = Number(
    ((await page.getByTestId('total-count').textContent()) ?? '').replace(/,/g, ''),
  )
  expect(total).toBeGreaterThan(0)
  const href = (await page.getByTestId('filtered-csv').getAttribute('href')) ?? ''
  const response = await page.request.get(href)
  expect(response.status()).toBe(200)
  const lines = (await response.text()).trimEnd().split('\n')
  expect(lines[0]).toMatch(/^activity_year,lei,derived_msa-md,state_code/)
  expect(lines.length - 1).toBe(total)
  await expect(page.getByTestId('filtered-rows')).toContainText(
    `${total.toLocaleString('en-US')} rows`,
  )

  // The geography-only CSV has the row count shown beside it.
  const geoHref = (await page.getByTestId('geography-csv').getAttribute('href')) ?? ''
  expect(geoHref).toBe('/v2/data-browser-api/view/csv?states=TX,OK&years=2024')
  const geoLines = (await (await page.request.get(geoHref)).text()).trimEnd().split('\n')
  await expect(page.getByTestId('geography-rows')).toHaveText(
    `— ${(geoLines.length - 1).toLocaleString('en-US')} rows`,
  )
})

test('the menu item, the nationwide view, the year switch, the Add and Year selects', async ({
  page,
}) => {
  // Five short journeys of the screen in one page: each starts from its own address.
  test.slow()
  await test.step('the Data Browser menu’s Datasets item leads to the screen', async () => {
    await page.goto('/data-browser/')
    const nav = page.getByRole('navigation', { name: /primary/i })
    await nav.getByRole('button', { name: 'Data Browser' }).click()
    await nav.getByRole('link', { name: 'Datasets', exact: true }).click()
    await expect(page).toHaveURL(/\/data-browser\/data\/2025$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Browser: Datasets')
  })

  await test.step('nationwide points to the Snapshot files', async () => {
    await page.goto('/data-browser/data/2024?category=nationwide&lien_statuses=1,2')
    await expect(page.getByTestId('summary-table')).toBeVisible()
    await expect(page.getByTestId('large-warning')).toContainText('1,048,576')
    await expect(
      page.getByRole('link', { name: 'Snapshot National Loan-Level Dataset files for 2024' }),
    ).toHaveAttribute('href', '/data-publication/snapshot-national-loan-level-dataset/2024')
    await expect(page.getByTestId('filtered-csv')).toHaveAttribute(
      'href',
      '/v2/data-browser-api/view/nationwide/csv?lien_statuses=1,2&years=2024',
    )
    await axeAtBothWidths(page)
  })

  await test.step('the year switch drops what the year lacks and says so', async () => {
    await page.goto('/data-browser/data/2024?category=counties&items=09110,48113&actions_taken=1,9')
    // A value no year has is dropped at once, with a notice.
    await expect(page.getByTestId('dropped-notice')).toContainText('Action Taken “9”')
    await expect(page.getByRole('button', { name: /^Remove .*09110/ })).toBeVisible()
    await axeAtBothWidths(page)
    await page.getByLabel('Year').selectOption('2023')
    await page.getByRole('button', { name: 'Show 2023' }).click()
    await expect(page).toHaveURL(
      /\/data-browser\/data\/2023\?category=counties&items=48113&actions_taken=1&getDetails=1$/,
    )
    await expect(page.getByTestId('dropped-notice')).toContainText(
      'county 09110 (not in the 2023 list)',
    )
    await expect(page.getByTestId('summary-table')).toBeVisible()
    await axeAtBothWidths(page)
  })

  await test.step('Add a variable: the arrow keys only move the choice; Add confirms it', async () => {
    await page.goto('/data-browser/data/2024?category=states&items=TX')
    const select = page.getByLabel('Add a variable')
    await select.focus()
    // Chromium changes a closed select on the arrow keys: walking to Race adds nothing on the way.
    for (let i = 0; i < 12 && (await select.inputValue()) !== 'races'; i++)
      await page.keyboard.press('ArrowDown')
    expect(await select.inputValue()).toBe('races')
    await expect(page.locator('fieldset.datasets__variable')).toHaveCount(0)
    await expect(page).toHaveURL(/\?category=states&items=TX$/)
    await axeAtBothWidths(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add Race' })).toBeFocused()
    await page.keyboard.press('Enter')
    const race = page.getByRole('group', { name: 'Race' })
    await expect(race).toBeVisible()
    // Focus goes on to the new variable's first value, ready to tick.
    await expect(race.getByRole('checkbox').first()).toBeFocused()
    await expect(page).toHaveURL(/\?category=states&items=TX&races=$/)
    // Enter on the select confirms too; then both slots are full.
    await select.focus()
    await page.keyboard.press('ArrowDown')
    expect(await select.inputValue()).toBe('actions_taken')
    await expect(page.locator('fieldset.datasets__variable')).toHaveCount(1)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('group', { name: 'Action Taken' })).toBeVisible()
    await expect(select).toHaveValue('')
    await expect(
      page.getByText('Two variables chosen: remove one to choose another.'),
    ).toBeVisible()
    await axeAtBothWidths(page)
  })

  await test.step('Year: the arrow keys only move the choice; switching back restores what was dropped', async () => {
    const start = '/data-browser/data/2024?category=counties&items=09110,48113&actions_taken=1'
    await page.goto(start)
    await expect(page.getByRole('button', { name: /^Remove .*09110/ })).toBeVisible()
    const year = page.getByLabel('Year')
    await year.focus()
    await page.keyboard.press('ArrowDown')
    expect(await year.inputValue()).toBe('2023')
    // Nothing switched yet: same address, the county still chosen, focus still on the select.
    await expect(page).toHaveURL(new RegExp(`${start.replace(/[?]/g, '\\?')}(&getDetails=1)?$`))
    await expect(page.getByRole('button', { name: /^Remove .*09110/ })).toBeVisible()
    await expect(year).toBeFocused()
    await axeAtBothWidths(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Show 2023' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/data\/2023\?category=counties&items=48113&actions_taken=1/)
    await expect(page.getByTestId('dropped-notice')).toContainText(
      'county 09110 (not in the 2023 list)',
    )
    await expect(year).toBeFocused()
    await expect(year).toHaveValue('2023')
    // Back to 2024 before changing anything: the dropped county returns, without a notice.
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(
      /\/data\/2024\?category=counties&items=09110,48113&actions_taken=1(&getDetails=1)?$/,
    )
    await expect(page.getByRole('button', { name: /^Remove .*09110/ })).toBeVisible()
    await expect(page.getByTestId('dropped-notice')).toHaveCount(0)
    await expect(year).toBeFocused()
  })
})

test('a change cancels the request in flight; Copy link copies this view', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await context.addCookies([
    {
      name: 'hmda-fault',
      value: 'delay:3000@/v2/data-browser-api/view/aggregations',
      url: baseURL ?? '',
    },
  ])
  const aborted: string[] = []
  page.on('requestfailed', (r) => {
    if (r.url().includes('/view/aggregations')) aborted.push(r.url())
  })
  await page.goto('/data-browser/data/2024?category=states&items=TX&actions_taken=1,3&getDetails=1')
  await expect(page.getByText(/Loading the summary table/)).toBeVisible()
  // The first request is on its way with its 3 s delay; the next one (after the change) needs
  // none, so the test does not wait a second 3 s for the table.
  await context.clearCookies({ name: 'hmda-fault' })
  // The selection lives in the URL: the box shows the tick once the navigation has rendered
  // (a transition), so click and then wait for it rather than check() (which reads at once).
  const approved = page.getByLabel('2 – Application approved but not accepted')
  await approved.click()
  await expect(approved).toBeChecked()
  await expect(page.getByTestId('summary-table')).toBeVisible({ timeout: 15_000 })
  expect(aborted).toEqual(
    ['/v2/data-browser-api/view/aggregations?states=TX&actions_taken=1,3&years=2024'].map(
      (path) => new URL(path, baseURL).href,
    ),
  )
  await expect(page.getByTestId('summary-table').locator('tbody tr')).toHaveCount(3)

  await page.getByRole('button', { name: 'Copy link to this view' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  expect(copied).toMatch(/\?category=states&items=TX&actions_taken=1,2,3&getDetails=1$/)
})

// The time each keystroke takes is measured by `npm run bench -- --suites search` (one frame,
// 16 ms, at the median and the 90th percentile), not here.
test('type-ahead over the 3,243 counties of 2024 follows every keystroke', async ({ page }) => {
  await page.goto('/data-browser/data/2024?category=counties')
  const input = page.getByRole('combobox', { name: /Counties \(2024 list\)/ })
  await expect(input).toBeVisible()
  await input.focus()
  // Each keystroke as the browser sends it (an input event, which React renders synchronously):
  // right after it, the list shows the counties that match what is typed so far.
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const seen: Record<string, (string | null)[]> = {}
    for (const typed of ['l', 'lo', 'los', 'los angeles', '0', '060', '0603']) {
      setValue?.call(el, typed)
      el.dispatchEvent(new Event('input', { bubbles: true }))
      seen[typed] = Array.from(document.querySelectorAll('[role="option"]')).map(
        (o) => o.textContent,
      )
    }
    return seen
  })
  expect(shown['los']).toContain('LOS ANGELES COUNTY, CA (06037)')
  expect(shown['los angeles']).toEqual(['LOS ANGELES COUNTY, CA (06037)'])
  expect(shown['0603']).toContain('LOS ANGELES COUNTY, CA (06037)')
  for (const options of [shown['060'] ?? [], shown['0603'] ?? []])
    expect(options.every((o) => /\(060\d\d\)/.test(o ?? ''))).toBe(true)
})

const AGG = '/v2/data-browser-api/view/aggregations'
const VIEW = '/data-browser/data/2024?category=states&items=TX&actions_taken=1,3&getDetails=1'

test('the service failing: 400, geography, 429, a CSV download, both lists, 503 retried', async ({
  page,
  context,
  baseURL,
}) => {
  // One page for the four failures (a new context and a cold load cost about as much as each
  // check); each step routes or faults only its own requests, and undoes that at its end.
  test.slow()
  await test.step('400: the refused choice is named; choices kept', async () => {
    // Send a value the API refuses (the screen itself never would).
    const refuse = (route: Route) =>
      route.continue({
        url: route.request().url().replace('actions_taken=1,3', 'actions_taken=1,3,9'),
      })
    await page.route(`**${AGG}?*`, refuse)
    await page.goto(VIEW)
    await expect(page.getByTestId('summary-error')).toContainText(
      'The data service does not accept “9” for Action Taken.',
    )
    await expect(page.getByLabel('1 – Loan Originated')).toBeChecked()
    await axeAtBothWidths(page)
    await page.unroute(`**${AGG}?*`, refuse)
  })

  await test.step('a failing geography list keeps the chosen places visible and removable', async () => {
    const fail = (route: Route) => route.fulfill({ status: 503 })
    await page.route('**/data/geography/states.json', fail)
    await page.goto('/data-browser/data/2024?category=states&items=TX&actions_taken=1&getDetails=1')
    await expect(page.getByTestId('api-error')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove TX' })).toBeVisible()
    await expect(page.getByTestId('summary-table')).toBeVisible()
    await axeAtBothWidths(page)
    await page.unroute('**/data/geography/states.json', fail)
  })

  await test.step('429: busy, then try again', async () => {
    await context.addCookies([{ name: 'hmda-fault', value: `429:5@${AGG}`, url: baseURL ?? '' }])
    await page.goto(VIEW)
    const error = page.getByTestId('summary-error')
    await expect(error).toContainText('The data service is busy. Try again in 5 seconds.')
    await expect(page.getByRole('button', { name: 'Remove Texas (TX)' })).toBeVisible()
    await axeAtBothWidths(page)
    await context.clearCookies()
    await error.getByRole('button', { name: 'Load the summary table again' }).click()
    await expect(page.getByTestId('summary-table')).toBeVisible()
  })

  await test.step('a failed CSV download is worded on the page, with a retry', async () => {
    await context.addCookies([
      { name: 'hmda-fault', value: '500@/v2/data-browser-api/view/csv', url: baseURL ?? '' },
    ])
    const downloads: string[] = []
    page.on('download', (d) => downloads.push(d.suggestedFilename()))
    await page.goto(VIEW)
    await expect(page.getByTestId('summary-table')).toBeVisible()
    await page.getByTestId('filtered-csv').click()
    const error = page.getByTestId('download-error')
    await expect(error).toContainText('The filtered records (CSV) did not download')
    await expect(error).toContainText('HTTP 500')
    await expect(error).toContainText('Your choices are kept.')
    expect(downloads).toEqual([])
    await axeAtBothWidths(page)
    await context.clearCookies()
    const download = page.waitForEvent('download')
    await error.getByRole('button', { name: 'Try the filtered records download again' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    await expect(error).toHaveCount(0)
  })

  await test.step('institutions and summary both failing: two distinct retries, the real wait', async () => {
    await context.addCookies([
      { name: 'hmda-fault', value: '429:7@/v2/data-browser-api/view/', url: baseURL ?? '' },
    ])
    await page.goto(VIEW)
    const summary = page.getByTestId('summary-error')
    await expect(summary).toContainText('Try again in 7 seconds.')
    await expect(page.getByTestId('institutions-error')).toContainText('Try again in 7 seconds.')
    await expect(page.getByRole('button', { name: 'Try again', exact: true })).toHaveCount(0)
    await axeAtBothWidths(page)
    await context.clearCookies()
    await page.getByRole('button', { name: 'Load the list of institutions again' }).click()
    await expect(page.getByTestId('institutions-summary')).toBeVisible()
    await expect(summary).toBeVisible()
    await page.getByRole('button', { name: 'Load the summary table again' }).click()
    await expect(page.getByTestId('summary-table')).toBeVisible()
  })

  // Last: the page's fake clock stays installed until the end of the test.
  await test.step('503: retried once after 5 s, then an error with a retry', async () => {
    await context.addCookies([{ name: 'hmda-fault', value: `503@${AGG}`, url: baseURL ?? '' }])
    // The page's clock runs at its own pace; the test moves it on by the retry's 5 s (below), and
    // each request's time is read from that clock.
    await page.clock.install()
    const calls: Promise<number>[] = []
    page.on('request', (r) => {
      if (r.url().includes(AGG)) calls.push(page.evaluate(() => Date.now()))
    })
    const first = page.waitForEvent('requestfinished', (r) => r.url().includes(AGG))
    await page.goto(VIEW)
    await first
    await page.clock.fastForward(5_000)
    const error = page.getByTestId('summary-error')
    // (Should the retry's timer start only after the clock moved on, it runs its 5 s in real time.)
    await expect(error).toContainText('HTTP 503', { timeout: 15_000 })
    expect(calls).toHaveLength(2)
    const [at0 = 0, at1 = 0] = await Promise.all(calls)
    expect(at1 - at0).toBeGreaterThanOrEqual(4900)
    await axeAtBothWidths(page)
    await context.clearCookies()
    await error.getByRole('button', { name: 'Load the summary table again' }).click()
    await expect(page.getByTestId('summary-table')).toBeVisible()
    await expect(page.getByLabel('3 – Application denied')).toBeChecked()
  })
})

import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { axeAtBothWidths as axeAt } from './axe'

// The Quarterly Graphs screen over the local services (sample series in the real shape): URL
// state round trips, CSV equal to what is shown, keyboard tooltip, the graph service unreachable,
// a cold deep link, and axe at 1280 px (375 px where the layout differs, e2e/axe.ts).

const BASE = '/data-browser/graphs/quarterly'

const axeAtBothWidths = (page: Page) =>
  axeAt(page, { height: 900, restore: { width: 1280, height: 900 } })

/** A table's cells as text, header row first. */
const cells = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
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

async function downloadedText(page: Page, name: string | RegExp) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name }).first().click()
  const path = await (await download).path()
  return readFileSync(path, 'utf8')
}

/** The newest quarter the period list offers (the service's last published quarter). */
async function newestQuarter(page: Page): Promise<string> {
  const last = page.getByLabel('To', { exact: true }).locator('option').last()
  return (await last.getAttribute('value')) ?? ''
}

/** `text` as a regular expression matching it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the bare address opens the first graph; axe is clean', async ({ page }) => {
  await page.goto(`${BASE}/`)
  // The local service publishes up to the last quarter whose filing deadline has passed, so the
  // newest quarter is read from the period list rather than written here.
  await expect(page).toHaveURL(
    new RegExp(
      `/applications\\?periodLow=2018-Q1&periodHigh=(\\d{4}-Q[1-4])&${escape('visibleSeries=Conventional+Conforming,Conventional+Non-Conforming,FHA,HELOC,RHS/FSA,VA')}$`,
    ),
  )
  expect(new URL(page.url()).searchParams.get('periodHigh')).toBe(await newestQuarter(page))
  await expect(page.getByTestId('graph-title')).toHaveText(
    'How has the number of applications changed?',
  )
  await expect(page.getByTestId('quarterly-chart')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Graphs', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // 7 categories in the list
  await expect(page.locator('#graph-choice optgroup')).toHaveCount(7)
  await axeAtBothWidths(page)
})

test('period range and series toggles round-trip through the URL; CSV equals the table', async ({
  page,
}) => {
  await page.goto(`${BASE}/dti`)
  await expect(page.getByTestId('graph-table')).toBeVisible()
  await page.getByLabel('From', { exact: true }).selectOption('2023-Q1')
  await page.getByLabel('To', { exact: true }).selectOption('2024-Q4')
  await page.getByRole('checkbox', { name: 'HELOC' }).uncheck()
  await page.getByRole('checkbox', { name: 'Conventional Non-Conforming' }).uncheck()
  await expect(page).toHaveURL(
    `${BASE}/dti?periodLow=2023-Q1&periodHigh=2024-Q4&visibleSeries=Conventional Conforming,FHA,RHS/FSA,VA`.replace(
      / /g,
      '+',
    ),
  )
  const shown = await cells(page, 'graph-table')
  expect(shown[0]).toEqual(['Year Quarter', 'Conventional Conforming', 'FHA', 'RHS/FSA', 'VA'])
  expect(shown).toHaveLength(9)
  expect(shown[1]?.[0]).toBe('2023-Q1')
  expect(shown.at(-1)?.[0]).toBe('2024-Q4')

  // the same URL, loaded cold, shows the same view
  const url = page.url()
  await page.goto('about:blank')
  await page.goto(url)
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2023-Q1')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2024-Q4')
  await expect(page.getByRole('checkbox', { name: 'HELOC' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'FHA' })).toBeChecked()
  expect(await cells(page, 'graph-table')).toEqual(shown)

  // another graph, chosen by keyboard, keeps the period range and shows all its series
  await page.getByLabel('Graph', { exact: true }).selectOption('denials-fha-re')
  await page.getByRole('button', { name: 'Show graph' }).press('Enter')
  await expect(page).toHaveURL(
    `${BASE}/denials-fha-re?periodLow=2023-Q1&periodHigh=2024-Q4&visibleSeries=Asian,Black,Hispanic,White`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByTestId('graph-title')).toHaveText(
    'For FHA loans, how have denial rates differed by race/ethnicity?',
  )
  expect((await cells(page, 'graph-table'))[0]).toEqual([
    'Year Quarter',
    'Asian',
    'Black',
    'Hispanic',
    'White',
  ])
  await page.goBack()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2023-Q1')

  // the CSV holds exactly the shown rows and columns (table values without grouping commas)
  const csv = await downloadedText(page, 'Download CSV')
  const rows = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','))
  expect(rows[0]).toEqual(shown[0])
  expect(rows.slice(1)).toEqual(
    shown.slice(1).map((r) => r.map((v) => (v === 'Not shown' ? '' : v.replace(/,/g, '')))),
  )
  await axeAtBothWidths(page)
})

test('the tooltip follows the keyboard', async ({ page }) => {
  await page.goto(
    `${BASE}/interest-rates?periodLow=2024-Q1&periodHigh=2024-Q4&visibleSeries=FHA,VA`,
  )
  const chart = page.getByTestId('quarterly-chart')
  await chart.focus()
  await page.keyboard.press('Home')
  const tooltip = page.getByTestId('chart-tooltip')
  await expect(tooltip).toContainText('2024-Q1')
  await page.keyboard.press('ArrowRight')
  await expect(tooltip).toContainText('2024-Q2')
  // values with the API's 3 decimals, equal to the table
  const table = await cells(page, 'graph-table')
  await expect(tooltip).toContainText(`FHA: ${table[2]?.[1]}`)
  expect(table[2]?.[1]).toMatch(/^\d+\.\d{3}$/)
  await page.keyboard.press('End')
  await expect(tooltip).toContainText('2024-Q4')
})

test('the quarterly filers tab: reached from the graphs, sorts and downloads what it shows', async ({
  page,
}) => {
  await page.goto(`${BASE}/loans`)
  await expect(page.getByTestId('graph-title')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Quarterly data' })
    .getByRole('link', { name: 'Quarterly filers' })
    .click()
  await expect(page).toHaveURL(`${BASE}/info/filers`)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  const table = page.getByTestId('filers-table')
  await expect(table).toBeVisible()
  // The first year column (the year before the graphs' latest, which follows the clock).
  await page
    .getByRole('button', { name: /^\d{4} records/ })
    .first()
    .click()
  const shown = await cells(page, 'filers-table')
  const counts = shown.slice(1, -2).map((r) => Number(r[2]?.replace(/,/g, '')))
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  const csv = await downloadedText(page, /Download CSV of the quarterly filers/)
  const lines = csv.trim().split('\r\n')
  expect(lines).toHaveLength(shown.length)
  expect(lines[1]?.split(',')[3]).toBe(String(counts[0]))
  await axeAtBothWidths(page)
})

test('the FAQ tab: a cold deep link, links back to the graphs; /info opens it', async ({
  page,
}) => {
  await page.goto(`${BASE}/info`)
  await expect(page).toHaveURL(`${BASE}/info/faq`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the quarterly data')
  await expect(page).toHaveTitle(/About the quarterly data/)
  await expect(page.getByRole('heading', { name: 'Why does a line have gaps?' })).toBeVisible()
  await axeAtBothWidths(page)
  await page.goto(`${BASE}/info/nothing`)
  await expect(page).toHaveTitle(/Page not found/)
  await page.goto(`${BASE}/info/faq`)
  await page
    .getByRole('navigation', { name: 'Quarterly data' })
    .getByRole('link', { name: 'Graphs' })
    .click()
  await expect(page).toHaveURL(new RegExp(`${BASE}/applications\\?periodLow=2018-Q1&`))
})

test('the graph service unreachable: a clear message, the page stays usable', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'hmda-fault', value: 'reset@/quarterly-data', url: baseURL ?? '' },
  ])
  await page.goto(`${BASE}/ltv`)
  const alert = page.getByTestId('api-error')
  await expect(alert).toHaveCount(1)
  await expect(alert).toContainText('Service unreachable')
  await expect(alert).toContainText(
    'The list of quarterly graphs and this graph could not be loaded',
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await axeAtBothWidths(page)
  // the service comes back: "Try again" loads the list
  await context.clearCookies({ name: 'hmda-fault' })
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('#graph-choice optgroup')).toHaveCount(7)
  await expect(page.getByTestId('graph-title')).toHaveText('How has median CLTV changed?')
})

test('the filers service busy: a clear message with Try again, the tabs still work', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'hmda-fault', value: '503@/v2/public/institutions/quarterly', url: baseURL ?? '' },
  ])
  await page.goto(`${BASE}/info/filers`)
  const alert = page.getByTestId('api-error')
  await expect(alert).toContainText('table of quarterly filers')
  await axeAtBothWidths(page)
  await context.clearCookies({ name: 'hmda-fault' })
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('filers-table')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Quarterly data' })
    .getByRole('link', { name: 'Graphs' })
    .click()
  await expect(page.getByTestId('quarterly-chart')).toBeVisible()
})

test('an unknown graph and unusable URL values are named', async ({ page }) => {
  await page.goto(`${BASE}/nope`)
  await expect(page.getByTestId('unknown-graph')).toContainText('“nope”')
  await page.goto(`${BASE}/tlc?periodLow=1999-Q1&visibleSeries=HELOC,FHA`)
  await expect(page.getByTestId('view-problems')).toContainText('1999-Q1')
  await expect(page.getByTestId('view-problems')).toContainText('HELOC')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2018-Q1')
})

test('the mouse shows the tooltip; Save image gives a PNG; Copy link copies this view', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const search = '?periodLow=2020-Q1&periodHigh=2021-Q4&visibleSeries=Asian,White'
  await page.goto(`${BASE}/denials-cc-re${search}`)
  const chart = page.getByTestId('quarterly-chart')
  await expect(chart.locator('.u-over')).toBeVisible()
  await chart.scrollIntoViewIfNeeded()
  const box = await chart.locator('.u-over').boundingBox()
  if (!box) throw new Error('no chart plot area')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 3, { steps: 5 })
  await expect(page.getByTestId('chart-tooltip')).toContainText('2021-Q4')
  await expect(page.getByTestId('chart-tooltip')).toContainText(/White: \d+\.\d{2}/)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save image' }).click()
  const image = await download
  expect(image.suggestedFilename()).toBe('hmda-quarterly-denials-cc-re-2020-Q1-to-2021-Q4.png')
  const bytes = readFileSync(await image.path())
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')

  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByTestId('graph-status')).toContainText('Link copied')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(`${baseURL}${BASE}/denials-cc-re${search}`)
})

test('Save SVG gives the shown chart as an SVG; Print prints the graph with its table', async ({
  page,
}) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })
  const search = '?periodLow=2022-Q1&periodHigh=2023-Q4&visibleSeries=FHA,VA'
  await page.goto(`${BASE}/interest-rates${search}`)
  await expect(page.getByTestId('graph-table')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save SVG' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('hmda-quarterly-interest-rates-2022-Q1-to-2023-Q4.svg')
  const svg = readFileSync(await file.path(), 'utf8')
  expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"')
  expect(svg).toContain('(2022-Q1 to 2023-Q4)')
  expect(svg.match(/<path data-series="[^"]+"/g)).toEqual([
    '<path data-series="FHA"',
    '<path data-series="VA"',
  ])
  await expect(page.getByTestId('graph-status')).toContainText('SVG')

  // the table folded away still prints: Print opens it, and the print view is the graph alone
  await page.getByText('Data table', { exact: true }).click()
  await expect(page.getByTestId('graph-table')).toBeHidden()
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('graph-table')).toBeVisible()
  await expect(page.getByTestId('graph-title')).toBeVisible()
  await expect(page.getByTestId('quarterly-chart')).toBeVisible()
  for (const hidden of [
    page.getByRole('button', { name: 'Save SVG' }),
    page.getByLabel('From', { exact: true }),
    page.getByLabel('Graph', { exact: true }),
    page.getByRole('navigation', { name: 'Quarterly data' }),
  ])
    await expect(hidden).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
})

test('the loan purpose narrows the graph list; Show all quarters resets the range', async ({
  page,
}) => {
  // the bare graph address is replaced by one that carries its period and series
  await page.goto(`${BASE}/dti`)
  await expect(page).toHaveURL(
    new RegExp(
      `/dti\\?periodLow=2018-Q1&periodHigh=\\d{4}-Q[1-4]&${escape('visibleSeries=Conventional+Conforming,Conventional+Non-Conforming,FHA,HELOC,RHS/FSA,VA')}$`,
    ),
  )
  const newest = await newestQuarter(page)
  expect(new URL(page.url()).searchParams.get('periodHigh')).toBe(newest)
  await page.goBack()
  await expect(page).not.toHaveURL(/\/dti/)

  await page.goto(`${BASE}/dti?periodLow=2020-Q1&periodHigh=2021-Q4&visibleSeries=FHA`)
  const purpose = page.getByLabel('Loan purpose', { exact: true })
  await expect(purpose).toHaveValue('all')
  const options = page.locator('#graph-choice option')
  await expect(options).toHaveCount(21)
  // by keyboard: Home purchase, then the list holds only home purchase graphs, the same one chosen
  await purpose.focus()
  await purpose.selectOption('home')
  await expect(options).toHaveCount(21)
  await expect(options.first()).toHaveText(/ - Home Purchase$/)
  await expect(page.getByLabel('Graph', { exact: true })).toHaveValue('dti-loan-purpose-home')
  await page.getByRole('button', { name: 'Show graph' }).press('Enter')
  await expect(page).toHaveURL(
    `${BASE}/dti-loan-purpose-home?periodLow=2020-Q1&periodHigh=2021-Q4&visibleSeries=Conventional+Conforming,Conventional+Non-Conforming,FHA,RHS/FSA,VA`,
  )
  await expect(page.getByTestId('graph-title')).toHaveText(/ - Home Purchase$/)
  await expect(page.getByLabel('Loan purpose', { exact: true })).toHaveValue('home')

  // Show all quarters: the whole range again, focus stays in the period controls
  await page.getByRole('button', { name: 'Show all quarters' }).click()
  await expect(page).toHaveURL(new RegExp(`periodLow=2018-Q1&periodHigh=${newest}&`))
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2018-Q1')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(newest)
  await expect(page.getByLabel('From', { exact: true })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Show all quarters' })).toHaveCount(0)
  await axeAtBothWidths(page)
})

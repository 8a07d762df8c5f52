import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { axeAtBothWidths as axeAt } from './axe'
import { CsvReader } from '../src/lib/csv'

// The Maps screen on the real base data (public/data/maps): state and county views, variable and
// value switching, a feature chosen by keyboard from the table, a cold deep link, the second
// filter from the (local, sample) file server's filter files, the file server unreachable, and
// the table CSV. axe runs at 1280 px, and at 375 px where the layout differs (e2e/axe.ts).

// The page draws within budget (npm run bench -- --suites maps); the time here goes to axe, which
// runs up to four times per test and visits each of the 3,220 county outlines (seconds per run on
// a busy 2-core machine).
test.describe.configure({ timeout: 120_000 })

/**
 * The table's rows after the 20th: up to 80 more rows of the same structure (a button and two
 * figures each), whose colour contrast took axe about a quarter of a county scan. The scans leave
 * them out, as the guide's scans leave out its repeated rows (GUIDE_REPEATED_ROWS). (Leaving out
 * the map's outlines the same way made the scans slower: axe matched the exclusion on each.)
 */
const MAP_REPEATED_ROWS = '.maps-table tbody tr:nth-child(n+21)'

const axeAtBothWidths = (page: Page) =>
  axeAt(page, { height: 900, restore: { width: 1280, height: 900 }, exclude: MAP_REPEATED_ROWS })

const table = (page: Page) => page.getByRole('region', { name: /^Table:/ })
const rowFor = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true })

/**
 * Chooses a geography radio. Not `check()`: the choice is applied through the router's
 * transition, so the radio shows it when that commits, a moment after the click (`check()`
 * fails when it reads the radio before then).
 */
async function chooseGeography(page: Page, name: 'States' | 'Counties') {
  await label(page, name).click()
  await expect(label(page, name)).toBeChecked()
}

/** The table's shown rows as [name, records, per 1,000] (digits only, as in the CSV). */
async function shownRows(page: Page): Promise<string[][]> {
  const rows = table(page).locator('tbody tr')
  const out: string[][] = []
  for (const text of await rows.allInnerTexts()) {
    const [name = '', count = '', rate = ''] = text.split('\t').map((c) => c.trim())
    out.push([name, count.replace(/,/g, ''), rate === '—' ? '' : rate.replace(/,/g, '')])
  }
  return out
}

/** Downloads the table CSV and returns its cells, header row first. */
async function downloadedCells(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Download this table \(CSV/ }).click()
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8')
  expect(csv).toMatch(/^(state|county),code,records,population,"records per 1,000 people"\r\n/)
  const cells: string[][] = []
  const reader = new CsvReader((row) => cells.push(row))
  reader.push(csv)
  reader.end()
  return cells
}

/** Downloads the table CSV and returns its rows as [name, records, per 1,000]. */
async function downloadedRows(page: Page): Promise<string[][]> {
  return (await downloadedCells(page))
    .slice(1)
    .map(([name = '', code = '', count = '', , rate = '']) => {
      // Codes are written as ="…" so a spreadsheet keeps them as text (01001, not 1001).
      expect(code).toMatch(/^="([A-Z]{2}|\d{5})"$/)
      return [name, count, rate]
    })
}

test('state view (2024): Kansas, action taken = application denied, chosen by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/data-browser/maps/2024')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Browser: Maps 2024', {
    timeout: 30_000,
  })
  await expect(page.locator('.maps-svg-wrap svg path[data-id="20"]')).toBeVisible({
    timeout: 30_000,
  })
  await label(page, 'Value').selectOption({ label: 'Application denied' })
  await expect(page).toHaveURL(/\?geography=state&variable=actionTaken&value=3$/)
  const kansas = rowFor(page, 'Kansas')
  await expect(kansas.getByRole('cell')).toHaveText(['13,548', '3.77'])
  await axeAtBothWidths(page)

  // Keyboard: focus Kansas in the table (tooltip on the map), Enter opens its report.
  const button = kansas.getByRole('button', { name: 'Kansas' })
  await button.focus()
  await expect(page.locator('.maps-tooltip')).toHaveText(
    'Kansas: 3.77 per 1,000 people (13,548 records)',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/&feature=KS$/)
  const report = page.getByRole('region', { name: 'Kansas' })
  await expect(page.getByRole('heading', { name: 'Kansas', level: 2 })).toBeFocused()
  await expect(report).toContainText('of 95,082 records in all')
  await expect(report.getByRole('link', { name: /Datasets screen/ })).toHaveAttribute(
    'href',
    '/data-browser/data/2024?category=states&items=KS&actions_taken=3&getDetails=1',
  )
  await expect(report.getByRole('link', { name: /API CSV/ })).toHaveAttribute(
    'href',
    /\/view\/csv\?states=KS&actions_taken=3&years=2024$/,
  )
  await expect(report.getByRole('table', { name: 'Age' })).toContainText('12,217')
  await expect(page.locator('.maps-svg-wrap svg path[data-id="20"]')).toHaveClass('maps-selected')
  await axeAtBothWidths(page)

  // Sorting by records, and the CSV equals the table.
  await table(page).getByRole('button', { name: 'Records' }).click()
  await expect(table(page).getByRole('columnheader', { name: /Records/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(table(page).getByRole('row').nth(1)).toContainText('Florida')
  const shown = await shownRows(page)
  const csv = await downloadedRows(page)
  expect(csv).toEqual(shown)
  expect(csv[0]?.[0]).toBe('Florida')
  expect(csv).toContainEqual(['Kansas', '13548', '3.77'])
})

test('done means (2025): Kansas, application denied = 14,250 records, 3.97 per 1,000 people; Puerto Rico in its inset', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/data-browser/maps/2025?geography=state&variable=actionTaken&value=3')
  const kansas = rowFor(page, 'Kansas')
  await expect(kansas.getByRole('cell')).toHaveText(['14,250', '3.97'], { timeout: 30_000 })
  // 14,250 / 3,592,593 people × 1,000 = 3.966… → 3.97.
  await page.locator('.maps-svg-wrap svg path[data-id="20"]').hover()
  await expect(page.locator('.maps-tooltip')).toHaveText(
    'Kansas: 3.97 per 1,000 people (14,250 records)',
  )
  await kansas.getByRole('button', { name: 'Kansas' }).click()
  const report = page.getByRole('region', { name: 'Kansas' })
  await expect(report).toContainText('Kansas: 3.97 per 1,000 people (14,250 records)')
  await expect(report).toContainText('of 108,103 records in all')
  await expect(report.getByRole('link', { name: /Datasets screen/ })).toHaveAttribute(
    'href',
    '/data-browser/data/2025?category=states&items=KS&actions_taken=3&getDetails=1',
  )
  await expect(report.getByRole('link', { name: /API CSV/ })).toHaveAttribute(
    'href',
    /\/view\/csv\?states=KS&actions_taken=3&years=2025$/,
  )
  // Puerto Rico (not in us-atlas' Albers USA files) is drawn in an inset, shaded like the rest.
  // (Choosing Kansas zoomed the map to it: back to the whole map first.)
  await page.getByRole('button', { name: 'Reset view' }).click()
  const pr = page.locator('.maps-svg-wrap svg path[data-id="72"]')
  await expect(pr).toBeVisible()
  await expect(pr).not.toHaveAttribute('fill', '#d9d9d9')
  await expect(page.locator('.maps-inset text')).toHaveText('Puerto Rico')
  await pr.hover()
  await expect(page.locator('.maps-tooltip')).toHaveText(/^Puerto Rico: [\d.]+ per 1,000 people/)
  await expect(rowFor(page, 'Puerto Rico')).toHaveCount(1)
  await expect(page.locator('.maps-unmapped')).toHaveText(
    'Not on the map (no outline in the Census Bureau’s 2017 boundaries), but in the table: Guam; Virgin Islands (U.S.).',
  )
})

test('county view by a cold deep link, then switching variable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(
    '/data-browser/maps/2024?geography=county&variable=actionTaken&value=3&feature=20073',
  )
  await expect(label(page, 'Counties')).toBeChecked({ timeout: 30_000 })
  const report = page.getByRole('region', { name: /Greenwood/i })
  await expect(report).toContainText('(21 records)', { timeout: 30_000 })
  await expect(report).toContainText('of 131 records in all')
  await expect(page.locator('.maps-svg-wrap svg path[data-id="20073"]')).toHaveClass(
    'maps-selected',
  )
  await expect(page.locator('.maps-svg-wrap svg .maps-shapes path')).toHaveCount(3220)
  // The table shows the page that holds the selected county.
  await expect(rowFor(page, 'Greenwood County, KS')).toHaveClass('maps-row-selected')
  await expect(page.getByText(/^Counties \d[\d,]*–[\d,]+ of 3,2\d\d$/)).toBeVisible()
  await axeAtBothWidths(page)

  // The CSV keeps county FIPS codes as text: Autauga County, AL is 01001, not 1001.
  const cells = await downloadedCells(page)
  expect(cells.find((r) => r[0] === 'Autauga County, AL')?.[1]).toBe('="01001"')
  expect(cells.find((r) => r[0] === 'Greenwood County, KS')?.[1]).toBe('="20073"')

  await label(page, 'Variable').selectOption({ label: 'Age' })
  await expect(page).toHaveURL(/variable=age&value=8888/)
  await label(page, 'Value').selectOption('55-64')
  await expect(page).toHaveURL(/variable=age&value=55-64&feature=20073$/)
  await expect(report).toContainText('(22 records)')

  // Paging and finding a county by keyboard: every county is reachable from the table.
  await page.getByRole('button', { name: 'Next 100' }).click()
  await expect(page.getByText(/^Counties [\d,]+–[\d,]+ of 3,2\d\d$/)).toBeVisible()
  await label(page, 'Find a county in the table').fill('Yukon')
  await expect(table(page).locator('tbody tr')).toHaveCount(1)
  await page.keyboard.press('Tab') // the table's scroll region
  await page.keyboard.press('Tab') // "County" sort button
  await page.keyboard.press('Tab') // "Records"
  await page.keyboard.press('Tab') // "Per 1,000 people"
  await page.keyboard.press('Tab') // the county
  await expect(page.getByRole('button', { name: /^Yukon/i })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/feature=02290$/)
  await expect(page.getByRole('heading', { name: /^Yukon/i, level: 2 })).toBeFocused()

  await chooseGeography(page, 'States')
  await expect(page).toHaveURL(/geography=state&variable=age&value=55-64$/)
  await expect(rowFor(page, 'Kansas').getByRole('cell').first()).toHaveText('12,217')
})

test('second filter from the file server: switching, CSV, sample notice', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/data-browser/maps/2025?geography=state&variable=actionTaken&value=3')
  await expect(rowFor(page, 'Kansas').getByRole('cell')).toHaveText(['14,250', '3.97'], {
    timeout: 30_000,
  })
  await expect(page.getByTestId('sample-data-notice')).toHaveCount(0)

  // The file the page reads (local sample services, published name and shape).
  const file = (await (
    await request.get('/hmda-files/data-browser/maps/2025/state-actionTaken-3.json')
  ).json()) as Record<string, Record<string, Record<string, number>>>
  // `timeout`: after a cold load, which waits for the page's data and the filter file (on a busy
  // machine longer than the default 5 s: this check alone failed once in CI after a cold link).
  const expectKansas = async (variable: string, value: string, timeout?: number) => {
    const count = file.KS?.[variable]?.[value] ?? 0
    const rate = (Math.round((count / 3_592_593) * 1000 * 100) / 100).toFixed(2)
    await expect(rowFor(page, 'Kansas').getByRole('cell')).toHaveText(
      [count.toLocaleString('en-US'), rate],
      { timeout },
    )
    return { count, rate }
  }

  await label(page, 'Filter variable').selectOption({ label: 'Age' })
  await expect(page).toHaveURL(/value=3&filter=age&filtervalue=8888$/)
  await label(page, 'Filter value').selectOption('55-64')
  await expect(page).toHaveURL(
    /\?geography=state&variable=actionTaken&value=3&filter=age&filtervalue=55-64$/,
  )
  await expect(page.getByTestId('sample-data-notice')).toContainText('Sample data.', {
    timeout: 30_000,
  })
  await expect(page.getByRole('heading', { name: /^Table:/ })).toHaveText(
    'Table: Action Taken: Application denied and Age: 55-64',
  )
  const { count, rate } = await expectKansas('age', '55-64')
  await rowFor(page, 'Kansas').getByRole('button', { name: 'Kansas' }).focus()
  await expect(page.locator('.maps-tooltip')).toHaveText(
    `Kansas: ${rate} per 1,000 people (${count.toLocaleString('en-US')} records)`,
  )
  expect(await downloadedRows(page)).toEqual(await shownRows(page))
  await axeAtBothWidths(page)

  // Another filter variable: same file, other counts.
  await label(page, 'Filter variable').selectOption({ label: 'Sex' })
  await expect(page).toHaveURL(/filter=sex&filtervalue=Male$/)
  await label(page, 'Filter value').selectOption('Female')
  await expectKansas('sex', 'Female')
  expect(await downloadedRows(page)).toEqual(await shownRows(page))

  // Choosing the filter's variable as the main variable drops the filter.
  await label(page, 'Variable').selectOption({ label: 'Sex' })
  await expect(page).toHaveURL(/variable=sex&value=Male$/)
  await expect(label(page, 'Filter variable')).toHaveValue('')
  await expect(page.getByTestId('sample-data-notice')).toHaveCount(0)

  // A cold deep link with a filter, then removing it.
  await page.goto(
    '/data-browser/maps/2025?geography=state&variable=actionTaken&value=3&filter=age&filtervalue=55-64',
  )
  await expectKansas('age', '55-64', 30_000)
  // The county view reads the county file of the same selection.
  await chooseGeography(page, 'Counties')
  await expect(page).toHaveURL(/geography=county&variable=actionTaken&value=3&filter=age/)
  const counties = (await (
    await request.get('/hmda-files/data-browser/maps/2025/county-actionTaken-3.json')
  ).json()) as Record<string, Record<string, Record<string, number>>>
  await label(page, 'Find a county in the table').fill('Greenwood County, KS')
  await expect(rowFor(page, 'Greenwood County, KS').getByRole('cell').first()).toHaveText(
    String(counties['20073']?.age?.['55-64'] ?? 0),
    { timeout: 30_000 },
  )
  await chooseGeography(page, 'States')

  await label(page, 'Filter variable').selectOption({ label: 'None' })
  await expect(page).toHaveURL(/value=3$/)
  await expect(rowFor(page, 'Kansas').getByRole('cell')).toHaveText(['14,250', '3.97'])
})

test('file server unreachable: a clear message, the one-filter map stays usable', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await context.addCookies([
    { name: 'hmda-fault', value: 'reset@/hmda-files/data-browser', url: baseURL ?? '' },
  ])
  await page.goto(
    '/data-browser/maps/2025?geography=state&variable=actionTaken&value=3&filter=age&filtervalue=55-64',
  )
  const alert = page.getByTestId('api-error')
  await expect(alert).toContainText('Service unreachable', { timeout: 30_000 })
  await expect(alert).toContainText('The file of the second filter could not be loaded')
  await expect(
    page.getByText(/show Action Taken: Application denied without the second/),
  ).toBeVisible()
  await expect(rowFor(page, 'Kansas').getByRole('cell')).toHaveText(['14,250', '3.97'])
  await expect(page.getByRole('heading', { name: /^Table:/ })).toHaveText(
    'Table: Action Taken: Application denied',
  )
  await expect(page.locator('.maps-svg-wrap svg path[data-id="20"]')).toBeVisible()
  await axeAtBothWidths(page)

  // The service is back: "Try again" applies the filter.
  await context.clearCookies()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('api-error')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /^Table:/ })).toHaveText(
    'Table: Action Taken: Application denied and Age: 55-64',
  )
})

test.describe('table search and feature report', () => {
  test('search by state name, abbreviation and FIPS code by keyboard; the CSV of the counties found', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/data-browser/maps/2024?geography=county&variable=actionTaken&value=3')
    const find = label(page, 'Find a county in the table')
    await expect(find).toBeVisible({ timeout: 30_000 })
    await find.focus()
    await page.keyboard.type('Texas')
    // 253 Texas counties with records, and Texas County in Missouri and in Oklahoma.
    await expect(page.getByText('Counties 1–100 of 255 matching “Texas”')).toBeVisible()
    await page.keyboard.type(' County')
    await expect(page.getByText('Counties 1–2 of 2 matching “Texas County”')).toBeVisible()
    await expect(rowFor(page, 'Texas County, MO')).toHaveCount(1)
    await expect(rowFor(page, 'Texas County, OK')).toHaveCount(1)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('48')
    await expect(page.getByText('Counties 1–100 of 253 matching “48”')).toBeVisible()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('TX')
    await expect(page.getByText('Counties 1–100 of 253 matching “TX”')).toBeVisible()
    await axeAtBothWidths(page)

    // The CSV of the rows found (every page of them), by keyboard.
    const found = page.getByRole('button', { name: 'Download the 253 counties found (CSV)' })
    await found.focus()
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toBe('hmda-map-2024-county-actionTaken-3-found-TX.csv')
    const cells: string[][] = []
    const reader = new CsvReader((row) => cells.push(row))
    reader.push(readFileSync((await file.path()) ?? '', 'utf8'))
    reader.end()
    const rows = cells.slice(1)
    expect(rows).toHaveLength(253)
    for (const [name = '', code = ''] of rows) {
      expect(name).toMatch(/, TX$/)
      expect(code).toMatch(/^="48\d{3}"$/)
    }
    const shown = await shownRows(page)
    expect(
      rows.slice(0, 100).map(([name = '', , count = '', , rate = '']) => [name, count, rate]),
    ).toEqual(shown)
    // Without a search, the whole table.
    await find.fill('')
    const all = await downloadedRows(page)
    expect(all.length).toBeGreaterThan(3000)
  })

  test('every county is named: Chugach and Copper River in the 2022 data', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/data-browser/maps/2022?geography=county&variable=actionTaken&value=1')
    await expect(label(page, 'Find a county in the table')).toBeVisible({ timeout: 30_000 })
    await label(page, 'Find a county in the table').fill('Census Area, AK')
    await expect(rowFor(page, 'Chugach Census Area, AK')).toHaveCount(1)
    await expect(rowFor(page, 'Copper River Census Area, AK')).toHaveCount(1)
    // No county of 2022 is left unnamed.
    await label(page, 'Find a county in the table').fill('Unlisted code')
    await expect(page.getByText('No counties match “Unlisted code”.')).toBeVisible()
  })

  test('two filters: the report shows the mapped variable and the filter within it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const file = (await (
      await request.get('/hmda-files/data-browser/maps/2025/state-actionTaken-3.json')
    ).json()) as Record<string, Record<string, Record<string, number>>>
    const within = file.KS?.age?.['55-64'] ?? 0
    await page.goto(
      '/data-browser/maps/2025?geography=state&variable=actionTaken&value=3&filter=age&filtervalue=55-64&feature=KS',
    )
    const report = page.getByRole('region', { name: 'Kansas' })
    await expect(report).toContainText('of 108,103 records in all', { timeout: 30_000 })
    const main = report.getByRole('table', { name: 'Action Taken', exact: true })
    await expect(
      main.getByRole('row', { name: /Application denied/ }).getByRole('cell'),
    ).toHaveText(['14,250', '13.18%'])
    const filterTable = report.getByRole('table', {
      name: 'Age, of the 14,250 records with Action Taken: Application denied',
    })
    await expect(filterTable.getByRole('row', { name: /55-64/ }).getByRole('cell')).toHaveText([
      within.toLocaleString('en-US'),
      `${((within / 14_250) * 100).toFixed(2)}%`,
    ])
    await expect(report.getByRole('table', { name: 'Age', exact: true })).toContainText('13,693')
    await axeAtBothWidths(page)
  })

  test('a deep link to a county without records opens its report with a "no records" message', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(
      '/data-browser/maps/2018?geography=county&variable=actionTaken&value=1&feature=31005',
    )
    const report = page.getByRole('region', { name: 'Arthur County, NE' })
    await expect(report).toContainText('No records', { timeout: 30_000 })
    await expect(report).toContainText('The 2018 data have no HMDA records for Arthur County, NE')
    await expect(report.getByRole('table')).toHaveCount(0)
    await expect(page.locator('.maps-svg-wrap svg path[data-id="31005"]')).toHaveClass(
      'maps-selected',
    )
    await axeAtBothWidths(page)
    await report.getByRole('button', { name: 'Clear the selection' }).click()
    await expect(page).toHaveURL(/value=1$/)
    await expect(report).toHaveCount(0)
    // Its grey shape on the map opens the same report.
    await page.locator('.maps-svg-wrap svg path[data-id="31005"]').dispatchEvent('click')
    await expect(page).toHaveURL(/value=1&feature=31005$/)
    await expect(report).toContainText('No records')
  })
})

test('a bad year and bad address parts are explained', async ({ page }) => {
  await page.goto('/data-browser/maps/1999')
  await expect(page.getByRole('alert')).toContainText('No maps for 1999', { timeout: 30_000 })
  await page.goto('/data-browser/maps/2024?geography=msa&variable=color')
  await expect(page.getByRole('status').filter({ hasText: 'not used' })).toContainText(
    'geography “msa” (use state or county)',
  )
})

test.describe('zoom and pan', () => {
  const svg = (page: Page) => page.locator('.maps-svg-wrap svg')
  /** The map's viewBox as [x, y, width, height] in map units (the whole map is 975 × 610). */
  const viewBox = async (page: Page) =>
    ((await svg(page).getAttribute('viewBox')) ?? '').split(' ').map(Number)
  const zoom = async (page: Page) => 975 / ((await viewBox(page))[2] ?? 975)
  /** Whether the outline of `id` lies inside the current view. */
  const outlineInView = (page: Page, id: string) =>
    page.evaluate((id) => {
      const el = document.querySelector<SVGPathElement>(`.maps-shapes path[data-id="${id}"]`)
      const box = el?.getBBox()
      const [x = 0, y = 0, w = 0, h = 0] = (el?.ownerSVGElement?.getAttribute('viewBox') ?? '')
        .split(' ')
        .map(Number)
      return Boolean(
        box &&
        box.x >= x &&
        box.y >= y &&
        box.x + box.width <= x + w &&
        box.y + box.height <= y + h,
      )
    }, id)

  test('keyboard: zoom in, pan, zoom, reset; choosing a state or county zooms to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/data-browser/maps/2024?geography=state&variable=actionTaken&value=3')
    await expect(page.locator('.maps-svg-wrap svg path[data-id="20"]')).toBeVisible({
      timeout: 30_000,
    })
    expect(await viewBox(page)).toEqual([0, 0, 975, 610])
    await expect(page.getByText(/arrow keys move the map/)).toBeVisible()
    const status = page.getByTestId('maps-zoom-status')
    await expect(status).toHaveText('Showing the whole map.')

    // The buttons, by keyboard.
    await page.getByRole('button', { name: 'Zoom in' }).focus()
    await page.keyboard.press('Enter')
    expect(await viewBox(page)).toEqual([243.75, 152.5, 487.5, 305])
    await expect(status).toHaveText('Zoomed in 2×.')
    // Tab on to the map itself (past "Zoom out" and "Reset view"); keys pan and zoom it.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Reset view' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('group', { name: 'Map view' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    expect(await viewBox(page)).toEqual([341.25, 152.5, 487.5, 305])
    await page.keyboard.press('ArrowDown')
    expect((await viewBox(page))[1]).toBeCloseTo(213.5)
    const scrollY = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('+')
    await expect(status).toHaveText('Zoomed in 4×.')
    await page.keyboard.press('-')
    await expect(status).toHaveText('Zoomed in 2×.')
    // The arrows moved the map, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Reset view' })).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await viewBox(page)).toEqual([0, 0, 975, 610])
    await expect(status).toHaveText('Showing the whole map.')

    // Choosing Texas in the table fits the view to it.
    const texas = rowFor(page, 'Texas').getByRole('button', { name: 'Texas' })
    await texas.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/&feature=TX$/)
    await expect.poll(() => zoom(page)).toBeGreaterThan(1.5)
    expect(await outlineInView(page, '48')).toBe(true)

    // Counties: the view stays on Texas; choosing Harris County on the map zooms to it.
    await chooseGeography(page, 'Counties')
    await expect(page.locator('.maps-shapes path[data-id="48201"]')).toBeVisible({
      timeout: 30_000,
    })
    expect(await zoom(page)).toBeGreaterThan(1.5)
    await page.locator('.maps-shapes path[data-id="48201"]').scrollIntoViewIfNeeded()
    const point = await page.evaluate(() => {
      const el = document.querySelector<SVGPathElement>('.maps-shapes path[data-id="48201"]')
      const ctm = el?.getScreenCTM()
      const box = el?.getBBox()
      if (!ctm || !box) return null
      const p = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(ctm)
      return { x: p.x, y: p.y }
    })
    expect(point).not.toBeNull()
    await page.mouse.click(point?.x ?? 0, point?.y ?? 0)
    await expect(page).toHaveURL(/&feature=48201$/)
    await expect.poll(() => zoom(page)).toBeGreaterThan(20)
    expect(await outlineInView(page, '48201')).toBe(true)
    await expect(page.locator('.maps-shapes path[data-id="48201"]')).toHaveClass('maps-selected')
    await axeAtBothWidths(page)

    // Printing prints this view, without the buttons.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeHidden()
    await expect(svg(page)).toBeVisible()
    expect(await zoom(page)).toBeGreaterThan(20)
    await page.emulateMedia({ media: 'screen' })
  })

  test('a cold deep link to a county opens zoomed to it; the tooltip follows the view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(
      '/data-browser/maps/2024?geography=county&variable=actionTaken&value=3&feature=20073',
    )
    await expect(page.locator('.maps-shapes path[data-id="20073"]')).toHaveClass('maps-selected', {
      timeout: 30_000,
    })
    expect(await zoom(page)).toBeGreaterThan(10)
    expect(await outlineInView(page, '20073')).toBe(true)
    // Hovering the chosen county: the tooltip points at it, inside the map.
    await page.locator('.maps-shapes path[data-id="20073"]').hover()
    const tooltip = page.locator('.maps-tooltip')
    await expect(tooltip).toHaveText(/^Greenwood County, KS: /)
    const map = await svg(page).boundingBox()
    const tip = await tooltip.boundingBox()
    expect(map && tip && tip.x + tip.width / 2 > map.x && tip.x < map.x + map.width).toBe(true)
    // Touch-size buttons at 375 px, and the whole map again.
    const reset = page.getByRole('button', { name: 'Reset view' })
    expect((await reset.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24)
    await reset.click()
    expect(await viewBox(page)).toEqual([0, 0, 975, 610])
  })

  test('the mouse drags the zoomed map; a drag does not choose a feature', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(
      '/data-browser/maps/2024?geography=state&variable=actionTaken&value=3&feature=KS',
    )
    await expect(page.locator('.maps-shapes path[data-id="20"]')).toHaveClass('maps-selected', {
      timeout: 30_000,
    })
    const before = await viewBox(page)
    expect(975 / (before[2] ?? 975)).toBeGreaterThan(3)
    await svg(page).scrollIntoViewIfNeeded()
    const box = await svg(page).boundingBox()
    if (!box) throw new Error('no map')
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    // Drag the map 100 px to the left: the view moves right by that share of its width.
    await page.mouse.move(cx, cy)
    await page.mouse.down()
    await page.mouse.move(cx - 50, cy, { steps: 5 })
    await page.mouse.move(cx - 100, cy, { steps: 5 })
    await page.mouse.up()
    const after = await viewBox(page)
    expect(after[0] ?? 0).toBeCloseTo((before[0] ?? 0) + ((before[2] ?? 0) * 100) / box.width, 0)
    expect(after[1]).toBeCloseTo(before[1] ?? 0)
    await expect(page).toHaveURL(/&feature=KS$/)
  })
})

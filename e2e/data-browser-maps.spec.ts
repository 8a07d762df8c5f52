import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ timeout: 360_000 })

// The Maps screen on the real base data (public/data/maps): state and county views, variable and
// value switching, a feature chosen by keyboard from the table, a cold deep link, the table CSV.
// axe runs at 1280 and 375 px.

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const table = (page: Page) => page.getByRole('region', { name: /^Table:/ })
const rowFor = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) })

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
  await page.getByLabel('Value').selectOption({ label: 'Application denied' })
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
  await axeAtBothWidths(page)

  // Sorting by records, and the CSV equals the table.
  await table(page).getByRole('button', { name: 'Records' }).click()
  await expect(table(page).getByRole('columnheader', { name: /Records/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(table(page).getByRole('row').nth(1)).toContainText('Florida')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download this table (CSV)' }).click()
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8')
  expect(csv).toContain('Kansas,KS,13548,3592593,3.77\r\n')
  expect(csv.split('\r\n')[1]).toMatch(/^Florida,FL,/)
})

// Known slow (issue 11, open): each change redraws ~3,200 county paths and table rows; on this
// 2-core machine the test took 5–6 min and timed out under CI load. Re-enable once the county view
// meets the budget (drawn within 1 s of its data).
test.fixme('county view by a cold deep link, then switching variable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(
    '/data-browser/maps/2024?geography=county&variable=actionTaken&value=3&feature=20073',
  )
  await expect(page.getByLabel('Counties', { exact: true })).toBeChecked({ timeout: 30_000 })
  const report = page.getByRole('region', { name: /Greenwood/i })
  await expect(report).toContainText('(21 records)', { timeout: 60_000 })
  await expect(report).toContainText('of 131 records in all')
  await expect(page.locator('.maps-svg-wrap svg path[data-id="20073"]')).toHaveClass(
    'maps-selected',
    { timeout: 60_000 },
  )
  await axeAtBothWidths(page)

  await page.getByLabel('Variable').selectOption({ label: 'Age' })
  await expect(page).toHaveURL(/variable=age&value=8888/)
  await page.getByLabel('Value').selectOption('55-64')
  await expect(page).toHaveURL(/variable=age&value=55-64&feature=20073$/, { timeout: 30_000 })
  await expect(report).toContainText('(22 records)', { timeout: 30_000 })

  await page.getByLabel('States', { exact: true }).check()
  await expect(page).toHaveURL(/geography=state&variable=age&value=55-64$/)
  await expect(rowFor(page, 'Kansas').getByRole('cell').first()).toHaveText('12,217')
})

test('a bad year and bad address parts are explained', async ({ page }) => {
  await page.goto('/data-browser/maps/1999')
  await expect(page.getByRole('alert')).toContainText('No maps for 1999', { timeout: 30_000 })
  await page.goto('/data-browser/maps/2024?geography=msa&variable=color')
  await expect(page.getByRole('status').filter({ hasText: 'not used' })).toContainText(
    'geography “msa” (use state or county)',
  )
})

import { test, expect, type Page } from './fixtures'
import dev from '../config/dev.json' with { type: 'json' }
import { axeAtBothWidths, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

// The Data Browser landing (/data-browser/) on 127.0.0.1, the dev environment with its built-in
// configuration: each card links to its tool (the latest year where a tool has years), and the
// page links to the Data Browser API documentation.

const LATEST_DATA_YEAR = dev.dataBrowserYears[0]
const LATEST_MAPS_YEAR = dev.dataBrowserMapsYears[0]

async function open(page: Page) {
  const errors = collectPageErrors(page)
  await page.goto('/data-browser/')
  await expect(page.locator('h1')).toHaveText('Data Browser')
  return errors
}

const card = (page: Page, name: string) =>
  page.locator('.usa-card').filter({ has: page.getByRole('heading', { name, exact: true }) })

test('each card links to its tool, and the API documentation is linked', async ({ page }) => {
  const errors = await open(page)
  await expect(page.getByRole('link', { name: 'Datasets', exact: true })).toHaveAttribute(
    'href',
    `/data-browser/data/${LATEST_DATA_YEAR}`,
  )
  await expect(page.getByRole('link', { name: 'Maps', exact: true })).toHaveAttribute(
    'href',
    `/data-browser/maps/${LATEST_MAPS_YEAR}`,
  )
  await expect(page.getByRole('link', { name: 'Graphs', exact: true })).toHaveAttribute(
    'href',
    '/data-browser/graphs/quarterly',
  )
  await expect(page.getByRole('link', { name: 'Data Browser API', exact: true })).toHaveAttribute(
    'href',
    '/documentation/developer-apis/data-browser-api',
  )
  // The Maps card promises only what the maps offer.
  const maps = card(page, 'Maps')
  await expect(maps).toContainText('per 1,000 people')
  await expect(maps).not.toContainText(/metro area|share of loans/i)

  await waitForFooter(page)
  await axeAtBothWidths(page)
  expect(errors).toEqual([])
})

test('the links open their tools, by keyboard too', async ({ page }) => {
  await open(page)
  await page.getByRole('link', { name: 'Maps', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/data-browser/maps/${LATEST_MAPS_YEAR}`)
  await expect(page.locator('h1')).toHaveText(`Data Browser: Maps ${LATEST_MAPS_YEAR}`)

  await page.goBack()
  await page.getByRole('link', { name: 'Datasets', exact: true }).click()
  await expect(page).toHaveURL(`/data-browser/data/${LATEST_DATA_YEAR}`)
  await expect(page.locator('h1')).toHaveText('Data Browser: Datasets')

  await page.goBack()
  await page.getByRole('link', { name: 'Graphs', exact: true }).click()
  await expect(page.locator('h1')).toHaveText('Data Browser: Quarterly Graphs')

  await page.goBack()
  await page.getByRole('link', { name: 'Data Browser API', exact: true }).click()
  await expect(page.locator('h1')).toHaveText('Data Browser API (aggregations)')
})

import { expect, test } from '@playwright/test'
import { hostUrl } from '../playwright.config'
import { expectNoAxeViolations, waitForFooter } from './axe'
import { blockExternalRequests, overrideLiveConfig, servedConfig } from './helpers'

test.beforeEach(async ({ page }) => {
  await blockExternalRequests(page)
})

test('the tools hub has a card per tool saying when to use it', async ({ page }) => {
  await page.goto('/tools/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Tools')
  const cards = page.locator('.usa-card')
  await expect(cards).toHaveCount(5)
  for (const name of [
    'Rate Spread',
    'Excel LAR Formatting',
    'Online LAR Formatting',
    'File Format Verification',
    'Check Digit',
  ]) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(card).toContainText('Use it')
  }
  await page.getByRole('link', { name: 'Check Digit' }).click()
  await expect(page).toHaveURL('/tools/check-digit')
  await expect(page).toHaveTitle('Check Digit | HMDA')
})

test('the Excel LAR Formatting page links the workbook on the file server', async ({ page }) => {
  await page.goto('/tools/lar-formatting')
  await expect(page).toHaveTitle('Excel LAR Formatting Tool | HMDA')
  const fileServer = servedConfig('dev').fileServerDomain as string
  await expect(
    page.getByRole('link', { name: 'Download the Excel LAR Formatting Tool (.xlsm)' }),
  ).toHaveAttribute('href', `${fileServer}/larft/HMDA_LAR_Formatting_Tool.xlsm`)
  await waitForFooter(page)
  await expectNoAxeViolations(page)
})

test('a configured tool announcement shows on the matching tool page only', async ({ page }) => {
  await overrideLiveConfig(page, 'prod', (config) => ({
    ...config,
    toolAnnouncement: [
      {
        tool: 'Excel LAR Formatting',
        type: 'warning',
        heading: 'New workbook for 2026',
        message: 'Download the workbook again before you start your 2026 file.',
      },
    ],
  }))
  await page.goto(hostUrl('prod', '/tools/lar-formatting'))
  await expect(page.getByRole('heading', { name: 'New workbook for 2026' })).toBeVisible()
  await page.goto(hostUrl('prod', '/tools/check-digit'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New workbook for 2026' })).toHaveCount(0)
})

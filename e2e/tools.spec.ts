import { expect, test } from './fixtures'
import { hostUrl } from '../playwright.config'
import { expectNoAxeViolations, waitForFooter } from './axe'
import { overrideLiveConfig, servedConfig } from './helpers'

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

test('the Excel LAR Formatting page links the Filing Instructions Guide and the online tools', async ({
  page,
}) => {
  await page.goto('/tools/lar-formatting')
  const main = page.locator('main')
  const guide = main.getByRole('link', { name: /Filing Instructions Guide/ })
  await expect(guide).toHaveAttribute('href', /^\/documentation\/fig\/20\d\d\/overview$/)
  // The year is the documentation period the configuration names (the header links it too).
  const headerGuide = await page
    .locator('header a[href^="/documentation/fig/"]')
    .first()
    .getAttribute('href')
  if (headerGuide) await expect(guide).toHaveAttribute('href', headerGuide)
  await expect(main.getByRole('link', { name: 'Online LAR Formatting' })).toHaveAttribute(
    'href',
    '/tools/online-lar-formatting',
  )
  await expect(main.getByRole('link', { name: 'File Format Verification' })).toHaveAttribute(
    'href',
    '/tools/file-format-verification',
  )
  await guide.click()
  await expect(page).toHaveURL(/\/documentation\/fig\/20\d\d\/overview$/)
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

/**
 * Text that the site shows back from outside — the live configuration's announcements, values
 * of the address's query — may hold one very long word. It wraps: the page never becomes wider
 * than the window (on a phone, 375 px), and the address's values are checked before use.
 */
import { expect, test, type Page } from './fixtures'
import { hostUrl } from '../playwright.config'
import { expectNoAxeViolations } from './axe'
import { collectPageErrors, overrideLiveConfig } from './helpers'

const NOV_2026 = '2026-11-21T15:00:00Z'
/** One word of 20,000 characters (no space, no hyphen). */
const LONG_WORD = 'Announcement'.repeat(1667).slice(0, 20_000)
/** A query value of 6,000 letters. */
const LONG_VALUE = 'ABCDEFGHIJ'.repeat(600)

test.use({ viewport: { width: 375, height: 800 } })

/** The page's width as laid out, and the window's. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    page: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    window: window.innerWidth,
  }))

/** Not wider than the window at 375 px and at 1280 px, and axe finds nothing at either. */
async function fitsAndPasses(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect
      .poll(async () => {
        const w = await widths(page)
        return w.window === width ? w.page - w.window : NaN
      }, `page wider than the window at ${width} px`)
      .toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize({ width: 375, height: 800 })
}

test('a 20,000-character word in the announcements and the maintenance notice wraps', async ({
  page,
}) => {
  test.slow()
  const errors = collectPageErrors(page)
  await page.clock.setFixedTime(NOV_2026)
  await overrideLiveConfig(page, 'prod', (config) => ({
    ...config,
    maintenanceMode: true,
    filingAnnouncement: {
      heading: `Maintenance ${LONG_WORD}`,
      message: `${LONG_WORD} `,
      type: 'warning',
      link: { url: '/updates-notes', text: LONG_WORD },
    },
    announcement: [
      {
        heading: `Long ${LONG_WORD}`,
        message: `Before ${LONG_WORD} after. `,
        type: 'info',
        link: { url: 'https://www.consumerfinance.gov/', text: `More ${LONG_WORD}` },
      },
    ],
  }))
  await page.goto(hostUrl('prod', '/'))
  const announcement = page.locator('.announcements .usa-alert')
  await expect(announcement).toContainText('Before Announcement')
  const banner = page.getByRole('region', { name: 'Maintenance notice' })
  await expect(banner).toContainText('Maintenance Announcement')
  await fitsAndPasses(page)
  // Still usable: the notice can be dismissed, the announcement closed.
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toBeHidden()
  expect(errors).toEqual([])
})

test('a 6,000-character institution= value on Modified LAR is not taken for an LEI', async ({
  page,
}) => {
  await page.goto(`/data-publication/modified-lar/2024?institution=${LONG_VALUE}`)
  const result = page.locator('.dp-selected')
  await expect(result).toContainText('is not an LEI')
  await expect(result).toContainText('6,000 characters')
  await expect(result.getByRole('link')).toHaveCount(0)
  await fitsAndPasses(page)
  // A value of the LEI's shape is still looked up among the filers.
  await page.goto('/data-publication/modified-lar/2024?institution=ZZZZ00000000000000ZZ')
  await expect(result).toContainText('is not among the 2024 filers')
})

test('a 6,000-character items= or leis= value on the Data Browser wraps in its notice', async ({
  page,
}) => {
  await page.goto(
    `/data-browser/data/2024?category=states&items=${LONG_VALUE}&leis=${LONG_VALUE.toLowerCase()}`,
  )
  const notice = page.getByTestId('dropped-notice')
  await expect(notice).toContainText('not a valid code')
  await expect(notice).toContainText('an LEI has 20 letters and digits')
  await fitsAndPasses(page)
})

import { expect as baseExpect, test, type Page } from './fixtures'
import { expectNoAxeViolations, waitForFooter } from './axe'

// A printed report stands alone (no site banner, header, menu, footer or sign-up form) and its
// column headers wrap between words; the Maps Geography radios look like the site's other radios.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

async function axeBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** The column headers of the report table whose words are split over two lines. */
function splitHeaderWords(page: Page) {
  return page.locator('.dp-report-table thead th').evaluateAll((cells) => {
    const split: string[] = []
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))
          if (lines.size > 1) split.push(match[0])
        }
      }
    }
    return split
  })
}

test('a printed aggregate report is the report alone, headers unbroken', async ({ page }) => {
  await page.goto('/data-publication/aggregate-reports/2024/TX/19124/1')
  const table = page.getByRole('table', { name: /^Table 1: / })
  await expect(table).toBeVisible()
  await waitForFooter(page)
  // About the printable width of a Letter or A4 page.
  await page.setViewportSize({ width: 700, height: 900 })
  await page.emulateMedia({ media: 'print' })
  await expect(table).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /DALLAS-PLANO-IRVING/ })).toBeVisible()
  for (const chrome of ['.usa-banner', '.usa-header', '.usa-footer', '.dp-step', 'h1'])
    await expect(page.locator(chrome).first()).toBeHidden()
  await expect(page.getByRole('button', { name: /download/i })).toHaveCount(0)
  expect(await splitHeaderWords(page)).toEqual([])
  await page.screenshot({ path: '/tmp/i4/report-print.png' })
  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('.usa-footer')).toBeVisible()
  await axeBothWidths(page)
})

test('the Maps Geography radios are the site radios', async ({ page }) => {
  await page.goto('/data-browser/maps/2024')
  const geography = page.getByRole('group', { name: 'Geography' })
  await expect(geography).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const name of ['States', 'Counties']) {
      const input = geography.getByRole('radio', { name, exact: true })
      const box = await input.boundingBox()
      const labelBox = await geography.locator(`label`, { hasText: name }).boundingBox()
      expect(box && Math.round(box.width)).toBe(20)
      expect(box && Math.round(box.height)).toBe(20)
      // The label sits beside its control with the site's 8 px gap, on the same line.
      expect(labelBox && box && Math.round(labelBox.x - (box.x + box.width))).toBe(8)
      expect(labelBox && box && Math.abs(labelBox.y + 12 - (box.y + 10))).toBeLessThanOrEqual(4)
    }
    // The legend sits above the choices, not in a border.
    const border = await geography.evaluate((el) => getComputedStyle(el).borderTopStyle)
    expect(border).toBe('none')
  }
  await page.keyboard.press('Tab')
  await geography.getByRole('radio', { name: 'States', exact: true }).focus()
  await page.screenshot({ path: '/tmp/i4/maps-radios.png' })
  await axeBothWidths(page)
})

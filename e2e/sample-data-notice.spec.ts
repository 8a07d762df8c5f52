import { expect, test, type Locator, type Page } from './fixtures'
import { expectNoAxeViolations } from './axe'

// The "Sample data" notice (local services only) is stated once, in the page's flow: it never
// covers what it sits beside — the open county list, the graph controls, the footer — at 375 px
// or 1280 px.

const notice = (page: Page) => page.getByTestId('sample-data-notice')

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) throw new Error('an element is not rendered')
  const overlap =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false)
}

/** At the page's end, the footer's last line is what the window shows there (nothing over it). */
async function expectFooterUncovered(page: Page) {
  await page.keyboard.press('End')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const covered = await page.evaluate(() => {
    const footer = document.querySelector('footer')
    if (!footer) return 'no footer'
    const texts = footer.querySelectorAll('a, p')
    const last = texts[texts.length - 1]
    const box = last?.getBoundingClientRect()
    if (!box) return 'no footer text'
    const hit = document.elementFromPoint(box.left + 2, box.top + box.height / 2)
    return hit && footer.contains(hit) ? '' : `covered by ${hit?.outerHTML.slice(0, 80)}`
  })
  expect(covered).toBe('')
}

for (const width of [375, 1280]) {
  test(`Datasets at ${width} px: the notice stays clear of the open county list and the footer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/data-browser/data/2024?category=counties&items=06037&actions_taken=1')
    await expect(page.getByTestId('summary-table')).toBeVisible()
    await expect(notice(page)).toHaveCount(1)
    await expect(notice(page)).toContainText('Sample data.')
    // in the flow: neither fixed nor sticky to the window
    expect(['static', 'relative']).toContain(
      await notice(page).evaluate((el) => getComputedStyle(el).position),
    )

    const input = page.getByRole('combobox', { name: /Counties \(2024 list\)/ })
    await input.scrollIntoViewIfNeeded()
    await input.fill('san')
    const list = page.getByRole('listbox', { name: /Counties/ })
    await expect(list).toBeVisible()
    await expectApart(notice(page), list)
    await expectApart(notice(page), input)
    await input.press('Escape')
    await expectFooterUncovered(page)
  })

  test(`Quarterly graphs at ${width} px: the notice is in the flow, once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/data-browser/graphs/quarterly/dti')
    await expect(page.getByTestId('graph-table')).toBeVisible()
    await expect(notice(page)).toHaveCount(1)
    for (const other of [
      page.getByRole('heading', { level: 1 }),
      page.getByLabel('Loan purpose', { exact: true }),
      page.getByLabel('Graph', { exact: true }),
      page.getByRole('button', { name: 'Show graph' }),
      page.getByTestId('graph-title'),
    ])
      await expectApart(notice(page), other)
    await expectFooterUncovered(page)
    await expectNoAxeViolations(page)
  })
}

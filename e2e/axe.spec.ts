import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations } from './axe'

// The shared axe helper itself: a scan of a document that already has axe (no source injected
// again) still finds violations, and `exclude` leaves out only what it names.

const PAGE = `<!doctype html><html lang="en"><head><title>axe helper</title></head><body>
<main><h1>axe helper</h1><p>Text.</p><div id="later"></div></main></body></html>`

/** Adds a button without a name (axe's button-name rule) inside `#later`. */
const addNamelessButton = (page: Page, id: string) =>
  page.evaluate((id) => {
    const button = document.createElement('button')
    button.id = id
    document.getElementById('later')?.append(button)
  }, id)

test('a second scan of the same document still reports violations; exclude leaves them out', async ({
  page,
}) => {
  await page.setContent(PAGE)
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => typeof (window as { axe?: unknown }).axe)).toBe('object')

  await addNamelessButton(page, 'first')
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name.*#first/)
  await expectNoAxeViolations(page, { exclude: '#first' })

  await addNamelessButton(page, 'second')
  await expect(expectNoAxeViolations(page, { exclude: '#first' })).rejects.toThrow(
    /button-name.*#second/,
  )
})

test('scans for WCAG 2.2 AA target size, which axe leaves off by default', async ({ page }) => {
  // Two 12 px buttons side by side: neither is 24 px nor spaced 24 px from the other.
  await page.setContent(
    PAGE.replace(
      '<div id="later"></div>',
      '<div id="later"><button id="a" style="width:12px;height:12px;padding:0;border:0" aria-label="A"></button>' +
        '<button id="b" style="width:12px;height:12px;padding:0;border:0" aria-label="B"></button></div>',
    ),
  )
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/target-size/)
})

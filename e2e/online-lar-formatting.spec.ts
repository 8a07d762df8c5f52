import { readFile } from 'node:fs/promises'
import { test, expect, type Download, type Locator, type Page } from './fixtures'
import { getFields } from '../src/hmda/schema'
import { makeUli } from '../src/hmda/checkDigit'
import { TEST_LEI, validLarRow, validTsRow } from '../src/hmda/testing/rowBuilder'
import { axeAtBothWidths, expectNoAxeViolations, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

// The Online LAR Formatting tool (/tools/online-lar-formatting) against the built site.

const PATH = '/tools/online-lar-formatting'
const YEAR = 2024

/** A row built from the schema's example values, with some fields replaced. */
function exampleRow(kind: 'ts' | 'lar', changes: Record<string, string> = {}): string {
  return getFields(YEAR, kind)
    .map((field) => changes[field.key] ?? field.example)
    .join('|')
}

const LEI = getFields(YEAR, 'ts').find((f) => f.key === 'lei')?.example ?? ''
const tsRow = (total: number) =>
  exampleRow('ts', {
    calendarYear: String(YEAR),
    calendarQuarter: '4',
    totalEntries: String(total),
  })
const larRow = (n: number, changes: Record<string, string> = {}) =>
  exampleRow('lar', { uli: `${LEI}LOAN${String(n).padStart(6, '0')}`, ...changes })

/** A filing file: the TS, `count` LAR rows, with optional extra lines after the first row. */
function filingFile(count: number, { junk = [] as string[], eol = '\n', bom = false } = {}) {
  const lines = [tsRow(count)]
  for (let i = 1; i <= count; i++) {
    lines.push(larRow(i, { loanAmount: String(100000 + i) }))
    if (i === 1) lines.push(...junk)
  }
  return `${bom ? '\ufeff' : ''}${lines.join(eol)}${eol}`
}

async function open(page: Page) {
  const errors = collectPageErrors(page)
  await page.goto(PATH)
  await expect(page.locator('h1')).toHaveText('Online LAR Formatting')
  return errors
}

const fileInput = (page: Page) => page.getByLabel('Open a filing file (.txt)')

async function openFile(page: Page, text: string, name = 'filing.txt') {
  await fileInput(page).setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text, 'utf8'),
  })
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).first()
const editor = (page: Page) => page.locator('section.olf-edit')
const rawRow = (page: Page) => editor(page).getByLabel(/row as pipe-delimited text/)
const larTable = (page: Page) => page.getByRole('region', { name: 'LAR rows, scrollable' })
const larRowCells = (page: Page, n: number) =>
  larTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Edit LAR row ${String(n)}`, exact: true }) })
const dialog = (page: Page) => page.getByRole('dialog')
const savedInBrowser = (page: Page) =>
  expect(page.getByText('All changes are saved in this browser.')).toBeVisible()

async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8')
}

/** The name of the focused element: its label, aria-label or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return '(body)'
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length > 0) return labels[0]?.textContent?.trim() ?? ''
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
  })

/** Presses Tab (or Shift+Tab) until the focused element has the given name. */
async function tabTo(page: Page, name: string, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if ((await focusedName(page)) === name) return
  }
  throw new Error(`Tab never reached “${name}”`)
}

/**
 * The row editor: about 1,500 elements, four fifths of the time of an axe scan of the page. Each
 * of its states is scanned in full once: a new transmittal sheet and a saved LAR row ('creates a
 * filing from scratch'), validity edits and format errors ('checks the row as File Format
 * Verification does'), quality edits ('shows a row's quality edits'). Scans of other states (a
 * dialog, another tab's notice, the 10,000-row table, the whole filing's check) leave the editor
 * out when it shows one of those states, as the guide's scans leave out its repeated rows.
 */
const EDITOR = 'section.olf-edit'

/** Axe at each width (375 and 1280 px) without the editor (see EDITOR); then 1280 px again. */
async function axeBesideEditor(page: Page, { height = 900 } = {}) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height })
    await expectNoAxeViolations(page, { exclude: EDITOR })
  }
}

async function fillField(scope: Locator, name: string, value: string) {
  const field = scope.getByLabel(name, { exact: true })
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value)
  else await field.fill(value)
}

test('creates a filing from scratch with a TS and two LAR rows, and downloads it', async ({
  page,
}) => {
  test.setTimeout(90_000) // axe scans of the 110-field editor take a while
  const errors = await open(page)
  await page.getByLabel('Filing year').selectOption(String(YEAR))
  await page.getByRole('button', { name: 'Create a new filing' }).click()
  await expect(editor(page).getByRole('heading', { name: 'New transmittal sheet' })).toBeFocused()
  await waitForFooter(page)
  await expectNoAxeViolations(page)

  // Nothing saved yet: the download says what is missing.
  await page.getByRole('button', { name: 'Download the file' }).click()
  const problems = page.locator('.olf-problems')
  await expect(problems).toContainText('The transmittal sheet (TS) row is missing')
  await expect(problems).toContainText('There are no LAR rows')
  await expectNoAxeViolations(page, { exclude: EDITOR })

  const ts = editor(page)
  await expect(ts.getByLabel('Calendar Year', { exact: true })).toHaveValue(String(YEAR))
  const tsValues: [string, string][] = [
    ['Financial Institution Name', 'Ficus Bank'],
    ['Calendar Quarter', '4'],
    ["Contact Person's Name", 'Erika Otis'],
    ["Contact Person's Phone Number", '999-999-9999'],
    ["Contact Person's E-mail Address", 'erikaotis@bank.com'],
    ["Contact Person's Office Street Address", '4321 W Random Blvd'],
    ["Contact Person's Office City", 'Somecity'],
    ["Contact Person's Office State", 'CA'],
    ["Contact Person's Office Zip Code", '90049'],
    ['Federal Agency', '9'],
    ['Federal Taxpayer Identification Number', '99-9999999'],
    ['Legal Entity Identifier (LEI)', LEI],
  ]
  for (const [name, value] of tsValues) await fillField(ts, name, value)
  await expect(
    ts.getByRole('option', { name: '9 - Consumer Financial Protection Bureau (Bureau)' }),
  ).toBeAttached()
  await ts.getByRole('button', { name: 'Save row' }).click()
  // V606: no LAR rows yet, so the total number of entries (filled in by the tool) is 0.
  await expect(status(page)).toHaveText(
    'Transmittal sheet saved. It fails 1 edit (V606); fix it before you file.',
  )

  // Two LAR rows: the first through the raw row, the second field by field from a copy.
  await page.getByRole('button', { name: 'New LAR row' }).click()
  await expect(editor(page).getByRole('heading', { name: 'New LAR row' })).toBeFocused()
  await expect(
    editor(page).getByLabel('Legal Entity Identifier (LEI)', { exact: true }),
  ).toHaveValue(LEI)
  await rawRow(page).fill(larRow(1))
  await expect(editor(page).getByLabel('Loan Amount', { exact: true })).toHaveValue('110500')
  await editor(page).getByRole('button', { name: 'Save row' }).click()
  await expect(status(page)).toHaveText(/^LAR row 1 saved\./)

  await page.getByRole('button', { name: 'New LAR row' }).click()
  await rawRow(page).fill(larRow(2))
  await fillField(editor(page), 'Loan Amount', '250000')
  await editor(page).getByRole('button', { name: 'Save row' }).click()
  await expect(status(page)).toHaveText(/^LAR row 2 saved\./)
  await expect(larRowCells(page, 2)).toContainText('250000')

  // The TS entry count follows the LAR rows.
  await expect(page.locator('.olf-table--ts tbody td').nth(4)).toHaveText('2')
  await expectNoAxeViolations(page)

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the file' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe(`${String(YEAR)}-${LEI}.txt`)
  const lines = (await downloadedText(download)).split('\n')
  expect(lines).toHaveLength(4)
  expect(lines[3]).toBe('')
  const tsFields = (lines[0] ?? '').split('|')
  expect(tsFields).toHaveLength(15)
  expect(tsFields[0]).toBe('1')
  expect(tsFields[12]).toBe('2')
  expect(lines[1]).toBe(larRow(1))
  expect((lines[2] ?? '').split('|')[9]).toBe('250000')
  await expect(status(page)).toContainText(`Downloaded ${String(YEAR)}-${LEI}.txt.`)
  expect(errors).toEqual([])
})

test('opens a file (BOM, CRLF) and lists a junk line for review', async ({ page }) => {
  const errors = await open(page)
  await openFile(page, filingFile(3, { junk: ['this is not a HMDA row'], eol: '\r\n', bom: true }))
  await expect(page.getByRole('heading', { name: `Your ${String(YEAR)} filing` })).toBeVisible()
  await expect(status(page)).toContainText('a transmittal sheet and 3 LAR rows')
  await expect(status(page)).toContainText('1 other line is listed for review')
  const review = page.getByRole('table', { name: 'Lines to review' })
  await expect(review.locator('tbody tr')).toHaveCount(1)
  await expect(review.locator('tbody td').nth(0)).toHaveText('3')
  await expect(review.locator('tbody td').nth(1)).toHaveText('this is not a HMDA row')
  await expect(larTable(page).locator('tbody tr:not(.olf-spacer)')).toHaveCount(3)
  await expect(larRowCells(page, 3)).toContainText('100003')
  await waitForFooter(page)
  await expectNoAxeViolations(page)

  // Search across values.
  await page.getByLabel('Search rows').fill('100002')
  await expect(page.getByText('1 of 3 LAR rows match.')).toBeVisible()
  await expect(larTable(page).locator('tbody tr:not(.olf-spacer)')).toHaveCount(1)
  await expect(page.getByText('The transmittal sheet does not match the search.')).toBeVisible()
  expect(errors).toEqual([])
})

test('edits, updates and deletes rows, deleting only after confirmation', async ({ page }) => {
  await open(page)
  await openFile(page, filingFile(3))
  await larRowCells(page, 2).click()
  await expect(editor(page).getByRole('heading', { name: 'Edit LAR row 2' })).toBeFocused()
  const amount = editor(page).getByLabel('Loan Amount', { exact: true })
  await expect(amount).toHaveValue('100002')

  // A wrong value shows the format check's message.
  await amount.fill('12a')
  await expect(amount).toHaveAccessibleDescription(/“12a” is not valid/)
  await amount.fill('123456')
  await expect(rawRow(page)).toHaveValue(/\|123456\|/)
  await editor(page).getByRole('button', { name: 'NA for Street Address' }).click()
  await expect(editor(page).getByLabel('Street Address', { exact: true })).toHaveValue('NA')
  await editor(page).getByRole('button', { name: 'Update row' }).click()
  await expect(status(page)).toHaveText(/^LAR row 2 updated\./)
  await expect(larRowCells(page, 2)).toContainText('123456')

  // The cursor position in the raw row names its field.
  await rawRow(page).click()
  await rawRow(page).press('ControlOrMeta+Home')
  await expect(editor(page).getByText('Cursor in field 1: Record Identifier')).toBeVisible()

  // Delete: cancel first, then confirm.
  await editor(page).getByRole('button', { name: 'Delete row' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('heading')).toHaveText('Delete LAR row 2?')
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page, { exclude: EDITOR })
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(larTable(page).locator('tbody tr:not(.olf-spacer)')).toHaveCount(3)

  await editor(page).getByRole('button', { name: 'Delete row' }).click()
  await dialog(page).getByRole('button', { name: 'Delete' }).click()
  await expect(status(page)).toHaveText('LAR row 2 deleted.')
  await expect(larTable(page).locator('tbody tr:not(.olf-spacer)')).toHaveCount(2)
  await expect(page.locator('.olf-table--ts tbody td').nth(4)).toHaveText('2')
  await expect(page.getByText('123456')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('keeps the work in progress across a reload', async ({ page }) => {
  await open(page)
  await openFile(page, filingFile(2))
  await larRowCells(page, 1).click()
  await editor(page).getByLabel('Loan Amount', { exact: true }).fill('777777')
  await editor(page).getByRole('button', { name: 'Update row' }).click()
  await larRowCells(page, 2).click()
  await editor(page).getByLabel('City', { exact: true }).fill('Not saved to the row yet')
  await savedInBrowser(page)

  page.on('dialog', (d) => void d.accept())
  await page.reload()
  await expect(page.locator('h1')).toHaveText('Online LAR Formatting')
  await expect(larRowCells(page, 1)).toContainText('777777')
  await expect(editor(page).getByRole('heading', { name: 'Edit LAR row 2' })).toBeVisible()
  await expect(editor(page).getByLabel('City', { exact: true })).toHaveValue(
    'Not saved to the row yet',
  )
  await expect(editor(page).getByText('This row has changes that are not saved.')).toBeVisible()
})

test('asks before leaving the page with unsaved changes', async ({ page }) => {
  await open(page)
  await openFile(page, filingFile(1))
  await larRowCells(page, 1).click()
  await editor(page).getByLabel('Loan Amount', { exact: true }).fill('5')

  // In-app navigation: the page's own dialog.
  await page.locator('header a[href="/"]').first().click()
  await expect(dialog(page).getByRole('heading')).toHaveText('Leave this page?')
  await expectNoAxeViolations(page, { exclude: EDITOR })
  await dialog(page).getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(editor(page).getByLabel('Loan Amount', { exact: true })).toHaveValue('5')

  // Reload or close: the browser's own prompt.
  const prompt = new Promise<string>((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.type())
      void d.accept()
    })
  })
  const closed = page.waitForEvent('close')
  await page.close({ runBeforeUnload: true })
  expect(await prompt).toBe('beforeunload')
  await closed
})

test('leaves after confirmation, and does not ask once the work is downloaded', async ({
  page,
}) => {
  await open(page)
  await openFile(page, filingFile(1))
  await larRowCells(page, 1).click()
  await editor(page).getByLabel('Loan Amount', { exact: true }).fill('5')
  await page.locator('header a[href="/"]').first().click()
  await dialog(page).getByRole('button', { name: 'Leave this page' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto(PATH)
  await editor(page).getByRole('button', { name: 'Update row' }).click()
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the file' }).click()
  await downloadPromise
  await page.locator('header a[href="/"]').first().click()
  await expect(page).toHaveURL(/\/$/)
})

/** Opens the tool from the tools hub, so that Back returns to a page of the same document. */
async function openFromHub(page: Page) {
  const errors = collectPageErrors(page)
  await page.goto('/tools/')
  await page.locator(`main a[href="${PATH}"]`).click()
  await expect(page.locator('h1')).toHaveText('Online LAR Formatting')
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  return errors
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' })

test('asks before Back leaves with unsaved changes: Stay keeps the page, Leave goes', async ({
  page,
}) => {
  const errors = await openFromHub(page)
  await openFile(page, filingFile(1))
  await larRowCells(page, 1).click()
  const amount = editor(page).getByLabel('Loan Amount', { exact: true })
  await amount.fill('5')

  // Back: the page's own dialog; focus on the safe choice; Stay keeps the URL and the data.
  await page.goBack()
  await expect(leaveDialog(page)).toBeVisible()
  await expect(leaveDialog(page).getByRole('button', { name: 'Stay on this page' })).toBeFocused()
  await expectNoAxeViolations(page, { exclude: EDITOR })
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click()
  await expect(leaveDialog(page)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(amount).toHaveValue('5')
  await expect(editor(page).getByText('This row has changes that are not saved.')).toBeVisible()

  // Escape stays too.
  await page.goBack()
  await expect(leaveDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(leaveDialog(page)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(amount).toHaveValue('5')

  // Leave goes back to the hub.
  await page.goBack()
  await leaveDialog(page).getByRole('button', { name: 'Leave this page' }).click()
  await expect(page).toHaveURL(/\/tools\/$/)
  await expect(page.locator('h1')).toHaveText('Platform Tools')

  expect(errors).toEqual([])
})

test('asks before Forward leaves the tool with unsaved changes', async ({ page }) => {
  const errors = await openFromHub(page)
  await page.locator('header a[href="/"]').first().click()
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()
  await expect(page.locator('h1')).toHaveText('Online LAR Formatting')
  await openFile(page, filingFile(1))
  await larRowCells(page, 1).click()
  await editor(page).getByLabel('Loan Amount', { exact: true }).fill('5')

  await page.goForward()
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(editor(page).getByLabel('Loan Amount', { exact: true })).toHaveValue('5')

  await page.goForward()
  await leaveDialog(page).getByRole('button', { name: 'Leave this page' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(errors).toEqual([])
})

test('goes Back without asking when nothing is unsaved', async ({ page }) => {
  const errors = await openFromHub(page)
  // An opened file, not changed since: nothing to lose.
  await openFile(page, filingFile(1))
  await expect(page.getByRole('heading', { name: `Your ${String(YEAR)} filing` })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/tools\/$/)
  await expect(page.locator('h1')).toHaveText('Platform Tools')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('asks before a primary-navigation link and a search result (navigate()) leave', async ({
  page,
}) => {
  const errors = await open(page)
  await openFile(page, filingFile(1))
  await larRowCells(page, 1).click()
  const amount = editor(page).getByLabel('Loan Amount', { exact: true })
  await amount.fill('5')

  await page.locator('header nav a[href="/filing"]').first().click()
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(amount).toHaveValue('5')

  // A documentation search result chosen with the keyboard goes through navigate(), not a link.
  await page.getByRole('button', { name: /^Search documentation/ }).click()
  const search = page.locator('.DocSearch-Modal')
  await search.getByRole('searchbox').fill('check digit')
  // The test server compresses the search index on its first request: give it time.
  await expect(search.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Enter')
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(amount).toHaveValue('5')
  expect(errors).toEqual([])
})

test('opens a 10,000-row file and shows later rows when scrolled', async ({ page }) => {
  test.setTimeout(90_000)
  await open(page)
  // Speed is the bench's business (npm run bench), not a timed assertion here.
  await openFile(page, filingFile(10_000))
  await expect(page.getByText(/^Transmittal sheet and 10000 LAR rows\./)).toBeVisible()

  // Only the rows in view are rendered.
  const rendered = larTable(page).locator('tbody tr:not(.olf-spacer)')
  expect(await rendered.count()).toBeLessThan(40)
  await expect(larRowCells(page, 1)).toBeVisible()
  await expect(larRowCells(page, 9_999)).toHaveCount(0)

  await larTable(page).evaluate((el) => {
    el.scrollTop = el.scrollHeight
  })
  await expect(larRowCells(page, 10_000)).toBeVisible()
  await expect(larRowCells(page, 10_000)).toContainText('110000')
  expect(await rendered.count()).toBeLessThan(40)

  await larTable(page).evaluate((el) => {
    el.scrollTop = el.scrollHeight / 2
  })
  await expect(larRowCells(page, 5_000)).toBeVisible()

  // Editing stays responsive: open a late row, change a field, update.
  await larRowCells(page, 5_000).click()
  const amount = editor(page).getByLabel('Loan Amount', { exact: true })
  await amount.fill('424242')
  await expect(rawRow(page)).toHaveValue(/\|424242\|/)
  await editor(page).getByRole('button', { name: 'Update row' }).click()
  await expect(status(page)).toHaveText(/^LAR row 5000 updated\./)

  await page.getByLabel('Search rows').fill('424242')
  await expect(page.getByText('1 of 10000 LAR rows match.')).toBeVisible()
  await waitForFooter(page)
  await expectNoAxeViolations(page, { exclude: EDITOR })
})

test('can be used with the keyboard only', async ({ page }) => {
  await open(page)
  await tabTo(page, 'Filing year')
  await page.keyboard.press('End') // the last year in the list
  await tabTo(page, 'Create a new filing')
  await page.keyboard.press('Enter')
  await expect(editor(page).getByRole('heading', { name: 'New transmittal sheet' })).toBeFocused()

  // The actions come first, then the raw row.
  await tabTo(page, 'TS row as pipe-delimited text', { max: 6 })
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(
    exampleRow('ts', { calendarYear: '2026', calendarQuarter: '4', totalEntries: '0' }),
  )
  await tabTo(page, 'Save row', { back: true })
  await page.keyboard.press('Enter')
  // V606: no LAR rows yet, so the total number of entries (filled in by the tool) is 0.
  await expect(status(page)).toHaveText(
    'Transmittal sheet saved. It fails 1 edit (V606); fix it before you file.',
  )

  await tabTo(page, 'New LAR row', { back: true })
  await page.keyboard.press('Enter')
  await expect(editor(page).getByRole('heading', { name: 'New LAR row' })).toBeFocused()
  await tabTo(page, 'LAR row as pipe-delimited text', { max: 6 })
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(larRow(1))
  await tabTo(page, 'Save row', { back: true })
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText(/^LAR row 1 saved\./)

  // Open the row from the table, then cancel a delete with Escape.
  await page.getByRole('heading', { name: 'Saved rows' }).focus()
  await tabTo(page, 'Edit LAR row 1')
  await page.keyboard.press('Enter')
  await expect(editor(page).getByRole('heading', { name: 'Edit LAR row 1' })).toBeFocused()
  await tabTo(page, 'Delete row')
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(larTable(page).locator('tbody tr:not(.olf-spacer)')).toHaveCount(1)
  await expectNoAxeViolations(page, { exclude: EDITOR })
})

// --- Issue 12: live checks as the verifier runs them, two tabs, reload, file kinds, plurals.

const checkSummary = (page: Page) => editor(page).locator('.olf-check__summary')

/** A new 2024 filing with its TS open in the editor. */
async function newFiling(page: Page) {
  await page.getByLabel('Filing year').selectOption(String(YEAR))
  await page.getByRole('button', { name: 'Create a new filing' }).click()
  await expect(editor(page).getByRole('heading', { name: 'New transmittal sheet' })).toBeFocused()
}

test(`checks the row as File Format Verification does, while it is typed`, async ({ page }) => {
  test.setTimeout(90_000)
  // The journey at 375 px, where the layout is tightest; each state is scanned at both widths.
  await page.setViewportSize({ width: 375, height: 900 })
  const errors = await open(page)
  await newFiling(page)
  const ts = editor(page)
  await ts.getByLabel('TS row as pipe-delimited text').fill(
    exampleRow('ts', {
      calendarYear: String(YEAR),
      calendarQuarter: '4',
      totalEntries: '0',
      lei: 'short',
      contactZipCode: '1234567890',
      taxId: '531111111',
      contactEmail: 'not-an-email',
    }),
  )
  // The validity edits the verifier runs on these values, shown at once and on each field
  // (V606: the filing has no LAR rows yet, so the total number of entries is 0).
  await expect(checkSummary(page)).toContainText('5 edits failed: V600, V605, V606, V607, V717')
  await expect(checkSummary(page)).not.toContainText('No format errors')
  await expect(
    ts.getByLabel('Legal Entity Identifier (LEI)', { exact: true }),
  ).toHaveAccessibleDescription(/V600/)
  await expect(
    ts.getByLabel("Contact Person's Office Zip Code", { exact: true }),
  ).toHaveAccessibleDescription(/V605/)
  await expect(
    ts.getByLabel('Federal Taxpayer Identification Number', { exact: true }),
  ).toHaveAccessibleDescription(/V607/)
  await expect(
    ts.getByLabel("Contact Person's E-mail Address", { exact: true }),
  ).toHaveAccessibleDescription(/V717/)
  await waitForFooter(page)
  await axeAtBothWidths(page, { height: 900 })

  // Saving says the same as the live check.
  await ts.getByRole('button', { name: 'Save row' }).click()
  await expect(status(page)).toHaveText(
    'Transmittal sheet saved. It fails 5 edits (V600, V605, V606, V607, V717); fix them before you file.',
  )

  // "garbage" as a LAR row: it does not start with 2| (S300) and has 1 field, as saved.
  await page.getByRole('button', { name: 'New LAR row' }).click()
  await rawRow(page).fill('garbage')
  await expect(editor(page).getByText('This row has 1 field; a LAR row has 110.')).toBeVisible()
  await expect(checkSummary(page)).toContainText('1 edit failed: S300')
  await expect(checkSummary(page)).not.toContainText('No problems')
  // One field short of a whole row: the field count, as the verifier reports it.
  await rawRow(page).fill(larRow(1).split('|').slice(0, 109).join('|'))
  await expect(editor(page).getByText('This row has 109 fields; a LAR row has 110.')).toBeVisible()
  await expect(checkSummary(page)).toContainText('1 format error')
  await expect(checkSummary(page)).toContainText(
    'Validity edits are checked once the format errors are fixed.',
  )
  await axeAtBothWidths(page, { height: 900 })
  await editor(page).getByRole('button', { name: 'Save row' }).click()
  await expect(status(page)).toHaveText(
    // S301: the row's LEI is not the transmittal sheet's ("short").
    'LAR row 1 saved. It has 1 format error and fails 1 edit (S301); fix them before you file.',
  )
  expect(errors).toEqual([])
})

test('two tabs with the same filing keep the rows added in each, and say so', async ({
  context,
}) => {
  test.setTimeout(90_000)
  const first = await context.newPage()
  await open(first)
  await openFile(first, filingFile(1))
  await savedInBrowser(first)
  const second = await context.newPage()
  await open(second)
  await expect(larRowCells(second, 1)).toBeVisible()

  for (const [page, n] of [
    [first, 2],
    [second, 3],
  ] as const) {
    await page.bringToFront()
    await page.getByRole('button', { name: 'New LAR row' }).click()
    await rawRow(page).fill(larRow(n, { loanAmount: String(300000 + n) }))
    await editor(page).getByRole('button', { name: 'Save row' }).click()
  }
  // Each tab ends with both rows, and the first says another tab changed the filing.
  for (const page of [first, second]) {
    await expect(page.getByText('Transmittal sheet and 3 LAR rows.')).toBeVisible()
    await expect(larTable(page)).toContainText('300002')
    await expect(larTable(page)).toContainText('300003')
  }
  const notice = first.getByRole('region', { name: 'Changed in another tab' })
  await expect(notice).toContainText('From the other tab: 1 LAR row added.')
  await savedInBrowser(first)
  await savedInBrowser(second)
  await axeBesideEditor(first)
  await first.reload()
  await expect(first.getByText('Transmittal sheet and 3 LAR rows.')).toBeVisible()
  await expect(larTable(first)).toContainText('300002')
  await expect(larTable(first)).toContainText('300003')
})

test('keeps an edit made just before a reload; says why a typed | is not kept', async ({
  page,
}) => {
  test.slow() // two journeys' worth of steps on a loaded two-core machine
  await open(page)
  await openFile(page, filingFile(1))
  await savedInBrowser(page)
  await larRowCells(page, 1).click()
  await test.step('keeps an edit made just before a reload', async () => {
    page.on('dialog', (d) => void d.accept())
    await editor(page).getByLabel('Loan Amount', { exact: true }).fill('424242')
    await page.reload()
    await expect(editor(page).getByLabel('Loan Amount', { exact: true })).toHaveValue('424242')
  })
  // The same row, open again in the editor after the reload.
  await test.step('says why a typed | is not kept', async () => {
    const city = editor(page).getByLabel('City', { exact: true })
    await city.fill('')
    await city.pressSequentially('Ash|ford')
    await expect(city).toHaveValue('Ashford')
    await expect(city).toHaveAccessibleDescription(/separates the fields/)
  })
})

const BAD_FILES: [string, Buffer, RegExp][] = [
  ['empty.txt', Buffer.alloc(0), /The file is empty \(0 bytes\)/],
  [
    'lar.xlsx',
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 0, 0, 0, 0]),
    /ZIP archive or an Excel workbook/,
  ],
  [
    'lar.txt',
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(filingFile(1), 'utf16le')]),
    /UTF-16/,
  ],
  ['image.txt', Buffer.from(Array.from({ length: 400 }, (_, i) => (i * 37) % 256)), /binary data/],
]

test('the start options, then no empty, binary, Excel or UTF-16 file opened as a filing', async ({
  page,
}) => {
  // One page: the start screen is checked before any file is chosen, as a visitor first sees it.
  test.slow() // two journeys' worth of steps on a loaded two-core machine
  const errors = await open(page)
  await test.step('has the title, the start options and no axe violations', async () => {
    await expect(page).toHaveTitle('Online LAR Formatting | HMDA')
    await expect(page.getByRole('button', { name: 'Create a new filing' })).toBeVisible()
    await expect(fileInput(page)).toBeVisible()
    await waitForFooter(page)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })
  await test.step('does not open an empty, binary, Excel or UTF-16 file as a filing', async () => {
    for (const [name, buffer, message] of BAD_FILES) {
      await fileInput(page).setInputFiles({ name, mimeType: 'text/plain', buffer })
      await expect(page.locator('.olf-file-error')).toContainText(message)
      await expect(page.locator('.olf-file-error')).toContainText(name)
      await expect(page.getByRole('heading', { name: /^Your \d{4} filing$/ })).toHaveCount(0)
    }
    await expect(fileInput(page)).toHaveAccessibleDescription(/binary data/)
    await expectNoAxeViolations(page)
    // A good file afterwards opens and clears the message.
    await openFile(page, filingFile(1))
    await expect(page.getByRole('heading', { name: `Your ${String(YEAR)} filing` })).toBeVisible()
    await expect(page.locator('.olf-file-error')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

// --- Issue 22 item 4: quality edits while a row is typed, quality and macro edits over the filing.

/** A valid filing (no errors at all), and a valid second row with its own ULI. */
const VALID_FILING = `${validTsRow(YEAR, { totalEntries: '1' })}\n${validLarRow(YEAR)}\n`
const validSecondRow = (changes: Record<string, string>) =>
  validLarRow(YEAR, { uli: makeUli(`${TEST_LEI}LOAN000002`), ...changes })

test(`shows a row's quality edits as edits to verify, and checks the whole filing`, async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The journey at 375 px, where the layout is tightest; each state is scanned at both widths.
  await page.setViewportSize({ width: 375, height: 900 })
  const errors = await open(page)
  await openFile(page, VALID_FILING)
  await expect(page.getByRole('heading', { name: `Your ${String(YEAR)} filing` })).toBeVisible()
  await page.getByRole('button', { name: 'New LAR row' }).click()
  // A $400 home-purchase loan: valid, but below what the quality edits expect.
  await rawRow(page).fill(validSecondRow({ loanAmount: '400' }))
  const check = editor(page).locator('.olf-check')
  await expect(checkSummary(page)).toContainText('No errors:')
  await expect(checkSummary(page)).toContainText(/quality edits to verify: .*Q645-1/)
  await expect(check).toHaveClass(/olf-check--verify/)
  await expect(
    editor(page).getByRole('heading', { name: 'Quality edits to verify (not errors)' }),
  ).toBeVisible()
  const amount = editor(page).getByLabel('Loan Amount', { exact: true })
  await expect(amount).toHaveAccessibleDescription(/Quality edit Q645-1 \(verify\)/)
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
  await waitForFooter(page)
  await axeAtBothWidths(page, { height: 900 })

  // The row is saved all the same, and the message says what the platform will ask.
  await editor(page).getByRole('button', { name: 'Save row' }).click()
  await expect(status(page)).toContainText('LAR row 2 saved. The platform will ask you to verify')
  await expect(larRowCells(page, 2)).toContainText('400')

  // Checking the whole filing: the quality edits by row, and the macro edits with their figure.
  await page.getByRole('button', { name: 'Check the whole filing' }).click()
  const heading = page.getByRole('heading', { name: 'Check of the whole filing' })
  await expect(heading).toBeFocused()
  const report = page.locator('section.olf-filing-check')
  await expect(
    report.getByRole('heading', { name: 'Quality edits to verify (not errors)' }),
  ).toBeVisible()
  await expect(report).toContainText(/Q645-1: .* On LAR row 2\./)
  await expect(report.getByRole('heading', { name: /Errors to fix/ })).toHaveCount(0)
  await report.getByText(/Macro edits within the platform’s limits/).click()
  await expect(report).toContainText(/Q635: 0\.0% of the 2 records/)
  await expect(status(page)).toContainText(/^No errors: .*to verify \(.*Q645-1/)
  // The editor's quality edits were scanned above; the new state is the check's report.
  await axeBesideEditor(page)
  await page.setViewportSize({ width: 375, height: 900 })

  // Changing the filing marks the check as out of date.
  await larRowCells(page, 1).click()
  await editor(page).getByLabel('Loan Amount', { exact: true }).fill('300')
  await editor(page).getByRole('button', { name: 'Update row' }).click()
  await expect(report).toContainText('The filing has changed since this check')
  expect(errors).toEqual([])
})

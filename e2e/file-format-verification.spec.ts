import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test, expect, type Page } from './fixtures'
import { axeAtBothWidths, expectNoAxeViolations, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

// The File Format Verification tool (/tools/file-format-verification) against the built site.
// Test files are written by scripts/make-lar.mjs, the project's generator.

const PATH = '/tools/file-format-verification'
const dir = mkdtempSync(join(tmpdir(), 'ffv-e2e-'))

function makeLar(name: string, args: readonly string[]): string {
  const out = join(dir, name)
  execFileSync('node', ['scripts/make-lar.mjs', ...args, '--out', out], { stdio: 'pipe' })
  return out
}

/** A value made on first use in this worker, then kept (each test makes only the files it reads). */
function once(make: () => string): () => string {
  let value: string | undefined
  return () => (value ??= make())
}

const cleanFile = once(() => makeLar('clean-2025.txt', ['--year', '2025', '--rows', '500']))
const errorFile = once(() =>
  makeLar('errors-2024.txt', [
    '--year',
    '2024',
    '--rows',
    '2000',
    '--errors',
    'S301,S304,S305,FORMAT',
    '--error-rows',
    '45',
  ]),
)
/**
 * 400,000 LAR rows (about 200 MB), for a check long enough to be cancelled: the clean file's
 * rows repeated, written in a second, where the generator takes a minute on a loaded machine.
 */
const bigFile = once(() => {
  const [ts = '', ...rows] = readFileSync(cleanFile(), 'utf8').split('\n').filter(Boolean)
  const block = `${rows.join('\n')}\n`
  const out = join(dir, 'big-2025.txt')
  writeFileSync(out, `${ts}\n`)
  for (let written = 0; written < 400_000; written += rows.length) appendFileSync(out, block)
  return out
})
// Over 8 MB: checked in two workers at once.
const splitFile = once(() =>
  makeLar('split-2024.txt', [
    '--year',
    '2024',
    '--rows',
    '30000',
    '--errors',
    'S300,S301,S304,S305,S306,FORMAT,V609',
    '--error-rows',
    '1200',
  ]),
)

/** The CSV report of one validator reading the whole file in Node (engine bundled by Vite). */
async function oneWorkerReport(file: string): Promise<string> {
  const { build } = await import('vite')
  const outDir = join(dir, 'engine')
  const root = join(import.meta.dirname, '..')
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      lib: {
        entry: {
          engine: join(root, 'src/hmda/validate/engine.ts'),
          report: join(root, 'src/hmda/validate/report.ts'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.mjs`,
      },
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
    },
  })
  // Shared chunks are written as .js: mark the folder's modules as ES modules.
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n')
  const load = (name: string) => import(pathToFileURL(join(outDir, `${name}.mjs`)).href)
  const engine = (await load('engine')) as { validateText: (text: string) => unknown }
  const report = (await load('report')) as { reportText: (result: unknown) => string }
  return report.reportText(engine.validateText(readFileSync(file, 'utf8')))
}

async function open(page: Page) {
  const errors = collectPageErrors(page)
  await page.goto(PATH)
  await expect(page.locator('h1')).toHaveText('File Format Verification')
  return errors
}

const fileInput = (page: Page) => page.getByLabel('HMDA file (.txt)')
const startButton = (page: Page) => page.getByRole('button', { name: 'Check the file' })
const results = (page: Page) => page.getByRole('region', { name: /^Results for/ })
const editsTable = (page: Page) => page.getByRole('table', { name: 'Problems by edit' })

async function choose(page: Page, name: string, content: string | Buffer) {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
  await fileInput(page).setInputFiles({ name, mimeType: 'text/plain', buffer })
}

test('the page as it opens, then files rejected before reading: empty, .csv, UTF-16, binary', async ({
  page,
}) => {
  // One page for the refusals: each choice replaces the one before and its message, so the steps
  // need no fresh page (a new context and page load cost about as much as a step).
  const errors = await open(page)
  await test.step('has the title, the privacy note, and no axe violations', async () => {
    await expect(page).toHaveTitle('File Format Verification | HMDA')
    await expect(page.getByText('Your file never leaves your browser.')).toBeVisible()
    await waitForFooter(page)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })

  const error = page.locator('.usa-error-message')
  await test.step('an empty file', async () => {
    await choose(page, 'empty.txt', '')
    await startButton(page).click()
    await expect(error).toHaveText(/The file is empty/)
    await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(fileInput(page)).toBeFocused()
  })

  await test.step('a .csv file whose first row is not the transmittal sheet: both reasons', async () => {
    await choose(page, 'lar.csv', '2|ABC|DEF\n')
    await startButton(page).click()
    await expect(error.getByRole('listitem')).toHaveText([
      /does not end in \.txt/,
      /first row does not begin with 1\|/,
    ])
    await expect(fileInput(page)).toHaveAccessibleDescription(/does not end in \.txt/)
    await waitForFooter(page)
    await expectNoAxeViolations(page)
  })

  await test.step('a UTF-16 file', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('1|Bank|2025\n', 'utf16le'),
    ])
    await choose(page, 'lar.txt', utf16)
    await startButton(page).click()
    await expect(error).toHaveText(/saved as UTF-16/)
  })

  await test.step('an Excel workbook renamed .txt, and random bytes: each named for what it is', async () => {
    // An .xlsx workbook is a ZIP archive (PK\x03\x04…) whatever its name.
    const xlsx = Buffer.alloc(2048, 0)
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]).copy(xlsx)
    await choose(page, 'lar.txt', xlsx)
    await startButton(page).click()
    await expect(error).toHaveText(/ZIP archive or an Excel workbook/)
    await expect(error).not.toHaveText(/UTF-16/)

    const random = Buffer.alloc(4096)
    let x = 7
    for (let i = 0; i < random.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0
      random[i] = x >>> 24
    }
    await choose(page, 'lar.txt', random)
    await startButton(page).click()
    await expect(error).toHaveText(/binary data/)
    await expect(error).not.toHaveText(/UTF-16/)
  })
})

test('a clean generated file: no problems; checked as another year, S302', async ({ page }) => {
  test.slow() // two checks of the file, one after the other
  const errors = await open(page)
  await fileInput(page).setInputFiles(cleanFile())
  await startButton(page).click()
  await expect(results(page).getByRole('heading', { name: 'No problems found' })).toBeVisible()
  await expect(results(page)).toContainText('501 rows read (500 LAR records), checked as a 2025')
  await expect(page.getByRole('heading', { name: /^Results for clean-2025\.txt/ })).toBeFocused()
  await expect(page.getByText(/^Not checked here: \d+ edits$/)).toBeVisible()
  await waitForFooter(page)
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])

  // The same file checked again as a 2024 filing: its calendar year fails S302.
  await page.getByLabel('Filing year (optional)').selectOption('2024')
  await startButton(page).click()
  await expect(editsTable(page).getByRole('button', { name: /S302/ })).toBeVisible()
})

test('a file with errors: counts per edit, rows, pages, filter and the CSV report', async ({
  page,
}) => {
  await open(page)
  await fileInput(page).setInputFiles(errorFile())
  await startButton(page).click()
  await expect(results(page).getByRole('heading', { name: '4 problems were found' })).toBeVisible()

  const table = editsTable(page)
  const countOf = (title: string | RegExp) =>
    table.getByRole('row').filter({ has: page.getByRole('button', { name: title }) })
  await expect(
    countOf(/LAR: Loan Amount/)
      .getByRole('cell')
      .last(),
  ).toHaveText('45')
  await expect(
    countOf(/^S301:/)
      .getByRole('cell')
      .last(),
  ).toHaveText('45')
  await expect(
    countOf(/^S304:/)
      .getByRole('cell')
      .last(),
  ).toHaveText('1')
  await expect(
    countOf(/^S305:/)
      .getByRole('cell')
      .last(),
  ).toHaveText('45')

  // Expand S301: 45 rows, 20 per page.
  const toggle = table.getByRole('button', { name: /S301/ })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('table', { name: 'S301: rows 1–20 of 45' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('table', { name: 'S301: rows 21–40 of 45' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  const last = page.getByRole('table', { name: 'S301: rows 41–45 of 45' })
  await expect(last.getByRole('row')).toHaveCount(6)
  await expect(last).toContainText('Legal Entity Identifier (LEI): 5493001YS08XHF42M037')
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await waitForFooter(page)
  await expectNoAxeViolations(page)

  // Filter to one edit.
  await page.getByLabel('Show').selectOption({ label: 'S304 (1)' })
  await expect(table.getByRole('button')).toHaveCount(1)
  await expect(table.getByRole('button', { name: /S304/ })).toBeVisible()

  // The CSV report.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the full report (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('errors-2024-verification.csv')
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').split('\r\n')
  expect(csv[0]).toBe('stage,edit,description,row,uli,field,value,note')
  const lines = (edit: string) => csv.filter((l) => l.split(',')[1] === edit)
  expect(lines('S301').filter((l) => l.includes(',Legal Entity Identifier (LEI),'))).toHaveLength(
    45,
  )
  expect(lines('S304').at(-1)).toMatch(/,Total,,Rows,1,1 row in all\.$/)
  // the ULI column keeps codes as text for spreadsheets (the shared writer's ="…" form)
  expect(lines('S301')[0]).toMatch(/^[^,]*,S301,(?:"(?:[^"]|"")*"|[^,]*),\d+,"=""[A-Za-z0-9]+""",/)
  expect(csv.some((l) => l.startsWith('Not checked here,S303,'))).toBe(true)
})

test('the results table has table styles and fits a 375 px and a 1280 px screen', async ({
  page,
}) => {
  test.slow() // the two widths' journeys in one test
  // One check of the file, then the table at each width.
  await page.setViewportSize({ width: 375, height: 900 })
  await open(page)
  await fileInput(page).setInputFiles(errorFile())
  await startButton(page).click()
  const table = editsTable(page)
  await expect(table).toBeVisible()
  await table.getByRole('button', { name: /S301/ }).click()
  await expect(page.getByRole('table', { name: 'S301: rows 1–20 of 45' })).toBeVisible()
  await waitForFooter(page)
  for (const width of [375, 1280]) {
    await test.step(`the results table has table styles and fits a ${width} px screen`, async () => {
      await page.setViewportSize({ width, height: 900 })
      const cell = table.getByRole('cell').first()
      // USWDS table look: cell borders, text aligned left.
      expect(await cell.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('1px')
      expect(await cell.evaluate((el) => getComputedStyle(el).textAlign)).toMatch(/left|start/)
      // Nothing wider than the screen: the page does not scroll sideways, and every cell of the
      // table is inside the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      const right = await table.evaluate((el) =>
        Math.max(
          ...Array.from(el.querySelectorAll('th, td')).map((c) => c.getBoundingClientRect().right),
        ),
      )
      expect(right).toBeLessThanOrEqual(width)
      const top = await table.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      await page.screenshot({
        path: `test-results/ffv-table-${width}.png`,
        fullPage: true,
        clip: { x: 0, y: Math.max(0, top - 100), width, height: 1400 },
      })
      await expectNoAxeViolations(page)
    })
  }
})

test('a large file checked in two workers gives the one-pass result', async ({ page }) => {
  test.setTimeout(120_000)
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await open(page)
  await fileInput(page).setInputFiles(splitFile())
  await startButton(page).click()
  await expect(results(page).getByRole('heading', { name: /problems were found/ })).toBeVisible({
    timeout: 90_000,
  })
  // Two copies of the check's worker: one per part.
  expect(workers.filter((url) => url.includes('fileCheck.worker'))).toHaveLength(2)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the full report (CSV)' }).click(),
  ])
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv).toBe(await oneWorkerReport(splitFile()))
  // S305 examples come from both workers' parts. CSV rows: stage,edit,description,row,…
  const rowsOf = (edit: string) =>
    csv
      .split('\r\n')
      .map((l) => new RegExp(`^[^,]*,${edit},(?:"(?:[^"]|"")*"|[^,]*),(\\d+),`).exec(l))
      .filter((m) => m !== null)
      .map((m) => Number(m[1]))
  expect(rowsOf('S306').length).toBeGreaterThan(100)
  expect(rowsOf('S305').length).toBeGreaterThan(100)
  expect(Math.max(...rowsOf('S305'))).toBeGreaterThan(15_000)
})

test('cancel stops a running check', async ({ page }) => {
  await open(page)
  await fileInput(page).setInputFiles(bigFile())
  await startButton(page).click()
  const cancel = page.getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeFocused()
  await expect(page.getByRole('progressbar')).toBeVisible()
  await expect(page.getByText(/rows checked\./)).toBeVisible()
  await cancel.click()
  await expect(page.getByRole('heading', { name: 'Check cancelled' })).toBeVisible()
  await expect(startButton(page)).toBeFocused()
  await expect(results(page)).toHaveCount(0)
})

test('works with the keyboard alone', async ({ page }) => {
  await open(page)
  const content = readFileSync(errorFile())
  // Choosing a file needs the system dialog; everything after is done with keys.
  await choose(page, 'errors.txt', content)
  await fileInput(page).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Filing year (optional)')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(startButton(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /^Results for errors\.txt/ })).toBeFocused()
  const toggle = editsTable(page).getByRole('button', { name: /S305/ })
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    if (await toggle.evaluate((el) => el === document.activeElement)) break
  }
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('table', { name: 'S305: rows 1–20 of 45' })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test.describe('quality and macro edits (issue 22)', () => {
  /**
   * The clean 2025 file with every 5th LAR row given action taken 2 (20% of 500: above Q635's
   * 15%, and failing some validity edits) and rows 7 and 12 a loan amount of 5000 (Q628).
   */
  function qualityFile(): Buffer {
    const lines = readFileSync(cleanFile(), 'utf8').split('\n')
    const changed = lines.map((line, i) => {
      if (i === 0 || line === '') return line
      const values = line.split('|')
      if (i % 5 === 0) values[10] = '2' // action taken
      if (i === 7 || i === 12) values[9] = '5000' // loan amount
      return values.join('|')
    })
    return Buffer.from(changed.join('\n'), 'utf8')
  }

  test('shows them as edits to verify, with rows and figures, in the page and the report', async ({
    page,
  }) => {
    const errors = await open(page)
    await choose(page, 'quality-2025.txt', qualityFile())
    await fileInput(page).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(startButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', { name: /^Results for quality-2025\.txt/ }),
    ).toBeFocused()
    // The validity errors are problems; the quality and macro edits are not counted among them.
    await expect(
      results(page).getByRole('heading', { name: /problems? (was|were) found/ }),
    ).toBeVisible()
    await expect(editsTable(page).getByRole('button', { name: /^Q/ })).toHaveCount(0)

    const section = page.getByRole('region', {
      name: 'Quality and macro edits — the platform will ask you to verify these',
    })
    await expect(section).toContainText('These are not errors.')
    await expect(section).toContainText(
      'the platform will ask for them after the syntactical and validity edits are fixed',
    )
    const quality = section.getByRole('table', { name: 'Quality edits to verify' })
    const q628 = quality.getByRole('button', { name: 'Q628: rows to verify' })
    await expect(
      quality
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'Q628: rows to verify' }) })
        .getByRole('cell')
        .last(),
    ).toHaveText('2')
    // Keyboard: Tab to the edit and open it.
    for (let i = 0; i < 60; i++) {
      if (await q628.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(q628).toBeFocused()
    await page.keyboard.press('Enter')
    const rows = page.getByRole('table', { name: 'Q628: rows 1–2 of 2' })
    await expect(rows.getByRole('row')).toHaveCount(3)
    await expect(rows).toContainText('Loan Amount: 5000')
    await expect(rows.getByRole('rowheader')).toHaveText(['8', '13'])

    const macro = section.getByRole('list', { name: 'Macro edits to verify' })
    await expect(macro.getByRole('listitem').filter({ hasText: 'Q635' })).toContainText(
      '20.0% of the 500 records (100) have action taken 2 (approved but not accepted); the platform asks you to verify this above 15%.',
    )
    await expect(section).toContainText(/Within the platform’s limits: .*Q637/)
    await waitForFooter(page)
    await axeAtBothWidths(page)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await section.screenshot({ path: `test-results/ffv-verify-${String(width)}.png` })
    }

    // The CSV report has them, after the errors.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the full report (CSV)' }).click(),
    ])
    const csv = (await readFile(await download.path(), 'utf8')).split('\r\n')
    const q628Lines = csv.filter((l) => l.startsWith('Quality edits,Q628,'))
    // stage,edit,description,row,uli,field,value,note (the description holds commas, quoted)
    expect(q628Lines.filter((l) => /,8,[^,]+,Loan Amount,"=""5000""",$/.test(l))).toHaveLength(1)
    expect(q628Lines.filter((l) => /,13,[^,]+,Loan Amount,"=""5000""",$/.test(l))).toHaveLength(1)
    expect(q628Lines.at(-1)).toMatch(/,Total,,Rows,2,2 rows in all\.$/)
    expect(csv.find((l) => l.startsWith('Macro edits,Q635,'))).toMatch(
      /,File,,Measured,100 of 500,20\.0% of the 500 records \(100\) have action taken 2 /,
    )
    expect(csv.some((l) => l.startsWith('Macro edits,Q637,'))).toBe(false)
    expect(errors).toEqual([])
  })
})

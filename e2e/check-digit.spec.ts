import { readFile } from 'node:fs/promises'
import { test, expect, type Download, type Locator, type Page } from './fixtures'
import { expectNoAxeViolations, waitForFooter } from './axe'
import { collectPageErrors, deferred } from './helpers'

// The Check Digit tool (/tools/check-digit) against the built site.

const PATH = '/tools/check-digit'
const LOAN_ID = '10Bx939c5543TqA1144M999143X'
const ULI = `${LOAN_ID}38`
const BAD_ULI = '10Bx939c5543TqA1144M999133X38'
const LEI = '5493001YS08XHF42M037'
/** A code in the result file, kept as text for spreadsheets (the shared CSV writer's form). */
const code = (value: string) => `"=""${value}"""`

const single = (page: Page) => page.getByRole('region', { name: 'Check one loan' })
const batch = (page: Page) => page.getByRole('region', { name: 'Check a file' })

/** The summary of a file's results says each of `lines` (in any order). */
async function expectCounts(results: Locator, lines: string[]): Promise<void> {
  const counts = results.locator('.check-digit-counts')
  for (const line of lines) await expect(counts).toContainText(line)
}
const valueInput = (page: Page) => single(page).getByRole('textbox')

async function open(page: Page) {
  const errors = collectPageErrors(page)
  await page.goto(PATH)
  await expect(page.locator('h1')).toHaveText('Check Digit')
  return errors
}

/** Reads a download fully (a Blob URL download, saved by Playwright). */
async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8')
}

/** The records of a result file, without its byte-order mark and the final line break. */
const records = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .slice(0, -1)

async function chooseFile(page: Page, name: string, text: string | Buffer, mimeType = 'text/csv') {
  const buffer = typeof text === 'string' ? Buffer.from(text, 'utf8') : text
  await batch(page)
    .getByLabel(/^File with one/)
    .setInputFiles({ name, mimeType, buffer })
}

/** A file of `n` distinct loan IDs (LEI + loan number), one per line. */
const loanIdFile = (n: number) => {
  const lines: string[] = ['loanId']
  for (let i = 0; i < n; i++) lines.push(`${LEI}${i.toString(36).toUpperCase()}`)
  return `${lines.join('\n')}\n`
}

/** The name of the focused element: aria-label or text, or the label of a form field. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return '(body)'
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length > 0) return `field: ${labels[0]?.textContent?.trim() ?? ''}`
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
  })

/** Presses Tab until the focused element has the given name (at most `max` times). */
async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if ((await focusedName(page)) === name) return
  }
  throw new Error(`Tab never reached “${name}”`)
}

async function expectDescription(field: Locator, text: string | RegExp) {
  await expect(field).toHaveAccessibleDescription(text)
}

test.describe('one at a time', () => {
  // One load of the tool for three journeys, one after another.
  test('has the title, an explanation, and no axe violations; generates the check digits of the acceptance examples; validates ULIs and explains a mismatch', async ({
    page,
  }) => {
    test.slow() // three journeys' worth of steps on a loaded two-core machine
    const errors = await open(page)
    await test.step('has the title, an explanation, and no axe violations', async () => {
      await expect(page).toHaveTitle('Check Digit | HMDA')
      await expect(page.getByRole('heading', { name: 'About ULIs and check digits' })).toBeVisible()
      await expect(page.getByText(/Everything runs in your browser/)).toBeVisible()
      await waitForFooter(page)
      await expectNoAxeViolations(page)
    })

    await test.step('generates the check digits of the acceptance examples', async () => {
      const cases = [
        ['TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ', '46'],
        [LOAN_ID, '38'],
        ['5493001YS08XHF42M0372005203', '07'],
      ] as const
      for (const [loanId, digits] of cases) {
        await valueInput(page).fill(loanId)
        await single(page).getByRole('button', { name: 'Generate check digit' }).click()
        await expect(single(page).getByRole('heading', { level: 3 })).toHaveText(
          `Check digits: ${digits}`,
        )
        await expect(single(page).locator('code')).toHaveText(loanId + digits)
      }
      await expectNoAxeViolations(page)
    })

    await test.step('validates ULIs and explains a mismatch', async () => {
      await single(page).getByRole('button', { name: 'Validate a ULI' }).click()
      await expect(single(page).getByRole('button', { name: 'Validate a ULI' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await valueInput(page).fill(ULI)
      await single(page).getByRole('button', { name: 'Validate ULI' }).click()
      await expect(single(page).getByRole('heading', { name: 'Valid ULI' })).toBeVisible()
      await expectNoAxeViolations(page)

      await valueInput(page).fill(BAD_ULI)
      await valueInput(page).press('Enter')
      const alert = single(page).locator('.usa-alert--error')
      await expect(alert.getByRole('heading')).toHaveText('Not a valid ULI')
      await expect(alert).toContainText(
        'The last two characters, 38, do not match the rest of the ULI: for the loan ID 10Bx939c5543TqA1144M999133X, the check digits should be 31.',
      )
      await expect(alert.locator('code.check-digit-uli__value')).toHaveText(
        '10Bx939c5543TqA1144M999133X31',
      )
      await expectNoAxeViolations(page)
    })
    expect(errors).toEqual([])
  })

  test('validates inline as the user types, says "empty" only after a submit; copies the ULI', async ({
    page,
    context,
  }) => {
    test.slow() // two journeys' worth of steps on a loaded two-core machine
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page)
    await test.step('validates inline as the user types, and says "empty" only after a submit', async () => {
      const field = valueInput(page)
      await expect(field).not.toHaveClass(/usa-input--error/)
      await expect(single(page).locator('.usa-error-message')).toHaveCount(0)

      await field.pressSequentially('10Bx')
      await expect(field).toHaveClass(/usa-input--error/)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expectDescription(field, /The loan ID has 4 characters; it needs at least 21/)
      await waitForFooter(page)
      await expectNoAxeViolations(page)

      await field.pressSequentially('-9')
      await expectDescription(field, /The loan ID contains “-” at position 5\./)
      await field.fill('A'.repeat(44))
      await expectDescription(field, /The loan ID has 44 characters; it can have at most 43\./)
      await field.fill(LOAN_ID)
      await expect(field).not.toHaveClass(/usa-input--error/)
      await expect(field).not.toHaveAttribute('aria-invalid')

      await field.fill('')
      await expect(single(page).locator('.usa-error-message')).toHaveCount(0)
      await single(page).getByRole('button', { name: 'Generate check digit' }).click()
      await expectDescription(field, /Enter a loan ID\.$/)
      await expect(field).toBeFocused()

      // An error never loses what was typed.
      await field.fill('abc def')
      await field.press('Enter')
      await expect(field).toHaveValue('abc def')
      await expectDescription(field, /contains a space at position 4/)
    })
    // The same form, filled again: the result's Copy button.
    await test.step('copies the generated ULI to the clipboard', async () => {
      await valueInput(page).fill(LOAN_ID)
      await valueInput(page).press('Enter')
      await single(page).getByRole('button', { name: 'Copy ULI' }).click()
      await expect(single(page).getByRole('status')).toHaveText('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ULI)
      await waitForFooter(page)
      await expectNoAxeViolations(page)
    })
  })

  test('works with Tab, Space and Enter only', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page)
    await tabTo(page, 'field: Loan ID')
    await page.keyboard.type(LOAN_ID)
    await page.keyboard.press('Enter')
    await expect(single(page).getByRole('heading', { name: 'Check digits: 38' })).toBeVisible()
    // The result follows the form: Tab reaches its Copy button, Space presses it.
    await tabTo(page, 'Copy ULI', 3)
    await page.keyboard.press('Space')
    await expect(single(page).getByRole('status')).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ULI)

    // Back to the mode switch with Shift+Tab, then Space picks the other mode.
    for (let i = 0; i < 10 && (await focusedName(page)) !== 'Validate a ULI'; i++) {
      await page.keyboard.press('Shift+Tab')
    }
    expect(await focusedName(page)).toBe('Validate a ULI')
    await page.keyboard.press('Space')
    await expect(single(page).getByRole('button', { name: 'Validate a ULI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await tabTo(page, 'field: Universal Loan Identifier (ULI)', 3)
    // Tabbing into a text field selects its text, so typing replaces the kept value.
    await page.keyboard.type(BAD_ULI)
    await expect(valueInput(page)).toHaveValue(BAD_ULI)
    await tabTo(page, 'Validate ULI', 2)
    await page.keyboard.press('Enter')
    await expect(single(page).getByRole('heading', { name: 'Not a valid ULI' })).toBeVisible()
  })
})

test.describe('a whole file', () => {
  test('one page, one file after another: none, not text, bad lines, a mode change, ULIs', async ({
    page,
  }) => {
    // The five short journeys of the file form in one page: each step chooses its own file (the
    // choice clears the results before it, as the fourth step checks), so none needs a new page.
    test.slow()
    const errors = await open(page)
    await test.step('asks for a file first', async () => {
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
      const file = batch(page).getByLabel('File with one loan ID per line')
      await expectDescription(file, /Choose a file to check\.$/)
      await expect(file).toBeFocused()
      await waitForFooter(page)
      await expectNoAxeViolations(page)
    })
    await test.step('rejects files that are not text and says what to do', async () => {
      await chooseFile(
        page,
        'register.xlsx',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
      const failed = batch(page).locator('.check-digit-failed')
      await expect(failed.getByRole('heading')).toHaveText('register.xlsx could not be checked')
      await expect(failed).toContainText('Excel workbook (.xlsx), not a text file')
      await expect(failed).toContainText('Save it as “CSV UTF-8” or plain text (UTF-8)')
      await expect(failed).toBeFocused()
      await waitForFooter(page)
      await expectNoAxeViolations(page)

      const utf16 = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(`${LOAN_ID}\n`, 'utf16le'),
      ])
      await chooseFile(page, 'unicode.txt', utf16, 'text/plain')
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
      await expect(failed).toContainText('The file is saved as UTF-16')

      await chooseFile(page, 'binary.csv', Buffer.from([0x41, 0x42, 0x00, 0x43]))
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
      await expect(failed).toContainText('does not look like a text file')
    })
    await test.step('keeps bad lines, skips the header and blank lines, and gives a CSV back', async () => {
      const input = [
        'loanId',
        LOAN_ID,
        '',
        'TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ',
        'short',
        '   ',
        `${LEI}-42`,
        '"5493001YS08XHF42M0372005203",extra column',
        '=cmd',
      ].join('\r\n')
      await chooseFile(page, 'my loans.csv', input)
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()

      const results = batch(page).locator('.check-digit-batch-results')
      await expect(results.getByRole('heading', { level: 3 })).toHaveText(
        'Results for my loans.csv',
      )
      await expect(results.getByRole('heading', { level: 3 })).toBeFocused()
      await expectCounts(results, [
        '9 lines read',
        '3 check digits generated',
        '3 lines with errors',
        '2 blank lines skipped',
        'Header line “loanId” skipped',
      ])
      await expect(results.getByRole('heading', { level: 4 })).toHaveText('3 lines have errors')

      const table = results.getByRole('table')
      await expect(table.locator('caption')).toHaveText('All 6 result rows')
      await expect(table.locator('thead th')).toHaveText([
        'Line',
        'loanId',
        'checkDigit',
        'uli',
        'error',
      ])
      await expect(table.locator('tbody tr')).toHaveCount(6)
      await expect(table.locator('tbody tr').nth(0).locator('th, td')).toHaveText([
        '2',
        LOAN_ID,
        '38',
        ULI,
        '',
      ])
      await expect(table.locator('tbody tr').nth(2)).toContainText('The loan ID has 5 characters')
      await waitForFooter(page)
      await expectNoAxeViolations(page)

      const link = results.getByRole('link', { name: /^Download results/ })
      await expect(link).toHaveAttribute('download', 'check-digits-my-loans.csv')
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe('check-digits-my-loans.csv')
      const text = await downloadedText(download)
      expect(text.startsWith('\ufeffloanId,checkDigit,uli,error\r\n')).toBe(true)
      expect(records(text)).toEqual([
        'loanId,checkDigit,uli,error',
        `${code(LOAN_ID)},${code('38')},${code(ULI)},`,
        `${code('TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ')},${code('46')},${code('TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ46')},`,
        'short,,,The loan ID has 5 characters; it needs at least 21: the 20-character LEI and a loan number of at least 1 character.',
        `${LEI}-42,,,The loan ID contains “-” at position 21. Use only letters (A–Z) and digits (0–9).`,
        // codes stay text in a spreadsheet: the check digit 07 keeps its zero
        `${code('5493001YS08XHF42M0372005203')},${code('07')},${code('5493001YS08XHF42M037200520307')},`,
        "'=cmd,,,The loan ID contains “=” at position 1. Use only letters (A–Z) and digits (0–9).",
      ])
      expect(errors).toEqual([])
    })
    await test.step('clears a file’s results when the mode or the file changes', async () => {
      await chooseFile(page, 'ids.csv', `loanId\n${LOAN_ID}\n`)
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
      const results = batch(page).locator('.check-digit-batch-results')
      await expect(results.locator('.check-digit-counts')).toContainText(
        /1 check digits? generated/,
      )
      // Another mode: the generated results no longer answer what the form asks.
      await batch(page).getByRole('button', { name: 'Validate ULIs' }).click()
      await expect(results).toHaveCount(0)
      await batch(page).getByRole('button', { name: 'Generate check digits' }).click()
      await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
      await expect(results).toHaveCount(1)
      await chooseFile(page, 'other.csv', `${LOAN_ID}\n`)
      await expect(results).toHaveCount(0)
    })
    await test.step('validates a file of ULIs', async () => {
      await batch(page).getByRole('button', { name: 'Validate ULIs' }).click()
      await chooseFile(page, 'ulis.txt', `ULI\n${ULI}\n${BAD_ULI}\n${LOAN_ID}3X\n`, 'text/plain')
      await batch(page).getByRole('button', { name: 'Validate the file' }).click()
      const results = batch(page).locator('.check-digit-batch-results')
      await expectCounts(results, [
        '4 lines read',
        '1 valid ULI',
        '1 ULI not valid',
        '1 line with errors',
        'Header line “ULI” skipped',
      ])
      const link = results.getByRole('link', { name: /^Download results/ })
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe('check-digits-ulis.csv')
      expect(records(await downloadedText(download))).toEqual([
        'uli,isValid,error',
        `${code(ULI)},true,`,
        `${code(BAD_ULI)},false,`,
        `${LOAN_ID}3X,false,The ULI ends in “3X”: its last two characters are the check digits and must be digits (0–9).`,
      ])
    })
  })

  test('shows a progress bar with a Cancel button while it runs', async ({ page }) => {
    await open(page)
    // Hold the worker's script, so that the running state lasts as long as the test needs.
    const release = deferred()
    await page.route('**/assets/checkDigit.worker-*.js', async (route) => {
      await release.promise
      await route.continue().catch(() => undefined)
    })
    await chooseFile(page, 'loans.csv', loanIdFile(10))
    await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
    const progress = batch(page).locator('.check-digit-progress')
    await expect(progress.getByLabel('Checking loans.csv')).toBeVisible()
    await expect(progress).toContainText('0 lines processed')
    await expect(batch(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    // Mode and file cannot change during a run.
    await expect(batch(page).getByLabel('File with one loan ID per line')).toBeDisabled()
    await waitForFooter(page)
    await expectNoAxeViolations(page)

    await page.keyboard.press('Enter')
    await expect(batch(page).getByRole('heading', { name: 'Check cancelled' })).toBeVisible()
    await expect(batch(page).locator('progress')).toHaveCount(0)
    await expect(
      batch(page).getByRole('button', { name: 'Generate check digits for the file' }),
    ).toBeFocused()
    await expectNoAxeViolations(page)
    release.resolve()

    // A new run after a cancelled one works.
    await page.unroute('**/assets/checkDigit.worker-*.js')
    await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
    await expect(batch(page).locator('.check-digit-counts')).toContainText('11 lines read')
  })

  // A million lines, the time they take and the page's frames meanwhile are measured by
  // `npm run bench -- --suites checkdigit`; this journey checks what the lender sees on a file
  // large enough to show progress several times, and the file they download.
  test('checks a large file in a worker, with progress, while the page stays usable; the download has every line', async ({
    page,
  }) => {
    test.slow()
    await open(page)
    await chooseFile(page, 'large.txt', loanIdFile(200_000), 'text/plain')
    // Records the progress counts the page shows.
    await page.evaluate(() => {
      const seen: number[] = []
      ;(window as unknown as { progressSeen: number[] }).progressSeen = seen
      new MutationObserver(() => {
        const text = document.querySelector('.check-digit-progress__count')?.textContent ?? ''
        const n = Number(text.replace(/[^0-9]/g, ''))
        if (n > 0 && seen.at(-1) !== n) seen.push(n)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await batch(page).getByRole('button', { name: 'Generate check digits for the file' }).click()
    // The single form works while the file is checked.
    await valueInput(page).fill(LOAN_ID)
    await valueInput(page).press('Enter')
    await expect(single(page).getByRole('heading', { name: 'Check digits: 38' })).toBeVisible()

    const results = batch(page).locator('.check-digit-batch-results')
    await expect(results.getByRole('heading', { level: 3 })).toHaveText('Results for large.txt', {
      timeout: 60_000,
    })
    await expectCounts(results, [
      '200,001 lines read',
      '200,000 check digits generated',
      '0 lines with errors',
      '0 blank lines skipped',
      'Header line “loanId” skipped',
    ])
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    )
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((n) => n % 50_000 === 0 || n === 200_001)).toBe(true)
    await expect(results.getByRole('heading', { level: 4 })).toHaveText('All lines checked')
    await expect(results.locator('caption')).toHaveText('First 20 of 200,000 result rows')
    await expect(results.locator('tbody tr')).toHaveCount(20)
    await waitForFooter(page)
    await expectNoAxeViolations(page)

    const link = results.getByRole('link', { name: /^Download results/ })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('check-digits-large.csv')
    const lines = records(await downloadedText(download))
    expect(lines).toHaveLength(200_001)
    // LEI + "0", "1", "2": check digits computed independently with BigInt.
    const expected = (loanNumber: string) => {
      const loanId = `${LEI}${loanNumber}`
      const digits = [...loanId]
        .map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55)))
        .join('')
      const cd = String(98n - ((BigInt(digits) * 100n) % 97n)).padStart(2, '0')
      return `${code(loanId)},${code(cd)},${code(`${loanId}${cd}`)},`
    }
    expect(lines.slice(0, 4)).toEqual([
      'loanId,checkDigit,uli,error',
      expected('0'),
      expected('1'),
      expected('2'),
    ])
    expect(lines[200_000]).toBe(expected((199_999).toString(36).toUpperCase()))
  })
})

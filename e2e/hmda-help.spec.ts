/**
 * HMDA Help, the administrators' screens, through the local identity provider
 * (scripts/local-services/oidc.mjs) and the local admin and filing services (helpAdmin.mjs,
 * filing.mjs) over their shared in-memory store. Records written here use LEIs made for each run,
 * so that a server kept between runs does not change the outcome.
 */
import { expect, test, type Page } from './fixtures'
import { PORT } from '../playwright.config'
import { generateLarText } from '../src/hmda/testing/generateLar'
import { readFileSync } from 'node:fs'
import { signInAs } from '../scripts/local-services/oidc-testing.mjs'
import { axeAtBothWidths } from './axe'

/** 127.0.0.1: a secure context, which PKCE's Web Crypto needs on http. */
const base = `http://127.0.0.1:${PORT}`
const site = (path: string) => `${base}${path}`

const BANK = 'HMDATESTBANK00000137'
/** The test lender (scripts/local-services/oidc.mjs): the bank's LEI is on its account. */
const PAT_LENDER = { sub: 'a3c4e1f0-1111-4c1e-9a51-000000000001' }
const LISTS = JSON.parse(
  readFileSync(new URL('../src/lib/api/helpAdminLists.json', import.meta.url), 'utf8'),
) as { localOperatingUnitLeis: string[] }
const LOU = LISTS.localOperatingUnitLeis[0] ?? ''

/** A fresh LEI (20 letters and digits) for this run. */
const freshLei = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(20, '0')
    .slice(0, 20)

type TestUser = 'Pat Lender' | 'Alex Admin'

/*
 * A browser far from Washington: HMDA Help shows every time in Eastern time with the zone's
 * name, like the lender's receipt, whatever the browser's own zone.
 */
test.use({ timezoneId: 'Asia/Tokyo' })

const EASTERN_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'long',
})
/** An instant as the screens show it ("Nov 20, 2025, 6:10:48 PM EST"), any spaces matched. */
const easternText = (epochMs: number) =>
  new RegExp(
    EASTERN_TIME.format(epochMs)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s'),
  )

/** From the HMDA Help overview, through the provider's form, back to HMDA Help. */
async function signIn(page: Page, user: TestUser) {
  await page.goto(site('/hmda-help/'))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in as a test user' })).toBeVisible()
  await page.getByRole('radio', { name: new RegExp(user) }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('.help-bar__user')).toContainText('Signed in as')
}

/** Fills the add form and sends it. */
async function addRecord(
  page: Page,
  record: { lei: string; year: string; name: string; taxId: string; domains: string },
) {
  await page.goto(site(`/hmda-help/add?lei=${record.lei}&year=${record.year}`))
  await expect(page.getByRole('heading', { name: 'Add an institution record' })).toBeVisible()
  await expect(page.getByLabel('LEI')).toHaveValue(record.lei)
  await expect(page.getByLabel('Activity year')).toHaveValue(record.year)
  await page.getByLabel('Respondent name').fill(record.name)
  await page.getByLabel('E-mail domains').fill(record.domains)
  await page.getByLabel('Tax ID').fill(record.taxId)
  await page.getByRole('radio', { name: /^9 – Consumer Financial/ }).check()
  await page.getByRole('button', { name: 'Add the record' }).click()
}

test.describe('access', () => {
  test('a user without the administrator role is refused, and can sign out', async ({ page }) => {
    await signIn(page, 'Pat Lender')
    await expect(page).toHaveURL(site('/hmda-help/search'))
    await expect(
      page.getByRole('heading', { name: 'You are not authorised to use HMDA Help' }),
    ).toBeVisible()
    await expect(page.getByRole('search')).toHaveCount(0)
    await axeAtBothWidths(page)
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await expect(page).toHaveURL(site('/hmda-help/'))
    await expect(page.getByRole('heading', { name: 'HMDA Help', level: 1 })).toBeVisible()
  })

  test('an unknown address is not found; a signed-out visit to a screen asks to sign in and comes back to it', async ({
    page,
  }) => {
    test.slow() // two journeys, the second with a sign-in
    await test.step('an unknown address under /hmda-help is not found', async () => {
      await page.goto(site('/hmda-help/no-such-screen'))
      await expect(page.locator('h1')).toHaveText('Sorry, something went wrong.')
    })
    await test.step('a signed-out visit to a screen asks to sign in and comes back to it', async () => {
      await page.goto(site(`/hmda-help/institutions/${BANK}`))
      await expect(page.getByRole('heading', { name: 'Sign in to HMDA Help' })).toBeVisible()
      await axeAtBothWidths(page)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('radio', { name: /Alex Admin/ }).check()
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${BANK}`))
      await expect(page.getByRole('heading', { name: `Institution ${BANK}` })).toBeVisible()
    })
  })
})

test.describe('institutions', () => {
  test('an administrator: search by LEI, add, update and delete a record, e-mail domains', async ({
    page,
  }) => {
    test.setTimeout(270_000) // 3 journeys, one sign-in
    await signIn(page, 'Alex Admin')
    await test.step('search by LEI: type-ahead, normalised input, the records of every year', async () => {
      await expect(page.getByRole('heading', { name: 'Search institutions' })).toBeVisible()
      await axeAtBothWidths(page)
      const box = page.getByRole('searchbox', { name: 'LEI' }).or(page.getByLabel('LEI'))
      // Spaces and punctuation go, letters are upper-cased.
      // The type-ahead reads the public filers list (here the sample's 2025 filers).
      const filers = (await (await fetch(`${base}/v2/reporting/filers/2025`)).json()) as {
        institutions: { lei: string; name: string }[]
      }
      const filer = filers.institutions[0]
      if (!filer) throw new Error('no 2025 filer in the sample')
      const typed = filer.lei.slice(0, 8)
      await box.fill(` ${typed.slice(0, 4).toLowerCase()}-${typed.slice(4)}`)
      await expect(box).toHaveValue(typed)
      const matches = page.getByRole('list', { name: /Matching filers/ })
      await expect(matches).toContainText(filer.name)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'An LEI has 20' })).toContainText(
        '8 typed so far',
      )
      await axeAtBothWidths(page)
      await matches.getByRole('button', { name: new RegExp(filer.lei) }).click()
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${filer.lei}`))
      await expect(page.getByLabel('LEI')).toHaveValue(filer.lei)
      await box.fill('hmdatestbank00000137')
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${BANK}`))
      const records = page.getByRole('list', { name: `Records of ${BANK}` })
      await expect(records.getByRole('listitem').first()).toBeVisible()
      await expect(records.getByRole('listitem').filter({ hasText: '2025' })).toContainText(
        'Example Community Bank',
      )
      // A year without a record offers to add one (the year after the last filing year).
      await expect(page.getByRole('link', { name: `Add ${BANK} for 2027` })).toBeVisible()
      await axeAtBothWidths(page)
      // The address is shareable: a reload shows the same.
      await page.reload()
      await expect(records.getByRole('listitem').filter({ hasText: '2025' })).toContainText(
        'Example Community Bank',
      )
      await expect(page.getByLabel('LEI')).toHaveValue(BANK)
    })
    await test.step('add, update with a note (shown in the history), delete', async () => {
      const lei = freshLei('HELPADD')
      // The form rules are checked before sending.
      await page.goto(site(`/hmda-help/add?lei=${lei}&year=2025`))
      await page.getByLabel('Tax ID').fill('123')
      await page.getByLabel('E-mail domains').fill('gmail.com')
      await page.getByRole('button', { name: 'Add the record' }).click()
      const summary = page.getByRole('alert').filter({ hasText: 'Check the form' })
      await expect(summary).toBeFocused()
      await expect(summary).toContainText('Respondent name: Enter the respondent name.')
      await expect(page.getByText('gmail.com is a public e-mail domain').first()).toBeVisible()
      await axeAtBothWidths(page)

      await addRecord(page, {
        lei,
        year: '2025',
        name: 'Help Test Bank',
        taxId: '53-1234567',
        domains: 'helptest.test, HelpTest.test',
      })
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${lei}/year/2025`))
      const saved = page.getByRole('status').filter({ hasText: 'was added' })
      await expect(saved).toBeFocused()
      // Duplicates removed by the platform.
      await expect(page.getByLabel('E-mail domains')).toHaveValue('helptest.test')
      await expect(page.getByLabel('LEI')).toHaveAttribute('readonly', '')

      // An update needs a note.
      await page.getByLabel('Respondent name').fill('Help Test Bank, N.A.')
      await page.getByRole('button', { name: 'Save the changes' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Check the form' })).toContainText(
        'Note: Enter a note',
      )
      await page.getByLabel('Note (required)').fill('Name changed after the charter conversion')
      await page.getByRole('button', { name: 'Save the changes' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'was updated' })).toBeFocused()
      await expect(page.getByLabel('Note (required)')).toHaveValue('')
      const history = page.getByRole('list', { name: 'Notes, newest first' })
      await expect(history.getByRole('listitem').first()).toContainText(
        'Name changed after the charter conversion',
      )
      // Saved at the instant of the history entry, in Eastern time with the zone named.
      const historyAnswer = (await (
        await fetch(`${base}/v2/public/institutions/${lei}/year/2025/history`)
      ).json()) as { institutionNoteHistoryItems: { historyID: string }[] }
      const savedAt = Number(
        historyAnswer.institutionNoteHistoryItems[0]?.historyID.split('-').at(-1),
      )
      await expect(history.getByRole('listitem').first()).toContainText(easternText(savedAt))
      await expect(history.getByRole('listitem').first()).toContainText(/ E[SD]T/)
      await history
        .getByText(/Fields changed/)
        .first()
        .click()
      await expect(history.getByRole('row', { name: /respondent\.name/ })).toContainText(
        'Help Test Bank, N.A.',
      )
      await axeAtBothWidths(page)

      // Reloadable.
      await page.reload()
      await expect(page.getByLabel('Respondent name')).toHaveValue('Help Test Bank, N.A.')

      // Another year with changes not saved: asked first; Cancel keeps what was typed.
      await page.getByLabel('Respondent name').fill('Help Test Bank (typed, not saved)')
      await page.getByLabel('Activity year').selectOption('2024')
      const leave = page.getByRole('dialog', { name: 'Open the 2024 record without saving?' })
      await expect(leave).toBeVisible()
      await expect(leave.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await leave.getByRole('button', { name: 'Cancel' }).click()
      await expect(leave).toHaveCount(0)
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${lei}/year/2025`))
      await expect(page.getByLabel('Activity year')).toHaveValue('2025')
      await expect(page.getByLabel('Respondent name')).toHaveValue(
        'Help Test Bank (typed, not saved)',
      )
      await page.getByLabel('Respondent name').fill('Help Test Bank, N.A.')

      // Delete, with a confirmation that traps focus and can be cancelled.
      const deleteButton = page.getByRole('button', { name: 'Delete this record' })
      await deleteButton.click()
      const dialog = page.getByRole('dialog', { name: 'Delete the 2025 record?' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await axeAtBothWidths(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(deleteButton).toBeFocused()
      await deleteButton.click()
      await dialog.getByRole('button', { name: 'Delete the record' }).click()
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${lei}`))
      await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toBeFocused()
      await expect(page.getByRole('link', { name: `Add ${lei} for 2025` })).toBeVisible()
      await axeAtBothWidths(page)
    })
    await test.step('e-mail domains are saved bare, and a web address is refused with the reason', async () => {
      const lei = freshLei('HELPDOM')
      const domain = `qa-${lei.slice(-8).toLowerCase()}.test`
      const upper = domain.toUpperCase()
      // www. is refused (not stripped), saying why and what to enter instead; nothing is lost.
      await addRecord(page, {
        lei,
        year: '2025',
        name: 'Domain Test Bank',
        taxId: '53-1234567',
        domains: `@${upper}, www.${upper}`,
      })
      const summary = page.getByRole('alert').filter({ hasText: 'Check the form' })
      await expect(summary).toBeFocused()
      await expect(summary).toContainText(`www.${domain} starts with www.`)
      await expect(summary).toContainText(`for example ${domain}`)
      await expect(page.getByLabel('E-mail domains')).toHaveValue(`@${upper}, www.${upper}`)
      await axeAtBothWidths(page)
      // A domain typed with @ and capitals is saved as the bare domain…
      await page.getByLabel('E-mail domains').fill(`@${upper}`)
      await page.getByRole('button', { name: 'Add the record' }).click()
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${lei}/year/2025`))
      await expect(page.getByLabel('E-mail domains')).toHaveValue(domain)
      // …which the filing profile step finds from a lender's e-mail address.
      const found = (await (
        await fetch(`${base}/v2/public/institutions?domain=${encodeURIComponent(`pat@${domain}`)}`)
      ).json()) as { institutions?: { lei: string }[] }
      expect(found.institutions?.map((i) => i.lei)).toContain(lei)
    })
  })

  test('an administrator: every server refusal on its field, a failing service', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000) // 2 journeys, one sign-in
    await signIn(page, 'Alex Admin')
    await test.step('every server refusal is shown on its field, with the entries kept', async () => {
      const lei = freshLei('HELPERR')
      const fieldError = (label: string) =>
        page.locator('.usa-form-group--error').filter({ has: page.getByLabel(label) })

      // An LOU's LEI passes the form rules; the platform refuses it.
      await addRecord(page, {
        lei: LOU,
        year: '2025',
        name: 'Not A Bank',
        taxId: '53-1234567',
        domains: 'notabank.test',
      })
      await expect(fieldError('LEI')).toContainText('Local Operating Unit')
      await expect(page.getByLabel('Respondent name')).toHaveValue('Not A Bank')

      // A record that exists already.
      await addRecord(page, {
        lei,
        year: '2024',
        name: 'Dup Bank',
        taxId: '53-1234567',
        domains: 'dup.test',
      })
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${lei}/year/2024`))
      await addRecord(page, {
        lei,
        year: '2024',
        name: 'Dup Bank again',
        taxId: '53-1234567',
        domains: 'dup.test',
      })
      await expect(fieldError('LEI')).toContainText('already exists')
      await expect(page.getByLabel('Respondent name')).toHaveValue('Dup Bank again')
      await axeAtBothWidths(page)

      // Deleted from the records list: confirmed in a dialog, then focus on the line saying so.
      await page.goto(site(`/hmda-help/institutions/${lei}`))
      await page.getByRole('button', { name: 'Delete the 2024 record' }).click()
      await page
        .getByRole('dialog', { name: 'Delete the 2024 record?' })
        .getByRole('button', { name: 'Delete the record' })
        .click()
      await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toBeFocused()
      await expect(page.getByRole('link', { name: `Add ${lei} for 2024` })).toBeVisible()

      // The three format refusals are ruled out by the form, so the test changes the body on
      // its way to the real service (as an out-of-date client would send it) to see them mapped.
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['Incorrect lei format', { lei: 'lowercase-lei' }, 'LEI', 'server refused the LEI'],
        ['Incorrect tax-id format', { taxId: '531234567' }, 'Tax ID', 'server refused the tax ID'],
        [
          'Email domain is a public domain',
          { emailDomains: ['gmail.com'] },
          'E-mail domains',
          'server refused a public e-mail domain',
        ],
      ]
      for (const [serverText, change, label, shown] of cases) {
        await test.step(serverText, async () => {
          let answered = ''
          await page.route('**/v2/admin/institutions', async (route) => {
            const body = { ...(route.request().postDataJSON() as object), ...change }
            const response = await route.fetch({ postData: JSON.stringify(body) })
            answered = await response.text()
            await route.fulfill({ response })
          })
          await addRecord(page, {
            lei: freshLei('HELPFMT'),
            year: '2025',
            name: 'Format Bank',
            taxId: '53-1234567',
            domains: 'format.test',
          })
          await expect(fieldError(label)).toContainText(shown)
          expect(answered).toBe(JSON.stringify(serverText))
          await expect(page.getByLabel('Respondent name')).toHaveValue('Format Bank')
          await page.unroute('**/v2/admin/institutions')
        })
      }
    })
    await test.step('a failing service is worded and nothing typed is lost', async () => {
      // One year failing: its own line; the other years still show.
      await context.addCookies([
        { name: 'hmda-fault', value: `503@/v2/admin/institutions/${BANK}/year/2024`, url: base },
      ])
      await page.goto(site(`/hmda-help/institutions/${BANK}`))
      const records = page.getByRole('list', { name: `Records of ${BANK}` })
      await expect(records.getByRole('listitem').filter({ hasText: '2024' })).toContainText(
        'could not be read (the server answered 503)',
      )
      await expect(records.getByRole('listitem').filter({ hasText: '2025' })).toContainText(
        'Example Community Bank',
      )
      await axeAtBothWidths(page)

      // A save while the service fails: worded, the form kept.
      await context.addCookies([
        { name: 'hmda-fault', value: '500@/v2/admin/institutions', url: base },
      ])
      const lei = freshLei('HELPFAIL')
      await addRecord(page, {
        lei,
        year: '2025',
        name: 'Failing Bank',
        taxId: '53-1234567',
        domains: 'failing.test',
      })
      await expect(page.getByTestId('api-error')).toContainText(/server|service/i)
      await expect(page.getByText('Your entries are still in the form')).toBeVisible()
      await expect(page.getByLabel('Respondent name')).toHaveValue('Failing Bank')
      await axeAtBothWidths(page)
      await context.clearCookies({ name: 'hmda-fault' })
      await page.getByRole('button', { name: 'Add the record' }).click()
      await expect(page).toHaveURL(site(`/hmda-help/institutions/${lei}/year/2025`))
    })
  })

  test('entries not saved: kept on a reload, discarded, and removed by signing out', async ({
    page,
  }) => {
    test.slow()
    await test.step('entries not saved survive a reload, and can be discarded', async () => {
      await signIn(page, 'Alex Admin')
      const lei = freshLei('HELPDRAFT')
      await page.goto(site(`/hmda-help/add?lei=${lei}&year=2025`))
      await page.getByLabel('Respondent name').fill('Draft Savings Bank')
      await page.getByLabel('Tax ID').fill('53-7654321')
      await page.reload()
      await expect(page.getByLabel('Respondent name')).toHaveValue('Draft Savings Bank')
      await expect(page.getByLabel('Tax ID')).toHaveValue('53-7654321')
      const notice = page.getByRole('status').filter({ hasText: 'not saved are back' })
      await expect(notice).toBeVisible()
      await axeAtBothWidths(page)
      await notice.getByRole('button', { name: 'Discard them' }).click()
      await expect(page.getByLabel('Respondent name')).toHaveValue('')
      await expect(notice).toHaveCount(0)
      await page.reload()
      await expect(page.getByLabel('LEI')).toHaveValue(lei)
      await expect(page.getByLabel('Respondent name')).toHaveValue('')
    })

    await test.step('signing out removes the entries not saved (record and note) from the tab', async () => {
      const lei = freshLei('HELPOUT')
      await page.goto(site(`/hmda-help/add?lei=${lei}&year=2025`))
      await page.getByLabel('Respondent name').fill('Shared Desk Bank')
      await page.goto(site(`/hmda-help/institutions/${BANK}/year/2025`))
      await page.getByLabel('Note (required)').fill('Typed on a shared computer')
      const drafts = () =>
        page.evaluate(() =>
          Object.keys(sessionStorage).filter((key) => key.startsWith('hmda-signed-in:help-draft:')),
        )
      await expect.poll(drafts).toHaveLength(2)
      await page.getByRole('button', { name: 'Sign out' }).first().click()
      await expect(page).toHaveURL(site('/hmda-help/'))
      await expect(page.getByRole('heading', { name: 'HMDA Help', level: 1 })).toBeVisible()
      expect(await drafts()).toEqual([])
      // The next person to sign in in this tab sees empty forms.
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('radio', { name: /Alex Admin/ }).check()
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.locator('.help-bar__user')).toContainText('Signed in as')
      await page.goto(site(`/hmda-help/add?lei=${lei}&year=2025`))
      await expect(page.getByLabel('LEI')).toHaveValue(lei)
      await expect(page.getByLabel('Respondent name')).toHaveValue('')
      await expect(page.getByRole('status').filter({ hasText: 'not saved are back' })).toHaveCount(
        0,
      )
      await page.goto(site(`/hmda-help/institutions/${BANK}/year/2025`))
      await expect(page.getByLabel('Respondent name')).toHaveValue('Example Community Bank')
      await expect(page.getByLabel('Note (required)')).toHaveValue('')
    })
  })
})

test.describe('submissions and publications', () => {
  test.describe.configure({ mode: 'serial' })
  // 2022: no other spec files for the test bank in that year (the filing store is shared).
  const PERIOD = '2022'
  /** When the submission of beforeAll was signed (epoch ms, the platform's timestamp). */
  let signedAt = 0

  test.beforeAll(async () => {
    // A signed submission of the test bank, made through the filing API as its lender would.
    const token = (await signInAs(base, PAT_LENDER)).tokens.access_token
    const call = async (method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        // The day the filing service decides on: 2022 is then a late period (config/dev.json).
        cookie: 'hmda-clock=2025-06-02T15:00:00Z',
      }
      let payload: BodyInit | undefined
      if (body instanceof FormData) payload = body
      else if (body !== undefined) {
        payload = JSON.stringify(body)
        headers['content-type'] = 'application/json'
      }
      const response = await fetch(`${base}${path}`, { method, headers, body: payload })
      const text = await response.text()
      return text ? (JSON.parse(text) as Record<string, unknown>) : null
    }
    const F = `/v2/filing/institutions/${BANK}/filings/${PERIOD}`
    await call('POST', F)
    const created = (await call('POST', `${F}/submissions`)) as { id: { sequenceNumber: number } }
    const seq = created.id.sequenceNumber
    const form = new FormData()
    const lar = generateLarText({ year: Number(PERIOD), rows: 3 })
    form.append('file', new Blob([lar], { type: 'text/plain' }), `help-e2e-${PERIOD}.txt`)
    await call('POST', `${F}/submissions/${seq}`, form)
    type Latest = { status: { code: number } }
    const latestCode = async () =>
      ((await call('GET', `${F}/submissions/latest`)) as Latest).status.code
    // The service moves the submission on by itself until it stops at a step (edits to verify,
    // or ready to sign).
    await expect
      .poll(async () => [5, 9, 12, 13, 14, 15].includes(await latestCode()), {
        intervals: [100],
        timeout: 10_000,
      })
      .toBe(true)
    let code = await latestCode()
    if (code === 13 || code === 11)
      await call('POST', `${F}/submissions/${seq}/edits/quality`, { verified: true })
    code = await latestCode()
    if (code === 13) await call('POST', `${F}/submissions/${seq}/edits/macro`, { verified: true })
    const signed = await call('POST', `${F}/submissions/${seq}/sign`, { signed: true })
    expect(signed?.receipt, 'the submission was signed').toBeTruthy()
    signedAt = Number(signed?.timestamp)
  })

  test('the submissions and publications tabs: the signed file, then regenerated files', async ({
    page,
  }) => {
    test.slow()
    await signIn(page, 'Alex Admin')
    await test.step('the submissions tab shows the signed submissions and downloads the file', async () => {
      await page.goto(site(`/hmda-help/institutions/${BANK}/submissions`))
      await expect(page.getByRole('heading', { name: 'Signed submissions' })).toBeVisible()
      const table = page.getByRole('region', { name: `Signed submissions, ${PERIOD} (annual)` })
      const latest = table.getByRole('row', { name: /Latest signed/ })
      await expect(latest).toContainText(`help-e2e-${PERIOD}.txt`)
      await expect(latest).toContainText(/pat\.lender/i) // the signer
      await expect(latest.getByRole('cell').nth(2)).toHaveText(/^\d+$/) // line count
      // Signed on: the receipt's instant in Eastern time, labelled (the browser is in Tokyo).
      await expect(latest.getByRole('cell').nth(3)).toHaveText(easternText(signedAt))
      await expect(latest.getByRole('cell').nth(3)).toContainText(/ E[SD]T$/)
      await expect(table.getByRole('row', { name: /Oldest signed/ })).toContainText('.txt')
      await axeAtBothWidths(page)
      const download = page.waitForEvent('download')
      await latest.getByRole('button', { name: /Download/ }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe(`help-e2e-${PERIOD}.txt`)
      const text = await (await file.createReadStream()).toArray()
      expect(Buffer.concat(text).toString('utf8')).toContain(`2|${BANK}|`)
    })

    await test.step('the publications tab says which files exist and regenerates them', async () => {
      await page.goto(site(`/hmda-help/institutions/${BANK}/publications`))
      const year = page
        .locator('.help-period')
        .filter({ has: page.getByRole('heading', { name: PERIOD }) })
      const mlar = year.getByRole('listitem').filter({ hasText: 'Modified LAR' })
      await expect(mlar).toContainText('file server')
      await axeAtBothWidths(page)
      const button = year.getByRole('button', { name: `Regenerate the Modified LAR, ${PERIOD}` })
      await button.click()
      const dialog = page.getByRole('dialog', { name: `Regenerate the ${PERIOD} Modified LAR?` })
      await expect(dialog).toBeVisible()
      await axeAtBothWidths(page)
      await dialog.getByRole('button', { name: 'Regenerate' }).click()
      const result = year.getByRole('status').filter({ hasText: 'Regeneration requested' })
      await expect(result).toBeFocused()
      await axeAtBothWidths(page)
      // The local platform makes the file a second later.
      await expect(async () => {
        await page.getByRole('button', { name: 'Check the file server again' }).click()
        await expect(mlar).toContainText('On the file server', { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
    })
  })
})

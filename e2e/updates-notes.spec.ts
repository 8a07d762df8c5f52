import { test, expect, type Locator, type Page } from './fixtures'
import { CHANGE_LOG } from '../src/features/updates-notes/changeLog'
import { searchText } from '../src/features/updates-notes/filterEntries'
import { expectNoAxeViolations, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

// Updates and Notes (/updates-notes) against the built site: filters kept in the address,
// keyword search with highlighting, permalinks, collapsed entries and keyboard use.

const PATH = '/updates-notes'
const TOTAL = CHANGE_LOG.length

async function open(page: Page, path = PATH) {
  const errors = collectPageErrors(page)
  await page.goto(path)
  await expect(page.locator('h1')).toHaveText('Updates and Notes')
  return errors
}

const countText = (page: Page) => page.getByText(/^Showing \d+ out of \d+ entries$/)
const expectCount = (page: Page, n: number) =>
  expect(countText(page)).toHaveText(`Showing ${n} out of ${TOTAL} entries`)
const pill = (page: Page, group: 'Type' | 'Product', name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true })
const keywordBox = (page: Page) => page.getByRole('searchbox', { name: 'Search descriptions' })
const entries = (page: Page) => page.getByRole('article')
const entry = (page: Page, id: string) => page.locator(`article[id="${id}"]`)

/** The ids of the listed entries, in page order. */
const listedIds = (page: Page) => entries(page).evaluateAll((articles) => articles.map((a) => a.id))

const expectedIds = (keep: (e: (typeof CHANGE_LOG)[number]) => boolean) =>
  [...CHANGE_LOG]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .filter(keep)
    .map((e) => e.id)

/** The name of the focused element: its accessible label, text, or the label of its field. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return '(body)'
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length > 0) return `field: ${labels[0]?.textContent?.trim() ?? ''}`
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
  })

/** Presses Tab until the focused element has the given name (at most `max` times). */
async function tabTo(page: Page, name: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if ((await focusedName(page)) === name) return
  }
  throw new Error(`Tab never reached “${name}”`)
}

async function expectPressed(button: Locator, pressed: boolean) {
  await expect(button).toHaveAttribute('aria-pressed', String(pressed))
}

test.describe('the list', () => {
  // axe on this state (the whole list): routes.spec.ts, at both widths.
  test('shows every entry newest first, with title, description and no errors', async ({
    page,
  }) => {
    const errors = await open(page)
    await expect(page).toHaveTitle('Updates and Notes | HMDA')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Updates and Notes: /,
    )
    await expectCount(page, TOTAL)
    expect(await listedIds(page)).toEqual(expectedIds(() => true))
    const first = entries(page).first()
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(entry(page, '2024-opened').locator('time')).toHaveText('January 1, 2025')
    expect(errors).toEqual([])
  })
})

test.describe('west of UTC', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('calendar dates are shown as written', async ({ page }) => {
    await open(page)
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    )
    await expect(entry(page, '2024-opened').locator('time')).toHaveText('January 1, 2025')
    await expect(entry(page, 'hmda-rule-2015').locator('time')).toHaveText('October 15, 2015')
  })
})

test.describe('filters', () => {
  // Reading the address (keywords split on commas; product keys, and labels from old links) and
  // writing it in canonical order are checked by src/features/updates-notes/filterEntries.test.ts
  // (keywordWords, parseFilters, serializeFilters, toggleValue) and useUpdatesNotes.test.tsx: the
  // steps that only loaded such addresses are no longer here.
  test('filters: pills, keywords, Reset, unknown values; the keyword box’s borders', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await test.step('a type pill filters and is kept in the address', async () => {
      await open(page)
      await pill(page, 'Type', 'Release').click()
      await expectPressed(pill(page, 'Type', 'Release'), true)
      await expect(page).toHaveURL(`${PATH}?type=release`)
      const ids = expectedIds((e) => e.type === 'release')
      await expectCount(page, ids.length)
      expect(await listedIds(page)).toEqual(ids)
      for (const meta of await page.locator('.un-entry__meta').all()) {
        await expect(meta).toContainText('Release')
      }
      await pill(page, 'Type', 'Release').click()
      await expectPressed(pill(page, 'Type', 'Release'), false)
      await expect(page).toHaveURL(PATH)
      await expectCount(page, TOTAL)
    })
    await test.step('pills combine: OR within a kind, AND across kinds', async () => {
      await open(page)
      await pill(page, 'Type', 'Update').click()
      await pill(page, 'Type', 'Release').click()
      await pill(page, 'Product', 'HMDA Tools').click()
      await expect(page).toHaveURL(`${PATH}?type=release,update&product=tools`)
      const ids = expectedIds(
        (e) => (e.type === 'release' || e.type === 'update') && e.product === 'HMDA Tools',
      )
      expect(ids.length).toBeGreaterThan(0)
      await expectCount(page, ids.length)
      expect(await listedIds(page)).toEqual(ids)

      await pill(page, 'Product', 'Modified LAR').click()
      const more = expectedIds(
        (e) =>
          (e.type === 'release' || e.type === 'update') &&
          (e.product === 'HMDA Tools' || e.product === 'Modified LAR'),
      )
      await expectCount(page, more.length)
      expect(await listedIds(page)).toEqual(more)
      await waitForFooter(page)
      await expectNoAxeViolations(page)
    })
    await test.step('keywords must all match, are highlighted, and combine with pills', async () => {
      await open(page)
      await keywordBox(page).fill('check digit')
      await expect(page).toHaveURL(`${PATH}?keywords=check%20digit`)
      const ids = expectedIds((e) => {
        const text = searchText(e.description)
        return text.includes('check') && text.includes('digit')
      })
      await expectCount(page, ids.length)
      expect(await listedIds(page)).toEqual(ids)
      for (const article of await entries(page).all()) {
        const marks = (await article.locator('mark').allTextContents()).map((m) => m.toLowerCase())
        expect(marks.some((m) => m.startsWith('check'))).toBe(true)
        expect(marks.some((m) => m.startsWith('digit'))).toBe(true)
      }
      await expect(entry(page, 'uli-check-digits').locator('mark').first()).toBeVisible()

      await keywordBox(page).fill('CHECK digits tool')
      await expect(entries(page)).toHaveCount(1)
      await expect(entries(page)).toHaveId('uli-check-digits')
      await pill(page, 'Type', 'Correction').click()
      await expect(page).toHaveURL(`${PATH}?type=correction&keywords=CHECK%20digits%20tool`)
      await expectCount(page, 0)
    })
    await test.step('Reset filters clears pills, keywords and the address', async () => {
      await open(page, `${PATH}?type=update&product=Documentation&keywords=code`)
      await expectPressed(pill(page, 'Type', 'Update'), true)
      await expectPressed(pill(page, 'Product', 'Documentation'), true)
      await expect(keywordBox(page)).toHaveValue('code')
      await page.getByRole('button', { name: 'Reset filters' }).click()
      await expect(page).toHaveURL(PATH)
      await expect(keywordBox(page)).toHaveValue('')
      await expectPressed(pill(page, 'Type', 'Update'), false)
      await expectPressed(pill(page, 'Product', 'Documentation'), false)
      await expectCount(page, TOTAL)
      await expect(page.locator('mark')).toHaveCount(0)
    })
    await test.step('says clearly when nothing matches, without axe violations', async () => {
      await open(page, `${PATH}?keywords=xyzzy`)
      await expectCount(page, 0)
      await expect(page.getByText('No entries match the current filters.')).toBeVisible()
      await expect(entries(page)).toHaveCount(0)
      await waitForFooter(page)
      await expectNoAxeViolations(page)
      await keywordBox(page).fill('')
      await expect(page.getByText('No entries match')).toHaveCount(0)
      await expectCount(page, TOTAL)
    })
    await test.step('says which values in the address are unknown, and applies the others', async () => {
      const errors = await open(page, `${PATH}?type=release,bogus&product=Nope&keywords=`)
      await expectPressed(pill(page, 'Type', 'Release'), true)
      await expectCount(page, expectedIds((e) => e.type === 'release').length)
      const notice = page.locator('.un-unknown')
      await expect(notice).toContainText('“bogus”')
      await expect(notice).toContainText('“Nope”')
      await expect(notice).toContainText('tools')
      await waitForFooter(page)
      await expectNoAxeViolations(page)
      // Any change of filters writes a clean address, and the notice goes.
      await pill(page, 'Type', 'Update').click()
      await expect(page).toHaveURL(`${PATH}?type=release,update`)
      await expect(notice).toHaveCount(0)
      expect(errors).toEqual([])
    })
    await test.step('the keyword box keeps all four borders (no search-bar style leaks in)', async () => {
      await open(page)
      const borders = (locator: Locator) =>
        locator.evaluate((el) => {
          const style = getComputedStyle(el)
          return {
            right: `${style.borderRightWidth} ${style.borderRightStyle}`,
            left: `${style.borderLeftWidth} ${style.borderLeftStyle}`,
            float: style.float,
          }
        })
      const own = await borders(keywordBox(page))
      expect(own.right).toBe(own.left)
      expect(own.right).not.toMatch(/^0px|none/)
      expect(own.float).toBe('none')
      // Any .usa-input search box on the site (the tools' row search and field filter too).
      await page.evaluate(() => {
        const input = document.createElement('input')
        input.type = 'search'
        input.className = 'usa-input'
        input.id = 'probe-search'
        input.setAttribute('aria-label', 'probe')
        document.querySelector('main')?.append(input)
      })
      const probe = await borders(page.locator('#probe-search'))
      expect(probe.right).toBe(probe.left)
      expect(probe.float).toBe('none')
    })
  })
})

test.describe('the address keeps the filters', () => {
  test('the address keeps the filters on reload, back and forward', async ({ page }) => {
    test.setTimeout(90_000)
    await test.step('on reload', async () => {
      await open(page)
      await pill(page, 'Type', 'Announcement').click()
      await pill(page, 'Product', 'HMDA Filing').click()
      await keywordBox(page).fill('Login.gov')
      await expect(page).toHaveURL(`${PATH}?type=announcement&product=filing&keywords=Login.gov`)
      await page.reload()
      await expect(page.locator('h1')).toHaveText('Updates and Notes')
      await expectPressed(pill(page, 'Type', 'Announcement'), true)
      await expectPressed(pill(page, 'Product', 'HMDA Filing'), true)
      await expect(keywordBox(page)).toHaveValue('Login.gov')
      await expectCount(page, 1)
      await expect(entries(page)).toHaveId('login-gov-required')
    })
    await test.step('on back and forward; typing replaces the history entry', async () => {
      await open(page)
      await pill(page, 'Type', 'Update').click()
      await pill(page, 'Product', 'Reports').click()
      await expect(page).toHaveURL(`${PATH}?type=update&product=reports`)

      await page.goBack()
      await expect(page).toHaveURL(`${PATH}?type=update`)
      await expectPressed(pill(page, 'Product', 'Reports'), false)
      await expectPressed(pill(page, 'Type', 'Update'), true)
      await page.goForward()
      await expect(page).toHaveURL(`${PATH}?type=update&product=reports`)
      await expectPressed(pill(page, 'Product', 'Reports'), true)

      // Each key press replaces the entry: one step back leaves the typed words at once.
      await keywordBox(page).pressSequentially('data years')
      await expect(page).toHaveURL(`${PATH}?type=update&product=reports&keywords=data%20years`)
      await expectCount(page, 1)
      await page.goBack()
      await expect(page).toHaveURL(`${PATH}?type=update`)
      await expect(keywordBox(page)).toHaveValue('')
      await expectPressed(pill(page, 'Product', 'Reports'), false)
      await page.goForward()
      await expect(keywordBox(page)).toHaveValue('data years')
      await expectCount(page, 1)
    })
  })
})

test.describe('permalinks', () => {
  test('permalinks: a fragment scrolls to its entry, Link to this entry, an entry hidden by the filters', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await test.step('an address with an entry’s fragment scrolls to it', async () => {
      await open(page, `${PATH}#hmda-rule-2015`)
      const target = entry(page, 'hmda-rule-2015')
      await expect(target).toBeInViewport()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    })
    await test.step('“Link to this entry” puts the fragment in the address and keeps the filters', async () => {
      await open(page, `${PATH}?type=announcement`)
      const target = entry(page, '2020-Q1-opened')
      await target.getByRole('link', { name: 'Link to this entry' }).click()
      await expect(page).toHaveURL(`${PATH}?type=announcement#2020-Q1-opened`)
      await expect(target).toBeInViewport()
      const top = (await target.boundingBox())?.y ?? -1
      expect(top).toBeGreaterThanOrEqual(0)
      expect(top).toBeLessThan(40)

      // The fragment survives a filter change, and a reload brings the entry back into view.
      await page.reload()
      await expect(target).toBeInViewport()
      await pill(page, 'Product', 'HMDA Filing').click()
      await expect(page).toHaveURL(`${PATH}?type=announcement&product=filing#2020-Q1-opened`)
    })
    await test.step('an entry hidden by the filters can be shown', async () => {
      await open(page, `${PATH}?type=release#login-gov-required`)
      await expect(page.getByText('hidden by the current filters')).toBeVisible()
      await page.getByRole('button', { name: 'Show all entries' }).click()
      await expect(page).toHaveURL(`${PATH}#login-gov-required`)
      const target = entry(page, 'login-gov-required')
      await expect(target).toBeFocused()
      await expect(target).toBeInViewport()
    })
  })
})

test.describe('long entries', () => {
  test('long entries collapse behind Read more, and open by themselves for a keyword in the hidden part', async ({
    page,
  }) => {
    await test.step('collapse behind Read more and expand in place', async () => {
      await open(page)
      const article = entry(page, 'edits-2020-quality-checks')
      const toggle = article.locator('.un-entry__toggle')
      await expect(toggle).toHaveText('Read more')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(article).not.toContainText('V717')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle).toHaveText('Show less')
      await expect(article.getByText(/V717/)).toBeVisible()
      await toggle.click()
      await expect(toggle).toHaveText('Read more')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(article).not.toContainText('V717')
    })
    await test.step('open by themselves when a keyword is in the hidden part', async () => {
      await open(page, `${PATH}?keywords=V717`)
      const article = entry(page, 'edits-2020-quality-checks')
      await expect(article.getByRole('button', { name: 'Show less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await expect(article.locator('mark')).toHaveText(['V717'])
    })
  })
})

test('works with the keyboard alone', async ({ page }) => {
  await open(page)
  await tabTo(page, 'Release')
  await page.keyboard.press('Space')
  await expectPressed(pill(page, 'Type', 'Release'), true)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expectPressed(pill(page, 'Type', 'Update'), true)
  await expect(page).toHaveURL(`${PATH}?type=release,update`)

  await tabTo(page, 'HMDA Filing')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${PATH}?type=release,update&product=filing`)

  await tabTo(page, 'field: Search descriptions')
  await page.keyboard.type('Q303')
  await expect(page).toHaveURL(`${PATH}?type=release,update&product=filing&keywords=Q303`)
  await expect(entries(page)).toHaveCount(1)

  await tabTo(page, 'Reset filters')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(PATH)
  await expectCount(page, TOTAL)

  // On to the first long entry: Read more, then its permalink.
  const first = page.locator('.un-entry__toggle').first()
  await tabTo(page, 'Read more')
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveText('Link to this entry')
  const id = await first.evaluate((el) => el.closest('article')?.id)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${PATH}#${id}`)
})

test.describe('the reference’s address /updates-notes/updates', () => {
  test('leads to Updates and Notes, keeping the query and fragment', async ({ page }) => {
    await open(page, '/updates-notes/updates?type=release#uli-check-digits')
    await expect(page).toHaveURL(`${PATH}?type=release#uli-check-digits`)
    await expectPressed(pill(page, 'Type', 'Release'), true)
    await page.goto('/updates-notes/updates/')
    await expect(page).toHaveURL(PATH)
    await expectCount(page, TOTAL)
  })
})

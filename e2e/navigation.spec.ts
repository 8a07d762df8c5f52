import { hostname } from 'node:os'
import { test, expect, type Locator, type Page } from './fixtures'
import { axeAtBothWidths, waitForFooter } from './axe'
import { PORT } from '../playwright.config'

// These tests run on 127.0.0.1 (the dev environment with its built-in configuration).

const TOP_LEVEL = ['Home', 'Filing', 'Data Browser', 'Data Publication', 'Tools', 'Documentation']

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary navigation' })

/** The top-level items of the primary navigation (links and submenu buttons). */
const topLevelItems = (page: Page) =>
  primaryNav(page).locator('.usa-nav__primary > li > .usa-nav__link')

/** Expects exactly the named top-level item to be marked current (or none). */
async function expectCurrent(page: Page, current: string | null) {
  const items = topLevelItems(page)
  const names = (await items.allTextContents()).map((t) => t.trim())
  for (const [i, name] of names.entries()) {
    if (name === current) await expect(items.nth(i)).toHaveClass(/\busa-current\b/)
    else await expect(items.nth(i), `${name} is not current`).not.toHaveClass(/\busa-current\b/)
  }
  if (current) expect(names).toContain(current)
}

/** A short description of the focused element: its text, or its aria-label. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return '(body)'
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()
  })

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
}

test.describe('keyboard-only use', () => {
  test('Tab reaches the skip link first, and it moves focus to the main content', async ({
    page,
  }) => {
    await openHome(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await expect(skip).toHaveAttribute('href', '#main-content')

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main-content$/)
    await expect(page.locator('#main-content')).toBeFocused()

    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press('Tab')
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('#main-content')))
      .toBe(true)
  })

  test('Tab walks the header; submenus open and close by keyboard; focus leaving closes one', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // One load of the home page: the second step starts on the page the first one opened.
    await openHome(page)
    await test.step('Tab walks the header in order; submenus open with Enter or Space and close with Escape', async () => {
      const order: string[] = []
      for (let i = 0; i < 12 && order.at(-1) !== 'Documentation'; i++) {
        await page.keyboard.press('Tab')
        order.push(await focusedName(page))
      }
      expect(order).toEqual([
        'Skip to main content',
        'Here’s how you know',
        'Home Mortgage Disclosure Act',
        'Search documentation (Control+K)',
        ...TOP_LEVEL,
      ])

      const nav = primaryNav(page)
      const dataBrowser = nav.getByRole('button', { name: 'Data Browser' })
      const dataPublication = nav.getByRole('button', { name: 'Data Publication' })
      const tools = nav.getByRole('button', { name: 'Tools' })

      // Each submenu button names the list it controls.
      for (const button of [dataBrowser, dataPublication, tools]) {
        await expect(button).toHaveAttribute('aria-expanded', 'false')
        const controls = await button.getAttribute('aria-controls')
        expect(controls).toBeTruthy()
        await expect(page.locator(`[id="${controls}"]`)).toBeHidden()
      }

      // Back to Data Browser, open it with Enter and walk into it.
      await dataBrowser.focus()
      await page.keyboard.press('Enter')
      await expect(dataBrowser).toHaveAttribute('aria-expanded', 'true')
      const dataBrowserMenu = page.locator(
        `[id="${await dataBrowser.getAttribute('aria-controls')}"]`,
      )
      await expect(dataBrowserMenu).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(dataBrowserMenu.getByRole('link', { name: 'Overview' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dataBrowserMenu.getByRole('link', { name: 'Datasets' })).toBeFocused()

      // Escape from inside the submenu closes it and returns focus to its button.
      await page.keyboard.press('Escape')
      await expect(dataBrowserMenu).toBeHidden()
      await expect(dataBrowser).toHaveAttribute('aria-expanded', 'false')
      await expect(dataBrowser).toBeFocused()

      // The closed submenu's links are skipped: the next Tab goes to Data Publication.
      await page.keyboard.press('Tab')
      await expect(dataPublication).toBeFocused()
      await page.keyboard.press('Space')
      await expect(dataPublication).toHaveAttribute('aria-expanded', 'true')
      const publicationMenu = page.locator(
        `[id="${await dataPublication.getAttribute('aria-controls')}"]`,
      )
      await expect(publicationMenu.getByText('Dynamic datasets')).toBeVisible()
      await expect(publicationMenu.getByText('Static datasets')).toBeVisible()
      await expect(publicationMenu.getByText('Reports', { exact: true })).toBeVisible()
      // Escape on the button itself closes the submenu too; focus stays on the button.
      await page.keyboard.press('Escape')
      await expect(dataPublication).toHaveAttribute('aria-expanded', 'false')
      await expect(publicationMenu).toBeHidden()
      await expect(dataPublication).toBeFocused()

      // Opening one submenu closes another.
      await page.keyboard.press('Enter')
      await expect(dataPublication).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(publicationMenu.getByRole('link', { name: 'Overview' })).toBeFocused()
      await tools.focus()
      await page.keyboard.press('Enter')
      await expect(tools).toHaveAttribute('aria-expanded', 'true')
      await expect(dataPublication).toHaveAttribute('aria-expanded', 'false')

      // Follow a submenu link with Enter.
      await page.keyboard.press('Tab')
      const toolsOverview = nav.getByRole('link', { name: 'Overview' })
      await expect(toolsOverview).toBeFocused()
      await expect(toolsOverview).toHaveAttribute('href', '/tools/')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/tools/')
      await expect(page.locator('h1')).toHaveText('Platform Tools')
      await expect(tools).toHaveAttribute('aria-expanded', 'false')
      await expectCurrent(page, 'Tools')
    })
    await test.step('focus leaving the navigation closes an open submenu', async () => {
      // On the tools page the walk above ended on (the same header).
      await expect(page.locator('h1')).toHaveText('Platform Tools')
      const documentation = primaryNav(page).getByRole('button', { name: 'Documentation' })
      await documentation.focus()
      await page.keyboard.press('Enter')
      await expect(documentation).toHaveAttribute('aria-expanded', 'true')
      // Tab through the six Documentation links and out of the navigation.
      for (let i = 0; i < 7; i++) await page.keyboard.press('Tab')
      await expect
        .poll(() => page.evaluate(() => !document.activeElement?.closest('nav')))
        .toBe(true)
      await expect(documentation).toHaveAttribute('aria-expanded', 'false')
    })
  })
})

test.describe('primary navigation', () => {
  // One load of the home page for both: the submenus are closed again after the first step.
  test('submenus close by a press outside or a second click; Documentation offers the default year’s guide', async ({
    page,
  }) => {
    await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    await openHome(page)
    const nav = primaryNav(page)
    await test.step('a pointer press outside closes a submenu; a second click on its button closes it', async () => {
      const dataBrowser = nav.getByRole('button', { name: 'Data Browser' })
      await dataBrowser.click()
      await expect(dataBrowser).toHaveAttribute('aria-expanded', 'true')
      await page.getByText('Release v3.2.20').click()
      await expect(dataBrowser).toHaveAttribute('aria-expanded', 'false')
      await dataBrowser.click()
      await expect(dataBrowser).toHaveAttribute('aria-expanded', 'true')
      await dataBrowser.click()
      await expect(dataBrowser).toHaveAttribute('aria-expanded', 'false')
    })
    await test.step('the Documentation submenu offers the guide of the default documentation year', async () => {
      await nav.getByRole('button', { name: 'Documentation' }).click()
      await expect(
        nav.getByRole('link', { name: 'Filing Instructions Guide 2026' }),
      ).toHaveAttribute('href', '/documentation/fig/2026/overview')
      for (const [name, href] of [
        ['Publications', '/documentation/category/publications'],
        ['Tools', '/documentation/category/tools'],
        ['Developer APIs', '/documentation/category/developer-apis'],
        ['Updates', '/updates-notes'],
      ]) {
        await expect(
          nav.locator('.usa-nav__submenu:visible').getByRole('link', { name, exact: true }),
        ).toHaveAttribute('href', href)
      }
    })
  })

  test('the current item is marked, and "/" only on an exact match', async ({ page }) => {
    await openHome(page)
    const nav = primaryNav(page)
    await expect(topLevelItems(page)).toHaveText(TOP_LEVEL)
    await expectCurrent(page, 'Home')

    const follow = async (menu: string, link: string, path: string | RegExp, current: string) => {
      await nav.getByRole('button', { name: menu }).click()
      await nav.getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expectCurrent(page, current)
    }
    await follow('Data Browser', 'Overview', '/data-browser/', 'Data Browser')
    // The overview takes its latest year's address.
    await follow('Data Publication', 'Overview', '/data-publication/2025/', 'Data Publication')
    await follow('Tools', 'Overview', '/tools/', 'Tools')
    await follow('Documentation', 'Updates', '/updates-notes', 'Documentation')

    // A sub-path of a section that is not a page still marks its section.
    // (the Maps screen then moves on to its latest year: wait for that address, or the menu
    // opened next would be closed by that second navigation)
    await follow('Data Browser', 'Maps', /\/data-browser\/maps\/\d{4}$/, 'Data Browser')

    // Documentation's FAQs entry is a plain link that reloads the page.
    await page.evaluate(() => {
      ;(window as unknown as { marker: boolean }).marker = true
    })
    await nav.getByRole('button', { name: 'Documentation' }).click()
    const faqs = nav.getByRole('link', { name: 'FAQs' })
    await expect(faqs).toHaveAttribute('href', '/documentation/')
    await faqs.click()
    await expect(page).toHaveURL('/documentation/')
    await expect(page.locator('h1')).toHaveText('Documentation')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }),
    ).toBeVisible()
    expect(await page.evaluate(() => 'marker' in window)).toBe(false)
    await expectCurrent(page, 'Documentation')

    // The logo goes home, where only Home is current.
    await page.getByRole('link', { name: 'Home Mortgage Disclosure Act' }).click()
    await expect(page).toHaveURL('/')
    await expectCurrent(page, 'Home')

    // A path outside every section marks nothing.
    await page.goto('/no-such-page')
    await expect(page.locator('h1')).toHaveText('Sorry, something went wrong.')
    await expectCurrent(page, null)
  })

  test('filing pages have the short menu: only Home and Filing, as plain links', async ({
    page,
  }) => {
    await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    await page.goto('/filing/2026-Q3/')
    await expect(page.locator('h1')).toHaveText('HMDA Filing Platform')
    const items = topLevelItems(page)
    await expect(items).toHaveText(['Home', 'Filing'])
    // No submenu buttons (the mobile "Close menu" button is not shown on a desktop).
    await expect(primaryNav(page).getByRole('button')).toHaveCount(0)
    await expectCurrent(page, 'Filing')
    await expect(primaryNav(page).getByRole('link', { name: 'Filing' })).toHaveAttribute(
      'href',
      '/filing',
    )

    // Also on other paths under /filing.
    await page.goto('/filing/2026-Q3/no-such-screen/here/too')
    await expect(page.locator('h1')).toHaveText('Sorry, something went wrong.')
    await expect(items).toHaveText(['Home', 'Filing'])

    // Home is a plain link: it reloads the page and brings back the full menu.
    await page.evaluate(() => {
      ;(window as unknown as { marker: boolean }).marker = true
    })
    await primaryNav(page).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
    expect(await page.evaluate(() => 'marker' in window)).toBe(false)
    await expect(items).toHaveText(TOP_LEVEL)
  })
})

test.describe('mobile menu (400 px wide)', () => {
  test.use({ viewport: { width: 400, height: 800 } })

  async function openMenu(page: Page): Promise<{ menu: Locator; nav: Locator }> {
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    const nav = primaryNav(page)
    await menu.click()
    await expect(nav).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(page.locator('body')).toHaveClass(/\busa-js-mobile-nav--active\b/)
    await expect(page.locator('.usa-overlay')).toHaveClass(/\bis-visible\b/)
    return { menu, nav }
  }

  async function expectClosed(page: Page) {
    await expect(primaryNav(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.locator('body')).not.toHaveClass(/\busa-js-mobile-nav--active\b/)
    await expect(page.locator('.usa-overlay')).not.toHaveClass(/\bis-visible\b/)
  }

  test('the menu opens, closes (button, Escape, overlay), keeps focus in the drawer and follows a link', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // One load of the home page for every state of the menu: each step leaves the menu closed.
    await openHome(page)
    await test.step('opens with Menu and closes with the close button, Escape and the overlay', async () => {
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
      await expectClosed(page)

      const { nav } = await openMenu(page)
      for (const name of TOP_LEVEL) {
        await expect(
          nav.locator('.usa-nav__primary > li > .usa-nav__link', { hasText: name }),
        ).toBeVisible()
      }
      await page.getByRole('button', { name: 'Close menu' }).click()
      await expectClosed(page)

      await openMenu(page)
      await page.keyboard.press('Escape')
      await expectClosed(page)

      await openMenu(page)
      await page.locator('.usa-overlay').click({ position: { x: 20, y: 400 } })
      await expectClosed(page)
    })
    await test.step('Escape closes an open submenu first, then the menu', async () => {
      const { nav } = await openMenu(page)
      const tools = nav.getByRole('button', { name: 'Tools' })
      await tools.click()
      await expect(nav.getByRole('link', { name: 'Check Digit' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(tools).toHaveAttribute('aria-expanded', 'false')
      await expect(tools).toBeFocused()
      await expect(nav).toBeVisible()
      await page.keyboard.press('Escape')
      await expectClosed(page)
    })
    await test.step('closing the menu returns focus to the Menu button', async () => {
      await openMenu(page)
      await page.keyboard.press('Escape')
      await expectClosed(page)
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
      await openMenu(page)
      await page.getByRole('button', { name: 'Close menu' }).click()
      await expectClosed(page)
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
    })
    await test.step('at 375 px, focus stays in the open drawer, the page behind is inert, Escape closes from anywhere', async () => {
      await page.setViewportSize({ width: 375, height: 740 })
      const { menu, nav } = await openMenu(page)
      const inNav = () => page.evaluate(() => !!document.activeElement?.closest('nav.usa-nav'))
      // The page behind becomes inert (the drawer's modal behaviour loads on first opening).
      await expect
        .poll(() =>
          page.evaluate(() => !!document.querySelector('#main-content')?.closest('[inert]')),
        )
        .toBe(true)
      // Forwards past "Documentation" (the last item) and backwards past "Close menu".
      for (let i = 0; i < 9; i++) {
        await page.keyboard.press('Tab')
        expect(await inNav(), `Tab ${i + 1}: ${await focusedName(page)}`).toBe(true)
      }
      for (let i = 0; i < 9; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await inNav(), `Shift+Tab ${i + 1}: ${await focusedName(page)}`).toBe(true)
      }
      // The content behind the drawer cannot be reached or clicked.
      for (const selector of ['#main-content', '.usa-banner', '.usa-logo']) {
        expect(
          await page.evaluate((s) => !!document.querySelector(s)?.closest('[inert]'), selector),
          `${selector} is inert`,
        ).toBe(true)
      }
      // Escape from the last item closes the drawer and returns focus to Menu.
      await nav.getByRole('button', { name: 'Documentation' }).focus()
      await page.keyboard.press('Escape')
      await expectClosed(page)
      await expect(menu).toBeFocused()
      expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0)
    })
    await test.step('following a link navigates and closes the menu', async () => {
      const { nav } = await openMenu(page)
      await nav.getByRole('button', { name: 'Data Publication' }).click()
      await nav.getByRole('link', { name: 'Overview' }).click()
      await expect(page).toHaveURL('/data-publication/2025/')
      await expect(page.locator('h1')).toHaveText('Data Publication: 2025')
      await expectClosed(page)
    })
  })
})

test.describe('scrolling', () => {
  test.use({ viewport: { width: 1280, height: 600 } })

  test('navigating without a hash scrolls to the top; with a hash, to its target', async ({
    page,
  }) => {
    await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    await openHome(page)
    const updates = page.getByRole('link', { name: 'Updates and Notes' })
    await updates.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
    await updates.click()
    await expect(page).toHaveURL('/updates-notes')
    await expect(page.locator('h1')).toHaveText('Updates and Notes')
    await expect.poll(() => scrollY(page)).toBe(0)

    // With a hash the target is scrolled into view instead.
    await page.goto('/updates-notes#2018-opened')
    const target = page.locator('[id="2018-opened"]')
    await expect(target).toBeInViewport()
    expect(await scrollY(page)).toBeGreaterThan(0)

    // And an in-app link from there (no hash) brings the next page to the top.
    await target.getByRole('link', { name: 'Filing page' }).click()
    await expect(page).toHaveURL(/\/filing\/\d{4}(-Q[123])?\/$/)
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('Return to top scrolls up and moves focus to the main content', async ({ page }) => {
    await page.goto('/tools/')
    await expect(page.locator('h1')).toHaveText('Platform Tools')
    const toTop = page.getByRole('button', { name: 'Return to top' })
    await toTop.scrollIntoViewIfNeeded()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
    await toTop.click()
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(page.locator('#main-content')).toBeFocused()
  })
})

test.describe('return to top visibility', () => {
  // In January 2027 the dev configuration has 2026 annual open and 2026-Q1 visible, so
  // /filing/2026 and /filing/2026-Q1/ are shown as they are (no redirect).
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime('2027-01-15T15:00:00Z')
  })

  const toTop = (page: Page) => page.getByRole('button', { name: 'Return to top' })

  test('is hidden on filing home paths', async ({ page }) => {
    for (const [path, finalPath] of [
      ['/filing', '/filing/2026/'],
      ['/filing/2026', '/filing/2026'],
      ['/filing/2026-Q1/', '/filing/2026-Q1/'],
    ]) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page).toHaveURL(finalPath)
        await expect(page.locator('h1')).toHaveText('HMDA Filing Platform')
        await expect(page.getByText('Release v3.2.20')).toBeVisible()
        await expect(toTop(page)).toHaveCount(0)
      })
    }
  })

  test('is shown elsewhere, including other paths under /filing', async ({ page }) => {
    for (const [path, h1] of [
      ['/', 'Home Mortgage Disclosure Act'],
      ['/filing/2026/no-such-screen/here/too', 'Sorry, something went wrong.'],
      ['/hmda-help/', 'HMDA Help'],
    ]) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.locator('h1')).toHaveText(h1)
        await expect(toTop(page)).toBeVisible()
      })
    }
  })

  test('follows in-app navigation into and out of filing home pages', async ({ page }) => {
    await page.goto('/')
    await expect(toTop(page)).toBeVisible()
    await page.getByRole('link', { name: 'Filing Platform' }).click()
    await expect(page).toHaveURL('/filing/2026/')
    await expect(toTop(page)).toHaveCount(0)
    await page.getByLabel('Filing period').selectOption('2026-Q1')
    await expect(page).toHaveURL('/filing/2026-Q1/')
    await expect(toTop(page)).toHaveCount(0)
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(toTop(page)).toBeVisible()
  })
})

test.describe('shell', () => {
  test('the help application hides the header, government banner and footer', async ({ page }) => {
    await page.goto('/hmda-help/')
    await expect(page.locator('h1')).toHaveText('HMDA Help')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached()
    await expect(page.locator('header.usa-header')).toHaveCount(0)
    await expect(page.locator('.usa-banner')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Primary navigation' })).toHaveCount(0)
    await expect(page.locator('footer')).toHaveCount(0)

    // Leaving the help application brings them back.
    await page.getByRole('link', { name: '← Home Mortgage Disclosure Act' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('header.usa-header')).toBeVisible()
    await expect(page.locator('.usa-banner')).toBeVisible()
    await expect(page.getByText('Release v3.2.20')).toBeVisible()
  })

  test('the header gets no-print on map paths and is hidden when printing there', async ({
    page,
  }) => {
    await page.goto('/data-browser/')
    const header = page.locator('header.usa-header')
    await expect(page.locator('h1')).toHaveText('Data Browser')
    await expect(header).not.toHaveClass(/\bno-print\b/)

    await primaryNav(page).getByRole('button', { name: 'Data Browser' }).click()
    await primaryNav(page).getByRole('link', { name: 'Maps' }).click()
    await expect(page).toHaveURL('/data-browser/maps/')
    await expect(header).toHaveClass(/\bno-print\b/)
    await page.emulateMedia({ media: 'print' })
    await expect(header).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expect(header).toBeVisible()

    // A first segment "maps" is a map path; a year before "maps" is not.
    await page.goto('/maps/state')
    await expect(header).toHaveClass(/\bno-print\b/)
    await page.goto('/filing/2024/maps')
    await expect(page.locator('h1')).toHaveText('Sorry, something went wrong.')
    await expect(header).not.toHaveClass(/\bno-print\b/)
  })
})

test.describe('government banner', () => {
  const bannerOf = (page: Page) =>
    page.getByRole('region', { name: 'Official website of the United States government' })

  test('is capped for its first 2 s and then uncapped', async ({ page }) => {
    const start = Date.parse('2026-11-21T15:00:00Z')
    await page.clock.install({ time: start })
    // Paused before the page loads: the cap's timer starts at exactly start + 1000.
    await page.clock.pauseAt(start + 1000)
    await page.goto('/')
    const banner = bannerOf(page)
    await expect(banner).toBeVisible()
    await expect(banner).toHaveClass(/\busa-banner--capped\b/)
    await page.clock.runFor(1999)
    await expect(banner).toHaveClass(/\busa-banner--capped\b/)
    await page.clock.runFor(1)
    await expect(banner).not.toHaveClass(/\busa-banner--capped\b/)
    await page.clock.resume()
    await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
  })

  // One load of the home page (its clock paused while the banner is capped) for both.
  test('expanding it lifts the cap at once; "Here’s how you know" toggles it by mouse and keyboard', async ({
    page,
  }) => {
    const start = Date.parse('2026-11-21T15:00:00Z')
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1000)
    await page.goto('/')
    const banner = bannerOf(page)
    const button = page.getByRole('button', { name: 'Here’s how you know' })
    const explanation = page.locator('#gov-banner-explanation')
    await test.step('closed and capped at first', async () => {
      await expect(banner).toHaveClass(/\busa-banner--capped\b/)
      await expect(button).toHaveAttribute('aria-controls', 'gov-banner-explanation')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(explanation).toBeHidden()
    })
    await test.step('a click expands it and lifts the cap at once', async () => {
      await button.click()
      await expect(banner).not.toHaveClass(/\busa-banner--capped\b/)
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(explanation).toBeVisible()
      await expect(page.getByText('Official websites use .gov')).toBeVisible()
      await expect(explanation).toContainText('Official websites use .gov')
      await expect(explanation).toContainText('Secure .gov websites use HTTPS')
    })
    await test.step('a second click closes it; Enter and Space toggle it', async () => {
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(explanation).toBeHidden()

      await button.focus()
      await page.keyboard.press('Enter')
      await expect(explanation).toBeVisible()
      await page.keyboard.press('Space')
      await expect(explanation).toBeHidden()
    })
  })
})

test.describe('focus on navigation (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  const h1 = (page: Page) => page.locator('h1')

  test('focus: left alone on the first load, then to the new h1 after a card link, Back and a menu link', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // One load of the home page: the menu-link step starts where the card-link step ends.
    await openHome(page)
    await test.step('the first load leaves focus alone; a card link moves it to the new page’s h1', async () => {
      await expect(page.getByText('Release v3.2.20')).toBeVisible()
      expect(await focusedName(page)).toBe('(body)')

      const card = page.locator('#main-content').getByRole('link', { name: 'Tools', exact: true })
      await card.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/tools/')
      await expect(h1(page)).toHaveText('Platform Tools')
      await expect(h1(page)).toBeFocused()
      // The next Tab continues in the new page, not at the top of the document.
      await page.keyboard.press('Tab')
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('#main-content')))
        .toBe(true)

      // Back (a route change without a hash) moves focus to the h1 too.
      await page.goBack()
      await expect(h1(page)).toHaveText('Home Mortgage Disclosure Act')
      await expect(h1(page)).toBeFocused()
    })
    await test.step('a menu link moves focus to the new page’s h1; the current items carry aria-current', async () => {
      // On the home page again (Back, above).
      await expect(h1(page)).toHaveText('Home Mortgage Disclosure Act')
      const nav = primaryNav(page)
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
      const publication = nav.getByRole('button', { name: 'Data Publication' })
      await publication.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const modifiedLar = nav.getByRole('link', { name: 'Modified LAR' })
      await expect(modifiedLar).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/data-publication/modified-lar/')
      await expect(h1(page)).toBeFocused()

      await publication.click()
      await expect(modifiedLar).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expect(publication).toHaveAttribute('aria-current', 'true')
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')

      await nav.getByRole('link', { name: 'Overview' }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/data-publication/2025/')
      await expect(h1(page)).toHaveText('Data Publication: 2025')
      await expect(h1(page)).toBeFocused()
    })
  })

  // One load of the home page (and one download of the search index) for both kinds of result:
  // the result with a hash first, then (back on the home page) one without.
  test('a search result with a hash scrolls to its target; one without moves focus to the h1', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openHome(page)
    const modal = page.locator('.DocSearch-Modal')
    const links = modal.locator('.DocSearch-Hit a')
    /** Searches and returns the results' addresses. */
    const search = async () => {
      await page.keyboard.press('Control+k')
      await modal.getByRole('searchbox').fill('quarterly filing')
      await expect(links.first()).toBeVisible({ timeout: 15_000 })
      return links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))
    }
    await test.step('a search result with a hash scrolls to its target and leaves the h1 alone', async () => {
      const hrefs = await search()
      const index = hrefs.findIndex((href) => href.includes('#'))
      expect(index, `a result with a hash among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0)
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(modal).toBeHidden()
      await expect(page).toHaveURL(hrefs[index])
      const id = decodeURIComponent(hrefs[index].split('#')[1])
      // The result may be on a guide page, which takes a while to render on a loaded machine.
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ timeout: 20_000 })
      await expect(h1(page)).not.toBeFocused()
    })
    await test.step('a search result without a hash moves focus to its page’s h1', async () => {
      // Back home first (in the app), so the result is never the page already shown.
      await page.goBack()
      await expect(page).toHaveURL('/')
      const hrefs = await search()
      const index = hrefs.findIndex((href) => !href.includes('#'))
      expect(index, `a result without a hash among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0)
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(modal).toBeHidden()
      await expect(page).toHaveURL(hrefs[index])
      await expect(h1(page)).toBeFocused()
    })
  })
})

test.describe('home announcements', () => {
  test('closing one by keyboard keeps focus in the page, and it stays closed for the session', async ({
    page,
  }) => {
    await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    await openHome(page)
    const heading = page.getByRole('heading', {
      name: '2026 Filing Instructions Guides are available',
    })
    await expect(heading).toBeVisible()
    const close = page.getByRole('button', {
      name: 'Close: 2026 Filing Instructions Guides are available',
    })
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(heading).toHaveCount(0)
    expect(await focusedName(page)).not.toBe('(body)')
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('#main-content')))
      .toBe(true)

    // Away and back inside the app, then a reload: still closed.
    await page.locator('#main-content').getByRole('link', { name: 'Tools', exact: true }).click()
    await expect(page.locator('h1')).toHaveText('Platform Tools')
    await page.goBack()
    await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
    await expect(page.getByRole('heading', { name: 'For filers' })).toBeVisible()
    await expect(heading).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'For filers' })).toBeVisible()
    await expect(heading).toHaveCount(0)
  })
})

test.describe('/index.html', () => {
  test('goes to the home page, keeping the query and hash', async ({ page }) => {
    await page.goto('/index.html?utm_source=x#main-content')
    await expect(page).toHaveURL('/?utm_source=x#main-content')
    await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
    await page.goto('/index.html')
    await expect(page).toHaveURL('/')
    await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
  })
})

test.describe('home quick links', () => {
  test('lead to the Rate Spread Calculator and the FAQs, by keyboard too', async ({ page }) => {
    await page.goto('/')
    const rateSpread = page.getByRole('link', { name: 'Rate Spread Calculator' })
    const faqs = page.getByRole('link', { name: 'Frequently Asked Questions' })
    await expect(rateSpread).toHaveAttribute('href', '/tools/rate-spread')
    await expect(faqs).toHaveAttribute('href', '/documentation/faq')
    await waitForFooter(page)
    await axeAtBothWidths(page)
    await rateSpread.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/tools/rate-spread')
    await expect(page.locator('h1')).toContainText('Rate Spread')
    await page.goBack()
    await faqs.click()
    await expect(page).toHaveURL(/\/documentation\/category\//)
  })
})

test('no request leaves the machine: other host names do not resolve in the tests', async ({
  page,
}) => {
  // playwright.config.ts, HOST_RESOLVER_RULES: what replaces intercepting every request. The
  // machine's own name (which its hosts file maps to this machine, where the site is served)
  // shows the rule at work even without a network.
  await page.goto('/')
  const failures: string[] = []
  page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText ?? ''}`))
  const urls = ['https://www.consumerfinance.gov/', `http://${hostname()}:${PORT}/favicon.svg`]
  const outcomes = await page.evaluate(async (addresses) => {
    const tries = addresses.map((url) =>
      fetch(url, { mode: 'no-cors' }).then(
        () => 'answered',
        (error: unknown) => (error as Error).name,
      ),
    )
    return Promise.all(tries)
  }, urls)
  expect(outcomes).toEqual(['TypeError', 'TypeError'])
  await expect
    .poll(() => failures.sort())
    .toEqual(urls.map((url) => `${url} net::ERR_NAME_NOT_RESOLVED`).sort())
})

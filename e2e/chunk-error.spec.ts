import { test, expect, type Page } from './fixtures'

// A screen's code is a separate chunk (e.g. /assets/ToolsPage-<hash>.js). When it cannot be
// downloaded the screen shows an error with a reload button, never an endless spinner.

const TOOLS_CHUNK = '**/assets/ToolsPage-*.js'

async function blockToolsChunk(page: Page): Promise<{ blocked: () => number }> {
  let count = 0
  await page.route(TOOLS_CHUNK, async (route) => {
    count++
    await route.abort('connectionreset')
  })
  return { blocked: () => count }
}

async function expectChunkError(page: Page) {
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded')
  await expect(alert).toContainText('Reload the page to get the latest version.')
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
  await expect(page.getByText('Loading…')).toHaveCount(0)
  // The shell around the screen still works.
  await expect(page.getByRole('navigation', { name: 'Primary navigation' })).toBeVisible()
}

test('a screen whose chunk fails to load offers a reload that works once it is unblocked', async ({
  page,
}) => {
  const { blocked } = await blockToolsChunk(page)
  await page.goto('/tools/')
  await expectChunkError(page)
  expect(blocked()).toBeGreaterThan(0)

  await page.unroute(TOOLS_CHUNK)
  await page.getByRole('button', { name: 'Reload page' }).click()
  await expect(page.locator('h1')).toHaveText('Platform Tools')
  await expect(page).toHaveURL('/tools/')
  await expect(page.getByRole('button', { name: 'Reload page' })).toHaveCount(0)
})

test('in-app navigation to a failing screen shows the error; other screens still open', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('h1')).toHaveText('Home Mortgage Disclosure Act')
  await blockToolsChunk(page)

  const nav = page.getByRole('navigation', { name: 'Primary navigation' })
  await nav.getByRole('button', { name: 'Tools' }).click()
  await nav.getByRole('link', { name: 'Overview' }).click()
  await expect(page).toHaveURL('/tools/')
  await expectChunkError(page)

  // Another screen opens normally: the error belongs to the failed screen only.
  await nav.getByRole('button', { name: 'Data Browser' }).click()
  await nav.getByRole('link', { name: 'Overview' }).click()
  await expect(page).toHaveURL('/data-browser/')
  await expect(page.locator('h1')).toHaveText('Data Browser')
  await expect(page.getByRole('button', { name: 'Reload page' })).toHaveCount(0)

  // Back on the failed screen after unblocking: the failed import is remembered until the
  // page is reloaded, so the error (not a spinner) shows again, and Reload brings the screen.
  await page.unroute(TOOLS_CHUNK)
  await page.goBack()
  await expect(page).toHaveURL('/tools/')
  await expectChunkError(page)
  await page.getByRole('button', { name: 'Reload page' }).click()
  await expect(page.locator('h1')).toHaveText('Platform Tools')
})

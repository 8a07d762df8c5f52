import { test as base, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * After a page of the site loads, waits until the app has started (`data-app="started"` on
 * <html>, set by src/main.tsx once React hydrates or renders the page): a prerendered page
 * paints from its HTML and its loader starts the app one frame later, possibly after the load
 * event that `goto` waits for. Pages that are not the site's (no loader) are not waited for.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.getElementById('hmda-boot') || document.documentElement.dataset.app === 'started',
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined) // a page that fails to start says so in the test's own checks
}

/** Makes goto, reload, goBack and goForward of `page` wait for the app (see waitForApp). */
export function waitForAppOnLoads(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args)
        await waitForApp(page)
        return response
      },
    })
  }
  return page
}

/** Every page opened in a test's context waits for the app after each load (unless JS is off). */
export function waitForAppInContext(context: BrowserContext): BrowserContext {
  context.on('page', waitForAppOnLoads)
  return context
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppInContext(context)
    await use(context)
  },
})

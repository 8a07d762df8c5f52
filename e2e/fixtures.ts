import { test as base, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * After a page of the site loads, waits until the app has started (`data-app="started"` on
 * <html>, set by src/main.tsx once React hydrates or renders the page): a prerendered page
 * paints from its HTML and its loader starts the app one frame later, possibly after the load
 * event that `goto` waits for. Pages that are not the site's (no loader) are not waited for.
 */
export async function waitForApp(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () =>
        !document.getElementById('hmda-boot') || document.documentElement.dataset.app === 'started',
      undefined,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false, // a page that fails to start says so in the test's own checks
    )
}

/**
 * What a test's pages did, for a failure that leaves nothing else to read: each load (how long
 * it took, and whether the app started), and the requests still unanswered when the test ended.
 * CI keeps a trace only of a retry (playwright.config.ts), which passes when a failure does not
 * repeat; this record is printed with the failure itself.
 */
const logs = new WeakMap<Page, (event: string) => void>()

/** Makes goto, reload, goBack and goForward of `page` wait for the app (see waitForApp). */
export function waitForAppOnLoads(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const start = Date.now()
        const response = await original(...args)
        const loaded = Date.now()
        const started = await waitForApp(page)
        logs.get(page)?.(
          `${name} ${page.url()}: loaded in ${String(loaded - start)} ms, ` +
            (started
              ? `app started ${String(Date.now() - loaded)} ms later`
              : 'app not started within 15 s'),
        )
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

/** A context's record (see `logs`): events in order, and the requests not yet answered. */
interface ContextRecord {
  events: string[]
  pending: Map<unknown, string>
}
const records = new WeakMap<BrowserContext, ContextRecord>()

function recordContext(context: BrowserContext): ContextRecord {
  const record: ContextRecord = { events: [], pending: new Map() }
  const origin = Date.now()
  const time = () => `${((Date.now() - origin) / 1000).toFixed(1)} s`
  const note = (event: string) => record.events.push(`${time()} ${event}`)
  const done = (request: unknown) => record.pending.delete(request)
  context.on('page', (page) => {
    logs.set(page, note)
    page.on('crash', () => note('the page crashed'))
    page.on('pageerror', (error) => note(`page error: ${error.message}`))
  })
  context.on('request', (request) => {
    record.pending.set(request, `${time()} ${request.method()} ${request.url().slice(0, 200)}`)
  })
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  records.set(context, record)
  return record
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppInContext(context)
    recordContext(context)
    await use(context)
  },
  // Read before the page closes: closing it ends the requests still waiting.
  page: async ({ page }, use, testInfo) => {
    await use(page)
    const record = records.get(page.context())
    if (testInfo.status === testInfo.expectedStatus || !record) return
    const body = [
      ...record.events,
      `requests unanswered when the test ended (${String(record.pending.size)}), each with the time it was sent:`,
      ...record.pending.values(),
    ].join('\n')
    await testInfo.attach('pages', { body, contentType: 'text/plain' })
  },
})

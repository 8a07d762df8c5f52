import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, ConsoleMessage, Page, Route } from '@playwright/test'

/** The mailing-list service the footer posts to (intercepted in tests, never reached). */
export const SIGNUP_URL = 'https://www.consumerfinance.gov/subscriptions/new/'

/** Collects uncaught page errors, to assert that nothing crashed. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

/** A promise with its resolve function exposed, to hold a routed request until a test says so. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** Matches the live-configuration request of an environment (with its cache-busting stamp). */
export const liveConfigPattern = (env: string) => new RegExp(`/config/${env}\\.json\\?t=\\d+$`)

/** The live configuration file of `env` as the test server serves it (from {E2E_DIST}/config). */
export function servedConfig(env: string): Record<string, unknown> {
  const dist = resolve(
    fileURLToPath(new URL('..', import.meta.url)),
    process.env.E2E_DIST ?? 'dist',
  )
  return JSON.parse(readFileSync(join(dist, 'config', `${env}.json`), 'utf8')) as Record<
    string,
    unknown
  >
}

/**
 * Answers the live-configuration request of `env` with the served file changed by `change`.
 * (The file is read from disk: Playwright's own HTTP client cannot resolve the test hosts.)
 */
export async function overrideLiveConfig(
  target: Page | BrowserContext,
  env: string,
  change: (config: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await target.route(liveConfigPattern(env), (route: Route) =>
    route.fulfill({ json: change(servedConfig(env)) }),
  )
}

/** True for the console warning the app logs when it keeps the built-in configuration. */
export const isConfigWarning = (message: ConsoleMessage) =>
  message.type() === 'warning' && message.text().startsWith('Live configuration')

/** Formats axe violations for a failure message: rule id, impact and the offending targets. */
export function describeViolations(
  violations: { id: string; impact?: string | null; nodes: { target: unknown }[] }[],
): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    )
    .join('\n')
}

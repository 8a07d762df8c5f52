import { test, expect } from '@playwright/test'
import { blockExternalRequests } from './helpers'

for (const mode of ['plain', 'block', 'clock', 'both']) {
  test(`timing ${mode}`, async ({ page }) => {
    page.on('request', (r) => console.log(mode, 'req', r.url()))
    if (mode === 'block' || mode === 'both') await blockExternalRequests(page)
    if (mode === 'clock' || mode === 'both') await page.clock.setFixedTime('2026-11-21T15:00:00Z')
    const t = Date.now()
    await page.goto('/tools/')
    await expect(page.locator('h1')).toBeVisible()
    console.log(mode, 'load', Date.now() - t)
  })
}

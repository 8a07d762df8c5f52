import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { describeViolations } from './helpers'

/** The site footer is loaded lazily; wait for it so that it is part of the scan. */
export async function waitForFooter(page: Page): Promise<void> {
  await expect(page.getByText('Release v3.2.20')).toBeVisible()
}

/**
 * Runs axe (all rules, including best practices, plus WCAG 2.2's target size, which axe leaves
 * off by default) on the page as it is and expects no violations, printing each rule id with
 * its targets when there are some.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
  expect(violations, `axe violations on ${page.url()}:\n${describeViolations(violations)}`).toEqual(
    [],
  )
}

/**
 * axe (as expectNoAxeViolations) on the page at 1280 px and at 375 px wide (800 px high), then
 * the viewport as it was: the check every new state of a screen gets.
 */
export async function axeAtBothWidths(page: Page): Promise<void> {
  const size = page.viewportSize()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoAxeViolations(page)
  }
  if (size) await page.setViewportSize(size)
}

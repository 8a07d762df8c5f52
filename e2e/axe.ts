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

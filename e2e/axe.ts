import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { describeViolations } from './helpers'

/**
 * Known app defect (reported, not fixed here): the footer signup hint `#signup-email-hint`
 * (`.usa-hint`, #71767a on the footer's #dfe1e2 background) has a contrast ratio of 3.49:1,
 * below the 4.5:1 WCAG 1.4.3 requires (axe rule `color-contrast`). The green accessibility
 * checks leave that one element out; the `test.fixme` in routes.spec.ts checks it.
 */
export const KNOWN_CONTRAST_DEFECT = '#signup-email-hint'

/** The site footer is loaded lazily; wait for it so that it is part of the scan. */
export async function waitForFooter(page: Page): Promise<void> {
  await expect(page.getByText('Release v3.2.20')).toBeVisible()
}

/**
 * Runs axe on the page as it is and expects no violations, printing each rule id with its
 * targets when there are some. `exclude` leaves selectors out of the scan.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [KNOWN_CONTRAST_DEFECT] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page })
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  expect(violations, `axe violations on ${page.url()}:\n${describeViolations(violations)}`).toEqual(
    [],
  )
}

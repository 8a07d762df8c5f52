import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { describeViolations } from './helpers'

/** The site footer is loaded lazily; wait for it so that it is part of the scan. */
export async function waitForFooter(page: Page): Promise<void> {
  await expect(page.getByText('Release v3.2.20')).toBeVisible()
}

/**
 * What a scan's result depends on, hashed: the address, the viewport, the whole DOM as it is
 * (attributes, text, open/closed parts), the scroll position, and the focused and hovered
 * elements. Two scans with the same key see the same page and give the same result.
 */
async function stateKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'))
    const hovered = document.querySelectorAll(':hover')
    return [
      location.href,
      `${String(innerWidth)}x${String(innerHeight)}`,
      `${String(scrollX)},${String(scrollY)}`,
      String(all.indexOf(document.activeElement as Element)),
      String(all.indexOf(hovered[hovered.length - 1] as Element)),
      document.documentElement.outerHTML,
    ].join('\n')
  })
  return createHash('sha256').update(state).digest('hex')
}

/**
 * The components on the screen: its path and the set of element names with their classes (which
 * CSS rules, and so which responsive layout rules, apply). Text and counts are left out.
 */
async function layoutKey(page: Page): Promise<string> {
  const layout = await page.evaluate(() => {
    const parts = new Set<string>()
    for (const el of Array.from(document.body.querySelectorAll('*')))
      parts.add([el.localName, ...Array.from(el.classList).sort()].join('.'))
    return `${location.pathname}\n${Array.from(parts).sort().join(' ')}`
  })
  return createHash('sha256').update(layout).digest('hex')
}

/**
 * The Filing Instructions Guide's table rows after the 20th: a few thousand cells of the same
 * structure as the rows before them, which take axe's colour-contrast rule most of a minute on a
 * loaded two-core machine. Scans of a guide page leave them out (`exclude`); every other part of
 * the page is scanned in full.
 */
export const GUIDE_REPEATED_ROWS = '.fig-table tbody tr:nth-child(n+21)'

/**
 * axe's minified build (0.6 MB), given to AxeBuilder instead of the 1.3 MB readable one it would
 * send: the builder evaluates its source twice on a page's first scan.
 */
const AXE_SOURCE = (() => {
  // The axe-core that @axe-core/playwright itself loads, so source and builder match.
  const builder = createRequire(import.meta.url).resolve('@axe-core/playwright')
  return readFileSync(createRequire(builder).resolve('axe-core/axe.min.js'), 'utf8')
})()

/** Page states already scanned clean in this worker (see stateKey). */
const scannedStates = new Set<string>()
/** Screens (see layoutKey) already scanned clean at 375 px in this worker. */
const scannedNarrowLayouts = new Set<string>()

/**
 * Runs axe (all rules, including best practices, plus WCAG 2.2's target size, which axe leaves
 * off by default) on the page as it is and expects no violations, printing each rule id with
 * its targets when there are some (the best practices are about 2% of a scan's time). A state
 * this worker has already scanned clean (the same stateKey) is not scanned again. `exclude`: a
 * selector of parts left out of the scan (see GUIDE_REPEATED_ROWS).
 *
 * Axe runs in the page (legacy mode): the default mode opens a blank page for every scan to
 * combine the frames' results, which costs more than the scan on small pages; the difference
 * is cross-origin frames only, and the site has none. Only violations are reported in full
 * (`resultTypes`): axe then builds a selector and an HTML excerpt for one passing node per rule
 * instead of for every node it checked, which on long pages (the guide, the maps) costs seconds.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude }: { exclude?: string } = {},
): Promise<void> {
  const key = `${await stateKey(page)} ${exclude ?? ''}`
  if (scannedStates.has(key)) return
  // AxeBuilder evaluates axe's source twice per scan; a page that has it already (an earlier
  // scan of this document) gets an empty source.
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  const builder = new AxeBuilder({ page, axeSource: loaded ? ';' : AXE_SOURCE })
  if (exclude) builder.exclude(exclude)
  const { violations } = await builder
    .setLegacyMode(true)
    .options({
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze()
  expect(violations, `axe violations on ${page.url()}:\n${describeViolations(violations)}`).toEqual(
    [],
  )
  scannedStates.add(key)
}

/**
 * The check every new state of a screen gets: axe (as expectNoAxeViolations) at 1280 px, and at
 * 375 px when the layout differs from what was already scanned there: the first time this worker
 * sees these components on this screen (layoutKey) at 375 px. A state that only changes text or
 * counts within components already scanned narrow is scanned at 1280 px only. Then the viewport
 * is set back as it was (or to `restore`). `exclude`: as for expectNoAxeViolations, at both
 * widths.
 */
export async function axeAtBothWidths(
  page: Page,
  {
    height = 800,
    restore,
    exclude,
  }: { height?: number; restore?: { width: number; height: number }; exclude?: string } = {},
): Promise<void> {
  const size = restore ?? page.viewportSize()
  await page.setViewportSize({ width: 1280, height })
  await expectNoAxeViolations(page, { exclude })
  await page.setViewportSize({ width: 375, height })
  const layout = await layoutKey(page)
  if (!scannedNarrowLayouts.has(layout)) {
    await expectNoAxeViolations(page, { exclude })
    scannedNarrowLayouts.add(layout)
  }
  if (size) await page.setViewportSize(size)
}

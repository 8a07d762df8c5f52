import { describe, expect, it } from 'vitest'

/**
 * The filing screens' checkboxes and selects come from the shared components
 * (components/Checkbox, components/Select), so their labels, ids and ARIA links stay one
 * decision; these view files do not write that USWDS form markup by hand.
 */
const sources = import.meta.glob<string>(
  ['./FilingPage.tsx', './app/SignStep.tsx', './app/EditsStep.tsx'],
  { query: '?raw', import: 'default', eager: true },
)

describe('filing view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources).sort()).toEqual([
      './FilingPage.tsx',
      './app/EditsStep.tsx',
      './app/SignStep.tsx',
    ])
  })

  it.each(Object.entries(sources))('%s writes no select, checkbox or label by hand', (_, text) => {
    expect(text).not.toMatch(/<select\b/)
    expect(text).not.toMatch(/<input\b[^>]*type=["']checkbox/)
    expect(text).not.toMatch(/["'`\s]usa-(label|select|checkbox)\b/)
  })
})

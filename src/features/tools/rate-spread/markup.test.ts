import { describe, expect, it } from 'vitest'

/**
 * The calculator's fields come from the shared components (components/Select, TextField,
 * RadioGroup), so their labels, hints, errors and ARIA links stay one decision; the form does not
 * write that USWDS markup by hand.
 */
const sources = import.meta.glob<string>(['./RateSpreadForm.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('Rate Spread view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources)).toEqual(['./RateSpreadForm.tsx'])
  })

  it.each(Object.entries(sources))(
    '%s writes no select, input, checkbox or label by hand',
    (_, text) => {
      expect(text).not.toMatch(/<(select|input)\b/)
      expect(text).not.toMatch(/["'`\s]usa-(label|select|checkbox|input|form-group)\b/)
    },
  )
})

import { describe, expect, it } from 'vitest'

/**
 * The institution search's LEI box comes from the shared components (components/TextField), so
 * its label, hint, message and ARIA links stay one decision; the screen does not write that
 * USWDS form markup by hand.
 */
const sources = import.meta.glob<string>(['./InstitutionScreen.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('HMDA Help view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources)).toEqual(['./InstitutionScreen.tsx'])
  })

  it.each(Object.entries(sources))(
    '%s writes no input, select, checkbox or label by hand',
    (_, text) => {
      expect(text).not.toMatch(/<(select|input)\b/)
      expect(text).not.toMatch(/["'`\s]usa-(label|select|checkbox|input|form-group)\b/)
    },
  )
})

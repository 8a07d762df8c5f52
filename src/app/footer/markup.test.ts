import { describe, expect, it } from 'vitest'

/**
 * The footer's alerts come from the shared Alert and its field's label, hint and error from the
 * shared FormGroup, so their roles and ARIA links stay one decision.
 */
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('footer view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['./SignupForm.tsx']))
  })

  it.each(Object.entries(sources))('%s writes no alert by hand', (_, text) => {
    expect(text).not.toMatch(/["'`\s]usa-alert\b/)
  })

  it.each(Object.entries(sources))('%s writes no form field by hand', (_, text) => {
    expect(text).not.toMatch(/["'`\s]usa-(?:form-group|label|error-message)\b/)
  })
})

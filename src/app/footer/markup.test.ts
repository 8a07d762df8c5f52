import { describe, expect, it } from 'vitest'

/**
 * The footer's alerts come from the shared Alert, so their roles stay one decision. (Its one
 * field stays hand-written for the first load's byte budget: see SignupForm.tsx.)
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
})

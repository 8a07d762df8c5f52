import { describe, expect, it } from 'vitest'

/**
 * The tool's form groups, selects, progress and alerts come from the shared components (Select,
 * FormGroup, FileDrop, RunProgress, Alert), so their ids, ARIA links and roles stay one
 * decision; these view files do not write that USWDS markup by hand. (The other views are
 * checked as they move.)
 */
const sources = import.meta.glob<string>(['./FileForm.tsx', './Results.tsx', './RunStatus.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('File Format Verification view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources)).toEqual(['./FileForm.tsx', './Results.tsx', './RunStatus.tsx'])
  })

  it.each(Object.entries(sources))(
    '%s writes no alert, error message, label, input, select or checkbox by hand',
    (_, text) => {
      expect(text).not.toMatch(/<(select|input)\b/)
      expect(text).not.toMatch(
        /["'`\s]usa-(alert|error-message|label|input|form-group|select|checkbox)\b/,
      )
    },
  )
})

import { describe, expect, it } from 'vitest'

/**
 * The check-digit's form fields and alerts come from the shared components (components/TextField,
 * components/Alert, components/RunProgress), so their ids, ARIA links and roles stay one decision; the check-digit's view
 * files do not write that USWDS markup by hand.
 */
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('check-digit view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['./BatchCheck.tsx', './SingleCheck.tsx', './BatchRunStatus.tsx']),
    )
  })

  it.each(Object.entries(sources))(
    '%s writes no alert, error message, label or input by hand',
    (_, text) => {
      expect(text).not.toMatch(/["'`\s]usa-(alert|error-message|label|input|form-group)\b/)
    },
  )
})

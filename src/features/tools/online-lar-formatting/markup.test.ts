/**
 * The USWDS alert, error-message and form-field markup of this tool comes from the shared
 * components (components/Alert, ErrorMessage, FormGroup, Select), so their roles, live regions
 * and ARIA links stay one decision; the tool's own view files do not write those classes or
 * select elements by hand. (The text inputs stay native inside FieldInput's own form group.)
 */
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('Online LAR Formatting view markup', () => {
  it('finds the view files', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['./RowEditor.tsx', './FieldInput.tsx', './PageSections.tsx']),
    )
  })

  it.each(Object.entries(sources))(
    '%s writes no form group, label, hint, select or checkbox by hand (components/FormGroup, Select)',
    (_, text) => {
      expect(text).not.toMatch(/["'`\s]usa-(label|form-group|hint|select|checkbox)\b/)
      expect(text).not.toMatch(/<select\b/)
      expect(text).not.toMatch(/<input\b[^>]*type=["']checkbox/)
    },
  )

  it.each(Object.entries(sources))(
    '%s writes no usa-alert or usa-error-message by hand',
    (_, text) => {
      expect(text).not.toMatch(/["'`\s]usa-(alert|error-message)\b/)
    },
  )
})

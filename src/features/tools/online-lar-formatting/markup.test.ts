/**
 * The USWDS alert, error-message and form-field markup of this tool comes from the shared
 * components (components/Alert, components/ErrorMessage, components/FormGroup), so their roles,
 * live regions and ARIA links stay one decision; the tool's own view files do not write those
 * classes by hand.
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
    '%s writes no form group, label or hint by hand (components/FormGroup does)',
    (file, text) => {
      // The filing year is a select with the tool's own options; its label stays in the view
      // until the site has a shared select field.
      const kept = file === './PageSections.tsx' ? 1 : 0
      expect(text.match(/["'`\s]usa-(label|form-group|hint)\b/g) ?? []).toHaveLength(kept)
    },
  )

  it.each(Object.entries(sources))(
    '%s writes no usa-alert or usa-error-message by hand',
    (_, text) => {
      expect(text).not.toMatch(/["'`\s]usa-(alert|error-message)\b/)
    },
  )
})

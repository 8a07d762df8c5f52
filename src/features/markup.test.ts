import { describe, expect, it } from 'vitest'

/**
 * One rule for every feature: USWDS alerts, error messages and form fields come from the shared
 * components (components/Alert, ErrorMessage, FormGroup, TextField, Select, Checkbox,
 * RadioGroup), so their roles, ids and ARIA links are one decision. The few views that still
 * write a native field are listed below with the reason; an entry that no longer applies fails
 * too, so the list only shrinks.
 */
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const COMBOBOX =
  'a USWDS combobox: label, input and list box are one widget with no shared component'
const OLF_FIELD =
  'text and date inputs sit inside the row editor’s own form group with buttons beside them; TextField would bring a second group'

/** Views that may write a native `<input>` (and its usa-input class), with the reason. */
const NATIVE_INPUTS: Readonly<Record<string, string>> = {
  './data-browser/datasets/GeographyStep.tsx':
    'the geography radios switch the category and the combobox below them in one fieldset',
  './data-browser/datasets/MultiCombobox.tsx': COMBOBOX,
  './data-publication/InstitutionCombobox.tsx': COMBOBOX,
  './tools/online-lar-formatting/FieldInput.tsx': OLF_FIELD,
  './tools/online-lar-formatting/RowEditor.tsx':
    'the raw row box has a describedby list of its own',
  './tools/online-lar-formatting/OnlineLarFormattingPage.tsx':
    'the row search box has a describedby list of its own',
  './hmda-help/EditorFields.tsx':
    'the note is a text area inside FormGroup, and there is no shared text area',
}

/** Views that may write a `<label className="usa-label">` by hand. */
const HAND_LABELS: readonly string[] = [
  './data-browser/datasets/MultiCombobox.tsx',
  './data-publication/InstitutionCombobox.tsx',
]

/** Views that may write USWDS radio markup by hand. */
const HAND_RADIOS: readonly string[] = ['./data-browser/datasets/GeographyStep.tsx']

const NATIVE_INPUT = /<input\b|["'`\s]usa-input\b(?!--)/
const HAND_LABEL = /<label\b[^>]*className=["'`][^"'`]*\busa-label\b/
const HAND_RADIO = /["'`\s]usa-radio\b/

const entries = Object.entries(sources)

describe('feature view markup', () => {
  it('reads the feature views', () => {
    expect(entries.length).toBeGreaterThan(100)
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining([...Object.keys(NATIVE_INPUTS), './filing/app/EditsStep.tsx']),
    )
  })

  it.each(entries)('%s writes no alert or error message by hand', (_, text) => {
    expect(text).not.toMatch(/["'`\s]usa-(alert|error-message)\b/)
  })

  it.each(entries)('%s writes no select, checkbox or form group by hand', (_, text) => {
    expect(text).not.toMatch(/<select\b/)
    expect(text).not.toMatch(/<input\b[^>]*type=["']checkbox/)
    expect(text).not.toMatch(/["'`\s]usa-(select|checkbox|form-group)\b/)
  })

  it.each(entries)('%s writes a native input only where listed', (file, text) => {
    expect(NATIVE_INPUT.test(text)).toBe(file in NATIVE_INPUTS)
  })

  it.each(entries)('%s writes a label or radios by hand only where listed', (file, text) => {
    expect(HAND_LABEL.test(text)).toBe(HAND_LABELS.includes(file))
    expect(HAND_RADIO.test(text)).toBe(HAND_RADIOS.includes(file))
  })
})

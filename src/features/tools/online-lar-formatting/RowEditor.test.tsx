import { fireEvent, render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LAR_INDEX, TS_INDEX } from '@/hmda/schema'
import { validLarValues, validTsRow, validTsValues } from '@/hmda/testing/rowBuilder'
import type { RecordKind } from '@/hmda/types'
import { checkRow } from '@/hmda/validate/singleRow'
import { newRowValues, valuesToRow, withValue } from './filing'
import { PIPE_REMOVED } from './FieldInput'
import { RowEditor } from './RowEditor'

function Harness({ initial, kind = 'lar' }: { initial: string[]; kind?: RecordKind }) {
  const [values, setValues] = useState<readonly string[]>(initial)
  const row = valuesToRow(values)
  const check = checkRow({ year: 2024, kind, row, ts: validTsRow(2024), expectedYear: 2024 })
  return (
    <RowEditor
      year={2024}
      kind={kind}
      values={values}
      showRequired={false}
      onFieldChange={(index, value) => setValues((v) => withValue(v, index, value))}
      onRowChange={setValues}
      check={{ status: 'ready', check }}
    />
  )
}

// Testing Library's label and role queries are far too slow on a 110-field form in jsdom
// (they scan every element for each label), so fields are found through their <label> here.
function field(name: string): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === name)
  const element = label ? document.getElementById(label.htmlFor) : null
  if (!element) throw new Error(`No field labelled "${name}"`)
  return element as HTMLInputElement
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) ?? null
const raw = () => document.querySelector('textarea') as HTMLTextAreaElement
const legends = () => [...document.querySelectorAll('legend')].map((l) => l.textContent)
/** The text of the element that says which field the cursor is in (and other raw-row notes). */
const rawStatus = () => document.querySelector('.olf-raw')?.textContent ?? ''
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')

function setup(initial = validLarValues(2024), kind: RecordKind = 'lar') {
  const user = userEvent.setup()
  render(<Harness initial={initial} kind={kind} />)
  return user
}

describe('RowEditor', () => {
  it('labels each field with its name and groups fields by data point', () => {
    setup()
    expect(legends()).toContain('Loan Amount')
    expect(legends()).toContain('Ethnicity')
    expect(field('Loan Amount')).toHaveValue('255000')
    expect(field('Action Taken')).toHaveValue('1')
  })

  it('offers code fields as a select of "value - label"', async () => {
    const user = setup()
    const select = field('Loan Purpose')
    expect(select.tagName).toBe('SELECT')
    expect(select.querySelector('option[value="31"]')).toHaveTextContent('31 - Refinancing')
    await user.selectOptions(select, '32')
    expect(raw().value.split('|')[LAR_INDEX.loanPurpose]).toBe('32')
  })

  it('keeps dates as YYYYMMDD, typed or picked', () => {
    setup()
    const text = field('Action Taken Date')
    const picker = document.querySelector(
      '[aria-label="Calendar: Action Taken Date"]',
    ) as HTMLElement
    expect(picker).toHaveAttribute('type', 'date')
    expect(picker).toHaveValue('2024-03-01')
    fireEvent.change(picker, { target: { value: '2024-07-21' } })
    expect(text).toHaveValue('20240721')
    expect(raw().value.split('|')[LAR_INDEX.actionTakenDate]).toBe('20240721')
  })

  it('sets NA and Exempt with the shortcut buttons where the field allows them', async () => {
    const user = setup()
    await user.click(button('Exempt for Street Address') as HTMLElement)
    expect(field('Street Address')).toHaveValue('Exempt')
    await user.click(button('NA for Application Date') as HTMLElement)
    expect(field('Application Date')).toHaveValue('NA')
    expect(raw().value.split('|')[LAR_INDEX.applicationDate]).toBe('NA')
    expect(button('NA for Loan Amount')).toBeNull()
    expect(button('Exempt for State')).toBeNull()
    expect(button('NA for State')).not.toBeNull()
  })

  it('shows the format check message for a wrong value and the allowed values as help', async () => {
    const user = setup()
    const amount = field('Loan Amount')
    expect(errorOf(amount)).toMatch(/Allowed values: Numeric/)
    await user.clear(amount)
    await user.type(amount, '12a')
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(amount)).toMatch(/“12a” is not valid/)
    expect(document.querySelector('.olf-check__summary')).toHaveTextContent(
      'File Format Verification would report 1 format error.',
    )
  })

  it('shows the validity edits a value fails, on the field and in the summary', async () => {
    const user = setup(validTsValues(2024), 'ts')
    const lei = field('Legal Entity Identifier (LEI)')
    expect(document.querySelector('.olf-check__summary')).toHaveTextContent(/^No problems/)
    await user.clear(lei)
    await user.type(lei, 'short')
    expect(document.querySelector('.olf-check__summary')).toHaveTextContent(
      'File Format Verification would report 1 edit failed: V600.',
    )
    expect(lei).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(lei)).toContain('Edit V600:')
    // "Go to field" moves focus to the field, also when a filter hides it.
    await user.type(field('Filter fields by name'), 'city')
    expect(() => field('Legal Entity Identifier (LEI)')).toThrow()
    await user.click(
      button('Go to field 15: Legal Entity Identifier (LEI) (V600)') as HTMLButtonElement,
    )
    await waitFor(() => expect(field('Legal Entity Identifier (LEI)')).toHaveFocus())
  })

  it('shows a quality edit as an edit to verify, apart from the errors and not as invalid', async () => {
    const user = setup()
    const amount = field('Loan Amount')
    await user.clear(amount)
    await user.type(amount, '400')
    const summary = document.querySelector('.olf-check__summary')
    expect(summary).toHaveTextContent(/^No errors/)
    expect(summary).toHaveTextContent(/quality edits to verify: .*Q645-1/)
    expect(document.querySelector('.olf-check--failing')).toBeNull()
    expect(document.querySelector('.olf-check--verify')).not.toBeNull()
    const verify = document.querySelector('.olf-check__verify')
    expect(verify).toHaveTextContent(/Q645-1/)
    expect(document.querySelector('.olf-check > .olf-check__edits')).toBeNull()
    // On the field: a note to verify, not an error.
    expect(amount).not.toHaveAttribute('aria-invalid')
    expect(errorOf(amount)).toContain('Quality edit Q645-1 (verify):')
    expect(document.getElementById(`${amount.id}-verify`)).toHaveClass('olf-field-verify')
  })

  it('says why a typed | disappears', async () => {
    const user = setup()
    const city = field('City')
    await user.clear(city)
    await user.type(city, 'Ash|ford')
    expect(city).toHaveValue('Ashford')
    expect(errorOf(city)).toContain(PIPE_REMOVED)
  })

  it('keeps the raw row and the fields in step both ways', async () => {
    const user = setup()
    await user.clear(field('Loan Amount'))
    await user.type(field('Loan Amount'), '777')
    expect(raw().value.split('|')[LAR_INDEX.loanAmount]).toBe('777')
    const values = raw().value.split('|')
    values[LAR_INDEX.loanAmount] = '888'
    fireEvent.change(raw(), { target: { value: values.join('|') } })
    expect(field('Loan Amount')).toHaveValue('888')
  })

  it('says which field the cursor is in', () => {
    setup()
    const text = raw().value
    const start = text.split('|').slice(0, LAR_INDEX.loanAmount).join('|').length + 1
    raw().setSelectionRange(start + 1, start + 1)
    fireEvent.select(raw())
    expect(rawStatus()).toContain('Cursor in field 10: Loan Amount')
    raw().setSelectionRange(0, 0)
    fireEvent.select(raw())
    expect(rawStatus()).toContain('Cursor in field 1: Record Identifier')
  })

  it('warns when the raw row has the wrong number of fields', () => {
    setup()
    fireEvent.change(raw(), { target: { value: '2|a|b' } })
    expect(rawStatus()).toContain('This row has 3 fields; a LAR row has 110.')
    fireEvent.change(raw(), { target: { value: 'garbage' } })
    expect(rawStatus()).toContain('This row has 1 field; a LAR row has 110.')
    expect(document.querySelector('.olf-check__summary')).not.toHaveTextContent('No problems')
  })

  it('says why line breaks in the raw row disappear', () => {
    setup()
    expect(rawStatus()).not.toContain('line breaks')
    fireEvent.change(raw(), { target: { value: '2|a\n2|b' } })
    expect(raw().value).toBe('2|a2|b')
    expect(rawStatus()).toContain('line breaks typed or pasted here were removed')
  })

  it('filters fields by name', async () => {
    const user = setup()
    await user.type(field('Filter fields by name'), 'credit score')
    await waitFor(() =>
      expect(document.querySelector('.olf-filter')).toHaveTextContent('Showing 2 of 110 fields'),
    )
    expect(() => field('Loan Amount')).toThrow()
    expect(legends()).toEqual(['Credit Score'])
  })

  it('shows the TS entry count as filled in by the tool', () => {
    const values = newRowValues(2024, 'ts', { larCount: 4 })
    setup(values, 'ts')
    const total = field('Total Number of Entries Contained in Submission')
    expect(total).toHaveAttribute('readonly')
    expect(total).toHaveValue('4')
    expect(errorOf(total)).toMatch(/follows the number of LAR rows/)
    expect(values[TS_INDEX.calendarYear]).toBe('2024')
  })
})

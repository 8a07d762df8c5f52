import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getFields, LAR_INDEX, TS_INDEX } from '@/hmda/schema'
import { FieldInput } from './FieldInput'

const lar = getFields(2024, 'lar')
const amount = lar[LAR_INDEX.loanAmount]
const total = getFields(2024, 'ts')[TS_INDEX.totalEntries]
if (!amount || !total) throw new Error('The schema has no Loan Amount or total entries field')

function renderField(props: Partial<Parameters<typeof FieldInput>[0]> & { value: string }) {
  const { container } = render(
    <FieldInput
      field={amount as NonNullable<typeof amount>}
      idPrefix="f"
      showRequired={false}
      onChange={() => {}}
      {...props}
    />,
  )
  const group = container.firstElementChild as HTMLElement
  return { group, input: document.getElementById(`f-${(props.field ?? amount)?.key ?? ''}`) }
}

describe('FieldInput', () => {
  it('links the label, the hint and no error to a valid value', () => {
    const { group, input } = renderField({ value: '200000' })
    expect(screen.getByLabelText('Loan Amount')).toBe(input)
    expect(group).toHaveClass('usa-form-group', 'olf-field')
    expect(group).not.toHaveClass('usa-form-group--error')
    expect(input).toHaveAttribute('aria-describedby', 'f-loanAmount-hint')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(document.getElementById('f-loanAmount-hint')).toHaveTextContent(
      /^Field 10\. .* Allowed values: Numeric/,
    )
  })

  it('shows the format error and then an edit message, errors first in the description', () => {
    const { group, input } = renderField({ value: '12a', editMessage: 'Edit V999: made up.' })
    expect(group).toHaveClass('usa-form-group--error')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveClass('usa-input--error')
    expect(input).toHaveAttribute(
      'aria-describedby',
      'f-loanAmount-error f-loanAmount-edits f-loanAmount-hint',
    )
    expect(document.getElementById('f-loanAmount-error')).toHaveTextContent(/“12a” is not valid/)
    expect(document.getElementById('f-loanAmount-edits')).toHaveTextContent('Edit V999: made up.')
  })

  it('marks a field invalid for an edit message alone', () => {
    const { group, input } = renderField({ value: '200000', editMessage: 'Edit V999: made up.' })
    expect(group).toHaveClass('usa-form-group--error')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/^Edit V999: made up\. Field 10\./)
  })

  it('shows a quality edit to verify without marking the field invalid', () => {
    const { group, input } = renderField({
      value: '400',
      verifyMessage: 'Quality edit Q1 (verify).',
    })
    expect(group).not.toHaveClass('usa-form-group--error')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAttribute('aria-describedby', 'f-loanAmount-verify f-loanAmount-hint')
  })

  it('describes a field the tool fills in as read-only, not invalid, even with an edit message', () => {
    const { input } = renderField({
      field: total,
      value: '0',
      autoFilledNote: 'Filled in by the tool.',
      editMessage: 'Edit V606: made up.',
    })
    expect(input).toHaveAttribute('readonly')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription(/^Edit V606: made up\. .*Filled in by the tool\./)
  })
})

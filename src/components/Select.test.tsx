import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FormGroup } from './FormGroup'
import { Select, SelectControl, type SelectProps } from './Select'

const YEARS = [
  { value: '2024', label: '2024' },
  { value: '2023', label: '2023' },
  { value: '2017', label: '2017 (archived)', disabled: true },
]

function Controlled(props: Partial<SelectProps>) {
  const [value, setValue] = useState('2024')
  return (
    <>
      <Select
        id="year"
        name="year"
        label="Year"
        hint="The activity year."
        value={value}
        onChange={setValue}
        options={YEARS}
        {...props}
      />
      <output>{value}</output>
    </>
  )
}

describe('Select', () => {
  it('is a labelled select in a form group, described by its hint', () => {
    render(<Controlled />)
    const select = screen.getByRole('combobox', { name: 'Year' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveAttribute('id', 'year')
    expect(select).toHaveAttribute('name', 'year')
    expect(select).toHaveClass('usa-select')
    expect(select).not.toHaveClass('usa-input--error')
    expect(select).not.toHaveAttribute('aria-invalid')
    expect(select).toHaveAccessibleDescription('The activity year.')
    expect(select.closest('div')).toHaveClass('usa-form-group')
    expect(screen.getByText('Year')).toHaveClass('usa-label')
    expect(select).toHaveValue('2024')
    expect(within(select).getByRole('option', { name: '2017 (archived)' })).toBeDisabled()
  })

  it('chooses with the keyboard and reports the value', async () => {
    render(<Controlled />)
    await userEvent.tab()
    const select = screen.getByRole('combobox', { name: 'Year' })
    expect(select).toHaveFocus()
    await userEvent.selectOptions(select, '2023')
    expect(select).toHaveValue('2023')
    expect(screen.getByRole('status')).toHaveTextContent('2023')
  })

  it('is invalid and described by its hint and error when it has one', () => {
    render(<Controlled error="Choose a year." errorProps={{ role: 'alert' }} />)
    const select = screen.getByRole('combobox', { name: 'Year' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveClass('usa-select', 'usa-input--error')
    expect(select).toHaveAttribute('aria-describedby', 'year-hint year-error')
    expect(select).toHaveAccessibleDescription('The activity year. Choose a year.')
    expect(select.closest('.usa-form-group')).toHaveClass('usa-form-group--error')
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'year-error')
  })

  it('puts a placeholder first and option groups under their headings', async () => {
    const onChange = vi.fn()
    render(
      <Select
        id="graph"
        label="Graph"
        value=""
        placeholder="- Select -"
        onChange={onChange}
        options={[
          { group: 'Loans', options: [{ value: 'loans', label: 'Loans by quarter' }] },
          { group: 'Rates', options: [{ value: 'rates', label: 'Interest rates' }] },
          { value: 'other', label: 'Other' },
        ]}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Graph' })
    expect(select).not.toHaveAttribute('aria-describedby')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['- Select -', 'Loans by quarter', 'Interest rates', 'Other'])
    expect(within(select).getByRole('group', { name: 'Rates' })).toContainElement(
      within(select).getByRole('option', { name: 'Interest rates' }),
    )
    expect(select).toHaveValue('')
    await userEvent.selectOptions(select, 'rates')
    expect(onChange).toHaveBeenLastCalledWith('rates')
  })

  it('forwards its ref and classes', () => {
    const ref = createRef<HTMLSelectElement>()
    render(
      <Select
        id="purpose"
        label="Purpose"
        value="a"
        onChange={() => {}}
        options={[{ value: 'a', label: 'A' }]}
        ref={ref}
        className="narrow"
        groupClassName="wide"
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Purpose' })
    expect(ref.current).toBe(select)
    expect(select).toHaveClass('usa-select', 'narrow')
    expect(select.closest('.usa-form-group')).toHaveClass('wide')
  })
})

describe('SelectControl', () => {
  it('takes the ARIA links of a form group it sits in, beside other content', async () => {
    const onChange = vi.fn()
    render(
      <FormGroup id="lei-year" label="Year" error="Choose a year.">
        {(aria) => (
          <div className="row">
            <SelectControl
              {...aria}
              value="2024"
              onChange={onChange}
              options={[
                { value: '2024', label: '2024' },
                { value: '2023', label: '2023' },
              ]}
            />
            <button type="button">Show</button>
          </div>
        )}
      </FormGroup>,
    )
    const select = screen.getByRole('combobox', { name: 'Year' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveClass('usa-select', 'usa-input--error')
    expect(select).toHaveAccessibleDescription('Choose a year.')
    await userEvent.selectOptions(select, '2023')
    expect(onChange).toHaveBeenCalledWith('2023')
  })
})

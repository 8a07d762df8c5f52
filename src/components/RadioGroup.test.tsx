import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { RadioGroup, type RadioGroupProps } from './RadioGroup'

const OPTIONS = [
  { value: 'fixed', label: 'Fixed rate' },
  { value: 'variable', label: 'Variable rate', description: 'Adjustable' },
] as const

function Group(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState('')
  return (
    <>
      <RadioGroup
        id="amortization"
        name="amortizationType"
        legend="Amortization type"
        hint="Choose one."
        value={value}
        onChange={setValue}
        options={OPTIONS}
        {...props}
      />
      <output>{value}</output>
    </>
  )
}

describe('RadioGroup', () => {
  it('is a fieldset named by its legend and described by its hint', () => {
    render(<Group />)
    const group = screen.getByRole('group', { name: 'Amortization type' })
    expect(group.tagName).toBe('FIELDSET')
    expect(group).toHaveAttribute('id', 'amortization')
    expect(group).toHaveAccessibleDescription('Choose one.')
    expect(screen.getByText('Amortization type').tagName).toBe('LEGEND')
    expect(screen.getByRole('radio', { name: 'Fixed rate' })).toHaveAttribute(
      'id',
      'amortization-fixed',
    )
    expect(screen.getByRole('radio', { name: 'Variable rate Adjustable' })).toHaveAttribute(
      'name',
      'amortizationType',
    )
  })

  it('chooses with the keyboard and reports the value', async () => {
    render(<Group />)
    await userEvent.tab()
    expect(screen.getByRole('radio', { name: 'Fixed rate' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('radio', { name: 'Fixed rate' })).toBeChecked()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: /Variable rate/ })).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('variable')
  })

  it('shows its error and is described by it', () => {
    render(<Group error="Choose an amortization type." />)
    const group = screen.getByRole('group', { name: 'Amortization type' })
    expect(group).toHaveClass('usa-form-group--error')
    expect(group).toHaveAttribute('aria-describedby', 'amortization-hint amortization-error')
    expect(group).toHaveAccessibleDescription('Choose one. Choose an amortization type.')
    expect(screen.getByText('Amortization type')).toHaveClass('usa-legend', 'usa-label--error')
  })

  it('can give its id to the first radio instead of the fieldset', () => {
    render(<Group idOn="first-option" hint={undefined} legendClassName="usa-label" />)
    const group = screen.getByRole('group', { name: 'Amortization type' })
    expect(group).not.toHaveAttribute('id')
    expect(group).not.toHaveAttribute('aria-describedby')
    expect(screen.getByRole('radio', { name: 'Fixed rate' })).toHaveAttribute('id', 'amortization')
    expect(screen.getByRole('radio', { name: /Variable rate/ })).toHaveAttribute(
      'id',
      'amortization-variable',
    )
    expect(screen.getByText('Amortization type')).toHaveClass('usa-legend', 'usa-label')
  })
})

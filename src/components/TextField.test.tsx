import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField'

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return (
    <TextField
      id="apr"
      name="apr"
      label="APR (%)"
      hint="For example 6.125."
      error={error}
      value={value}
      onChange={setValue}
      width="small"
      inputMode="decimal"
      autoComplete="off"
    />
  )
}

describe('TextField', () => {
  it('is a labelled text input described by its hint, passing other attributes on', async () => {
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'APR (%)' })
    expect(input).toHaveAttribute('id', 'apr')
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('name', 'apr')
    expect(input).toHaveAttribute('inputmode', 'decimal')
    expect(input).toHaveAttribute('autocomplete', 'off')
    expect(input).toHaveClass('usa-input', 'usa-input--small')
    expect(input).not.toHaveClass('usa-input--error')
    expect(input).toHaveAccessibleDescription('For example 6.125.')
    await userEvent.type(input, '6.5')
    expect(input).toHaveValue('6.5')
  })

  it('is invalid and described by its error when it has one', () => {
    render(<Controlled error="Enter a number." />)
    const input = screen.getByRole('textbox', { name: 'APR (%)' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveClass('usa-input--error')
    expect(input).toHaveAttribute('aria-describedby', 'apr-hint apr-error')
    expect(input).toHaveAccessibleDescription('For example 6.125. Enter a number.')
  })

  it('calls onChange with the text and forwards its ref and extra classes', async () => {
    const onChange = vi.fn()
    const ref = createRef<HTMLInputElement>()
    render(
      <TextField
        id="lei"
        label="LEI"
        value=""
        onChange={onChange}
        ref={ref}
        inputClassName="mono"
        groupClassName="wide"
      />,
    )
    const input = screen.getByRole('textbox', { name: 'LEI' })
    expect(ref.current).toBe(input)
    expect(input).toHaveClass('usa-input', 'mono')
    expect(input.closest('.usa-form-group')).toHaveClass('wide')
    expect(input).not.toHaveAttribute('aria-describedby')
    await userEvent.type(input, 'B')
    expect(onChange).toHaveBeenLastCalledWith('B')
  })

  it('announces its error as an alert when asked (an error that appears on submit)', () => {
    render(
      <TextField
        id="email"
        type="email"
        label="Email address"
        error="Invalid email address"
        errorProps={{ role: 'alert' }}
        value="a@"
        onChange={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address')
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'email-error')
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email')
  })
})

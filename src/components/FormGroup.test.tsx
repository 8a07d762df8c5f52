import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormGroup } from './FormGroup'

describe('FormGroup', () => {
  it('labels its control by id and points it at the hint', () => {
    render(
      <FormGroup id="year" label="Year" hint="Four digits.">
        {(aria) => <select {...aria} />}
      </FormGroup>,
    )
    const control = screen.getByRole('combobox', { name: 'Year' })
    expect(control).toHaveAttribute('id', 'year')
    expect(control).toHaveAttribute('aria-describedby', 'year-hint')
    expect(control).not.toHaveAttribute('aria-invalid')
    expect(control).toHaveAccessibleDescription('Four digits.')
    expect(screen.getByText('Four digits.')).toHaveClass('usa-hint')
  })

  it('shows an error, marks the group, label and control, and describes the control by it', () => {
    const { container } = render(
      <FormGroup id="year" label="Year" hint="Four digits." error="Choose a year.">
        {(aria) => <select {...aria} />}
      </FormGroup>,
    )
    const control = screen.getByRole('combobox', { name: 'Year' })
    expect(control).toHaveAttribute('aria-describedby', 'year-hint year-error')
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAccessibleDescription('Four digits. Choose a year.')
    expect(screen.getByText('Choose a year.')).toHaveAttribute('id', 'year-error')
    expect(container.firstChild).toHaveClass('usa-form-group', 'usa-form-group--error')
    expect(screen.getByText('Year')).toHaveClass('usa-label', 'usa-label--error')
  })

  it('has no hint or error element and no description when neither is given', () => {
    const { container } = render(
      <FormGroup id="n" label="Name" error="" hintAs="div">
        <input id="n" />
      </FormGroup>,
    )
    expect(container.querySelector('.usa-hint')).toBeNull()
    expect(container.querySelector('.usa-error-message')).toBeNull()
    expect(container.firstChild).not.toHaveClass('usa-form-group--error')
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby')
  })

  it('renders the error as asked, with a role and classes', () => {
    render(
      <FormGroup
        id="f"
        label="File"
        error="Not opened."
        errorProps={{ as: 'p', role: 'alert', className: 'extra' }}
      >
        {(aria) => <input {...aria} />}
      </FormGroup>,
    )
    const message = screen.getByRole('alert')
    expect(message.tagName).toBe('P')
    expect(message).toHaveClass('usa-error-message', 'extra')
    expect(message).toHaveAttribute('id', 'f-error')
  })

  it('renders the hint as a div when asked', () => {
    render(
      <FormGroup id="n" label="Name" hint="As on the charter." hintAs="div">
        {(aria) => <input {...aria} />}
      </FormGroup>,
    )
    expect(screen.getByText('As on the charter.').tagName).toBe('DIV')
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorMessage } from './ErrorMessage'

describe('ErrorMessage', () => {
  it('renders a usa-error-message a field can point to with aria-describedby', () => {
    render(
      <>
        <input aria-label="LEI" aria-describedby="lei-error" />
        <ErrorMessage id="lei-error">Enter 20 characters.</ErrorMessage>
      </>,
    )
    const message = screen.getByText('Enter 20 characters.')
    expect(message.tagName).toBe('SPAN')
    expect(message).toHaveClass('usa-error-message')
    expect(screen.getByRole('textbox', { name: 'LEI' })).toHaveAccessibleDescription(
      'Enter 20 characters.',
    )
  })

  it('takes another element, a role and extra classes', () => {
    render(
      <ErrorMessage as="div" id="e" role="alert" className="more">
        <ul>
          <li>Row 2</li>
        </ul>
      </ErrorMessage>,
    )
    const message = screen.getByRole('alert')
    expect(message.tagName).toBe('DIV')
    expect(message).toHaveClass('usa-error-message', 'more')
    expect(message).toHaveAttribute('id', 'e')
  })
})

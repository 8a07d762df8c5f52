import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { ErrorSummary } from './ErrorSummary'

function Form() {
  return (
    <form>
      <label htmlFor="lei">LEI</label>
      <input id="lei" />
      <fieldset id="agency">
        <legend>Agency</legend>
        <input type="radio" name="a" id="agency-1" aria-label="One" />
        <input type="radio" name="a" id="agency-2" aria-label="Two" defaultChecked />
      </fieldset>
      <fieldset id="kind">
        <legend>Kind</legend>
        <input type="radio" name="k" id="kind-1" aria-label="First kind" />
      </fieldset>
    </form>
  )
}

describe('ErrorSummary', () => {
  it('lists the errors as links in an error alert that can take focus', () => {
    const ref = createRef<HTMLDivElement>()
    render(
      <ErrorSummary
        ref={ref}
        heading="Check the form"
        items={[
          { id: 'lei', message: 'LEI: enter 20 characters.' },
          { id: 'agency', message: 'Agency: choose one.' },
        ]}
      >
        Nothing was saved.
      </ErrorSummary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveClass('usa-alert--error')
    expect(alert).toHaveAttribute('tabindex', '-1')
    expect(ref.current).toBe(alert)
    expect(screen.getByRole('heading', { level: 2, name: 'Check the form' })).toBeInTheDocument()
    expect(screen.getByText('Nothing was saved.')).toHaveClass('usa-alert__text')
    expect(screen.getByRole('link', { name: 'LEI: enter 20 characters.' })).toHaveAttribute(
      'href',
      '#lei',
    )
  })

  it('moves focus to the field, or to the chosen or first radio of a group', async () => {
    render(
      <>
        <ErrorSummary
          heading="Check the form"
          items={[
            { id: 'lei', message: 'LEI' },
            { id: 'agency', message: 'Agency' },
            { id: 'kind', message: 'Kind' },
          ]}
        />
        <Form />
      </>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'LEI' }))
    expect(screen.getByRole('textbox', { name: 'LEI' })).toHaveFocus()
    await userEvent.click(screen.getByRole('link', { name: 'Agency' }))
    expect(screen.getByRole('radio', { name: 'Two' })).toHaveFocus()
    screen.getByRole('link', { name: 'Kind' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('radio', { name: 'First kind' })).toHaveFocus()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Alert, AlertText } from './Alert'

describe('Alert', () => {
  it('renders the USWDS classes for each type, slim and no-icon', () => {
    const { container } = render(
      <Alert type="emergency" slim noIcon className="extra" heading="Down">
        Filing is closed.
      </Alert>,
    )
    const root = container.firstElementChild
    expect(root).toHaveClass(
      'usa-alert',
      'usa-alert--emergency',
      'usa-alert--slim',
      'usa-alert--no-icon',
      'extra',
    )
    expect(root?.querySelector('.usa-alert__body > .usa-alert__text')).toHaveTextContent(
      'Filing is closed.',
    )
  })

  it('gives errors role alert, live notices role status, and others no role unless asked', () => {
    render(
      <>
        <Alert type="error">Broken</Alert>
        <Alert type="success" live>
          Saved
        </Alert>
        <Alert type="info">Quiet</Alert>
        <Alert type="error" role={null}>
          Not announced
        </Alert>
        <Alert
          type="warning"
          role="alertdialog"
          aria-labelledby="h"
          headingId="h"
          heading="Leave?"
        />
      </>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Broken')
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    expect(screen.getByText('Quiet').closest('.usa-alert')).not.toHaveAttribute('role')
    expect(screen.getByText('Not announced').closest('.usa-alert')).not.toHaveAttribute('role')
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument()
  })

  it('renders the heading at the level asked, with an id', () => {
    render(<Alert type="info" heading="No records" headingLevel={3} headingId="nr" />)
    const heading = screen.getByRole('heading', { level: 3, name: 'No records' })
    expect(heading).toHaveClass('usa-alert__heading')
    expect(heading).toHaveAttribute('id', 'nr')
  })

  it('offers a retry whose accessible name says what it retries', async () => {
    const onRetry = vi.fn()
    render(
      <>
        <Alert type="error" heading="Busy" retry={{ onRetry }} />
        <Alert
          type="error"
          heading="Busy"
          retry={{ label: 'Try again', accessibleName: 'Try again: the summary', onRetry }}
        />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await userEvent.click(screen.getByRole('button', { name: 'Try again: the summary' }))
    expect(onRetry).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass(
      'usa-button',
      'usa-button--outline',
    )
  })

  it('passes root attributes and a ref through, so a caller can move focus to it', () => {
    const ref = createRef<HTMLDivElement>()
    render(
      <Alert type="error" role={null} ref={ref} tabIndex={-1} data-testid="failed" id="failed">
        x
      </Alert>,
    )
    expect(ref.current).toBe(screen.getByTestId('failed'))
    ref.current?.focus()
    expect(screen.getByTestId('failed')).toHaveFocus()
    expect(screen.getByTestId('failed')).toHaveAttribute('id', 'failed')
  })

  it('renders several text blocks unwrapped when wrapText is false', () => {
    const { container } = render(
      <Alert type="error" wrapText={false}>
        <AlertText>One</AlertText>
        <AlertText id="two">Two</AlertText>
      </Alert>,
    )
    const texts = container.querySelectorAll('.usa-alert__body > p.usa-alert__text')
    expect([...texts].map((t) => t.textContent)).toEqual(['One', 'Two'])
    expect(texts[1]).toHaveAttribute('id', 'two')
  })

  it('renders a list block for an error summary', () => {
    const { container } = render(
      <Alert type="error" heading="Check the form" wrapText={false}>
        <AlertText as="ul">
          <li>LEI: required</li>
        </AlertText>
      </Alert>,
    )
    expect(container.querySelector('.usa-alert__body > ul.usa-alert__text')).toHaveTextContent(
      'LEI: required',
    )
  })

  it('closes through a named button', async () => {
    const onClose = vi.fn()
    render(<Alert type="info" heading="Saved" onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Close: Saved' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})

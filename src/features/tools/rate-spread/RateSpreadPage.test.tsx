import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  FIXED_URL,
  VARIABLE_URL,
  fetchMock,
  fill,
  renderPage,
  requested,
  serve,
  setUpRateSpreadPage,
  submit,
} from './rateSpreadTestKit'

// The page, the form and its errors; the sources are in RateSpreadSources.test.tsx, files in RateSpreadBatch.test.tsx.
setUpRateSpreadPage()

describe('RateSpreadPage', () => {
  it('sets the title and links the two APOR tables', () => {
    renderPage()
    expect(document.title).toBe('Rate Spread | HMDA')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rate Spread Calculator')
    expect(
      screen.getByRole('link', { name: /fixed-rate loans \(YieldTableFixed\.txt\)/ }),
    ).toHaveAttribute('href', FIXED_URL)
    expect(screen.getByRole('link', { name: /variable-rate loans/ })).toHaveAttribute(
      'href',
      VARIABLE_URL,
    )
    expect(screen.getByText(/from 01\/02\/2017 to 03\/15\/2024\./)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled() // the tables load only when needed
  })

  it('says the APOR tables are sample data when the local services served them', async () => {
    const user = userEvent.setup()
    serve({ sample: true })
    renderPage()
    expect(screen.queryByTestId('sample-data-notice')).toBeNull()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    expect(screen.getByTestId('sample-data-notice')).toHaveTextContent('Sample data.')
    expect(requested()).toEqual([FIXED_URL, VARIABLE_URL])
  })

  it('says the service’s answer is sample data when the local services gave it', async () => {
    const user = userEvent.setup()
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/v2/public/rateSpread')
        return new Response('{"rateSpread":"1.250"}', { headers: { 'X-HMDA-Sample-Data': '1' } })
      throw new TypeError('Failed to fetch')
    })
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 1.250' })).toBeInTheDocument()
    expect(screen.getByTestId('sample-data-notice')).toBeInTheDocument()
  })

  it('shows every field’s error on submit, focuses the first, and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.type(screen.getByLabelText('APR (%)'), '4.1234')
    await user.type(screen.getByLabelText('Rate-set date'), '2/30/2024')
    await submit(user)
    expect(screen.getByLabelText('Action taken')).toHaveFocus()
    expect(screen.getByLabelText('Action taken')).toHaveAccessibleDescription(
      'Only codes 1, 2 and 8 get a rate spread; for the others the answer is NA. Choose the action taken.',
    )
    expect(screen.getByText('Say whether the loan is a reverse mortgage.')).toBeInTheDocument()
    expect(
      screen.getByText('Choose the amortization type: fixed rate or variable rate.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Rate-set date must be a real date written mm/dd/yyyy.'),
    ).toBeInTheDocument()
    expect(screen.getByText('APR can have at most 3 decimal places.')).toBeInTheDocument()
    expect(screen.getByText('Enter the loan term in whole years (1 to 50).')).toBeInTheDocument()
    expect(screen.getByLabelText('APR (%)')).toHaveValue('4.1234')
    expect(screen.getByLabelText('APR (%)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Rate-set date')).toHaveValue('2/30/2024')

    // Fixing the first fields moves focus to the next invalid one (a radio group).
    await user.selectOptions(screen.getByLabelText('Action taken'), '1')
    await submit(user)
    expect(screen.getByLabelText('No, not a reverse mortgage (code 2)')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('clears the result when a value changes', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    await user.clear(screen.getByLabelText('APR (%)'))
    expect(screen.queryByRole('heading', { name: /Rate spread:/ })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('APR (%)'), '8.125')
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 1.485' })).toBeInTheDocument()
    await user.click(screen.getByLabelText('Variable rate (adjustable)'))
    expect(screen.queryByRole('heading', { name: /Rate spread:/ })).not.toBeInTheDocument()
  })
})

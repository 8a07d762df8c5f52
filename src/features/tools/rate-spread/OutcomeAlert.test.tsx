import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ValidLoan } from '@/hmda/rateSpread'
import { OutcomeAlert } from './OutcomeAlert'

const LOAN = {
  amortizationType: 'fixed',
  loanTerm: 30,
  lockInDate: { year: 2024, month: 3, day: 4 },
} as unknown as ValidLoan

describe('OutcomeAlert', () => {
  it('explains a spread from the tables, and one from the service', () => {
    const tables = { apr: '7.500', apor: '6.640', week: { year: 2024, month: 3, day: 4 } }
    render(<OutcomeAlert outcome={{ kind: 'spread', value: '0.860', loan: LOAN, tables }} />)
    expect(screen.getByRole('heading', { name: 'Rate spread: 0.860' })).toBeVisible()
    expect(screen.getByText(/APR 7\.500% minus the APOR of 6\.640%/)).toHaveTextContent(
      'a fixed-rate loan with a 30-year term, in the week starting Monday 03/04/2024',
    )
    render(<OutcomeAlert outcome={{ kind: 'spread', value: '0.860', loan: LOAN }} />)
    expect(screen.getByText(/Computed by the HMDA Platform/)).toBeInTheDocument()
  })

  it('says what to do when there is no spread or no source', () => {
    render(<OutcomeAlert outcome={{ kind: 'na', reason: 'Action taken 3 has none.' }} />)
    expect(screen.getByText('Action taken 3 has none. Report NA as the rate spread.')).toBeVisible()
    render(<OutcomeAlert outcome={{ kind: 'unreachable', detail: 'HTTP 503' }} />)
    expect(screen.getByText(/Please try again later\./)).toBeVisible()
    expect(screen.getByText('Details: HTTP 503')).toBeVisible()
    render(<OutcomeAlert outcome={{ kind: 'rejected', detail: 'Bad APR' }} />)
    expect(screen.getByText(/did not accept the loan/)).toBeVisible()
  })
})

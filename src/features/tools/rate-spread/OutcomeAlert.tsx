import { Alert } from '@/components/Alert'
import type { ValidLoan } from '@/hmda/rateSpread'
import { formatUsDate } from '@/lib/dates'
import type { Outcome } from './useRateSpreadForm'

const describeLoan = (loan: ValidLoan) =>
  loan.amortizationType === 'fixed'
    ? `a fixed-rate loan with a ${loan.loanTerm}-year term`
    : `a variable-rate loan with ${loan.loanTerm} ${loan.loanTerm === 1 ? 'year' : 'years'} to the first rate adjustment`

/** The result of a calculation, or why there is none. */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'spread':
      return (
        <Alert type="success" heading={`Rate spread: ${outcome.value}`}>
          {outcome.tables ? (
            <p>
              APR {outcome.tables.apr}% minus the APOR of {outcome.tables.apor}% for{' '}
              {describeLoan(outcome.loan)}, in the week starting Monday{' '}
              {formatUsDate(outcome.tables.week)} (the week of the rate-set date{' '}
              {formatUsDate(outcome.loan.lockInDate)}), rounded to three decimal places.
            </p>
          ) : (
            <p>
              Computed by the HMDA Platform&apos;s rate spread service for{' '}
              {describeLoan(outcome.loan)}, rate set {formatUsDate(outcome.loan.lockInDate)}: the
              APOR tables could not be downloaded.
            </p>
          )}
        </Alert>
      )
    case 'na':
      return (
        <Alert type="info" heading="Rate spread: NA">
          <p>{outcome.reason} Report NA as the rate spread.</p>
        </Alert>
      )
    case 'no-apor':
      return (
        <Alert type="warning" heading="No APOR for that week">
          <p>{outcome.message} The rate spread cannot be calculated for this rate-set date.</p>
        </Alert>
      )
    case 'unreachable':
      return (
        <Alert type="error" heading="The rate spread cannot be calculated right now">
          <p>
            The calculator cannot reach either of its sources: the APOR tables on the file server
            could not be downloaded, and the HMDA Platform&apos;s rate spread service is
            unavailable. Please try again later.
          </p>
          {outcome.detail && <p className="rate-spread-detail">Details: {outcome.detail}</p>}
        </Alert>
      )
    case 'rejected':
      return (
        <Alert type="error" heading="The rate spread could not be calculated">
          <p>
            The APOR tables could not be downloaded, and the HMDA Platform&apos;s rate spread
            service did not accept the loan. Check the values, or try again later.
          </p>
          <p className="rate-spread-detail">Details: {outcome.detail}</p>
        </Alert>
      )
  }
}

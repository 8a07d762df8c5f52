import { describeFilingError, type FilingWrite } from './filingErrors'

/**
 * An error alert for a failed filing API call, with "Try again" when it may pass. A failed
 * change (save, upload, sign, verify) passes `write`: what did not happen and what is kept.
 */
export function FilingErrorAlert({
  error,
  what,
  write,
  onRetry,
  headingLevel = 2,
}: {
  error: unknown
  /** Sentence-case subject, e.g. "Your institutions". */
  what: string
  write?: FilingWrite
  onRetry?: () => void
  headingLevel?: 2 | 3
}) {
  const { heading, message, canRetry } = describeFilingError(error, what, write)
  const Heading = `h${headingLevel}` as const
  return (
    <div className="usa-alert usa-alert--error" role="alert" data-testid="filing-error">
      <div className="usa-alert__body">
        <Heading className="usa-alert__heading">{heading}</Heading>
        <p className="usa-alert__text">{message}</p>
        {canRetry && onRetry && (
          // In a block of its own: a bare button took the body's full width plus its indent
          // and overflowed the alert on narrow screens.
          <p className="usa-alert__text margin-top-1">
            <button type="button" className="usa-button usa-button--outline" onClick={onRetry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </div>
  )
}

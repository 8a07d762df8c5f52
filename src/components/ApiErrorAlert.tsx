import { describeApiError } from '../lib/api/errors'

export interface ApiErrorAlertProps {
  error: unknown
  /** What was being loaded, in lower case: "the list of institutions", "this report". */
  what: string
  /** Shows a "Try again" button when the failure may pass (busy, timeout, server error…). */
  onRetry?: () => void
  /** Heading level of the alert (default 2). */
  headingLevel?: 2 | 3 | 4
  /** Error (default) for a blocking failure; warning when the page still works without it. */
  type?: 'error' | 'warning'
  className?: string
}

/** A USWDS alert wording a failed service call (see describeApiError), with an optional retry. */
export function ApiErrorAlert({
  error,
  what,
  onRetry,
  headingLevel = 2,
  type = 'error',
  className,
}: ApiErrorAlertProps) {
  const { heading, message, canRetry } = describeApiError(error, what)
  const Heading = `h${headingLevel}` as const
  return (
    <div
      className={['usa-alert', `usa-alert--${type}`, className ?? ''].filter(Boolean).join(' ')}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid="api-error"
    >
      <div className="usa-alert__body">
        <Heading className="usa-alert__heading">{heading}</Heading>
        <p className="usa-alert__text">{message}</p>
        {canRetry && onRetry && (
          <p style={{ marginTop: '0.75rem', marginBottom: 0 }}>
            <button type="button" className="usa-button usa-button--outline" onClick={onRetry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </div>
  )
}

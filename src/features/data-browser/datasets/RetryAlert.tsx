import type { ErrorDescription } from '../../../lib/api/errors'

/**
 * A failed request of the Datasets screen, worded (see describeApiError), with a retry whose
 * name says what it retries: several can be on the screen at once (institutions, summary,
 * downloads), and a screen-reader user lists buttons by name.
 */
export function RetryAlert({
  description,
  retryLabel,
  onRetry,
  kept = 'Your choices are kept.',
  testId,
}: {
  description: ErrorDescription
  retryLabel: string
  onRetry: () => void
  kept?: string
  testId: string
}) {
  const { heading, message, canRetry } = description
  return (
    <div className="usa-alert usa-alert--error" role="alert" data-testid={testId}>
      <div className="usa-alert__body">
        <h3 className="usa-alert__heading">{heading}</h3>
        <p className="usa-alert__text">{message}</p>
        <p className="usa-alert__text">{kept}</p>
        {canRetry && (
          <p className="margin-top-1 margin-bottom-0">
            <button type="button" className="usa-button usa-button--outline" onClick={onRetry}>
              {retryLabel}
            </button>
          </p>
        )}
      </div>
    </div>
  )
}

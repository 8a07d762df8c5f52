import { describeApiError } from '@/lib/api/errors'
import { Alert, AlertText } from './Alert'

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
  return (
    <Alert
      type={type}
      role={type === 'error' ? 'alert' : 'status'}
      className={className}
      data-testid="api-error"
      heading={heading}
      headingLevel={headingLevel}
      wrapText={false}
      retry={canRetry && onRetry ? { onRetry } : undefined}
    >
      <AlertText>{message}</AlertText>
    </Alert>
  )
}

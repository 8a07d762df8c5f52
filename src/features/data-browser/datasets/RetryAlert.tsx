import { Alert, AlertText } from '@/components/Alert'
import type { ErrorDescription } from '@/lib/api/errors'

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
    <Alert
      type="error"
      heading={heading}
      headingLevel={3}
      data-testid={testId}
      wrapText={false}
      retry={canRetry ? { onRetry, label: retryLabel } : undefined}
    >
      <AlertText>{message}</AlertText>
      <AlertText>{kept}</AlertText>
    </Alert>
  )
}

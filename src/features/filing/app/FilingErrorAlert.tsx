import { Alert, AlertText } from '@/components/Alert'
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
  return (
    <Alert
      type="error"
      data-testid="filing-error"
      heading={heading}
      headingLevel={headingLevel}
      wrapText={false}
      retry={canRetry && onRetry ? { onRetry } : undefined}
    >
      <AlertText>{message}</AlertText>
    </Alert>
  )
}

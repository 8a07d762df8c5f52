import type { ReactNode } from 'react'
import { Alert } from '@/components/Alert'
import type { AlertType } from '@/config/types'

interface ResultAlertProps {
  type: AlertType
  heading: string
  /** Heading level inside the page's outline. */
  level?: 3 | 4
  children: ReactNode
}

/**
 * A USWDS alert for a result, without a live-region role of its own: results are shown inside a
 * region that is already live, so they are announced once (and politely), not twice.
 */
export function ResultAlert({ type, heading, level = 3, children }: ResultAlertProps) {
  return (
    <Alert
      type={type}
      role={null}
      className="check-digit-alert"
      heading={heading}
      headingLevel={level}
    >
      {children}
    </Alert>
  )
}

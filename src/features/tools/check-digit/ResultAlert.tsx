import type { ReactNode } from 'react'
import type { AlertType } from '../../../config/types'

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
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <div className={`usa-alert usa-alert--${type} check-digit-alert`}>
      <div className="usa-alert__body">
        <Heading className="usa-alert__heading">{heading}</Heading>
        <div className="usa-alert__text">{children}</div>
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import type { AlertType } from '../config/types'

export interface AlertProps {
  type: AlertType
  heading?: string
  children?: ReactNode
  /** When given, the alert shows a close button that calls it. */
  onClose?: () => void
  /** Smaller variant without the large heading spacing. */
  slim?: boolean
  className?: string
  /** ARIA role; errors default to "alert", others to "status" only when `live` is set. */
  live?: boolean
}

/** A USWDS alert (info, success, warning, error), optionally closable. */
export function Alert({ type, heading, children, onClose, slim, className, live }: AlertProps) {
  const classes = [
    'usa-alert',
    `usa-alert--${type}`,
    slim ? 'usa-alert--slim' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
  const role = type === 'error' ? 'alert' : live ? 'status' : undefined
  return (
    <div className={classes} role={role}>
      <div className="usa-alert__body">
        {heading && <h2 className="usa-alert__heading">{heading}</h2>}
        {children && <div className="usa-alert__text">{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          className="alert-close"
          onClick={onClose}
          aria-label={heading ? `Close: ${heading}` : 'Close alert'}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}

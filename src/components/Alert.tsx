import type { AriaRole, HTMLAttributes, ReactNode, Ref } from 'react'
import type { AlertType } from '@/config/types'

/** The USWDS alert types: the four of configured announcements plus emergency. */
export type AlertVariant = AlertType | 'emergency'

export interface AlertRetry {
  onRetry: () => void
  /** Visible text of the button (default "Try again"). */
  label?: string
  /**
   * Accessible name when several retries can be on a screen at once, e.g. "Try again: the
   * summary". It must begin with the visible label, so a voice user can say what they see.
   */
  accessibleName?: string
}

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  type: AlertVariant
  heading?: ReactNode
  /** Level of the heading (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Id of the heading, for aria-labelledby. */
  headingId?: string
  /**
   * Body text. Wrapped in one `usa-alert__text` block unless `wrapText` is false, when the
   * children are the body's blocks themselves (use AlertText for each paragraph).
   */
  children?: ReactNode
  wrapText?: boolean
  /** Smaller variant without the large heading spacing. */
  slim?: boolean
  /** Variant without the type's icon. */
  noIcon?: boolean
  /** When given, the alert shows a close button that calls it. */
  onClose?: () => void
  /** When given, the alert shows an outline button that retries what failed. */
  retry?: AlertRetry
  /** Asks for role "status" on a non-error alert whose appearance should be announced. */
  live?: boolean
  /**
   * ARIA role. By default errors are "alert", others "status" when `live` is set and no role
   * otherwise; null gives no role (an error shown with the page, not announced).
   */
  role?: AriaRole | null
  ref?: Ref<HTMLDivElement>
}

/** The one USWDS alert of the site; features do not write `usa-alert` markup themselves. */
export function Alert({
  type,
  heading,
  headingLevel = 2,
  headingId,
  children,
  wrapText = true,
  onClose,
  retry,
  slim,
  noIcon,
  className,
  live,
  role,
  ref,
  ...rest
}: AlertProps) {
  const classes = [
    'usa-alert',
    `usa-alert--${type}`,
    slim ? 'usa-alert--slim' : '',
    noIcon ? 'usa-alert--no-icon' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
  const defaultRole = type === 'error' ? 'alert' : live ? 'status' : undefined
  const Heading = `h${headingLevel}` as const
  const hasChildren = children !== undefined && children !== null && children !== false
  return (
    <div
      {...rest}
      ref={ref}
      className={classes}
      role={role === null ? undefined : (role ?? defaultRole)}
    >
      <div className="usa-alert__body">
        {heading && (
          <Heading className="usa-alert__heading" id={headingId}>
            {heading}
          </Heading>
        )}
        {hasChildren && (wrapText ? <div className="usa-alert__text">{children}</div> : children)}
        {retry && (
          // In a block of its own: a bare button took the body's full width plus its indent
          // and overflowed the alert on narrow screens.
          <p className="usa-alert__text margin-top-1">
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={retry.onRetry}
              aria-label={retry.accessibleName}
            >
              {retry.label ?? 'Try again'}
            </button>
          </p>
        )}
      </div>
      {onClose && (
        <button
          type="button"
          className="alert-close"
          onClick={onClose}
          aria-label={typeof heading === 'string' ? `Close: ${heading}` : 'Close alert'}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}

/** One block of an alert's body, for alerts with several (`wrapText={false}`). */
export function AlertText({
  children,
  className,
  id,
  as = 'p',
}: {
  children: ReactNode
  className?: string
  /** For aria-describedby, e.g. of an alertdialog. */
  id?: string
  /** A paragraph (default), or a list of items. */
  as?: 'p' | 'ul' | 'div'
}) {
  const Element = as
  return (
    <Element className={['usa-alert__text', className ?? ''].filter(Boolean).join(' ')} id={id}>
      {children}
    </Element>
  )
}

import type { ReactNode } from 'react'
import { ErrorMessage, type ErrorMessageProps } from './ErrorMessage'
import { describedByFor, errorId, hasError, hintId } from './formField'

/** What a control inside a form group spreads onto itself: its id and its ARIA links. */
export interface FieldAria {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export interface FormGroupProps {
  /** Id of the control the label names; the hint and the error are `${id}-hint`, `${id}-error`. */
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The field's error; nothing is shown for null, undefined, false or ''. */
  error?: ReactNode
  /** Element of the hint: span (default) or div. */
  hintAs?: 'span' | 'div'
  /** Element, role and classes of the error message (a span by default). */
  errorProps?: Pick<ErrorMessageProps, 'as' | 'role' | 'className'>
  className?: string
  /** The control, or a function given the id and ARIA attributes to spread onto it. */
  children: ReactNode | ((aria: FieldAria) => ReactNode)
}

/**
 * A USWDS form group: label, hint, error message and one control (react-uswds' FormGroup +
 * Label + ErrorMessage). The control gets its id and aria-describedby / aria-invalid from the
 * render function, so the label, hint and error are always tied to it.
 */
export function FormGroup({
  id,
  label,
  hint,
  error,
  hintAs,
  errorProps,
  className,
  children,
}: FormGroupProps) {
  const invalid = hasError(error)
  const showHint = hint !== undefined && hint !== null && hint !== ''
  const Hint = hintAs ?? 'span'
  const aria: FieldAria = {
    id,
    'aria-describedby': describedByFor(id, showHint, invalid),
    'aria-invalid': invalid ? true : undefined,
  }
  return (
    <div
      className={['usa-form-group', invalid ? 'usa-form-group--error' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className={`usa-label${invalid ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
      </label>
      {showHint && (
        <Hint className="usa-hint" id={hintId(id)}>
          {hint}
        </Hint>
      )}
      {invalid && (
        <ErrorMessage {...errorProps} id={errorId(id)}>
          {error}
        </ErrorMessage>
      )}
      {typeof children === 'function' ? children(aria) : children}
    </div>
  )
}

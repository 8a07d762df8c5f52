import type { AriaRole, ReactNode } from 'react'

export interface ErrorMessageProps {
  /** Id the field names in its aria-describedby, conventionally `${fieldId}-error`. */
  id?: string
  children: ReactNode
  /** Element to render: span (default) inside a label or form group, p or div for blocks. */
  as?: 'span' | 'p' | 'div'
  role?: AriaRole
  className?: string
}

/** A USWDS error message under a field; features do not write `usa-error-message` themselves. */
export function ErrorMessage({ id, children, as = 'span', role, className }: ErrorMessageProps) {
  const Element = as
  return (
    <Element
      className={['usa-error-message', className ?? ''].filter(Boolean).join(' ')}
      id={id}
      role={role}
    >
      {children}
    </Element>
  )
}

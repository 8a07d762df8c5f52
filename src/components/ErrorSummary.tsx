import type { ReactNode, Ref } from 'react'
import { Alert, AlertText } from './Alert'
import { focusField } from './formField'

export interface ErrorSummaryItem {
  /** Id of the field in error (an input, or the fieldset of a radio group). */
  id: string
  message: ReactNode
}

export interface ErrorSummaryProps {
  heading: ReactNode
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** The fields in error, in the form's order; each is a link that focuses its field. */
  items: readonly ErrorSummaryItem[]
  /** A paragraph above the list (e.g. an error of the whole form). */
  children?: ReactNode
  className?: string
  /** The summary takes focus after a failed submit: give it a ref and focus it. */
  ref?: Ref<HTMLDivElement>
}

/**
 * The list of a form's errors above it, in an error alert that can take focus (tabIndex -1).
 * A link moves focus to its field (the browser alone would only scroll to a fieldset).
 */
export function ErrorSummary({
  heading,
  headingLevel,
  items,
  children,
  className,
  ref,
}: ErrorSummaryProps) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      type="error"
      heading={heading}
      headingLevel={headingLevel}
      className={className}
      wrapText={false}
    >
      {children != null && children !== false && <AlertText>{children}</AlertText>}
      {items.length > 0 && (
        <AlertText as="ul">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  if (focusField(item.id)) event.preventDefault()
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </AlertText>
      )}
    </Alert>
  )
}

import type { ReactNode } from 'react'

/* Ids and focus of form fields, shared by FormGroup, TextField, RadioGroup and ErrorSummary. */

/** Whether an error is to be shown (a message, not null, undefined, false or ''). */
export function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== ''
}

/** The ids of a field's hint and error message, named after the field's id. */
export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** The aria-describedby of a field: its hint, then its error, when shown. */
export function describedByFor(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined
}

/**
 * Moves focus to a field by id: the element itself, or for a fieldset its checked (else first)
 * control. Returns false when there is no such element.
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  const target =
    element.tagName === 'FIELDSET'
      ? (element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>('input, select, textarea, button'))
      : element
  if (!target) return false
  target.focus()
  target.scrollIntoView?.({ block: 'center' })
  return true
}

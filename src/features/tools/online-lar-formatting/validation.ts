import { checkFieldValue } from '@/hmda/parse'
import type { FieldDef } from '@/hmda/types'

/** The message for a value that does not pass the format check, or null. */
export function fieldError(field: FieldDef, value: string, showRequired: boolean): string | null {
  const error = checkFieldValue(field, value)
  if (!error) return null
  if (error.kind === 'required') return showRequired ? `Required. Enter: ${error.expected}` : null
  return `“${value}” is not valid. Enter: ${error.expected}`
}

/** The number of fields of a row whose value fails the format check (auto-filled ones aside). */
export function countFieldErrors(
  fields: readonly FieldDef[],
  values: readonly string[],
  showRequired: boolean,
): number {
  let n = 0
  for (const f of fields) {
    if (!f.autoFilled && fieldError(f, values[f.index] ?? '', showRequired) !== null) n++
  }
  return n
}

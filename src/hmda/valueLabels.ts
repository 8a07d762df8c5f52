/**
 * Human-readable descriptions of what a field accepts, derived from its FieldDef so that the
 * format check, the editor and the documentation tables say the same thing.
 */
import type { FieldDef } from './types'

/** `['NA']` → ` or NA`; `['NA', 'Exempt']` → `, NA, or Exempt`. */
function alternatives(items: readonly string[]): string {
  if (items.length === 0) return ''
  if (items.length === 1) return ` or ${items[0] ?? ''}`
  return `, ${items.slice(0, -1).join(', ')}, or ${items[items.length - 1] ?? ''}`
}

/**
 * Lists code values in order. A list of more than 16 values in ascending order is shortened by
 * writing runs of three or more consecutive numbers as `first-last` (e.g. `1-16, 18-24`).
 */
function listCodes(values: readonly string[]): string {
  const numbers = values.map(Number)
  const ascending = numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? n))
  if (values.length <= 16 || !ascending) return values.join(', ')
  const parts: string[] = []
  let i = 0
  while (i < values.length) {
    let j = i
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] ?? NaN) + 1) j++
    const first = values[i] ?? ''
    if (j - i >= 2) parts.push(`${first}-${values[j] ?? ''}`)
    else for (let k = i; k <= j; k++) parts.push(values[k] ?? '')
    i = j + 1
  }
  return parts.join(', ')
}

/**
 * The valid-values text shown with a formatting error, in the platform's wording, e.g.
 * `Integer: 1, 2, 3, 4`, `Integer, NA, or Exempt`, `Valid Date in format YYYYMMDD or NA`,
 * `Numeric (Example: 0.2), NA, Exempt, or Blank`.
 */
export function describeValidValues(field: FieldDef): string {
  const extras: string[] = []
  if (field.allowNA) extras.push('NA')
  if (field.allowExempt) extras.push('Exempt')
  if (field.allowBlank) extras.push('Blank')
  switch (field.type) {
    case 'alphanumeric':
      return `String with only letters and numbers${alternatives(extras)}`
    case 'code':
      return `Integer: ${listCodes((field.codes ?? []).map((c) => c.value))}${alternatives(extras)}`
    case 'integer':
      return `Integer${alternatives(extras)}`
    case 'decimal':
      return `Numeric (Example: ${field.formatExample ?? '110500.00'})${alternatives(extras)}`
    case 'date':
      return `Valid Date in format YYYYMMDD${alternatives(extras)}`
    case 'text':
      return `Text${alternatives(extras)}`
  }
}

/** The label of a code or special value of a field (e.g. `'8888'` → `Not applicable`). */
export function codeLabel(field: FieldDef, value: string): string | undefined {
  return field.codes?.find((code) => code.value === value)?.label
}

import type { ReactNode } from 'react'
import { ErrorMessage } from '@/components/ErrorMessage'
import type { FieldErrors, RateSpreadField } from '@/hmda/rateSpread'
import { IDS } from './fieldIds'

function describedByFor(field: RateSpreadField, hasHint: boolean, error?: string) {
  return (
    [hasHint ? `${IDS[field]}-hint` : '', error ? `${IDS[field]}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined
  )
}

export function FormGroup({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: RateSpreadField
  label: string
  hint?: string
  errors: FieldErrors
  children: (describedBy: string | undefined) => ReactNode
}) {
  const error = errors[field]
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={IDS[field]}>
        {label}
      </label>
      {hint && (
        <span className="usa-hint" id={`${IDS[field]}-hint`}>
          {hint}
        </span>
      )}
      {error && <ErrorMessage id={`${IDS[field]}-error`}>{error}</ErrorMessage>}
      {children(describedByFor(field, Boolean(hint), error))}
    </div>
  )
}

export function TextInput({
  field,
  value,
  onChange,
  describedBy,
  error,
  inputMode,
  width,
}: {
  field: RateSpreadField
  value: string
  onChange: (value: string) => void
  describedBy?: string
  error?: string
  inputMode?: 'decimal' | 'numeric'
  width: 'small' | 'medium'
}) {
  return (
    <input
      className={`usa-input usa-input--${width}${error ? ' usa-input--error' : ''}`}
      id={IDS[field]}
      name={field}
      type="text"
      autoComplete="off"
      spellCheck={false}
      inputMode={inputMode}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    />
  )
}

export function RadioGroup({
  field,
  legend,
  hint,
  errors,
  value,
  onChange,
  options,
}: {
  field: RateSpreadField
  legend: string
  hint: string
  errors: FieldErrors
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
}) {
  const error = errors[field]
  const id = IDS[field]
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
      id={id}
      aria-describedby={describedByFor(field, true, error)}
    >
      <legend className={`usa-legend${error ? ' usa-label--error' : ''}`}>{legend}</legend>
      <span className="usa-hint" id={`${id}-hint`}>
        {hint}
      </span>
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
      {options.map((option) => (
        <div className="usa-radio" key={option.value}>
          <input
            className="usa-radio__input"
            id={`${id}-${option.value}`}
            type="radio"
            name={field}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className="usa-radio__label" htmlFor={`${id}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  )
}

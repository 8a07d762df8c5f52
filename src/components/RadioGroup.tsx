import type { ReactNode } from 'react'
import { useEarlyInput } from './earlyInput'
import { ErrorMessage } from './ErrorMessage'
import { describedByFor, errorId, hasError, hintId } from './formField'
import '@/styles/choices.css'

export interface RadioOption<V extends string = string> {
  value: V
  label: ReactNode
  /** A second line under the label. */
  description?: ReactNode
}

export interface RadioGroupProps<V extends string = string> {
  /** Base of the ids: the group's (see `idOn`), `${id}-hint`, `${id}-error`, `${id}-${value}`. */
  id: string
  name: string
  legend: ReactNode
  hint?: ReactNode
  /** The group's error; nothing is shown for null, undefined, false or ''. */
  error?: ReactNode
  value: string
  onChange: (value: V) => void
  options: readonly RadioOption<V>[]
  /**
   * Which element carries `id`: the fieldset (default; an error summary's link then focuses the
   * chosen or first radio through `focusField`), or the first radio itself, for a link that the
   * browser follows without script.
   */
  idOn?: 'fieldset' | 'first-option'
  /** Classes added to the fieldset. */
  className?: string
  /** Classes added to the legend. */
  legendClassName?: string
}

/** A USWDS radio group: a fieldset whose legend names the radios, with hint and error. */
export function RadioGroup<V extends string = string>({
  id,
  name,
  legend,
  hint,
  error,
  value,
  onChange,
  options,
  idOn = 'fieldset',
  className,
  legendClassName,
}: RadioGroupProps<V>) {
  const invalid = hasError(error)
  const showHint = hint !== undefined && hint !== null && hint !== ''
  const optionId = (option: V, index: number) =>
    idOn === 'first-option' && index === 0 ? id : `${id}-${option}`
  // A radio chosen before hydration (see earlyInput.ts) stays chosen.
  useEarlyInput(
    value,
    () =>
      options.find((option, index) => {
        const radio = document.getElementById(optionId(option.value, index))
        return radio instanceof HTMLInputElement && radio.checked && !radio.defaultChecked
      })?.value,
    onChange,
  )
  return (
    <fieldset
      className={[
        'usa-fieldset usa-form-group',
        invalid ? 'usa-form-group--error' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      id={idOn === 'fieldset' ? id : undefined}
      aria-describedby={describedByFor(id, showHint, invalid)}
    >
      <legend
        className={['usa-legend', legendClassName ?? '', invalid ? 'usa-label--error' : '']
          .filter(Boolean)
          .join(' ')}
      >
        {legend}
      </legend>
      {showHint && (
        <span className="usa-hint" id={hintId(id)}>
          {hint}
        </span>
      )}
      {invalid && <ErrorMessage id={errorId(id)}>{error}</ErrorMessage>}
      {options.map((option, index) => (
        <div className="usa-radio" key={option.value}>
          <input
            className="usa-radio__input"
            id={optionId(option.value, index)}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className="usa-radio__label" htmlFor={optionId(option.value, index)}>
            {option.label}
            {option.description != null && (
              <>
                {' '}
                <span className="usa-radio__label-description">{option.description}</span>
              </>
            )}
          </label>
        </div>
      ))}
    </fieldset>
  )
}

export interface ModeOption<T extends string> {
  value: T
  label: string
}

interface ModeSwitchProps<T extends string> {
  /** Visible name of the choice (and the group's accessible name). */
  label: string
  id: string
  options: readonly ModeOption<T>[]
  value: T
  onChange: (value: T) => void
  disabled?: boolean
}

/**
 * A segmented pair of toggle buttons (USWDS button-group look). Buttons rather than radios so that
 * each choice is its own Tab stop and Space or Enter picks it, without arrow keys.
 */
export function ModeSwitch<T extends string>({
  label,
  id,
  options,
  value,
  onChange,
  disabled,
}: ModeSwitchProps<T>) {
  return (
    <div className="check-digit-modes">
      <p className="check-digit-modes__label" id={`${id}-label`}>
        {label}
      </p>
      <div className="check-digit-modes__buttons" role="group" aria-labelledby={`${id}-label`}>
        {options.map((option) => {
          const selected = option.value === value
          return (
            <button
              key={option.value}
              type="button"
              className={`usa-button${selected ? '' : ' usa-button--outline'}`}
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </div>
  )
}

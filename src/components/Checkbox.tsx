import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { changedChecked, useEarlyInput } from './earlyInput'
import '@/styles/choices.css'

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'checked' | 'onChange' | 'children' | 'className'
> {
  id: string
  label: ReactNode
  /** A second line under the label (part of its accessible name, as in USWDS). */
  description?: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** Classes added to the wrapper. */
  className?: string
  ref?: Ref<HTMLInputElement>
}

/** A USWDS checkbox with its label (react-uswds' Checkbox). */
export function Checkbox({
  id,
  label,
  description,
  checked,
  onChange,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  // A box ticked or cleared before hydration (see earlyInput.ts) stays so.
  useEarlyInput(checked, () => changedChecked(id), onChange)
  return (
    <div className={['usa-checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input
        {...rest}
        ref={ref}
        className="usa-checkbox__input"
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={id}>
        {label}
        {description != null && (
          <>
            {' '}
            <span className="usa-checkbox__label-description">{description}</span>
          </>
        )}
      </label>
    </div>
  )
}

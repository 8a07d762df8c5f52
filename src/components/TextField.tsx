import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { changedText, useEarlyInput } from './earlyInput'
import { FormGroup, type FormGroupProps } from './FormGroup'

/** USWDS input widths (`usa-input--{width}`). */
export type InputWidth = '2xs' | 'xs' | 'sm' | 'small' | 'md' | 'medium' | 'lg' | 'xl' | '2xl'

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children' | 'className' | 'width'
> {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The field's error; nothing is shown for null, undefined, false or ''. */
  error?: ReactNode
  hintAs?: 'span' | 'div'
  /** Element, role and classes of the error message (e.g. role "alert" for one shown on submit). */
  errorProps?: FormGroupProps['errorProps']
  value: string
  /** Called with the new text. */
  onChange: (value: string) => void
  width?: InputWidth
  /** Classes added to the input. */
  inputClassName?: string
  /** Classes added to the form group. */
  groupClassName?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled one-line text input in its USWDS form group, with hint and error. */
export function TextField({
  id,
  label,
  hint,
  error,
  hintAs,
  errorProps,
  value,
  onChange,
  width,
  inputClassName,
  groupClassName,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  // Text typed before hydration (see earlyInput.ts) is kept.
  useEarlyInput(value, () => changedText(id), onChange)
  return (
    <FormGroup
      id={id}
      label={label}
      hint={hint}
      error={error}
      hintAs={hintAs}
      errorProps={errorProps}
      className={groupClassName}
    >
      {(aria) => (
        <input
          {...rest}
          {...aria}
          ref={ref}
          type={type}
          className={[
            'usa-input',
            width ? `usa-input--${width}` : '',
            aria['aria-invalid'] ? 'usa-input--error' : '',
            inputClassName ?? '',
          ]
            .filter(Boolean)
            .join(' ')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormGroup>
  )
}

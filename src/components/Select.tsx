import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { changedSelect, useEarlyInput } from './earlyInput'
import { FormGroup, type FormGroupProps } from './FormGroup'

/** One choice of a select. */
export interface SelectOption<V extends string = string> {
  value: V
  label: string
  disabled?: boolean
}

/** Choices under a heading (an `<optgroup>`). */
export interface SelectOptionGroup<V extends string = string> {
  group: string
  options: readonly SelectOption<V>[]
}

export type SelectItem<V extends string = string> = SelectOption<V> | SelectOptionGroup<V>

export interface SelectControlProps<V extends string = string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children' | 'className' | 'multiple' | 'defaultValue'
> {
  id: string
  value: string
  /** Called with the chosen option's value. */
  onChange: (value: V) => void
  options: readonly SelectItem<V>[]
  /** Text of a first option with the empty value (for example "- Select -"); none when absent. */
  placeholder?: string
  /** Classes added to the select. */
  className?: string
  ref?: Ref<HTMLSelectElement>
}

function isGroup<V extends string>(item: SelectItem<V>): item is SelectOptionGroup<V> {
  return 'group' in item
}

function Option<V extends string>({ option }: { option: SelectOption<V> }) {
  return (
    <option value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  )
}

/**
 * The USWDS select element alone (react-uswds' Select), for a layout that puts something beside
 * it; spread a `FormGroup`'s ARIA attributes onto it. `Select` is the usual labelled field.
 */
export function SelectControl<V extends string = string>({
  id,
  value,
  onChange,
  options,
  placeholder,
  className,
  ref,
  ...rest
}: SelectControlProps<V>) {
  // A choice made before hydration (see earlyInput.ts) is kept.
  useEarlyInput(value, () => changedSelect(id) as V | undefined, onChange)
  return (
    <select
      {...rest}
      id={id}
      ref={ref}
      className={[
        'usa-select',
        rest['aria-invalid'] === true || rest['aria-invalid'] === 'true' ? 'usa-input--error' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((item) =>
        isGroup(item) ? (
          <optgroup key={`group-${item.group}`} label={item.group}>
            {item.options.map((option) => (
              <Option key={option.value} option={option} />
            ))}
          </optgroup>
        ) : (
          <Option key={item.value} option={item} />
        ),
      )}
    </select>
  )
}

export interface SelectProps<V extends string = string> extends SelectControlProps<V> {
  label: ReactNode
  hint?: ReactNode
  /** The field's error; nothing is shown for null, undefined, false or ''. */
  error?: ReactNode
  hintAs?: FormGroupProps['hintAs']
  errorProps?: FormGroupProps['errorProps']
  /** Classes added to the form group. */
  groupClassName?: string
}

/** A labelled select in its USWDS form group, with hint and error, its options given as data. */
export function Select<V extends string = string>({
  id,
  label,
  hint,
  error,
  hintAs,
  errorProps,
  groupClassName,
  ...control
}: SelectProps<V>) {
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
      {(aria) => <SelectControl {...control} {...aria} />}
    </FormGroup>
  )
}

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { matchOptions, type PreparedOption } from './typeahead'

export interface MultiComboboxProps {
  label: string
  hint?: string
  options: readonly PreparedOption[]
  selected: readonly string[]
  onAdd: (value: string) => void
  onRemove: (value: string) => void
  /** Name of a selected value for its pill (defaults to the option label, else the value). */
  nameOf?: (value: string) => string
  /** Words for the pills' region, e.g. "Chosen states". */
  selectedLabel: string
}

/**
 * A multi-select combobox (WAI-ARIA combobox with a listbox popup, list autocomplete): type to
 * filter, ArrowDown/ArrowUp to move, Enter to add, Escape to close; the chosen values show as
 * pills with a remove button each. Focus stays in the input while choosing.
 */
export function MultiCombobox({
  label,
  hint,
  options,
  selected,
  onAdd,
  onRemove,
  nameOf,
  selectedLabel,
}: MultiComboboxProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const chosen = useMemo(() => new Set(selected), [selected])
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options])
  const matches = useMemo(() => {
    const m = matchOptions(options, text, 60)
    return { ...m, options: m.options.filter((o) => !chosen.has(o.value)) }
  }, [options, text, chosen])
  const listId = `${id}-list`
  const optionId = (i: number) => `${id}-opt-${i}`
  const current = Math.min(active, matches.options.length - 1)
  const expanded = open && matches.options.length > 0

  function choose(option: PreparedOption | undefined) {
    if (!option) return
    onAdd(option.value)
    setText('')
    setActive(0)
    setOpen(true)
    inputRef.current?.focus()
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) setOpen(true)
      else setActive(Math.min(current + 1, matches.options.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive(Math.max(current - 1, 0))
    } else if (e.key === 'Enter') {
      if (expanded) {
        e.preventDefault()
        choose(matches.options[current])
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        setOpen(false)
      } else setText('')
    } else if (e.key === 'Backspace' && text === '' && selected.length) {
      onRemove(selected[selected.length - 1] as string)
    }
  }

  const name = (value: string) => nameOf?.(value) ?? byValue.get(value)?.label ?? value
  const status = !open
    ? ''
    : matches.options.length === 0
      ? 'No matches.'
      : `${matches.options.length + matches.more} match${matches.options.length + matches.more === 1 ? '' : 'es'}${matches.more ? `, first ${matches.options.length} shown` : ''}. Use the arrow keys and Enter to choose.`

  return (
    <div className="db-combobox">
      <label className="usa-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {hint && (
        <div className="usa-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {selected.length > 0 && (
        <ul className="db-pills" aria-label={selectedLabel}>
          {selected.map((value) => (
            <li key={value} className="db-pill">
              <span>{name(value)}</span>
              <button
                type="button"
                className="db-pill__remove"
                aria-label={`Remove ${name(value)}`}
                onClick={() => {
                  onRemove(value)
                  inputRef.current?.focus()
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="db-combobox__field">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="usa-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(current) : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          className="db-combobox__list"
          hidden={!expanded}
        >
          {expanded &&
            matches.options.map((o, i) => (
              <li
                key={o.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                className={i === current ? 'is-active' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(o)
                }}
              >
                {o.label}
              </li>
            ))}
          {expanded && matches.more > 0 && (
            <li role="presentation" className="db-combobox__more">
              {matches.more} more: keep typing to narrow the list.
            </li>
          )}
        </ul>
      </div>
      <div className="usa-sr-only" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  )
}

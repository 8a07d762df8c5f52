import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { Filer } from '@/lib/api/reporting'
import { buildSearchIndex, searchIndex } from './institutionSearch'

const LIMIT = 50

/**
 * Find an institution by name or LEI: an ARIA combobox with a list box of matches (ARIA
 * Authoring Practices "list autocomplete"). Arrow keys move through the matches, Enter chooses,
 * Escape closes the list (a second Escape clears the text).
 */
export function InstitutionCombobox({
  filers,
  year,
  onSelect,
  label,
}: {
  filers: Filer[]
  year: string
  onSelect: (filer: Filer) => void
  label?: string
}) {
  // 2017 filers are identified by their institution id (LEIs came with 2018 data).
  const idName = year === '2017' ? 'institution id' : 'LEI'
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  const index = useMemo(() => buildSearchIndex(filers), [filers])
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const result = useMemo(() => searchIndex(index, query, LIMIT), [index, query])
  const expanded = open && result.matches.length > 0
  const optionId = (i: number) => `${id}-option-${i}`

  // Keep the active option in view when the arrow keys move past the list's edge.
  useEffect(() => {
    if (active < 0) return
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [id, active])

  const choose = (filer: Filer | undefined) => {
    if (!filer) return
    setQuery(filer.name)
    setOpen(false)
    setActive(-1)
    onSelect(filer)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = result.matches.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!count) return
        setOpen(true)
        setActive((a) => (!open || a < 0 ? 0 : (a + 1) % count))
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!count) return
        setOpen(true)
        setActive((a) => (!open || a <= 0 ? count - 1 : a - 1))
        break
      case 'Home':
      case 'End':
        if (expanded && active >= 0) {
          event.preventDefault()
          setActive(event.key === 'Home' ? 0 : count - 1)
        }
        break
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault()
          choose(result.matches[active])
        } else if (result.total === 1) {
          event.preventDefault()
          choose(result.matches[0])
        }
        break
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (query) {
          event.preventDefault()
          setQuery('')
        }
        break
    }
  }

  const trimmed = query.trim()
  let status = ''
  if (trimmed) {
    if (result.total === 0) {
      status = `No ${year} filer matches “${trimmed}”. Check the spelling, try part of the name, or enter the ${idName}.`
    } else if (result.total > LIMIT) {
      status = `${result.total.toLocaleString('en-US')} institutions match; the first ${LIMIT} are listed. Type more to narrow the list.`
    } else {
      status = `${result.total} ${result.total === 1 ? 'institution matches' : 'institutions match'}.`
    }
  }

  return (
    <div className="dp-combobox">
      <label className="usa-label" htmlFor={inputId}>
        {label ?? `Institution name or ${year === '2017' ? 'ID' : 'LEI'}`}
      </label>
      <span className="usa-hint" id={hintId}>
        Type part of the name or of the {idName} ({filers.length.toLocaleString('en-US')} filers for{' '}
        {year}). Use the arrow keys to move through the matches and Enter to choose.
      </span>
      <div className="dp-combobox__field">
        <input
          ref={inputRef}
          id={inputId}
          className="usa-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={`${hintId} ${statusId}`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => query && setOpen(true)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Institutions matching “${trimmed}”`}
          className="dp-combobox__list"
          hidden={!expanded}
        >
          {expanded &&
            result.matches.map((filer, i) => (
              <li
                key={filer.lei}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'dp-combobox__option--active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(filer)}
              >
                <span className="dp-combobox__name">{filer.name}</span>{' '}
                <span className="dp-combobox__lei">{filer.lei}</span>
              </li>
            ))}
        </ul>
      </div>
      <p id={statusId} className="dp-combobox__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}

import { FormGroup } from '@/components/FormGroup'
import { SelectControl } from '@/components/Select'
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { FOCUS_STATE } from '../hooks'
import type { ReportId } from './reportIds'

/** A step of a report picker: a numbered heading, what was chosen (with a link to change it). */
export function Step({
  n,
  title,
  chosen,
  changeTo,
  headingRef,
  children,
}: {
  n: number
  title: string
  chosen?: ReactNode
  changeTo?: string
  headingRef?: RefObject<HTMLHeadingElement | null>
  children?: ReactNode
}) {
  return (
    <section className="dp-step" aria-labelledby={`dp-step-${n}`}>
      <h2 id={`dp-step-${n}`} ref={headingRef} tabIndex={-1}>
        <span className="dp-step__n">Step {n}:</span> {title}
      </h2>
      {chosen ? (
        <p className="dp-step__chosen">
          {chosen}
          {changeTo && (
            <>
              {' '}
              <Link to={changeTo} state={FOCUS_STATE} className="dp-step__change">
                Change<span className="usa-sr-only"> {title.toLowerCase()}</span>
              </Link>
            </>
          )}
        </p>
      ) : (
        children
      )}
    </section>
  )
}

/** A select with a "Show" button that opens the chosen option's page. */
export function SelectStep({
  label,
  options,
  current,
  to,
  submitLabel,
}: {
  label: string
  options: { value: string; label: string }[]
  current?: string
  to: (value: string) => string
  submitLabel: string
}) {
  const navigate = useNavigate()
  const [value, setValue] = useState(current ?? '')
  const [error, setError] = useState('')
  const id = `dp-select-${label.replace(/\W+/g, '-').toLowerCase()}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!value) {
      setError(`Choose from the list “${label}” first.`)
      return
    }
    navigate(to(value), { state: FOCUS_STATE })
  }
  return (
    <form className="dp-select-step" onSubmit={submit} noValidate>
      <FormGroup id={id} label={label} error={error} errorProps={{ role: 'alert' }}>
        {(aria) => (
          <div className="dp-select-step__row">
            <SelectControl
              {...aria}
              value={value}
              onChange={(next) => {
                setValue(next)
                setError('')
              }}
              placeholder="- Select -"
              options={options}
            />
            <button type="submit" className="usa-button">
              {submitLabel}
            </button>
          </div>
        )}
      </FormGroup>
    </form>
  )
}

/** Report ids as links, grouped under their 2017 headings where they have one. */
export function ReportLinks({ ids, to }: { ids: ReportId[]; to: (id: string) => string }) {
  const groups: { group: string; items: ReportId[] }[] = []
  for (const r of ids) {
    const group = r.group ?? ''
    const last = groups.at(-1)
    if (last && last.group === group) last.items.push(r)
    else groups.push({ group, items: [r] })
  }
  return (
    <div className="dp-report-links">
      {groups.map((g, i) => (
        <div key={`${g.group}-${i}`}>
          {g.group && <h3>{g.group}</h3>}
          <ul>
            {g.items.map((r) => (
              <li key={r.id}>
                <Link to={to(r.id)} state={FOCUS_STATE}>
                  {r.id === 'IRS' || r.id === 'i' ? '' : `Table ${r.id}: `}
                  {r.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

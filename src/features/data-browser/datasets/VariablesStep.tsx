import { useEffect, useRef, useState } from 'react'
import { Checkbox } from '@/components/Checkbox'
import { FormGroup } from '@/components/FormGroup'
import { SelectControl } from '@/components/Select'
import { variableByKey, variablesForYear } from '@/lib/api/dataBrowser'
import { MAX_VARIABLES, isComplete, type Selection } from './selection'

/**
 * Step 3: up to two variables and their values. The select only picks a variable; Add (or Enter
 * on the select) adds it. Chromium and Edge change a closed select on the arrow keys, so adding
 * on change would add every variable the keyboard passes over (WCAG 3.2.2 On Input).
 */
export function VariablesStep({
  year,
  selection,
  onChange,
}: {
  year: string
  selection: Selection
  onChange: (s: Selection) => void
}) {
  const all = variablesForYear(year)
  const chosen = new Set(selection.variables.map((v) => v.key))
  const full = selection.variables.length >= MAX_VARIABLES
  const available = full ? [] : all.filter((v) => !chosen.has(v.key))
  // The variable picked in the select, not yet added ('' = none, or no longer available).
  const [picked, setPicked] = useState('')
  const pick = available.find((v) => v.key === picked)
  const selectRef = useRef<HTMLSelectElement>(null)
  // After Add, focus moves to the new variable's first value once it is rendered.
  const focusFirstOf = useRef<string | null>(null)
  useEffect(() => {
    const key = focusFirstOf.current
    if (!key) return
    const first = variableByKey(year, key)?.values[0]
    const box = first && document.getElementById(`v-${key}-${first.value}`)
    if (box) {
      focusFirstOf.current = null
      box.focus()
    }
  })
  const add = () => {
    if (!pick) {
      selectRef.current?.focus()
      return
    }
    focusFirstOf.current = pick.key
    setPicked('')
    onChange({ ...selection, variables: [...selection.variables, { key: pick.key, values: [] }] })
  }
  const setValues = (key: string, values: string[]) =>
    onChange({
      ...selection,
      variables: selection.variables.map((v) => (v.key === key ? { key, values } : v)),
    })
  return (
    <section aria-labelledby="step-variables" className="datasets__step">
      <h2 id="step-variables">Step 3: Variables (up to two)</h2>
      <FormGroup
        id="add-variable"
        label="Add a variable"
        hintAs="div"
        hint={
          full
            ? 'Two variables chosen: remove one to choose another.'
            : 'Choose one in the list and press Add, then tick the values to count.'
        }
      >
        {(aria) => (
          <div className="datasets__pick">
            <SelectControl
              {...aria}
              ref={selectRef}
              value={pick ? pick.key : ''}
              onChange={setPicked}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && pick) {
                  e.preventDefault()
                  add()
                }
              }}
              placeholder={full ? '– Two variables chosen –' : '– Choose a variable –'}
              options={available.map((v) => ({ value: v.key, label: v.label }))}
            />
            {!full && (
              <button type="button" className="usa-button" onClick={add}>
                {pick ? `Add ${pick.label}` : 'Add variable'}
              </button>
            )}
          </div>
        )}
      </FormGroup>
      {selection.variables.map((choice) => {
        const variable = variableByKey(year, choice.key)
        if (!variable) return null
        const ticked = new Set(choice.values)
        return (
          <fieldset className="usa-fieldset datasets__variable" key={choice.key}>
            <legend className="usa-legend usa-legend--large">{variable.label}</legend>
            {choice.values.length === 0 && (
              <p className="usa-hint">Tick at least one {variable.label} value.</p>
            )}
            <div className="datasets__values">
              {variable.values.map((v) => (
                <Checkbox
                  key={v.value}
                  id={`v-${choice.key}-${v.value}`}
                  checked={ticked.has(v.value)}
                  onChange={(checked) =>
                    setValues(
                      choice.key,
                      variable.values
                        .map((x) => x.value)
                        .filter((x) => (x === v.value ? checked : ticked.has(x))),
                    )
                  }
                  label={
                    variable.key === 'actions_taken' ||
                    (/^\d+$/.test(v.value) && v.name !== v.value)
                      ? `${v.value} – ${v.name}`
                      : v.name
                  }
                />
              ))}
            </div>
            <p className="datasets__variable-actions">
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() =>
                  setValues(
                    choice.key,
                    variable.values.map((x) => x.value),
                  )
                }
              >
                Tick all {variable.label} values
              </button>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() =>
                  onChange({
                    ...selection,
                    variables: selection.variables.filter((v) => v.key !== choice.key),
                  })
                }
              >
                Remove {variable.label}
              </button>
            </p>
          </fieldset>
        )
      })}
      {!isComplete(selection) && selection.category && (
        <p className="datasets__next" data-testid="next-step">
          {selection.category !== 'nationwide' && selection.items.length === 0
            ? 'Choose at least one place in step 1 to see the summary table.'
            : 'Choose a variable and tick at least one of its values to see the summary table.'}
        </p>
      )}
    </section>
  )
}

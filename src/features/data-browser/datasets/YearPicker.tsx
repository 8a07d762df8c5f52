import { useEffect, useRef, useState } from 'react'
import { FormGroup } from '@/components/FormGroup'
import { SelectControl } from '@/components/Select'

/**
 * The year select. Choosing in it only picks a year; "Show {year}" (or Enter on the select)
 * switches. Chromium and Edge change a closed select on the arrow keys, and a switch on change
 * would load another year, drop what it lacks and rebuild the page at every key (WCAG 3.2.2).
 * `focus`: the screen was just switched here from this select, so focus returns to it.
 */
export function YearPicker({
  year,
  years,
  onSwitch,
  focus,
}: {
  year: string
  years: readonly string[]
  onSwitch: (to: string) => void
  focus: boolean
}) {
  const [picked, setPicked] = useState(year)
  const selectRef = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (focus) selectRef.current?.focus()
  }, [focus])
  const switchYear = () => {
    if (picked !== year) onSwitch(picked)
  }
  return (
    <FormGroup id="datasets-year" label="Year">
      {(aria) => (
        <div className="datasets__pick">
          <SelectControl
            {...aria}
            ref={selectRef}
            value={picked}
            onChange={setPicked}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && picked !== year) {
                e.preventDefault()
                switchYear()
              }
            }}
            options={years.map((y) => ({ value: y, label: y }))}
          />
          {picked !== year && (
            <button type="button" className="usa-button" onClick={switchYear}>
              Show {picked}
            </button>
          )}
        </div>
      )}
    </FormGroup>
  )
}

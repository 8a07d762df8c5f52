import { useDeferredValue, useId, useMemo, useState } from 'react'
import { FIELD_COUNT, TS_INDEX, getFields } from '../../../hmda/schema'
import { splitFields } from '../../../hmda/parse'
import type { FilingYear, RecordKind } from '../../../hmda/types'
import { FieldInput } from './FieldInput'
import { countFieldErrors } from './validation'
import { fieldIndexAt, groupByDataPoint, valuesToRow } from './filing'

export interface RowEditorProps {
  year: FilingYear
  kind: RecordKind
  values: readonly string[]
  /** Also flag blank required fields (after a save with errors). */
  showRequired: boolean
  onFieldChange: (index: number, value: string) => void
  onRowChange: (values: string[]) => void
}

const KIND_NAME: Record<RecordKind, string> = { ts: 'TS', lar: 'LAR' }

/**
 * Edits one TS or LAR row: a field per schema entry grouped by data point, a filter over field
 * names, and the raw pipe-delimited row, kept in step both ways.
 */
export function RowEditor({
  year,
  kind,
  values,
  showRequired,
  onFieldChange,
  onRowChange,
}: RowEditorProps) {
  const id = useId()
  const fields = getFields(year, kind)
  const groups = useMemo(() => groupByDataPoint(fields), [fields])
  const [filter, setFilter] = useState('')
  const deferredFilter = useDeferredValue(filter)
  const [cursor, setCursor] = useState<number | null>(null)
  const raw = valuesToRow(values)

  const query = deferredFilter.trim().toLowerCase()
  const visibleGroups = useMemo(() => {
    if (query === '') return groups
    return groups
      .map((group) => ({
        ...group,
        fields: group.fields.filter(
          (f) => f.name.toLowerCase().includes(query) || String(f.position) === query,
        ),
      }))
      .filter((group) => group.fields.length > 0)
  }, [groups, query])
  const shownCount = visibleGroups.reduce((n, g) => n + g.fields.length, 0)

  const errorCount = countFieldErrors(fields, values, showRequired)
  const fieldCount = splitFields(raw).length
  const cursorIndex = cursor === null ? null : fieldIndexAt(raw, cursor)
  const cursorField = cursorIndex === null ? undefined : fields[cursorIndex]

  const trackCursor = (el: HTMLTextAreaElement) => setCursor(el.selectionStart)

  return (
    <div className="olf-editor">
      <div className="usa-form-group olf-raw">
        <label className="usa-label" htmlFor={`${id}-raw`}>
          {KIND_NAME[kind]} row as pipe-delimited text
        </label>
        <div className="usa-hint" id={`${id}-raw-hint`}>
          Edit the row here or in the fields below; both stay in step.
        </div>
        <textarea
          id={`${id}-raw`}
          className="usa-textarea olf-raw__text"
          rows={3}
          value={raw}
          spellCheck={false}
          aria-describedby={`${id}-raw-hint ${id}-raw-status`}
          onChange={(e) => {
            onRowChange(splitFields(e.target.value.replace(/[\r\n]/g, '')))
            trackCursor(e.currentTarget)
          }}
          onSelect={(e) => trackCursor(e.currentTarget)}
          onKeyUp={(e) => trackCursor(e.currentTarget)}
          onClick={(e) => trackCursor(e.currentTarget)}
          onFocus={(e) => trackCursor(e.currentTarget)}
        />
        <p className="olf-raw__status" id={`${id}-raw-status`} aria-live="polite">
          {cursorIndex === null
            ? 'Place the cursor in the row to see which field it is in.'
            : cursorField
              ? `Cursor in field ${String(cursorField.position)}: ${cursorField.name}`
              : `Cursor in field ${String(cursorIndex + 1)}: beyond the last field`}
        </p>
        {fieldCount !== FIELD_COUNT[kind] && (
          <p className="usa-error-message" role="status">
            This row has {fieldCount} fields; a {KIND_NAME[kind]} row has {FIELD_COUNT[kind]}.
          </p>
        )}
      </div>

      <div className="usa-form-group olf-filter">
        <label className="usa-label" htmlFor={`${id}-filter`}>
          Filter fields by name
        </label>
        <input
          id={`${id}-filter`}
          className="usa-input"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-describedby={`${id}-filter-count`}
        />
        <p className="olf-muted" id={`${id}-filter-count`}>
          Showing {shownCount} of {fields.length} fields.{' '}
          {errorCount > 0
            ? `${String(errorCount)} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.`
            : 'No format errors.'}
        </p>
      </div>

      {visibleGroups.map((group) => (
        <fieldset className="olf-group" key={group.dataPoint}>
          <legend className="olf-group__legend">{group.dataPoint}</legend>
          {group.fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              value={values[field.index] ?? ''}
              idPrefix={id}
              showRequired={showRequired}
              onChange={onFieldChange}
              autoFilledNote={
                field.autoFilled
                  ? kind === 'ts' && field.index === TS_INDEX.totalEntries
                    ? 'Filled in by the tool: it follows the number of LAR rows.'
                    : 'Filled in by the tool.'
                  : undefined
              }
            />
          ))}
        </fieldset>
      ))}
    </div>
  )
}

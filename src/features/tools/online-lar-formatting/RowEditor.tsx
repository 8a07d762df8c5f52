import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { FIELD_COUNT, TS_INDEX, getFields } from '@/hmda/schema'
import { splitFields } from '@/hmda/parse'
import type { FieldDef, FilingYear, RecordKind } from '@/hmda/types'
import { ErrorMessage } from '@/components/ErrorMessage'
import { FieldInput } from './FieldInput'
import { fieldIndexAt, groupByDataPoint, valuesToRow } from './filing'
import type { RowFinding } from '@/hmda/validate/singleRow'
import {
  describeCheck,
  editMessagesByField,
  qualityFindings,
  qualityMessagesByField,
  type RowCheckState,
} from './rowCheck'

export interface RowEditorProps {
  year: FilingYear
  kind: RecordKind
  values: readonly string[]
  /** Also flag blank required fields (after a save with errors). */
  showRequired: boolean
  onFieldChange: (index: number, value: string) => void
  onRowChange: (values: string[]) => void
  /** The verifier's checks of the row as it will be saved (null while there is none). */
  check?: RowCheckState | null
}

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`

/** Focuses the input of field `key` (prefixed ids as FieldInput builds them). */
function focusField(idPrefix: string, key: string) {
  const el = document.getElementById(`${idPrefix}-${key}`)
  el?.focus()
}

/** A list of edits the row trips, each with buttons to the fields it names. */
function FindingList({
  className,
  findings,
  fields,
  onShowField,
}: {
  className: string
  findings: readonly RowFinding[]
  fields: readonly FieldDef[]
  onShowField: (key: string) => void
}) {
  return (
    <ul className={className}>
      {findings.map((f) => (
        <li key={f.id}>
          <strong>{f.id}</strong>: {f.description}
          {f.note && <> {f.note}</>}
          {f.fieldIndexes.length > 0 && (
            <>
              {' '}
              {f.fieldIndexes.map((index) => {
                const field = fields[index]
                if (!field) return null
                return (
                  <button
                    key={index}
                    type="button"
                    className="usa-button usa-button--unstyled olf-check__field"
                    onClick={() => onShowField(field.key)}
                  >
                    Go to field {field.position}: {field.name}
                    <span className="usa-sr-only"> ({f.id})</span>
                  </button>
                )
              })}
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** What the verifier would say about the row, its failing edits and what one row cannot show. */
function RowCheckPanel({
  id,
  check,
  fields,
  kind,
  onShowField,
}: {
  id: string
  check: RowCheckState | null
  fields: readonly FieldDef[]
  kind: RecordKind
  onShowField: (key: string) => void
}) {
  if (!check) return null
  if (check.status === 'loading')
    return (
      <div className="olf-check">
        <p className="olf-check__summary" id={id}>
          Loading the checks of File Format Verification…
        </p>
      </div>
    )
  if (check.status === 'failed')
    return (
      <div className="olf-check">
        <p className="olf-check__summary" id={id}>
          The checks of File Format Verification could not be loaded (the connection may have
          dropped). The format of each field is still checked.{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={check.retry}>
            Try again
          </button>
        </p>
      </div>
    )
  const result = check.check
  const edits = result.findings.filter((f) => f.stage === 'syntactical' || f.stage === 'validity')
  const verify = qualityFindings(result)
  const failing = result.findings.length > verify.length
  const state = failing ? ' olf-check--failing' : verify.length > 0 ? ' olf-check--verify' : ''
  return (
    <div className={`olf-check${state}`}>
      <p className="olf-check__summary" id={id}>
        {describeCheck(result)}
      </p>
      {edits.length > 0 && (
        <FindingList
          className="olf-check__edits"
          findings={edits}
          fields={fields}
          onShowField={onShowField}
        />
      )}
      {verify.length > 0 && (
        <div className="olf-check__verify">
          <h3 className="olf-check__heading">Quality edits to verify (not errors)</h3>
          <FindingList
            className="olf-check__edits"
            findings={verify}
            fields={fields}
            onShowField={onShowField}
          />
        </div>
      )}
      {result.notChecked.length > 0 && (
        <details className="olf-check__not-checked">
          <summary>
            Not checked for one {KIND_NAME[kind]} row ({result.notChecked.length}{' '}
            {result.notChecked.length === 1 ? 'edit' : 'edits'})
          </summary>
          <p>
            File Format Verification checks these over the whole file, or cannot check them without
            data from outside the file.
          </p>
          <ul>
            {result.notChecked.map((n) => (
              <li key={n.id}>
                <strong>{n.id}</strong>: {n.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
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
  check = null,
}: RowEditorProps) {
  const id = useId()
  const fields = getFields(year, kind)
  const groups = useMemo(() => groupByDataPoint(fields), [fields])
  const [filter, setFilter] = useState('')
  const deferredFilter = useDeferredValue(filter)
  const [cursor, setCursor] = useState<number | null>(null)
  const [breakRemoved, setBreakRemoved] = useState(false)
  /** A field to focus once it is shown (after "Go to field" cleared the filter). */
  const focusKey = useRef<string | null>(null)
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

  const editMessages = useMemo(
    () =>
      check?.status === 'ready' ? editMessagesByField(check.check) : new Map<number, string>(),
    [check],
  )
  const verifyMessages = useMemo(
    () =>
      check?.status === 'ready' ? qualityMessagesByField(check.check) : new Map<number, string>(),
    [check],
  )
  useEffect(() => {
    const key = focusKey.current
    if (key === null || !visibleGroups.some((g) => g.fields.some((f) => f.key === key))) return
    focusKey.current = null
    focusField(id, key)
  }, [visibleGroups, id])
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
          aria-describedby={`${id}-raw-hint ${id}-raw-status ${id}-check`}
          onChange={(e) => {
            if (/[\r\n]/.test(e.target.value)) setBreakRemoved(true)
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
        <p className="olf-note" aria-live="polite">
          {breakRemoved
            ? 'A row is one line of the file, so line breaks typed or pasted here were removed. Edit one row at a time.'
            : ''}
        </p>
        {fieldCount !== FIELD_COUNT[kind] && (
          <ErrorMessage as="p" role="status">
            This row has {plural(fieldCount, 'field', 'fields')}; a {KIND_NAME[kind]} row has{' '}
            {FIELD_COUNT[kind]}.
          </ErrorMessage>
        )}
      </div>

      <RowCheckPanel
        id={`${id}-check`}
        check={check}
        fields={fields}
        kind={kind}
        onShowField={(key) => {
          if (document.getElementById(`${id}-${key}`)) {
            focusField(id, key)
          } else {
            focusKey.current = key
            setFilter('')
          }
        }}
      />
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
          Showing {shownCount} of {fields.length} fields.
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
              editMessage={editMessages.get(field.index)}
              verifyMessage={verifyMessages.get(field.index)}
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

import { useId } from 'react'
import { FIELD_COUNT, TS_INDEX } from '@/hmda/schema'
import type { FilingYear, RecordKind } from '@/hmda/types'
import { ErrorMessage } from '@/components/ErrorMessage'
import { FormGroup } from '@/components/FormGroup'
import { hintId } from '@/components/formField'
import { FieldInput } from './FieldInput'
import { RowCheckPanel } from './RowCheckPanel'
import { KIND_NAME, type RowCheckState } from './rowCheck'
import { useRowEditor } from './useRowEditor'

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
  const editor = useRowEditor({ year, kind, values, idPrefix: id, onRowChange, check })
  const { fields, raw, fieldCount, filter, visibleGroups, shownCount, editMessages } = editor
  const trackCursor = (el: HTMLTextAreaElement) => editor.setCursor(el.selectionStart)

  return (
    <div className="olf-editor">
      <FormGroup
        id={`${id}-raw`}
        label={`${KIND_NAME[kind]} row as pipe-delimited text`}
        hint="Edit the row here or in the fields below; both stay in step."
        hintAs="div"
        className="olf-raw"
      >
        {(aria) => (
          <>
            <textarea
              {...aria}
              className="usa-textarea olf-raw__text"
              rows={3}
              value={raw}
              spellCheck={false}
              aria-describedby={`${hintId(`${id}-raw`)} ${id}-raw-status ${id}-check`}
              onChange={(e) => {
                editor.changeRaw(e.target.value)
                trackCursor(e.currentTarget)
              }}
              onSelect={(e) => trackCursor(e.currentTarget)}
              onKeyUp={(e) => trackCursor(e.currentTarget)}
              onClick={(e) => trackCursor(e.currentTarget)}
              onFocus={(e) => trackCursor(e.currentTarget)}
            />
            <p className="olf-raw__status" id={`${id}-raw-status`} aria-live="polite">
              {editor.cursorText}
            </p>
            <p className="olf-note" aria-live="polite">
              {editor.breakRemoved
                ? 'A row is one line of the file, so line breaks typed or pasted here were removed. Edit one row at a time.'
                : ''}
            </p>
            {/* Not the field's error: the row is still edited and saved, and the count is said
                as it changes. */}
            {fieldCount !== FIELD_COUNT[kind] && (
              <ErrorMessage as="p" role="status">
                This row has {plural(fieldCount, 'field', 'fields')}; a {KIND_NAME[kind]} row has{' '}
                {FIELD_COUNT[kind]}.
              </ErrorMessage>
            )}
          </>
        )}
      </FormGroup>

      <RowCheckPanel
        id={`${id}-check`}
        check={check}
        fields={fields}
        kind={kind}
        onShowField={editor.showField}
      />
      <FormGroup id={`${id}-filter`} label="Filter fields by name" className="olf-filter">
        {(aria) => (
          <>
            <input
              {...aria}
              className="usa-input"
              type="search"
              value={filter}
              onChange={(e) => editor.setFilter(e.target.value)}
              aria-describedby={`${id}-filter-count`}
            />
            <p className="olf-muted" id={`${id}-filter-count`}>
              Showing {shownCount} of {fields.length} fields.
            </p>
          </>
        )}
      </FormGroup>

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
              verifyMessage={editor.verifyMessages.get(field.index)}
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

import { memo, useState } from 'react'
import type { FieldDef } from '@/hmda/types'
import { describeValidValues } from '@/hmda/valueLabels'
import { ErrorMessage } from '@/components/ErrorMessage'
import { FormGroup, type FieldAria } from '@/components/FormGroup'
import { errorId, hintId } from '@/components/formField'
import { SelectControl } from '@/components/Select'
import { fromIsoDate, toIsoDate } from './filing'
import { fieldError } from './validation'

export interface FieldInputProps {
  field: FieldDef
  value: string
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string
  /** Show the format error even when the value is blank (after a save with errors). */
  showRequired: boolean
  onChange: (index: number, value: string) => void
  /** Read-only explanation for a value the tool fills in (e.g. the LAR count). */
  autoFilledNote?: string
  /** The edits (syntactical, validity) the row fails that name this field, as one message. */
  editMessage?: string
  /** The quality edits to verify that name this field, as one message (not an error). */
  verifyMessage?: string
}

/** Why a typed | (or line break) disappears from a value. */
export const PIPE_REMOVED =
  'A | separates the fields in the file, so it cannot be part of a value: it was removed.'

/** Special values listed for an integer field (e.g. 8888 - Not applicable). */
const specialValues = (field: FieldDef) =>
  field.type !== 'code' && field.codes?.length
    ? field.codes.map((c) => `${c.value} - ${c.label}`).join('; ')
    : null

/**
 * One field of a row: its name as the label, what to report and the allowed values as the
 * hint, an input suited to the field's type, NA/Exempt shortcuts where allowed, and the
 * format check's message.
 */
export const FieldInput = memo(function FieldInput({
  field,
  value,
  idPrefix,
  showRequired,
  onChange,
  autoFilledNote,
  editMessage,
  verifyMessage,
}: FieldInputProps) {
  const id = `${idPrefix}-${field.key}`
  const editId = `${id}-edits`
  const noteId = `${id}-note`
  const verifyId = `${id}-verify`
  const [pipeRemoved, setPipeRemoved] = useState(false)
  const error = autoFilledNote ? null : fieldError(field, value, showRequired)
  // The format error and the edit messages come first, then the notes, then the hint. The group
  // shows one of the two errors as its own; the edit message follows when there are both.
  const groupError = error ?? editMessage ?? null
  const secondError = error && editMessage ? editMessage : null
  const describedBy = [
    groupError && errorId(id),
    secondError && editId,
    verifyMessage && verifyId,
    pipeRemoved && noteId,
    hintId(id),
  ]
    .filter(Boolean)
    .join(' ')
  const invalid = Boolean(error || editMessage)
  const set = (next: string) => {
    if (/[|\r\n]/.test(next)) setPipeRemoved(true)
    onChange(field.index, next)
  }
  const special = specialValues(field)

  /** The control, given its id and ARIA links by the form group (its description is ours). */
  const renderControl = (aria: FieldAria) => {
    if (autoFilledNote)
      // Read-only: an edit message names it, but it is not an input the user can fix here.
      return (
        <input
          {...aria}
          aria-describedby={describedBy}
          aria-invalid={undefined}
          className="usa-input olf-input"
          value={value}
          readOnly
        />
      )
    if (field.type === 'code') {
      const codes = field.codes ?? []
      const known =
        value === '' ||
        codes.some((c) => c.value === value) ||
        (field.allowNA && value === 'NA') ||
        (field.allowExempt && value === 'Exempt')
      return (
        <SelectControl
          {...aria}
          aria-describedby={describedBy}
          className="olf-input"
          value={value}
          onChange={set}
          placeholder={field.allowBlank ? '(Blank)' : '- Select a value -'}
          options={[
            ...codes.map((code) => ({ value: code.value, label: `${code.value} - ${code.label}` })),
            ...(field.allowNA ? [{ value: 'NA', label: 'NA - Not applicable' }] : []),
            ...(field.allowExempt ? [{ value: 'Exempt', label: 'Exempt' }] : []),
            ...(known ? [] : [{ value, label: `${value} (not an allowed value)` }]),
          ]}
        />
      )
    }
    return (
      <div className="olf-control">
        {/* Native: TextField brings its own form group; this one is in ours, with buttons beside. */}
        <input
          {...aria}
          aria-describedby={describedBy}
          className={`usa-input olf-input${invalid ? ' usa-input--error' : ''}`}
          type="text"
          value={value}
          onChange={(e) => set(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          inputMode={
            field.type === 'integer' || field.type === 'date'
              ? 'numeric'
              : field.type === 'decimal'
                ? 'decimal'
                : undefined
          }
          placeholder={field.type === 'date' ? 'YYYYMMDD' : undefined}
          maxLength={field.length?.max}
        />
        {field.type === 'date' && (
          <input
            className="usa-input olf-date"
            type="date"
            aria-label={`Calendar: ${field.name}`}
            value={toIsoDate(value)}
            onChange={(e) => set(fromIsoDate(e.target.value))}
          />
        )}
        {field.allowNA && (
          <button
            type="button"
            className="usa-button usa-button--outline olf-shortcut"
            onClick={() => set('NA')}
          >
            NA<span className="usa-sr-only"> for {field.name}</span>
          </button>
        )}
        {field.allowExempt && (
          <button
            type="button"
            className="usa-button usa-button--outline olf-shortcut"
            onClick={() => set('Exempt')}
          >
            Exempt<span className="usa-sr-only"> for {field.name}</span>
          </button>
        )}
      </div>
    )
  }

  return (
    <FormGroup
      id={id}
      label={field.name}
      hintAs="div"
      hint={
        <>
          <span className="olf-position">Field {field.position}.</span> {field.help}{' '}
          {autoFilledNote ?? <>Allowed values: {describeValidValues(field)}.</>}
          {special && !autoFilledNote && <> Special values: {special}.</>}
        </>
      }
      error={groupError}
      className="olf-field"
    >
      {(aria) => (
        <>
          {secondError && <ErrorMessage id={editId}>{secondError}</ErrorMessage>}
          {verifyMessage && (
            <span className="olf-field-verify" id={verifyId}>
              {verifyMessage}
            </span>
          )}
          <span className="olf-note" id={noteId} aria-live="polite">
            {pipeRemoved ? PIPE_REMOVED : ''}
          </span>
          {renderControl(aria)}
        </>
      )}
    </FormGroup>
  )
})

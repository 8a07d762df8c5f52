import type { Ref } from 'react'
import type { FilingYear } from '@/hmda/types'
import { LazyRowEditor } from './LazyRowEditor'
import type { RowCheckState } from './rowCheck'
import type { EditorDraft } from './storage'

export interface EditorSectionProps {
  /** Prefix of the page's ids. */
  id: string
  year: FilingYear
  editor: EditorDraft
  dirty: boolean
  showRequired: boolean
  check: RowCheckState | null
  headingRef: Ref<HTMLHeadingElement>
  onSave: () => void
  onDelete: () => void
  onRevert: () => void
  onClose: () => void
  onFieldChange: (index: number, value: string) => void
  onRowChange: (values: string[]) => void
  /** Told when the row's fields come into the page and leave it (see `LazyRowEditor`). */
  onFieldsShown?: (shown: boolean) => void
}

/** The row being edited: its name, whether it has unsaved changes, its actions and its fields. */
export function EditorSection({
  id,
  year,
  editor,
  dirty,
  showRequired,
  check,
  headingRef,
  onSave,
  onDelete,
  onRevert,
  onClose,
  onFieldChange,
  onRowChange,
  onFieldsShown,
}: EditorSectionProps) {
  return (
    <section className="olf-section olf-edit" aria-labelledby={`${id}-edit`}>
      <h2 id={`${id}-edit`} ref={headingRef} tabIndex={-1}>
        {editor.kind === 'ts'
          ? editor.index === null
            ? 'New transmittal sheet'
            : 'Edit the transmittal sheet'
          : editor.index === null
            ? 'New LAR row'
            : `Edit LAR row ${String(editor.index + 1)}`}
      </h2>
      <p className="olf-muted">
        {dirty ? 'This row has changes that are not saved.' : 'No unsaved changes.'}
      </p>
      <div className="olf-actions olf-edit__actions">
        <button type="button" className="usa-button" onClick={onSave}>
          {editor.index === null ? 'Save row' : 'Update row'}
        </button>
        {editor.index !== null && (
          <button type="button" className="usa-button usa-button--secondary" onClick={onDelete}>
            Delete row
          </button>
        )}
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={onRevert}
          disabled={!dirty}
        >
          Undo changes
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onClose}>
          Close the editor
        </button>
      </div>
      <LazyRowEditor
        key={`${editor.kind}-${String(editor.index)}`}
        year={year}
        kind={editor.kind}
        values={editor.values}
        showRequired={showRequired || editor.index !== null}
        onFieldChange={onFieldChange}
        onRowChange={onRowChange}
        check={check}
        onShown={onFieldsShown}
      />
    </section>
  )
}

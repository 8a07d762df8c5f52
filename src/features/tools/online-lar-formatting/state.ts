/**
 * The tool's state and how each action changes it: the filing, the row being edited and
 * whether there is work not yet downloaded. Pure, so it is tested without a browser.
 */
import { LAR_INDEX, TS_INDEX } from '@/hmda/schema'
import type { FilingYear, RecordKind } from '@/hmda/types'
import {
  newRowValues,
  rowToValues,
  tsValue,
  valuesToRow,
  withTotalEntries,
  withValue,
  type Filing,
} from './filing'
import type { Draft, EditorDraft } from './storage'

export interface State {
  readonly filing: Filing | null
  readonly editor: EditorDraft | null
  /** The filing changed after it was last downloaded (or was never downloaded). */
  readonly changedSinceDownload: boolean
  /** Identifies the filing across tabs ('' for one saved before ids were kept). */
  readonly filingId: string
}

export type Action =
  | {
      type: 'load'
      filing: Filing
      editor?: EditorDraft | null
      changedSinceDownload?: boolean
      filingId?: string
    }
  | {
      /** The filing as changed in another tab (merged with this tab's changes). */
      type: 'sync'
      filing: Filing
      filingId: string
      changedSinceDownload: boolean
    }
  | { type: 'close' }
  | { type: 'edit'; kind: RecordKind; index: number | null }
  | { type: 'change'; values: readonly string[] }
  | { type: 'setField'; index: number; value: string }
  | { type: 'closeEditor' }
  | { type: 'clearOther' }
  | { type: 'save' }
  | { type: 'revert' }
  | { type: 'delete'; kind: RecordKind; index: number }
  | { type: 'downloaded' }

export const INITIAL_STATE: State = {
  filing: null,
  editor: null,
  changedSinceDownload: false,
  filingId: '',
}

/** A new random id for a filing. */
export function newFilingId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * The open row after the filing changed in another tab: a LAR row is found again by its text
 * (rows may have moved); one deleted there becomes a new row, so what was typed is kept.
 */
function reopen(editor: EditorDraft | null, filing: Filing): EditorDraft | null {
  if (editor?.kind !== 'lar' || editor.index === null) return editor
  if (filing.lar[editor.index] === editor.baseline) return editor
  const index = filing.lar.indexOf(editor.baseline)
  return { ...editor, index: index >= 0 ? index : null }
}

/** True when the editor holds changes that are not in the filing. */
export function isEditorDirty(editor: EditorDraft | null): boolean {
  return editor !== null && valuesToRow(editor.values) !== editor.baseline
}

/** True when leaving the page would lose work that was not downloaded or saved to a row. */
export function hasUnsavedWork(state: State): boolean {
  return state.filing !== null && (state.changedSinceDownload || isEditorDirty(state.editor))
}

function openEditor(filing: Filing, kind: RecordKind, index: number | null): EditorDraft {
  const row = kind === 'ts' ? filing.ts : index === null ? null : (filing.lar[index] ?? null)
  const values =
    row === null
      ? newRowValues(filing.year, kind, {
          lei: tsValue(filing.ts, 'lei'),
          larCount: filing.lar.length,
        })
      : rowToValues(row, kind)
  const existing = row === null ? null : kind === 'ts' ? 0 : index
  return { kind, index: existing, values, baseline: valuesToRow(values) }
}

/** Sets the TS entry count (in the filing and in an open TS editor) to the LAR count. */
function syncTotal(filing: Filing, editor: EditorDraft | null): [Filing, EditorDraft | null] {
  const count = filing.lar.length
  const ts = filing.ts === null ? null : withTotalEntries(filing.ts, count)
  const next = ts === filing.ts ? filing : { ...filing, ts }
  if (editor?.kind !== 'ts') return [next, editor]
  const values = withValue(editor.values, TS_INDEX.totalEntries, String(count))
  return [next, { ...editor, values, baseline: withTotalEntries(editor.baseline, count) }]
}

/** The values of the row being edited as Save stores them (record identifier, TS entry count). */
export function savedValues(filing: Filing, editor: EditorDraft): string[] {
  if (editor.kind === 'ts') {
    const values = withValue(editor.values, TS_INDEX.recordIdentifier, '1')
    return withValue(values, TS_INDEX.totalEntries, String(filing.lar.length))
  }
  return withValue(editor.values, LAR_INDEX.recordIdentifier, '2')
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'load': {
      const [filing, editor] = syncTotal(action.filing, action.editor ?? null)
      return {
        filing,
        editor,
        changedSinceDownload: action.changedSinceDownload ?? true,
        filingId: action.filingId ?? '',
      }
    }
    case 'sync': {
      const same = action.filingId === state.filingId
      const [filing, editor] = syncTotal(
        action.filing,
        same ? reopen(state.editor, action.filing) : null,
      )
      return {
        filing,
        editor,
        changedSinceDownload: action.changedSinceDownload,
        filingId: action.filingId,
      }
    }
    case 'close':
      return INITIAL_STATE
    case 'edit':
      if (!state.filing) return state
      return { ...state, editor: openEditor(state.filing, action.kind, action.index) }
    case 'change':
      if (!state.editor) return state
      return { ...state, editor: { ...state.editor, values: action.values } }
    case 'setField':
      if (!state.editor) return state
      return {
        ...state,
        editor: {
          ...state.editor,
          values: withValue(state.editor.values, action.index, action.value),
        },
      }
    case 'closeEditor':
      return { ...state, editor: null }
    case 'clearOther':
      if (!state.filing) return state
      return { ...state, filing: { ...state.filing, other: [] } }
    case 'revert':
      if (!state.editor) return state
      return {
        ...state,
        editor: { ...state.editor, values: rowToValues(state.editor.baseline, state.editor.kind) },
      }
    case 'save': {
      const { filing, editor } = state
      if (!filing || !editor) return state
      const values = savedValues(filing, editor)
      let next: Filing
      let index: number
      if (editor.kind === 'ts') {
        next = { ...filing, ts: valuesToRow(values) }
        index = 0
      } else {
        const row = valuesToRow(values)
        const lar = filing.lar.slice()
        if (editor.index === null || editor.index >= lar.length) {
          index = lar.push(row) - 1
        } else {
          index = editor.index
          lar[index] = row
        }
        next = { ...filing, lar }
      }
      const saved: EditorDraft = { kind: editor.kind, index, values, baseline: valuesToRow(values) }
      const [synced, syncedEditor] = syncTotal(next, saved)
      return { ...state, filing: synced, editor: syncedEditor, changedSinceDownload: true }
    }
    case 'delete': {
      const { filing } = state
      if (!filing) return state
      let editor = state.editor
      let next: Filing
      if (action.kind === 'ts') {
        next = { ...filing, ts: null }
        if (editor?.kind === 'ts') editor = null
      } else {
        if (action.index < 0 || action.index >= filing.lar.length) return state
        next = { ...filing, lar: filing.lar.filter((_, i) => i !== action.index) }
        if (editor?.kind === 'lar' && editor.index !== null) {
          if (editor.index === action.index) editor = null
          else if (editor.index > action.index) editor = { ...editor, index: editor.index - 1 }
        }
      }
      const [synced, syncedEditor] = syncTotal(next, editor)
      return { ...state, filing: synced, editor: syncedEditor, changedSinceDownload: true }
    }
    case 'downloaded':
      return { ...state, changedSinceDownload: false }
  }
}

/** A new filing for the year, with the transmittal sheet open in the editor. */
export function newFiling(year: FilingYear): Filing {
  return { year, ts: null, lar: [], other: [] }
}

/** The state as stored for a reload. */
export function toDraft(state: State): Draft | null {
  if (!state.filing) return null
  return {
    version: 1,
    year: state.filing.year,
    ts: state.filing.ts,
    lar: state.filing.lar,
    other: state.filing.other,
    editor: state.editor,
    changedSinceDownload: state.changedSinceDownload,
    filingId: state.filingId,
  }
}

/** A stored draft as a `load` action. */
export function fromDraft(draft: Draft): Action {
  return {
    type: 'load',
    filing: { year: draft.year, ts: draft.ts, lar: draft.lar, other: draft.other },
    editor: draft.editor,
    changedSinceDownload: draft.changedSinceDownload,
    filingId: draft.filingId ?? '',
  }
}

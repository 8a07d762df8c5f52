/**
 * The state of HMDA Help's institution record form (add or update): the entries, their errors,
 * saving, the success line, the draft kept in this tab, the year change and the deletion. The
 * views (InstitutionEditor and its Editor* parts) only show it and call its actions.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import {
  bodyToForm,
  formToBody,
  recordsChanged,
  validateForm,
  type AdminInstitution,
  type FormErrors,
  type FormField,
  type InstitutionForm,
} from '@/lib/api/helpAdmin'
import { OWN_FOCUS_STATE } from '@/lib/focusHeading'
import { clearDraft, draftKey as makeDraftKey, readDraft, writeDraft } from './drafts'
import { helpClients } from './helpClient'
import { helpPath } from './helpModel'
import type { DeletedState } from './useYearRecords'

/** Navigation state after an addition: the edit screen says so. */
export interface SavedState {
  added?: boolean
}

/** The visible fields, in the order of the form (for the error summary). */
export const FIELD_LABELS: [FormField, string][] = [
  ['lei', 'LEI'],
  ['activityYear', 'Activity year'],
  ['respondentName', 'Respondent name'],
  ['emailDomains', 'E-mail domains'],
  ['taxId', 'Tax ID'],
  ['agency', 'Agency'],
  ['quarterlyFiler', 'Quarterly filer'],
  ['notes', 'Note'],
]

export const fieldId = (field: FormField) => `help-field-${field}`

/** The ids a field's input points to: its hint and its error, when shown. */
export function describedBy(field: FormField, error: string | undefined, hint = false) {
  const ids = [hint ? `${fieldId(field)}-hint` : '', error ? `${fieldId(field)}-error` : '']
  return ids.filter(Boolean).join(' ') || undefined
}

/** No note typed and the same entries, the activity year aside (another year is another record). */
export const sameForm = (a: InstitutionForm, b: InstitutionForm) =>
  a.notes === '' &&
  JSON.stringify({ ...a, activityYear: '', notes: '' }) ===
    JSON.stringify({ ...b, activityYear: '', notes: '' })

export interface EditorOptions {
  mode: 'add' | 'edit'
  initial: InstitutionForm
  record?: AdminInstitution
  years: string[]
}

interface EditorState {
  record?: AdminInstitution
  form: InstitutionForm
  errors: FormErrors
  formError: string | null
  failure: unknown
  saving: boolean
  saved: 'added' | 'updated' | null
  deleting: boolean
  deleteBusy: boolean
  deleteError: unknown
  leavingFor: string | null
}

type EditorAction =
  | { type: 'set'; field: FormField; value: string | boolean }
  | { type: 'reset'; form: InstitutionForm }
  | { type: 'checked'; errors: FormErrors }
  | { type: 'saving' }
  | { type: 'refused'; errors: FormErrors; formError: string | null }
  | { type: 'updated'; record: AdminInstitution }
  | { type: 'failed'; error: unknown }
  | { type: 'leave'; year: string | null }
  | { type: 'ask delete' }
  | { type: 'cancel delete' }
  | { type: 'deleting' }
  | { type: 'delete failed'; error: unknown }

function reducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'set':
      return { ...state, form: { ...state.form, [action.field]: action.value }, saved: null }
    case 'reset':
      return { ...state, form: action.form }
    case 'checked':
      return { ...state, failure: null, formError: null, errors: action.errors }
    case 'saving':
      return { ...state, saving: true }
    case 'refused':
      return { ...state, saving: false, errors: action.errors, formError: action.formError }
    case 'updated':
      // The form shows what the platform saved; the note is asked again for the next change.
      return {
        ...state,
        saving: false,
        record: action.record,
        form: { ...bodyToForm(action.record), notes: '' },
        errors: {},
        saved: 'updated',
      }
    case 'failed':
      return { ...state, saving: false, failure: action.error }
    case 'leave':
      return { ...state, leavingFor: action.year }
    case 'ask delete':
      return { ...state, deleteError: null, deleting: true }
    case 'cancel delete':
      return { ...state, deleting: false }
    case 'deleting':
      return { ...state, deleteBusy: true, deleteError: null }
    case 'delete failed':
      return { ...state, deleteBusy: false, deleteError: action.error }
  }
}

type FocusTarget = 'summary' | 'failure' | 'saved'

/** The form's state and actions; see the file comment. */
export function useInstitutionEditor({ mode, initial, record: loaded, years }: EditorOptions) {
  const config = useConfig()
  const { admin } = helpClients(config)
  const client = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const update = mode === 'edit'
  // Entries not saved are kept in this tab (sessionStorage) while they differ from the record,
  // so that a session that ends, a reload or a slip of the Back button loses nothing.
  const draftKey = makeDraftKey(mode, initial.lei, initial.activityYear)
  const [restored] = useState(() => readDraft(draftKey, initial))
  const [state, dispatch] = useReducer(reducer, null, (): EditorState => ({
    record: loaded,
    form: restored ?? { ...initial, notes: '' },
    errors: {},
    formError: null,
    failure: null,
    saving: false,
    saved: (location.state as SavedState | null)?.added ? 'added' : null,
    deleting: false,
    deleteBusy: false,
    deleteError: null,
    leavingFor: null,
  }))
  const { form, record, errors } = state
  // Whether the form holds changes not saved (a note typed counts).
  const baseline = update && record ? bodyToForm(record) : initial
  const unsaved = !sameForm(form, baseline)
  useEffect(() => {
    if (unsaved) writeDraft(draftKey, form)
    else clearDraft(draftKey)
  }, [unsaved, draftKey, form])

  const summaryRef = useRef<HTMLDivElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const savedRef = useRef<HTMLDivElement>(null)
  // What gets focus after this render (the summary, the failure or the success line).
  const focusNext = useRef<FocusTarget | null>(state.saved ? 'saved' : null)
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const el = { summary: summaryRef, failure: failureRef, saved: savedRef }[target].current
    el?.focus()
  })

  const set = (field: FormField, value: string | boolean) => dispatch({ type: 'set', field, value })
  const discard = () =>
    dispatch({ type: 'reset', form: update ? { ...baseline, notes: '' } : initial })

  const submit = async () => {
    const found = validateForm(form, { update })
    dispatch({ type: 'checked', errors: found })
    if (Object.keys(found).length) {
      focusNext.current = 'summary'
      return
    }
    dispatch({ type: 'saving' })
    try {
      const body = formToBody(form)
      const result = update ? await admin.update(body) : await admin.add(body)
      if (!result.ok) {
        const { field, message } = result.error
        dispatch(
          field === 'form'
            ? { type: 'refused', errors: {}, formError: message }
            : { type: 'refused', errors: { [field]: message }, formError: null },
        )
        focusNext.current = 'summary'
        return
      }
      // The record, its note history and the year list of its LEI are stale now.
      void recordsChanged(client, result.institution.lei, result.institution)
      if (!update) {
        clearDraft(draftKey)
        const saved: SavedState & typeof OWN_FOCUS_STATE = { ...OWN_FOCUS_STATE, added: true }
        void navigate(
          helpPath({
            screen: 'edit',
            lei: result.institution.lei,
            year: String(result.institution.activityYear),
          }),
          { state: saved },
        )
        return
      }
      dispatch({ type: 'updated', record: result.institution })
      focusNext.current = 'saved'
    } catch (error) {
      // Unreachable, busy or failing service: what was typed stays in the form.
      dispatch({ type: 'failed', error })
      focusNext.current = 'failure'
    }
  }

  /** On an update, another year is another record: its own address, after a question when
   * changes are not saved yet (they are not dropped silently). */
  const chooseYear = (year: string) => {
    if (!update) set('activityYear', year)
    else if (unsaved) dispatch({ type: 'leave', year })
    else void navigate(helpPath({ screen: 'edit', lei: form.lei, year }))
  }
  const cancelLeave = () => dispatch({ type: 'leave', year: null })
  const confirmLeave = () => {
    const year = state.leavingFor
    dispatch({ type: 'leave', year: null })
    if (year) void navigate(helpPath({ screen: 'edit', lei: form.lei, year }))
  }

  const askDelete = () => dispatch({ type: 'ask delete' })
  const cancelDelete = () => dispatch({ type: 'cancel delete' })
  const confirmDelete = async () => {
    if (!record) return
    dispatch({ type: 'deleting' })
    try {
      await admin.remove(record)
      clearDraft(draftKey)
      const deleted: DeletedState & typeof OWN_FOCUS_STATE = {
        ...OWN_FOCUS_STATE,
        deleted: { lei: record.lei, year: String(record.activityYear) },
      }
      void navigate(helpPath({ screen: 'institution', lei: record.lei, tab: 'records' }), {
        state: deleted,
      })
      void recordsChanged(client, record.lei)
    } catch (error) {
      dispatch({ type: 'delete failed', error })
    }
  }

  return {
    ...state,
    update,
    restored,
    unsaved,
    errorList: FIELD_LABELS.filter(([field]) => errors[field]),
    heading: update
      ? `Update the ${form.activityYear} record of ${form.lei}`
      : 'Add an institution record',
    yearOptions:
      years.includes(form.activityYear) || !form.activityYear
        ? years
        : [form.activityYear, ...years],
    summaryRef,
    failureRef,
    savedRef,
    set,
    discard,
    submit,
    chooseYear,
    cancelLeave,
    confirmLeave,
    askDelete,
    cancelDelete,
    confirmDelete,
  }
}

export type InstitutionEditorModel = ReturnType<typeof useInstitutionEditor>

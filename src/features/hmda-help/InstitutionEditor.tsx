import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { Alert, AlertText } from '@/components/Alert'
import { ErrorMessage } from '@/components/ErrorMessage'
import { useConfig } from '@/config/useConfig'
import { FEDERAL_AGENCY_CODES } from '@/hmda/schema/codes'
import {
  bodyToForm,
  emptyForm,
  formToBody,
  validateForm,
  type AdminInstitution,
  type FormErrors,
  type FormField,
  type InstitutionForm,
} from '@/lib/api/helpAdmin'
import { useRemote } from '@/lib/api/useRemote'
import { OWN_FOCUS_STATE } from '@/lib/focusHeading'
import { ConfirmDialog } from './ConfirmDialog'
import { clearDraft, draftKey as makeDraftKey, readDraft, writeDraft } from './drafts'
import { helpClients } from './helpClient'
import { helpPath, helpYears } from './helpModel'
import { NoteHistory } from './NoteHistory'
import type { DeletedState } from './useYearRecords'

/** Navigation state after an addition: the edit screen says so. */
interface SavedState {
  added?: boolean
}

/** The visible fields, in the order of the form (for the error summary). */
const FIELD_LABELS: [FormField, string][] = [
  ['lei', 'LEI'],
  ['activityYear', 'Activity year'],
  ['respondentName', 'Respondent name'],
  ['emailDomains', 'E-mail domains'],
  ['taxId', 'Tax ID'],
  ['agency', 'Agency'],
  ['quarterlyFiler', 'Quarterly filer'],
  ['notes', 'Note'],
]

const fieldId = (field: FormField) => `help-field-${field}`

export interface InstitutionEditorProps {
  mode: 'add' | 'edit'
  lei: string
  year: string
}

/** Add (`/hmda-help/add`) or update (`/hmda-help/institutions/{lei}/year/{yyyy}`) a record. */
export function InstitutionEditor({ mode, lei, year }: InstitutionEditorProps) {
  const config = useConfig()
  const { admin } = helpClients(config)
  const years = helpYears(config)
  const loaded = useRemote(mode === 'edit' ? `record|${lei}|${year}` : null, (signal) =>
    admin.institution(lei, year, signal),
  )
  if (mode === 'add')
    return <EditorForm mode="add" initial={emptyForm(year || years[0] || '', lei)} years={years} />

  const title = `${lei}: ${year} record`
  if (loaded.status === 'loading' || loaded.status === 'idle')
    return (
      <>
        <PageMeta title={title} description="HMDA Help: update an institution record." />
        <h1>
          Update the {year} record of {lei}
        </h1>
        <Spinner label="Loading the record…" />
      </>
    )
  if (loaded.status === 'error')
    return (
      <>
        <PageMeta title={title} description="HMDA Help: update an institution record." />
        <h1>
          Update the {year} record of {lei}
        </h1>
        <ApiErrorAlert error={loaded.error} what="the record" onRetry={loaded.retry} />
        <p>
          <Link to={helpPath({ screen: 'institution', lei, tab: 'records' })}>
            Back to the records of {lei}
          </Link>
        </p>
      </>
    )
  if (!loaded.data)
    return (
      <>
        <PageMeta title={title} description="HMDA Help: update an institution record." />
        <h1>
          No {year} record for {lei}
        </h1>
        <p>
          There is no record of {lei} for {year}.{' '}
          <Link to={helpPath({ screen: 'add', lei, year })}>Add one for {year}</Link> or go back to
          the{' '}
          <Link to={helpPath({ screen: 'institution', lei, tab: 'records' })}>
            records of {lei}
          </Link>
          .
        </p>
      </>
    )
  return (
    <EditorForm mode="edit" initial={bodyToForm(loaded.data)} record={loaded.data} years={years} />
  )
}

function EditorForm({
  mode,
  initial,
  record: loadedRecord,
  years,
}: {
  mode: 'add' | 'edit'
  initial: InstitutionForm
  record?: AdminInstitution
  years: string[]
}) {
  const config = useConfig()
  const { admin } = helpClients(config)
  const navigate = useNavigate()
  const location = useLocation()
  const update = mode === 'edit'
  const [record, setRecord] = useState(loadedRecord)
  // Entries not saved are kept in this tab (sessionStorage) while they differ from the record,
  // so that a session that ends, a reload or a slip of the Back button loses nothing.
  const draftKey = makeDraftKey(mode, initial.lei, initial.activityYear)
  const [restored] = useState(() => readDraft(draftKey, initial))
  const [form, setForm] = useState<InstitutionForm>(restored ?? { ...initial, notes: '' })
  const [errors, setErrors] = useState<FormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<'added' | 'updated' | null>(
    (location.state as SavedState | null)?.added ? 'added' : null,
  )
  const [historyVersion, setHistoryVersion] = useState(0)
  const [deleting, setDeleting] = useState(false)
  const [deleteBusy, setDeleteBusy] = useState(false)
  const [deleteError, setDeleteError] = useState<unknown>(null)
  const [leavingFor, setLeavingFor] = useState<string | null>(null)
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
  const focusNext = useRef<'summary' | 'failure' | 'saved' | null>(saved ? 'saved' : null)
  const setFocusTarget = (target: 'summary' | 'failure' | 'saved') => {
    focusNext.current = target
  }
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const el = { summary: summaryRef, failure: failureRef, saved: savedRef }[target].current
    el?.focus()
  })

  const set = (field: FormField, value: string | boolean) => {
    setForm((f) => ({ ...f, [field]: value }))
    setSaved(null)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setFormError(null)
    const found = validateForm(form, { update })
    setErrors(found)
    if (Object.keys(found).length) {
      setFocusTarget('summary')
      return
    }
    setSaving(true)
    try {
      const body = formToBody(form)
      const result = update ? await admin.update(body) : await admin.add(body)
      if (!result.ok) {
        const { field, message } = result.error
        if (field === 'form') {
          setFormError(message)
          setErrors({})
        } else setErrors({ [field]: message })
        setFocusTarget('summary')
        return
      }
      if (!update) {
        clearDraft(draftKey)
        const state: SavedState & typeof OWN_FOCUS_STATE = { ...OWN_FOCUS_STATE, added: true }
        void navigate(
          helpPath({
            screen: 'edit',
            lei: result.institution.lei,
            year: String(result.institution.activityYear),
          }),
          { state },
        )
        return
      }
      // The form shows what the platform saved; the note is asked again for the next change.
      setRecord(result.institution)
      setForm({ ...bodyToForm(result.institution), notes: '' })
      setErrors({})
      setSaved('updated')
      setHistoryVersion((v) => v + 1)
      setFocusTarget('saved')
    } catch (error) {
      // Unreachable, busy or failing service: what was typed stays in the form.
      setFailure(error)
      setFocusTarget('failure')
    } finally {
      setSaving(false)
    }
  }

  const confirmDelete = async () => {
    if (!record) return
    setDeleteBusy(true)
    setDeleteError(null)
    try {
      await admin.remove(record)
      clearDraft(draftKey)
      const state: DeletedState & typeof OWN_FOCUS_STATE = {
        ...OWN_FOCUS_STATE,
        deleted: { lei: record.lei, year: String(record.activityYear) },
      }
      void navigate(helpPath({ screen: 'institution', lei: record.lei, tab: 'records' }), {
        state,
      })
    } catch (error) {
      setDeleteError(error)
      setDeleteBusy(false)
    }
  }

  const errorList = FIELD_LABELS.filter(([field]) => errors[field])
  const heading = update
    ? `Update the ${form.activityYear} record of ${form.lei}`
    : 'Add an institution record'
  const yearOptions =
    years.includes(form.activityYear) || !form.activityYear ? years : [form.activityYear, ...years]

  return (
    <>
      <PageMeta
        title={update ? `${form.lei}: ${form.activityYear} record` : 'Add an institution'}
        description={`HMDA Help: ${update ? 'update' : 'add'} an institution record.`}
      />
      {update && (
        <p className="help-home__back">
          <Link to={helpPath({ screen: 'institution', lei: form.lei, tab: 'records' })}>
            ← All records of {form.lei}
          </Link>
        </p>
      )}
      <h1>{heading}</h1>
      {restored && unsaved && (
        <Alert type="info" slim live>
          Your entries that were not saved are back in the form. Check them, then save.{' '}
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => setForm(update ? { ...baseline, notes: '' } : initial)}
          >
            Discard them
          </button>
        </Alert>
      )}
      {saved && (
        <Alert ref={savedRef} tabIndex={-1} type="success" slim className="help-done" live>
          {saved === 'added'
            ? `The ${form.activityYear} record of ${form.lei} was added.`
            : `The ${form.activityYear} record of ${form.lei} was updated; your note is in the history below.`}
        </Alert>
      )}
      {failure != null && (
        <div ref={failureRef} tabIndex={-1} className="help-focus-target">
          <ApiErrorAlert
            error={failure}
            what={update ? 'the update' : 'the new record'}
            headingLevel={2}
          />
          <p className="usa-hint">
            Nothing was saved. Your entries are still in the form; save again when the service
            answers.
          </p>
        </div>
      )}
      {(errorList.length > 0 || formError) && (
        <Alert
          ref={summaryRef}
          tabIndex={-1}
          type="error"
          className="help-summary"
          heading={
            formError ? 'The record was not saved' : 'Check the form: the record was not saved'
          }
          wrapText={false}
        >
          {formError && <AlertText>{formError}</AlertText>}
          {errorList.length > 0 && (
            <AlertText as="ul">
              {errorList.map(([field, label]) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>
                    {label}: {errors[field]}
                  </a>
                </li>
              ))}
            </AlertText>
          )}
        </Alert>
      )}
      <form
        className="usa-form usa-form--large help-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <Field field="lei" label="LEI" error={errors.lei} hint="20 letters and digits.">
          <input
            id={fieldId('lei')}
            className={`usa-input${errors.lei ? ' usa-input--error' : ''} help-mono`}
            value={form.lei}
            readOnly={update}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={errors.lei ? true : undefined}
            aria-describedby={describedBy('lei', errors.lei, true)}
            onChange={(e) => set('lei', e.target.value.replace(/\s+/g, '').toUpperCase())}
          />
        </Field>
        <Field field="activityYear" label="Activity year" error={errors.activityYear}>
          <select
            id={fieldId('activityYear')}
            className={`usa-select${errors.activityYear ? ' usa-input--error' : ''}`}
            value={form.activityYear}
            aria-invalid={errors.activityYear ? true : undefined}
            aria-describedby={describedBy('activityYear', errors.activityYear)}
            onChange={(e) => {
              const next = e.target.value
              // On an update, another year is another record: its own address. Changes not
              // saved yet are not dropped silently: the user confirms first.
              if (!update) set('activityYear', next)
              else if (unsaved) setLeavingFor(next)
              else void navigate(helpPath({ screen: 'edit', lei: form.lei, year: next }))
            }}
          >
            {!form.activityYear && <option value="">Choose a year</option>}
            {yearOptions.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </Field>
        <Field field="respondentName" label="Respondent name" error={errors.respondentName}>
          <input
            id={fieldId('respondentName')}
            className={`usa-input${errors.respondentName ? ' usa-input--error' : ''}`}
            value={form.respondentName}
            autoComplete="off"
            aria-invalid={errors.respondentName ? true : undefined}
            aria-describedby={describedBy('respondentName', errors.respondentName)}
            onChange={(e) => set('respondentName', e.target.value)}
          />
        </Field>
        <Field
          field="emailDomains"
          label="E-mail domains"
          error={errors.emailDomains}
          hint="The part of the lenders’ e-mail addresses after @, separated by commas (for example bank.com, bankmortgage.com). Public mail domains are refused."
        >
          <input
            id={fieldId('emailDomains')}
            className={`usa-input${errors.emailDomains ? ' usa-input--error' : ''}`}
            value={form.emailDomains}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.emailDomains ? true : undefined}
            aria-describedby={describedBy('emailDomains', errors.emailDomains, true)}
            onChange={(e) => set('emailDomains', e.target.value)}
          />
        </Field>
        <Field
          field="taxId"
          label="Tax ID"
          error={errors.taxId}
          hint="NN-NNNNNNN, for example 53-1111111."
        >
          <input
            id={fieldId('taxId')}
            className={`usa-input usa-input--medium${errors.taxId ? ' usa-input--error' : ''}`}
            value={form.taxId}
            autoComplete="off"
            inputMode="numeric"
            aria-invalid={errors.taxId ? true : undefined}
            aria-describedby={describedBy('taxId', errors.taxId, true)}
            onChange={(e) => set('taxId', e.target.value)}
          />
        </Field>
        <fieldset
          className={`usa-fieldset usa-form-group help-radios${errors.agency ? ' usa-form-group--error' : ''}`}
          aria-describedby={errors.agency ? `${fieldId('agency')}-error` : undefined}
        >
          <legend className="usa-legend usa-label">Agency</legend>
          {errors.agency && (
            <ErrorMessage id={`${fieldId('agency')}-error`}>{errors.agency}</ErrorMessage>
          )}
          {FEDERAL_AGENCY_CODES.map((agency, index) => (
            <div className="help-radio" key={agency.value}>
              <input
                type="radio"
                name="agency"
                id={index === 0 ? fieldId('agency') : `${fieldId('agency')}-${agency.value}`}
                value={agency.value}
                checked={form.agency === agency.value}
                onChange={() => set('agency', agency.value)}
              />
              <label
                htmlFor={index === 0 ? fieldId('agency') : `${fieldId('agency')}-${agency.value}`}
              >
                {agency.value} – {agency.label}
              </label>
            </div>
          ))}
        </fieldset>
        <Field
          field="quarterlyFiler"
          label="Quarterly filer"
          hint="Set by the platform; shown for information."
        >
          <select
            id={fieldId('quarterlyFiler')}
            className="usa-select"
            value={String(form.quarterlyFiler)}
            disabled
            aria-describedby={`${fieldId('quarterlyFiler')}-hint`}
          >
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        </Field>
        {update && (
          <Field
            field="notes"
            label="Note (required)"
            error={errors.notes}
            hint={`Say why you change this record; it is kept in the note history.${record?.notes ? ` Last note: “${record.notes}”.` : ''}`}
          >
            <textarea
              id={fieldId('notes')}
              className={`usa-input help-textarea${errors.notes ? ' usa-input--error' : ''}`}
              value={form.notes}
              rows={3}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy('notes', errors.notes, true)}
              onChange={(e) => set('notes', e.target.value)}
            />
          </Field>
        )}
        <div className="help-form__actions">
          <button type="submit" className="usa-button" disabled={saving}>
            {saving ? 'Saving…' : update ? 'Save the changes' : 'Add the record'}
          </button>
          {update && record && (
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => {
                setDeleteError(null)
                setDeleting(true)
              }}
            >
              Delete this record
            </button>
          )}
        </div>
      </form>
      {update && <NoteHistory lei={form.lei} year={form.activityYear} version={historyVersion} />}
      {leavingFor && (
        <ConfirmDialog
          heading={`Open the ${leavingFor} record without saving?`}
          confirmLabel={`Open the ${leavingFor} record`}
          onCancel={() => setLeavingFor(null)}
          onConfirm={() => {
            const year = leavingFor
            setLeavingFor(null)
            void navigate(helpPath({ screen: 'edit', lei: form.lei, year }))
          }}
        >
          <p>
            Your changes to the {form.activityYear} record are not saved yet. Cancel to go back to
            them and save them first.
          </p>
        </ConfirmDialog>
      )}
      {deleting && record && (
        <ConfirmDialog
          heading={`Delete the ${record.activityYear} record?`}
          confirmLabel="Delete the record"
          danger
          busy={deleteBusy}
          onCancel={() => setDeleting(false)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            The record of {record.respondent.name || record.lei} ({record.lei}) for{' '}
            {record.activityYear} will be removed. Its filings stay on the platform, but the
            institution cannot file for {record.activityYear} until a record is added again.
          </p>
          {deleteError != null && (
            <ApiErrorAlert error={deleteError} what="the deletion" headingLevel={3} />
          )}
        </ConfirmDialog>
      )}
    </>
  )
}

/** No note typed and the same entries, the activity year aside (another year is another record). */
const sameForm = (a: InstitutionForm, b: InstitutionForm) =>
  a.notes === '' &&
  JSON.stringify({ ...a, activityYear: '', notes: '' }) ===
    JSON.stringify({ ...b, activityYear: '', notes: '' })

function describedBy(field: FormField, error: string | undefined, hint = false) {
  const ids = [hint ? `${fieldId(field)}-hint` : '', error ? `${fieldId(field)}-error` : '']
  return ids.filter(Boolean).join(' ') || undefined
}

function Field({
  field,
  label,
  error,
  hint,
  children,
}: {
  field: FormField
  label: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={fieldId(field)}>
        {label}
      </label>
      {hint && (
        <span className="usa-hint" id={`${fieldId(field)}-hint`}>
          {hint}
        </span>
      )}
      {error && <ErrorMessage id={`${fieldId(field)}-error`}>{error}</ErrorMessage>}
      {children}
    </div>
  )
}

import type { ReactNode } from 'react'
import { ErrorMessage } from '@/components/ErrorMessage'
import { FEDERAL_AGENCY_CODES } from '@/hmda/schema/codes'
import type { FormField } from '@/lib/api/helpAdmin'
import { describedBy, fieldId, type InstitutionEditorModel } from './useInstitutionEditor'

/** The record form itself: its fields and its buttons (the state is the model's). */
export function EditorFields({ model }: { model: InstitutionEditorModel }) {
  const { form, errors, update, set, yearOptions, saving, record } = model
  return (
    <form
      className="usa-form usa-form--large help-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void model.submit()
      }}
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
          onChange={(e) => model.chooseYear(e.target.value)}
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
            onClick={model.askDelete}
          >
            Delete this record
          </button>
        )}
      </div>
    </form>
  )
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

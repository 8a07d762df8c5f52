import { FormGroup } from '@/components/FormGroup'
import { RadioGroup } from '@/components/RadioGroup'
import { Select } from '@/components/Select'
import { TextField } from '@/components/TextField'
import { FEDERAL_AGENCY_CODES } from '@/hmda/schema/codes'
import { fieldId, type InstitutionEditorModel } from './useInstitutionEditor'

const AGENCY_OPTIONS = FEDERAL_AGENCY_CODES.map((agency) => ({
  value: agency.value,
  label: `${agency.value} – ${agency.label}`,
}))

// The platform sets it: the select only shows it.
const QUARTERLY_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
]

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
      <TextField
        id={fieldId('lei')}
        label="LEI"
        error={errors.lei}
        hint="20 letters and digits."
        inputClassName="help-mono"
        value={form.lei}
        readOnly={update}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        onChange={(value) => set('lei', value.replace(/\s+/g, '').toUpperCase())}
      />
      <Select
        id={fieldId('activityYear')}
        label="Activity year"
        error={errors.activityYear}
        value={form.activityYear}
        onChange={model.chooseYear}
        placeholder={form.activityYear ? undefined : 'Choose a year'}
        options={yearOptions.map((y) => ({ value: y, label: y }))}
      />
      <TextField
        id={fieldId('respondentName')}
        label="Respondent name"
        error={errors.respondentName}
        value={form.respondentName}
        autoComplete="off"
        onChange={(value) => set('respondentName', value)}
      />
      <TextField
        id={fieldId('emailDomains')}
        label="E-mail domains"
        error={errors.emailDomains}
        hint="The part of the lenders’ e-mail addresses after @, separated by commas (for example bank.com, bankmortgage.com). Public mail domains are refused."
        value={form.emailDomains}
        autoComplete="off"
        spellCheck={false}
        onChange={(value) => set('emailDomains', value)}
      />
      <TextField
        id={fieldId('taxId')}
        label="Tax ID"
        error={errors.taxId}
        hint="NN-NNNNNNN, for example 53-1111111."
        width="medium"
        value={form.taxId}
        autoComplete="off"
        inputMode="numeric"
        onChange={(value) => set('taxId', value)}
      />
      <RadioGroup
        id={fieldId('agency')}
        idOn="first-option"
        name="agency"
        legend="Agency"
        legendClassName="usa-label"
        className="help-radios"
        error={errors.agency}
        value={form.agency}
        onChange={(value) => set('agency', value)}
        options={AGENCY_OPTIONS}
      />
      <Select
        id={fieldId('quarterlyFiler')}
        label="Quarterly filer"
        hint="Set by the platform; shown for information."
        value={String(form.quarterlyFiler)}
        onChange={() => {}}
        disabled
        options={QUARTERLY_OPTIONS}
      />
      {update && (
        <FormGroup
          id={fieldId('notes')}
          label="Note (required)"
          error={errors.notes}
          hint={`Say why you change this record; it is kept in the note history.${record?.notes ? ` Last note: “${record.notes}”.` : ''}`}
        >
          {(aria) => (
            <textarea
              {...aria}
              className={`usa-input help-textarea${errors.notes ? ' usa-input--error' : ''}`}
              value={form.notes}
              rows={3}
              onChange={(e) => set('notes', e.target.value)}
            />
          )}
        </FormGroup>
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

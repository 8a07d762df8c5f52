import { formatUsDate } from '@/lib/dates'
import {
  ACTION_TAKEN,
  FIRST_RATE_SET_DATE,
  parseAmortizationType,
  termLabel,
} from '@/hmda/rateSpread'
import { IDS } from './fieldIds'
import { FormGroup, RadioGroup, TextInput } from './FormControls'
import { OutcomeAlert } from './OutcomeAlert'
import { useRateSpreadForm, type RateSpreadFormProps } from './useRateSpreadForm'

/** The single-loan calculator: the form, its validation and the result. */
export function RateSpreadForm(props: RateSpreadFormProps) {
  const { values, errors, outcome, busy, today, hydrated, set, submit } = useRateSpreadForm(props)
  const amortization = parseAmortizationType(values.amortizationType)
  const term = termLabel(amortization)

  return (
    <>
      <form
        className="usa-form usa-form--large rate-spread-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <FormGroup
          field="actionTakenType"
          label="Action taken"
          errors={errors}
          hint="Only codes 1, 2 and 8 get a rate spread; for the others the answer is NA."
        >
          {(describedBy) => (
            <select
              className={`usa-select${errors.actionTakenType ? ' usa-input--error' : ''}`}
              id={IDS.actionTakenType}
              name="actionTakenType"
              value={values.actionTakenType}
              onChange={(e) => set('actionTakenType')(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={errors.actionTakenType ? true : undefined}
            >
              <option value="">- Select -</option>
              {Object.entries(ACTION_TAKEN).map(([code, text]) => (
                <option key={code} value={code}>
                  {code} – {text}
                </option>
              ))}
            </select>
          )}
        </FormGroup>

        <RadioGroup
          field="reverseMortgage"
          legend="Is the loan a reverse mortgage?"
          hint="Reverse mortgages do not get a rate spread."
          errors={errors}
          value={values.reverseMortgage}
          onChange={set('reverseMortgage')}
          options={[
            { value: '2', label: 'No, not a reverse mortgage (code 2)' },
            { value: '1', label: 'Yes, a reverse mortgage (code 1)' },
          ]}
        />

        <RadioGroup
          field="amortizationType"
          legend="Amortization type"
          hint="For a variable-rate loan, the APOR depends on the years to the first rate adjustment."
          errors={errors}
          value={values.amortizationType}
          onChange={set('amortizationType')}
          options={[
            { value: 'FixedRate', label: 'Fixed rate' },
            { value: 'VariableRate', label: 'Variable rate (adjustable)' },
          ]}
        />

        <FormGroup
          field="lockInDate"
          label="Rate-set date"
          errors={errors}
          hint={`The date the interest rate was set (locked in), written mm/dd/yyyy, from ${formatUsDate(FIRST_RATE_SET_DATE)} to ${hydrated ? formatUsDate(today) : 'today'}.`}
        >
          {(describedBy) => (
            <TextInput
              field="lockInDate"
              value={values.lockInDate}
              onChange={set('lockInDate')}
              describedBy={describedBy}
              error={errors.lockInDate}
              width="medium"
            />
          )}
        </FormGroup>

        <FormGroup
          field="apr"
          label="APR (%)"
          errors={errors}
          hint="The annual percentage rate in percent, up to 3 decimal places, for example 6.125."
        >
          {(describedBy) => (
            <TextInput
              field="apr"
              value={values.apr}
              onChange={set('apr')}
              inputMode="decimal"
              describedBy={describedBy}
              error={errors.apr}
              width="small"
            />
          )}
        </FormGroup>

        <FormGroup
          field="loanTerm"
          label={`${term} (years)`}
          errors={errors}
          hint={
            amortization === 'variable'
              ? 'Whole years until the interest rate can first change, 1 to 50.'
              : 'Whole years, 1 to 50. For a variable-rate loan, the years to the first rate adjustment.'
          }
        >
          {(describedBy) => (
            <TextInput
              field="loanTerm"
              value={values.loanTerm}
              onChange={set('loanTerm')}
              inputMode="numeric"
              describedBy={describedBy}
              error={errors.loanTerm}
              width="small"
            />
          )}
        </FormGroup>

        <button type="submit" className="usa-button" aria-disabled={busy || undefined}>
          Calculate rate spread
        </button>
      </form>

      <div className="rate-spread-result" aria-live="polite">
        {busy && <p className="rate-spread-busy">Calculating…</p>}
        {outcome && <OutcomeAlert outcome={outcome} />}
      </div>
    </>
  )
}

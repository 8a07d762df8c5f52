import { RadioGroup } from '@/components/RadioGroup'
import { Select } from '@/components/Select'
import { TextField } from '@/components/TextField'
import { formatUsDate } from '@/lib/dates'
import {
  ACTION_TAKEN,
  FIRST_RATE_SET_DATE,
  parseAmortizationType,
  termLabel,
} from '@/hmda/rateSpread'
import { IDS } from './fieldIds'
import { OutcomeAlert } from './OutcomeAlert'
import { useRateSpreadForm, type RateSpreadFormProps } from './useRateSpreadForm'

const ACTION_OPTIONS = Object.entries(ACTION_TAKEN).map(([code, text]) => ({
  value: code,
  label: `${code} – ${text}`,
}))

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
        <Select
          id={IDS.actionTakenType}
          label="Action taken"
          error={errors.actionTakenType}
          hint="Only codes 1, 2 and 8 get a rate spread; for the others the answer is NA."
          name="actionTakenType"
          value={values.actionTakenType}
          onChange={set('actionTakenType')}
          placeholder="- Select -"
          options={ACTION_OPTIONS}
        />

        <RadioGroup
          id={IDS.reverseMortgage}
          name="reverseMortgage"
          legend="Is the loan a reverse mortgage?"
          hint="Reverse mortgages do not get a rate spread."
          error={errors.reverseMortgage}
          value={values.reverseMortgage}
          onChange={set('reverseMortgage')}
          options={[
            { value: '2', label: 'No, not a reverse mortgage (code 2)' },
            { value: '1', label: 'Yes, a reverse mortgage (code 1)' },
          ]}
        />

        <RadioGroup
          id={IDS.amortizationType}
          name="amortizationType"
          legend="Amortization type"
          hint="For a variable-rate loan, the APOR depends on the years to the first rate adjustment."
          error={errors.amortizationType}
          value={values.amortizationType}
          onChange={set('amortizationType')}
          options={[
            { value: 'FixedRate', label: 'Fixed rate' },
            { value: 'VariableRate', label: 'Variable rate (adjustable)' },
          ]}
        />

        <TextField
          id={IDS.lockInDate}
          name="lockInDate"
          label="Rate-set date"
          error={errors.lockInDate}
          hint={`The date the interest rate was set (locked in), written mm/dd/yyyy, from ${formatUsDate(FIRST_RATE_SET_DATE)} to ${hydrated ? formatUsDate(today) : 'today'}.`}
          value={values.lockInDate}
          onChange={set('lockInDate')}
          width="medium"
          autoComplete="off"
          spellCheck={false}
        />

        <TextField
          id={IDS.apr}
          name="apr"
          label="APR (%)"
          error={errors.apr}
          hint="The annual percentage rate in percent, up to 3 decimal places, for example 6.125."
          value={values.apr}
          onChange={set('apr')}
          inputMode="decimal"
          width="small"
          autoComplete="off"
          spellCheck={false}
        />

        <TextField
          id={IDS.loanTerm}
          name="loanTerm"
          label={`${term} (years)`}
          error={errors.loanTerm}
          hint={
            amortization === 'variable'
              ? 'Whole years until the interest rate can first change, 1 to 50.'
              : 'Whole years, 1 to 50. For a variable-rate loan, the years to the first rate adjustment.'
          }
          value={values.loanTerm}
          onChange={set('loanTerm')}
          inputMode="numeric"
          width="small"
          autoComplete="off"
          spellCheck={false}
        />

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

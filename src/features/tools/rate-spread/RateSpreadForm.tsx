import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Alert } from '@/components/Alert'
import { ErrorMessage } from '@/components/ErrorMessage'
import type { AporTables } from '@/hmda/apor'
import { type CalendarDate, formatUsDate } from '@/lib/dates'
import {
  ACTION_TAKEN,
  FIELD_ORDER,
  FIRST_RATE_SET_DATE,
  parseAmortizationType,
  type FieldErrors,
  type RateSpreadField,
  type RateSpreadInput,
  spreadForLoan,
  termLabel,
  validateRateSpreadInput,
  type ValidLoan,
} from '@/hmda/rateSpread'
import { loadAporTables } from './aporSource'
import { localToday } from './calendar'
import { fetchRateSpread, RateSpreadApiError, requestForLoan } from './rateSpreadApi'
import { useHydrated } from '@/config/hydration'

type Outcome =
  | {
      kind: 'spread'
      value: string
      loan: ValidLoan
      /** Present when computed from the tables; absent when the platform's service answered. */
      tables?: { apr: string; apor: string; week: CalendarDate }
    }
  | { kind: 'na'; reason: string }
  | { kind: 'no-apor'; message: string }
  | { kind: 'unreachable'; detail: string }
  /** The tables were unreachable and the service refused the loan's values (400 or 422). */
  | { kind: 'rejected'; detail: string }

/**
 * The statuses with which the platform's service refuses a loan's values. Any other failure
 * (no answer, 404 or 405 where there is no such service, 429, 5xx…) means the service is
 * unavailable, whatever the values.
 */
const REFUSED_STATUSES = new Set([400, 422])

const EMPTY: RateSpreadInput = {
  actionTakenType: '',
  reverseMortgage: '',
  amortizationType: '',
  lockInDate: '',
  apr: '',
  loanTerm: '',
}

/** Element ids; for radio groups, the id of the group (the fieldset). */
const IDS: Record<RateSpreadField, string> = {
  actionTakenType: 'rs-action',
  reverseMortgage: 'rs-reverse',
  amortizationType: 'rs-amortization',
  lockInDate: 'rs-date',
  apr: 'rs-apr',
  loanTerm: 'rs-term',
}

/** The control to focus for a field: the input, or the chosen (else first) radio of a group. */
function focusField(field: RateSpreadField) {
  const element = document.getElementById(IDS[field])
  if (!element) return
  const target =
    element.tagName === 'FIELDSET'
      ? (element.querySelector<HTMLInputElement>('input:checked') ??
        element.querySelector<HTMLInputElement>('input'))
      : element
  target?.focus()
}

export interface RateSpreadFormProps {
  fileServerDomain: string
  publicApiBase: string
}

/** The single-loan calculator: the form, its validation and the result. */
export function RateSpreadForm({ fileServerDomain, publicApiBase }: RateSpreadFormProps) {
  const [values, setValues] = useState<RateSpreadInput>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const [today] = useState(localToday)
  // Today's date is the visitor's: a prerendered page says "today" until it runs in the browser.
  const hydrated = useHydrated()
  const [focusRequest, setFocusRequest] = useState(0)
  const busyRef = useRef(false)

  // After a submit with errors, focus the first invalid field once its message is on the page.
  useEffect(() => {
    if (focusRequest === 0) return
    const first = FIELD_ORDER.find((field) => errors[field])
    if (first) focusField(first)
  }, [focusRequest, errors])

  /** A changed value makes the result on screen out of date: it goes. */
  const set = (field: RateSpreadField) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }))
    setOutcome(null)
  }

  async function calculate(loan: ValidLoan): Promise<Outcome> {
    let tables: AporTables | null = null
    try {
      tables = await loadAporTables(fileServerDomain)
    } catch {
      // The tables cannot be downloaded: ask the platform's service instead.
    }
    if (tables) {
      const result = spreadForLoan(loan, tables)
      if (result.kind === 'spread') {
        const { value, apr, apor, week } = result
        return { kind: 'spread', value, loan, tables: { apr, apor, week } }
      }
      if (result.kind === 'error') return { kind: 'no-apor', message: result.message }
      return result
    }
    try {
      const answer = await fetchRateSpread(publicApiBase, requestForLoan(loan))
      return answer.kind === 'spread'
        ? { kind: 'spread', value: answer.value, loan }
        : { kind: 'na', reason: "The HMDA Platform's rate spread service answered NA." }
    } catch (error) {
      const detail = error instanceof Error ? error.message : ''
      const status = error instanceof RateSpreadApiError ? (error.status ?? 0) : 0
      return REFUSED_STATUSES.has(status)
        ? { kind: 'rejected', detail }
        : { kind: 'unreachable', detail }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    const validation = validateRateSpreadInput(values, localToday())
    if (validation.kind === 'invalid') {
      setErrors(validation.errors)
      setOutcome(null)
      setFocusRequest((n) => n + 1)
      return
    }
    setErrors({})
    if (validation.kind === 'na') {
      setOutcome({ kind: 'na', reason: validation.reason })
      return
    }
    busyRef.current = true
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome(await calculate(validation.loan))
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const amortization = parseAmortizationType(values.amortizationType)
  const term = termLabel(amortization)

  return (
    <>
      <form className="usa-form usa-form--large rate-spread-form" noValidate onSubmit={onSubmit}>
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

function describedByFor(field: RateSpreadField, hasHint: boolean, error?: string) {
  return (
    [hasHint ? `${IDS[field]}-hint` : '', error ? `${IDS[field]}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined
  )
}

function FormGroup({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: RateSpreadField
  label: string
  hint?: string
  errors: FieldErrors
  children: (describedBy: string | undefined) => ReactNode
}) {
  const error = errors[field]
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={IDS[field]}>
        {label}
      </label>
      {hint && (
        <span className="usa-hint" id={`${IDS[field]}-hint`}>
          {hint}
        </span>
      )}
      {error && <ErrorMessage id={`${IDS[field]}-error`}>{error}</ErrorMessage>}
      {children(describedByFor(field, Boolean(hint), error))}
    </div>
  )
}

function TextInput({
  field,
  value,
  onChange,
  describedBy,
  error,
  inputMode,
  width,
}: {
  field: RateSpreadField
  value: string
  onChange: (value: string) => void
  describedBy?: string
  error?: string
  inputMode?: 'decimal' | 'numeric'
  width: 'small' | 'medium'
}) {
  return (
    <input
      className={`usa-input usa-input--${width}${error ? ' usa-input--error' : ''}`}
      id={IDS[field]}
      name={field}
      type="text"
      autoComplete="off"
      spellCheck={false}
      inputMode={inputMode}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    />
  )
}

function RadioGroup({
  field,
  legend,
  hint,
  errors,
  value,
  onChange,
  options,
}: {
  field: RateSpreadField
  legend: string
  hint: string
  errors: FieldErrors
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
}) {
  const error = errors[field]
  const id = IDS[field]
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
      id={id}
      aria-describedby={describedByFor(field, true, error)}
    >
      <legend className={`usa-legend${error ? ' usa-label--error' : ''}`}>{legend}</legend>
      <span className="usa-hint" id={`${id}-hint`}>
        {hint}
      </span>
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
      {options.map((option) => (
        <div className="usa-radio" key={option.value}>
          <input
            className="usa-radio__input"
            id={`${id}-${option.value}`}
            type="radio"
            name={field}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className="usa-radio__label" htmlFor={`${id}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  )
}

const describeLoan = (loan: ValidLoan) =>
  loan.amortizationType === 'fixed'
    ? `a fixed-rate loan with a ${loan.loanTerm}-year term`
    : `a variable-rate loan with ${loan.loanTerm} ${loan.loanTerm === 1 ? 'year' : 'years'} to the first rate adjustment`

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'spread':
      return (
        <Alert type="success" heading={`Rate spread: ${outcome.value}`}>
          {outcome.tables ? (
            <p>
              APR {outcome.tables.apr}% minus the APOR of {outcome.tables.apor}% for{' '}
              {describeLoan(outcome.loan)}, in the week starting Monday{' '}
              {formatUsDate(outcome.tables.week)} (the week of the rate-set date{' '}
              {formatUsDate(outcome.loan.lockInDate)}), rounded to three decimal places.
            </p>
          ) : (
            <p>
              Computed by the HMDA Platform&apos;s rate spread service for{' '}
              {describeLoan(outcome.loan)}, rate set {formatUsDate(outcome.loan.lockInDate)}: the
              APOR tables could not be downloaded.
            </p>
          )}
        </Alert>
      )
    case 'na':
      return (
        <Alert type="info" heading="Rate spread: NA">
          <p>{outcome.reason} Report NA as the rate spread.</p>
        </Alert>
      )
    case 'no-apor':
      return (
        <Alert type="warning" heading="No APOR for that week">
          <p>{outcome.message} The rate spread cannot be calculated for this rate-set date.</p>
        </Alert>
      )
    case 'unreachable':
      return (
        <Alert type="error" heading="The rate spread cannot be calculated right now">
          <p>
            The calculator cannot reach either of its sources: the APOR tables on the file server
            could not be downloaded, and the HMDA Platform&apos;s rate spread service is
            unavailable. Please try again later.
          </p>
          {outcome.detail && <p className="rate-spread-detail">Details: {outcome.detail}</p>}
        </Alert>
      )
    case 'rejected':
      return (
        <Alert type="error" heading="The rate spread could not be calculated">
          <p>
            The APOR tables could not be downloaded, and the HMDA Platform&apos;s rate spread
            service did not accept the loan. Check the values, or try again later.
          </p>
          <p className="rate-spread-detail">Details: {outcome.detail}</p>
        </Alert>
      )
  }
}

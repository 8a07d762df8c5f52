import { TextField } from '@/components/TextField'
import { useRef, useState, type FormEvent } from 'react'
import { checkLoanIdLine, checkUliLine, validateLoanId, validateUli } from '@/hmda/checkDigit'
import { copyText, selectContents } from './copy'
import { ModeSwitch, type ModeOption } from './ModeSwitch'
import { ResultAlert } from './ResultAlert'

type Mode = 'generate' | 'validate'

const MODES: readonly ModeOption<Mode>[] = [
  { value: 'generate', label: 'Generate a check digit' },
  { value: 'validate', label: 'Validate a ULI' },
]

const TEXT: Record<Mode, { label: string; hint: string; submit: string }> = {
  generate: {
    label: 'Loan ID',
    hint: 'The 20-character LEI followed by the loan number: 21 to 43 letters and digits, without spaces.',
    submit: 'Generate check digit',
  },
  validate: {
    label: 'Universal Loan Identifier (ULI)',
    hint: 'The loan ID followed by its two check digits: 23 to 45 letters and digits, without spaces.',
    submit: 'Validate ULI',
  },
}

type Result =
  | { kind: 'error'; message: string }
  | { kind: 'generated'; loanId: string; checkDigit: string; uli: string }
  | { kind: 'valid'; uli: string; checkDigit: string }
  | { kind: 'invalid'; uli: string; checkDigit: string; expected: string }

const INPUT_ID = 'check-digit-value'

/** One loan ID or ULI at a time: generate its check digits or validate it. */
export function SingleCheck() {
  const [mode, setMode] = useState<Mode>('generate')
  const [value, setValue] = useState('')
  /** "Empty" is only said after a submit, never before the user typed anything. */
  const [submittedEmpty, setSubmittedEmpty] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  /** Counts submits, so that the same result shown again is announced again. */
  const [submits, setSubmits] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)

  const validationError = mode === 'generate' ? validateLoanId(value) : validateUli(value)
  const empty = value.trim() === ''
  const error = empty && !submittedEmpty ? null : validationError
  const text = TEXT[mode]

  function changeMode(next: Mode) {
    setMode(next)
    setResult(null)
    setSubmittedEmpty(false)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmits((n) => n + 1)
    if (validationError) {
      setSubmittedEmpty(true)
      // Repeated in the live region: the field may have had focus all along, and then its new
      // description would not be read.
      setResult({ kind: 'error', message: validationError })
      inputRef.current?.focus()
      return
    }
    if (mode === 'generate') {
      const checked = checkLoanIdLine(value)
      if (checked.ok) setResult({ kind: 'generated', ...checked })
    } else {
      const checked = checkUliLine(value)
      if (checked.ok) {
        setResult(
          checked.valid
            ? { kind: 'valid', uli: checked.uli, checkDigit: checked.checkDigit }
            : {
                kind: 'invalid',
                uli: checked.uli,
                checkDigit: checked.checkDigit,
                expected: checked.expected,
              },
        )
      }
    }
  }

  return (
    <section className="check-digit-section" aria-labelledby="single-heading">
      <h2 id="single-heading">Check one loan</h2>
      <ModeSwitch
        id="single-mode"
        label="What do you want to do?"
        options={MODES}
        value={mode}
        onChange={changeMode}
      />
      <form className="usa-form usa-form--large check-digit-form" noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
          id={INPUT_ID}
          name="value"
          label={text.label}
          hint={text.hint}
          hintAs="div"
          error={error}
          inputClassName="check-digit-input"
          value={value}
          onChange={(next) => {
            setValue(next)
            setSubmittedEmpty(false)
            setResult(null)
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
        />
        <button type="submit" className="usa-button">
          {text.submit}
        </button>
      </form>
      <div className="check-digit-result" aria-live="polite">
        {result && <SingleResult key={submits} result={result} />}
      </div>
    </section>
  )
}

function SingleResult({ result }: { result: Result }) {
  switch (result.kind) {
    case 'error':
      return <p className="usa-sr-only">{result.message}</p>
    case 'generated':
      return (
        <ResultAlert type="success" heading={`Check digits: ${result.checkDigit}`}>
          <p>The ULI is the loan ID followed by these two digits:</p>
          <UliBlock uli={result.uli} copy />
        </ResultAlert>
      )
    case 'valid':
      return (
        <ResultAlert type="success" heading="Valid ULI">
          <p>The check digits, {result.checkDigit}, match the rest of the ULI.</p>
          <UliBlock uli={result.uli} />
        </ResultAlert>
      )
    case 'invalid': {
      const loanId = result.uli.slice(0, -2)
      return (
        <ResultAlert type="error" heading="Not a valid ULI">
          <p>
            The last two characters, {result.checkDigit}, do not match the rest of the ULI: for the
            loan ID <code className="check-digit-code">{loanId}</code>, the check digits should be{' '}
            <strong>{result.expected}</strong>.
          </p>
          <p>Check the ULI for typing mistakes. If the loan ID is right, the ULI should be:</p>
          <UliBlock uli={loanId + result.expected} copy />
        </ResultAlert>
      )
    }
  }
}

/** A ULI in a monospace block, optionally with a Copy button and its status. */
function UliBlock({ uli, copy }: { uli: string; copy?: boolean }) {
  const codeRef = useRef<HTMLElement>(null)
  const [status, setStatus] = useState('')

  async function copyUli() {
    setStatus('')
    if (await copyText(uli)) {
      setStatus('Copied')
    } else {
      if (codeRef.current) selectContents(codeRef.current)
      setStatus('Could not copy automatically: the ULI is selected, press Ctrl+C (⌘C on a Mac).')
    }
  }

  return (
    <div className="check-digit-uli">
      <code ref={codeRef} className="check-digit-uli__value">
        {uli}
      </code>
      {copy && (
        <div className="check-digit-uli__actions">
          <button
            type="button"
            className="usa-button usa-button--outline check-digit-copy"
            onClick={() => void copyUli()}
          >
            Copy ULI
          </button>
          <span className="check-digit-copy-status" role="status">
            {status}
          </span>
        </div>
      )}
    </div>
  )
}

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Alert } from '@/components/Alert'
import { FormGroup } from '@/components/FormGroup'
import { isValidEmail } from '@/lib/email'
import type { SubscribeResult } from '@/lib/subscribe'
import { SUBSCRIBE_FAILED_MESSAGE, SUBSCRIBED_MESSAGE } from '@/lib/subscribeMessages'

// The request module (and the HTTP client it uses) is loaded on the first signup, not with the
// footer of every page: the first load of `/` has a 90 KB budget.
const loadSubscribe = () => import('@/lib/subscribe')

const PRIVACY_URL = 'https://www.consumerfinance.gov/privacy/email-campaign-privacy-act-statement/'

/** How long the button keeps saying "Processing..." after the answer is shown. */
const SETTLE_MS = 250

type Outcome = { ok: true; message: string } | { ok: false; message: string }

export interface SignupFormProps {
  /** Where the signup is posted; null where the mailing list is not offered. */
  endpoint: string | null
  /** Topic code of the mailing list. */
  topicCode: string
}

function toOutcome(result: SubscribeResult): Outcome {
  return { ok: result.ok, message: result.message }
}

/** The footer's mailing-list signup: an email field that posts to the subscription service. */
export function SignupForm({ endpoint, topicCode }: SignupFormProps) {
  const [email, setEmail] = useState('')
  // The message shown for the address field, or null when it is not in error.
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Mirrors `processing` synchronously, so a second submit in the same tick is refused too.
  const busyRef = useRef(false)
  const mountedRef = useRef(false)
  const settleTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    mountedRef.current = true
    return () => {
      mountedRef.current = false
      clearTimeout(settleTimerRef.current)
      settleTimerRef.current = undefined
    }
  }, [])

  function finishProcessing() {
    settleTimerRef.current = undefined
    busyRef.current = false
    setProcessing(false)
  }

  function showAnswer(answer: Outcome, sent: string) {
    setOutcome(answer)
    // The button was disabled while sending, which took focus from it: back to the field.
    const active = document.activeElement
    if (active === null || active === document.body || active.closest('form') === formRef.current)
      inputRef.current?.focus()
    if (answer.ok) {
      // Clear the field only if it still holds what was sent, so later typing is kept.
      setEmail((current) => (current.trim() === sent ? '' : current))
    }
    if (mountedRef.current) {
      settleTimerRef.current = setTimeout(finishProcessing, SETTLE_MS)
    } else {
      finishProcessing()
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setEmail(event.target.value)
    setFieldError(null)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return

    const address = email.trim()
    if (!isValidEmail(address)) {
      setOutcome(null)
      setFieldError(address === '' ? 'Enter your email address' : 'Invalid email address')
      inputRef.current?.focus()
      return
    }
    setFieldError(null)

    if (endpoint === null) {
      setOutcome({ ok: false, message: SUBSCRIBE_FAILED_MESSAGE })
      return
    }

    busyRef.current = true
    setProcessing(true)
    setOutcome(null)
    loadSubscribe()
      .then(({ subscribe }) => subscribe(endpoint, address, topicCode))
      .then(
        (result) => showAnswer(toOutcome(result), address),
        () => showAnswer({ ok: false, message: SUBSCRIBE_FAILED_MESSAGE }, address),
      )
  }

  return (
    <form ref={formRef} className="usa-form" noValidate onSubmit={handleSubmit}>
      {/* FormGroup, not TextField: the footer is on the first load of every page, and TextField's
          own chunk (0.3 KB gzip) would take `/` over its 90 KB budget. */}
      <FormGroup
        id="signup-email"
        label="Email address"
        hintAs="div"
        hint="Get news about HMDA filing, data releases and tools, sent by the Consumer Financial Protection Bureau."
        error={fieldError}
        errorProps={{ role: 'alert' }}
      >
        {(aria) => (
          <input
            {...aria}
            ref={inputRef}
            className={aria['aria-invalid'] ? 'usa-input usa-input--error' : 'usa-input'}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={handleChange}
          />
        )}
      </FormGroup>
      <button className="usa-button" type="submit" disabled={processing}>
        {processing ? 'Processing...' : 'Subscribe'}
      </button>
      {outcome?.ok === true && (
        <Alert type="success" slim live heading={SUBSCRIBED_MESSAGE} headingLevel={3}>
          {outcome.message !== SUBSCRIBED_MESSAGE && outcome.message}
        </Alert>
      )}
      {outcome?.ok === false && (
        <Alert type="error" slim>
          {outcome.message}
        </Alert>
      )}
      <p className="usa-hint">
        <a className="usa-link" href={PRIVACY_URL}>
          Privacy Act statement
        </a>
      </p>
    </form>
  )
}

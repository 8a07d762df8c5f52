import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { AporTables } from '@/hmda/apor'
import type { CalendarDate } from '@/lib/dates'
import {
  FIELD_ORDER,
  type FieldErrors,
  type RateSpreadField,
  type RateSpreadInput,
  spreadForLoan,
  validateRateSpreadInput,
  type ValidLoan,
} from '@/hmda/rateSpread'
import { useHydrated } from '@/config/hydration'
import { useAporTables } from './aporSource'
import { localToday } from './calendar'
import { focusField } from './fieldIds'
import { fetchRateSpread, RateSpreadApiError, requestForLoan } from './rateSpreadApi'

export type Outcome =
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

/**
 * The values of a form the browser submitted itself: pressed Calculate before the app ran (a
 * prerendered page still loading on a slow phone), the visitor was sent to this address with the
 * fields (by their names) in the query. Null when the query has none of them.
 */
function submittedBeforeStart(query: URLSearchParams): RateSpreadInput | null {
  if (!FIELD_ORDER.some((field) => query.has(field))) return null
  return Object.fromEntries(
    FIELD_ORDER.map((field) => [field, query.get(field) ?? '']),
  ) as unknown as RateSpreadInput
}

/** The single-loan calculator's state: values, errors, the outcome and the calculation. */
export function useRateSpreadForm({ fileServerDomain, publicApiBase }: RateSpreadFormProps) {
  const [query, setQuery] = useSearchParams()
  // Such a page is rendered afresh, never hydrated (a query string: see main.tsx).
  const [submitted] = useState(() => submittedBeforeStart(query))
  const [values, setValues] = useState<RateSpreadInput>(submitted ?? EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)
  const [today] = useState(localToday)
  // Today's date is the visitor's: a prerendered page says "today" until it runs in the browser.
  const hydrated = useHydrated()
  const [focusRequest, setFocusRequest] = useState(0)
  const busyRef = useRef(false)
  const loadAporTables = useAporTables(fileServerDomain)

  // After a submit with errors, focus the first invalid field once its message is on the page.
  useEffect(() => {
    if (focusRequest === 0) return
    const first = FIELD_ORDER.find((field) => errors[field])
    if (first) focusField(first)
  }, [focusRequest, errors])

  // A form submitted before the app ran is calculated as it would have been, and its values
  // leave the address (they are in the form; a reload starts afresh, as it does otherwise).
  const calculateSubmitted = useEffectEvent(() => {
    if (!submitted) return
    const rest = new URLSearchParams(query)
    for (const field of FIELD_ORDER) rest.delete(field)
    setQuery(rest, { replace: true })
    void submit()
  })
  useEffect(() => {
    calculateSubmitted()
  }, [])

  /** A changed value makes the result on screen out of date: it goes. */
  const set = (field: RateSpreadField) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }))
    setOutcome(null)
  }

  async function calculate(loan: ValidLoan): Promise<Outcome> {
    let tables: AporTables | null = null
    try {
      tables = await loadAporTables()
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

  async function submit() {
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

  return { values, errors, outcome, busy, today, hydrated, set, submit }
}

export interface RateSpreadFormProps {
  fileServerDomain: string
  publicApiBase: string
}

import { formatIsoDate } from '@/lib/dates'
import { formatDecimal, parseDecimal, roundHalfUp } from '@/hmda/decimal'
import type { ValidLoan } from '@/hmda/rateSpread'
import { postJson } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'

/** The body the platform's rate spread service takes. */
export interface RateSpreadRequest {
  actionTakenType: number
  loanTerm: number
  reverseMortgage: number
  amortizationType: 'FixedRate' | 'VariableRate'
  /** Percent, e.g. 6.125. */
  apr: number
  /** YYYY-MM-DD. */
  lockInDate: string
}

export type ApiRateSpread = { kind: 'spread'; value: string } | { kind: 'na' }

/** A failure of the service: unreachable, an error status, or an answer of the wrong shape. */
export class RateSpreadApiError extends Error {
  /** The HTTP status when the service answered with an error status. */
  readonly status?: number
  constructor(message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options)
    this.name = 'RateSpreadApiError'
    this.status = options?.status
  }
}

export const RATE_SPREAD_API_TIMEOUT_MS = 15_000

/** The service's address under the public API base (config `api.public`). */
export const rateSpreadUrl = (publicApiBase: string) =>
  `${publicApiBase.replace(/\/+$/, '')}/rateSpread`

/** The request for a validated loan. */
export function requestForLoan(loan: ValidLoan): RateSpreadRequest {
  return {
    actionTakenType: loan.actionTakenType,
    loanTerm: loan.loanTerm,
    reverseMortgage: loan.reverseMortgage,
    amortizationType: loan.amortizationType === 'fixed' ? 'FixedRate' : 'VariableRate',
    // At most three decimals, so the number's shortest form is exactly the decimal text.
    apr: Number(formatDecimal(loan.apr)),
    lockInDate: formatIsoDate(loan.lockInDate),
  }
}

/** Checks the service's answer: `{ "rateSpread": "1.234" }` or `{ "rateSpread": "NA" }`. */
export function parseRateSpreadResponse(body: unknown): ApiRateSpread {
  const value =
    body && typeof body === 'object' && 'rateSpread' in body
      ? (body as { rateSpread: unknown }).rateSpread
      : undefined
  if (typeof value !== 'string') {
    throw new RateSpreadApiError('The rate spread service answered without a "rateSpread" text.')
  }
  const text = value.trim()
  if (text.toUpperCase() === 'NA') return { kind: 'na' }
  const decimal = /^-?\d+(\.\d+)?$/.test(text) ? parseDecimal(text) : null
  if (!decimal) {
    throw new RateSpreadApiError(
      `The rate spread service answered "${value}", which is not a rate spread.`,
    )
  }
  return { kind: 'spread', value: formatDecimal(roundHalfUp(decimal, 3)) }
}

export interface RateSpreadApiOptions {
  timeoutMs?: number
  signal?: AbortSignal
  fetch?: typeof fetch
}

/**
 * Asks the platform's service for a loan's rate spread. Throws RateSpreadApiError. An answer of
 * the local sample services marks the page as showing sample data.
 */
export async function fetchRateSpread(
  publicApiBase: string,
  request: RateSpreadRequest,
  options: RateSpreadApiOptions = {},
): Promise<ApiRateSpread> {
  let body: unknown
  try {
    body = await postJson(rateSpreadUrl(publicApiBase), request, (raw) => raw, {
      timeoutMs: options.timeoutMs ?? RATE_SPREAD_API_TIMEOUT_MS,
      signal: options.signal,
      fetch: options.fetch,
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const said = error.serverMessage && !error.message.includes(error.serverMessage)
    const detail = said
      ? `${error.message.replace(/\.$/, '')}: ${error.serverMessage}`
      : error.message
    throw new RateSpreadApiError(`The rate spread service could not be used. ${detail}`, {
      cause: error,
      status: error.status,
    })
  }
  return parseRateSpreadResponse(body)
}

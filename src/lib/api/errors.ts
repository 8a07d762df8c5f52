/**
 * Typed failures of the remote services (reporting API, file-serving paths, file server), and the
 * words the screens show for them.
 */

export type ApiErrorKind =
  | 'unreachable' // the request never got an answer (network down, DNS, CORS, server not running)
  | 'timeout' // no answer within the client's time limit
  | 'not-found' // 404 / 410: the thing is not published
  | 'busy' // 429: too many requests; see retryAfterSeconds
  | 'server' // 5xx: the service failed; retrying may help
  | 'bad-request' // another 4xx: the service refused the request (serverMessage says why)
  | 'bad-response' // 2xx, but the body is not the JSON expected
  | 'aborted' // cancelled by the caller (the screen no longer needs it)

export interface ApiErrorInit {
  status?: number
  retryAfterSeconds?: number
  serverMessage?: string
  timeoutMs?: number
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly url: string
  /** HTTP status, when the service answered. */
  readonly status?: number
  /** For 'busy': seconds to wait, from the Retry-After header (undefined when not given). */
  readonly retryAfterSeconds?: number
  /** The service's own explanation (JSON "message" or plain text), for 'bad-request' mostly. */
  readonly serverMessage?: string
  /** For 'timeout': the limit that passed. */
  readonly timeoutMs?: number

  constructor(kind: ApiErrorKind, url: string, message: string, init: ApiErrorInit = {}) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.url = url
    this.status = init.status
    this.retryAfterSeconds = init.retryAfterSeconds
    this.serverMessage = init.serverMessage
    this.timeoutMs = init.timeoutMs
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** True for a cancellation (which screens ignore rather than show). */
export const isAborted = (error: unknown): boolean =>
  (error instanceof ApiError && error.kind === 'aborted') ||
  (error instanceof DOMException && error.name === 'AbortError')

/**
 * Seconds to wait from a Retry-After header value: delta-seconds or an HTTP date (relative to
 * `now`). Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}

export interface ErrorDescription {
  heading: string
  message: string
  /** Whether trying the same request again may succeed (screens then offer a retry button). */
  canRetry: boolean
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`)

/** "Try again in 30 seconds." from a busy answer's Retry-After, else "Try again in a moment." */
export function tryAgainAfter(error: ApiError): string {
  return error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0
    ? `Try again in ${seconds(error.retryAfterSeconds)}.`
    : 'Try again in a moment.'
}

/**
 * User-facing words for a failure while loading `what` (a noun phrase in lower case, e.g. "the
 * list of institutions", "this report").
 */
export function describeApiError(error: unknown, what: string): ErrorDescription {
  const What = capitalise(what)
  if (!(error instanceof ApiError)) {
    const detail = error instanceof Error && error.message ? ` (${error.message})` : ''
    return {
      heading: 'Something went wrong',
      message: `${What} could not be loaded${detail}. Try again.`,
      canRetry: true,
    }
  }
  switch (error.kind) {
    case 'not-found':
      return {
        heading: 'Not published',
        message: `${What} is not published (${error.status ?? 404}).`,
        canRetry: false,
      }
    case 'busy':
      return {
        heading: 'The service is busy',
        message: `The service is busy. ${tryAgainAfter(error)}`,
        canRetry: true,
      }
    case 'unreachable':
      return {
        heading: 'Service unreachable',
        message: `${What} could not be loaded: the service could not be reached. Check your connection and try again.`,
        canRetry: true,
      }
    case 'timeout':
      return {
        heading: 'No answer from the service',
        message: `${What} did not arrive within ${seconds(Math.round((error.timeoutMs ?? 0) / 1000))}. Try again.`,
        canRetry: true,
      }
    case 'server':
      return {
        heading: 'Server error',
        message: `The service failed while sending ${what} (HTTP ${error.status ?? 500}). Try again; if it keeps failing, try later.`,
        canRetry: true,
      }
    case 'bad-request':
      return {
        heading: 'Request refused',
        message: `The service refused the request for ${what}${
          error.serverMessage ? `: ${error.serverMessage}` : ` (HTTP ${error.status ?? 400})`
        }${/[.!?]$/.test(error.serverMessage ?? '') ? '' : '.'}`,
        canRetry: false,
      }
    case 'bad-response':
      return {
        heading: 'Unexpected answer',
        message: `The service's answer for ${what} could not be read. Try again later.`,
        canRetry: true,
      }
    case 'aborted':
      return {
        heading: 'Cancelled',
        message: `Loading ${what} was cancelled.`,
        canRetry: true,
      }
  }
}

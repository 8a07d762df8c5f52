/** A small fetch wrapper: a timeout, and failures as typed HttpErrors with clear messages. */

export type HttpErrorKind = 'timeout' | 'aborted' | 'network' | 'status' | 'body'

export class HttpError extends Error {
  readonly kind: HttpErrorKind
  /** The HTTP status, for kind 'status'. */
  readonly status?: number
  constructor(kind: HttpErrorKind, message: string, status?: number) {
    super(message)
    this.name = 'HttpError'
    this.kind = kind
    this.status = status
  }
}

export interface HttpOptions {
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Give up after this many milliseconds (default 15 s). */
  timeoutMs?: number
  /** Cancels the request from outside. */
  signal?: AbortSignal
  /** The fetch to use (tests); defaults to the global one. */
  fetch?: typeof fetch
}

export const DEFAULT_TIMEOUT_MS = 15_000

/** Up to 200 characters of an error body, preferring a JSON "message" field. */
function describeBody(text: string): string {
  let detail = text
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown }
      if (typeof message === 'string') detail = message
    }
  } catch {
    // not JSON: use the text
  }
  detail = detail.replace(/\s+/g, ' ').trim()
  return detail.length > 200 ? `${detail.slice(0, 199)}…` : detail
}

/**
 * Fetches `url` and returns the response (status 2xx) after `read` consumed its body, all within
 * the timeout. Throws HttpError: 'timeout', 'aborted' (the caller's signal), 'network',
 * 'status' (non-2xx, with the server's message when it gave one) or 'body' (unreadable body).
 */
async function request<T>(
  url: string,
  options: HttpOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onAbort)
  if (options.signal?.aborted) controller.abort()
  const fail = (error: unknown): never => {
    if (error instanceof HttpError) throw error
    if (timedOut)
      throw new HttpError('timeout', `No answer from ${url} within ${timeoutMs / 1000} s.`)
    if (options.signal?.aborted)
      throw new HttpError('aborted', `The request to ${url} was cancelled.`)
    throw new HttpError('network', `Could not reach ${url}.`)
  }
  try {
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        signal: controller.signal,
      })
    } catch (error) {
      return fail(error)
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '')
      const detail = describeBody(text)
      throw new HttpError(
        'status',
        `${url} answered HTTP ${response.status}${detail ? `: ${detail}` : '.'}`,
        response.status,
      )
    }
    try {
      return await read(response)
    } catch (error) {
      if (error instanceof HttpError || timedOut || options.signal?.aborted) return fail(error)
      throw new HttpError('body', `The answer from ${url} could not be read.`)
    }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }
}

/** The body of a successful response as text. */
export const fetchText = (url: string, options: HttpOptions = {}): Promise<string> =>
  request(url, options, (response) => response.text())

/** The body of a successful response parsed as JSON ('body' error when it is not JSON). */
export function fetchJson(url: string, options: HttpOptions = {}): Promise<unknown> {
  return request(url, options, async (response) => {
    const text = await response.text()
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new HttpError('body', `The answer from ${url} is not valid JSON.`)
    }
  })
}

/** POSTs `body` as JSON and returns the parsed JSON answer. */
export const postJson = (url: string, body: unknown, options: HttpOptions = {}): Promise<unknown> =>
  fetchJson(url, {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
    body: JSON.stringify(body),
  })

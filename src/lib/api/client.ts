/**
 * The HTTP client: every call has a timeout, follows the caller's AbortSignal, checks the body
 * once (JSON parsed, then validated by the caller's `parse`) and fails with a typed ApiError.
 * Responses marked `X-HMDA-Sample-Data: 1` flag the sample-data store.
 */
import { ApiError, parseRetryAfter } from './errors'
import { noteSampleResponse } from './sampleData'
import { ShapeError } from './validate'

export interface RequestOptions {
  signal?: AbortSignal
  /** Give up after this many milliseconds (default 20 s). */
  timeoutMs?: number
  /** The fetch to use (tests); defaults to the global one. */
  fetch?: typeof fetch
}

export const DEFAULT_TIMEOUT_MS = 20_000

/** The server's explanation in an error body: a JSON "message" (or "error"), else short text. */
export function serverMessageOf(text: string): string | undefined {
  let detail = text
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object') {
      const { message, error } = parsed as { message?: unknown; error?: unknown }
      if (typeof message === 'string') detail = message
      else if (typeof error === 'string') detail = error
    }
  } catch {
    // not JSON: use the text, unless it is an HTML page
    if (/^\s*</.test(text)) return undefined
  }
  detail = detail.replace(/\s+/g, ' ').trim()
  if (!detail) return undefined
  return detail.length > 200 ? `${detail.slice(0, 199)}…` : detail
}

/** The ApiError for a non-2xx answer. */
export async function errorForResponse(
  url: string,
  response: Response,
  body?: string,
): Promise<ApiError> {
  const status = response.status
  const text = body ?? (await response.text().catch(() => ''))
  const serverMessage = serverMessageOf(text)
  if (status === 404 || status === 410)
    return new ApiError('not-found', url, `${url} is not published (HTTP ${status}).`, {
      status,
      serverMessage,
    })
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'))
    return new ApiError('busy', url, `${url} answered 429 Too Many Requests.`, {
      status,
      retryAfterSeconds,
      serverMessage,
    })
  }
  if (status >= 500)
    return new ApiError('server', url, `${url} answered HTTP ${status}.`, { status, serverMessage })
  return new ApiError(
    'bad-request',
    url,
    `${url} answered HTTP ${status}${serverMessage ? `: ${serverMessage}` : '.'}`,
    { status, serverMessage },
  )
}

/**
 * Runs `fetch` then `read` within one timeout. Network failures, the timeout and the caller's
 * abort become ApiErrors; `read` may throw ApiErrors of its own.
 */
async function request<T>(
  url: string,
  init: RequestInit,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (options.signal?.aborted)
    throw new ApiError('aborted', url, `The request to ${url} was cancelled.`)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  const { signal } = options
  signal?.addEventListener('abort', onAbort)
  const fail = (error: unknown): never => {
    if (error instanceof ApiError) throw error
    if (timedOut)
      throw new ApiError('timeout', url, `No answer from ${url} within ${timeoutMs} ms.`, {
        timeoutMs,
      })
    if (signal?.aborted) throw new ApiError('aborted', url, `The request to ${url} was cancelled.`)
    throw new ApiError('unreachable', url, `Could not reach ${url}.`)
  }
  try {
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(url, { ...init, signal: controller.signal })
    } catch (error) {
      return fail(error)
    }
    noteSampleResponse(response)
    try {
      return await read(response)
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (timedOut || signal?.aborted) return fail(error)
      throw new ApiError('unreachable', url, `The answer from ${url} broke off.`)
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * GETs JSON and returns `parse(body)`. A body that is not JSON, or that `parse` rejects (by
 * throwing), is a 'bad-response' ApiError naming what was wrong.
 */
export function getJson<T>(
  url: string,
  parse: (raw: unknown) => T,
  options: RequestOptions = {},
): Promise<T> {
  return jsonRequest(url, { headers: { Accept: 'application/json' } }, parse, options)
}

/** POSTs `body` as JSON and returns `parse(answer)`, checked as getJson does. */
export function postJson<T>(
  url: string,
  body: unknown,
  parse: (raw: unknown) => T,
  options: RequestOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  }
  return jsonRequest(url, init, parse, options)
}

function jsonRequest<T>(
  url: string,
  init: RequestInit,
  parse: (raw: unknown) => T,
  options: RequestOptions,
): Promise<T> {
  return request(url, init, options, async (response) => {
    if (!response.ok) throw await errorForResponse(url, response)
    return checkJson(url, response.status, await response.text(), parse)
  })
}

/**
 * `parse(JSON.parse(text))` for an answer's body: text that is not JSON, or that `parse` rejects
 * (by throwing), is a 'bad-response' ApiError naming what was wrong.
 */
export function checkJson<T>(
  url: string,
  status: number,
  text: string,
  parse: (raw: unknown) => T,
): T {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new ApiError('bad-response', url, `The answer from ${url} is not valid JSON.`, {
      status,
    })
  }
  try {
    return parse(raw)
  } catch (error) {
    const detail = error instanceof ShapeError || error instanceof Error ? error.message : ''
    throw new ApiError(
      'bad-response',
      url,
      `The answer from ${url} is not in the expected shape${detail ? ` (${detail})` : ''}.`,
      { status },
    )
  }
}

export interface Answer {
  response: Response
  /** The whole body, read within the same timeout. */
  text: string
}

/**
 * Sends any request and reads the whole answer, whatever its status, within one timeout: for
 * endpoint modules (filing, HMDA Help) that decide per status what an answer means. Only
 * network failures, the timeout and the caller's abort throw (ApiError).
 */
export function send(
  url: string,
  init: RequestInit,
  options: RequestOptions = {},
): Promise<Answer> {
  return request(url, init, options, async (response) => ({
    response,
    text: await response.text(),
  }))
}

/** GETs the body as text (CSV, pipe-delimited files). */
export function getText(url: string, options: RequestOptions = {}): Promise<string> {
  return request(url, {}, options, async (response) => {
    if (!response.ok) throw await errorForResponse(url, response)
    return response.text()
  })
}

export interface FileInfo {
  /** Bytes, from Content-Length (null when the server does not say). */
  size: number | null
  /** From Last-Modified (null when absent or unreadable). */
  lastModified: Date | null
}

/**
 * HEAD request for a downloadable file: its size and date, or null when the file is absent or
 * the server cannot be reached (a CDN's 404 without CORS headers looks like a network failure).
 * Only a cancellation by the caller throws (ApiError 'aborted').
 */
export async function headFile(
  url: string,
  options: RequestOptions = {},
): Promise<FileInfo | null> {
  try {
    return await request(url, { method: 'HEAD' }, options, async (response) => {
      if (!response.ok) return null
      const length = response.headers.get('Content-Length')
      const size = length !== null && /^\d+$/.test(length.trim()) ? Number(length) : null
      const modified = response.headers.get('Last-Modified')
      const time = modified ? Date.parse(modified) : NaN
      return { size, lastModified: Number.isNaN(time) ? null : new Date(time) }
    })
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error
    return null
  }
}

/**
 * GETs `url` and resolves once it answers 2xx, cancelling the body after the headers: checks that
 * a (large) file would download before the browser's own download takes it. Fails with the
 * ApiError of the status (busy with its Retry-After, server, not-found…), timeout or abort.
 */
export function probe(url: string, options: RequestOptions = {}): Promise<void> {
  return request(url, { cache: 'no-store' }, options, async (response) => {
    if (!response.ok) throw await errorForResponse(url, response)
    await response.body?.cancel().catch(() => undefined)
  })
}

/**
 * HEAD request answering only the status: 0 when the browser got no answer (network, CORS, the
 * timeout). Only a cancellation by the caller throws (ApiError 'aborted').
 */
export async function headStatus(url: string, options: RequestOptions = {}): Promise<number> {
  try {
    return await request(url, { method: 'HEAD', cache: 'no-store' }, options, (response) =>
      Promise.resolve(response.status),
    )
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error
    return 0
  }
}

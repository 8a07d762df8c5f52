/**
 * Mailing-list signup request: a form POST through the HTTP client, with the
 * `X-Requested-With: XMLHttpRequest` header the subscription service expects. The footer loads
 * this module (and with it the client) on the first signup, not with every page: the first load
 * of `/` has a 90 KB budget. The words it shows itself are in subscribeMessages.ts.
 */
import { send } from './api/client'
import {
  BAD_REQUEST_MESSAGE,
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
} from './subscribeMessages'

export type SubscribeResult =
  | { ok: true; message: string }
  | { ok: false; kind: 'status'; status: number; message: string }
  | { ok: false; kind: 'network'; message: string }

export interface SubscribeOptions {
  /** Milliseconds before the request is abandoned; 15 seconds when not given. */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 15_000

/** A body that is markup or structured data is not meant for people, so it is not shown. */
function looksLikeMarkupOrJson(text: string): boolean {
  return /^[<{[]/.test(text)
}

function successMessage(text: string): string {
  return text === '' || looksLikeMarkupOrJson(text) ? SUBSCRIBED_MESSAGE : text
}

function statusMessage(status: number, text: string): string {
  if (status === 400) return BAD_REQUEST_MESSAGE
  return text === '' ? `Error (${status})` : `Error (${status}) ${text}`
}

/**
 * Posts `email` and the list's topic `code` to `endpoint` as a form submission. Never rejects:
 * every outcome, including a timeout or a dropped connection, is described by the result.
 */
export async function subscribe(
  endpoint: string,
  email: string,
  code: string,
  options: SubscribeOptions = {},
): Promise<SubscribeResult> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS } = options
  try {
    const { response, text: body } = await send(
      endpoint,
      {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        },
        body: new URLSearchParams({ email, code }),
      },
      { timeoutMs },
    )
    const { status } = response
    const text = body.trim()
    if (status === 200) return { ok: true, message: successMessage(text) }
    return { ok: false, kind: 'status', status, message: statusMessage(status, text) }
  } catch {
    // No answer: the connection failed, was refused (CORS), broke off or timed out.
    return { ok: false, kind: 'network', message: SUBSCRIBE_FAILED_MESSAGE }
  }
}

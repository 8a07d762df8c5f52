/** Mailing-list signup request, sent with XMLHttpRequest as the subscription service expects. */

export type SubscribeResult =
  | { ok: true; message: string }
  | { ok: false; kind: 'status'; status: number; message: string }
  | { ok: false; kind: 'network'; message: string }

export interface SubscribeOptions {
  /** Milliseconds before the request is abandoned; 15 seconds when not given. */
  timeoutMs?: number
}

export const SUBSCRIBED_MESSAGE = 'You have been subscribed!'
export const BAD_REQUEST_MESSAGE = 'Error (400): Bad Request'
/** Shown for network failures and timeouts. The two spaces after the full stop are intended. */
export const SUBSCRIBE_FAILED_MESSAGE = 'Subscription failed.  Please try again later.'

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
export function subscribe(
  endpoint: string,
  email: string,
  code: string,
  options: SubscribeOptions = {},
): Promise<SubscribeResult> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS } = options
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: SubscribeResult) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const failed = () => settle({ ok: false, kind: 'network', message: SUBSCRIBE_FAILED_MESSAGE })

    const xhr = new XMLHttpRequest()
    xhr.onload = () => {
      const { status } = xhr
      // A status of 0 means no response was received at all.
      if (status === 0) return failed()
      const text = xhr.responseText.trim()
      if (status === 200) return settle({ ok: true, message: successMessage(text) })
      settle({ ok: false, kind: 'status', status, message: statusMessage(status, text) })
    }
    xhr.onerror = failed
    xhr.ontimeout = failed
    xhr.onabort = failed

    try {
      xhr.open('POST', endpoint)
      xhr.timeout = timeoutMs
      xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
      xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8')
      xhr.send(new URLSearchParams({ email, code }).toString())
    } catch {
      // open() throws on a malformed URL and send() may throw when the request is refused.
      failed()
    }
  })
}

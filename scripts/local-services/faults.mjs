// Fault injection for tests, honoured only in sample mode (never when proxying to real services).
//
// A request carries rules in the cookie `hmda-fault` or the header `X-HMDA-Fault`:
//   <fault>[@<path prefix>]  rules joined by "|" (the cookie value may be URL-encoded)
// A rule without a prefix applies to every service path (/v2/…, /file/…, /hmda-files/…); the
// built site itself (HTML, scripts, /data/…) is never affected. Faults:
//   429[:<seconds>]   429 Too Many Requests with Retry-After (default 30)
//   500 | 502 | 503   server error with a JSON message
//   404               not found
//   delay:<ms>        answer normally after <ms> milliseconds
//   hang              never answer (the client's timeout fires; the socket closes after 5 min)
//   malformed         200 with a truncated JSON body
//   reset             drop the connection without an answer (the client sees a network error)
// Example (Playwright): context.addCookies([{ name: 'hmda-fault',
//   value: '429:12@/v2/reporting/filers', url: 'http://127.0.0.1:4305' }])

export const FAULT_COOKIE = 'hmda-fault'
export const FAULT_HEADER = 'x-hmda-fault'

const FAULT = /^(429(?::\d+)?|500|502|503|404|delay:\d+|hang|malformed|reset)$/

/** @typedef {{ fault: string, prefix: string }} FaultRule */

/**
 * Parses a rule list; unknown rules are reported, not silently ignored.
 * @param {string} text
 */
export function parseFaultRules(text) {
  /** @type {FaultRule[]} */
  const rules = []
  /** @type {string[]} */
  const errors = []
  for (const part of text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = part.indexOf('@')
    const fault = at < 0 ? part : part.slice(0, at)
    const prefix = at < 0 ? '' : part.slice(at + 1)
    if (!FAULT.test(fault)) errors.push(`unknown fault "${fault}"`)
    else if (prefix && !prefix.startsWith('/'))
      errors.push(`path prefix must start with /: ${prefix}`)
    else rules.push({ fault, prefix })
  }
  return { rules, errors }
}

/**
 * The value of cookie `name` in a Cookie header, decoded (null when absent).
 * @param {string | undefined | null} header
 * @param {string} name
 */
export function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return null
}

/**
 * The first rule matching `pathname`, from the request's header or cookie (header first).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 * @returns {FaultRule | { fault: 'invalid', errors: string[] } | null}
 */
export function faultFor(req, pathname) {
  const text = req.headers[FAULT_HEADER] ?? cookieValue(req.headers.cookie, FAULT_COOKIE)
  if (!text) return null
  const { rules, errors } = parseFaultRules(String(text))
  if (errors.length) return { fault: 'invalid', errors }
  return rules.find((r) => !r.prefix || pathname.startsWith(r.prefix)) ?? null
}

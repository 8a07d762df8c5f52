/**
 * Address check used before a signup is sent. It accepts the common shapes of RFC 5322
 * addresses without trying to be complete:
 * - local part: a dot-atom (`first.last+tag`) or a quoted string (`"john doe"`);
 * - domain: dot-separated labels whose last label has two or more letters, or a bracketed
 *   IPv4 address literal such as `[192.168.0.1]`.
 */

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]"
const DOT_ATOM = `${ATEXT}+(?:\\.${ATEXT}+)*`
const QUOTED = '"(?:[^"\\\\\\r\\n]|\\\\[^\\r\\n])+"'
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const HOSTNAME = `(?:${LABEL}\\.)+[A-Za-z]{2,}`
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const IPV4_LITERAL = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`

const EMAIL = new RegExp(`^(?:${DOT_ATOM}|${QUOTED})@(?:${HOSTNAME}|${IPV4_LITERAL})$`)

/** Longest address that fits the SMTP path limit. */
const MAX_LENGTH = 254
const MAX_LOCAL_LENGTH = 64

export function isValidEmail(value: string): boolean {
  if (value.length > MAX_LENGTH || !EMAIL.test(value)) return false
  const at = value.lastIndexOf('@')
  return at <= MAX_LOCAL_LENGTH
}

/**
 * The claims of the platform's access tokens (Keycloak realm hmda2) that the site reads: the
 * LEIs the user may file for (`lei`, one comma-separated string), the client roles
 * (`resource_access["hmda2-api"].roles`), names, e-mail and expiry. The token's signature is not
 * checked here (the APIs check it); this only reads what the site shows and routes on.
 */
export const CLIENT_ID = 'hmda2-api'
export const ADMIN_ROLE = 'hmda-admin'

export interface UserClaims {
  sub: string
  email: string
  username: string
  name: string
  givenName: string
  familyName: string
  /** Upper case, trimmed, without empty entries or repeats. */
  leis: string[]
  roles: string[]
  isAdmin: boolean
  /** Expiry, epoch seconds. */
  exp: number
}

export class TokenError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TokenError'
  }
}

/** "A, B,,b" → ["A", "B"]. */
export function splitLeis(value: unknown): string[] {
  if (typeof value !== 'string') return []
  const out: string[] = []
  for (const part of value.split(',')) {
    const lei = part.trim().toUpperCase()
    if (lei && !out.includes(lei)) out.push(lei)
  }
  return out
}

function base64UrlDecode(text: string): string {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The payload of a JWT as an object; TokenError when it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) throw new TokenError('Not a JSON Web Token.')
  let payload: unknown
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]))
  } catch {
    throw new TokenError('The token payload is not readable JSON.')
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new TokenError('The token payload is not an object.')
  return payload as Record<string, unknown>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function claimsFromPayload(payload: Record<string, unknown>): UserClaims {
  if (typeof payload.exp !== 'number') throw new TokenError('The token has no expiry (exp).')
  const access = payload.resource_access
  let roles: string[] = []
  if (typeof access === 'object' && access !== null) {
    const client = (access as Record<string, unknown>)[CLIENT_ID]
    const list =
      typeof client === 'object' && client !== null
        ? (client as { roles?: unknown }).roles
        : undefined
    if (Array.isArray(list)) roles = list.filter((r): r is string => typeof r === 'string')
  }
  const givenName = text(payload.given_name)
  const familyName = text(payload.family_name)
  return {
    sub: text(payload.sub),
    email: text(payload.email),
    username: text(payload.preferred_username),
    name: text(payload.name) || `${givenName} ${familyName}`.trim(),
    givenName,
    familyName,
    leis: splitLeis(payload.lei),
    roles,
    isAdmin: roles.includes(ADMIN_ROLE),
    exp: payload.exp,
  }
}

/** Reads an access token's claims (TokenError when the token cannot be read). */
export const parseAccessToken = (token: string): UserClaims =>
  claimsFromPayload(decodeJwtPayload(token))

/** The part after "@" of an e-mail address, lower case ("" when there is none). */
export const emailDomain = (email: string) => {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

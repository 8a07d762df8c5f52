/**
 * The OpenID Connect settings of the filing sign-in, read from the environment configuration's
 * `signInUrl` (the platform's authorization endpoint with its client):
 * `/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api&…` gives the realm
 * (authority) `/auth/realms/hmda2` and the client `hmda2-api`. A relative URL is on the site's own
 * host, as the platform's Keycloak is.
 */
export interface OidcSettings {
  /** The realm URL (issuer), absolute. */
  authority: string
  clientId: string
}

const AUTH_PATH = '/protocol/openid-connect/auth'

export class OidcConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OidcConfigError'
  }
}

export function oidcSettingsFrom(signInUrl: string, origin: string): OidcSettings {
  // The template's placeholders are not part of the realm or client.
  const filled = signInUrl.replaceAll('{origin}', origin).replaceAll('{period}', '0')
  let url: URL
  try {
    url = new URL(filled, origin)
  } catch {
    throw new OidcConfigError(`signInUrl is not a URL: ${signInUrl}`)
  }
  const at = url.pathname.indexOf(AUTH_PATH)
  if (at <= 0 || at + AUTH_PATH.length !== url.pathname.length)
    throw new OidcConfigError(`signInUrl does not end in ${AUTH_PATH}: ${signInUrl}`)
  const clientId = url.searchParams.get('client_id')
  if (!clientId) throw new OidcConfigError(`signInUrl has no client_id: ${signInUrl}`)
  return { authority: `${url.origin}${url.pathname.slice(0, at)}`, clientId }
}

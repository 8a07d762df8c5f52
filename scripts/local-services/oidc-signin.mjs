// Test helper: signs a test user in at the local identity provider over HTTP, as a browser and
// the site do (authorization code + PKCE S256 through the test-user form), for unit tests of the
// provider and of the services that check its tokens. The e2e specs reach `signInAs` through
// oidc-testing.mjs, whose declaration (oidc-testing.d.mts) a test holds to this file's types.
import { createHash, randomBytes } from 'node:crypto'
import { REALM_PATH } from './oidc.mjs'

/**
 * @typedef {{ jar: Map<string, string>,
 *   get(url: string | URL, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>,
 *   form(url: string | URL, body: Record<string, string>): Promise<Response> }} TestBrowser
 * @typedef {{ issuer: string, authorization_endpoint: string, token_endpoint: string,
 *   end_session_endpoint: string, jwks_uri: string, code_challenge_methods_supported: string[],
 *   [key: string]: unknown }} Discovery
 *   The provider's discovery document (the fields the tests and the site read).
 * @typedef {{ access_token: string, id_token?: string, refresh_token?: string,
 *   expires_in?: number, [key: string]: unknown }} TokenSet
 * @typedef {{ meta: Discovery, b: TestBrowser, html: string, tokenResponse: Response,
 *   tokens: TokenSet }} SignedIn
 */

/**
 * A browser's cookie jar for one origin, with GET and form POST that keep cookies.
 * @param {string} base
 * @returns {TestBrowser}
 */
export function testBrowser(base) {
  /** @type {Map<string, string>} */
  const jar = new Map()
  /** @param {Response} response */
  const keep = (response) => {
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const [k = '', ...v] = (pair ?? '').split('=')
      jar.set(k.trim(), v.join('='))
    }
    return response
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  return {
    jar,
    get: async (url, init = {}) =>
      keep(
        await fetch(new URL(url, base), {
          redirect: 'manual',
          ...init,
          headers: { cookie: cookie(), ...init.headers },
        }),
      ),
    form: async (url, body) =>
      keep(
        await fetch(new URL(url, base), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body),
        }),
      ),
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/**
 * The claims of a JWT, unverified (the tests read what the provider signed).
 * @param {string} jwt
 * @returns {Record<string, any>}
 */
export const decodeJwt = (jwt) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'))

/**
 * @param {string} base
 * @returns {Promise<Discovery>}
 */
export async function discovery(base) {
  const response = await fetch(`${base}${REALM_PATH}/.well-known/openid-configuration`)
  return response.json()
}

/**
 * Signs `user` in; returns the discovery document, the browser, the login form's HTML, the token
 * response and its JSON. Throws when a step does not answer as expected.
 * @param {string} base
 * @param {{ sub: string }} user
 * @param {{ redirect?: string, browser?: TestBrowser }} [options]
 * @returns {Promise<SignedIn>}
 */
export async function signInAs(base, user, options = {}) {
  const b = options.browser ?? testBrowser(base)
  const redirect = options.redirect ?? `${base}/filing/2026/institutions`
  const meta = await discovery(base)
  const { verifier, challenge } = pkcePair()
  const query = new URLSearchParams({
    client_id: 'hmda2-api',
    redirect_uri: redirect,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  /** @param {Response} r @param {string} step */
  const expect303 = (r, step) => {
    const location = r.headers.get('location')
    if (r.status !== 303 || location === null)
      throw new Error(`${step}: expected 303 with a location, got ${r.status}`)
    return location
  }
  const loginUrl = expect303(await b.get(`${meta.authorization_endpoint}?${query}`), 'authorize')
  if (!loginUrl.startsWith(`${REALM_PATH}/login-actions/`))
    throw new Error(`authorize: unexpected redirect ${loginUrl}`)
  const page = await b.get(loginUrl)
  const html = await page.text()
  const resume = expect303(
    await b.form(`${loginUrl}/login`, { user: user.sub, action: 'login' }),
    'login',
  )
  const back = new URL(expect303(await b.get(resume), 'resume'))
  if (back.origin + back.pathname !== redirect) throw new Error(`resume: back to ${back.href}`)
  const params = new URLSearchParams(back.hash.slice(1))
  if (params.get('state') !== 'state-1') throw new Error('resume: state not returned')
  const code = params.get('code')
  if (!code) throw new Error('resume: no code returned')
  // The site's fetch to the same origin sends the cookies too (the lifetime test cookie).
  const tokenResponse = await b.form(meta.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    client_id: 'hmda2-api',
    redirect_uri: redirect,
    code_verifier: verifier,
  })
  return { meta, b, html, tokenResponse, tokens: await tokenResponse.json() }
}

// @vitest-environment node
// The local OpenID Connect provider over real HTTP: discovery, authorization code + PKCE S256
// through the test-user form, token, refresh, claims, logout, and the checks a provider must make.
import { createServer, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createIdentityProvider,
  isTrustedProxy,
  REALM_PATH,
  requestOrigin,
  TEST_USERS,
  TTL_COOKIE,
} from './oidc.mjs'
import {
  decodeJwt,
  discovery as discoverDocument,
  pkcePair,
  signInAs,
  testBrowser,
} from './oidc-signin.mjs'
import { listen, listenOnFreePort, must } from './test-server.mjs'

/** @type {{ url: string, close(): void }} */
let server
let base = ''
/** @type {ReturnType<typeof createIdentityProvider>} */
let idp

beforeAll(async () => {
  idp = createIdentityProvider({ accessTtl: 120, refreshTtl: 600 })
  server = await listen([idp.handle])
  base = server.url
})
afterAll(() => server?.close())

const browser = () => testBrowser(base)
const pkce = pkcePair
const decode = decodeJwt
const discovery = () => discoverDocument(base)
/**
 * @param {{ sub: string }} user
 * @param {{ b?: import('./oidc-signin.mjs').TestBrowser }} [options]
 */
const signIn = async (user, { b } = {}) => {
  const result = await signInAs(base, user, { browser: b })
  expect(result.tokenResponse.status).toBe(200)
  return result
}

const [lender, newcomer, admin] = TEST_USERS

/**
 * The query of an authorization request from the site's client (code flow with PKCE S256),
 * back to `redirect`: this origin's 2026 institutions page unless named.
 * @param {{ redirect?: string, challenge?: string | null }} [options] challenge null: no PKCE
 */
function authorizeQuery({
  redirect = `${base}/filing/2026/institutions`,
  challenge = pkce().challenge,
} = {}) {
  const query = new URLSearchParams({
    client_id: 'hmda2-api',
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'openid',
  })
  if (challenge !== null) {
    query.set('code_challenge', challenge)
    query.set('code_challenge_method', 'S256')
  }
  return query
}

describe('local OpenID Connect provider', () => {
  it('publishes discovery at the realm path with Keycloak endpoint paths', async () => {
    const meta = await discovery()
    const oidc = `${base}${REALM_PATH}/protocol/openid-connect`
    expect(meta.issuer).toBe(`${base}${REALM_PATH}`)
    expect(meta.authorization_endpoint).toBe(`${oidc}/auth`)
    expect(meta.token_endpoint).toBe(`${oidc}/token`)
    expect(meta.end_session_endpoint).toBe(`${oidc}/logout`)
    expect(meta.jwks_uri).toBe(`${oidc}/certs`)
    expect(meta.code_challenge_methods_supported).toEqual(['S256'])
  })

  it('signs a lender in with PKCE; the access token carries the platform claims', async () => {
    const { html, tokenResponse, tokens } = await signIn(lender)
    expect(html).toContain('Local test identity provider')
    for (const u of TEST_USERS) expect(html).toContain(u.email)
    expect(tokenResponse.status).toBe(200)
    expect(tokens.expires_in).toBe(120)
    expect(tokens.refresh_token).toBeTruthy()
    const claims = decode(tokens.access_token)
    expect(claims).toMatchObject({
      iss: `${base}${REALM_PATH}`,
      sub: lender.sub,
      azp: 'hmda2-api',
      email: lender.email,
      preferred_username: lender.username,
      lei: 'HMDATESTBANK00000137,549300LAKESIDEMTGE92',
      resource_access: { 'hmda2-api': { roles: ['hmda-user'] } },
    })
    expect(claims.exp - claims.iat).toBe(120)
    expect(idp.verifyAccessToken(tokens.access_token, base)).toMatchObject({ sub: lender.sub })
  })

  it('gives an empty lei claim to a user without institutions and hmda-admin to the admin', async () => {
    const none = decode((await signIn(newcomer)).tokens.access_token)
    expect(none.lei).toBe('')
    const adm = decode((await signIn(admin)).tokens.access_token)
    expect(adm.resource_access['hmda2-api'].roles).toContain('hmda-admin')
  })

  it('refreshes, and a refreshed token carries LEIs changed since sign-in', async () => {
    const { meta, tokens } = await signIn(newcomer)
    idp.setUserLeis(newcomer.sub, ['549300LAKESIDEMTGE92'])
    try {
      const r = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: must(tokens.refresh_token, 'no refresh token'),
          client_id: 'hmda2-api',
        }),
      })
      expect(r.status).toBe(200)
      const refreshed = await r.json()
      expect(decode(refreshed.access_token).lei).toBe('549300LAKESIDEMTGE92')
    } finally {
      idp.setUserLeis(newcomer.sub, [])
    }
  })

  it('refuses a code exchange without the right PKCE verifier', async () => {
    const meta = await discovery()
    const b = browser()
    const { challenge } = pkce()
    const redirect = `${base}/filing/2026/institutions`
    const q = authorizeQuery({ redirect, challenge })
    let r = await b.get(`${meta.authorization_endpoint}?${q}`)
    const loginUrl = location(r)
    await b.get(loginUrl)
    r = await b.form(`${loginUrl}/login`, { user: lender.sub })
    r = await b.get(location(r))
    const code = must(new URL(location(r)).searchParams.get('code'), 'no code')
    const t = await fetch(meta.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'hmda2-api',
        redirect_uri: redirect,
        code_verifier: pkce().verifier,
      }),
    })
    expect(t.status).toBe(400)
    expect((await t.json()).error).toBe('invalid_grant')
  })

  it('requires PKCE and refuses a redirect to another origin', async () => {
    const meta = await discovery()
    const noPkce = await fetch(
      `${meta.authorization_endpoint}?${authorizeQuery({ challenge: null })}`,
      { redirect: 'manual' },
    )
    expect(noPkce.headers.get('location')).toMatch(/error=invalid_request/)
    const elsewhere = await fetch(
      `${meta.authorization_endpoint}?${authorizeQuery({ redirect: 'https://evil.example/filing/' })}`,
      { redirect: 'manual' },
    )
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toMatch(/redirect_uri/)
  })

  it('cancelling on the form returns access_denied to the site', async () => {
    const meta = await discovery()
    const b = browser()
    const q = authorizeQuery()
    let r = await b.get(`${meta.authorization_endpoint}?${q}`)
    const loginUrl = location(r)
    await b.get(loginUrl)
    r = await b.form(`${loginUrl}/login`, { action: 'cancel' })
    r = await b.get(location(r))
    expect(new URL(location(r)).searchParams.get('error')).toBe('access_denied')
  })

  it('logout with id_token_hint ends the provider session and returns to the site', async () => {
    const { meta, b, tokens } = await signIn(lender)
    const back = `${base}/filing/2026/`
    let r = await b.get(
      `${meta.end_session_endpoint}?${new URLSearchParams({
        id_token_hint: must(tokens.id_token, 'no id token'),
        post_logout_redirect_uri: back,
      })}`,
    )
    expect(r.status).toBe(200)
    const html = await r.text()
    const action = must(/action="([^"]+)"/.exec(html)?.[1], 'no form action')
    const xsrf = must(/name="xsrf" value="([^"]+)"/.exec(html)?.[1], 'no xsrf field')
    r = await b.form(action, { xsrf, logout: 'yes' })
    expect(r.status).toBe(303)
    expect(r.headers.get('location')).toBe(back)
    // Signed out: a new authorization asks for a user again.
    const q = authorizeQuery()
    r = await b.get(`${meta.authorization_endpoint}?${q}`)
    expect(r.headers.get('location')).toMatch(/login-actions/)
  })

  it('takes short lifetimes from the test cookie', async () => {
    const b = browser()
    b.jar.set(TTL_COOKIE, '30,60')
    const { tokens } = await signIn(lender, { b })
    expect(tokens.expires_in).toBe(30)
  })

  it('rejects tokens that are expired, altered or from another issuer', async () => {
    const { tokens } = await signIn(lender)
    const t = tokens.access_token
    expect(idp.verifyAccessToken(t, base)).not.toBeNull()
    expect(idp.verifyAccessToken(t, 'http://other.test:1')).toBeNull()
    expect(idp.verifyAccessToken(t, base, Date.now() + 3600_000)).toBeNull()
    const [h, p, s] = t.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...decode(t), lei: 'HMDATESTBANK00000137,549300LAKESIDETRST08' }),
    ).toString('base64url')
    expect(idp.verifyAccessToken(`${h}.${forged}.${s}`, base)).toBeNull()
    expect(idp.verifyAccessToken(`${h}.${p}`, base)).toBeNull()
  })

  it('answers only on local host names', async () => {
    const r = await rawGet(`${base}${REALM_PATH}/.well-known/openid-configuration`, {
      host: 'ffiec.cfpb.gov',
    })
    expect(r.status).toBe(400)
  })
})

/** The Location header of a redirect, which the test needs. @param {Response} r */
function location(r) {
  return must(r.headers.get('location'), `no location in the ${r.status} answer`)
}

/**
 * GET through node:http with the given headers (fetch may not set Host).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
async function rawGet(url, headers) {
  const u = new URL(url)
  return new Promise((resolve, reject) => {
    request({ host: u.hostname, port: u.port, path: u.pathname + u.search, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

describe('the public origin behind a reverse proxy', () => {
  const DISCOVERY = `${REALM_PATH}/.well-known/openid-configuration`
  /**
   * A request as requestOrigin reads it: the peer address and the headers.
   * @param {string} remoteAddress
   * @param {import('node:http').IncomingHttpHeaders} headers
   */
  const fake = (remoteAddress, headers) =>
    /** @type {import('node:http').IncomingMessage} */ (
      /** @type {unknown} */ ({ socket: { remoteAddress }, headers })
    )

  it('trusts the loopback addresses by default (a proxy on the same machine), no others', () => {
    for (const a of ['127.0.0.1', '127.0.0.3', '::1', '::ffff:127.0.0.1'])
      expect(isTrustedProxy(a), a).toBe(true)
    for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '', undefined])
      expect(isTrustedProxy(a), String(a)).toBe(false)
    expect(isTrustedProxy('10.0.0.1', ['10.0.0.1'])).toBe(true)
    expect(isTrustedProxy('127.0.0.1', [])).toBe(false)
  })

  it('takes host, port and scheme from a trusted proxy, and only the Host from anyone else', () => {
    const headers = {
      host: '127.0.0.1:4340',
      'x-forwarded-host': 'ffiec.hmda.test:4440',
      'x-forwarded-proto': 'https',
    }
    expect(requestOrigin(fake('127.0.0.1', headers))).toBe('https://ffiec.hmda.test:4440')
    expect(requestOrigin(fake('10.9.8.7', headers))).toBe('http://127.0.0.1:4340')
    expect(requestOrigin(fake('127.0.0.1', headers), [])).toBe('http://127.0.0.1:4340')
    // A list from a chain of proxies: the first (the visitor's) counts; odd schemes do not.
    expect(
      requestOrigin(
        fake('127.0.0.1', {
          host: 'x.test',
          'x-forwarded-host': 'a.test:1, b.test',
          'x-forwarded-proto': 'gopher',
        }),
      ),
    ).toBe('http://a.test:1')
    // Forwarded or not, only local host names are served.
    expect(
      requestOrigin(fake('127.0.0.1', { host: 'x.test', 'x-forwarded-host': 'ffiec.cfpb.gov' })),
    ).toBeNull()
  })

  it('builds discovery, redirects and tokens for the origin a trusted proxy names', async () => {
    const forwarded = { 'x-forwarded-host': 'ffiec.hmda.test:4440', 'x-forwarded-proto': 'http' }
    const r = await rawGet(`${base}${DISCOVERY}`, forwarded)
    expect(r.status).toBe(200)
    const meta = JSON.parse(r.body)
    const publicOrigin = 'http://ffiec.hmda.test:4440'
    expect(meta.issuer).toBe(`${publicOrigin}${REALM_PATH}`)
    expect(meta.authorization_endpoint).toBe(
      `${publicOrigin}${REALM_PATH}/protocol/openid-connect/auth`,
    )
    // The site's redirect address on the public origin is accepted (not invalid_redirect_uri).
    const q = authorizeQuery({ redirect: `${publicOrigin}/filing/2025/institutions` })
    const auth = await rawGet(`${base}${REALM_PATH}/protocol/openid-connect/auth?${q}`, forwarded)
    expect(auth.status).toBe(303)
    expect(auth.headers.location).toMatch(new RegExp(`^${REALM_PATH}/login-actions/`))
  })

  it('ignores forwarded headers from a client that is not a trusted proxy', async () => {
    const strict = createIdentityProvider({ trustedProxies: ['192.0.2.1'] })
    const other = createServer(async (req, res) => {
      if (!(await strict.handle(req, res))) res.writeHead(404).end()
    })
    const { url: otherBase } = await listenOnFreePort(other)
    try {
      const r = await rawGet(`${otherBase}${DISCOVERY}`, {
        'x-forwarded-host': 'evil.test',
        'x-forwarded-proto': 'https',
      })
      expect(JSON.parse(r.body).issuer).toBe(`${otherBase}${REALM_PATH}`)
    } finally {
      other.close()
    }
  })
})

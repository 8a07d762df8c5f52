// Local OpenID Connect provider: a stand-in for the platform's Keycloak realm `hmda2`, so the site
// signs in through the same redirects as in production (authorization code + PKCE S256, token,
// refresh, RP-initiated logout), with the same claims in the access token (`lei` as one
// comma-separated string, `resource_access["hmda2-api"].roles`, email, names).
//
//   /auth/realms/hmda2/.well-known/openid-configuration     discovery
//   /auth/realms/hmda2/protocol/openid-connect/auth         authorization (PKCE S256 required)
//   /auth/realms/hmda2/protocol/openid-connect/token        code exchange and refresh
//   /auth/realms/hmda2/protocol/openid-connect/logout       end session (then back to the site)
//   /auth/realms/hmda2/protocol/openid-connect/certs        signing keys (JWKS)
//   /auth/realms/hmda2/protocol/openid-connect/userinfo     userinfo
//   /auth/realms/hmda2/login-actions/{uid}                  our sign-in form (the test users)
//
// The provider is `oidc-provider` (a certified OpenID Provider library). Like Keycloak behind the
// site's own host name, the issuer is the origin the request came to (`http://127.0.0.1:4214/…`,
// `http://www.hmda.test:4214/…`): one provider per origin, all signing with the same key. Only
// local host names are served (127.0.0.1, localhost, ::1, *.test). Public client `hmda2-api`,
// redirect and post-logout URIs: any path of that same origin.
//
// Token lifetimes: HMDA_OIDC_ACCESS_TTL / HMDA_OIDC_REFRESH_TTL (seconds; default 300 and 1800, the
// Keycloak defaults for access tokens and idle sessions), or per browser with the cookie
// `hmda-token-ttl=<access>[,<refresh>]` (tests of session expiry; 10 … 86400 s).
import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto'
import Provider from 'oidc-provider'

export const REALM_PATH = '/auth/realms/hmda2'
export const CLIENT_ID = 'hmda2-api'
/** The `aud` of the access tokens: the platform's APIs. */
export const API_AUDIENCE = 'urn:hmda:platform-api'
export const TTL_COOKIE = 'hmda-token-ttl'

/**
 * The test users. `leis` becomes the `lei` claim joined by ","; the profile update
 * (/hmda-auth/users/) replaces it, like the Keycloak user attribute.
 */
/**
 * @typedef {{ sub: string, username: string, email: string, givenName: string,
 *   familyName: string, leis: string[], roles: string[], summary: string }} TestUser
 */
/** @type {TestUser[]} */
export const TEST_USERS = [
  {
    sub: 'a3c4e1f0-1111-4c1e-9a51-000000000001',
    username: 'pat.lender@lakeside.test',
    email: 'pat.lender@lakeside.test',
    givenName: 'Pat',
    familyName: 'Lender',
    leis: ['HMDATESTBANK00000137', '549300LAKESIDEMTGE92'],
    roles: ['hmda-user'],
    summary: 'Lender with two institutions',
  },
  {
    sub: 'a3c4e1f0-2222-4c1e-9a51-000000000002',
    username: 'sam.newfiler@lakeside.test',
    email: 'sam.newfiler@lakeside.test',
    givenName: 'Sam',
    familyName: 'Newfiler',
    leis: [],
    roles: ['hmda-user'],
    summary: 'Lender with no institution yet (profile step)',
  },
  {
    sub: 'a3c4e1f0-3333-4c1e-9a51-000000000003',
    username: 'alex.admin@hmda.test',
    email: 'alex.admin@hmda.test',
    givenName: 'Alex',
    familyName: 'Admin',
    leis: [],
    roles: ['hmda-user', 'hmda-admin'],
    summary: 'HMDA Help administrator (role hmda-admin)',
  },
  {
    sub: 'a3c4e1f0-4444-4c1e-9a51-000000000004',
    username: 'robin.newcomer@lakeside.test',
    email: 'robin.newcomer@lakeside.test',
    givenName: 'Robin',
    familyName: 'Newcomer',
    leis: [],
    roles: ['hmda-user'],
    // Sam's profile is completed by one e2e test; Robin's never is (the failed-save test).
    summary: 'Lender with no institution, whose profile is never saved (profile step)',
  },
]

const LOCAL_HOST = /^(127\.0\.0\.1|localhost|\[::1\]|([a-z0-9-]+\.)*[a-z0-9-]+\.test)(:\d+)?$/i

/**
 * The proxies whose X-Forwarded-Host and X-Forwarded-Proto name the public origin (like
 * Keycloak's `proxy-headers=xforwarded` with its trusted addresses): HMDA_TRUSTED_PROXIES, a
 * comma-separated list of IP addresses ("none" for no proxy), else the loopback addresses (a
 * reverse proxy on the same machine, e.g. the nginx of the e2e project).
 */
export const TRUSTED_PROXIES = parseTrustedProxies(process.env.HMDA_TRUSTED_PROXIES)

/**
 * @param {string | undefined} value
 * @returns {string[] | 'loopback'}
 */
function parseTrustedProxies(value) {
  if (value === undefined || value.trim() === '') return 'loopback'
  if (value.trim() === 'none') return []
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
}

/**
 * Whether a peer address is a trusted proxy (`trusted`: a list of addresses or "loopback").
 * @param {string | undefined} address
 * @param {string[] | 'loopback'} [trusted]
 */
export function isTrustedProxy(address, trusted = TRUSTED_PROXIES) {
  const a = String(address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (a === '') return false
  if (trusted === 'loopback') return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a)
  return trusted.includes(a)
}

/** The first value of a header that proxies may have made a comma-separated list. */
/** @param {string | string[] | undefined} header */
const firstValue = (header) =>
  String(Array.isArray(header) ? header[0] : (header ?? ''))
    .split(',')[0]
    .trim()

/**
 * The public origin of a request, or null when its host is not a local one: the Host it was
 * sent to, or, when it comes from a trusted proxy, the host (with port) and scheme that the
 * proxy names in X-Forwarded-Host / X-Forwarded-Proto. Anyone else's forwarded headers are
 * ignored, so a client cannot make the provider build its addresses for another origin.
 * @param {import('node:http').IncomingMessage} req
 * @param {string[] | 'loopback'} [trusted]
 */
export function requestOrigin(req, trusted = TRUSTED_PROXIES) {
  let host = String(req.headers.host ?? '')
  let scheme = 'http'
  if (isTrustedProxy(req.socket?.remoteAddress, trusted)) {
    const forwardedHost = firstValue(req.headers['x-forwarded-host'])
    const forwardedProto = firstValue(req.headers['x-forwarded-proto']).toLowerCase()
    if (forwardedHost) host = forwardedHost
    if (forwardedProto === 'https' || forwardedProto === 'http') scheme = forwardedProto
  }
  return LOCAL_HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : null
}

/**
 * @param {unknown} value
 * @param {number} fallback
 */
const clampTtl = (value, fallback) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 10 && n <= 86400 ? n : fallback
}

/**
 * @param {string | undefined} header
 * @param {string} name
 */
function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** @param {unknown} text */
const esc = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[c] ?? c,
  )

/** @param {Uint8Array} buffer */
const b64url = (buffer) => Buffer.from(buffer).toString('base64url')

/**
 * The claims of a user's access token (what the platform's APIs and the site read).
 * @param {TestUser} user
 */
export function tokenClaims(user) {
  return {
    typ: 'Bearer',
    azp: CLIENT_ID,
    preferred_username: user.username,
    email: user.email,
    email_verified: true,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`.trim(),
    lei: user.leis.join(','),
    resource_access: { [CLIENT_ID]: { roles: [...user.roles] } },
  }
}

const PAGE_STYLE = `body{font-family:"Source Sans Pro",system-ui,sans-serif;margin:0;color:#1b1b1b;line-height:1.5}
header{background:#1b1b1b;color:#fff;padding:.75rem 1rem}header p{margin:0;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.75rem;line-height:1.2}
.note{border-left:.5rem solid #ffbe2e;background:#faf3d1;padding:.75rem 1rem}
fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:700;font-size:1.25rem}
.user{display:flex;gap:.75rem;align-items:flex-start;border:1px solid #a9aeb1;border-radius:.25rem;padding:.75rem;margin:.5rem 0}
.user input{width:1.25rem;height:1.25rem;margin-top:.2rem;flex:none}.user label{cursor:pointer}
.user span{display:block;color:#454545}
button{font:inherit;font-weight:700;border:0;border-radius:.25rem;padding:.75rem 1.25rem;margin:.5rem .5rem .5rem 0;cursor:pointer;background:#005ea2;color:#fff}
button.secondary{background:#fff;color:#005ea2;box-shadow:inset 0 0 0 2px #005ea2}
:focus-visible{outline:.25rem solid #2491ff;outline-offset:.25rem}`

/**
 * @param {string} title
 * @param {string} body
 */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – local test identity provider</title><style>${PAGE_STYLE}</style></head>
<body><header><p>Local test identity provider (HMDA development services)</p></header>
<main>${body}</main></body></html>`
}

/**
 * @param {string} uid
 * @param {TestUser[]} users
 * @param {string} [error]
 */
function loginPage(uid, users, error) {
  const options = users
    .map(
      (
        u,
        i,
      ) => `<div class="user"><input type="radio" name="user" id="user-${i}" value="${esc(u.sub)}"${i === 0 ? ' checked' : ''}>
<label for="user-${i}"><strong>${esc(u.givenName)} ${esc(u.familyName)}</strong> (${esc(u.email)})
<span>${esc(u.summary)}. LEIs: ${u.leis.length ? esc(u.leis.join(', ')) : 'none'}. Roles: ${esc(u.roles.join(', '))}.</span></label></div>`,
    )
    .join('\n')
  return page(
    'Sign in',
    `<h1>Sign in as a test user</h1>
<p class="note">This page belongs to the local development services. It stands in for the
platform's identity service and Login.gov: no real account or password is used, and nothing
leaves this computer. Choose one of the test users below.</p>
${error ? `<p role="alert"><strong>${esc(error)}</strong></p>` : ''}
<form method="post" action="${REALM_PATH}/login-actions/${esc(uid)}/login">
<fieldset><legend>Test users</legend>
${options}
</fieldset>
<button type="submit" name="action" value="login">Sign in</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel and go back</button>
</form>`,
  )
}

/** @param {import('node:http').IncomingMessage} req */
async function readForm(req) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > 65536) throw new Error('Form too large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * @param {{ accessTtl?: number, refreshTtl?: number, users?: typeof TEST_USERS,
 *   trustedProxies?: string[] | 'loopback' }} [options] trustedProxies: see TRUSTED_PROXIES
 */
export function createIdentityProvider(options = {}) {
  const trustedProxies = options.trustedProxies ?? TRUSTED_PROXIES
  const accessTtl = clampTtl(options.accessTtl ?? process.env.HMDA_OIDC_ACCESS_TTL, 300)
  const refreshTtl = clampTtl(options.refreshTtl ?? process.env.HMDA_OIDC_REFRESH_TTL, 1800)
  const users = new Map(
    (options.users ?? TEST_USERS).map((u) => [u.sub, { ...u, leis: [...u.leis] }]),
  )
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = b64url(randomBytes(9))
  const signingJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }
  const cookieKeys = [randomBytes(32).toString('hex')]
  /** @type {Map<string, any>} */
  const providers = new Map()

  /** Lifetimes for this request: the test cookie, else the configured ones. */
  /** @param {any} ctx Koa's context (oidc-provider) */
  function lifetimes(ctx) {
    const [a, r] = (cookieValue(ctx.get('cookie'), TTL_COOKIE) ?? '').split(',')
    return { access: clampTtl(a, accessTtl), refresh: clampTtl(r, refreshTtl) }
  }

  /** @param {string} origin */
  function providerFor(origin) {
    let provider = providers.get(origin)
    if (provider) return provider
    const issuer = `${origin}${REALM_PATH}`
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_name: 'HMDA Platform',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: [`${origin}/filing/`],
          post_logout_redirect_uris: [`${origin}/filing/`],
        },
      ],
      jwks: { keys: [signingJwk] },
      cookies: { keys: cookieKeys },
      pkce: { required: () => true },
      responseTypes: ['code'],
      scopes: ['openid', 'offline_access', 'profile', 'email'],
      claims: {
        openid: ['sub'],
        profile: ['name', 'given_name', 'family_name', 'preferred_username'],
        email: ['email', 'email_verified'],
      },
      conformIdTokenClaims: false,
      routes: {
        authorization: '/protocol/openid-connect/auth',
        token: '/protocol/openid-connect/token',
        end_session: '/protocol/openid-connect/logout',
        jwks: '/protocol/openid-connect/certs',
        userinfo: '/protocol/openid-connect/userinfo',
        revocation: '/protocol/openid-connect/revoke',
      },
      features: {
        devInteractions: { enabled: false },
        revocation: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          // Like Keycloak started with suppress-logout-confirmation-screen: no question asked.
          /** @param {any} ctx @param {string} form */
          async logoutSource(ctx, form) {
            ctx.body = page(
              'Signing out',
              `<h1>Signing out</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<p>Ending your session with the local test identity provider…</p>
<noscript><button type="submit" form="op.logoutForm">Continue signing out</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
            )
          },
          /** @param {any} ctx */
          async postLogoutSuccessSource(ctx) {
            ctx.body = page(
              'Signed out',
              `<h1>You are signed out</h1><p><a href="/filing/">Back to the HMDA Filing Platform</a></p>`,
            )
          },
        },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => API_AUDIENCE,
          useGrantedResource: () => true,
          getResourceServerInfo: (/** @type {any} */ ctx) => ({
            scope: 'openid profile email',
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: lifetimes(ctx).access,
            jwt: { sign: { alg: 'RS256' } },
          }),
        },
      },
      // Public web client: refresh tokens without offline_access, as Keycloak gives them.
      issueRefreshToken: (/** @type {any} */ _ctx, /** @type {any} */ client) =>
        client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: true,
      ttl: {
        AccessToken: (/** @type {any} */ ctx) => lifetimes(ctx).access,
        IdToken: (/** @type {any} */ ctx) => lifetimes(ctx).access,
        RefreshToken: (/** @type {any} */ ctx) => lifetimes(ctx).refresh,
        AuthorizationCode: 60,
        Interaction: 1800,
        Session: 36000,
        Grant: 36000,
      },
      /** @param {any} ctx */
      async loadExistingGrant(ctx) {
        const grantId =
          ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
        if (grantId) {
          const found = await ctx.oidc.provider.Grant.find(grantId)
          if (found) return found
        }
        // First-party client: every sign-in is granted the client's scopes (no consent screen).
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client.clientId,
          accountId: ctx.oidc.session.accountId,
        })
        grant.addOIDCScope('openid profile email offline_access')
        grant.addResourceScope(API_AUDIENCE, 'openid profile email')
        await grant.save()
        return grant
      },
      /** @param {any} _ctx @param {string} sub */
      async findAccount(_ctx, sub) {
        const user = users.get(sub)
        if (!user) return undefined
        return {
          accountId: sub,
          claims: async () => ({ sub, ...tokenClaims(user) }),
        }
      },
      /** @param {any} _ctx @param {any} token */
      async extraTokenClaims(_ctx, token) {
        if (token.kind !== 'AccessToken') return undefined
        const user = users.get(token.accountId)
        return user ? tokenClaims(user) : undefined
      },
      interactions: {
        url: (/** @type {any} */ _ctx, /** @type {{ uid: string }} */ interaction) =>
          `${REALM_PATH}/login-actions/${interaction.uid}`,
      },
      /** @param {any} ctx @param {{ error: string, error_description?: string }} out */
      async renderError(ctx, out) {
        ctx.type = 'html'
        ctx.body = page(
          'Sign-in error',
          `<h1>The sign-in could not be completed</h1>
<p>${esc(out.error)}: ${esc(out.error_description ?? '')}</p>
<p><a href="/filing/">Back to the HMDA Filing Platform</a> and try signing in again.</p>`,
        )
      },
    })
    // Any path of this same origin is a valid redirect (Keycloak's "/*" redirect URI).
    /** @param {string} value */
    const sameOrigin = (value) => {
      try {
        return new URL(value).origin === origin
      } catch {
        return false
      }
    }
    // The provider builds its addresses (ctx.href) from X-Forwarded-Host/-Proto, which handle()
    // sets to this origin on every request (a client's own values never reach it).
    provider.proxy = true
    provider.Client.prototype.redirectUriAllowed = sameOrigin
    provider.Client.prototype.postLogoutRedirectUriAllowed = sameOrigin
    providers.set(origin, provider)
    return provider
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {any} provider
   * @param {string} rest
   */
  async function interaction(req, res, provider, rest) {
    const m = /^\/login-actions\/([\w-]+)(\/login)?$/.exec(rest)
    if (!m) return false
    let details
    try {
      details = await provider.interactionDetails(req, res)
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(
        page(
          'Sign-in expired',
          `<h1>This sign-in has expired</h1><p>Start again from the <a href="/filing/">HMDA Filing Platform</a>.</p>`,
        ),
      )
      return true
    }
    if (details.uid !== m[1]) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('This sign-in page does not belong to the current sign-in.\n')
      return true
    }
    if (!m[2]) {
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET')
      const html = loginPage(details.uid, [...users.values()])
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(html)
      return true
    }
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST')
    const form = await readForm(req)
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      )
      return true
    }
    const user = users.get(form.get('user') ?? '')
    if (!user) {
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(loginPage(details.uid, [...users.values()], 'Choose one of the test users.'))
      return true
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    )
    return true
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {string} allow
   */
  function methodNotAllowed(res, allow) {
    res.writeHead(405, { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Method Not Allowed\n')
    return true
  }

  /**
   * Answers /auth/realms/hmda2/… (true), or returns false for other paths.
   * @param {import('node:http').IncomingMessage & { originalUrl?: string }} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== REALM_PATH && !url.pathname.startsWith(`${REALM_PATH}/`)) return false
    const origin = requestOrigin(req, trustedProxies)
    if (!origin) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(
        'The local identity provider only answers on local host names (127.0.0.1, localhost, *.test).\n',
      )
      return true
    }
    const provider = providerFor(origin)
    const { host, protocol } = new URL(origin)
    req.headers['x-forwarded-host'] = host
    req.headers['x-forwarded-proto'] = protocol.slice(0, -1)
    const rest = url.pathname.slice(REALM_PATH.length)
    if (rest.startsWith('/login-actions/')) {
      if (await interaction(req, res, provider, rest)) return true
    }
    // Mounted under the realm path: the provider sees the rest, and the full URL as originalUrl.
    req.originalUrl = req.url
    req.url = `${rest || '/'}${url.search}`
    await provider.callback()(req, res)
    return true
  }

  /**
   * Verifies a bearer access token as the platform's APIs do (RS256 signature with the realm key,
   * expiry, issuer = this origin's realm). Returns the payload, or null.
   * @param {string | null | undefined} token
   * @param {string | null} [origin]
   * @param {number} [now]
   * @returns {Record<string, any> | null}
   */
  function verifyAccessToken(token, origin, now = Date.now()) {
    const parts = String(token ?? '').split('.')
    if (parts.length !== 3) return null
    let header, payload
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'))
      payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    } catch {
      return null
    }
    if (header.alg !== 'RS256') return null
    const ok = verify(
      'RSA-SHA256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      publicKey,
      Buffer.from(parts[2], 'base64url'),
    )
    if (!ok) return null
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null
    if (origin && payload.iss !== `${origin}${REALM_PATH}`) return null
    if (!payload.resource_access?.[CLIENT_ID]) return null
    return payload
  }

  return {
    handle,
    verifyAccessToken,
    users,
    /** The public signing key (JWK), e.g. for tests. */
    publicJwk: { ...createPublicKey(privateKey).export({ format: 'jwk' }), kid, alg: 'RS256' },
    /** Replaces a user's LEIs (the Keycloak `lei` attribute); the next token carries them. */
    /** @param {string} sub @param {string[]} leis */
    setUserLeis(sub, leis) {
      const user = users.get(sub)
      if (user) user.leis = [...leis]
      return user
    },
    /** @param {string} sub @param {string} givenName @param {string} familyName */
    setUserName(sub, givenName, familyName) {
      const user = users.get(sub)
      if (user) Object.assign(user, { givenName, familyName })
      return user
    },
    describe: () => `${REALM_PATH}: local OpenID Connect provider (${users.size} test users)`,
  }
}

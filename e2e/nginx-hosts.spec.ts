import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from './fixtures'
import { HOSTS, NGINX_PORT } from '../playwright.config'
import {
  CDN_ADDRESS,
  DIST,
  distFile,
  notFoundFile,
  raw,
  requireNginx,
  type RawResponse,
} from './nginx/server'

// The deployment configuration (deploy/nginx) at its edges, over raw HTTP: which host names it
// answers, whose forwarded headers it passes on to the identity service, the headers and files
// it must not give away, and the request limits on the identity and filing paths.

test.beforeAll(requireNginx)

const DISCOVERY = '/auth/realms/hmda2/.well-known/openid-configuration'
const issuerOf = (res: RawResponse) => {
  expect(res.status, res.body.toString('utf8')).toBe(200)
  return (JSON.parse(res.body.toString('utf8')) as { issuer: string }).issuer
}
const REALM = '/auth/realms/hmda2'

test('only the site names are answered: another Host is refused, never proxied', async () => {
  for (const name of ['127.0.0.1', HOSTS.prod, HOSTS['prod-beta']]) {
    const res = await raw('/', { headers: { host: `${name}:${NGINX_PORT}` } })
    expect(res.status, name).toBe(200)
  }
  for (const path of ['/', DISCOVERY, '/v2/filing/institutions', '/assets/']) {
    for (const host of [
      'evil.example',
      `attacker.test:${NGINX_PORT}`,
      'ffiec.hmda.test.evil.example',
    ]) {
      const res = await raw(path, { headers: { host } })
      expect(res.status, `${host}${path}`).toBe(421)
      expect(res.body.toString('utf8'), `${host}${path}`).not.toContain('issuer')
    }
  }
})

test('the identity service sees the public origin the browser used, port included', async () => {
  expect(issuerOf(await raw(DISCOVERY))).toBe(`http://127.0.0.1:${NGINX_PORT}${REALM}`)
  expect(issuerOf(await raw(DISCOVERY, { headers: { host: `${HOSTS.prod}:${NGINX_PORT}` } }))).toBe(
    `http://${HOSTS.prod}:${NGINX_PORT}${REALM}`,
  )
})

test('forwarded headers from a client that is not the CDN are replaced, not trusted', async () => {
  const spoofed = {
    host: `${HOSTS.prod}:${NGINX_PORT}`,
    'x-forwarded-host': 'evil.test:1',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.9',
  }
  expect(issuerOf(await raw(DISCOVERY, { headers: spoofed }))).toBe(
    `http://${HOSTS.prod}:${NGINX_PORT}${REALM}`,
  )
})

test('the CDN’s forwarded scheme and host are passed on', async () => {
  const res = await raw(DISCOVERY, {
    localAddress: CDN_ADDRESS,
    headers: {
      host: HOSTS.prod,
      'x-forwarded-host': HOSTS.prod,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.10',
    },
  })
  expect(issuerOf(res)).toBe(`https://${HOSTS.prod}${REALM}`)
})

test('Cross-Origin-Resource-Policy: same-origin on pages, files, errors and API answers', async () => {
  for (const path of ['/', '/favicon.svg', '/config/prod.json', '/no-such-page', DISCOVERY]) {
    const res = await raw(path)
    expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin')
  }
})

test('precompressed copies are not served by their own names', async () => {
  // The largest script of the build: it has copies (small files have none).
  const entry = `/assets/${
    readdirSync(join(DIST, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => distFile(`assets/${b}`).length - distFile(`assets/${a}`).length)[0]
  }`
  // Served compressed to a browser that accepts it (the copies are used)…
  const gzipped = await raw(entry, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzipped.headers['content-encoding']).toBe('gzip')
  // …but never as files of their own.
  for (const path of [
    '/index.html.gz',
    '/index.html.br',
    `${entry}.gz`,
    `${entry}.br`,
    '/config/prod.json.gz',
  ]) {
    const res = await raw(path, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.status, path).toBe(404)
    expect(res.headers['content-type'] ?? '', path).not.toMatch(/gzip|brotli|octet-stream/)
    if (path.startsWith('/index')) {
      // The not-found page (itself compressed for this browser).
      const encoding = res.headers['content-encoding']
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.body)
          : encoding === 'gzip'
            ? gunzipSync(res.body)
            : res.body
      expect(body.equals(notFoundFile()), path).toBe(true)
    }
  }
})

/** `count` requests at once from one client address; the statuses in order. */
async function burst(path: string, count: number, options: Parameters<typeof raw>[1] = {}) {
  const answers = await Promise.all(Array.from({ length: count }, () => raw(path, options)))
  return answers
}

test('a burst on the identity and filing paths is limited per client', async () => {
  // A client address of its own, so the browser tests (127.0.0.1) keep their allowance.
  for (const [path, localAddress] of [
    [DISCOVERY, '127.0.0.3'],
    ['/v2/filing/institutions', '127.0.0.4'],
    ['/hmda-auth/users/', '127.0.0.5'],
  ] as const) {
    const answers = await burst(path, 80, { localAddress })
    const limited = answers.filter((a) => a.status === 429)
    expect(limited.length, `${path}: some of 80 requests at once are refused`).toBeGreaterThan(0)
    expect(limited[0]?.headers['retry-after'], path).toMatch(/^\d+$/)
    // A short plain message that says what to do, not nginx's own error page.
    expect(limited[0]?.headers['content-type'], path).toBe('text/plain; charset=utf-8')
    expect(limited[0]?.body.toString('utf8'), path).toMatch(/Too many requests.*try again/is)
    expect(limited[0]?.headers['x-content-type-options'], path).toBe('nosniff')
    // The others reached the service.
    expect(
      answers.some((a) => a.status !== 429),
      path,
    ).toBe(true)
  }
  // Another client is not affected.
  expect((await raw(DISCOVERY)).status).toBe(200)
})

test('behind the CDN each visitor has an allowance of their own', async () => {
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      raw(DISCOVERY, {
        localAddress: CDN_ADDRESS,
        headers: { host: HOSTS.prod, 'x-forwarded-for': `198.51.100.${i + 1}` },
      }),
    ),
  )
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
})

import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from './fixtures'
import { NGINX_PORT } from '../playwright.config'
import {
  BROTLI_MODULE,
  builtHtmlFiles,
  distFile,
  distHas,
  notFoundFile,
  parseCsp,
  raw,
  REPO,
  requireNginx,
  shellFile,
  UPSTREAM_PORT,
  type RawResponse,
} from './nginx/server'

// The deployment configuration (deploy/nginx) served by Debian's nginx, checked over raw HTTP:
// the security headers, the cache rules, precompressed files, which file each path gets with
// which status, and the API paths reaching the upstream (the local services) unchanged.

test.beforeAll(requireNginx)

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=600'

/** The built index.html's entry script and stylesheet (hashed names under /assets/). */
function entryAssets() {
  const html = distFile('index.html').toString('utf8')
  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const style = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  if (!script || !style) throw new Error('index.html names no entry script or stylesheet')
  return { script, style }
}

/** The origins the app connects to, read from the config the build publishes (not the script). */
function expectedConnectSrc(env: string) {
  const config = JSON.parse(distFile(`config/${env}.json`).toString('utf8')) as {
    fileServerDomain: string
    signup: { url: string }
    docSearch: unknown
  }
  expect(config.docSearch, 'docSearch set: Algolia hosts would be needed').toBeNull()
  return ["'self'", new URL(config.fileServerDomain).origin, new URL(config.signup.url).origin]
}

/**
 * The hash of the one inline style the site shows: the <style> in DocSearch's Algolia logo,
 * read from the installed package (so a new version with other text fails here).
 */
function docSearchLogoStyleHash() {
  const source = readFileSync(join(REPO, 'node_modules/@docsearch/react/dist/esm/index.js'), 'utf8')
  const styles = [...source.matchAll(/createElement\("style",null,"([^"]*)"\)/g)].map((m) => m[1])
  expect(styles, 'DocSearch renders one <style> element').toHaveLength(1)
  return `'sha256-${createHash('sha256')
    .update(styles[0] ?? '')
    .digest('base64')}'`
}

function expectSecurityHeaders(res: RawResponse, what: string) {
  const h = res.headers
  const csp = parseCsp(h['content-security-policy'] as string | undefined)
  expect(h['content-security-policy'], `${what}: CSP`).toBeDefined()
  expect(h['content-security-policy'], `${what}: nothing unsafe`).not.toMatch(/unsafe-|\*/)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(["'self'"])
  expect(csp.get('style-src')).toEqual(["'self'", docSearchLogoStyleHash()])
  expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
  expect(csp.get('worker-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('connect-src')?.sort()).toEqual(expectedConnectSrc('prod').sort())
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['permissions-policy']).toMatch(/(^|, )camera=\(\)/)
  expect(h['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/)
  expect(h.server, `${what}: no version in Server`).toBe('nginx')
}

test('the home page: security headers, a strict CSP, HTML never cached', async () => {
  const res = await raw('/')
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-cache')
  expect(res.body.equals(distFile('index.html'))).toBe(true)
  expectSecurityHeaders(res, '/')
})

test('deep links: a prerendered page when there is one, else the app shell, 200', async () => {
  for (const path of [
    '/filing/2025/',
    '/tools/check-digit',
    '/tools/file-format-verification/',
    '/data-browser/data/2024?category=states&items=TX',
    '/data-browser/maps/2024',
    '/data-publication/modified-lar/2024',
    '/documentation/fig/2025/overview',
    '/hmda-help/',
    '/updates-notes',
    '/tools/no-such-tool',
  ]) {
    const res = await raw(path)
    const pathname = path.split('?')[0]?.replace(/\/$/, '') ?? ''
    const prerendered = `${pathname}/index.html`.replace(/^\//, '')
    const expected = distHas(prerendered) ? distFile(prerendered) : shellFile()
    expect(res.status, path).toBe(200)
    expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control'], path).toBe('no-cache')
    expect(res.body.equals(expected), `${path}: ${prerendered} or the shell`).toBe(true)
    expectSecurityHeaders(res, path)
  }
})

test('unknown paths outside the app: 404 with the not-found page, not cached', async () => {
  for (const path of ['/no-such-page', '/filings', '/data/', '/x/y/z.js', '/index.htm']) {
    const res = await raw(path)
    expect(res.status, path).toBe(404)
    expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control'], path).toBe('no-cache')
    expect(res.body.equals(notFoundFile()), `${path}: 404.html or the shell`).toBe(true)
    expectSecurityHeaders(res, path)
  }
  // The site is static: other methods are refused.
  expect((await raw('/', { method: 'POST' })).status).toBe(405)
})

/** Smaller files get no precompressed copy (scripts/deploy/precompress.mjs MIN_BYTES, nginx gzip_min_length). */
const MIN_BYTES = 1024

test('hashed assets: cached a year, immutable, served from the precompressed copies', async () => {
  const brotli = existsSync(BROTLI_MODULE)
  for (const path of Object.values(entryAssets())) {
    const original = distFile(path)
    const plain = await raw(path)
    expect(plain.status, path).toBe(200)
    expect(plain.headers['cache-control'], path).toBe(YEAR_IMMUTABLE)
    expect(plain.headers['content-encoding'], path).toBeUndefined()
    expect(plain.body.equals(original), path).toBe(true)
    expect(plain.headers.etag, path).toBeDefined()
    expectSecurityHeaders(plain, path)

    const gz = await raw(path, { headers: { 'Accept-Encoding': 'gzip' } })
    if (original.length < MIN_BYTES) {
      // Too small to be worth compressing (e.g. the 0.4 KB loader): no copy, sent as it is.
      expect(gz.headers['content-encoding'], path).toBeUndefined()
      expect(gz.body.equals(original), path).toBe(true)
      continue
    }
    expect(gz.headers['content-encoding'], path).toBe('gzip')
    expect(gz.headers.vary, path).toBe('Accept-Encoding')
    expect(gz.headers['cache-control'], path).toBe(YEAR_IMMUTABLE)
    expect(gunzipSync(gz.body).equals(original), path).toBe(true)
    // The precompressed copy (level 9), not on-the-fly compression (level 5, chunked).
    expect(gz.headers['content-length'], `${path}: a file of known length`).toBeDefined()

    const br = await raw(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    if (brotli) {
      expect(br.headers['content-encoding'], `${path} (brotli_static)`).toBe('br')
      expect(brotliDecompressSync(br.body).equals(original), path).toBe(true)
    } else {
      test.info().annotations.push({
        type: 'note',
        description: `${BROTLI_MODULE} is missing: gzip only`,
      })
      expect(br.headers['content-encoding'], path).toBe('gzip')
    }
  }
  // A missing asset is a plain 404 that no cache keeps, not HTML in place of a script.
  const missing = await raw('/assets/index-00000000.js')
  expect(missing.status).toBe(404)
  expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(missing.headers['cache-control']).toBe('no-cache')
})

test('/config/ is revalidated on every use; other static files are cached briefly', async () => {
  for (const env of ['prod', 'prod-beta', 'dev', 'dev-beta']) {
    const res = await raw(`/config/${env}.json?t=123`)
    expect(res.status, env).toBe(200)
    expect(res.headers['content-type'], env).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control'], env).toBe('no-cache')
    expect(res.body.equals(distFile(`config/${env}.json`)), env).toBe(true)
  }
  const missing = await raw('/config/nope.json')
  expect(missing.status).toBe(404)
  expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8')

  for (const path of ['/search/docs-index.json', '/data/geography/index.json', '/favicon.svg']) {
    const res = await raw(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status, path).toBe(200)
    expect(res.headers['cache-control'], path).toBe(SHORT)
  }
  const index = await raw('/search/docs-index.json', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(index.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(index.body).equals(distFile('search/docs-index.json'))).toBe(true)
})

test('the API paths reach the upstream unchanged, with our headers once', async () => {
  for (const path of [
    '/v2/reporting/filers/2024',
    '/v2/data-browser-api/view/aggregations?states=TX&actions_taken=1&years=2024',
    '/quarterly-data/graphs',
    '/v2/public/institutions/quarterly/2024/lars/past/4',
    '/file/reports/irs/year/2023/institution/NOSUCHLEI',
    '/hmda-files/prod/snapshot-data/nope.zip',
  ]) {
    const [viaNginx, direct] = await Promise.all([raw(path), raw(path, { port: UPSTREAM_PORT })])
    expect(viaNginx.status, path).toBe(direct.status)
    expect(viaNginx.headers['content-type'], path).toBe(direct.headers['content-type'])
    expect(viaNginx.headers['x-hmda-sample-data'], `${path}: answered by the upstream`).toBe('1')
    // The upstream's own caching decision passes through (nginx adds none on these paths).
    expect(viaNginx.headers['cache-control'], path).toBe(direct.headers['cache-control'])
    expect(viaNginx.body.equals(direct.body), path).toBe(true)
    expect(viaNginx.headers['x-content-type-options'], path).toBe('nosniff')
    expect(viaNginx.headers['content-security-policy'], path).toBeDefined()
  }
  // The identity service's pages keep their own CSP and framing rules (none from the stand-in).
  // Its addresses name the origin each client used (nginx's, with its port, through nginx).
  for (const path of ['/auth/realms/hmda2/.well-known/openid-configuration', '/hmda-auth/users/']) {
    const [viaNginx, direct] = await Promise.all([raw(path), raw(path, { port: UPSTREAM_PORT })])
    expect(viaNginx.status, path).toBe(direct.status)
    expect(viaNginx.body.toString('utf8'), path).toBe(
      direct.body
        .toString('utf8')
        .replaceAll(`//127.0.0.1:${UPSTREAM_PORT}/`, `//127.0.0.1:${NGINX_PORT}/`),
    )
    expect(viaNginx.headers['strict-transport-security'], path).toBeDefined()
    if (path.startsWith('/auth/')) {
      expect(viaNginx.headers['content-security-policy'], path).toBe(
        direct.headers['content-security-policy'],
      )
      expect(viaNginx.headers['x-frame-options'], path).toBe(direct.headers['x-frame-options'])
    }
  }
  // A proxied 404 stays the service's answer (not the site's not-found page).
  const irs = await raw('/file/reports/irs/year/2023/institution/NOSUCHLEI')
  expect(irs.status).toBe(404)
  expect(irs.body.toString('utf8')).not.toContain('<html')
})

test('the built HTML has nothing the CSP would block at parse time', () => {
  // Inline <script> code is checked by the page walk (e2e/nginx-pages.spec.ts); here: style
  // attributes (style-src has no 'unsafe-inline': React renders style props as attributes in
  // prerendered HTML, and hydration does not put them back), inline event handlers, javascript:
  // URLs and inline <style> elements.
  const problems: string[] = []
  for (const name of builtHtmlFiles()) {
    const html = distFile(name).toString('utf8')
    for (const [pattern, what] of [
      [/<[a-z][^>]*\sstyle=/gi, 'a style attribute'],
      [/<[a-z][^>]*\son[a-z]+=/gi, 'an inline event handler'],
      [/\s(href|src|action)="\s*javascript:/gi, 'a javascript: URL'],
      [/<style[\s>]/gi, 'a <style> element'],
    ] as const) {
      const count = html.match(pattern)?.length ?? 0
      if (count > 0) problems.push(`${name}: ${count} × ${what}`)
    }
  }
  expect(builtHtmlFiles()).toContain('index.html')
  expect(problems).toEqual([])
})

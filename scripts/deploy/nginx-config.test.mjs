// @vitest-environment node
// The nginx configuration renderer and the precompression step (the nginx e2e project runs the
// rendered configuration in Debian's nginx).
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  connectOrigins,
  cspDirectives,
  cspHeader,
  DOCSEARCH_LOGO_STYLE,
  fillTemplate,
  readEnvironmentConfig,
  renderMain,
  renderSite,
  ROUTE_PREFIXES,
} from './nginx-config.mjs'
import { MIN_BYTES, precompress } from './precompress.mjs'

const prod = readEnvironmentConfig('prod')
const base = {
  listen: 8080,
  root: '/srv/hmda/dist',
  apiUpstream: 'https://gw.internal',
  serverName: 'ffiec.cfpb.gov',
  config: prod,
}

describe('Content-Security-Policy', () => {
  it('allows exactly what the production configuration connects to', () => {
    expect(connectOrigins(prod)).toEqual([
      'https://files.ffiec.cfpb.gov',
      'https://www.consumerfinance.gov',
    ])
    const directives = Object.fromEntries(cspDirectives(prod))
    expect(directives['connect-src']).toBe(
      "'self' https://files.ffiec.cfpb.gov https://www.consumerfinance.gov",
    )
    expect(directives['script-src']).toBe("'self'")
    expect(directives['frame-ancestors']).toBe("'none'")
  })

  it('has nothing unsafe and no wildcard, in every environment', () => {
    for (const env of ['prod', 'prod-beta', 'dev', 'dev-beta']) {
      const header = cspHeader(readEnvironmentConfig(env))
      expect(header).not.toMatch(/unsafe|\*|nonce/)
      expect(header).toContain("default-src 'self'")
    }
  })

  it('allows the one DocSearch <style> by its hash, and nothing else inline', () => {
    const hash = createHash('sha256').update(DOCSEARCH_LOGO_STYLE).digest('base64')
    expect(Object.fromEntries(cspDirectives(prod))['style-src']).toBe(`'self' 'sha256-${hash}'`)
  })

  it('adds Algolia hosts only when the config names a DocSearch application', () => {
    const withAlgolia = { ...prod, docSearch: { appId: 'ABC123', apiKey: 'k', indexName: 'i' } }
    expect(connectOrigins(withAlgolia)).toEqual([
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
      'https://abc123-dsn.algolia.net',
      'https://files.ffiec.cfpb.gov',
      'https://www.consumerfinance.gov',
    ])
    expect(() => connectOrigins({ ...prod, docSearch: { appId: 'a b' } })).toThrow(ConfigError)
  })

  it('takes extra origins (e.g. a VITE_CONFIG_BASE_URL host) and refuses non-URLs', () => {
    expect(connectOrigins(prod, ['https://config.example.gov/path/'])).toContain(
      'https://config.example.gov',
    )
    expect(() => connectOrigins(prod, ['config.example.gov'])).toThrow(/not an absolute URL/)
    expect(() => connectOrigins({ ...prod, fileServerDomain: 'ftp://x' })).toThrow(/http\(s\)/)
  })
})

describe('renderSite', () => {
  it('fills every placeholder and keeps the API paths and prefixes', () => {
    const text = renderSite(base)
    expect(text).not.toMatch(/\{\{/)
    expect(text).toContain('listen 8080;')
    expect(text).toContain('root /srv/hmda/dist;')
    expect(text).toContain(`default     "${cspHeader(prod)}";`)
    expect(text).toContain('add_header Content-Security-Policy $hmda_prod_csp always;')
    expect(renderSite({ ...base, config: readEnvironmentConfig('prod-beta') })).toContain(
      'map $uri $hmda_prod_beta_csp {',
    )
    for (const path of ['/v2/', '/quarterly-data/', '/file/', '/hmda-auth/', '/auth/'])
      expect(text).toContain(`location ^~ ${path} {`)
    expect(text.match(/proxy_pass https:\/\/gw\.internal;/g)).toHaveLength(6)
    expect(text).toContain(`location ~ ^/(${ROUTE_PREFIXES.join('|')})(/|$) {`)
    expect(text).not.toContain('brotli_static')
    expect(text).not.toContain('/hmda-files/')
  })

  it("sends a year-less address to its latest year of the environment's configuration", () => {
    const text = renderSite(base)
    const latest = prod.dataBrowserYears[0]
    expect(text).toContain(
      `location ~ ^/data-browser/data/?$ {\n        return 302 /data-browser/data/${latest}$is_args$args;\n    }`,
    )
    expect(text).toContain(
      `location ~ ^/data-publication/one-year-national-loan-level-dataset/?$ {\n        return 302 /data-publication/one-year-national-loan-level-dataset/${prod.dataPublicationYears.oneYear[0]}$is_args$args;`,
    )
    expect(text.match(/return 302 /g)).toHaveLength(8)
    // Each environment its own years (dev-beta publishes older ones).
    const devBeta = readEnvironmentConfig('dev-beta')
    expect(renderSite({ ...base, config: devBeta })).toContain(
      `return 302 /data-browser/maps/${devBeta.dataBrowserMapsYears[0]}$is_args$args;`,
    )
    // Before the route prefixes' regex location, which would otherwise answer first.
    expect(text.indexOf('^/data-browser/data/?$')).toBeLessThan(
      text.indexOf(`location ~ ^/(${ROUTE_PREFIXES.join('|')})`),
    )
  })

  it('answers only the site names: a default server refuses any other Host', () => {
    const text = renderSite(base)
    expect(text).toMatch(
      /server \{\s+listen 8080 default_server;\s+server_name _;[\s\S]*?return 421 /,
    )
    expect(text).toMatch(/listen 8080;\s+server_name ffiec\.cfpb\.gov;/)
    // Sites of several environments on one address: only one file keeps the default server.
    expect(renderSite({ ...base, noDefaultServer: true })).not.toContain('default_server')
    expect(() => renderSite({ ...base, serverName: undefined })).toThrow(/Missing --server-name/)
    expect(() => renderSite({ ...base, serverName: '_' })).toThrow(/--server-name/)
  })

  it('trusts forwarded headers only from the CDN ranges given', () => {
    const none = renderSite(base)
    expect(none).toMatch(/geo \$realip_remote_addr \$hmda_prod_from_cdn \{\s+default 0;\s+\}/)
    expect(none).not.toContain('set_real_ip_from')
    expect(none).toContain('proxy_set_header X-Forwarded-Host $hmda_prod_forwarded_host;')
    expect(none).not.toContain('$proxy_add_x_forwarded_for')
    const cdn = renderSite({ ...base, cdn: ['203.0.113.0/24', '2001:db8::/32'] })
    expect(cdn).toContain('    203.0.113.0/24 1;\n    2001:db8::/32 1;\n}')
    expect(cdn).toContain('set_real_ip_from 203.0.113.0/24;')
    expect(cdn).toContain('set_real_ip_from 2001:db8::/32;')
    expect(cdn).toContain('real_ip_header X-Forwarded-For;')
    for (const bad of ['203.0.113.0/33', '300.1.1.1', 'cdn.example', '1.2.3.4; allow all'])
      expect(() => renderSite({ ...base, cdn: [bad] }), bad).toThrow(/--cdn must be/)
  })

  it('limits the identity and filing paths and sends CORP on every answer', () => {
    const text = renderSite(base)
    expect(text).toContain('limit_req_zone $binary_remote_addr zone=hmda_prod_identity:10m')
    for (const path of ['/auth/', '/hmda-auth/', '/v2/filing/'])
      expect(text).toMatch(
        new RegExp(`location \\^~ ${path.replaceAll('/', '\\/')} \\{[^}]*limit_req zone=`),
      )
    expect(text).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;')
    expect(text.match(/location ~\* \\\.\(gz\|br\)\$ \{\s+return 404;/g)).toHaveLength(3)
  })

  it('adds brotli_static and the test-only file server path when asked', () => {
    const text = renderSite({ ...base, brotli: true, localFilesUpstream: 'http://127.0.0.1:4173' })
    expect(text).toContain('brotli_static on;')
    expect(text).toMatch(/location \^~ \/hmda-files\/ \{\s+proxy_pass http:\/\/127\.0\.0\.1:4173;/)
  })

  it('refuses values that would change the configuration, saying what is wrong', () => {
    expect(() => renderSite({ ...base, listen: '80; include /etc/passwd' })).toThrow(
      /--listen must be a port/,
    )
    expect(() => renderSite({ ...base, listen: 70000 })).toThrow(/out of range/)
    expect(() => renderSite({ ...base, root: 'dist' })).toThrow(/absolute folder/)
    expect(() => renderSite({ ...base, root: '/srv/my site' })).toThrow(/absolute folder/)
    expect(() => renderSite({ ...base, apiUpstream: 'https://gw.internal/v2' })).toThrow(
      /without a path/,
    )
    expect(() => renderSite({ ...base, apiUpstream: 'gw.internal' })).toThrow(/absolute URL/)
    expect(() => renderSite({ ...base, serverName: 'a;b' })).toThrow(/--server-name/)
    expect(() => readEnvironmentConfig('staging')).toThrow(/No configuration for environment/)
  })

  it('renders the standalone nginx.conf with every path under the prefix', () => {
    const text = renderMain({ prefix: '/tmp/p', siteConf: '/tmp/p/site.conf', brotli: true })
    expect(text).toContain('pid /tmp/p/nginx.pid;')
    expect(text).toContain('error_log /tmp/p/error.log warn;')
    expect(text).toContain('proxy_temp_path /tmp/p/temp/proxy;')
    expect(text).toContain('include /tmp/p/site.conf;')
    expect(text).toMatch(
      /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m,
    )
    expect(text).toContain('daemon off;')
  })

  it('fillTemplate: an unknown placeholder or block is an error, not an empty value', () => {
    expect(() => fillTemplate('a {{X}}', {})).toThrow(/\{\{X\}\}/)
    expect(() => fillTemplate('{{#B}}\nx\n{{/B}}\n', {})).toThrow(/\{\{#B\}\}/)
    expect(fillTemplate('{{#B}}\nx\n{{/B}}\ny {{V}}\n', { V: '1' }, { B: false })).toBe('y 1\n')
  })
})

describe('precompress', () => {
  it('writes .gz and .br copies of text files, skips small and binary ones, keeps fresh copies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const big = 'const x = "hello";\n'.repeat(500)
    writeFileSync(join(dir, 'app.js'), big)
    writeFileSync(join(dir, 'small.css'), 'a{}')
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(5000, 1))
    const cache = join(dir, '.cache')
    const first = await precompress(dir, { cache })
    expect(first).toMatchObject({ files: 1, written: 2 })
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(big)
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(big)
    expect(existsSync(join(dir, 'small.css.gz'))).toBe(false)
    expect(existsSync(join(dir, 'image.png.gz'))).toBe(false)
    expect(statSync(join(dir, 'small.css')).size).toBeLessThan(MIN_BYTES)

    // Up to date: nothing written again.
    expect((await precompress(dir, { cache })).written).toBe(0)
    // Changed file (newer than its copies): compressed again.
    const changed = 'let y = 2;\n'.repeat(400)
    writeFileSync(join(dir, 'app.js'), changed)
    const later = new Date(Date.now() + 5000)
    utimesSync(join(dir, 'app.js'), later, later)
    expect((await precompress(dir, { cache })).written).toBe(2)
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(changed)
  })
})

// Renders the nginx configuration of the site (deploy/nginx/*.template) with checked values, and
// builds its Content-Security-Policy from an environment's configuration (config/<env>.json).
//
//   node scripts/deploy/nginx-config.mjs --env prod --listen 8080 --root /srv/hmda/dist \
//     --api-upstream https://gateway.internal --server-name ffiec.cfpb.gov [--cdn 203.0.113.0/24] \
//     [--no-default-server] [--brotli] [--connect-src https://other.example] \
//     [--config-dir config] [--out FILE]
//
// Without --out the site file is printed. See deploy/README.md.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * An environment's configuration as read from config/<env>.json, not yet validated (its shape
 * once valid: EnvironmentConfig of src/config/types.ts), so every field is checked where used.
 * @typedef {Record<string, any>} RawConfig
 */

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const SITE_TEMPLATE = join(REPO, 'deploy/nginx/hmda-site.conf.template')
export const MAIN_TEMPLATE = join(REPO, 'deploy/nginx/nginx.conf.template')
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * The app's route prefixes (src/app/routes.tsx): paths under them that have no prerendered page
 * get the app shell; any other unknown path gets 404.html with status 404.
 */
export const ROUTE_PREFIXES = [
  'filing',
  'data-browser',
  'data-publication',
  'tools',
  'documentation',
  'hmda-help',
  'updates-notes',
]

/** The app's addresses without a year and the year list each opens (shared with the prerender). */
export const YEARLESS_TABLE = join(REPO, 'src/config/yearlessAddresses.json')

/**
 * nginx locations that send each year-less address (with or without its trailing slash, query
 * kept) to its latest year in `config`, as the app would once started; the prerendered page
 * of the address does the same for hosts without these rules.
 * @param {RawConfig} config
 */
export function yearlessRedirects(config) {
  /** @type {{ addresses: { path: string, years: string }[] }} */
  const { addresses } = JSON.parse(readFileSync(YEARLESS_TABLE, 'utf8'))
  /** @type {string[]} */
  const lines = []
  for (const { path, years: key } of addresses) {
    if (!/^(\/[a-z0-9-]+)+$/.test(path)) throw new Error(`Bad year-less address: ${path}`)
    const [list, product] = key.split('.')
    let years = config[list]
    if (product) years = years?.[product]?.length ? years[product] : years?.shared
    if (!Array.isArray(years)) throw new ConfigError(`The configuration has no ${key} years`)
    /** @type {string | undefined} */
    const latest = [...years].sort((a, b) => Number(b) - Number(a))[0]
    if (latest === undefined) continue
    if (!/^\d{4}$/.test(latest)) throw new ConfigError(`${key}: "${latest}" is not a year`)
    lines.push(
      `    location ~ ^${path}/?$ {`,
      `        return 302 ${path}/${latest}$is_args$args;`,
      '    }',
    )
  }
  return lines.join('\n')
}

/** An error in what the operator asked for: the CLI prints the message alone. */
export class ConfigError extends Error {}

/**
 * The origin of an absolute http(s) URL, or a ConfigError naming `what`.
 * @param {string} url
 * @param {string} what
 */
function originOf(url, what) {
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    throw new ConfigError(`${what} is not an absolute URL: “${url}”`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ConfigError(`${what} must be an http(s) URL, not “${url}”`)
  return parsed.origin
}

/**
 * The origins the app connects to (fetch/XHR) besides its own, read from an environment's
 * configuration:
 * - fileServerDomain: datasets, combined MLAR, report JSON, APOR tables (GET and HEAD);
 * - signup.url: the mailing-list signup (XMLHttpRequest POST);
 * - docSearch: Algolia's hosts for that application, when the config names one (all four
 *   environments have null: the local index under /search/ is same origin).
 * The API paths, /config/, /data/ and /search/ are same origin ('self').
 * @param {RawConfig} config
 * @param {string[]} [extra]
 */
export function connectOrigins(config, extra = []) {
  /** @type {Set<string>} */
  const origins = new Set()
  if (typeof config.fileServerDomain === 'string' && config.fileServerDomain !== '')
    origins.add(originOf(config.fileServerDomain, 'fileServerDomain'))
  if (config.signup && typeof config.signup.url === 'string')
    origins.add(originOf(config.signup.url, 'signup.url'))
  if (config.docSearch) {
    const appId = String(config.docSearch.appId ?? '').toLowerCase()
    if (!/^[a-z0-9]+$/.test(appId))
      throw new ConfigError(`docSearch.appId must be letters and digits, not “${appId}”`)
    origins.add(`https://${appId}-dsn.algolia.net`)
    for (const n of [1, 2, 3]) origins.add(`https://${appId}-${n}.algolianet.com`)
  }
  for (const url of extra) origins.add(originOf(url, '--connect-src'))
  return [...origins].sort()
}

/**
 * The one inline style the site needs: DocSearch 3.9's modal footer draws the "Search by
 * Algolia" logo as an SVG whose <defs> hold this <style> element (@docsearch/react is pinned in
 * package.json; a new version with other text is reported by the nginx e2e project).
 */
export const DOCSEARCH_LOGO_STYLE = '.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}'
/** @param {string} text */
const sha256Source = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The Content-Security-Policy directives. Scripts come from the site only: no 'unsafe-inline',
 * no 'unsafe-eval', no hashes or nonces. Styles likewise, plus the hash of the one <style>
 * element above (React's style props are CSSOM and need nothing). Images allow data: (USWDS
 * icons in the CSS). Workers are module scripts from /assets/. Nothing may frame the site.
 * @param {RawConfig} config
 * @param {string[]} [extraConnect]
 * @returns {[string, string][]}
 */
export function cspDirectives(config, extraConnect = []) {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', `'self' ${sha256Source(DOCSEARCH_LOGO_STYLE)}`],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', ["'self'", ...connectOrigins(config, extraConnect)].join(' ')],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'none'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
}

/** @param {RawConfig} config @param {string[]} [extraConnect] */
export const cspHeader = (config, extraConnect = []) =>
  cspDirectives(config, extraConnect)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')

/**
 * Reads config/<env>.json (or from another folder, e.g. the build's dist/config).
 * @param {string} env
 * @param {string} [configDir]
 * @returns {RawConfig}
 */
export function readEnvironmentConfig(env, configDir = join(REPO, 'config')) {
  if (!/^[a-z-]+$/.test(env)) throw new ConfigError(`--env must be a name like prod, not “${env}”`)
  const file = join(configDir, `${env}.json`)
  if (!existsSync(file))
    throw new ConfigError(`No configuration for environment “${env}” (${file} is missing)`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

// Values end up inside nginx directives: refuse anything that could end or extend one.
const UNSAFE = /[\s;{}"'$\\#]/

/** @param {string | number} listen */
function checkListen(listen) {
  const value = String(listen)
  if (!/^(\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-fA-F:]+\]:\d{1,5})$/.test(value))
    throw new ConfigError(`--listen must be a port or address:port (e.g. 8080), not “${value}”`)
  const port = Number(value.slice(value.lastIndexOf(':') + 1))
  if (port < 1 || port > 65535) throw new ConfigError(`--listen port out of range: ${port}`)
  return value
}

/** @param {string} root */
function checkRoot(root) {
  if (!root || !isAbsolute(root) || UNSAFE.test(root))
    throw new ConfigError(
      `--root must be an absolute folder path without spaces or quotes, not “${root}”`,
    )
  return root.replace(/\/+$/, '')
}

/**
 * An upstream for proxy_pass: scheme, host and optional port, no path (URIs pass unchanged).
 * @param {string} url
 * @param {string} [what]
 */
export function checkUpstream(url, what = '--api-upstream') {
  const origin = originOf(url, what)
  const { pathname, search, hash, username, password } = new URL(url)
  if (pathname !== '/' || search || hash || username || password)
    throw new ConfigError(
      `${what} must be only scheme, host and port (e.g. https://gateway.internal:8443), ` +
        `without a path: “${url}”`,
    )
  return origin
}

/** @param {string | undefined} name */
function checkServerName(name) {
  if (name === undefined || name === '')
    throw new ConfigError(
      'Missing --server-name: the site answers only its own host names (e.g. ffiec.cfpb.gov); ' +
        'any other Host is refused',
    )
  if (!/^[\w.*~^-]+( [\w.*~^-]+)*$/.test(name) || name.split(' ').includes('_'))
    throw new ConfigError(`--server-name must be host names separated by spaces, not “${name}”`)
  return name
}

/**
 * The CDN's address ranges: IPv4 or IPv6 addresses, each with an optional /prefix length.
 * @param {string[]} [ranges]
 */
export function checkCdnRanges(ranges = []) {
  return ranges.map((range) => {
    const value = String(range)
    const m = /^(\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/(\d{1,3}))?$/.exec(value)
    const ipv4 = m && m[1].includes('.') && !m[1].includes(':')
    const bitsOk = m && (m[2] === undefined || Number(m[2]) <= (ipv4 ? 32 : 128))
    const octetsOk = !ipv4 || m[1].split('.').every((o) => Number(o) <= 255)
    if (!m || !bitsOk || !octetsOk)
      throw new ConfigError(
        `--cdn must be an IP address or range (e.g. 203.0.113.0/24 or 2001:db8::/32), not “${value}”`,
      )
    return value
  })
}

/**
 * Keeps or drops {{#NAME}} … {{/NAME}} blocks, then fills {{NAME}} values.
 * @param {string} template
 * @param {Record<string, string>} values
 * @param {Record<string, boolean>} [blocks]
 */
export function fillTemplate(template, values, blocks = {}) {
  let text = template.replace(
    /^\{\{#(\w+)\}\}\n([\s\S]*?)^\{\{\/\1\}\}\n/gm,
    (_all, /** @type {string} */ name, /** @type {string} */ body) => {
      if (!(name in blocks)) throw new Error(`Template block {{#${name}}} has no setting`)
      return blocks[name] ? body : ''
    },
  )
  text = text.replace(/\{\{(\w+)\}\}/g, (_all, /** @type {string} */ name) => {
    if (!(name in values)) throw new Error(`Template value {{${name}}} has no setting`)
    return values[name]
  })
  return text
}

/**
 * @typedef {{ listen: string | number, root: string, apiUpstream: string, config: RawConfig,
 *   serverName?: string, cdn?: string[], noDefaultServer?: boolean, brotli?: boolean,
 *   connectSrc?: string[], localFilesUpstream?: string }} SiteOptions
 */

/**
 * The site file (an http-context snippet: maps, zones, the site's server and, unless
 * `noDefaultServer`, a default server that refuses other host names).
 * @param {SiteOptions} o
 */
export function renderSite(o) {
  const csp = cspHeader(o.config, o.connectSrc ?? [])
  const cdn = checkCdnRanges(o.cdn ?? [])
  return fillTemplate(
    readFileSync(SITE_TEMPLATE, 'utf8'),
    {
      LISTEN: checkListen(o.listen),
      SERVER_NAME: checkServerName(o.serverName),
      CDN_GEO: cdn.map((range) => `    ${range} 1;`).join('\n'),
      CDN_REAL_IP: cdn.map((range) => `    set_real_ip_from ${range};`).join('\n'),
      ROOT: checkRoot(o.root),
      API_UPSTREAM: checkUpstream(o.apiUpstream),
      CSP: csp,
      ENV_ID: String(o.config.name ?? 'site').replace(/[^a-z0-9]/gi, '_'),
      ROUTE_PREFIXES: ROUTE_PREFIXES.join('|'),
      YEARLESS_REDIRECTS: yearlessRedirects(o.config),
      LOCAL_FILES_UPSTREAM: o.localFilesUpstream
        ? checkUpstream(o.localFilesUpstream, '--local-files-upstream')
        : '',
    },
    {
      BROTLI: Boolean(o.brotli),
      LOCAL_FILES: Boolean(o.localFilesUpstream),
      CDN: cdn.length > 0,
      DEFAULT_SERVER: !o.noDefaultServer,
    },
  )
}

/**
 * The standalone nginx.conf (foreground, everything under `prefix`) that includes `siteConf`.
 * @param {{ prefix: string, siteConf: string, brotli?: boolean }} options
 */
export function renderMain({ prefix, siteConf, brotli }) {
  return fillTemplate(
    readFileSync(MAIN_TEMPLATE, 'utf8'),
    { PREFIX: checkRoot(prefix), SITE_CONF: checkRoot(siteConf), BROTLI_MODULE },
    { BROTLI: Boolean(brotli) },
  )
}

/**
 * @param {string[]} argv
 * @returns {Omit<SiteOptions, 'config'> & { env: string, configDir?: string, out?: string }}
 */
function parseArgs(argv) {
  /** @type {Record<string, any> & { connectSrc: string[], cdn: string[] }} */
  const options = { connectSrc: [], cdn: [] }
  /** @type {Record<string, string>} */
  const names = {
    '--env': 'env',
    '--listen': 'listen',
    '--root': 'root',
    '--api-upstream': 'apiUpstream',
    '--server-name': 'serverName',
    '--config-dir': 'configDir',
    '--out': 'out',
    '--local-files-upstream': 'localFilesUpstream',
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--brotli') options.brotli = true
    else if (arg === '--connect-src') options.connectSrc.push(argv[++i])
    else if (arg === '--cdn' && i + 1 < argv.length) options.cdn.push(argv[++i])
    else if (arg === '--no-default-server') options.noDefaultServer = true
    else if (arg in names && i + 1 < argv.length) options[names[arg]] = argv[++i]
    else throw new ConfigError(`Unknown or incomplete option “${arg}” (see deploy/README.md)`)
  }
  for (const required of ['env', 'listen', 'root', 'apiUpstream', 'serverName'])
    if (!options[required])
      throw new ConfigError(
        `Missing --${required.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} (see deploy/README.md)`,
      )
  return /** @type {any} */ (options)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2))
    const config = readEnvironmentConfig(options.env, options.configDir)
    const text = renderSite({ ...options, config })
    if (options.out) {
      writeFileSync(options.out, text)
      console.error(`Wrote ${options.out}`)
    } else process.stdout.write(text)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`nginx-config: ${error.message}`)
    process.exit(2)
  }
}

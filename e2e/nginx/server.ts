// Helpers of the "nginx" project (e2e/nginx*.spec.ts): raw HTTP to the nginx under test, the
// built files to compare with, and the Content-Security-Policy watch for pages.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type ConsoleMessage, type Page } from '@playwright/test'
import { HOSTS, NGINX_PORT, PORT } from '../../playwright.config'

export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const DIST = resolve(REPO, process.env.E2E_DIST ?? 'dist')
/** Debian's brotli_static module: with it nginx serves the .br copies (see deploy/README.md). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
/** Header of the stand-in that scripts/deploy/nginx-e2e.mjs starts when nginx is missing. */
const MISSING_HEADER = 'x-hmda-nginx-missing'

export const nginxUrl = (path = '/', host = '127.0.0.1') => `http://${host}:${NGINX_PORT}${path}`
export const prodUrl = (path = '/') => nginxUrl(path, HOSTS.prod)

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * The CDN in front of the e2e configuration: nginx-e2e.mjs renders it with this address as the
 * only one whose forwarded headers are trusted (the browser and other raw requests come from
 * 127.0.0.1). Linux answers every 127.0.0.0/8 address on the loopback interface, so a request
 * can be sent from it with `localAddress`.
 */
export const CDN_ADDRESS = '127.0.0.2'

/**
 * One HTTP request, exactly as given (no decompression, no redirects), to nginx or, with
 * `port`, to the local services directly; `localAddress` sends it from another loopback address
 * (the CDN, or a client of its own for the rate limits).
 */
export function raw(
  path: string,
  options: {
    method?: string
    headers?: Record<string, string>
    port?: number
    localAddress?: string
  } = {},
): Promise<RawResponse> {
  return new Promise((resolveResponse, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port ?? NGINX_PORT,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolveResponse({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

export const UPSTREAM_PORT = PORT

/** Fails with the reason when the nginx project's server is the "nginx missing" stand-in. */
export async function requireNginx(): Promise<void> {
  const res = await raw('/favicon.svg')
  if (res.headers[MISSING_HEADER]) {
    throw new Error(
      'nginx is not installed, so the deployment configuration cannot be tested. Install ' +
        "Debian's nginx: apt-get install -y nginx libnginx-mod-http-brotli-static " +
        '(.ci/run does this), or set NGINX_BIN.',
    )
  }
  expect(res.headers.server, 'the nginx project must talk to nginx').toBe('nginx')
}

/** A file of the build under test. */
export const distFile = (path: string) => readFileSync(join(DIST, path))
export const distHas = (path: string) => existsSync(join(DIST, path))

/** The app shell the contract names: spa.html when the build has it, else index.html. */
export const shellFile = () => distFile(distHas('spa.html') ? 'spa.html' : 'index.html')
/** The not-found page: 404.html when the build has it, else the shell. */
export const notFoundFile = () => (distHas('404.html') ? distFile('404.html') : shellFile())

/** Parses a Content-Security-Policy header into directive → sources. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), sources)
  }
  return map
}

/** The built HTML files (index.html, spa.html, 404.html, prerendered pages). */
export function builtHtmlFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
}

/**
 * The CSP hashes ('sha256-…') of one known inline <script> in the built HTML: the route-chunk
 * preloader that vite.config.ts (preloadRouteChunk) writes into index.html before prerendering.
 * The contract with the prerendering work removes it (its builds have none); until then the
 * CSP blocks it, which costs only that early preload. Any other inline script is a violation.
 */
export function knownPreloaderHashes(): string[] {
  const hashes = new Set<string>()
  for (const name of builtHtmlFiles()) {
    const html = readFileSync(join(DIST, name), 'utf8')
    for (const [, attributes = '', code = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
      if (!/l\.rel='modulepreload'/.test(code) || !/location\.pathname/.test(code)) continue
      hashes.add(`sha256-${createHash('sha256').update(code).digest('base64')}`)
    }
  }
  return [...hashes]
}

/**
 * Splits reports into violations and the blocking of the build's own inline scripts listed by
 * knownPreloaderHashes() (Chromium's console message names the hash; each one comes with one
 * `script-src-elem` event on the same page).
 */
export function separateKnownInlineScripts(reports: CspReport[], hashes: string[]) {
  const known: CspReport[] = []
  const rest = [...reports]
  for (const report of reports) {
    if (report.kind !== 'console' || !hashes.some((h) => report.text.includes(`'${h}'`))) continue
    rest.splice(rest.indexOf(report), 1)
    known.push(report)
    const event = rest.findIndex(
      (r) =>
        r.kind === 'event' &&
        r.page === report.page &&
        r.text.startsWith('script-src-elem blocked inline at '),
    )
    if (event >= 0) known.push(...rest.splice(event, 1))
  }
  return { known, violations: rest }
}

export interface CspReport {
  page: string
  kind: 'event' | 'console'
  text: string
}

/**
 * Collects every Content-Security-Policy violation of a page: the `securitypolicyviolation`
 * events of each document (an init script, installed before any page script runs, reports them
 * to the test) and the console errors Chromium prints for blocked content. Workers report their
 * own blocked loads in the console; a blocked worker script fires the event on the page.
 */
export async function watchCsp(page: Page): Promise<CspReport[]> {
  const reports: CspReport[] = []
  await page.exposeBinding('__hmdaCspViolation', ({ frame }, text: string) => {
    reports.push({ page: frame.url(), kind: 'event', text })
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { __hmdaCspViolation: (text: string) => void })
      .__hmdaCspViolation
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        void report(
          `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ` +
            `at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        )
      },
      true,
    )
  })
  const onConsole = (message: ConsoleMessage) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(
        message.text(),
      )
    )
      reports.push({ page: page.url(), kind: 'console', text: message.text() })
  }
  // Console messages of the page's web workers arrive here too (ConsoleMessage.worker()).
  page.on('console', onConsole)
  return reports
}

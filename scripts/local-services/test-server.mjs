// For the local services' tests: the sample services behind the static server over an empty site
// (as `npm start` serves them), or a bare HTTP server over a few service handlers.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStaticServer } from '../lib/static-server.mjs'
import { createLocalServices } from './index.mjs'

/** @typedef {import('../lib/static-server.mjs').RequestHandler} RequestHandler */
/**
 * @typedef {{ services: ReturnType<typeof createLocalServices>, url: string,
 *   get: (path: string, init?: RequestInit) => Promise<Response>, close(): Promise<void> }}
 *   SampleServer
 */

/** A site folder with only an index.html. */
export function emptySite() {
  const dist = mkdtempSync(join(tmpdir(), 'hmda-dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>')
  return dist
}

/**
 * The local services over sample data, answered on a free port.
 * @param {import('./index.mjs').LocalServicesOptions} [options]
 * @returns {Promise<SampleServer>}
 */
export async function startSampleServer(options) {
  const services = createLocalServices(options)
  const server = await startStaticServer(emptySite(), { handler: services.handle })
  return {
    services,
    url: server.url,
    get: (path, init) => fetch(`${server.url}${path}`, init),
    close: () => server.close(),
  }
}

/**
 * `value`, or an Error with `message` thrown when it is null or undefined: for the tests' "this
 * must be there" lookups (0, '' and false are values).
 * @template T
 * @param {T} value
 * @param {string} message
 * @returns {NonNullable<T>}
 */
export function must(value, message) {
  if (value === null || value === undefined) throw new Error(message)
  return value
}

/**
 * Starts `server` on a free port of 127.0.0.1; its base URL and port. Rejects when it cannot
 * listen or is not on a TCP port.
 * @param {import('node:http').Server} server
 * @returns {Promise<{ url: string, port: number }>}
 */
export async function listenOnFreePort(server) {
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the server is not on a TCP port')
  return { url: `http://127.0.0.1:${address.port}`, port: address.port }
}

/**
 * An HTTP server on a free port that offers each request to `handlers` in turn (404 when none
 * answers it).
 * @param {RequestHandler[]} handlers
 * @returns {Promise<{ url: string, close(): void }>}
 */
export async function listen(handlers) {
  const server = createServer(async (req, res) => {
    for (const handler of handlers) if (await handler(req, res)) return
    res.writeHead(404)
    res.end()
  })
  const { url } = await listenOnFreePort(server)
  return { url, close: () => server.close() }
}

/**
 * @typedef {{ token?: string | null, body?: unknown, headers?: Record<string, string> }} CallOptions
 *   `token`: the bearer token (null or empty for none); `body`: FormData and strings as they are, anything
 *   else as JSON.
 * @typedef {{ status: number, json: any, text: string, headers: Headers }} CallResult
 *   `json`: the body parsed (any shape: the tests check it), null when it is not JSON.
 */

/**
 * The services' tests' client: `call(method, path, options)` against `base()`, with the
 * `defaultToken()` unless the call names one.
 * @param {() => string} base
 * @param {() => string} defaultToken
 */
export function caller(base, defaultToken) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {CallOptions} [options]
   * @returns {Promise<CallResult>}
   */
  return async function call(method, path, { token = defaultToken(), body, headers = {} } = {}) {
    /** @type {Record<string, string>} */
    const head = { ...headers }
    /** @type {RequestInit} */
    const init = { method, headers: head }
    if (token) head.authorization = `Bearer ${token}`
    if (body instanceof FormData) init.body = body
    else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
      head['content-type'] = 'application/json'
    }
    const response = await fetch(`${base()}${path}`, init)
    const text = await response.text()
    /** @type {any} */
    let json
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    return { status: response.status, json, text, headers: response.headers }
  }
}

/**
 * @typedef {object} DownloadBurst
 * @property {{ path: string, ms: number, status: number }[]} answers the site's page and a JSON
 *   API, asked one after another while the downloads stream
 * @property {{ path: string, status: number, bytes: number }[]} downloads
 * @property {number} finishedDuring downloads already finished when the last answer came
 */

/**
 * Ten large downloads at once (CSV views of four years, snapshot and one-year zips, combined and
 * one institution's modified LAR, a dynamic LAR zip) and, while they stream, the site's page and
 * a JSON API asked one after another: what the local services' tests check (every answer and
 * download complete) and the bench times (`npm run bench -- --suites services`).
 * @param {SampleServer} server
 * @param {string} lei an institution of 2024 with a modified LAR
 * @returns {Promise<DownloadBurst>}
 */
export async function runDownloadBurst(server, lei) {
  const nationwide = '/v2/data-browser-api/view/nationwide/csv?years=2024&actions_taken=1,2,3'
  const burst = [
    nationwide,
    nationwide.replace('2024', '2023'),
    nationwide.replace('2024', '2022'),
    nationwide.replace('2024', '2025'),
    '/hmda-files/static-data/snapshot/2024/2024_public_lar_csv.zip',
    '/hmda-files/static-data/snapshot/2023/2023_public_lar_pipe.zip',
    '/hmda-files/static-data/one-year/2022/2022_public_lar_one_year_csv.zip',
    '/hmda-files/modified-lar/combined-mlar/2025/2025_combined_mlar_header.zip',
    '/hmda-files/dynamic-data/2022/2022_lar.zip',
    `/file/modifiedLar/year/2024/institution/${lei}/txt/header`,
  ]
  let finished = 0
  const downloads = burst.map(async (path) => {
    const response = await server.get(path)
    const bytes = (await response.arrayBuffer()).byteLength
    finished++
    return { path, status: response.status, bytes }
  })
  // Let the burst start, then ask the page and the API while it runs.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const answers = []
  for (const path of ['/', '/v2/reporting/filers/2024', '/', '/v2/reporting/filers/2023']) {
    const started = performance.now()
    const response = await server.get(path)
    await response.arrayBuffer()
    answers.push({ path, ms: performance.now() - started, status: response.status })
  }
  const finishedDuring = finished
  return { answers, downloads: await Promise.all(downloads), finishedDuring }
}

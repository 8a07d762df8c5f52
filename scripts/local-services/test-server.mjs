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

// @vitest-environment node
// The answers and injected faults every local service shares (answers.mjs): the sample-data
// services, the filing service and the admin service answer the same fault the same way.
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFault, createAnswers, readJson } from './answers.mjs'
import { createFilingService } from './filing.mjs'
import { createHelpAdminService } from './helpAdmin.mjs'
import { createLocalServices } from './index.mjs'
import { createIdentityProvider } from './oidc.mjs'
import { listenOnFreePort } from './test-server.mjs'

/** @type {import('node:http').Server} */
let server
let base = ''

beforeAll(async () => {
  const identity = createIdentityProvider({ accessTtl: 600 })
  const filing = createFilingService({ identity, stepMs: 5 })
  const helpAdmin = createHelpAdminService({ filing })
  const services = createLocalServices({ now: new Date('2026-11-24T12:00:00Z'), identity })
  const answers = createAnswers({ 'X-Test': 'yes' })
  server = createServer(async (req, res) => {
    if (req.url === '/echo') {
      const body = await readJson(req)
      answers.json(req, res, body === null ? 400 : 200, { body })
      return
    }
    if (req.url?.startsWith('/plain/')) {
      const faults = { malformed: '{"x', message: 'Injected', path: true }
      if (await applyFault(req, res, req.url, answers, faults)) return
      answers.text(req, res, 200, 'no fault')
      return
    }
    if (await filing.handle(req, res)) return
    if (await helpAdmin.handle(req, res)) return
    if (await services.handle(req, res)) return
    res.writeHead(404)
    res.end()
  })
  base = (await listenOnFreePort(server)).url
})
afterAll(() => server?.close())

/** @param {string} path @param {string} fault */
const withFault = (path, fault) => fetch(`${base}${path}`, { headers: { 'x-hmda-fault': fault } })

const PATHS = {
  sample: '/v2/reporting/filers/2024',
  filing: '/v2/filing/institutions/HMDATESTBANK00000137',
  admin: '/v2/admin/institutions/HMDATESTBANK00000137/year/2024',
}

describe('faults, the same in every service', () => {
  it('a bad fault value is a plain-text 400 naming the error', async () => {
    for (const [service, path] of Object.entries(PATHS)) {
      const response = await withFault(path, '418')
      expect(response.status, service).toBe(400)
      expect(response.headers.get('content-type'), service).toBe('text/plain; charset=utf-8')
      expect(await response.text(), service).toBe('Bad hmda-fault value: unknown fault "418"')
    }
  })

  it('server errors and 429 are JSON error bodies; the filing services name the path', async () => {
    for (const [service, path] of Object.entries(PATHS)) {
      const failed = await withFault(path, '503')
      expect(failed.status, service).toBe(503)
      const body = await failed.json()
      expect(body.httpStatus, service).toBe(503)
      expect(body.message, service).toMatch(/^Injected server error/)
      expect(body.path, service).toBe(service === 'sample' ? undefined : path)
      const limited = await withFault(path, '429:7')
      expect(limited.status, service).toBe(429)
      expect(limited.headers.get('retry-after'), service).toBe('7')
      expect((await limited.json()).message, service).toBe('Too many requests')
    }
  })

  it('malformed is a 200 with a truncated JSON body; 404 is the plain-text not found', async () => {
    for (const [service, path] of Object.entries(PATHS)) {
      const malformed = await withFault(path, 'malformed')
      expect(malformed.status, service).toBe(200)
      expect(malformed.headers.get('content-type'), service).toBe('application/json; charset=utf-8')
      await expect(malformed.json(), service).rejects.toThrow()
      const missing = await withFault(path, '404')
      expect(missing.status, service).toBe(404)
      expect(await missing.text(), service).toBe('The requested resource could not be found.')
    }
  })

  it('a fault for another path prefix leaves the request alone', async () => {
    const response = await withFault('/plain/a', '503@/plain/b')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-test')).toBe('yes')
    expect(await response.text()).toBe('no fault')
  })
})

describe('readJson', () => {
  it('reads a JSON body and gives null for anything else', async () => {
    /** @param {string} body */
    const echo = async (body) => {
      const response = await fetch(`${base}/echo`, { method: 'POST', body })
      return { status: response.status, body: (await response.json()).body }
    }
    expect(await echo('{"a":[1,2]}')).toEqual({ status: 200, body: { a: [1, 2] } })
    expect(await echo('{"a"')).toEqual({ status: 400, body: null })
    expect(await echo('x'.repeat(1_000_001))).toEqual({ status: 400, body: null })
  })

  it('HEAD answers carry the length and no body', async () => {
    const response = await fetch(`${base}/plain/x`, { method: 'HEAD' })
    expect(response.headers.get('content-length')).toBe('8')
    expect(await response.text()).toBe('')
  })
})

// @vitest-environment node
// The local services' test helpers: `must`, `listenOnFreePort` and `listen`, and the e2e
// declaration of the sign-in helper held to its implementation.
import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import * as forE2e from './oidc-testing.mjs'
import { signInAs } from './oidc-signin.mjs'
import { listen, listenOnFreePort, must } from './test-server.mjs'

// Type-level: the implementation fits what oidc-testing.d.mts promises the e2e specs (tsc -b
// fails here when they drift apart).
/** @type {typeof forE2e.signInAs} */
const signInForE2e = signInAs

describe('must', () => {
  it('gives back a value that is there, falsy ones included', () => {
    expect(must('a', 'missing')).toBe('a')
    expect(must(0, 'missing')).toBe(0)
    expect(must('', 'missing')).toBe('')
    expect(must(false, 'missing')).toBe(false)
    const list = [1]
    expect(must(list, 'missing')).toBe(list)
  })

  it('throws an Error with the message for null and undefined', () => {
    expect(() => must(null, 'no row 3')).toThrow(new Error('no row 3'))
    expect(() => must(undefined, 'no header')).toThrow('no header')
  })
})

describe('listenOnFreePort', () => {
  it('starts a server on 127.0.0.1 and gives its URL and port', async () => {
    const server = createServer((_req, res) => res.end('hello'))
    const { url, port } = await listenOnFreePort(server)
    try {
      expect(port).toBeGreaterThan(0)
      expect(url).toBe(`http://127.0.0.1:${port}`)
      expect(await (await fetch(url)).text()).toBe('hello')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('rejects when the server cannot listen (here: it already does)', async () => {
    const server = createServer()
    await listenOnFreePort(server)
    try {
      await expect(listenOnFreePort(server)).rejects.toMatchObject({
        code: 'ERR_SERVER_ALREADY_LISTEN',
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('listen', () => {
  it('offers each request to the handlers in turn and answers 404 when none takes it', async () => {
    const server = await listen([
      async (req, res) => {
        if (req.url !== '/a') return false
        res.end('a')
        return true
      },
      async (req, res) => {
        if (req.url !== '/b') return false
        res.end('b')
        return true
      },
    ])
    try {
      expect(await (await fetch(`${server.url}/a`)).text()).toBe('a')
      expect(await (await fetch(`${server.url}/b`)).text()).toBe('b')
      expect((await fetch(`${server.url}/c`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})

describe('the e2e sign-in helper', () => {
  it('is the implementation itself', () => {
    expect(forE2e.signInAs).toBe(signInAs)
    expect(signInForE2e).toBe(signInAs)
  })
})

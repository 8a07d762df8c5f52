import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJson, getText, headFile, headStatus, postJson, send, serverMessageOf } from './client'
import { ApiError, parseRetryAfter } from './errors'
import { object, string } from './validate'

const answer = (body: string, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(body, init))

/** A fetch that never answers until its signal aborts. */
const hanging = () =>
  vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      }),
  )

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

const nameOf = (raw: unknown) => string(object(raw, 'body').name, 'body.name')

afterEach(() => {
  vi.useRealTimers()
})

describe('getJson', () => {
  it('returns the parsed, checked body', async () => {
    await expect(getJson('/a', nameOf, { fetch: answer('{"name":"x"}') })).resolves.toBe('x')
  })

  it('maps 404 to not-found, 400 to bad-request with the server message, 5xx to server', async () => {
    const notFound = await failure(getJson('/a', nameOf, { fetch: answer('', { status: 404 }) }))
    expect(notFound).toMatchObject({ kind: 'not-found', status: 404, url: '/a' })

    const body = JSON.stringify({
      httpStatus: 400,
      message: 'institution with ID: X does not exist',
      path: '/filers/2022/X/msaMds',
    })
    const bad = await failure(getJson('/a', nameOf, { fetch: answer(body, { status: 400 }) }))
    expect(bad).toMatchObject({
      kind: 'bad-request',
      status: 400,
      serverMessage: 'institution with ID: X does not exist',
    })

    const server = await failure(getJson('/a', nameOf, { fetch: answer('oops', { status: 503 }) }))
    expect(server).toMatchObject({ kind: 'server', status: 503 })
  })

  it('maps 429 to busy with Retry-After in seconds', async () => {
    const busy = await failure(
      getJson('/a', nameOf, {
        fetch: answer('slow down', { status: 429, headers: { 'Retry-After': '7' } }),
      }),
    )
    expect(busy).toMatchObject({ kind: 'busy', status: 429, retryAfterSeconds: 7 })
    const noHeader = await failure(getJson('/a', nameOf, { fetch: answer('', { status: 429 }) }))
    expect(noHeader.retryAfterSeconds).toBeUndefined()
  })

  it('rejects malformed JSON and the wrong shape as bad-response, naming the path', async () => {
    const malformed = await failure(getJson('/a', nameOf, { fetch: answer('{"name":') }))
    expect(malformed.kind).toBe('bad-response')
    expect(malformed.message).toMatch(/not valid JSON/)
    const shape = await failure(getJson('/a', nameOf, { fetch: answer('{"name":3}') }))
    expect(shape.kind).toBe('bad-response')
    expect(shape.message).toMatch(/body\.name: expected a string, got number 3/)
  })

  it('maps a network failure to unreachable', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await failure(getJson('/a', nameOf, { fetch: fetchMock }))).toMatchObject({
      kind: 'unreachable',
    })
  })

  it('times out', async () => {
    vi.useFakeTimers()
    const pending = failure(getJson('/a', nameOf, { fetch: hanging(), timeoutMs: 1500 }))
    await vi.advanceTimersByTimeAsync(1500)
    expect(await pending).toMatchObject({ kind: 'timeout', timeoutMs: 1500 })
  })

  it('follows the caller’s abort signal', async () => {
    const controller = new AbortController()
    const pending = failure(getJson('/a', nameOf, { fetch: hanging(), signal: controller.signal }))
    controller.abort()
    expect((await pending).kind).toBe('aborted')
    const already = failure(getJson('/a', nameOf, { fetch: hanging(), signal: controller.signal }))
    expect((await already).kind).toBe('aborted')
  })

  it('marks the sample-data store from the response header only', async () => {
    // A fresh module graph: the store is set once for a page's life, so each check starts unset.
    vi.resetModules()
    const { isSampleData } = await import('./sampleData')
    const { getJson } = await import('./client')
    await getJson('/a', nameOf, { fetch: answer('{"name":"x"}') })
    expect(isSampleData()).toBe(false)
    await getJson('/a', nameOf, {
      fetch: answer('{"name":"x"}', { headers: { 'X-HMDA-Sample-Data': '1' } }),
    })
    expect(isSampleData()).toBe(true)
  })
})

describe('getText', () => {
  it('returns text and maps errors', async () => {
    await expect(getText('/f', { fetch: answer('a|b\n') })).resolves.toBe('a|b\n')
    expect(await failure(getText('/f', { fetch: answer('', { status: 500 }) }))).toMatchObject({
      kind: 'server',
    })
  })
})

describe('headFile', () => {
  it('returns size and date, or null when absent or unreachable', async () => {
    const ok = answer('', {
      headers: { 'Content-Length': '12345', 'Last-Modified': 'Mon, 02 Jun 2025 04:00:00 GMT' },
    })
    const info = await headFile('/z', { fetch: ok })
    expect(info?.size).toBe(12345)
    expect(info?.lastModified?.toISOString()).toBe('2025-06-02T04:00:00.000Z')
    expect(ok.mock.calls[0]?.[1]?.method).toBe('HEAD')

    await expect(headFile('/z', { fetch: answer('', { status: 404 }) })).resolves.toBeNull()
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(headFile('/z', { fetch: down })).resolves.toBeNull()
    await expect(headFile('/z', { fetch: answer('') })).resolves.toEqual({
      size: null,
      lastModified: null,
    })
  })

  it('throws only when cancelled', async () => {
    const controller = new AbortController()
    const pending = failure(headFile('/z', { fetch: hanging(), signal: controller.signal }))
    controller.abort()
    expect((await pending).kind).toBe('aborted')
  })
})

describe('helpers', () => {
  it('parses Retry-After seconds and dates', () => {
    expect(parseRetryAfter('30')).toBe(30)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:12 GMT', now)).toBe(12)
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0)
  })

  it('reads the server message from JSON or text, not from HTML', () => {
    expect(serverMessageOf('{"message":"2016 is not available for dataset"}')).toBe(
      '2016 is not available for dataset',
    )
    expect(serverMessageOf('  plain\n text ')).toBe('plain text')
    expect(serverMessageOf('<html><body>Bad</body></html>')).toBeUndefined()
    expect(serverMessageOf('')).toBeUndefined()
  })
})

describe('postJson', () => {
  it('sends the body as JSON and checks the answer like getJson', async () => {
    const fetch = answer('{"name":"y"}')
    await expect(postJson('/p', { a: 1 }, nameOf, { fetch })).resolves.toBe('y')
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('fails with the server status and message', async () => {
    const error = await failure(
      postJson('/p', {}, nameOf, { fetch: answer('{"message":"down"}', { status: 503 }) }),
    )
    expect([error.kind, error.status, error.serverMessage]).toEqual(['server', 503, 'down'])
  })
})

describe('headStatus', () => {
  it('answers the status, 0 when there is no answer, and throws only on the caller abort', async () => {
    await expect(headStatus('/f', { fetch: answer('', { status: 404 }) })).resolves.toBe(404)
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(headStatus('/f', { fetch: offline })).resolves.toBe(0)
    const controller = new AbortController()
    const pending = headStatus('/f', { fetch: hanging(), signal: controller.signal })
    controller.abort()
    expect((await failure(pending)).kind).toBe('aborted')
  })
})

describe('send', () => {
  it('reads any status whole, and throws only for no answer, the timeout or the abort', async () => {
    const { response, text } = await send(
      '/s',
      { method: 'PUT' },
      { fetch: answer('no', { status: 409 }) },
    )
    expect([response.status, text]).toEqual([409, 'no'])
    vi.useFakeTimers()
    const pending = failure(send('/s', {}, { fetch: hanging(), timeoutMs: 50 }))
    await vi.advanceTimersByTimeAsync(50)
    expect((await pending).kind).toBe('timeout')
  })
})

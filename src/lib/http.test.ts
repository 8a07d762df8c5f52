import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchJson, fetchText, HttpError, postJson } from './http'

const answer = (body: string, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }))

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

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected an HttpError')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('http', () => {
  it('returns text and JSON bodies', async () => {
    await expect(fetchText('/a', { fetch: answer('hello') })).resolves.toBe('hello')
    await expect(fetchJson('/a', { fetch: answer('{"x":1}') })).resolves.toEqual({ x: 1 })
  })

  it('posts JSON with the right method and headers', async () => {
    const fetchMock = answer('{"ok":true}')
    await expect(postJson('/api', { a: 1 }, { fetch: fetchMock })).resolves.toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('reports an error status with the server’s message', async () => {
    const error = await failure(fetchJson('/a', { fetch: answer('{"message":"bad date"}', 400) }))
    expect(error.kind).toBe('status')
    expect(error.status).toBe(400)
    expect(error.message).toBe('/a answered HTTP 400: bad date')
    const plain = await failure(fetchText('/b', { fetch: answer('', 503) }))
    expect(plain.message).toBe('/b answered HTTP 503.')
  })

  it('reports a body that is not JSON', async () => {
    const error = await failure(fetchJson('/a', { fetch: answer('<html>') }))
    expect(error.kind).toBe('body')
    expect(error.message).toBe('The answer from /a is not valid JSON.')
  })

  it('reports a network failure', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await failure(fetchText('/a', { fetch: fetchMock }))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Could not reach /a.')
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    const promise = failure(fetchText('/slow', { fetch: hanging(), timeoutMs: 2000 }))
    await vi.advanceTimersByTimeAsync(2000)
    const error = await promise
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('No answer from /slow within 2 s.')
  })

  it('stops when the caller cancels', async () => {
    const controller = new AbortController()
    const promise = failure(fetchText('/a', { fetch: hanging(), signal: controller.signal }))
    controller.abort()
    expect((await promise).kind).toBe('aborted')
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribe } from './subscribe'

/** A request the stand-in fetch received, answered or failed when the test chooses. */
interface Held {
  url: string
  init: RequestInit
  answer: (status: number, text?: string) => void
  fail: (error: unknown) => void
}

let held: Held[] = []

/** Stand-in for the global fetch: records each request and keeps it open; an abort rejects it. */
const fakeFetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  return new Promise<Response>((resolve, reject) => {
    held.push({
      url: String(input),
      init,
      answer: (status, text = '') => resolve(new Response(text, { status })),
      fail: reject,
    })
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    )
  })
})

/** The latest request, once the client module that sends it has loaded. */
async function latest(): Promise<Held> {
  await vi.dynamicImportSettled()
  const request = held.at(-1)
  if (!request) throw new Error('no request was made')
  return request
}

const ENDPOINT = 'https://example.gov/subscriptions/new/'
const FAILED = 'Subscription failed.  Please try again later.'

beforeEach(() => {
  held = []
  fakeFetch.mockClear()
  vi.stubGlobal('fetch', fakeFetch)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('subscribe request', () => {
  it('posts an encoded form body with the expected headers', async () => {
    void subscribe(ENDPOINT, 'a+b@x.gov', 'USCFPB_1 2')
    const request = await latest()
    expect(held).toHaveLength(1)
    expect(request.init.method).toBe('POST')
    expect(request.url).toBe(ENDPOINT)
    expect(request.init.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    })
    expect(String(request.init.body)).toBe('email=a%2Bb%40x.gov&code=USCFPB_1+2')
  })

  it('encodes characters that would split the form fields', async () => {
    void subscribe(ENDPOINT, '"x&code=y"@x.gov', 'T')
    const params = new URLSearchParams(String((await latest()).init.body))
    expect(params.getAll('email')).toEqual(['"x&code=y"@x.gov'])
    expect(params.getAll('code')).toEqual(['T'])
  })

  it('waits 15 seconds by default, then reports a failure', async () => {
    vi.useFakeTimers()
    const pending = subscribe(ENDPOINT, 'user@example.gov', 'T')
    const settled = vi.fn()
    void pending.then(settled)
    await vi.dynamicImportSettled()
    expect(held).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(14_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ ok: false, kind: 'network', message: FAILED })
  })

  it('uses the timeout it is given', async () => {
    vi.useFakeTimers()
    const pending = subscribe(ENDPOINT, 'user@example.gov', 'T', { timeoutMs: 500 })
    const settled = vi.fn()
    void pending.then(settled)
    await vi.dynamicImportSettled()
    expect(held).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(499)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ ok: false, kind: 'network', message: FAILED })
  })
})

describe('subscribe result', () => {
  async function answer(status: number, text?: string) {
    const pending = subscribe(ENDPOINT, 'user@example.gov', 'T')
    ;(await latest()).answer(status, text)
    return pending
  }

  it('passes on the text of a 200 response, trimmed', async () => {
    await expect(answer(200, '  Thanks for signing up.\n')).resolves.toEqual({
      ok: true,
      message: 'Thanks for signing up.',
    })
  })

  it.each([
    ['empty', ''],
    ['blank', '  \n '],
    ['JSON', '{"status":"ok"}'],
    ['a JSON array', '[1]'],
    ['HTML', '<!doctype html><p>Done</p>'],
  ])('uses the standard message when a 200 response is %s', async (_label, text) => {
    await expect(answer(200, text)).resolves.toEqual({
      ok: true,
      message: 'You have been subscribed!',
    })
  })

  it('describes a 400 as a bad request whatever the body says', async () => {
    await expect(answer(400, 'missing code')).resolves.toEqual({
      ok: false,
      kind: 'status',
      status: 400,
      message: 'Error (400): Bad Request',
    })
  })

  it('adds the response text to other statuses', async () => {
    await expect(answer(500, ' Internal failure \n')).resolves.toEqual({
      ok: false,
      kind: 'status',
      status: 500,
      message: 'Error (500) Internal failure',
    })
  })

  it('leaves out the space when another status has no text', async () => {
    await expect(answer(503, '   ')).resolves.toEqual({
      ok: false,
      kind: 'status',
      status: 503,
      message: 'Error (503)',
    })
  })

  it('treats a non-200 success status as a status error', async () => {
    await expect(answer(201, 'Created')).resolves.toMatchObject({
      ok: false,
      status: 201,
      message: 'Error (201) Created',
    })
  })

  it.each([
    ['a dropped connection', new TypeError('Failed to fetch')],
    ['a refused request (CORS)', new TypeError('NetworkError when attempting to fetch resource.')],
    ['an abort', new DOMException('The operation was aborted.', 'AbortError')],
  ])('reports a network failure on %s', async (_label, error) => {
    const pending = subscribe(ENDPOINT, 'user@example.gov', 'T')
    ;(await latest()).fail(error)
    await expect(pending).resolves.toEqual({ ok: false, kind: 'network', message: FAILED })
  })

  it('reports a network failure when the answer breaks off', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError('network error'))
      },
    })
    fakeFetch.mockImplementationOnce(() => Promise.resolve(new Response(body, { status: 200 })))
    await expect(subscribe(ENDPOINT, 'user@example.gov', 'T')).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: FAILED,
    })
    expect(fakeFetch).toHaveBeenCalledTimes(1)
  })

  it('reports a network failure when the address cannot be used', async () => {
    fakeFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Invalid URL')))
    await expect(subscribe('http://[', 'user@example.gov', 'T')).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: FAILED,
    })
    expect(fakeFetch).toHaveBeenCalledTimes(1)
  })

  it('never rejects, even when fetch throws synchronously', async () => {
    fakeFetch.mockImplementationOnce(() => {
      throw new TypeError('Request cannot be constructed')
    })
    await expect(subscribe(ENDPOINT, 'user@example.gov', 'T')).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: FAILED,
    })
    expect(fakeFetch).toHaveBeenCalledTimes(1)
  })
})

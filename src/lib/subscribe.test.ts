import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribe } from './subscribe'

/** Stand-in for XMLHttpRequest that records the request and lets each test pick the answer. */
class FakeXhr {
  static instances: FakeXhr[] = []

  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = undefined
  timeout = 0
  status = 0
  responseText = ''
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.instances.push(this)
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }

  send(body: unknown) {
    this.body = body
  }

  respond(status: number, text = '') {
    this.status = status
    this.responseText = text
    this.onload?.()
  }

  static latest(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1)
    if (!xhr) throw new Error('no request was made')
    return xhr
  }
}

const ENDPOINT = 'https://example.gov/subscriptions/new/'
const FAILED = 'Subscription failed.  Please try again later.'

beforeEach(() => {
  FakeXhr.instances = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('subscribe request', () => {
  it('posts an encoded form body with the expected headers', () => {
    void subscribe(ENDPOINT, 'a+b@x.gov', 'USCFPB_1 2')
    const xhr = FakeXhr.latest()
    expect(FakeXhr.instances).toHaveLength(1)
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe(ENDPOINT)
    expect(xhr.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    })
    expect(xhr.body).toBe('email=a%2Bb%40x.gov&code=USCFPB_1+2')
  })

  it('encodes characters that would split the form fields', () => {
    void subscribe(ENDPOINT, '"x&code=y"@x.gov', 'T')
    const params = new URLSearchParams(String(FakeXhr.latest().body))
    expect(params.getAll('email')).toEqual(['"x&code=y"@x.gov'])
    expect(params.getAll('code')).toEqual(['T'])
  })

  it('waits 15 seconds by default', () => {
    void subscribe(ENDPOINT, 'user@example.gov', 'T')
    expect(FakeXhr.latest().timeout).toBe(15_000)
  })

  it('uses the timeout it is given', () => {
    void subscribe(ENDPOINT, 'user@example.gov', 'T', { timeoutMs: 500 })
    expect(FakeXhr.latest().timeout).toBe(500)
  })
})

describe('subscribe result', () => {
  function answer(status: number, text?: string) {
    const pending = subscribe(ENDPOINT, 'user@example.gov', 'T')
    FakeXhr.latest().respond(status, text)
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

  it.each(['onerror', 'ontimeout', 'onabort'] as const)(
    'reports a network failure on %s',
    async (handler) => {
      const pending = subscribe(ENDPOINT, 'user@example.gov', 'T')
      FakeXhr.latest()[handler]?.()
      await expect(pending).resolves.toEqual({ ok: false, kind: 'network', message: FAILED })
    },
  )

  it('reports a network failure when a load carries no status', async () => {
    await expect(answer(0)).resolves.toEqual({ ok: false, kind: 'network', message: FAILED })
  })

  it('reports a network failure when the request cannot be opened', async () => {
    vi.spyOn(FakeXhr.prototype, 'open').mockImplementation(() => {
      throw new SyntaxError('bad URL')
    })
    await expect(subscribe('http://[', 'user@example.gov', 'T')).resolves.toEqual({
      ok: false,
      kind: 'network',
      message: FAILED,
    })
  })

  it('keeps the first outcome when later events fire', async () => {
    const pending = subscribe(ENDPOINT, 'user@example.gov', 'T')
    const xhr = FakeXhr.latest()
    xhr.respond(200, 'Welcome')
    xhr.onerror?.()
    await expect(pending).resolves.toEqual({ ok: true, message: 'Welcome' })
  })
})

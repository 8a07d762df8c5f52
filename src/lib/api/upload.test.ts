import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { uploadFile } from './upload'

/** Stand-in XMLHttpRequest: records the request; each test answers, fails or aborts it. */
class FakeXhr {
  static instances: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = undefined
  status = 0
  responseText = ''
  responseHeaders: Record<string, string> = {}
  aborted = false
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
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
  getResponseHeader(name: string): string | null {
    const key = Object.keys(this.responseHeaders).find(
      (k) => k.toLowerCase() === name.toLowerCase(),
    )
    return key === undefined ? null : (this.responseHeaders[key] ?? null)
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent)
  }
  respond(status: number, text: string, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText = text
    this.responseHeaders = headers
    this.onload?.()
  }
  static latest(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1)
    if (!xhr) throw new Error('no request was made')
    return xhr
  }
}

const URL_ = '/v2/filing/institutions/LEI/filings/2025/submissions/2'
const parse = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) throw new Error('no id')
  return raw as { id: number }
}
const file = () => new Blob(['a|b|c\n'.repeat(10)])

beforeEach(() => {
  FakeXhr.instances = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadFile', () => {
  it('posts the file as the multipart part with the headers, and parses the JSON answer', async () => {
    const pending = uploadFile(URL_, { file: file(), fileName: 'lar.txt' }, parse, {
      headers: { Authorization: 'Bearer t', Accept: 'application/json' },
    })
    const xhr = FakeXhr.latest()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe(URL_)
    expect(xhr.headers).toEqual({ Authorization: 'Bearer t', Accept: 'application/json' })
    expect(xhr.body).toBeInstanceOf(FormData)
    const part = (xhr.body as FormData).get('file')
    expect(part).toBeInstanceOf(File)
    expect((part as File).name).toBe('lar.txt')
    xhr.respond(202, '{"id":7}')
    await expect(pending).resolves.toEqual({ id: 7 })
  })

  it('reports progress, with the file size when the browser cannot compute the total', async () => {
    const onProgress = vi.fn()
    const blob = file()
    const pending = uploadFile(URL_, { file: blob, fileName: 'f' }, parse, { onProgress })
    const xhr = FakeXhr.latest()
    xhr.progress(10, 60)
    xhr.progress(30, 0, false)
    xhr.respond(202, '{"id":1}')
    await pending
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 10, total: 60 }],
      [{ loaded: 30, total: blob.size }],
    ])
  })

  it('a 429 is busy with the Retry-After wait', async () => {
    const pending = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().respond(429, '', { 'Retry-After': '20' })
    const failure = await pending.catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ kind: 'busy', status: 429, retryAfterSeconds: 20, url: URL_ })
  })

  it('a refusal carries the platform message; a 5xx is a server failure', async () => {
    const refused = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().respond(
      400,
      JSON.stringify({ httpStatus: 400, message: 'Submission is not in created state', path: '' }),
    )
    await expect(refused).rejects.toMatchObject({
      kind: 'bad-request',
      status: 400,
      serverMessage: 'Submission is not in created state',
    })
    const failed = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().respond(503, '<html>down</html>')
    await expect(failed).rejects.toMatchObject({ kind: 'server', status: 503 })
  })

  it('an answer that is not JSON, or not the expected shape, is a bad response', async () => {
    const notJson = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().respond(202, 'accepted')
    await expect(notJson).rejects.toMatchObject({ kind: 'bad-response', status: 202 })
    const wrongShape = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().respond(202, '{"status":3}')
    await expect(wrongShape).rejects.toMatchObject({ kind: 'bad-response', status: 202 })
  })

  it('a dropped connection is unreachable', async () => {
    const pending = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().onerror?.()
    await expect(pending).rejects.toMatchObject({ kind: 'unreachable', url: URL_ })
  })

  it('the caller’s signal aborts the request, and stops listening once settled', async () => {
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const pending = uploadFile(URL_, { file: file(), fileName: 'f' }, parse, {
      signal: controller.signal,
    })
    controller.abort()
    expect(FakeXhr.latest().aborted).toBe(true)
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function))
  })

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      uploadFile(URL_, { file: file(), fileName: 'f' }, parse, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' })
    expect(FakeXhr.instances).toHaveLength(0)
  })

  it('marks sample data when the answer says so', async () => {
    // A fresh module graph: the store is set once for a page's life, so each check starts unset.
    vi.resetModules()
    const { isSampleData } = await import('./sampleData')
    const { uploadFile } = await import('./upload')
    expect(isSampleData()).toBe(false)
    const pending = uploadFile(URL_, { file: file(), fileName: 'f' }, parse)
    FakeXhr.latest().respond(202, '{"id":1}', { 'X-HMDA-Sample-Data': '1' })
    await pending
    expect(isSampleData()).toBe(true)
  })
})

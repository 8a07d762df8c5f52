import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { checkDownload, useCheckedDownload } from './useCheckedDownload'

const URL_ = '/v2/data-browser-api/view/csv?states=TX&actions_taken=1&years=2024'

/** A streamed body that records whether the reader cancelled it. */
function streamed(text: string, headers: Record<string, string> = {}, status = 200) {
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text))
    },
    cancel() {
      cancelled = true
    },
  })
  return { response: new Response(body, { status, headers }), cancelled: () => cancelled }
}

describe('checkDownload', () => {
  it('resolves on 2xx and cancels the body (the browser downloads it)', async () => {
    const answer = streamed('activity_year,lei\n2024,X\n')
    const fetch = vi.fn(async () => answer.response)
    await checkDownload(URL_, { fetch })
    expect(fetch).toHaveBeenCalledWith(URL_, expect.objectContaining({ cache: 'no-store' }))
    expect(answer.cancelled()).toBe(true)
  })

  it('fails with the status: 500 server, 429 with its Retry-After', async () => {
    const server = vi.fn(async () => new Response('{"message":"boom"}', { status: 500 }))
    await expect(checkDownload(URL_, { fetch: server })).rejects.toMatchObject({
      kind: 'server',
      status: 500,
    })
    const busy = vi.fn(
      async () => new Response('', { status: 429, headers: { 'Retry-After': '7' } }),
    )
    await expect(checkDownload(URL_, { fetch: busy })).rejects.toMatchObject({
      kind: 'busy',
      retryAfterSeconds: 7,
    })
  })

  it('a dropped connection is unreachable; no answer in time is a timeout', async () => {
    const reset = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(checkDownload(URL_, { fetch: reset })).rejects.toMatchObject({
      kind: 'unreachable',
    })
    const hang = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    )
    await expect(checkDownload(URL_, { fetch: hang, timeoutMs: 10 })).rejects.toMatchObject({
      kind: 'timeout',
    })
  })
})

describe('useCheckedDownload', () => {
  it('a failure is kept in the state and nothing is saved; the retry then saves', async () => {
    let status = 500
    const fetch = vi.fn(async () =>
      status === 200 ? streamed('a\n').response : new Response('', { status }),
    )
    const save = vi.fn()
    const { result } = renderHook(() => useCheckedDownload({ fetch, save }))
    await act(() => result.current.start(URL_, 'filtered'))
    expect(result.current.state).toMatchObject({ status: 'failed', url: URL_, name: 'filtered' })
    const failed = result.current.state
    expect(failed.status === 'failed' && failed.error).toBeInstanceOf(ApiError)
    expect(save).not.toHaveBeenCalled()

    status = 200
    act(() => result.current.retry())
    expect(result.current.state).toMatchObject({ status: 'checking', name: 'filtered' })
    await waitFor(() => expect(result.current.state.status).toBe('started'))
    expect(save).toHaveBeenCalledExactlyOnceWith(URL_)
  })

  it('unmounting during the check cancels it: no download starts later', async () => {
    let answer: ((r: Response) => void) | undefined
    const fetch = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
        }),
    )
    const save = vi.fn()
    const { result, unmount } = renderHook(() => useCheckedDownload({ fetch, save }))
    let done: Promise<void> | undefined
    act(() => {
      done = result.current.start(URL_, 'filtered')
    })
    unmount()
    answer?.(new Response('a\n'))
    await done
    expect(save).not.toHaveBeenCalled()
  })
})

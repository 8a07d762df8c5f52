import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { fetchLiveConfig } from './liveConfig'

const NOW = 1_700_000_000_000

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })

const fetchReturning = (response: Response | Promise<Response>) =>
  vi.fn<typeof fetch>(() => Promise.resolve(response))

describe('fetchLiveConfig', () => {
  let warn: MockInstance<typeof console.warn>

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  const PROD_URL = `/config/prod.json?t=${NOW}`

  /** Asserts the call resolved to null with one warning that names the URL. */
  function expectWarned(url = PROD_URL) {
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(url)
  }

  it('returns the validated overlay on success, without warning', async () => {
    const fetchImpl = fetchReturning(json({ maintenanceMode: true, unknownKey: 1 }))
    const overlay = await fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl })
    expect(overlay).toEqual({ maintenanceMode: true })
    expect(warn).not.toHaveBeenCalled()
  })

  it('requests the environment URL with cache: no-store and an abort signal', async () => {
    const fetchImpl = fetchReturning(json({}))
    await fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe(PROD_URL)
    expect(init).toEqual(expect.objectContaining({ cache: 'no-store' }))
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('uses the default base URL and the current time when none are given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    try {
      const fetchImpl = fetchReturning(json({}))
      await fetchLiveConfig('dev-beta', { fetchImpl })
      expect(fetchImpl.mock.calls[0]?.[0]).toBe(`/config/dev-beta.json?t=${NOW}`)
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([404, 500, 503])('returns null and warns on HTTP %i', async (status) => {
    const fetchImpl = fetchReturning(json({ maintenanceMode: true }, { status }))
    await expect(
      fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl }),
    ).resolves.toBeNull()
    expectWarned()
  })

  it('returns null and warns when the network fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(
      fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl }),
    ).resolves.toBeNull()
    expectWarned()
  })

  it('returns null and warns when fetch throws synchronously', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => {
      throw new Error('boom')
    })
    await expect(
      fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl }),
    ).resolves.toBeNull()
    expectWarned()
  })

  it('returns null and warns on text that is not JSON', async () => {
    const fetchImpl = fetchReturning(new Response('<html>Not found</html>', { status: 200 }))
    await expect(
      fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl }),
    ).resolves.toBeNull()
    expectWarned()
  })

  it.each<[string, unknown]>([
    ['a bad field', { maintenanceMode: 'yes' }],
    ['a bad guard', { timedGuards: { '2024': { Q1: '04/01/2024 - 05/30/2024' } } }],
    ['another environment name', { name: 'dev' }],
    ['an array', []],
    ['null', null],
    ['a string', 'x'],
  ])('returns null and warns on JSON with %s', async (_name, body) => {
    const fetchImpl = fetchReturning(json(body))
    await expect(
      fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, fetchImpl }),
    ).resolves.toBeNull()
    expectWarned()
  })

  it('gives up after the timeout when the server does not answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    await expect(
      fetchLiveConfig('prod', { baseUrl: '/config/', now: NOW, timeoutMs: 20, fetchImpl }),
    ).resolves.toBeNull()
    expectWarned()
  })

  it('names the requested environment file in the warning', async () => {
    const fetchImpl = fetchReturning(json({}, { status: 404 }))
    await fetchLiveConfig('dev-beta', { baseUrl: '/live', now: 5, fetchImpl })
    expectWarned('/live/dev-beta.json?t=5')
  })
})

describe('fetchLiveConfig through the HTTP client', () => {
  let warn: MockInstance<typeof console.warn>

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The error the one warning carries. */
  const warned = () => warn.mock.calls[0]?.[1]

  it.each<[string, () => ReturnType<typeof fetchReturning>, string]>([
    ['HTTP 404', () => fetchReturning(json({}, { status: 404 })), 'not-found'],
    ['HTTP 503', () => fetchReturning(json({}, { status: 503 })), 'server'],
    ['text that is not JSON', () => fetchReturning(new Response('<html>')), 'bad-response'],
    ['an invalid copy', () => fetchReturning(json({ maintenanceMode: 'yes' })), 'bad-response'],
    [
      'a network failure',
      () => vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
      'unreachable',
    ],
  ])('warns with the typed ApiError on %s', async (_name, makeFetch, kind) => {
    await fetchLiveConfig('prod', { now: NOW, fetchImpl: makeFetch() })
    expect(warned()).toBeInstanceOf(ApiError)
    expect(warned()).toMatchObject({ kind, url: `/config/prod.json?t=${NOW}` })
  })

  it('names what the validator rejected', async () => {
    await fetchLiveConfig('prod', { now: NOW, fetchImpl: fetchReturning(json({ name: 'dev' })) })
    expect(String((warned() as Error).message)).toMatch(/not in the expected shape \(invalid/)
  })

  it('gives up with a timeout error after the time given', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    await expect(
      fetchLiveConfig('prod', { now: NOW, timeoutMs: 20, fetchImpl }),
    ).resolves.toBeNull()
    expect(warned()).toMatchObject({ kind: 'timeout', timeoutMs: 20 })
  })
})

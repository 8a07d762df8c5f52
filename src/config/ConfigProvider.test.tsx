import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { ConfigProvider } from './ConfigProvider'
import { useConfig } from './useConfig'

const NOV_2026 = new Date('2026-11-21T15:00:00Z')

/** Prints the configuration values the tests look at. */
function Show() {
  const config = useConfig()
  return (
    <dl>
      <dt>name</dt>
      <dd data-testid="name">{config.name}</dd>
      <dt>maintenance</dt>
      <dd data-testid="maintenance">{String(config.maintenanceMode)}</dd>
      <dt>default period</dt>
      <dd data-testid="period">{config.defaultPeriod}</dd>
      <dt>browser years</dt>
      <dd data-testid="years">{config.dataBrowserYears.join(',')}</dd>
    </dl>
  )
}

const value = (id: string) => screen.getByTestId(id).textContent

/** A fetch answer that the test releases when it chooses. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<Response>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let fetchMock: Mock<typeof fetch>
let warn: Mock<typeof console.warn>

// The live copy's loader is imported on demand: loaded once here, so each test waits only for
// the request, not for the module's first transform.
beforeAll(async () => {
  await import('./liveConfig')
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOV_2026)
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  warn = vi.fn()
  vi.spyOn(console, 'warn').mockImplementation(warn)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url))

describe('ConfigProvider', () => {
  it.each(['localhost', 'localhost:5173', '127.0.0.1:4173'])(
    'on %s uses the built-in dev config and fetches nothing',
    async (host) => {
      render(
        <ConfigProvider host={host} baseUrl="/config/">
          <Show />
        </ConfigProvider>,
      )
      expect(value('name')).toBe('dev')
      expect(value('maintenance')).toBe('false')
      // Let any effect-triggered work settle before checking that nothing was requested.
      await act(async () => undefined)
      expect(fetchMock).not.toHaveBeenCalled()
    },
  )

  it('renders built-in values before the live config arrives, then the merged values', async () => {
    const answer = deferred()
    fetchMock.mockReturnValueOnce(answer.promise)
    render(
      <ConfigProvider host="ffiec.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )

    expect(value('name')).toBe('prod')
    expect(value('maintenance')).toBe('false')
    expect(value('period')).toBe('2026-Q3')
    // The loader is imported on demand, so the request follows the first render.
    await waitFor(() =>
      expect(requestedUrls()).toEqual([`/config/prod.json?t=${NOV_2026.getTime()}`]),
    )
    expect(value('maintenance')).toBe('false')
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' })

    await act(async () =>
      answer.resolve(json({ maintenanceMode: true, dataBrowserYears: ['2020'] })),
    )
    await waitFor(() => expect(value('maintenance')).toBe('true'))
    expect(value('years')).toBe('2020')
    expect(value('name')).toBe('prod')
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps the built-in values when the fetch fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    render(
      <ConfigProvider host="ffiec.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(String(warn.mock.calls[0]?.[0])).toContain('/config/prod.json?t=')
    expect(value('name')).toBe('prod')
    expect(value('maintenance')).toBe('false')
  })

  it('keeps the built-in values when the server answers 404', async () => {
    fetchMock.mockResolvedValueOnce(json({ maintenanceMode: true }, 404))
    render(
      <ConfigProvider host="ffiec.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(value('maintenance')).toBe('false')
  })

  it('keeps the built-in values when the live config is invalid', async () => {
    fetchMock.mockResolvedValueOnce(json({ maintenanceMode: 'yes' }))
    render(
      <ConfigProvider host="ffiec.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(value('maintenance')).toBe('false')
  })

  it('on a beta host requests both the beta and the production file', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({})))
    render(
      <ConfigProvider host="ffiec.beta.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )
    expect(value('name')).toBe('prod-beta')
    await waitFor(() => expect(requestedUrls()).toHaveLength(2))
    const urls = requestedUrls()
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/config\/prod-beta\.json\?t=\d+$/),
        expect.stringMatching(/^\/config\/prod\.json\?t=\d+$/),
      ]),
    )
    await act(async () => undefined)
  })

  it('on a beta host takes the default period from the live production config', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/config/prod.json')
          ? json({ timedGuards: { preview: ['2027'] } })
          : json({ maintenanceMode: true }),
      ),
    )
    render(
      <ConfigProvider host="ffiec.beta.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )
    expect(value('period')).toBe('2026-Q3')
    await waitFor(() => expect(value('period')).toBe('2027'))
    await waitFor(() => expect(value('maintenance')).toBe('true'))
    expect(value('name')).toBe('prod-beta')
  })

  it('uses the base URL it is given, adding a missing slash', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({})))
    render(
      <ConfigProvider host="hmda4.demo.cfpb.gov" baseUrl="https://files.example.gov/cfg">
        <Show />
      </ConfigProvider>,
    )
    expect(value('name')).toBe('dev')
    await waitFor(() =>
      expect(requestedUrls()).toEqual([
        `https://files.example.gov/cfg/dev.json?t=${NOV_2026.getTime()}`,
      ]),
    )
    await act(async () => undefined)
  })

  it('fetches again when the tab becomes visible after more than five minutes', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({})))
    render(
      <ConfigProvider host="ffiec.cfpb.gov" baseUrl="/config/">
        <Show />
      </ConfigProvider>,
    )
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))

    // After one minute: not again (had it fetched, the second request would carry this time).
    vi.setSystemTime(NOV_2026.getTime() + 60_000)
    await act(async () => document.dispatchEvent(new Event('visibilitychange')))

    const later = NOV_2026.getTime() + 6 * 60_000
    vi.setSystemTime(later)
    await act(async () => document.dispatchEvent(new Event('visibilitychange')))
    expect(document.visibilityState).toBe('visible')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(requestedUrls()).toEqual([
      `/config/prod.json?t=${NOV_2026.getTime()}`,
      `/config/prod.json?t=${later}`,
    ])
  })
})

describe('useConfig', () => {
  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Show />)).toThrow('useConfig must be used inside <ConfigProvider>')
  })
})

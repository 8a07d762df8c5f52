import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { RateSpreadPage } from './RateSpreadPage'

/*
 * What the Rate Spread page's tests share (RateSpreadPage.test.tsx, RateSpreadSources.test.tsx,
 * RateSpreadBatch.test.tsx): the clock, the configuration, the APOR tables and service the page
 * is served, and filling in the form.
 */

// Local noon, so "today" is 03/15/2024 in every time zone.
const NOW = new Date(2024, 2, 15, 12)
const CONFIG = buildConfig('dev', {}, NOW)
// jsdom's page is on localhost: the tables are read from the same-origin local file server, as
// every other file-server read is (src/lib/api/files.ts).
export const FIXED_URL = '/hmda-files/apor/YieldTableFixed.txt'
export const VARIABLE_URL = '/hmda-files/apor/YieldTableAdjustable.txt'

/** A table (written here) from Monday 1/2/2017 to Monday 3/4/2024: every rate `rate`. */
function table(rate: string) {
  const lines = [`Date|${Array.from({ length: 50 }, (_, i) => i + 1).join('|')}`]
  for (let day = Date.UTC(2017, 0, 2); day <= Date.UTC(2024, 2, 4); day += 7 * 86_400_000) {
    const d = new Date(day)
    lines.push(
      [
        `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`,
        ...Array(50).fill(rate),
      ].join('|'),
    )
  }
  return lines.join('\n')
}

/** The page's fetch: reset before each test. */
export const fetchMock = vi.fn<typeof fetch>()

/** Answers table downloads (or fails them) and the API (or fails it). */
export function serve({
  tables = true,
  api,
  status = 200,
  sample = false,
}: { tables?: boolean; api?: unknown; status?: number; sample?: boolean } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url === FIXED_URL || url === VARIABLE_URL) {
      if (!tables) throw new TypeError('Failed to fetch')
      return new Response(table(url === FIXED_URL ? '6.64' : '5.5'), {
        headers: sample ? { 'X-HMDA-Sample-Data': '1' } : {},
      })
    }
    if (url === '/v2/public/rateSpread' && init?.method === 'POST' && api !== undefined) {
      return new Response(JSON.stringify(api), { status })
    }
    throw new TypeError('Failed to fetch')
  })
}

export const requested = () => fetchMock.mock.calls.map(([url]) => String(url))

/** Pins the clock at NOW and stands in for fetch around each test of the calling file. */
export function setUpRateSpreadPage() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}

/**
 * The page as the app renders it (the prerender renders and the browser hydrates the same), at
 * `address`, with `after` beside it in the router.
 */
export const pageElement = (address = '/tools/rate-spread', after?: ReactNode) => (
  <ConfigContext value={CONFIG}>
    <MemoryRouter initialEntries={[address]}>
      <RateSpreadPage />
      {after}
    </MemoryRouter>
  </ConfigContext>
)

export function renderPage() {
  return render(pageElement())
}

export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<string, string>>,
) {
  const v = {
    action: '1',
    reverse: 'No, not a reverse mortgage (code 2)',
    type: 'Fixed rate',
    date: '01/10/2024',
    apr: '7.125',
    term: '30',
    ...values,
  }
  if (v.action) await user.selectOptions(screen.getByLabelText('Action taken'), v.action)
  if (v.reverse) await user.click(screen.getByLabelText(v.reverse))
  if (v.type) await user.click(screen.getByLabelText(v.type))
  if (v.date) await user.type(screen.getByLabelText('Rate-set date'), v.date)
  if (v.apr) await user.type(screen.getByLabelText('APR (%)'), v.apr)
  if (v.term) await user.type(screen.getByRole('textbox', { name: /\(years\)/ }), v.term)
}

export const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Calculate rate spread' }))

import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { resetSampleDataForTests } from '@/lib/api/sampleData'
import { RateSpreadPage } from './RateSpreadPage'

// Local noon, so "today" is 03/15/2024 in every time zone.
const NOW = new Date(2024, 2, 15, 12)
const CONFIG = buildConfig('dev', {}, NOW)
// jsdom's page is on localhost: the tables are read from the same-origin local file server, as
// every other file-server read is (src/lib/api/files.ts).
const FIXED_URL = '/hmda-files/apor/YieldTableFixed.txt'
const VARIABLE_URL = '/hmda-files/apor/YieldTableAdjustable.txt'

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

let fetchMock: Mock<typeof fetch>

/** Answers table downloads (or fails them) and the API (or fails it). */
function serve({
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

const requested = () => fetchMock.mock.calls.map(([url]) => String(url))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  resetSampleDataForTests()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderPage() {
  return render(
    <ConfigContext value={CONFIG}>
      <MemoryRouter>
        <RateSpreadPage />
      </MemoryRouter>
    </ConfigContext>,
  )
}

async function fill(
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

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Calculate rate spread' }))

describe('RateSpreadPage', () => {
  it('sets the title and links the two APOR tables', () => {
    renderPage()
    expect(document.title).toBe('Rate Spread | HMDA')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rate Spread Calculator')
    expect(
      screen.getByRole('link', { name: /fixed-rate loans \(YieldTableFixed\.txt\)/ }),
    ).toHaveAttribute('href', FIXED_URL)
    expect(screen.getByRole('link', { name: /variable-rate loans/ })).toHaveAttribute(
      'href',
      VARIABLE_URL,
    )
    expect(screen.getByText(/from 01\/02\/2017 to 03\/15\/2024\./)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled() // the tables load only when needed
  })

  it('says the APOR tables are sample data when the local services served them', async () => {
    const user = userEvent.setup()
    serve({ sample: true })
    renderPage()
    expect(screen.queryByTestId('sample-data-notice')).toBeNull()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    expect(screen.getByTestId('sample-data-notice')).toHaveTextContent('Sample data.')
    expect(requested()).toEqual([FIXED_URL, VARIABLE_URL])
  })

  it('says the service’s answer is sample data when the local services gave it', async () => {
    const user = userEvent.setup()
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/v2/public/rateSpread')
        return new Response('{"rateSpread":"1.250"}', { headers: { 'X-HMDA-Sample-Data': '1' } })
      throw new TypeError('Failed to fetch')
    })
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 1.250' })).toBeInTheDocument()
    expect(screen.getByTestId('sample-data-notice')).toBeInTheDocument()
  })

  it('shows every field’s error on submit, focuses the first, and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.type(screen.getByLabelText('APR (%)'), '4.1234')
    await user.type(screen.getByLabelText('Rate-set date'), '2/30/2024')
    await submit(user)
    expect(screen.getByLabelText('Action taken')).toHaveFocus()
    expect(screen.getByLabelText('Action taken')).toHaveAccessibleDescription(
      'Only codes 1, 2 and 8 get a rate spread; for the others the answer is NA. Choose the action taken.',
    )
    expect(screen.getByText('Say whether the loan is a reverse mortgage.')).toBeInTheDocument()
    expect(
      screen.getByText('Choose the amortization type: fixed rate or variable rate.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Rate-set date must be a real date written mm/dd/yyyy.'),
    ).toBeInTheDocument()
    expect(screen.getByText('APR can have at most 3 decimal places.')).toBeInTheDocument()
    expect(screen.getByText('Enter the loan term in whole years (1 to 50).')).toBeInTheDocument()
    expect(screen.getByLabelText('APR (%)')).toHaveValue('4.1234')
    expect(screen.getByLabelText('APR (%)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Rate-set date')).toHaveValue('2/30/2024')

    // Fixing the first fields moves focus to the next invalid one (a radio group).
    await user.selectOptions(screen.getByLabelText('Action taken'), '1')
    await submit(user)
    expect(screen.getByLabelText('No, not a reverse mortgage (code 2)')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('computes the spread from the tables, downloading them once', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    expect(
      screen.getByText(
        /APR 7\.125% minus the APOR of 6\.64% for a fixed-rate loan with a 30-year term, in the week starting Monday 01\/08\/2024/,
      ),
    ).toBeInTheDocument()
    expect(requested().sort()).toEqual([VARIABLE_URL, FIXED_URL])

    await user.click(screen.getByLabelText('Variable rate (adjustable)'))
    expect(
      screen.getByRole('textbox', { name: 'Years to first rate adjustment (years)' }),
    ).toHaveValue('30')
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 1.625' })).toBeInTheDocument()
    expect(requested()).toHaveLength(2)
  })

  it('keeps the tables for one visit of the page; the next visit downloads them anew', async () => {
    serve()
    const user = userEvent.setup()
    const first = renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    expect(requested()).toHaveLength(2)
    first.unmount()
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    expect(requested().sort()).toEqual([VARIABLE_URL, VARIABLE_URL, FIXED_URL, FIXED_URL])
  })

  it('answers NA without the tables', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.selectOptions(screen.getByLabelText('Action taken'), '3')
    await submit(user)
    expect(screen.getByRole('heading', { name: 'Rate spread: NA' })).toBeInTheDocument()
    expect(
      screen.getByText(/Action taken 3 \(application denied\) does not get a rate spread/),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when no APOR exists for the week', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    await fill(user, { date: '03/12/2024' })
    await submit(user)
    expect(
      await screen.findByRole('heading', { name: 'No APOR for that week' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/No APOR is published for the week of 03\/11\/2024/),
    ).toBeInTheDocument()
  })

  it('falls back to the platform’s service when the tables cannot be downloaded', async () => {
    serve({ tables: false, api: { rateSpread: '1.5' } })
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 1.500' })).toBeInTheDocument()
    expect(
      screen.getByText(/Computed by the HMDA Platform's rate spread service/),
    ).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/v2/public/rateSpread')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      actionTakenType: 1,
      loanTerm: 30,
      reverseMortgage: 2,
      amortizationType: 'FixedRate',
      apr: 7.125,
      lockInDate: '2024-01-10',
    })
  })

  it('says the calculator cannot reach either source when both fail', async () => {
    serve({ tables: false })
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'The rate spread cannot be calculated right now',
    )
    expect(alert).toHaveTextContent(/cannot reach either of its sources.*Please try again later\./)
  })

  it('shows the service’s reason when it refuses the loan', async () => {
    serve({ tables: false, api: { message: 'Loan term out of range' }, status: 400 })
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'The rate spread could not be calculated',
    )
    expect(alert).toHaveTextContent(/answered HTTP 400: Loan term out of range/)
  })

  it('says the service is unavailable (not that it refused the loan) when it is not there', async () => {
    for (const status of [404, 405, 502]) {
      serve({ tables: false, api: { message: 'Method Not Allowed' }, status })
      const user = userEvent.setup()
      const { unmount } = renderPage()
      await fill(user, {})
      await submit(user)
      const alert = await screen.findByRole('alert')
      expect(within(alert).getByRole('heading')).toHaveTextContent(
        'The rate spread cannot be calculated right now',
      )
      expect(alert).toHaveTextContent(/unavailable/)
      expect(alert).not.toHaveTextContent(/did not accept|Check the values/)
      unmount()
    }
  })

  it('downloads the tables again on the next calculation after they failed', async () => {
    serve({ tables: false })
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    await screen.findByRole('alert')
    serve()
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
  })

  it('clears the result when a value changes', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    await fill(user, {})
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    await user.clear(screen.getByLabelText('APR (%)'))
    expect(screen.queryByRole('heading', { name: /Rate spread:/ })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('APR (%)'), '8.125')
    await submit(user)
    expect(await screen.findByRole('heading', { name: 'Rate spread: 1.485' })).toBeInTheDocument()
    await user.click(screen.getByLabelText('Variable rate (adjustable)'))
    expect(screen.queryByRole('heading', { name: /Rate spread:/ })).not.toBeInTheDocument()
  })

  it('refuses a file that is not text, saying what it is', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    const random = new Uint8Array(4096)
    let x = 7
    for (let i = 0; i < random.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0
      random[i] = x >>> 24
    }
    await user.upload(screen.getByLabelText('CSV file of loans'), new File([random], 'loans.csv'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/binary data/)
    expect(screen.queryByRole('heading', { name: /Results for/ })).not.toBeInTheDocument()

    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0])
    await user.upload(screen.getByLabelText('CSV file of loans'), new File([xlsx], 'renamed.csv'))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Excel workbook/))
  })

  it('skips a header row and refuses files of more than 100,000 loans', async () => {
    serve()
    const user = userEvent.setup()
    renderPage()
    const loan = '1,30,FixedRate,7.125,2024-01-10,2\n'
    await user.upload(
      screen.getByLabelText('CSV file of loans'),
      new File(
        [`Action taken,Loan term,Amortization type,APR,Rate-set date,Reverse mortgage\n${loan}`],
        'h.csv',
      ),
    )
    expect(await screen.findByRole('heading', { name: 'Results for h.csv' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Counts' })).toHaveTextContent('1 loan read')
    expect(screen.getByText(/The first line was a header row/)).toBeInTheDocument()

    await user.upload(
      screen.getByLabelText('CSV file of loans'),
      new File([loan.repeat(100_001)], 'big.csv'),
    )
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent(/more than 100,000 loans/)
    expect(screen.queryByRole('heading', { name: /Results for/ })).not.toBeInTheDocument()
  }, 20_000)

  it('calculates a file: counts, a preview of the first 20 rows and a download', async () => {
    serve()
    const createObjectURL = vi.fn(() => 'blob:results')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const user = userEvent.setup()
    renderPage()
    const lines = [
      '3,30,FixedRate,7.125,2024-01-10,2',
      'bad,row',
      ...Array.from({ length: 30 }, () => '1,30,FixedRate,7.125,2024-01-10,2'),
    ]
    const file = new File([lines.join('\n')], 'loans.csv', { type: 'text/csv' })
    await user.upload(screen.getByLabelText('CSV file of loans'), file)
    expect(
      await screen.findByRole('heading', { name: 'Results for loans.csv' }),
    ).toBeInTheDocument()
    const counts = screen.getByRole('list', { name: 'Counts' })
    expect(counts).toHaveTextContent('32 loans read')
    expect(counts).toHaveTextContent('30 rate spreads calculated')
    expect(counts).toHaveTextContent('1 NA')
    expect(counts).toHaveTextContent('1 line with errors')
    const table = screen.getByRole('table', { name: 'The first 20 of 32 results' })
    expect(within(table).getAllByRole('row')).toHaveLength(21)
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      /^2badrow.*Error: expected 6 fields/,
    )
    expect(screen.getByRole('link', { name: /Download the results/ })).toHaveAttribute(
      'href',
      'blob:results',
    )
    expect(screen.getByRole('link', { name: /Download the results/ })).toHaveAttribute(
      'download',
      'loans-rate-spreads.csv',
    )
    const calls = createObjectURL.mock.calls as unknown as [Blob][]
    const blob = calls[0]?.[0]
    const text = await act(() => (blob as Blob).text())
    expect(text.split('\r\n')).toHaveLength(34)
    expect(text.split('\r\n')[3]).toBe('1,30,FixedRate,7.125,2024-01-10,2,0.485')
  })

  it('explains that files need the tables when they cannot be downloaded', async () => {
    serve({ tables: false })
    const user = userEvent.setup()
    renderPage()
    await user.upload(
      screen.getByLabelText('CSV file of loans'),
      new File(['1,30,FixedRate,7,2024-01-10,2'], 'a.csv'),
    )
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The APOR tables could not be downloaded',
      ),
    )
  })
})

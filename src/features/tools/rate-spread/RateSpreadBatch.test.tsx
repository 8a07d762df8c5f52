import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage, serve, setUpRateSpreadPage } from './rateSpreadTestKit'

// A file of loans, calculated from the tables.
setUpRateSpreadPage()

describe('RateSpreadPage: files of loans', () => {
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

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  FIXED_URL,
  VARIABLE_URL,
  fetchMock,
  fill,
  renderPage,
  requested,
  serve,
  setUpRateSpreadPage,
  submit,
} from './rateSpreadTestKit'

// Where one calculation gets its APOR: the downloaded tables, else the platform’s service.
setUpRateSpreadPage()

describe('RateSpreadPage: APOR tables and the platform’s service', () => {
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
})

import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { pageElement, serve, setUpRateSpreadPage, submit } from './rateSpreadTestKit'

// The prerendered page used before React hydrates it: a visitor on a slow phone fills in the
// form while the app's code is still loading, then calculates.
setUpRateSpreadPage()

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E

describe('RateSpreadPage, prerendered', () => {
  it('keeps every value chosen and typed before hydration, and calculates with them', async () => {
    serve()
    const container = document.createElement('div')
    container.innerHTML = renderToString(pageElement())
    document.body.append(container)
    byId<HTMLSelectElement>('rs-action').value = '1'
    byId<HTMLInputElement>('rs-reverse-2').checked = true
    byId<HTMLInputElement>('rs-amortization-FixedRate').checked = true
    byId<HTMLInputElement>('rs-date').value = '01/10/2024'
    byId<HTMLInputElement>('rs-apr').value = '7.125'
    byId<HTMLInputElement>('rs-term').value = '30'
    byId<HTMLInputElement>('rs-term').focus()

    const recoverable = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, pageElement(), { onRecoverableError: recoverable }),
    )
    expect(recoverable).not.toHaveBeenCalled()
    // The page has re-rendered since (today's date in the hint): the values are still there.
    expect(screen.getByText(/from 01\/02\/2017 to 03\/15\/2024\./)).toBeInTheDocument()
    expect(screen.getByLabelText('Action taken')).toHaveValue('1')
    expect(screen.getByLabelText('No, not a reverse mortgage (code 2)')).toBeChecked()
    expect(screen.getByLabelText('Fixed rate')).toBeChecked()
    expect(screen.getByLabelText('Rate-set date')).toHaveValue('01/10/2024')
    expect(screen.getByLabelText('APR (%)')).toHaveValue('7.125')
    expect(byId('rs-term')).toHaveValue('30')
    expect(byId('rs-term')).toHaveFocus()

    await submit(userEvent.setup())
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    act(() => root.unmount())
    container.remove()
  })

  it('calculates a form the browser submitted before the app ran, and clears the address', async () => {
    serve()
    // What a press of Calculate sends before hydration: the fields by name, in the query.
    const query =
      'actionTakenType=1&reverseMortgage=2&amortizationType=FixedRate&lockInDate=01%2F10%2F2024&apr=7.125&loanTerm=30'
    const Address = () => <output data-testid="address">{useLocation().search}</output>
    render(pageElement(`/tools/rate-spread?${query}`, <Address />))
    expect(await screen.findByRole('heading', { name: 'Rate spread: 0.485' })).toBeInTheDocument()
    expect(screen.getByLabelText('Action taken')).toHaveValue('1')
    expect(screen.getByLabelText('No, not a reverse mortgage (code 2)')).toBeChecked()
    expect(screen.getByLabelText('Fixed rate')).toBeChecked()
    expect(screen.getByLabelText('Rate-set date')).toHaveValue('01/10/2024')
    expect(screen.getByLabelText('APR (%)')).toHaveValue('7.125')
    expect(screen.getByTestId('address')).toBeEmptyDOMElement()
  })
})

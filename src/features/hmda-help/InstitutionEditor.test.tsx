import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { InstitutionEditor } from './InstitutionEditor'

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))
const LEI = 'HELPUNITTEST00000001'

function renderAdd() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ConfigContext value={CONFIG}>
        <InstitutionEditor mode="add" lei={LEI} year="2025" />
      </ConfigContext>
    </MemoryRouter>,
    queryWrapper(),
  )
  return user
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Respondent name'), 'Unit Bank')
  await user.type(screen.getByLabelText('Tax ID'), '53-1234567')
  await user.type(screen.getByLabelText('E-mail domains'), 'unit.test')
  await user.click(screen.getByRole('radio', { name: /^9 – / }))
}

const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')

afterEach(() => {
  vi.unstubAllGlobals()
  // Entries not saved are kept per form in the tab's sessionStorage: each test starts clean.
  sessionStorage.clear()
})

describe('InstitutionEditor (add)', () => {
  it('checks the form rules before sending: nothing is sent, the summary has focus', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const user = renderAdd()
    expect(screen.getByLabelText('LEI')).toHaveValue(LEI)
    await user.type(screen.getByLabelText('E-mail domains'), 'gmail.com')
    await user.click(screen.getByRole('button', { name: 'Add the record' }))
    expect(fetchMock).not.toHaveBeenCalled()
    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    expect(summary).toHaveTextContent('Respondent name: Enter the respondent name.')
    expect(errorOf(screen.getByLabelText('E-mail domains'))).toMatch(/public e-mail domain/)
    // The note is asked on updates only.
    expect(screen.queryByLabelText('Note (required)')).toBeNull()
  })

  it('puts a server refusal on its field and keeps what was typed', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            httpStatus: 400,
            message: `Institution ${LEI} already exists`,
            path: '',
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = renderAdd()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Add the record' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('LEI: A record for this LEI')
    expect(errorOf(screen.getByLabelText('LEI'))).toMatch(/already exists/)
    expect(screen.getByLabelText('Respondent name')).toHaveValue('Unit Bank')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v2/admin/institutions')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({
      lei: LEI,
      activityYear: 2025,
      agency: 9,
      taxId: '53-1234567',
      emailDomains: ['unit.test'],
      respondent: { name: 'Unit Bank', state: '', city: '' },
    })
  })

  it('words a failing service above the form and keeps the entries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Service Unavailable', { status: 503 })),
    )
    const user = renderAdd()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Add the record' }))
    expect(await screen.findByTestId('api-error')).toBeInTheDocument()
    expect(screen.getByText(/Your entries are still in the form/)).toBeInTheDocument()
    expect(screen.getByLabelText('Tax ID')).toHaveValue('53-1234567')
    expect(screen.getByRole('button', { name: 'Add the record' })).toBeEnabled()
  })

  it('keeps entries not saved for the next visit of the same form, until discarded', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const user = renderAdd()
    await user.type(screen.getByLabelText('Respondent name'), 'Kept Bank')
    cleanup()
    const again = renderAdd()
    expect(screen.getByLabelText('Respondent name')).toHaveValue('Kept Bank')
    await again.click(screen.getByRole('button', { name: 'Discard them' }))
    expect(screen.getByLabelText('Respondent name')).toHaveValue('')
    cleanup()
    renderAdd()
    expect(screen.getByLabelText('Respondent name')).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Discard them' })).toBeNull()
  })
})

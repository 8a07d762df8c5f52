import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import type { Remote } from '@/lib/api/queries'
import type { Filer, MsaMd } from '@/lib/api/reporting'
import { DisclosureAreaStep } from './DisclosureAreaStep'

type Areas = Remote<{ institution: Filer | null; msaMds: MsaMd[] }>
const LEI = 'B4TYDEB6GKMZO031MB27'

function setup(areas: Areas, unknownLei = false, year = '2024') {
  render(
    <MemoryRouter>
      <DisclosureAreaStep
        year={year}
        lei={LEI}
        areas={areas}
        unknownLei={unknownLei}
        msaName=""
        idWord={year === '2017' ? 'institution ID' : 'LEI'}
      />
    </MemoryRouter>,
  )
}

describe('DisclosureAreaStep', () => {
  it('links each area of the institution and nationwide', () => {
    setup({
      status: 'ok',
      data: { institution: null, msaMds: [{ id: '11100', name: 'AMARILLO, TX' }] },
      retry: vi.fn(),
    })
    expect(screen.getByRole('link', { name: 'AMARILLO, TX (MSA/MD 11100)' })).toHaveAttribute(
      'href',
      `/data-publication/disclosure-reports/2024/${LEI}/11100`,
    )
    expect(
      screen.getByRole('link', { name: 'Nationwide (Institution Register Summary)' }),
    ).toHaveAttribute('href', `/data-publication/disclosure-reports/2024/${LEI}/nationwide`)
  })

  it('an unknown institution: says so and links back to the filers', () => {
    setup({ status: 'error', error: new Error('x'), retry: vi.fn() }, true)
    expect(screen.getByRole('heading', { name: 'No filer with this LEI in 2024' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'choose an institution' })).toHaveAttribute(
      'href',
      '/data-publication/disclosure-reports/2024',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('a fault: offers a retry', async () => {
    const retry = vi.fn()
    setup({
      status: 'error',
      error: new ApiError('server', 'https://x.test', 'failed', { status: 500 }),
      retry,
    })
    await userEvent.setup().click(screen.getByRole('button', { name: /again|retry/i }))
    expect(retry).toHaveBeenCalled()
  })
})

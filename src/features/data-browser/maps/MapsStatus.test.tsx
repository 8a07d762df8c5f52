import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import type { Remote } from '@/lib/api/queries'
import { MapsStatus } from './MapsStatus'

const ok = <T,>(data: T): Remote<T> => ({ status: 'ok', data, retry: vi.fn() })

function setup(parts: Partial<Parameters<typeof MapsStatus>[0]['screen']> = {}) {
  const model = {
    dropped: [],
    applied: null,
    sample: false,
    filterFile: { status: 'idle', retry: vi.fn() } as const,
    mainSelection: 'Action Taken: Application denied',
    removeFilter: vi.fn(),
    waitingForFilter: false,
    page: ok({}) as never,
    noun: 'state',
    ...parts,
  }
  render(<MapsStatus screen={model} year="2024" />)
  return { user: userEvent.setup(), model }
}

describe('MapsStatus', () => {
  it('says nothing when all is loaded', () => {
    const { model } = setup()
    expect(document.body.textContent).toBe('')
    expect(model.removeFilter).not.toHaveBeenCalled()
  })

  it('names the parts of the address not used', () => {
    setup({ dropped: ['variable “x”', 'feature “ZZ”'] })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Parts of the address were not used: variable “x”; feature “ZZ”.',
    )
  })

  it('a failed second filter: what the map shows instead, a retry, and removing the filter', async () => {
    const retry = vi.fn()
    const { user, model } = setup({
      filterFile: {
        status: 'error',
        error: new ApiError('server', '/f.json', 'HTTP 500', { status: 500 }),
        retry,
      },
    })
    expect(
      screen.getByText(/show Action Taken: Application denied without the second filter/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove the second filter' }))
    expect(model.removeFilter).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: /Try again/ }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('names the year and geography of the data loading', () => {
    setup({ page: { status: 'loading', retry: vi.fn() } })
    expect(screen.getByText('Loading the 2024 state data…')).toBeInTheDocument()
  })
})

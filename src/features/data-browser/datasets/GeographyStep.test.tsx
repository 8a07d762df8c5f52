import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Remote } from '@/lib/api/queries'
import { EMPTY_SELECTION, type Selection } from './selection'
import { GeographyStep } from './GeographyStep'
import { prepareOptions, type Option } from './typeahead'

const OPTIONS: Option[] = [
  { value: 'KS', label: 'Kansas (KS)' },
  { value: 'TX', label: 'Texas (TX)' },
]

function setup(selection: Partial<Selection>, geoRemote: Remote<Option[]>) {
  const props = {
    setCategory: vi.fn(),
    addItem: vi.fn(),
    removeItem: vi.fn(),
  }
  render(
    <GeographyStep
      year="2024"
      selection={{ ...EMPTY_SELECTION, ...selection }}
      geoRemote={geoRemote}
      geoOptions={geoRemote.data ? prepareOptions(geoRemote.data) : null}
      {...props}
    />,
  )
  return { user: userEvent.setup(), ...props }
}

describe('GeographyStep', () => {
  it('nationwide: the four types and no list; a type is passed on', async () => {
    const { user, setCategory } = setup(
      { category: 'nationwide' },
      { status: 'idle', retry: vi.fn() },
    )
    expect(screen.getByRole('radio', { name: 'Nationwide' })).toBeChecked()
    expect(screen.queryByRole('combobox')).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Counties' }))
    expect(setCategory).toHaveBeenCalledWith('counties')
  })

  it('a failed list offers a retry and keeps the chosen places', async () => {
    const retry = vi.fn()
    const { user } = setup(
      { category: 'states', items: ['KS'] },
      { status: 'error', error: new Error('down'), retry },
    )
    expect(screen.getByRole('combobox', { name: /States \(2024 list\)/ })).toBeInTheDocument()
    expect(screen.getByText('KS', { exact: false })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load the 2024 list of States again' }))
    expect(retry).toHaveBeenCalled()
  })

  it('a loaded list: a place chosen with the keyboard is passed on', async () => {
    const { user, addItem } = setup(
      { category: 'states' },
      { status: 'ok', data: OPTIONS, retry: vi.fn() },
    )
    await user.type(screen.getByRole('combobox', { name: /States \(2024 list\)/ }), 'Tex')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(addItem).toHaveBeenCalledWith('TX')
  })
})

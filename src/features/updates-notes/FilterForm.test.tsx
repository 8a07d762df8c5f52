import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { FilterForm, UnknownFilters } from './FilterForm'
import { NO_FILTERS } from './filterEntries'

function renderForm(filters = NO_FILTERS, keywordText = '') {
  const handlers = {
    setKeywords: vi.fn(),
    toggleType: vi.fn(),
    toggleProduct: vi.fn(),
    reset: vi.fn(),
  }
  render(<FilterForm filters={filters} keywordText={keywordText} {...handlers} />)
  return { user: userEvent.setup(), ...handlers }
}

describe('FilterForm', () => {
  it('shows the chosen pills as pressed and passes each press on', async () => {
    const { user, toggleType, toggleProduct } = renderForm({
      ...NO_FILTERS,
      types: ['release'],
    })
    const types = within(screen.getByRole('group', { name: 'Type' }))
    expect(types.getByRole('button', { name: /Release/ })).toHaveAttribute('aria-pressed', 'true')
    expect(types.getByRole('button', { name: /Correction/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.click(types.getByRole('button', { name: /Correction/ }))
    expect(toggleType).toHaveBeenCalledWith('correction')
    const products = within(screen.getByRole('group', { name: 'Product' }))
    await user.click(products.getByRole('button', { name: 'HMDA Tools' }))
    expect(toggleProduct).toHaveBeenCalledWith('HMDA Tools')
  })

  it('passes typed keywords on and resets', async () => {
    const { user, setKeywords, reset } = renderForm(NO_FILTERS, 'dat')
    const box = screen.getByRole('searchbox', { name: 'Search descriptions' })
    expect(box).toHaveValue('dat')
    expect(box).toHaveAccessibleDescription('Entries containing all the words are shown.')
    await user.type(box, 'a')
    expect(setKeywords).toHaveBeenLastCalledWith('data')
    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('writes the keyword box as a shared USWDS text field', () => {
    renderForm()
    const box = screen.getByRole('searchbox', { name: 'Search descriptions' })
    expect(box).toHaveAttribute('id', 'un-keywords')
    expect(box).toHaveClass('usa-input')
    expect(box.parentElement).toHaveClass('usa-form-group', 'un-search')
    expect(screen.getByText('Entries containing all the words are shown.').tagName).toBe('DIV')
  })
})

describe('UnknownFilters', () => {
  it('names the ignored values and the ones there are', () => {
    render(<UnknownFilters unknown={{ types: ['nope'], products: [] }} />)
    expect(screen.getByText(/type “nope” \(the types are announcement, release/)).toBeVisible()
  })

  it('says nothing when every value is known', () => {
    const { container } = render(<UnknownFilters unknown={{ types: [], products: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})

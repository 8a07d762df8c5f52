import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { InstitutionCombobox } from './InstitutionCombobox'

const FILERS = [
  { lei: '549300AAAAAAAAAAAA01', name: 'Société Générale Mortgage', period: '2024' },
  { lei: '549300AAAAAAAAAAAA02', name: 'First Savings Bank', period: '2024' },
  { lei: '549300AAAAAAAAAAAA03', name: 'Second Savings Bank', period: '2024' },
]

function setup() {
  const onSelect = vi.fn()
  render(<InstitutionCombobox filers={FILERS} year="2024" onSelect={onSelect} />)
  const input = screen.getByRole('combobox', { name: 'Institution name or LEI' })
  return { onSelect, input }
}

describe('InstitutionCombobox', () => {
  it('lists matches as options, accent-insensitively, and says how many', async () => {
    const { input } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(input, 'societe')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'Société Générale Mortgage 549300AAAAAAAAAAAA01',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('1 institution matches.')
  })

  it('is operated with the arrow keys and Enter; aria-activedescendant follows', async () => {
    const { input, onSelect } = setup()
    await userEvent.type(input, 'savings')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const active = screen.getByRole('option', { selected: true })
    expect(active).toHaveTextContent('Second Savings Bank')
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id)
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('First Savings Bank')
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(FILERS[1])
    expect(input).toHaveValue('First Savings Bank')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('Escape closes the list, a second Escape clears the text', async () => {
    const { input } = setup()
    await userEvent.type(input, 'bank')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('bank')
    await userEvent.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('finds by LEI and chooses the only match with Enter', async () => {
    const { input, onSelect } = setup()
    await userEvent.type(input, 'aaaa03{Enter}')
    expect(onSelect).toHaveBeenCalledWith(FILERS[2])
  })

  it('says what to do when nothing matches', async () => {
    const { input } = setup()
    await userEvent.type(input, 'zzz')
    expect(screen.queryByRole('option')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'No 2024 filer matches “zzz”. Check the spelling, try part of the name, or enter the LEI.',
    )
  })

  it('chooses with the mouse', async () => {
    const { input, onSelect } = setup()
    await userEvent.type(input, 'first')
    await userEvent.click(screen.getByRole('option', { name: /First Savings Bank/ }))
    expect(onSelect).toHaveBeenCalledWith(FILERS[1])
  })
})

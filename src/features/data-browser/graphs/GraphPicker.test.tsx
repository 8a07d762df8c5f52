import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { GraphInfo } from '@/lib/api/quarterly'
import { GraphPicker } from './GraphPicker'

const GRAPHS: GraphInfo[] = [
  { title: 'Median DTI', category: 'Loan characteristics', endpoint: 'dti' },
  { title: 'Median CLTV', category: 'Loan characteristics', endpoint: 'cltv' },
  { title: 'Median interest rate', category: 'Pricing', endpoint: 'interest-rates' },
  {
    title: 'Median DTI (home purchase)',
    category: 'Loan characteristics',
    endpoint: 'dti-loan-purpose-home',
  },
]

describe('GraphPicker', () => {
  it('offers the graphs of a loan purpose under their categories, in USWDS form groups', () => {
    render(<GraphPicker graphs={GRAPHS} current="cltv" onPick={vi.fn()} />)
    const purpose = screen.getByRole('combobox', { name: 'Loan purpose' })
    const graph = screen.getByRole('combobox', { name: 'Graph' })
    expect(purpose).toHaveValue('all')
    expect(graph).toHaveValue('cltv')
    for (const select of [purpose, graph]) {
      expect(select).toHaveClass('usa-select')
      expect(select.parentElement).toHaveClass('usa-form-group')
    }
    const pricing = within(graph).getByRole('group', { name: 'Pricing' })
    expect(
      within(pricing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Median interest rate'])
    expect(within(graph).queryByRole('option', { name: 'Median DTI (home purchase)' })).toBeNull()
  })

  it('switches to the same graph for another purpose and shows it only on submit', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    render(<GraphPicker graphs={GRAPHS} current="dti" onPick={onPick} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan purpose' }), 'home')
    expect(screen.getByRole('combobox', { name: 'Graph' })).toHaveValue('dti-loan-purpose-home')
    expect(onPick).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Show graph' }))
    expect(onPick).toHaveBeenCalledWith('dti-loan-purpose-home')
  })
})

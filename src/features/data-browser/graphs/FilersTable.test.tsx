import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FilersTable } from './FilersTable'

const data = {
  yearly: [
    { year: '2025', count: 13543606 },
    { year: '2024', count: 12259199 },
  ],
  quarterly: [
    {
      lei: 'B4TYDEB6GKMZO031MB27',
      name: 'BANK OF AMERICA, NATIONAL ASSOCIATION',
      agency: 'Consumer Financial Protection Bureau (CFPB)',
      larCounts: [
        { year: '2025', count: 245091 },
        { year: '2024', count: 233637 },
      ],
    },
    {
      lei: '549300AAAAAAAAAAAA00',
      name: 'ACME LENDING',
      agency: 'Federal Reserve System (FRS)',
      larCounts: [{ year: '2025', count: 999999 }],
    },
  ],
}

const firstColumn = () =>
  within(screen.getByTestId('filers-table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent)

describe('FilersTable', () => {
  it('lists the filers by name with totals, and sorts by a year with aria-sort', async () => {
    render(<FilersTable data={data} />)
    expect(firstColumn().slice(0, 2)).toEqual([
      'ACME LENDING',
      'BANK OF AMERICA, NATIONAL ASSOCIATION',
    ])
    const table = screen.getByTestId('filers-table')
    expect(within(table).getByText('13,543,606')).toBeInTheDocument()
    // an omitted year is 0
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('999,999')
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/0$/)

    const button = screen.getByRole('button', { name: /^2024 records/ })
    await userEvent.click(button)
    expect(button.closest('th')).toHaveAttribute('aria-sort', 'descending')
    expect(firstColumn()[0]).toBe('BANK OF AMERICA, NATIONAL ASSOCIATION')
    await userEvent.click(button)
    expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(firstColumn()[0]).toBe('ACME LENDING')
  })
})

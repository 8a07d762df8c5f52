import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Row } from './mapTable'
import { MapTable } from './MapTable'

const row = (i: number, state: string, stateName: string): Row => ({
  key: `${i}`,
  geoId: `${i}`,
  name: `C${i} County, ${state}`,
  state,
  stateName,
  population: null,
  count: i,
  total: i,
  rate: null,
})
/** More rows than one page, so the table can be searched. */
const ROWS: Row[] = Array.from({ length: 130 }, (_, i) =>
  i < 100 ? row(i, 'TX', 'Texas') : row(i, 'KS', 'Kansas'),
)

describe('MapTable search', () => {
  it('is a USWDS search field described by its hint that narrows the rows', async () => {
    const user = userEvent.setup()
    render(
      <MapTable
        rows={ROWS}
        geography="county"
        selection="Action Taken: Loan originated"
        selectedKey={null}
        csvName={(q) => `counties${q}.csv`}
        onHover={vi.fn()}
        onSelect={vi.fn()}
      />,
    )
    const find = screen.getByRole('searchbox', { name: 'Find a county in the table' })
    expect(find).toHaveAttribute('id', 'maps-table-find')
    expect(find).toHaveClass('usa-input')
    expect(find.closest('.usa-form-group')).not.toBeNull()
    expect(find).toHaveAccessibleDescription(
      'A name, a state, its abbreviation or a FIPS code (e.g. Texas, TX or 48)',
    )
    await user.type(find, 'Kansas')
    expect(screen.getByText('Counties 1–30 of 30 matching “Kansas”')).toBeInTheDocument()
  })
})

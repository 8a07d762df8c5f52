import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { Graph } from '@/lib/api/quarterly'
import { GraphSection } from './GraphSection'

// The chart (uPlot on a canvas) is not part of these controls.
vi.mock('./QuarterlyChart', () => ({ QuarterlyChart: () => <p>chart</p> }))

const graph: Graph = {
  title: 'Median DTI',
  subtitle: '',
  xLabel: 'Year Quarter',
  yLabel: 'Median DTI',
  decimalPrecision: 2,
  series: ['FHA', 'VA'].map((name) => ({
    name,
    updated: '',
    coordinates: ['2024-Q1', '2024-Q2', '2024-Q3'].map((x, i) => ({ x, y: 40 + i })),
  })),
}

function Search() {
  return <output aria-label="address">{useLocation().search}</output>
}

async function setup() {
  render(
    <MemoryRouter initialEntries={['/g/dti']}>
      <GraphSection endpoint="dti" graph={graph} />
      <Search />
    </MemoryRouter>,
  )
  await screen.findByText('chart')
  return userEvent.setup()
}

describe('GraphSection controls', () => {
  it('are USWDS fields: labelled period selects in form groups and series checkboxes', async () => {
    const user = await setup()
    const from = screen.getByRole('combobox', { name: 'From' })
    const to = screen.getByRole('combobox', { name: 'To' })
    for (const select of [from, to]) {
      expect(select).toHaveClass('usa-select')
      expect(select.parentElement).toHaveClass('usa-form-group')
    }
    expect(to).toHaveValue('2024-Q3')
    const fha = screen.getByRole('checkbox', { name: 'FHA' })
    expect(fha).toBeChecked()
    expect(fha.parentElement).toHaveClass('usa-checkbox')

    await user.selectOptions(from, '2024-Q2')
    await user.click(fha)
    expect(fha).not.toBeChecked()
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '?periodLow=2024-Q2&periodHigh=2024-Q3&visibleSeries=VA',
    )
  })

  it('keeps focus in the period controls when "Show all quarters" goes away', async () => {
    const user = await setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '2024-Q2')
    await user.click(screen.getByRole('button', { name: 'Show all quarters' }))
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus()
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('2024-Q1')
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseReportJson } from './reportModel'
import { ReportTable } from './ReportTable'
import { report1, report2 } from './testReports'

describe('ReportTable', () => {
  it('renders caption, two header rows with scopes, row groups and totals', () => {
    const { table } = parseReportJson(report1(), '1')
    render(<ReportTable table={table} fileName="t.csv" />)
    const t = screen.getByRole('table', { name: table.caption })
    const region = screen.getByRole('region', { name: table.caption })
    expect(region).toHaveAttribute('tabindex', '0')
    const groupHeaders = t.querySelectorAll('th[scope="colgroup"]')
    expect(groupHeaders).toHaveLength(7)
    expect(groupHeaders[0]).toHaveAttribute('colspan', '2')
    expect(t.querySelectorAll('thead th[scope="col"]')).toHaveLength(1 + 14)
    const bodies = t.querySelectorAll('tbody')
    expect(bodies).toHaveLength(2)
    const first = bodies[0] as HTMLElement
    expect(
      within(first).getByRole('rowheader', { name: 'Tract 031101, collin County, Texas' }),
    ).toHaveAttribute('scope', 'rowgroup')
    expect(within(first).getAllByRole('row')).toHaveLength(1 + 6)
    expect(within(first).getByRole('rowheader', { name: 'Loans Originated' })).toHaveAttribute(
      'scope',
      'row',
    )
    // Numbers with separators
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('20,500,000')
    expect(t.querySelectorAll('tfoot tr')).toHaveLength(6)
    expect(screen.getByRole('button', { name: 'Save as CSV' })).toBeInTheDocument()
  })

  it('one header row when columns are not grouped', () => {
    const { table } = parseReportJson(report2(), '2')
    render(
      <ReportTable table={{ ...table, columnGroups: [], columns: ['A', 'B'] }} fileName="t.csv" />,
    )
    expect(document.querySelectorAll('thead tr')).toHaveLength(1)
    expect(document.querySelectorAll('th[scope="rowgroup"]')).toHaveLength(0)
  })
})

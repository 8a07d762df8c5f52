import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { makeUli } from '@/hmda/checkDigit'
import { generateLarText } from '@/hmda/testing/generateLar'
import { TEST_LEI, validLarRow, validTsRow } from '@/hmda/testing/rowBuilder'
import { validateText } from '@/hmda/validate/engine'
import { Results } from './Results'

function renderResults(text: string) {
  const result = validateText(text, { rules: [], notChecked: [] })
  render(
    <Results
      headingRef={createRef()}
      fileName="lar.txt"
      result={result}
      elapsedMs={1234}
      reportUrl="blob:report"
      reportName="lar-verification.csv"
    />,
  )
  return userEvent.setup()
}

describe('Results', () => {
  it('says plainly that a clean file has no problems', () => {
    renderResults(generateLarText({ year: 2025, rows: 5 }))
    expect(screen.getByRole('heading', { name: 'No problems found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download the full report (CSV)' })).toHaveAttribute(
      'download',
      'lar-verification.csv',
    )
    expect(screen.getByText(/Not checked here: \d+ edits/)).toBeInTheDocument()
  })

  it('expands an edit to its rows, pages through them and filters by edit', async () => {
    const user = renderResults(
      generateLarText({ year: 2025, rows: 200, errors: ['S301', 'S304'], errorRows: 45 }),
    )
    expect(screen.getByRole('heading', { name: '2 problems were found' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Problems by edit' })
    const toggle = within(table).getByRole('button', { name: /S301/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const rows = screen.getByRole('table', { name: /S301: rows 1–20 of 45/ })
    expect(within(rows).getAllByRole('row')).toHaveLength(21)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('table', { name: /S301: rows 21–40 of 45/ })).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Show'), 'S304')
    expect(within(table).queryByRole('button', { name: /S301/ })).not.toBeInTheDocument()
    expect(within(table).getByRole('button', { name: /S304/ })).toBeInTheDocument()
  }, 20_000)

  it('words the summary in plain sentences, singular and plural', () => {
    renderResults(generateLarText({ year: 2025, rows: 20, errors: ['S301'], errorRows: 1 }))
    expect(screen.getByRole('heading', { name: '1 problem was found' })).toBeInTheDocument()
    expect(screen.getByText(/^Correct it in your file/)).toBeInTheDocument()
    expect(screen.getByText('Syntactical edits:').parentElement).toHaveTextContent(
      'Syntactical edits: 1 edit failed, on 1 row.',
    )
    expect(document.body).not.toHaveTextContent(/fails? problems|Correct them/)
  })

  it('words several problems in the plural', () => {
    renderResults(generateLarText({ year: 2025, rows: 60, errors: ['S301', 'S304'], errorRows: 3 }))
    expect(screen.getByRole('heading', { name: '2 problems were found' })).toBeInTheDocument()
    expect(screen.getByText(/^Correct them in your file/)).toBeInTheDocument()
    expect(screen.getByText('Syntactical edits:').parentElement).toHaveTextContent(
      /^Syntactical edits: 2 edits failed, 4 times in all\.$/,
    )
    expect(document.body).not.toHaveTextContent(/fails? problems/)
  })

  it('shows quality and macro edits as edits to verify, not as problems', async () => {
    const year = 2024
    const lar = (n: number, overrides: Parameters<typeof validLarRow>[1] = {}) =>
      validLarRow(year, { uli: makeUli(`${TEST_LEI}R${String(n)}`), ...overrides })
    const rows = [
      lar(1, { loanAmount: '5000' }),
      lar(2, { actionTaken: '2' }),
      lar(3, { actionTaken: '2' }),
      lar(4),
      lar(5),
    ]
    const user = renderResults(
      [validTsRow(year, { totalEntries: String(rows.length) }), ...rows].join('\n'),
    )
    // Not errors: the file still has no problems.
    expect(screen.getByRole('heading', { name: 'No problems found' })).toBeInTheDocument()
    const section = screen.getByRole('region', {
      name: 'Quality and macro edits — the platform will ask you to verify these',
    })
    expect(section).toHaveTextContent(/not errors/)
    const table = within(section).getByRole('table', { name: 'Quality edits to verify' })
    const toggle = within(table).getByRole('button', { name: 'Q628: rows to verify' })
    await user.click(toggle)
    expect(screen.getByRole('table', { name: /Q628: rows 1–1 of 1/ })).toHaveTextContent('5000')
    const macro = within(section).getByRole('list', { name: 'Macro edits to verify' })
    expect(macro).toHaveTextContent(
      /Q635.*40\.0% of the 5 records \(2\) have action taken 2 .*; the platform asks you to verify this above 15%\./,
    )
    expect(within(section).getByText(/Within the platform.s limits:/)).toHaveTextContent('Q637')
  })
})

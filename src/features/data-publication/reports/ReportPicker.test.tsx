import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { ReportPickerRoute, ReportStep, YearStep } from './ReportPicker'
import type { ReportId } from './reportIds'

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))
const BASE = '/data-publication/aggregate-reports'

function renderAt(address: string, element: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <ConfigContext value={CONFIG}>
        <Routes>
          <Route path={`${BASE}/*`} element={element} />
        </Routes>
      </ConfigContext>
    </MemoryRouter>,
  )
}

const segmentsOf = (
  <ReportPickerRoute product="aggregate">
    {(segments, years) => (
      <p>
        {segments.join('|')} of {years.length} years, newest {years[0]}
      </p>
    )}
  </ReportPickerRoute>
)

describe('ReportPickerRoute', () => {
  it('gives the segments and the published years, newest first', () => {
    renderAt(`${BASE}/2024/TX/11100/1`, segmentsOf)
    expect(screen.getByText('2024|TX|11100|1 of 9 years, newest 2025')).toBeInTheDocument()
  })

  it('says a year is not published, linking the published ones', () => {
    renderAt(`${BASE}/2016`, segmentsOf)
    expect(screen.getByRole('heading', { name: 'Year not published' })).toBeInTheDocument()
    expect(screen.getByText(/Aggregate reports are not published for 2016\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('href', `${BASE}/2025`)
  })

  it('does not find an address with more than four segments, or a non-year', () => {
    renderAt(`${BASE}/2024/TX/11100/1/extra`, segmentsOf)
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong.' })).toBeVisible()
    renderAt(`${BASE}/tx`, segmentsOf)
    expect(screen.getAllByRole('heading', { name: 'Sorry, something went wrong.' })).toHaveLength(2)
  })
})

describe('YearStep', () => {
  it('lists the years as links until one is chosen, then offers to change it', () => {
    const { unmount } = renderAt(
      `${BASE}/`,
      <YearStep product="disclosure" years={['2025', '2024']} />,
    )
    expect(screen.getByRole('heading', { name: 'Step 1: Year' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '2024' })).toHaveAttribute(
      'href',
      '/data-publication/disclosure-reports/2024',
    )
    unmount()
    renderAt(`${BASE}/`, <YearStep product="disclosure" years={['2025', '2024']} year="2024" />)
    expect(screen.queryByRole('link', { name: '2025' })).toBeNull()
    expect(screen.getByRole('link', { name: /^Change\s*year$/ })).toHaveAttribute(
      'href',
      '/data-publication/disclosure-reports/',
    )
  })
})

describe('ReportStep', () => {
  const ids: ReportId[] = [
    { id: '1', name: 'Applications by tract' },
    { id: '2', name: 'Loans purchased by tract' },
  ]
  const step = (report?: string) => (
    <ReportStep
      report={report}
      reportInfo={ids.find((r) => r.id === report)}
      ids={ids}
      missing={`aggregate report “${report}” for 2024`}
      changeTo={`${BASE}/2024/TX/11100`}
      to={(id) => `${BASE}/2024/TX/11100/${id}`}
    />
  )

  it('lists the reports as links', () => {
    renderAt(`${BASE}/`, step())
    expect(screen.getByRole('link', { name: 'Table 2: Loans purchased by tract' })).toHaveAttribute(
      'href',
      `${BASE}/2024/TX/11100/2`,
    )
    expect(screen.queryByText(/There is no/)).toBeNull()
  })

  it('names an unknown report above the list to choose from', () => {
    renderAt(`${BASE}/`, step('7'))
    expect(
      screen.getByText('There is no aggregate report “7” for 2024. Choose one of these:'),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('shows the chosen report with a link to change it', () => {
    renderAt(`${BASE}/`, step('1'))
    expect(screen.getByText('Applications by tract')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Change\s*report$/ })).toHaveAttribute(
      'href',
      `${BASE}/2024/TX/11100`,
    )
  })
})

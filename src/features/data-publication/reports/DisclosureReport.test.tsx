import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DisclosureReport } from './DisclosureReport'

vi.mock('./ReportViewer', () => ({
  ReportViewer: ({ source }: { source: { url: string; format: string; csvName: string } }) => (
    <p data-testid="viewer">{`${source.format} ${source.url} ${source.csvName}`}</p>
  ),
}))
vi.mock('./Report2017', () => ({
  Report2017: ({ url }: { url: string }) => <p data-testid="viewer">{`2017 ${url}`}</p>,
}))

const LEI = 'B4TYDEB6GKMZO031MB27'
const props = {
  lei: LEI,
  who: `Bank A (${LEI})`,
  fileServer: 'https://files.test',
}

describe('DisclosureReport', () => {
  it('an MSA/MD table of 2018 on: the JSON table of the file server', async () => {
    render(
      <DisclosureReport
        {...props}
        year="2024"
        msa="11100"
        msaName="AMARILLO, TX (MSA/MD 11100)"
        reportInfo={{ id: '1', name: 'Table 1' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Table 1: AMARILLO, TX (MSA/MD 11100), 2024',
    )
    const viewer = (await screen.findByTestId('viewer')).textContent ?? ''
    expect(viewer).toMatch(/^json https:\/\/files\.test\/.*11100/)
    expect(viewer).toMatch(/hmda-disclosure-2024-B4TYDEB6GKMZO031MB27-11100-table-1\.csv$/)
  })

  it('nationwide of 2018 on: the Institution Register Summary', async () => {
    render(
      <DisclosureReport
        {...props}
        year="2024"
        msa="nationwide"
        msaName="Nationwide"
        reportInfo={{ id: 'IRS', name: 'Institution Register Summary' }}
      />,
    )
    expect(await screen.findByTestId('viewer')).toHaveTextContent(
      /^irs .*hmda-disclosure-2024-B4TYDEB6GKMZO031MB27-IRS\.csv$/,
    )
  })

  it('2017: the 2017 table, its viewer loaded on demand', async () => {
    render(
      <DisclosureReport
        {...props}
        year="2017"
        msa="11100"
        msaName="MSA/MD 11100"
        reportInfo={{ id: '1', name: 'Table 1' }}
      />,
    )
    expect(await screen.findByTestId('viewer')).toHaveTextContent(/^2017 https:\/\/files\.test\//)
  })
})

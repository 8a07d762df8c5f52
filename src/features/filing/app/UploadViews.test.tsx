import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import uploadStepSource from './UploadStep.tsx?raw'
import uploadViewsSource from './UploadViews.tsx?raw'
import { FormatProblems, Processing, VerifyBeforeSending } from './UploadViews'

describe('upload views', () => {
  it('write no alert or error-message markup of their own (components/Alert, ErrorMessage)', () => {
    for (const source of [uploadStepSource, uploadViewsSource]) {
      expect(source).not.toMatch(/className="[^"]*usa-alert/)
      expect(source).not.toMatch(/className="[^"]*usa-error-message/)
    }
  })

  it('Processing names each stage and, when polling fails, says so in a slim warning', () => {
    render(
      <Processing
        code={9}
        words="Syntactical or validity edits"
        message="Review them."
        fileName="bank.txt"
        trouble={{ error: new TypeError('Failed to fetch'), nextInSeconds: 8, failures: 2 }}
        polling
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Your file bank.txt' })).toBeVisible()
    expect(screen.getByText('Syntactical and validity edits: problems found')).toBeVisible()
    expect(screen.getByText('Formatting check: done')).toBeVisible()
    const warning = screen.getByText(/We keep checking: next try in 8 seconds\./)
    const alert = warning.closest('.usa-alert')
    expect(alert).toHaveClass('usa-alert--warning', 'usa-alert--slim')
    expect(alert).toHaveAttribute('role', 'status')
  })

  it('Processing says offline trouble in words', () => {
    render(
      <Processing
        code={4}
        words="Checking the format"
        message=""
        fileName=""
        trouble={{ error: null, nextInSeconds: 0, failures: 1, offline: true }}
        polling
      />,
    )
    expect(screen.getByText(/You are offline\. Your upload is kept on the platform/)).toBeVisible()
  })

  it('VerifyBeforeSending is an info alert with a heading and the button that sends', async () => {
    const onSend = vi.fn()
    render(
      <VerifyBeforeSending
        phase={{
          kind: 'verify',
          fileName: 'bank.txt',
          summary: { text: 'The platform will ask you to verify 2 quality edits.', later: null },
        }}
        onSend={onSend}
      />,
    )
    const box = screen.getByTestId('filing-verify-summary')
    expect(box).toHaveClass('usa-alert', 'usa-alert--info')
    expect(box).not.toHaveAttribute('role')
    expect(
      within(box).getByRole('heading', { level: 2, name: 'Edits you will be asked to verify' }),
    ).toBeVisible()
    expect(box).toHaveTextContent(
      'bank.txt has no formatting errors and has not been sent yet. The platform will ask you to verify 2 quality edits.',
    )
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the file as it is' }))
    expect(onSend).toHaveBeenCalledOnce()
  })

  it('FormatProblems is an error alert naming the problems row by row', () => {
    render(
      <FormatProblems
        phase={{
          kind: 'problems',
          fileName: 'bad.txt',
          messages: ['Row 3 has 109 fields; a LAR row has 110.'],
          findings: [
            {
              stage: 'formatting',
              id: 'format:lar:4',
              title: 'Action Taken',
              description: 'A number from 1 to 8',
              count: 2,
              examples: [
                { row: 5, uli: '', fields: [{ name: 'Action Taken', value: '' }] },
                { row: 2, uli: '', fields: [{ name: 'Action Taken', value: 'X' }] },
              ],
            },
          ],
        }}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveClass('usa-alert', 'usa-alert--error')
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Fix the file before uploading' }),
    ).toBeVisible()
    expect(alert).toHaveTextContent(
      'bad.txt was not sent: 2 formatting problems found. Correct the file and choose it again.',
    )
    expect(alert).toHaveTextContent('Row 3 has 109 fields; a LAR row has 110.')
    const rows = within(alert).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      '2Action TakenXA number from 1 to 8',
      '5Action Taken(blank)A number from 1 to 8',
    ])
  })
})

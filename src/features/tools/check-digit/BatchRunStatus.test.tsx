import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { BatchRunStatus } from './BatchRunStatus'
import type { BatchCheckState, Run } from './useBatchCheck'

function renderStatus(run: Run) {
  const cancel = vi.fn()
  const batch = {
    run,
    cancel,
    cancelRef: createRef<HTMLButtonElement>(),
    failedRef: createRef<HTMLDivElement>(),
  } as unknown as BatchCheckState
  const { container } = render(<BatchRunStatus batch={batch} />)
  return { cancel, container }
}

describe('BatchRunStatus', () => {
  it('shows progress with a Cancel button while the check runs', async () => {
    const { cancel } = renderStatus({
      state: 'running',
      fileName: 'loans.csv',
      progress: { lines: 2000, bytes: 5, totalBytes: 10 },
    })
    expect(screen.getByLabelText('Checking loans.csv')).toHaveAttribute('value', '5')
    // The shared RunProgress, with the tool's classes kept for its styles and tests.
    expect(screen.getByLabelText('Checking loans.csv').closest('.run-progress')).toHaveClass(
      'check-digit-progress',
    )
    expect(screen.getByText('2,000 lines processed')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    expect(cancel).toHaveBeenCalledOnce()
  })

  it('says how far a cancelled check got, and why a failed one stopped', () => {
    renderStatus({ state: 'cancelled', fileName: 'loans.csv', lines: 1 })
    expect(screen.getByText(/cancelled after 1 line\. No result file was made\./)).toBeVisible()
    renderStatus({ state: 'failed', fileName: 'loans.csv', message: 'Line 3 is too long.' })
    expect(screen.getByText('Line 3 is too long.')).toBeInTheDocument()
  })

  it('shows nothing before a check', () => {
    const { container } = renderStatus({ state: 'idle' })
    expect(container).toBeEmptyDOMElement()
  })
})

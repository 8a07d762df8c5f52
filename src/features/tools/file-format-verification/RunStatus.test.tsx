import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RunStatus } from './RunStatus'
import type { FileFormatVerification, Run } from './useFileFormatVerification'

function renderStatus(run: Run) {
  const cancel = vi.fn()
  const tool = {
    run,
    cancel,
    cancelRef: createRef<HTMLButtonElement>(),
    failedRef: createRef<HTMLDivElement>(),
  } as unknown as FileFormatVerification
  const { container } = render(<RunStatus tool={tool} />)
  return { cancel, container }
}

describe('RunStatus', () => {
  it('shows progress with a Cancel button while the check runs', async () => {
    const { cancel } = renderStatus({
      state: 'running',
      fileName: 'lar.txt',
      progress: { rows: 1, bytes: 50, totalBytes: 100 },
      started: 0,
      now: 1000,
    })
    expect(screen.getByLabelText('Checking lar.txt')).toHaveAttribute('value', '50')
    // The shared RunProgress, as in the check-digit tool.
    expect(screen.getByLabelText('Checking lar.txt').closest('.run-progress')).not.toBeNull()
    expect(screen.getByText(/^1 row checked\./)).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    expect(cancel).toHaveBeenCalledOnce()
  })

  it('says how far a cancelled check got, and why a failed one stopped', () => {
    renderStatus({ state: 'cancelled', fileName: 'lar.txt', rows: 1200 })
    expect(screen.getByText(/cancelled after 1,200 rows\./)).toBeInTheDocument()
    renderStatus({ state: 'failed', fileName: 'lar.txt', message: 'Out of memory.' })
    expect(screen.getByRole('heading', { name: 'lar.txt could not be checked' })).toBeVisible()
    expect(screen.getByText('Out of memory.')).toBeInTheDocument()
  })

  it('shows nothing before a check or once it is done', () => {
    const { container } = renderStatus({ state: 'idle' })
    expect(container).toBeEmptyDOMElement()
  })
})

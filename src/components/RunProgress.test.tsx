import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RunProgress } from './RunProgress'

describe('RunProgress', () => {
  it('is a labelled progress bar with the count and a Cancel button that works by keyboard', async () => {
    const onCancel = vi.fn()
    const cancelRef = createRef<HTMLButtonElement>()
    const { container } = render(
      <RunProgress
        id="lar-progress"
        label="Checking lar.txt"
        bytes={250}
        totalBytes={1000}
        onCancel={onCancel}
        cancelRef={cancelRef}
        className="tool-progress"
      >
        12 rows checked.
      </RunProgress>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Checking lar.txt' })
    expect(bar).toHaveAttribute('id', 'lar-progress')
    expect(bar).toHaveAttribute('max', '1000')
    expect(bar).toHaveAttribute('value', '250')
    expect(screen.getByText('12 rows checked.')).toHaveClass('run-progress__count')
    expect(container.firstChild).toHaveClass('run-progress', 'tool-progress')
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    expect(cancelRef.current).toBe(cancel)
    cancel.focus()
    await userEvent.keyboard('{Enter}')
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('shows an empty bar, not a full or broken one, before the size is known', () => {
    render(
      <RunProgress id="p" label="Checking empty.csv" bytes={0} totalBytes={0} onCancel={vi.fn()}>
        0 lines processed
      </RunProgress>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Checking empty.csv' })
    expect(bar).toHaveAttribute('max', '1')
    expect(bar).toHaveAttribute('value', '0')
  })

  it('never shows more than done when the bytes read overshoot the size', () => {
    render(
      <RunProgress id="p" label="Checking a.csv" bytes={120} totalBytes={100} onCancel={vi.fn()}>
        done
      </RunProgress>,
    )
    expect(screen.getByRole('progressbar', { name: 'Checking a.csv' })).toHaveAttribute(
      'value',
      '100',
    )
  })
})

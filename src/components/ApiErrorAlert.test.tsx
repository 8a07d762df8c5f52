import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { ApiErrorAlert } from './ApiErrorAlert'

describe('ApiErrorAlert', () => {
  it('announces the failure and offers a retry when it may pass', async () => {
    const onRetry = vi.fn()
    render(
      <ApiErrorAlert
        error={new ApiError('busy', '/x', 'm', { status: 429, retryAfterSeconds: 5 })}
        what="the list of institutions"
        onRetry={onRetry}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The service is busy')
    expect(alert).toHaveTextContent('Try again in 5 seconds.')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The service is busy')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('has no retry for a report that is not published', () => {
    render(
      <ApiErrorAlert
        error={new ApiError('not-found', '/x', 'm', { status: 404 })}
        what="this report"
        onRetry={() => {}}
        headingLevel={3}
        type="warning"
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('This report is not published (404).')
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Not published')
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('SampleDataNotice', () => {
  it('appears once a sample answer was seen', async () => {
    // A fresh module graph: the store is set once for a page's life, so each check starts unset.
    vi.resetModules()
    const { markSampleData } = await import('@/lib/api/sampleData')
    const { SampleDataNotice } = await import('./SampleDataNotice')
    render(<SampleDataNotice />)
    expect(screen.queryByTestId('sample-data-notice')).toBeNull()
    act(() => markSampleData())
    expect(screen.getByRole('status')).toHaveTextContent(/Sample data\..*not published HMDA data/)
  })
})

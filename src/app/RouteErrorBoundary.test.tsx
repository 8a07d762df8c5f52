import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorBoundary } from './RouteErrorBoundary'

function Thrower({ error }: { error: Error }): never {
  throw error
}

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: https://ffiec.cfpb.gov/assets/ToolsPage-abc123.js',
)

let reload: ReturnType<typeof vi.fn<() => void>>
const originalLocation = window.location

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  reload = vi.fn<() => void>()
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, reload },
  })
})

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation })
  vi.restoreAllMocks()
})

describe('RouteErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>Page content</p>
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Page content')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it.each([
    ['Chrome', CHUNK_ERROR],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite', new Error('Unable to preload CSS for /assets/ToolsPage-abc123.css')],
  ])('offers a reload when a %s chunk fails to load', async (_name, error) => {
    const user = userEvent.setup()
    render(
      <RouteErrorBoundary>
        <Thrower error={error} />
      </RouteErrorBoundary>,
    )
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the site could not be downloaded')
    expect(screen.queryByText('This page stopped working')).not.toBeInTheDocument()

    const button = screen.getByRole('button', { name: 'Reload page' })
    expect(reload).not.toHaveBeenCalled()
    await user.click(button)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('says the page stopped working for any other error, still offering a reload', async () => {
    const user = userEvent.setup()
    render(
      <RouteErrorBoundary>
        <Thrower error={new TypeError("Cannot read properties of undefined (reading 'map')")} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'This page stopped working' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('hmdahelp@cfpb.gov')
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reload page' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('logs the error it caught', () => {
    const error = new Error('boom')
    render(
      <RouteErrorBoundary>
        <Thrower error={error} />
      </RouteErrorBoundary>,
    )
    expect(console.error).toHaveBeenCalledWith('Screen failed', error, expect.any(String))
  })

  it('keeps the failure inside the boundary (siblings still render)', () => {
    render(
      <div>
        <p>Header</p>
        <RouteErrorBoundary>
          <Thrower error={new Error('boom')} />
        </RouteErrorBoundary>
      </div>,
    )
    expect(screen.getByText('Header')).toBeInTheDocument()
    expect(screen.getByText('This page stopped working')).toBeInTheDocument()
  })

  it('starts afresh when given a new key', () => {
    const { rerender } = render(
      <RouteErrorBoundary key="/tools/">
        <Thrower error={new Error('boom')} />
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('This page stopped working')).toBeInTheDocument()
    rerender(
      <RouteErrorBoundary key="/filing/">
        <p>Filing page</p>
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Filing page')).toBeInTheDocument()
    expect(screen.queryByText('This page stopped working')).not.toBeInTheDocument()
  })
})

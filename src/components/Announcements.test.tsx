import { beforeEach, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { Alert } from './Alert'
import { Announcements } from './Announcements'

describe('Alert', () => {
  it.each(['info', 'success', 'warning', 'error'] as const)('renders the %s type', (type) => {
    const { container } = render(<Alert type={type} heading="Heading" />)
    expect(container.firstChild).toHaveClass('usa-alert', `usa-alert--${type}`)
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeInTheDocument()
  })

  it('announces errors and has no close button without a handler', () => {
    render(<Alert type="error">Broken</Alert>)
    expect(screen.getByRole('alert')).toHaveTextContent('Broken')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('Announcements', () => {
  const items = [
    {
      type: 'info' as const,
      heading: 'First',
      message: 'One. ',
      link: { url: '/tools/', text: 'Tools' },
    },
    {
      type: 'warning' as const,
      heading: 'Second',
      message: 'Two.',
      link: { url: 'https://example.gov/', text: 'Elsewhere' },
    },
  ]

  it('links in-site addresses through the router and others as plain links', () => {
    render(
      <MemoryRouter>
        <Announcements items={items} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools/')
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute(
      'href',
      'https://example.gov/',
    )
  })

  beforeEach(() => sessionStorage.clear())

  it('keeps a closed announcement closed for the session, and moves focus to the next one', async () => {
    const first = render(
      <MemoryRouter>
        <Announcements items={items} />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close: First' }))
    expect(screen.getByRole('button', { name: 'Close: Second' })).toHaveFocus()
    first.unmount()
    render(
      <MemoryRouter>
        <Announcements items={items} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument()
  })

  it('moves focus to the page heading when the last one is closed', async () => {
    render(
      <MemoryRouter>
        <main>
          <h1>Page</h1>
          <Announcements items={items.slice(0, 1)} />
        </main>
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close: First' }))
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus()
  })

  it('still works when session storage refuses', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    render(
      <MemoryRouter>
        <Announcements items={items} />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close: First' }))
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument()
    setItem.mockRestore()
  })

  it('closes one announcement at a time', async () => {
    render(
      <MemoryRouter>
        <Announcements items={items} />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close: First' }))
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close: Second' }))
    expect(screen.queryByRole('heading', { name: 'Second' })).not.toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import type { Announcement, DerivedConfig } from '@/config/types'
import { MaintenanceBanner } from './MaintenanceBanner'

const STORAGE_KEY = 'hmda.maintenanceBanner.dismissed'
const BASE = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))

const NOTICE: Announcement = {
  heading: 'The HMDA Platform is down for maintenance',
  message: 'Filing is unavailable until 6 a.m. Eastern. ',
  type: 'warning',
  link: { url: '/updates-notes', text: 'See the update notes.' },
}
const SIGNATURE = `${NOTICE.type}|${NOTICE.heading}|${NOTICE.message}`

function renderBanner(overrides: Partial<DerivedConfig>) {
  const config: DerivedConfig = { ...BASE, ...overrides }
  return render(
    <MemoryRouter>
      <ConfigContext value={config}>
        <MaintenanceBanner />
      </ConfigContext>
    </MemoryRouter>,
  )
}

/** The banner element, found even when hidden (the accessible name of a hidden node is empty). */
const region = () => document.querySelector<HTMLElement>('.maintenance-banner')

beforeEach(() => {
  window.sessionStorage.clear()
})

afterEach(() => {
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('MaintenanceBanner', () => {
  it('is hidden when maintenance mode is off', () => {
    const { container } = renderBanner({ maintenanceMode: false, filingAnnouncement: NOTICE })
    expect(region()).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })

  it('is hidden when there is no filing announcement', () => {
    const { container } = renderBanner({ maintenanceMode: true, filingAnnouncement: null })
    expect(region()).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })

  it('is hidden with the built-in prod config', () => {
    const { container } = renderBanner({})
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the announcement with its type as a class', () => {
    renderBanner({ maintenanceMode: true, filingAnnouncement: NOTICE })
    const banner = screen.getByRole('region', { name: 'Maintenance notice' })
    expect(banner).toBeVisible()
    expect(banner).toHaveClass('warning', 'usa-alert--warning', 'maintenance-banner')
    expect(banner).not.toHaveClass('closed')
    expect(
      screen.getByRole('heading', { name: 'The HMDA Platform is down for maintenance' }),
    ).toBeInTheDocument()
    expect(banner).toHaveTextContent('Filing is unavailable until 6 a.m. Eastern.')
    expect(screen.getByRole('link', { name: 'See the update notes.' })).toHaveAttribute(
      'href',
      '/updates-notes',
    )
  })

  it.each(['info', 'success', 'warning', 'error'] as const)(
    'uses the %s type as a class',
    (type) => {
      renderBanner({ maintenanceMode: true, filingAnnouncement: { message: 'Down.', type } })
      expect(screen.getByRole('region', { name: 'Maintenance notice' })).toHaveClass(
        type,
        `usa-alert--${type}`,
      )
    },
  )

  it('has a default heading when the announcement has none', () => {
    renderBanner({ maintenanceMode: true, filingAnnouncement: { message: 'Down.', type: 'info' } })
    expect(screen.getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument()
  })

  it('links off-site addresses with a plain anchor', () => {
    renderBanner({
      maintenanceMode: true,
      filingAnnouncement: {
        message: 'Down. ',
        type: 'info',
        link: { url: 'https://status.example.gov/', text: 'Status page' },
      },
    })
    expect(screen.getByRole('link', { name: 'Status page' })).toHaveAttribute(
      'href',
      'https://status.example.gov/',
    )
  })

  it('hides when dismissed, adds the closed class and remembers it for the session', async () => {
    const user = userEvent.setup()
    renderBanner({ maintenanceMode: true, filingAnnouncement: NOTICE })
    const dismiss = screen.getByRole('button', { name: 'Dismiss' })
    expect(dismiss).toHaveAttribute('title', 'Dismiss')

    await user.click(dismiss)

    const banner = region()
    expect(banner).toHaveClass('closed')
    expect(banner).not.toBeVisible()
    expect(screen.queryByRole('region', { name: 'Maintenance notice' })).not.toBeInTheDocument()
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe(SIGNATURE)
  })

  it('starts hidden on a new render once dismissed in this session', async () => {
    const user = userEvent.setup()
    const first = renderBanner({ maintenanceMode: true, filingAnnouncement: NOTICE })
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    first.unmount()

    renderBanner({ maintenanceMode: true, filingAnnouncement: NOTICE })
    const banner = region()
    expect(banner).toHaveClass('closed')
    expect(banner).not.toBeVisible()
  })

  it('starts hidden when the session already holds the dismissal', () => {
    window.sessionStorage.setItem(STORAGE_KEY, SIGNATURE)
    renderBanner({ maintenanceMode: true, filingAnnouncement: NOTICE })
    expect(region()).toHaveClass('closed')
    expect(region()).not.toBeVisible()
  })

  it('shows a different notice again after an earlier one was dismissed', () => {
    window.sessionStorage.setItem(STORAGE_KEY, SIGNATURE)
    renderBanner({
      maintenanceMode: true,
      filingAnnouncement: { ...NOTICE, message: 'A second maintenance window.' },
    })
    expect(screen.getByRole('region', { name: 'Maintenance notice' })).toBeVisible()
  })

  it('still closes when session storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const user = userEvent.setup()
    renderBanner({ maintenanceMode: true, filingAnnouncement: NOTICE })
    expect(screen.getByRole('region', { name: 'Maintenance notice' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(region()).toHaveClass('closed')
    expect(region()).not.toBeVisible()
  })
})

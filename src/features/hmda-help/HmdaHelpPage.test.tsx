import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import type { DerivedConfig } from '@/config/types'
import { HmdaHelpPage } from './HmdaHelpPage'
import { HELP_START } from './helpModel'

const signIn = vi.fn<(signInUrl: string, returnPath: string) => Promise<void>>()
vi.mock('@/lib/auth/session', () => ({ signIn }))

const BASE = buildConfig('prod', {}, new Date('2026-02-10T15:00:00Z'))

function renderHome(overrides: Partial<DerivedConfig> = {}) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <ConfigContext value={{ ...BASE, ...overrides }}>
        <HmdaHelpPage />
      </ConfigContext>
    </MemoryRouter>,
  )
}

afterEach(() => {
  signIn.mockReset()
})

describe('HmdaHelpPage', () => {
  it('has a sign-in section whose button leaves for the provider, back to HMDA Help', async () => {
    signIn.mockReturnValue(new Promise<void>(() => undefined))
    renderHome()
    const section = screen.getByRole('region', { name: 'Sign-in is required' })
    expect(section).toHaveTextContent('must hold the HMDA Help role')
    const button = screen.getByRole('button', { name: 'Sign in' })
    await userEvent.click(button)
    await userEvent.click(button)
    expect(signIn).toHaveBeenCalledOnce()
    expect(signIn).toHaveBeenCalledWith(BASE.signInUrl, HELP_START)
    // Its name does not change while the provider's page loads.
    expect(button).toHaveAccessibleName('Sign in')
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('says why the sign-in could not start, and the button works again', async () => {
    signIn.mockRejectedValueOnce(new Error('Signing in needs a secure (https) connection.'))
    renderHome()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in could not startSigning in needs a secure (https) connection. Try again.',
    )
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  it('shows the sign-in button disabled during maintenance, and says why', () => {
    renderHome({ maintenanceMode: true })
    const button = screen.getByRole('button', { name: 'Sign in' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Sign-in is unavailable during maintenance.')
  })
})

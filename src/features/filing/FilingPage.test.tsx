import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import type { DerivedConfig } from '@/config/types'
import { FilingPage } from './FilingPage'
import source from './FilingPage.tsx?raw'

const signIn = vi.fn<(signInUrl: string, returnPath: string) => Promise<void>>()
vi.mock('@/lib/auth/session', () => ({ signIn }))

const BASE = buildConfig('prod', {}, new Date('2026-02-10T15:00:00Z'))
const PERIOD = BASE.defaultPeriod

function renderLanding(overrides: Partial<DerivedConfig> = {}) {
  return render(
    <MemoryRouter initialEntries={[`/filing/${PERIOD}/`]}>
      <ConfigContext value={{ ...BASE, ...overrides }}>
        <Routes>
          <Route path="/filing/:period/*" element={<FilingPage />} />
        </Routes>
      </ConfigContext>
    </MemoryRouter>,
  )
}

afterEach(() => {
  signIn.mockReset()
})

describe('FilingPage sign-in', () => {
  it('links to the provider, and a click starts the sign-in to the institutions', () => {
    signIn.mockReturnValue(new Promise<void>(() => undefined))
    renderLanding()
    const section = screen.getByRole('region', { name: 'Sign in' })
    const link = screen.getByRole('link', { name: 'Sign in with Login.gov' })
    expect(section).toContainElement(link)
    expect(link.getAttribute('href')).not.toBe('')
    fireEvent.click(link)
    fireEvent.click(link)
    expect(link).toHaveAttribute('aria-busy', 'true')
    return vi.waitFor(() => {
      expect(signIn).toHaveBeenCalledOnce()
      expect(signIn).toHaveBeenCalledWith(BASE.signInUrl, `/filing/${PERIOD}/institutions`)
    })
  })

  it('can start again after Back brings the page back from the browser cache', async () => {
    // The provider's page was reached: the start resolved, and the page was left.
    signIn.mockResolvedValue(undefined)
    renderLanding()
    const link = screen.getByRole('link', { name: 'Sign in with Login.gov' })
    fireEvent.click(link)
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledOnce())
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }))
    fireEvent.click(link)
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(2))
  })

  it('says why the sign-in could not start and whom to contact', async () => {
    signIn.mockRejectedValueOnce(new Error('Signing in needs a secure (https) connection.'))
    renderLanding()
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with Login.gov' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in needs a secure (https) connection. Try again. If it keeps failing, contact HMDA Help.',
    )
  })

  it('offers a disabled button during maintenance that says why', () => {
    renderLanding({ maintenanceMode: true })
    expect(screen.queryByRole('link', { name: 'Sign in with Login.gov' })).toBeNull()
    const button = screen.getByRole('button', { name: 'Sign in with Login.gov' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Sign-in is unavailable during maintenance.')
  })
})

describe('FilingPage markup', () => {
  it('names the period selector through the shared form group, not by hand', () => {
    renderLanding()
    const select = screen.getByRole('combobox', { name: 'Filing period' })
    expect(select.closest('.usa-form-group')).toHaveClass('period-select')
    expect(source).not.toMatch(/["'`\s]usa-(alert|error-message|label|input|form-group)\b/)
  })
})

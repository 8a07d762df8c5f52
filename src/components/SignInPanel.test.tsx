import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SignInPanel, type SignInPanelProps } from './SignInPanel'

function Panel(props: Partial<SignInPanelProps>) {
  return (
    <SignInPanel
      headingId="sign-in"
      heading="Sign in"
      label="Sign in with Login.gov"
      maintenanceMode={false}
      start={() => new Promise<void>(() => undefined)}
      {...props}
    >
      <p>Sign in with the email address your institution registered.</p>
    </SignInPanel>
  )
}

describe('SignInPanel', () => {
  it('is a named section whose button starts the sign-in from the keyboard, once', async () => {
    const start = vi.fn(() => new Promise<void>(() => undefined))
    render(<Panel start={start} />)
    expect(screen.getByRole('region', { name: 'Sign in' })).toHaveTextContent(
      'Sign in with the email address your institution registered.',
    )
    const button = screen.getByRole('button', { name: 'Sign in with Login.gov' })
    await userEvent.tab()
    expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    expect(start).toHaveBeenCalledOnce()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeEnabled()
  })

  it('is a link to the provider that a plain click replaces with the sign-in start', async () => {
    const start = vi.fn(() => new Promise<void>(() => undefined))
    render(<Panel start={start} href="https://login.example/auth?period=2025" />)
    const link = screen.getByRole('link', { name: 'Sign in with Login.gov' })
    expect(link).toHaveAttribute('href', 'https://login.example/auth?period=2025')
    // A click with a modifier (a new tab or window) is the browser's, not the start's.
    fireEvent.click(link, { ctrlKey: true })
    expect(start).not.toHaveBeenCalled()
    const plain = fireEvent.click(link)
    expect(plain).toBe(false)
    expect(start).toHaveBeenCalledOnce()
    expect(link).toHaveAttribute('aria-busy', 'true')
  })

  it('offers a disabled button until the page can start a sign-in', () => {
    render(<Panel ready={false} href="https://login.example/" />)
    expect(screen.queryByRole('link')).toBeNull()
    const button = screen.getByRole('button', { name: 'Sign in with Login.gov' })
    expect(button).toBeDisabled()
    expect(button).not.toHaveAttribute('aria-describedby')
  })

  it('says sign-in is unavailable during maintenance, on the disabled button too', () => {
    render(<Panel maintenanceMode href="https://login.example/" />)
    const button = screen.getByRole('button', { name: 'Sign in with Login.gov' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Sign-in is unavailable during maintenance.')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says why a start failed, what to do, and lets the visitor try again', async () => {
    const start = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Signing in needs a secure (https) connection.'))
      .mockReturnValue(new Promise<void>(() => undefined))
    render(<Panel start={start} errorAdvice="If it keeps failing, contact HMDA Help." />)
    const button = screen.getByRole('button', { name: 'Sign in with Login.gov' })
    await userEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Sign-in could not start')
    expect(alert).toHaveTextContent(
      'Signing in needs a secure (https) connection. Try again. If it keeps failing, contact HMDA Help.',
    )
    expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    expect(start).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('ends a raw failure (such as the browser’s "Failed to fetch") as a sentence', async () => {
    const start = vi.fn<() => Promise<void>>().mockRejectedValue(new TypeError('Failed to fetch'))
    render(<Panel start={start} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Login.gov' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch. Try again.')
  })
})

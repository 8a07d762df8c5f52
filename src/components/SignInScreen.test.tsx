import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SignInScreen, type SignInScreenProps } from './SignInScreen'

function Screen(props: Partial<SignInScreenProps>) {
  return (
    <SignInScreen
      state="signed-out"
      className="help-app"
      checkingDescription="Checking your sign-in to HMDA Help."
      description="Sign in to HMDA Help."
      heading="Sign in to HMDA Help"
      signedOutText="This screen is for signed-in staff."
      expiredText="You were signed out after a period without activity."
      maintenanceMode={false}
      buttonLabel="Sign in"
      onSignIn={vi.fn()}
      {...props}
    />
  )
}

describe('SignInScreen', () => {
  it('says it is checking the sign-in, with a title to match', () => {
    render(<Screen state="checking" />)
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(document.title).toBe('Signing in | HMDA')
  })

  it('asks to sign in and starts the sign-in from the keyboard', async () => {
    const onSignIn = vi.fn()
    const { container } = render(<Screen onSignIn={onSignIn} before={<a href="/back">Back</a>} />)
    expect(container.firstChild).toHaveClass('grid-container', 'page', 'help-app')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to HMDA Help')
    expect(screen.getByText('This screen is for signed-in staff.')).toBeInTheDocument()
    expect(document.title).toBe('Sign in | HMDA')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onSignIn).toHaveBeenCalledTimes(1)
  })

  it('says the session ended, and why the last sign-in did not complete', () => {
    render(<Screen state="expired" error="The identity provider refused the answer." />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your session has ended')
    expect(screen.getByText(/signed out after a period without activity/)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign-in did not completeThe identity provider refused the answer.',
    )
    expect(document.title).toBe('Session ended | HMDA')
  })

  it('offers no sign-in during maintenance and says so', () => {
    render(<Screen maintenanceMode />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Sign-in is unavailable during maintenance.')).toHaveClass('usa-hint')
  })
})

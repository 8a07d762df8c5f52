import type { ReactNode } from 'react'
import { Alert } from './Alert'
import { PageMeta } from './PageMeta'
import { Spinner } from './Spinner'

export interface SignInScreenProps {
  /**
   * 'checking' while the session is restored or the identity provider's answer is used;
   * 'signed-out' or 'expired' (signed out after inactivity) ask to sign in.
   */
  state: 'checking' | 'signed-out' | 'expired'
  /** Class of the page's container besides `grid-container page` (the app's own). */
  className?: string
  /** Meta description while checking, e.g. "Checking your sign-in to HMDA Help." */
  checkingDescription: string
  /** Meta description of the sign-in screen. */
  description: string
  /** Heading when signed out (an ended session has its own). */
  heading: string
  /** What signing in is for, when signed out; and what happened, when the session ended. */
  signedOutText: string
  expiredText: string
  /** Why the last sign-in did not complete, if it did not. */
  error?: string | null
  /** When true, signing in is not offered and the screen says why. */
  maintenanceMode: boolean
  buttonLabel: string
  onSignIn: () => void
  /** Shown above the heading (e.g. a link back to the service's overview). */
  before?: ReactNode
}

/**
 * The screen of a signed-in area (filing, HMDA Help) for a visitor who is not signed in: a
 * spinner while the session is checked, then the reason to sign in and the button, or the
 * ended session, with the error of a sign-in that did not complete.
 */
export function SignInScreen({
  state,
  className,
  checkingDescription,
  description,
  heading,
  signedOutText,
  expiredText,
  error,
  maintenanceMode,
  buttonLabel,
  onSignIn,
  before,
}: SignInScreenProps) {
  const containerClass = ['grid-container page', className ?? ''].filter(Boolean).join(' ')
  if (state === 'checking')
    return (
      <div className={containerClass}>
        <PageMeta title="Signing in" description={checkingDescription} />
        <Spinner label="Checking your sign-in…" />
      </div>
    )
  const expired = state === 'expired'
  return (
    <div className={containerClass}>
      <PageMeta title={expired ? 'Session ended' : 'Sign in'} description={description} />
      {before}
      <h1>{expired ? 'Your session has ended' : heading}</h1>
      {error && (
        <Alert type="error" heading="Sign-in did not complete">
          <p>{error}</p>
        </Alert>
      )}
      <p>{expired ? expiredText : signedOutText}</p>
      {maintenanceMode ? (
        <p className="usa-hint">Sign-in is unavailable during maintenance.</p>
      ) : (
        <button type="button" className="usa-button" onClick={onSignIn}>
          {buttonLabel}
        </button>
      )}
    </div>
  )
}

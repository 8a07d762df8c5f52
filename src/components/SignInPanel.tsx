import type { MouseEvent, ReactNode } from 'react'
import { Alert } from './Alert'
import { useSignInStart } from './useSignInStart'

export interface SignInPanelProps {
  /** Id of the section's heading, which names the section. */
  headingId: string
  heading: string
  /** Who signs in and how. */
  children: ReactNode
  /** Visible name of the sign-in button or link. */
  label: string
  /** When true, signing in is not offered: a disabled button says why. */
  maintenanceMode: boolean
  /**
   * False while the page cannot start a sign-in yet (prerendered and not hydrated: the OIDC
   * client needs the app and this host's address); the button is disabled until then.
   */
  ready?: boolean
  /**
   * The provider's plain address: when given, the control is a link to it, which a plain click
   * replaces with `start` (PKCE, state and nonce); a click for a new tab or window follows it.
   */
  href?: string
  /** Loads the OIDC client and leaves for the provider; rejects with why it could not. */
  start: () => Promise<void>
  /** Said after "Try again." when a start fails, e.g. whom to contact. */
  errorAdvice?: string
  className?: string
}

/** A failure's message as a sentence: raw ones ("Failed to fetch") have no full stop. */
const asSentence = (message: string) => (/[.!?…]$/.test(message) ? message : `${message}.`)

/**
 * The sign-in section of a signed-in service's landing page (filing, HMDA Help), for pages that
 * are prerendered; the signed-in apps' own screen for a visitor who is not signed in is
 * SignInScreen.
 */
export function SignInPanel({
  headingId,
  heading,
  children,
  label,
  maintenanceMode,
  ready = true,
  href,
  start,
  errorAdvice,
  className,
}: SignInPanelProps) {
  const { starting, error, begin } = useSignInStart(start)
  const unavailableId = `${headingId}-unavailable`

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    begin()
  }

  let control: ReactNode
  if (maintenanceMode || !ready) {
    control = (
      <>
        <button
          type="button"
          className="usa-button"
          disabled
          aria-describedby={maintenanceMode ? unavailableId : undefined}
        >
          {label}
        </button>
        {maintenanceMode && (
          <p id={unavailableId} className="usa-hint">
            Sign-in is unavailable during maintenance.
          </p>
        )}
      </>
    )
  } else if (href !== undefined) {
    control = (
      <a className="usa-button" href={href} aria-busy={starting || undefined} onClick={onLinkClick}>
        {label}
      </a>
    )
  } else {
    control = (
      <button
        type="button"
        className="usa-button"
        aria-busy={starting || undefined}
        onClick={begin}
      >
        {label}
      </button>
    )
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{heading}</h2>
      {children}
      {control}
      {error && (
        <Alert type="error" heading="Sign-in could not start">
          <p>
            {asSentence(error)} Try again.{errorAdvice ? ` ${errorAdvice}` : ''}
          </p>
        </Alert>
      )}
    </section>
  )
}

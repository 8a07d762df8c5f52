import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation, useParams } from 'react-router-dom'
import { Alert, AlertText } from '@/components/Alert'
import { NotFound } from '@/components/NotFound'
import { PageMeta } from '@/components/PageMeta'
import { QueryProvider } from '@/components/QueryProvider'
import { SignInScreen } from '@/components/SignInScreen'
import { useConfig } from '@/config/useConfig'
import { useSessionStart } from '@/lib/auth/useSessionStart'
import { InstitutionEditor } from './InstitutionEditor'
import { InstitutionScreen } from './InstitutionScreen'
import { parseHelpRoute } from './helpModel'
import '@/styles/tables.css'
import './hmdaHelp.css'

/**
 * The signed-in part of HMDA Help (every address under /hmda-help/ but the overview). It
 * completes a sign-in coming back from the identity provider, restores the session after a
 * reload, asks to sign in otherwise (coming back to the same address), and refuses accounts
 * without the administrator role.
 */
/** The signed-in HMDA Help screens, with their own server-state cache. */
export function HelpApp() {
  return (
    <QueryProvider>
      <HelpScreens />
    </QueryProvider>
  )
}

function HelpScreens() {
  const config = useConfig()
  const location = useLocation()
  const { '*': rest = '' } = useParams()
  const route = parseHelpRoute(rest, location.search)
  const { session, checking, signIn, signOut, staySignedIn } = useSessionStart(
    config.signInUrl,
    route !== null,
  )

  if (route === null) return <NotFound />

  const onSignOut = () => {
    // signOut also removes what was typed and not saved, here and on every screen.
    signOut('/hmda-help/')
  }

  if (checking || session.status !== 'signed-in' || !session.claims)
    return (
      <SignInScreen
        state={checking ? 'checking' : session.status === 'expired' ? 'expired' : 'signed-out'}
        className="help-app"
        checkingDescription="Checking your sign-in to HMDA Help."
        description="Sign in to HMDA Help."
        before={
          <p className="help-home__back">
            <Link to="/hmda-help/">← HMDA Help</Link>
          </p>
        }
        heading="Sign in to HMDA Help"
        signedOutText="This screen of HMDA Help is for signed-in HMDA Help staff. You will come back here afterwards."
        expiredText="You were signed out after a period without activity. Sign in again to continue where you were."
        error={session.error}
        maintenanceMode={config.maintenanceMode}
        buttonLabel="Sign in"
        onSignIn={signIn}
      />
    )

  const { claims } = session
  const bar = (
    <div className="help-bar">
      <p className="help-bar__title">
        <Link to="/hmda-help/search">HMDA Help</Link>
      </p>
      {claims.isAdmin && (
        <nav aria-label="HMDA Help" className="help-bar__nav">
          <NavLink to="/hmda-help/search" end>
            Search
          </NavLink>
          <NavLink to="/hmda-help/add" end>
            Add an institution
          </NavLink>
        </nav>
      )}
      <p className="help-bar__user">
        Signed in as <strong>{claims.name || claims.email}</strong>{' '}
        <button type="button" className="usa-button usa-button--unstyled" onClick={onSignOut}>
          Sign out
        </button>
      </p>
    </div>
  )

  if (!claims.isAdmin)
    return (
      <div className="grid-container page help-app">
        {bar}
        <PageMeta title="Not authorised" description="HMDA Help is for HMDA Help staff only." />
        <h1>You are not authorised to use HMDA Help</h1>
        <Alert type="warning" heading="This account does not have the HMDA Help role">
          <p>
            You are signed in as {claims.email || claims.name}, but only accounts with the HMDA Help
            administrator role can see these screens. If you need access, ask the HMDA Help team. To
            file for your institution, go to the <Link to="/filing">Filing Platform</Link>.
          </p>
        </Alert>
        <p>
          <button type="button" className="usa-button usa-button--outline" onClick={onSignOut}>
            Sign out
          </button>
        </p>
      </div>
    )

  let content
  if (config.maintenanceMode)
    content = (
      <>
        <PageMeta
          title="HMDA Help in maintenance"
          description="The HMDA platform is down for maintenance."
        />
        <h1>The platform is in maintenance</h1>
        <Alert type="warning" heading="HMDA Help is paused during maintenance">
          <p>
            The HMDA platform is down for maintenance, so records cannot be shown or changed now.
            Come back to this page when the maintenance is over.
          </p>
        </Alert>
      </>
    )
  else if (route.screen === 'search' || route.screen === 'institution')
    content = <InstitutionScreen route={route} />
  else
    content = (
      <InstitutionEditor
        key={`${route.screen}|${route.lei}|${route.year}`}
        mode={route.screen}
        lei={route.lei}
        year={route.year}
      />
    )

  return (
    <div className="grid-container page help-app">
      {bar}
      {session.expiring && <ExpiryNotice onSignOut={onSignOut} onStay={staySignedIn} />}
      {content}
    </div>
  )
}

/** Before the session ends without activity: a way to stay signed in (what is typed stays). */
function ExpiryNotice({
  onSignOut,
  onStay,
}: {
  onSignOut: () => void
  onStay: () => Promise<boolean>
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      type="warning"
      className="help-done"
      role="alertdialog"
      aria-labelledby="help-expiry-heading"
      heading="Your session is about to end"
      headingId="help-expiry-heading"
      wrapText={false}
    >
      <AlertText>
        For your security you will be signed out in about a minute unless you stay signed in.
        Anything typed in a form stays there if you stay signed in.
      </AlertText>
      <div className="help-form__actions">
        <button type="button" className="usa-button" onClick={() => void onStay()}>
          Stay signed in
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </Alert>
  )
}

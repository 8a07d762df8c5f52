import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
import { Alert, AlertText } from '@/components/Alert'
import { NotFound } from '@/components/NotFound'
import { PageMeta } from '@/components/PageMeta'
import { QueryProvider } from '@/components/QueryProvider'
import { SignInScreen } from '@/components/SignInScreen'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { useSessionStart } from '@/lib/auth/useSessionStart'
import { canonicalPeriod } from '../periodStatus'
import { InstitutionsPage } from './InstitutionsPage'
import { ProfilePage } from './ProfilePage'
import '@/styles/choices.css'
import '@/styles/tables.css'
import './filing.css'

const SubmissionFlow = lazy(() =>
  import('./SubmissionFlow').then((m) => ({ default: m.SubmissionFlow })),
)

const LEI_SEGMENT = /^[A-Za-z0-9]{20}$/

/** The period a profile page returns to (`?period=`), else the default period. */
function returnPeriod(search: string, fallback: string) {
  const p = new URLSearchParams(search).get('period')
  return p && /^\d{4}(-Q[123])?$/.test(p) ? p : fallback
}

/**
 * The signed-in part of the filing platform: `/filing/{period}/institutions`,
 * `/filing/{period}/{lei}/{step}` and `/filing/profile`. It completes a sign-in coming back
 * from the identity provider, restores the session after a reload, and otherwise asks to sign
 * in (coming back to the same address).
 */
/** The signed-in filing screens, with their own server-state cache. */
export function FilingApp() {
  return (
    <QueryProvider>
      <FilingScreens />
    </QueryProvider>
  )
}

function FilingScreens() {
  const config = useConfig()
  const location = useLocation()
  const { period: rawPeriod = '', '*': rest = '' } = useParams()
  const isProfile = rawPeriod === 'profile'
  const period = isProfile
    ? returnPeriod(location.search, config.defaultPeriod)
    : canonicalPeriod(rawPeriod)
  // Addresses that are not a filing screen are not found, signed in or not.
  const segments = rest.split('/').filter(Boolean)
  const kind = isProfile
    ? segments.length === 0
      ? 'profile'
      : null
    : segments.length === 1 && segments[0] === 'institutions'
      ? 'institutions'
      : segments.length >= 1 && segments.length <= 2 && LEI_SEGMENT.test(segments[0] ?? '')
        ? 'submission'
        : null

  const { session, checking, signIn, signOut, staySignedIn } = useSessionStart(
    config.signInUrl,
    kind !== null,
  )

  const record = config.filingPeriodStatus[period]
  if (!isProfile && (!record || !record.isVisible)) return <NotFound />
  if (kind === null) return <NotFound />

  // Until the provider's answer in the address is used (and removed), nothing else is shown.
  if (checking || session.status !== 'signed-in' || !session.claims)
    return (
      <SignInScreen
        state={checking ? 'checking' : session.status === 'expired' ? 'expired' : 'signed-out'}
        className="filing-app"
        checkingDescription="Checking your sign-in to the filing platform."
        description="Sign in to the HMDA filing platform."
        heading="Sign in to continue"
        signedOutText="This page of the filing platform needs you to sign in. You will come back here afterwards."
        expiredText="You were signed out after a period without activity. Your submission is saved on the platform. Sign in again to continue where you were."
        error={session.error}
        maintenanceMode={config.maintenanceMode}
        buttonLabel="Sign in with Login.gov"
        onSignIn={signIn}
      />
    )

  const { claims } = session
  if (!isProfile && claims.leis.length === 0)
    return <Navigate replace to={`/filing/profile?period=${encodeURIComponent(period)}`} />

  let content
  if (config.maintenanceMode)
    // The platform is down for maintenance: no filing API call is made until it is back.
    content = (
      <>
        <PageMeta
          title="Filing platform in maintenance"
          description="The HMDA filing platform is down for maintenance."
        />
        <h1>The filing platform is in maintenance</h1>
        <Alert type="warning" heading="Filing is paused during maintenance">
          <p>
            The HMDA filing platform is down for maintenance, so institutions, uploads and
            submissions cannot be shown or changed now. Your submissions so far are saved on the
            platform. Come back to this page when the maintenance is over.
          </p>
        </Alert>
      </>
    )
  else if (kind === 'profile') content = <ProfilePage claims={claims} period={period} />
  else if (kind === 'institutions') content = <InstitutionsPage claims={claims} period={period} />
  else
    content = (
      <Suspense fallback={<Spinner label="Loading the filing steps…" />}>
        <SubmissionFlow
          period={period}
          lei={(segments[0] ?? '').toUpperCase()}
          step={segments[1] ?? null}
        />
      </Suspense>
    )

  return (
    <div className="grid-container page filing-app">
      <SessionBar
        name={claims.name || claims.email}
        email={claims.email}
        expiresAt={session.expiresAt}
        expiring={session.expiring}
        onSignOut={() => signOut(`/filing/${period}/`)}
        onStay={staySignedIn}
      />
      {content}
    </div>
  )
}

function SessionBar({
  name,
  email,
  expiresAt,
  expiring,
  onSignOut,
  onStay,
}: {
  name: string
  email: string
  expiresAt: number
  expiring: boolean
  onSignOut: () => void
  onStay: () => Promise<boolean>
}) {
  return (
    <>
      <div className="filing-session">
        <p className="filing-session__user">
          Signed in as <strong>{name}</strong>
          {email && name !== email && <span className="filing-session__email"> ({email})</span>}
        </p>
        <button type="button" className="usa-button usa-button--unstyled" onClick={onSignOut}>
          Sign out
        </button>
      </div>
      {expiring && <ExpiryWarning expiresAt={expiresAt} onSignOut={onSignOut} onStay={onStay} />}
    </>
  )
}

/** The warning before the session ends, with a way to stay signed in (focus moves to it). */
function ExpiryWarning({
  expiresAt,
  onSignOut,
  onStay,
}: {
  expiresAt: number
  onSignOut: () => void
  onStay: () => Promise<boolean>
}) {
  const [now, setNow] = useState(() => Date.now())
  const [busy, setBusy] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.round((expiresAt - now) / 1000))
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      type="warning"
      className="filing-expiry"
      role="alertdialog"
      aria-labelledby="expiry-heading"
      aria-describedby="expiry-text"
      heading="Your session is about to end"
      headingId="expiry-heading"
      wrapText={false}
    >
      <AlertText id="expiry-text">
        For your security you will be signed out in{' '}
        {seconds >= 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} unless you
        stay signed in. Your submission is saved on the platform either way.
      </AlertText>
      <div className="filing-expiry__actions">
        <button
          type="button"
          className="usa-button"
          disabled={busy}
          onClick={() => {
            setBusy(true)
            void onStay().finally(() => setBusy(false))
          }}
        >
          Stay signed in
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </Alert>
  )
}

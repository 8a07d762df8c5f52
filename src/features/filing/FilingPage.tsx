import { lazy, Suspense, useState } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { AnnouncementText } from '@/components/AnnouncementText'
import { PageMeta } from '@/components/PageMeta'
import { Select } from '@/components/Select'
import { SignInPanel } from '@/components/SignInPanel'
import { periodName, periodOptionLabel } from '@/config/periodNames'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import {
  canonicalPeriod,
  periodOptions,
  signInHref,
  statusSentence,
  unshownPeriodNotice,
} from './periodStatus'

/** The signed-in screens (institutions, submission steps, profile) with the OIDC client. */
const FilingApp = lazy(() => import('./app/FilingApp').then((m) => ({ default: m.FilingApp })))

/** Set by the redirect from a period that is not shown, for the notice on the default one. */
interface UnshownState {
  unshownPeriod?: string
}

/**
 * The filing landing page for one period: its status and dates, and the way to sign in. The
 * shell keeps it mounted across periods (see pageKey), so the selector keeps focus; a period
 * chosen there is announced in a polite live region.
 */
export function FilingPage() {
  const { period = '', '*': rest = '' } = useParams()
  // /filing/{period}/{…} and /filing/profile are the signed-in screens, loaded on demand.
  if (rest !== '' || period === 'profile')
    return (
      <Suspense fallback={<Spinner label="Loading the filing platform…" />}>
        <FilingApp />
      </Suspense>
    )
  return <FilingLanding />
}

/** Starts the sign-in (the OIDC client is loaded on the click, not with the landing page). */
const startSignIn = (signInUrl: string, period: string) =>
  import('@/lib/auth/session').then(({ signIn }) =>
    signIn(signInUrl, `/filing/${period}/institutions`),
  )

function FilingLanding() {
  const config = useConfig()
  const navigate = useNavigate()
  const location = useLocation()
  const { period: typed = '' } = useParams()
  const [chosen, setChosen] = useState(false)
  // The page is prerendered (one file per period label) and hydrated as such: what depends on
  // the clock (the period's status and dates, which periods are shown, redirects of hidden
  // ones) and on the host (the sign-in address) renders only once hydrated, in space kept for
  // it; one tree for both, so that hydration keeps the prerendered elements.
  const hydrated = useHydrated()
  const period = canonicalPeriod(typed)
  const record = config.filingPeriodStatus[period]

  if (
    hydrated &&
    period !== typed &&
    (config.filingPeriodStatus[period] || period === config.defaultPeriod)
  ) {
    return <Navigate replace to={`/filing/${period}/`} />
  }
  // An unknown or invisible period goes to the default one, with a notice there (the default
  // is always shown, so that a default without a record cannot loop).
  if (hydrated && (!record || !record.isVisible) && period !== config.defaultPeriod) {
    const state: UnshownState = { unshownPeriod: typed }
    return <Navigate replace to={`/filing/${config.defaultPeriod}/`} state={state} />
  }

  const unshown = (location.state as UnshownState | null)?.unshownPeriod
  const notice =
    unshown === undefined
      ? null
      : unshownPeriodNotice(unshown, config.filingPeriodStatus[canonicalPeriod(unshown)], period)
  const options = hydrated ? periodOptions(config) : []
  const preview = config.timedGuards.preview.includes(period)
  const status = record ? statusSentence(record, preview) : null
  const statusLabel = status?.label ?? 'Not scheduled'
  const { maintenanceMode, filingAnnouncement } = config

  return (
    <div className="grid-container page filing-home">
      <PageMeta
        title={`Filing ${period}`}
        description={`Filing Platform: upload loan/application registers, review edits and certify data for the ${periodName(period)} filing period.`}
      />
      <h1>HMDA Filing Platform</h1>
      <p className="usa-intro">
        Upload your loan/application register, review the edits it triggers, and certify your data.
      </p>

      {notice && (
        <Alert type="warning" slim className="period-notice">
          <p>{notice}</p>
        </Alert>
      )}

      {maintenanceMode && (
        <Alert type="warning" heading="The filing platform is down for maintenance">
          <p>
            Signing in is not possible while the HMDA Platform is being maintained. Your earlier
            submissions are safe. Please come back later.
          </p>
        </Alert>
      )}
      {filingAnnouncement && !maintenanceMode && (
        <Alert type={filingAnnouncement.type} heading={filingAnnouncement.heading}>
          <p>
            <AnnouncementText announcement={filingAnnouncement} />
          </p>
        </Alert>
      )}

      <Select
        id="filing-period"
        label="Filing period"
        groupClassName="period-select"
        value={period}
        disabled={!hydrated}
        onChange={(next) => {
          setChosen(true)
          navigate(`/filing/${next}/`)
        }}
        options={[
          // Before hydration (and for a period the list lacks) the address's period is shown.
          ...(options.some((o) => o.period === period) ? [] : [period]),
          ...options.map((o) => o.period),
        ].map((p) => ({ value: p, label: periodOptionLabel(p) }))}
      />

      <p role="status" className="usa-sr-only">
        {chosen ? `${periodName(period)} filing: ${statusLabel}` : ''}
      </p>

      <section aria-labelledby="period-status" className="period-status">
        <h2 id="period-status">
          {periodName(period)} filing
          {hydrated && (
            <>
              : <span className="period-status__label">{statusLabel}</span>
            </>
          )}
        </h2>
        {hydrated ? (
          <>
            <p>{status?.detail ?? 'No filing dates are set for this period yet.'}</p>
            {record && (
              <dl className="period-dates">
                <div>
                  <dt>Filing opens</dt>
                  <dd>{record.startDate}</dd>
                </div>
                <div>
                  <dt>Timely filing deadline</dt>
                  <dd>{record.lateDate}</dd>
                </div>
                <div>
                  <dt>Filing closes</dt>
                  <dd>{record.endDate}</dd>
                </div>
              </dl>
            )}
          </>
        ) : (
          <div className="period-status__pending">
            <noscript>
              <p>Turn on JavaScript to see this period’s status and dates, and to sign in.</p>
            </noscript>
          </div>
        )}
        <p className="usa-hint">
          All dates are in U.S. Eastern time; a deadline ends at 11:59:59 p.m. that day.
        </p>
      </section>

      {/* Until hydrated, sign-in needs the app (PKCE) and this host's own address. */}
      <SignInPanel
        headingId="sign-in"
        heading="Sign in"
        className="sign-in"
        label="Sign in with Login.gov"
        maintenanceMode={maintenanceMode}
        ready={hydrated}
        href={hydrated ? signInHref(config.signInUrl, period, window.location.origin) : undefined}
        start={() => startSignIn(config.signInUrl, period)}
        errorAdvice="If it keeps failing, contact HMDA Help."
      >
        <p>
          The filing platform uses Login.gov, with multifactor authentication, for every user. Sign
          in with the email address your institution registered for HMDA filing.
        </p>
      </SignInPanel>
    </div>
  )
}

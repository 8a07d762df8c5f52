import { lazy, Suspense, useState } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { HELP_START } from './helpModel'

/** The signed-in screens, loaded on demand with the OIDC client. */
const HelpApp = lazy(() => import('./HelpApp').then((m) => ({ default: m.HelpApp })))

function HelpHome() {
  const { contactEmail, signInUrl, maintenanceMode } = useConfig()
  const [starting, setStarting] = useState(false)
  const [signInError, setSignInError] = useState<string | null>(null)
  const start = () => {
    setStarting(true)
    setSignInError(null)
    // The OIDC client is loaded on the click, not with this (prerendered) page.
    import('@/lib/auth/session')
      .then(({ signIn }) => signIn(signInUrl, HELP_START))
      .catch((error: unknown) => {
        setStarting(false)
        setSignInError(error instanceof Error ? error.message : 'The sign-in could not start.')
      })
  }
  return (
    <div className="grid-container page help-home">
      <PageMeta
        title="HMDA Help"
        description="Help: manage institutions and publications. For HMDA Help staff; sign-in required."
      />
      <p className="help-home__back">
        <Link to="/">← Home Mortgage Disclosure Act</Link>
      </p>
      <h1>HMDA Help</h1>
      <p className="usa-intro">
        HMDA Help is where the programme’s support staff manage filing institutions and the
        publications generated from their data.
      </p>
      <h2>Sign-in is required</h2>
      <p>
        Only HMDA Help staff with an authorised account can use these screens. They sign in with
        Login.gov and must hold the HMDA Help role; other accounts are refused.
      </p>
      {signInError && (
        <Alert type="error" heading="Sign-in did not start">
          <p>{signInError}</p>
        </Alert>
      )}
      {maintenanceMode ? (
        <p className="usa-hint">Sign-in is unavailable during maintenance.</p>
      ) : (
        <p>
          <button type="button" className="usa-button" disabled={starting} onClick={start}>
            {starting ? 'Going to sign-in…' : 'Sign in'}
          </button>
        </p>
      )}
      <h2>What staff can do here</h2>
      <ul>
        <li>Look up an institution by its LEI and review its records for each filing year.</li>
        <li>Add or update an institution’s record, such as its name, tax ID or regulator.</li>
        <li>See the institution’s signed submissions and download the submitted files.</li>
        <li>
          Regenerate an institution’s publications: its modified LAR and Institution Register
          Summary.
        </li>
      </ul>
      <h2>Not HMDA Help staff?</h2>
      <p>
        If you file HMDA data and need help, write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. To file, go to the{' '}
        <Link to="/filing">Filing Platform</Link>.
      </p>
    </div>
  )
}

export function HmdaHelpPage() {
  return (
    <Routes>
      <Route index element={<HelpHome />} />
      <Route
        path="*"
        element={
          <Suspense fallback={<Spinner label="Loading HMDA Help…" />}>
            <HelpApp />
          </Suspense>
        }
      />
    </Routes>
  )
}

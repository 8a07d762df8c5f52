import { lazy, Suspense } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { SignInPanel } from '@/components/SignInPanel'
import { Spinner } from '@/components/Spinner'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { HELP_START } from './helpModel'

/** The signed-in screens, loaded on demand with the OIDC client. */
const HelpApp = lazy(() => import('./HelpApp').then((m) => ({ default: m.HelpApp })))

/** Loads the OIDC client on the click, not with this (prerendered) page, and signs in. */
const startSignIn = (signInUrl: string) =>
  import('@/lib/auth/session').then(({ signIn }) => signIn(signInUrl, HELP_START))

function HelpHome() {
  const { contactEmail, signInUrl, maintenanceMode } = useConfig()
  const hydrated = useHydrated()
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
      <SignInPanel
        headingId="help-sign-in"
        heading="Sign-in is required"
        label="Sign in"
        maintenanceMode={maintenanceMode}
        ready={hydrated}
        start={() => startSignIn(signInUrl)}
      >
        <p>
          Only HMDA Help staff with an authorised account can use these screens. They sign in with
          Login.gov and must hold the HMDA Help role; other accounts are refused.
        </p>
      </SignInPanel>
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

import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { Checkbox } from '@/components/Checkbox'
import { TextField } from '@/components/TextField'
import { useConfig } from '@/config/useConfig'
import { domainInstitutionsQuery } from '@/lib/api/filingQueries'
import { useRemoteQuery } from '@/lib/api/queries'
import { emailDomain, type UserClaims } from '@/lib/auth/claims'
import { refresh } from '@/lib/auth/session'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'

/**
 * The profile step: the institutions registered for the user's e-mail domain, to choose those
 * the user files for; saved through the platform's user service, then the token is refreshed so
 * the new LEIs apply.
 */
export function ProfilePage({ claims, period }: { claims: UserClaims; period: string }) {
  const config = useConfig()
  const navigate = useNavigate()
  const domain = emailDomain(claims.email)
  const remote = useRemoteQuery(domainInstitutionsQuery(filingClient(config), domain))
  const [firstName, setFirstName] = useState(claims.givenName)
  const [lastName, setLastName] = useState(claims.familyName)
  const [chosen, setChosen] = useState<string[]>(claims.leis)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<unknown>(null)

  const toggle = (lei: string) =>
    setChosen((list) => (list.includes(lei) ? list.filter((l) => l !== lei) : [...list, lei]))

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setProblem(null)
    setSaveError(null)
    if (!firstName.trim() || !lastName.trim()) {
      setProblem('Enter your first and last name.')
      return
    }
    if (chosen.length === 0) {
      setProblem('Choose at least one institution you file for.')
      return
    }
    setSaving(true)
    try {
      await filingClient(config).updateProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        leis: chosen,
      })
      // The token carries the LEIs only once refreshed.
      if (!(await refresh())) {
        setProblem('Your institutions were saved, but your session has ended. Sign in again.')
        return
      }
      navigate(`/filing/${period}/institutions`)
    } catch (error) {
      setSaveError(error)
    } finally {
      setSaving(false)
    }
  }

  const institutions = remote.status === 'ok' ? (remote.data ?? []) : []
  return (
    <>
      <PageMeta
        title="Your profile"
        description="Choose the institutions you file HMDA data for."
      />
      <h1>Complete your profile</h1>
      {claims.leis.length === 0 ? (
        <p className="usa-intro">
          Your account is not linked to an institution yet. Choose the institutions you file for;
          they are offered from those registered for your e-mail domain ({domain || 'none'}).
        </p>
      ) : (
        <p className="usa-intro">Change the institutions linked to your account.</p>
      )}
      {remote.status === 'loading' && <Spinner label="Loading the institutions of your domain…" />}
      {remote.status === 'error' && (
        <FilingErrorAlert
          error={remote.error}
          what="The institutions of your e-mail domain"
          onRetry={remote.retry}
        />
      )}
      {remote.status === 'ok' && institutions.length === 0 && (
        <Alert type="warning" live>
          No institution is registered for the domain {domain}. Contact HMDA Help at{' '}
          <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a> to have your
          institution's e-mail domain added.
        </Alert>
      )}
      {remote.status === 'ok' && institutions.length > 0 && (
        <form className="usa-form usa-form--large" onSubmit={(e) => void save(e)} noValidate>
          {problem && <Alert type="error">{problem}</Alert>}
          {saveError !== null && (
            <FilingErrorAlert
              error={saveError}
              what="Your profile"
              write={{
                notDone: 'Your profile was not saved',
                kept: 'Your names and the institutions you chose are still on this page.',
              }}
            />
          )}
          <TextField
            id="profile-first"
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onChange={setFirstName}
          />
          <TextField
            id="profile-last"
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            onChange={setLastName}
          />
          <p className="usa-hint">E-mail (from Login.gov, not editable here): {claims.email}</p>
          <fieldset className="usa-fieldset">
            <legend className="usa-legend">Institutions you file for</legend>
            {institutions.map((inst) => (
              <Checkbox
                key={inst.lei}
                id={`lei-${inst.lei}`}
                label={inst.name}
                description={`LEI ${inst.lei}`}
                checked={chosen.includes(inst.lei)}
                onChange={() => toggle(inst.lei)}
              />
            ))}
          </fieldset>
          <button type="submit" className="usa-button" disabled={saving}>
            {saving ? 'Saving…' : 'Save and continue'}
          </button>
        </form>
      )}
    </>
  )
}

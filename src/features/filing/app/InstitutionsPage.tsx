import { Link } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { periodName } from '@/config/periodNames'
import { useConfig } from '@/config/useConfig'
import type { UserClaims } from '@/lib/auth/claims'
import { FilingErrorAlert } from './FilingErrorAlert'
import { InstitutionCard } from './InstitutionViews'
import { useInstitutions } from './useInstitutions'
import { periodDatesSentence } from '../periodStatus'

/**
 * The user's institutions for the period with their filing status and the next action. The
 * model is in useInstitutions.ts, the cards in InstitutionViews.tsx.
 */
export function InstitutionsPage({ claims, period }: { claims: UserClaims; period: string }) {
  const config = useConfig()
  const { record, closed, remote } = useInstitutions(claims, period, config)

  return (
    <>
      <PageMeta
        title={`Institutions, ${periodName(period)} filing`}
        description={`Your institutions and their HMDA filing status for the ${periodName(period)} filing period.`}
      />
      <h1>Your institutions: {periodName(period)} filing</h1>
      {record && <p data-testid="period-dates">{periodDatesSentence(record, config.derivedAt)}</p>}
      <p>
        <Link to={`/filing/profile?period=${encodeURIComponent(period)}`}>
          Update the institutions on your account
        </Link>
      </p>
      {remote.status === 'loading' && <Spinner label="Loading your institutions…" />}
      {remote.status === 'error' && (
        <FilingErrorAlert error={remote.error} what="Your institutions" onRetry={remote.retry} />
      )}
      {remote.status === 'ok' && remote.data && (
        <ul className="usa-card-group filing-institutions" aria-label="Institutions">
          {remote.data.map((row) => (
            <InstitutionCard
              key={row.lei}
              row={row}
              period={period}
              closed={closed}
              onRetry={remote.retry}
            />
          ))}
        </ul>
      )}
    </>
  )
}

import { Link } from 'react-router-dom'
import { PageMeta } from '../../../components/PageMeta'
import { Spinner } from '../../../components/Spinner'
import { periodName } from '../../../config/periodNames'
import { useConfig } from '../../../config/useConfig'
import { parsePeriod } from '../../../lib/api/filing'
import {
  institutionAction,
  latestStep,
  statusWords,
  type InstitutionAction,
} from '../../../lib/api/filingStatus'
import { useRemote } from '../../../lib/api/useRemote'
import type { UserClaims } from '../../../lib/auth/claims'
import { loadInstitution, type InstitutionRow } from './loadInstitution'
import { FilingErrorAlert } from './FilingErrorAlert'

const ACTION_TEXT: Record<InstitutionAction, string> = {
  start: 'Start filing',
  refile: 'Upload a new file',
  progress: 'View progress',
  'parse-errors': 'Review formatting errors',
  edits: 'Review edits',
  sign: 'Review and sign',
  receipt: 'View receipt',
}

/** The user's institutions for the period with their filing status and the next action. */
export function InstitutionsPage({ claims, period }: { claims: UserClaims; period: string }) {
  const config = useConfig()
  const parsed = parsePeriod(period)
  const record = config.filingPeriodStatus[period]
  const remote = useRemote(parsed ? `${period}|${claims.leis.join(',')}` : null, (signal) =>
    Promise.all(
      claims.leis.map((lei) =>
        parsed ? loadInstitution(config, lei, parsed, signal) : Promise.reject(new Error('period')),
      ),
    ),
  )
  const closed = record ? !record.isOpen : true

  return (
    <>
      <PageMeta
        title={`Institutions, ${periodName(period)} filing`}
        description={`Your institutions and their HMDA filing status for the ${periodName(period)} filing period.`}
      />
      <h1>Your institutions: {periodName(period)} filing</h1>
      {record && (
        <p>
          {closed
            ? `The ${periodName(period)} filing period is closed (it ended ${record.endDate}). Past filings can be viewed.`
            : `Filing is open from ${record.startDate}. Timely filing deadline: ${record.lateDate}. Late filing and resubmission close ${record.endDate} (U.S. Eastern time).`}
        </p>
      )}
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

function InstitutionCard({
  row,
  period,
  closed,
  onRetry,
}: {
  row: InstitutionRow
  period: string
  closed: boolean
  onRetry: () => void
}) {
  const name = row.kind === 'ready' || row.kind === 'not-quarterly' ? row.institution.name : row.lei
  return (
    <li className="usa-card filing-institution">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">{name}</h2>
          <p className="filing-institution__lei">LEI {row.lei}</p>
        </div>
        <div className="usa-card__body">
          <InstitutionBody row={row} period={period} closed={closed} onRetry={onRetry} />
        </div>
      </div>
    </li>
  )
}

function InstitutionBody({
  row,
  period,
  closed,
  onRetry,
}: {
  row: InstitutionRow
  period: string
  closed: boolean
  onRetry: () => void
}) {
  if (row.kind === 'error')
    return (
      <FilingErrorAlert
        error={row.error}
        what="This institution's filing"
        onRetry={onRetry}
        headingLevel={3}
      />
    )
  if (row.kind === 'no-record')
    return (
      <p>
        The platform has no record of this institution for {period.slice(0, 4)}. Contact HMDA Help
        if it should file for this period.
      </p>
    )
  if (row.kind === 'not-quarterly')
    return <p>This institution is not a quarterly filer: it files once a year.</p>
  const { latest, lei, stalled } = row
  const code = latest?.status.code ?? 0
  const action = institutionAction(code, stalled)
  const base = `/filing/${period}/${lei}`
  const target =
    action === 'edits' && latest
      ? `${base}/${latestStep({ code, qualityExists: latest.qualityExists, qualityVerified: latest.qualityVerified })}`
      : action === 'sign' || action === 'receipt'
        ? `${base}/submission`
        : `${base}/upload`
  const showAction = !(closed && (action === 'start' || action === 'refile'))
  return (
    <>
      <p className="filing-institution__status">
        <strong>Status:</strong>{' '}
        {stalled ? 'Upload stalled: upload the file again' : statusWords(code)}
      </p>
      {latest && (
        <p className="usa-hint">
          Submission {latest.sequenceNumber}
          {latest.fileName ? `, file ${latest.fileName}` : ''}. {latest.status.message}
        </p>
      )}
      <div className="filing-institution__actions">
        {showAction ? (
          <Link className="usa-button" to={target}>
            {ACTION_TEXT[action]}
          </Link>
        ) : (
          <p>The filing period is closed: no new submission can be made.</p>
        )}
        {!closed && latest && (code === 5 || code > 7) && action !== 'refile' && (
          <Link className="usa-button usa-button--outline" to={`${base}/upload?new=1`}>
            Upload a new file
          </Link>
        )}
      </div>
    </>
  )
}

/** The cards of the institutions page: status and next action, the submissions of each. */
import { Link } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { Pager } from '@/components/Pager'
import { Spinner } from '@/components/Spinner'
import { periodName } from '@/config/periodNames'
import { useConfig } from '@/config/useConfig'
import type { Submission } from '@/lib/api/filing'
import { statusWords } from '@/lib/api/submissionStatus'
import { formatEasternDateTime } from '@/lib/dates'
import { CsvDownload } from './CsvDownload'
import { FilingErrorAlert } from './FilingErrorAlert'
import type { InstitutionRow } from './loadInstitution'
import { institutionNext, useSubmissionsPage } from './useInstitutions'

export function InstitutionCard({
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
  const { latest, lei, accepted } = row
  const next = institutionNext(row, period, closed)
  const base = `/filing/${period}/${lei}`
  return (
    <>
      <p className="filing-institution__status">
        <strong>Status:</strong> {next.status}
      </p>
      {next.detail && <p className="usa-hint">{next.detail}</p>}
      {accepted && (
        <Alert type="info" slim className="filing-accepted">
          Your signed filing stands: submission {accepted.sequenceNumber}, signed{' '}
          {formatEasternDateTime(accepted.end)}, confirmation number{' '}
          <span className="filing-receipt__number">{accepted.receipt}</span>. It remains your
          accepted {periodName(period)} filing until a newer submission is signed.{' '}
          <Link to={`${base}/receipt?submission=${accepted.sequenceNumber}`}>
            View the receipt of submission {accepted.sequenceNumber}
          </Link>
        </Alert>
      )}
      <div className="filing-institution__actions">
        {next.action ? (
          <Link className="usa-button" to={next.action.to}>
            {next.action.text}
          </Link>
        ) : (
          <p>The filing period is closed: no new submission can be made.</p>
        )}
        {next.newUpload && (
          <Link className="usa-button usa-button--outline" to={next.newUpload}>
            Upload a new file
          </Link>
        )}
      </div>
      {latest && <SubmissionsList lei={lei} period={period} />}
    </>
  )
}

/**
 * The institution's submissions for the period, newest first, 20 a page (the platform's paged
 * filing): number, start, status, signer, the receipt of each signed one and the edit report
 * of each that reached the edit checks.
 */
function SubmissionsList({ lei, period }: { lei: string; period: string }) {
  const { page, setPage, remote } = useSubmissionsPage(lei, period, useConfig())
  const base = `/filing/${period}/${lei}`
  return (
    // Named with the LEI: each institution's card has such a section.
    <section
      aria-label={`Submissions of LEI ${lei} for ${periodName(period)}`}
      className="filing-submissions"
    >
      <h3>Submissions for {periodName(period)}</h3>
      {remote.status === 'loading' && <Spinner label="Loading the submissions…" />}
      {remote.status === 'error' && (
        <FilingErrorAlert
          error={remote.error}
          what="The list of submissions"
          onRetry={remote.retry}
          headingLevel={3}
        />
      )}
      {remote.status === 'ok' && remote.data && (
        <>
          <table className="usa-table usa-table--compact usa-table--stacked">
            <caption className="usa-sr-only">
              Submissions of LEI {lei} for {periodName(period)}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Submission</th>
                <th scope="col">Started</th>
                <th scope="col">Status</th>
                <th scope="col">Signed by</th>
                <th scope="col">Receipt and edit report</th>
              </tr>
            </thead>
            <tbody>
              {remote.data.submissions.map((s) => (
                <SubmissionRow key={s.sequenceNumber} s={s} base={base} period={period} lei={lei} />
              ))}
            </tbody>
          </table>
          {remote.data.paging && (
            <Pager
              page={page}
              last={remote.data.paging.last}
              onPage={setPage}
              label={`Pages of submissions, LEI ${lei}`}
            />
          )}
        </>
      )}
    </section>
  )
}

function SubmissionRow({
  s,
  base,
  period,
  lei,
}: {
  s: Submission
  base: string
  period: string
  lei: string
}) {
  const code = s.status.code
  return (
    <tr>
      <th scope="row" data-label="Submission">
        {s.sequenceNumber}
        {s.fileName && <span className="filing-submissions__file"> ({s.fileName})</span>}
      </th>
      <td data-label="Started">{s.start ? formatEasternDateTime(s.start) : '—'}</td>
      <td data-label="Status">{statusWords(code)}</td>
      <td data-label="Signed by">{s.signerUsername ?? '—'}</td>
      <td data-label="Receipt and edit report">
        {code === 15 && (
          <p>
            <Link to={`${base}/receipt?submission=${s.sequenceNumber}`}>
              Receipt of submission {s.sequenceNumber}
            </Link>
            <br />
            <span className="filing-receipt__number">{s.receipt}</span>
          </p>
        )}
        {code > 7 && (
          <CsvDownload
            period={period}
            lei={lei}
            seq={s.sequenceNumber}
            label={`Edit report of submission ${s.sequenceNumber} (CSV)`}
          />
        )}
        {code !== 15 && code <= 7 && '—'}
      </td>
    </tr>
  )
}

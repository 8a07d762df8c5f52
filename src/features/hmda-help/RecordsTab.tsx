import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { useConfig } from '@/config/useConfig'
import { describeApiError, isApiError } from '@/lib/api/errors'
import { recordsChanged, type AdminInstitution } from '@/lib/api/helpAdmin'
import { ConfirmDialog } from './ConfirmDialog'
import { helpClients } from './helpClient'
import { helpPath } from './helpModel'
import { agencyName, useYearRecords, type DeletedState } from './useYearRecords'

/** The institution's record for every year of the list, with add, update and delete. */
export function RecordsTab({ lei, years }: { lei: string; years: string[] }) {
  const config = useConfig()
  const { admin } = helpClients(config)
  const records = useYearRecords(lei, years)
  const client = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  const deletedFromState = (location.state as DeletedState | null)?.deleted
  const [deleting, setDeleting] = useState<AdminInstitution | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleteError, setDeleteError] = useState<unknown>(null)
  const [deleted, setDeleted] = useState<string | null>(
    deletedFromState?.lei === lei ? deletedFromState.year : null,
  )
  const doneRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // After a deletion, focus goes to the line saying so (once the list shows again).
  useEffect(() => {
    if (deleted && records.status === 'ok') doneRef.current?.focus()
  }, [deleted, records.status])

  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    setDeleteError(null)
    try {
      await admin.remove(deleting)
      const year = String(deleting.activityYear)
      setDeleting(null)
      setDeleted(year)
      if (deletedFromState) void navigate(location.pathname, { replace: true, state: null })
      void recordsChanged(client, lei)
    } catch (error) {
      setDeleteError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="records-heading">
      <h2 id="records-heading" ref={headingRef} tabIndex={-1}>
        Records by activity year
      </h2>
      {deleted && (
        <Alert ref={doneRef} tabIndex={-1} type="success" slim className="help-done" live>
          The {deleted} record of {lei} was deleted.
        </Alert>
      )}
      {records.status === 'loading' && <Spinner label={`Loading the records of ${lei}…`} />}
      {records.status === 'error' && (
        <ApiErrorAlert error={records.error} what="the records" onRetry={records.retry} />
      )}
      {records.status === 'ok' && records.data && (
        <ul className="help-years" aria-label={`Records of ${lei}`}>
          {records.data.map((entry) => (
            <li key={entry.year} className="help-year">
              <h3 className="help-year__heading">{entry.year}</h3>
              {entry.kind === 'found' && (
                <>
                  <dl className="help-record">
                    <dt>Respondent name</dt>
                    <dd>{entry.record.respondent.name || '—'}</dd>
                    <dt>Tax ID</dt>
                    <dd>{entry.record.taxId || '—'}</dd>
                    <dt>Agency</dt>
                    <dd>
                      {entry.record.agency === -1
                        ? 'Not set'
                        : `${entry.record.agency} – ${agencyName(entry.record.agency)}`}
                    </dd>
                    <dt>E-mail domains</dt>
                    <dd>{entry.record.emailDomains.join(', ') || '—'}</dd>
                    <dt>Quarterly filer</dt>
                    <dd>{entry.record.quarterlyFiler ? 'Yes' : 'No'}</dd>
                  </dl>
                  <p className="help-year__actions">
                    <Link
                      className="usa-button"
                      to={helpPath({ screen: 'edit', lei, year: entry.year })}
                      aria-label={`Update the ${entry.year} record`}
                    >
                      Update
                    </Link>
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      aria-label={`Delete the ${entry.year} record`}
                      onClick={() => {
                        setDeleteError(null)
                        setDeleting(entry.record)
                      }}
                    >
                      Delete
                    </button>
                  </p>
                </>
              )}
              {entry.kind === 'absent' && (
                <p>
                  No record for {entry.year}.{' '}
                  <Link
                    to={helpPath({ screen: 'add', lei, year: entry.year })}
                    aria-label={`Add ${lei} for ${entry.year}`}
                  >
                    Add for {entry.year}
                  </Link>
                </p>
              )}
              {entry.kind === 'error' && (
                <p className="help-year__error">
                  <strong>The {entry.year} record could not be read</strong>
                  {isApiError(entry.error) && entry.error.status
                    ? ` (the server answered ${entry.error.status})`
                    : ''}
                  : {describeApiError(entry.error, `the ${entry.year} record`).message}{' '}
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={records.retry}
                  >
                    Try again
                  </button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          heading={`Delete the ${deleting.activityYear} record?`}
          confirmLabel="Delete the record"
          danger
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            The record of {deleting.respondent.name || deleting.lei} ({deleting.lei}) for{' '}
            {deleting.activityYear} will be removed. Its filings stay on the platform, but the
            institution cannot file for {deleting.activityYear} until a record is added again.
          </p>
          {deleteError != null && (
            <ApiErrorAlert error={deleteError} what="the deletion" headingLevel={3} />
          )}
        </ConfirmDialog>
      )}
    </section>
  )
}

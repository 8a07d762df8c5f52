import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { periodName } from '@/config/periodNames'
import { useConfig } from '@/config/useConfig'
import { parsePeriod } from '@/lib/api/filing'
import { filingPageQuery, signStateQuery } from '@/lib/api/filingQueries'
import { useRemoteQuery } from '@/lib/api/queries'
import { bothRemote } from './bothRemote'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'
import { formatEasternDateTime } from '@/lib/dates'

/**
 * The receipt of one signed submission (`/filing/{period}/{lei}/receipt?submission=N`): reachable
 * also while a newer submission is under way, since the signed one stays the accepted filing
 * until a newer one is signed.
 */
export function ReceiptPage({
  period,
  lei,
  sequence,
}: {
  period: string
  lei: string
  sequence: number | null
}) {
  const config = useConfig()
  const p = parsePeriod(period)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const api = filingClient(config)
  const named = sequence !== null ? p : null
  const remote = bothRemote(
    useRemoteQuery(signStateQuery(api, lei, named, sequence ?? 0)),
    // Newest first: the first signed one is the accepted filing.
    useRemoteQuery(filingPageQuery(api, lei, named, 0)),
    (sign, filing) => ({
      ...sign,
      acceptedSequence:
        filing.submissions.find((s) => s.status.code === 15)?.sequenceNumber ?? null,
    }),
  )
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  const back = (
    <p>
      <Link to={`/filing/${period}/institutions`}>Back to your institutions</Link>
    </p>
  )
  return (
    <>
      <PageMeta
        title={`Receipt${sequence ? ` of submission ${sequence}` : ''}, ${lei}, ${periodName(period)}`}
        description={`The receipt of a signed ${periodName(period)} HMDA submission.`}
      />
      <p className="filing-crumbs">
        <Link to={`/filing/${period}/institutions`}>Your institutions</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1} className="print-also">
        Receipt{sequence ? ` of submission ${sequence}` : ''}
        <span className="filing-subtitle">
          LEI {lei}, {periodName(period)} filing
        </span>
      </h1>
      {sequence === null && (
        <Alert type="error" heading="No submission named">
          <p>
            This address does not say which submission&rsquo;s receipt to show. Open it from the
            list of submissions on your institutions page.
          </p>
        </Alert>
      )}
      {remote.status === 'loading' && <Spinner label="Loading the receipt…" />}
      {remote.status === 'error' && (
        <FilingErrorAlert error={remote.error} what="The receipt" onRetry={remote.retry} />
      )}
      {remote.status === 'ok' && remote.data && remote.data.status.code !== 15 && (
        <Alert type="info" heading="Not signed">
          <p>
            Submission {sequence} has not been signed, so it has no receipt. Its status:{' '}
            {remote.data.status.message}
          </p>
        </Alert>
      )}
      {remote.status === 'ok' && remote.data && remote.data.status.code === 15 && (
        <section aria-label="Receipt" className="filing-receipt print-alone">
          <dl>
            <div>
              <dt>Confirmation number</dt>
              <dd className="filing-receipt__number">{remote.data.receipt}</dd>
            </div>
            <div>
              <dt>Signed</dt>
              <dd>{remote.data.timestamp ? formatEasternDateTime(remote.data.timestamp) : ''}</dd>
            </div>
            {remote.data.signerUsername && (
              <div>
                <dt>Signed by</dt>
                <dd>{remote.data.signerUsername}</dd>
              </div>
            )}
          </dl>
          <p>
            {remote.data.acceptedSequence === sequence
              ? `This signed submission is the accepted ${periodName(period)} HMDA filing of LEI ${lei} until a newer submission is signed.`
              : `Submission ${remote.data.acceptedSequence ?? ''}, signed later, has replaced this one as the accepted ${periodName(period)} HMDA filing of LEI ${lei}.`}
          </p>
          <button
            type="button"
            className="usa-button usa-button--outline filing-print"
            onClick={() => window.print()}
          >
            Print this receipt
          </button>
        </section>
      )}
      {back}
    </>
  )
}

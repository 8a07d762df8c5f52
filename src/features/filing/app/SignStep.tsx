import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { Checkbox } from '@/components/Checkbox'
import { useConfig } from '@/config/useConfig'
import { parsePeriod, type LatestSubmission, type SignState } from '@/lib/api/filing'
import { signStateQuery, summaryQuery } from '@/lib/api/filingQueries'
import { useRemoteQuery } from '@/lib/api/queries'
import { bothRemote } from './bothRemote'
import { saveFile } from '@/lib/saveFile'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'
import type { SubmissionState } from './useSubmission'
import { formatEasternDateTime } from '@/lib/dates'

/**
 * The submission step: the summary (institution, transmittal sheet contact, number of LAR rows),
 * the signature with its certification, then the receipt (printable).
 */
export function SignStep({
  period,
  lei,
  submission,
  closed,
}: {
  period: string
  lei: string
  submission: SubmissionState
  closed: boolean
}) {
  const config = useConfig()
  const latest = submission.latest as LatestSubmission
  const p = parsePeriod(period)
  const seq = latest.sequenceNumber
  const code = latest.status.code
  const api = filingClient(config)
  const queryClient = useQueryClient()
  const remote = bothRemote(
    useRemoteQuery(summaryQuery(api, lei, p, seq)),
    useRemoteQuery(signStateQuery(api, lei, p, seq)),
    (summary, sign) => ({ summary, sign }),
  )
  const [certified, setCertified] = useState(false)
  const [signing, setSigning] = useState(false)
  const [signError, setSignError] = useState<unknown>(null)
  const [signed, setSigned] = useState<SignState | null>(null)
  const receiptRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (signed) receiptRef.current?.focus()
  }, [signed])

  if (remote.status === 'loading') return <Spinner label="Loading the submission summary…" />
  if (remote.status === 'error')
    return (
      <FilingErrorAlert error={remote.error} what="The submission summary" onRetry={remote.retry} />
    )
  if (remote.status !== 'ok' || !remote.data || !p) return null
  const { summary } = remote.data
  const sign = signed ?? remote.data.sign
  const ts = summary.ts
  const isSigned = sign.status.code === 15 || code === 15

  async function doSign() {
    if (!p) return
    setSigning(true)
    setSignError(null)
    try {
      const result = await api.sign(lei, p, seq)
      setSigned(result)
      // What the signature changed: the sign state and the submission's status.
      queryClient.setQueryData(signStateQuery(api, lei, p, seq).queryKey, result)
      submission.set({
        ...latest,
        status: result.status,
        receipt: result.receipt,
        end: result.timestamp,
      })
    } catch (error) {
      setSignError(error)
    } finally {
      setSigning(false)
    }
  }

  return (
    <>
      {isSigned && (
        <section aria-labelledby="receipt-heading" className="filing-receipt print-alone">
          <h2 id="receipt-heading" ref={receiptRef} tabIndex={-1}>
            HMDA filing accepted
          </h2>
          <dl>
            <div>
              <dt>Confirmation number</dt>
              <dd className="filing-receipt__number">{sign.receipt}</dd>
            </div>
            <div>
              <dt>Signed</dt>
              <dd>{sign.timestamp ? formatEasternDateTime(sign.timestamp) : ''}</dd>
            </div>
            {sign.signerUsername && (
              <div>
                <dt>Signed by</dt>
                <dd>{sign.signerUsername}</dd>
              </div>
            )}
            <div>
              <dt>Confirmation e-mail</dt>
              <dd>Sent to {sign.email}</dd>
            </div>
          </dl>
          <p>
            This completes your {period} HMDA filing for {ts.institutionName} (LEI {lei}). If you
            upload a new file later, this filing stays the accepted one until the new submission is
            signed.
          </p>
          <button
            type="button"
            className="usa-button usa-button--outline filing-print"
            onClick={() => window.print()}
          >
            Print this receipt
          </button>
          {p.quarter === null && <IrsDownload lei={lei} year={p.year} period={period} />}
        </section>
      )}
      <section aria-labelledby="summary-heading" className="filing-summary print-also">
        <h2 id="summary-heading">Submission summary</h2>
        <dl>
          <div>
            <dt>Institution</dt>
            <dd>{ts.institutionName}</dd>
          </div>
          <div>
            <dt>LEI</dt>
            <dd>{ts.lei}</dd>
          </div>
          <div>
            <dt>Federal taxpayer ID</dt>
            <dd>{ts.taxId}</dd>
          </div>
          <div>
            <dt>Loan/application records</dt>
            <dd>{ts.totalLines.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>File</dt>
            <dd>{summary.submission.fileName}</dd>
          </div>
          <div>
            <dt>Contact</dt>
            <dd>
              {ts.contact.name}, {ts.contact.phone}, {ts.contact.email}
              <br />
              {ts.contact.address.street}, {ts.contact.address.city}, {ts.contact.address.state}{' '}
              {ts.contact.address.zipCode}
            </dd>
          </div>
        </dl>
      </section>
      {!isSigned && code === 12 && (
        <p>
          The quality edits still need to be verified before signing.{' '}
          <Link to={`/filing/${period}/${lei}/quality`}>Verify the quality edits</Link>
        </p>
      )}
      {!isSigned && code === 14 && !closed && (
        <section aria-labelledby="sign-heading" className="filing-sign">
          <h2 id="sign-heading">Sign and submit</h2>
          <Checkbox
            id="certify"
            checked={certified}
            onChange={setCertified}
            label={
              <>
                I am an authorized representative of {ts.institutionName}, and I certify that the
                information in this submission is accurate and complete.
              </>
            }
          />
          {signError !== null && (
            <FilingErrorAlert
              error={signError}
              what="The signature"
              write={{
                notDone: 'The submission was not signed',
                kept: 'It is unchanged and your certification is still checked.',
              }}
              headingLevel={3}
            />
          )}
          <button
            type="button"
            className="usa-button"
            disabled={!certified || signing}
            onClick={() => void doSign()}
          >
            {signing ? 'Signing…' : 'Sign and submit'}
          </button>
        </section>
      )}
      {!isSigned && closed && (
        <p>The filing period is closed: this submission can no longer be signed.</p>
      )}
    </>
  )
}

/**
 * The Institution Register Summary of a signed annual filing: a CSV from the file proxy, produced
 * by the platform some time after signing (until then it answers nothing, said as "not ready").
 */
function IrsDownload({ lei, year, period }: { lei: string; year: number; period: string }) {
  const config = useConfig()
  const [state, setState] = useState<'idle' | 'busy' | 'not-ready' | { error: unknown }>('idle')
  function download() {
    setState('busy')
    filingClient(config)
      .irs(lei, year)
      .then((text) => {
        if (text === null) return setState('not-ready')
        saveFile(`${period}-${lei}-nationwide-irs.csv`, text)
        setState('idle')
      })
      .catch((error: unknown) => setState({ error }))
  }
  return (
    <div className="filing-irs">
      <h3>Institution Register Summary</h3>
      <p>
        The summary of your filed records by MSA/MD, loan type and purpose. Review it to confirm the
        data you filed.
      </p>
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={state === 'busy'}
        onClick={download}
      >
        {state === 'busy'
          ? 'Preparing the summary…'
          : 'Download the Institution Register Summary (CSV)'}
      </button>
      <div role="status">
        {state === 'not-ready' && (
          <Alert type="info" slim className="margin-top-1">
            The Institution Register Summary is not ready yet: the platform produces it after the
            filing is signed. Try the download again later.
          </Alert>
        )}
      </div>
      {typeof state === 'object' && (
        <FilingErrorAlert
          error={state.error}
          what="The Institution Register Summary"
          onRetry={download}
          headingLevel={3}
        />
      )}
    </div>
  )
}

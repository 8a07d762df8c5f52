import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { FileDrop } from '@/components/FileDrop'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { isProcessing, latestStep } from '@/lib/api/submissionStatus'
import { useKeepSessionAlive } from '@/lib/auth/useKeepSessionAlive'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'
import { inputOf, rowCount, statusText } from './flow'
import { LeaveDialog } from './LeaveDialog'
import { ParseErrorsTable } from './ParseErrorsTable'
import { FormatProblems, Processing, VerifyBeforeSending } from './UploadViews'
import { useLeaveGuard } from './useLeaveGuard'
import type { SubmissionState } from './useSubmission'
import { useUploadCheck } from './useUploadCheck'

const ACCEPT = ['.txt', 'text/plain']

/**
 * The upload step: choose or drop the file; our check runs in a worker first (a file with
 * formatting errors is stopped here; the quality and macro edits the platform will ask about are
 * named before sending); then the upload with progress and Cancel; then the platform's
 * processing, followed by polling, each stage in words. The state is in useUploadCheck.ts.
 */
export function UploadStep({
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
  const latest = submission.latest
  const code = latest?.status.code ?? 0
  const [params] = useSearchParams()
  const [wantsNew, setWantsNew] = useState(params.get('new') === '1')
  const resultRef = useRef<HTMLDivElement>(null)
  const canChoose =
    !closed && (code === 1 || code === 5 || code === 9 || code === -1 || wantsNew || code === 0)
  const isNew = code !== 1
  const { file, choose, phase, busy, start, send, cancel } = useUploadCheck({
    period,
    lei,
    submission,
    isNew,
    api: filingClient(config),
    onSent: () => setWantsNew(false),
  })

  useEffect(() => {
    if (phase.kind === 'problems' || phase.kind === 'failed' || phase.kind === 'verify')
      resultRef.current?.focus()
  }, [phase.kind])

  // Leaving during the check or the upload asks first (it would stop it).
  const guard = useLeaveGuard(busy, cancel)
  // An upload, or waiting while the platform processes it, keeps the sign-in alive.
  useKeepSessionAlive(busy || submission.polling)
  return (
    <>
      {guard.pending && (
        <LeaveDialog
          uploading={phase.kind === 'uploading'}
          sequence={latest?.sequenceNumber ?? null}
          isNew={isNew}
          onStay={guard.stay}
          onLeave={guard.leave}
        />
      )}
      {latest && code > 1 && !canChoose && (
        <Processing
          code={code}
          {...statusText(latest)}
          fileName={latest.fileName}
          trouble={submission.trouble}
          polling={submission.polling}
        />
      )}
      {latest && code >= 8 && code !== 9 && !busy && (
        <p>
          <Link
            className="usa-button"
            to={`/filing/${period}/${lei}/${latestStep(inputOf(latest))}`}
          >
            {code >= 14 || code === 12 ? 'Continue to the submission' : 'Continue to the edits'}
          </Link>
        </p>
      )}
      {latest && code === 9 && (
        <p>
          Your file has syntactical or validity edits.{' '}
          <Link to={`/filing/${period}/${lei}/syntacticalvalidity`}>Review the edits</Link>, then
          upload a corrected file below.
        </p>
      )}
      {latest && code === -1 && (
        <Alert type="error" heading="Processing failed">
          The platform could not process submission {latest.sequenceNumber}. Upload the file again
          below; it will be a new submission.
        </Alert>
      )}
      {latest && code === 5 && (
        <ParseErrorsTable period={period} lei={lei} seq={latest.sequenceNumber} />
      )}

      {closed && <p>The filing period is closed: no new file can be uploaded.</p>}
      {!canChoose && !closed && code > 1 && !isProcessing(code) && (
        <p>
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => setWantsNew(true)}
          >
            Upload a new file
          </button>
        </p>
      )}
      {canChoose && (
        <section aria-labelledby="choose-heading" className="filing-upload">
          <h2 id="choose-heading">{isNew ? 'Upload a new file' : 'Upload your file'}</h2>
          {isNew && code > 1 && (
            <p className="usa-hint">
              A new file starts a new submission. Submission {latest?.sequenceNumber} stays as it is
              {code === 15 ? ' and remains your accepted filing until the new one is signed' : ''}.
            </p>
          )}
          <p>
            Choose the pipe-delimited .txt file of your loan/application register for {period}. Its
            format is checked on this computer first; a file with formatting errors is not sent.
          </p>
          <FileDrop
            id="filing-file"
            label="HMDA file (.txt)"
            hint="Choose a file, or drop it here."
            accept={ACCEPT}
            disabled={busy}
            fileName={file?.name ?? null}
            emptyText=""
            onFile={choose}
          />
          <div className="filing-upload__actions">
            {phase.kind !== 'verify' && (
              <button
                type="button"
                className="usa-button"
                disabled={!file || busy}
                onClick={() => void start()}
              >
                {isNew && code > 1 ? 'Check and upload as a new submission' : 'Check and upload'}
              </button>
            )}
            {busy && (
              <button type="button" className="usa-button usa-button--outline" onClick={cancel}>
                Cancel
              </button>
            )}
          </div>
          {phase.kind === 'checking' && (
            <Spinner label={`Checking the format on this computer… ${rowCount(phase.rows)}`} />
          )}
          {phase.kind === 'uploading' && (
            <div className="filing-progress">
              <label htmlFor="upload-progress">Uploading {phase.fileName}</label>
              <progress id="upload-progress" max={phase.total || 1} value={phase.loaded} />
              <span aria-live="polite">
                {phase.total ? Math.floor((phase.loaded / phase.total) * 100) : 0}%
              </span>
            </div>
          )}
          {phase.kind === 'cancelled' && (
            <p role="status">Cancelled: the file was not sent. Choose it again when ready.</p>
          )}
          <div ref={resultRef} tabIndex={-1}>
            {phase.kind === 'failed' && (
              <FilingErrorAlert
                error={phase.error}
                what="The upload"
                write={{
                  notDone: file ? `The file ${file.name} was not sent` : 'The file was not sent',
                  kept: file ? 'It is still chosen.' : 'Choose it again.',
                }}
                onRetry={file ? () => void (phase.checked ? send() : start()) : undefined}
              />
            )}
            {phase.kind === 'verify' && file && (
              <VerifyBeforeSending phase={phase} onSend={() => void send()} />
            )}
            {phase.kind === 'problems' && <FormatProblems phase={phase} />}
          </div>
        </section>
      )}
    </>
  )
}

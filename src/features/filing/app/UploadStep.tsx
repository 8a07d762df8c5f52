import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Spinner } from '../../../components/Spinner'
import { useConfig } from '../../../config/useConfig'
import type { EditFindings, ValidationResult } from '../../../hmda/validate/engine'
import { describeFilingError } from './filingErrors'
import { isAborted } from '../../../lib/api/errors'
import { parsePeriod } from '../../../lib/api/filing'
import { isProcessing, latestStep } from '../../../lib/api/submissionStatus'
import { useRemote } from '../../../lib/api/useRemote'
import { useKeepSessionAlive } from '../../../lib/auth/useKeepSessionAlive'
import type { VerifyRequest, VerifyResponse } from '../../../lib/fileCheck/messages'
import { precheckFile, precheckMessage } from '../../../lib/fileCheck/precheck'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'
import type { SubmissionState } from './useSubmission'
import { inputOf, rowCount, statusText } from './flow'
import { LeaveDialog } from './LeaveDialog'
import { Pager } from './Pager'
import { useLeaveGuard } from './useLeaveGuard'
import { verifySummary, type VerifySummary } from './verifySummary'

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; rows: number }
  | { kind: 'problems'; messages: string[]; findings: EditFindings[]; fileName: string }
  | { kind: 'verify'; summary: VerifySummary; fileName: string }
  | { kind: 'uploading'; loaded: number; total: number; fileName: string }
  | { kind: 'failed'; error: unknown; checked: boolean }
  | { kind: 'cancelled' }

const checkWorker = () =>
  new Worker(new URL('../../../lib/fileCheck/fileCheck.worker.ts', import.meta.url), {
    type: 'module',
  })

/** The check of our own validator, in a worker, before anything is sent. */
function fileCheck(
  file: File,
  year: number,
  onRows: (rows: number) => void,
  signal: AbortSignal,
): Promise<ValidationResult> {
  return new Promise((resolve, reject) => {
    const worker = checkWorker()
    const stop = () => {
      worker.terminate()
      reject(new DOMException('Cancelled', 'AbortError'))
    }
    signal.addEventListener('abort', stop)
    worker.onmessage = (event: MessageEvent<VerifyResponse>) => {
      const data = event.data
      if (data.type === 'progress') onRows(data.rows)
      else {
        signal.removeEventListener('abort', stop)
        worker.terminate()
        if (data.type === 'error') reject(new Error(data.message))
        else resolve(data.result)
      }
    }
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop)
      worker.terminate()
      reject(new Error(event.message || 'The check could not run.'))
    }
    const request: VerifyRequest = { file, expectedYear: year }
    worker.postMessage(request)
  })
}

const STAGES: {
  label: string
  done: (code: number) => boolean
  active: (code: number) => boolean
}[] = [
  { label: 'File received', done: (c) => c >= 3, active: (c) => c === 2 },
  { label: 'Formatting check', done: (c) => c >= 6, active: (c) => c === 3 || c === 4 },
  {
    label: 'Syntactical and validity edits',
    done: (c) => c >= 8,
    active: (c) => c === 6 || c === 7,
  },
  { label: 'Quality edits', done: (c) => c >= 10, active: (c) => c === 8 },
  { label: 'Macro quality edits', done: (c) => c >= 12, active: (c) => c === 10 || c === 11 },
]

/**
 * The upload step: choose or drop the file; our format check runs in a worker first (a file with
 * formatting errors is stopped here); then the upload with progress and Cancel; then the
 * platform's processing, followed by polling, each stage in words.
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
  const [file, setFile] = useState<File | null>(null)
  const [dragging, setDragging] = useState(false)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const abortRef = useRef<AbortController | null>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const year = parsePeriod(period)?.year ?? 0

  useEffect(() => () => abortRef.current?.abort(), [])
  useEffect(() => {
    if (phase.kind === 'problems' || phase.kind === 'failed' || phase.kind === 'verify')
      resultRef.current?.focus()
  }, [phase.kind])

  const canChoose =
    !closed && (code === 1 || code === 5 || code === 9 || code === -1 || wantsNew || code === 0)
  const isNew = code !== 1

  async function start() {
    if (!file) return
    const controller = new AbortController()
    abortRef.current = controller
    const problems = await precheckFile(file)
    if (problems.length) {
      setPhase({
        kind: 'problems',
        messages: problems.map(precheckMessage),
        findings: [],
        fileName: file.name,
      })
      return
    }
    setPhase({ kind: 'checking', rows: 0 })
    try {
      const result = await fileCheck(
        file,
        year,
        (rows) => setPhase({ kind: 'checking', rows }),
        controller.signal,
      )
      const findings = result.edits.filter((e) => e.stage === 'formatting')
      if (result.fatal || findings.length) {
        setPhase({
          kind: 'problems',
          messages: result.fatal ? [result.fatal] : [],
          findings,
          fileName: file.name,
        })
        return
      }
      // Edits the platform will ask the lender to verify: said before sending, not blocking.
      const summary = verifySummary(result)
      if (summary) {
        setPhase({ kind: 'verify', summary, fileName: file.name })
        return
      }
    } catch (error) {
      if (controller.signal.aborted) setPhase({ kind: 'cancelled' })
      else setPhase({ kind: 'failed', error, checked: false })
      return
    }
    await send(file, controller)
  }

  /** Sends a file that passed our check (a new submission first, when one is needed). */
  async function send(file: File, controller = new AbortController()) {
    abortRef.current = controller
    const p = parsePeriod(period)
    if (!p || !latest) return
    const api = filingClient(config)
    try {
      setPhase({ kind: 'uploading', loaded: 0, total: file.size, fileName: file.name })
      let seq = latest.sequenceNumber
      if (isNew)
        seq = (await api.createSubmission(lei, p, { signal: controller.signal })).sequenceNumber
      const uploaded = await api.upload(lei, p, seq, file, file.name, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({ kind: 'uploading', loaded, total, fileName: file.name }),
      })
      // The new submission (status 3) until the first poll answers.
      submission.set({
        ...uploaded,
        fileName: uploaded.fileName || file.name,
        qualityVerified: false,
        macroVerified: false,
        qualityExists: false,
        macroExists: false,
      })
      setPhase({ kind: 'idle' })
      setWantsNew(false)
      setFile(null)
      submission.poll()
    } catch (error) {
      if (isAborted(error)) setPhase({ kind: 'cancelled' })
      else setPhase({ kind: 'failed', error, checked: true })
      // A submission may have been created: show it as it is now.
      submission.reload()
    }
  }

  const busy = phase.kind === 'checking' || phase.kind === 'uploading'
  // Leaving during the check or the upload asks first (it would stop it).
  const guard = useLeaveGuard(busy, () => abortRef.current?.abort())
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
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">Processing failed</h2>
            <p className="usa-alert__text">
              The platform could not process submission {latest.sequenceNumber}. Upload the file
              again below; it will be a new submission.
            </p>
          </div>
        </div>
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
          <div
            className={`filing-drop${dragging ? ' filing-drop--over' : ''}`}
            onDragOver={(e) => {
              e.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault()
              setDragging(false)
              const dropped = e.dataTransfer.files[0]
              if (dropped) {
                setFile(dropped)
                setPhase({ kind: 'idle' })
              }
            }}
          >
            <label className="usa-label" htmlFor="filing-file">
              HMDA file (.txt)
            </label>
            <span className="usa-hint" id="filing-file-hint">
              Choose a file, or drop it here.
            </span>
            <input
              id="filing-file"
              className="usa-file-input__input filing-file"
              type="file"
              accept=".txt,text/plain"
              aria-describedby="filing-file-hint"
              disabled={busy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setPhase({ kind: 'idle' })
              }}
            />
            {file && <p className="filing-file__chosen">Chosen: {file.name}</p>}
          </div>
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
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => abortRef.current?.abort()}
              >
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
                onRetry={file ? () => void (phase.checked ? send(file) : start()) : undefined}
              />
            )}
            {phase.kind === 'verify' && file && (
              <VerifyBeforeSending phase={phase} onSend={() => void send(file)} />
            )}
            {phase.kind === 'problems' && <FormatProblems phase={phase} />}
          </div>
        </section>
      )}
    </>
  )
}

function Processing({
  code,
  words,
  message,
  fileName,
  trouble,
  polling,
}: {
  code: number
  words: string
  message: string
  fileName: string
  trouble: SubmissionState['trouble']
  polling: boolean
}) {
  const troubleText = trouble?.offline
    ? 'You are offline. Your upload is kept on the platform and this page keeps its place; the status is checked again as soon as the connection is back.'
    : trouble
      ? `${describeFilingError(trouble.error, 'The status').message.replace(/ Try again.*$/, '')} We keep checking: next try in ${trouble.nextInSeconds} seconds.`
      : ''
  return (
    <section aria-labelledby="processing-heading" className="filing-processing">
      <h2 id="processing-heading">Your file{fileName ? ` ${fileName}` : ''}</h2>
      <p role="status" aria-live="polite" className="filing-processing__status">
        <strong>{words}.</strong> {message}
      </p>
      <ol className="filing-stages">
        {STAGES.map((s) => {
          const done = s.done(code) && !(code === 5 && s.label === 'Formatting check')
          const failed =
            (code === 5 && s.label === 'Formatting check') ||
            (code === 9 && s.label === 'Syntactical and validity edits')
          return (
            <li
              key={s.label}
              className={
                failed ? 'is-failed' : done ? 'is-done' : s.active(code) ? 'is-active' : ''
              }
            >
              {s.label}:{' '}
              {failed
                ? 'problems found'
                : done
                  ? 'done'
                  : s.active(code)
                    ? 'in progress'
                    : 'waiting'}
            </li>
          )
        })}
      </ol>
      {polling && !trouble && <Spinner label="Following the platform's progress…" />}
      {trouble && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{troubleText}</p>
          </div>
        </div>
      )}
    </section>
  )
}

/** The quality and macro edits the platform will ask about: said before sending, not blocking. */
function VerifyBeforeSending({
  phase,
  onSend,
}: {
  phase: Extract<Phase, { kind: 'verify' }>
  onSend: () => void
}) {
  return (
    <div className="usa-alert usa-alert--info" data-testid="filing-verify-summary">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">Edits you will be asked to verify</h2>
        <p className="usa-alert__text">
          {phase.fileName} has no formatting errors and has not been sent yet. {phase.summary.text}
        </p>
        {phase.summary.later && <p className="usa-alert__text">{phase.summary.later}</p>}
        <p className="usa-alert__text">
          These are not errors: you can upload the file now and verify them on the platform’s
          quality and macro steps, or correct the file and choose it again.
        </p>
        <p className="usa-alert__text">
          <button type="button" className="usa-button" onClick={onSend}>
            Upload the file as it is
          </button>
        </p>
      </div>
    </div>
  )
}

function FormatProblems({ phase }: { phase: Extract<Phase, { kind: 'problems' }> }) {
  const rows = phase.findings.flatMap((f) =>
    f.examples.map((r) => ({
      row: r.row,
      title: f.title,
      value: r.fields[0]?.value ?? '',
      accepted: f.description,
    })),
  )
  rows.sort((a, b) => a.row - b.row)
  const total = phase.findings.reduce((n, f) => n + f.count, 0)
  return (
    <div className="usa-alert usa-alert--error" role="alert">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">Fix the file before uploading</h2>
        <p className="usa-alert__text">
          {phase.fileName} was not sent:{' '}
          {total > 0
            ? `${total.toLocaleString('en-US')} formatting problem${total === 1 ? '' : 's'} found.`
            : 'it cannot be read as a HMDA file.'}{' '}
          Correct the file and choose it again.
        </p>
        {phase.messages.map((m) => (
          <p key={m} className="usa-alert__text">
            {m}
          </p>
        ))}
        {rows.length > 0 && (
          <div
            className="usa-table-container--scrollable"
            tabIndex={0}
            role="region"
            aria-label="Formatting problems found on this computer"
          >
            <table className="usa-table usa-table--compact">
              <caption>
                Formatting problems{rows.length < total ? ` (first ${rows.length})` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Field</th>
                  <th scope="col">Value found</th>
                  <th scope="col">Accepted</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, 100).map((r, i) => (
                  <tr key={`${r.row}-${i}`}>
                    <td>{r.row}</td>
                    <td>{r.title}</td>
                    <td>{r.value === '' ? <em>(blank)</em> : r.value}</td>
                    <td>{r.accepted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  )
}

/** The platform's formatting errors of a submission (status 5), 20 rows a page. */
function ParseErrorsTable({ period, lei, seq }: { period: string; lei: string; seq: number }) {
  const config = useConfig()
  const [page, setPage] = useState(1)
  const p = parsePeriod(period)
  const remote = useRemote(p ? `${lei}|${period}|${seq}|${page}` : null, (signal) =>
    p
      ? filingClient(config).parseErrors(lei, p, seq, page, { signal })
      : Promise.reject(new Error('period')),
  )
  if (remote.status === 'loading') return <Spinner label="Loading the formatting errors…" />
  if (remote.status === 'error')
    return (
      <FilingErrorAlert error={remote.error} what="The formatting errors" onRetry={remote.retry} />
    )
  if (remote.status !== 'ok' || !remote.data) return null
  const data = remote.data
  // The platform counts the transmittal sheet row in `total` but pages the LAR rows only.
  const larTotal = data.paging.total - data.transmittalSheet.length
  const last = Math.max(1, Math.ceil(larTotal / 20))
  const rows = [...(page === 1 ? data.transmittalSheet : []), ...data.lar]
  return (
    <section aria-labelledby="parse-heading">
      <h2 id="parse-heading">Formatting errors</h2>
      <p>
        The platform found formatting errors in {data.paging.total.toLocaleString('en-US')} row
        {data.paging.total === 1 ? '' : 's'}. Correct the file and upload it again.
      </p>
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-label="Formatting errors found by the platform"
      >
        <table className="usa-table usa-table--compact">
          <caption>
            Rows with formatting errors, page {page} of {last}
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">ULI</th>
              <th scope="col">Field</th>
              <th scope="col">Value found</th>
              <th scope="col">Valid values</th>
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((r) =>
              r.errors.map((e, i) => (
                <tr key={`${r.rowNumber}-${i}`}>
                  <td>{r.rowNumber === 1 ? '1 (transmittal sheet)' : r.rowNumber}</td>
                  <td>{r.rowNumber === 1 ? '' : r.estimatedUli}</td>
                  <td>{e.fieldName}</td>
                  <td>{e.inputValue === '' ? <em>(blank)</em> : e.inputValue}</td>
                  <td>{e.validValues}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} last={last} onPage={setPage} label="Formatting error pages" />
    </section>
  )
}

/** Previous / next page buttons with the page number. */

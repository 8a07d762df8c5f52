import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react'
import { Announcements } from '@/components/Announcements'
import { PageMeta } from '@/components/PageMeta'
import { useConfig } from '@/config/useConfig'
import { FILING_YEARS } from '@/hmda/types'
import type { ValidationResult } from '@/hmda/validate/engine'
import { reportFileName } from '@/hmda/validate/report'
import { ToolAnnouncements } from '../ToolAnnouncements'
import type { VerifyProgress, VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { SPLIT_MIN_BYTES } from '@/lib/fileCheck/splitSize'
import type { TailStart } from '@/lib/fileCheck/tailMessages'
import { precheckFile, precheckMessage, type PrecheckProblem } from '@/lib/fileCheck/precheck'
import { Results } from './Results'
import { timeLeft } from '@/lib/fileCheck/timeLeft'
import './fileFormatVerification.css'
import { useWorkerRun } from '@/components/useWorkerRun'
import { Alert } from '@/components/Alert'
import { ErrorMessage } from '@/components/ErrorMessage'

type Run =
  | { state: 'idle' }
  | { state: 'running'; fileName: string; progress: VerifyProgress; started: number; now: number }
  | {
      state: 'done'
      fileName: string
      result: ValidationResult
      elapsedMs: number
      url: string
      reportName: string
    }
  | { state: 'failed'; fileName: string; message: string }
  | { state: 'cancelled'; fileName: string; rows: number }

const FILE_ID = 'ffv-file'
const HINT_ID = `${FILE_ID}-hint`
const ERROR_ID = `${FILE_ID}-error`

const count = (n: number) => n.toLocaleString('en-US')

const checkWorker = () =>
  new Worker(new URL('../../../lib/fileCheck/fileCheck.worker.ts', import.meta.url), {
    type: 'module',
  })
/** The second worker of a split check: the same script (fetched and compiled once). */
const tailWorker = checkWorker

/** Whether a file is checked in two workers at once (large, and two cores or more). */
const splits = (file: Blob) =>
  file.size >= SPLIT_MIN_BYTES && (navigator.hardwareConcurrency || 1) > 1

/** The File Format Verification tool: checks a HMDA file in the browser, in a worker. */
export function FileFormatVerificationPage() {
  const { ffvtAnnouncement } = useConfig()
  const [file, setFile] = useState<File | null>(null)
  const [problems, setProblems] = useState<readonly string[]>([])
  const [year, setYear] = useState('')
  const [dragging, setDragging] = useState(false)
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const [announcement, setAnnouncement] = useState('')
  const fileRef = useRef<HTMLInputElement>(null)
  const { workerRef, urlRef, startRef, cancelRef, resultsRef, failedRef } = useWorkerRun(run.state)

  /** The second worker of a split check. */
  const tailRef = useRef<Worker | null>(null)
  /**
   * Workers started when a file is chosen, taken by the next check: a worker needs a moment
   * to load, which then passes before the button is pressed.
   */
  const spareRef = useRef<Worker | null>(null)
  const spareTailRef = useRef<Worker | null>(null)

  useEffect(
    () => () => {
      tailRef.current?.terminate()
      spareRef.current?.terminate()
      spareRef.current = null
      spareTailRef.current?.terminate()
      spareTailRef.current = null
    },
    [],
  )

  function prepareWorkers(next: File) {
    spareRef.current ??= checkWorker()
    if (splits(next)) spareTailRef.current ??= tailWorker()
  }

  function take(ref: { current: Worker | null }, make: () => Worker): Worker {
    const worker = ref.current ?? make()
    ref.current = null
    return worker
  }

  function stopWorker() {
    workerRef.current?.terminate()
    workerRef.current = null
    tailRef.current?.terminate()
    tailRef.current = null
  }

  function releaseReport() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    urlRef.current = null
  }

  function choose(next: File | null) {
    if (next) prepareWorkers(next)
    setFile(next)
    setProblems([])
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file) {
      setProblems(['Choose a file to check.'])
      fileRef.current?.focus()
      return
    }
    let found: PrecheckProblem[]
    try {
      found = await precheckFile(file)
    } catch {
      setProblems(['The file could not be read. Check that it is still where it was.'])
      return
    }
    if (found.length > 0) {
      setProblems(found.map(precheckMessage))
      fileRef.current?.focus()
      return
    }
    setProblems([])
    stopWorker()
    releaseReport()
    const fileName = file.name
    const started = performance.now()
    const worker = take(spareRef, checkWorker)
    workerRef.current = worker
    // A large file: a second worker checks its later part.
    const tail = splits(file) ? take(spareTailRef, tailWorker) : null
    tailRef.current = tail
    worker.onmessage = (message: MessageEvent<VerifyResponse>) => {
      if (workerRef.current !== worker) return
      const data = message.data
      if (data.type === 'progress') {
        const { rows, bytes, totalBytes } = data
        setRun({
          state: 'running',
          fileName,
          progress: { rows, bytes, totalBytes },
          started,
          now: performance.now(),
        })
        return
      }
      stopWorker()
      if (data.type === 'done') {
        const url = URL.createObjectURL(data.report)
        urlRef.current = url
        setRun({
          state: 'done',
          fileName,
          result: data.result,
          elapsedMs: data.elapsedMs,
          url,
          reportName: reportFileName(fileName),
        })
        const findings = data.result.edits.length
        setAnnouncement(
          data.result.fatal
            ? 'Finished: the file could not be checked in full.'
            : findings === 0
              ? 'Finished: no problems found.'
              : `Finished: ${count(findings)} ${findings === 1 ? 'problem' : 'problems'} found.`,
        )
      } else {
        setRun({ state: 'failed', fileName, message: data.message })
        setAnnouncement('')
      }
    }
    const failed = (error: ErrorEvent) => {
      if (workerRef.current !== worker) return
      error.preventDefault()
      stopWorker()
      setRun({
        state: 'failed',
        fileName,
        message: 'The check stopped unexpectedly. Reload the page and try again.',
      })
    }
    worker.onerror = failed
    const expectedYear = year ? { expectedYear: Number(year) } : {}
    if (tail) {
      tail.onerror = failed
      const channel = new MessageChannel()
      const tailStart: TailStart = { port: channel.port2 }
      tail.postMessage(tailStart, [channel.port2])
      const request: VerifyRequest = { file, ...expectedYear, tailPort: channel.port1 }
      worker.postMessage(request, [channel.port1])
    } else {
      const request: VerifyRequest = { file, ...expectedYear }
      worker.postMessage(request)
    }
    setRun({
      state: 'running',
      fileName,
      progress: { rows: 0, bytes: 0, totalBytes: file.size },
      started,
      now: started,
    })
    setAnnouncement(`Checking ${fileName}.`)
  }

  function cancel() {
    if (run.state !== 'running') return
    stopWorker()
    setRun({ state: 'cancelled', fileName: run.fileName, rows: run.progress.rows })
    setAnnouncement('Check cancelled.')
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    if (running) return
    const dropped = event.dataTransfer.files[0]
    if (dropped) choose(dropped)
  }

  const running = run.state === 'running'
  const hasProblems = problems.length > 0

  return (
    <div className="grid-container page ffv">
      <PageMeta
        title="File Format Verification"
        description="File Format Verification: check that a HMDA file is in the right format and passes the syntactical and validity edits, in your browser, before you file."
      />
      <h1>File Format Verification</h1>
      <ToolAnnouncements tool="File Format Verification" />
      {ffvtAnnouncement && <Announcements items={[ffvtAnnouncement]} />}
      <p className="usa-intro">
        Check your HMDA file before you submit it: its format, and the syntactical and validity
        edits that can be checked from the file alone.
      </p>
      <p className="ffv-privacy">
        <strong>Your file never leaves your browser.</strong> It is read and checked on this
        computer; nothing is uploaded or sent anywhere.
      </p>

      <form className="usa-form usa-form--large ffv-form" noValidate onSubmit={start}>
        <div className={`usa-form-group${hasProblems ? ' usa-form-group--error' : ''}`}>
          <label className={`usa-label${hasProblems ? ' usa-label--error' : ''}`} htmlFor={FILE_ID}>
            HMDA file (.txt)
          </label>
          <div className="usa-hint" id={HINT_ID}>
            The pipe-delimited file you will submit: the transmittal sheet in row 1, then one row
            per loan or application. Choose it, or drop it on the box below.
          </div>
          {hasProblems && (
            <ErrorMessage as="div" id={ERROR_ID}>
              {problems.length === 1 ? (
                problems[0]
              ) : (
                <>
                  This file cannot be checked:
                  <ul>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </>
              )}
            </ErrorMessage>
          )}
          <div
            className={`ffv-dropzone${dragging ? ' ffv-dropzone--active' : ''}`}
            onDragOver={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            data-testid="ffv-dropzone"
          >
            <input
              ref={fileRef}
              id={FILE_ID}
              name="file"
              type="file"
              accept=".txt,text/plain"
              disabled={running}
              aria-describedby={hasProblems ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
              aria-invalid={hasProblems ? true : undefined}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            <p className="ffv-dropzone__text" aria-hidden="true">
              {file ? `Chosen: ${file.name}` : 'or drop the file here'}
            </p>
          </div>
        </div>
        <div className="usa-form-group">
          <label className="usa-label" htmlFor="ffv-year">
            Filing year (optional)
          </label>
          <div className="usa-hint" id="ffv-year-hint">
            Choose the year you will file for to also check that the file’s calendar year matches it
            (edit S302).
          </div>
          <select
            id="ffv-year"
            className="usa-select"
            value={year}
            disabled={running}
            aria-describedby="ffv-year-hint"
            onChange={(event) => setYear(event.target.value)}
          >
            <option value="">Use the year in the file</option>
            {FILING_YEARS.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {!running && (
          <button ref={startRef} type="submit" className="usa-button">
            Check the file
          </button>
        )}
      </form>

      <div className="usa-sr-only" aria-live="polite">
        {announcement}
      </div>

      {run.state === 'running' && (
        <div className="ffv-progress">
          <label className="usa-label" htmlFor="ffv-progress">
            Checking {run.fileName}
          </label>
          <progress
            id="ffv-progress"
            max={Math.max(run.progress.totalBytes, 1)}
            value={run.progress.bytes}
          />
          <p>
            {count(run.progress.rows)} {run.progress.rows === 1 ? 'row' : 'rows'} checked.{' '}
            {timeLeft(run.progress.bytes, run.progress.totalBytes, run.now - run.started)}
          </p>
          <button
            ref={cancelRef}
            type="button"
            className="usa-button usa-button--secondary"
            onClick={cancel}
          >
            Cancel
          </button>
        </div>
      )}

      {run.state === 'cancelled' && (
        <Alert type="info" className="ffv-alert" heading="Check cancelled">
          The check of {run.fileName} was cancelled after {count(run.rows)}{' '}
          {run.rows === 1 ? 'row' : 'rows'}.
        </Alert>
      )}

      {run.state === 'failed' && (
        <Alert
          ref={failedRef}
          tabIndex={-1}
          type="error"
          role={null}
          className="ffv-alert"
          heading={`${run.fileName} could not be checked`}
        >
          {run.message}
        </Alert>
      )}

      {run.state === 'done' && (
        <Results
          headingRef={resultsRef}
          fileName={run.fileName}
          result={run.result}
          elapsedMs={run.elapsedMs}
          reportUrl={run.url}
          reportName={run.reportName}
        />
      )}
    </div>
  )
}

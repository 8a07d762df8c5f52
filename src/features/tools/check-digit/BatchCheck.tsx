import { useRef, useState, type FormEvent, type RefObject } from 'react'
import {
  PREVIEW_ROWS,
  RESULT_COLUMNS,
  resultFileName,
  type BatchMode,
  type BatchProgress,
  type BatchRequest,
  type BatchResponse,
  type BatchResult,
} from './batch'
import { ModeSwitch, type ModeOption } from './ModeSwitch'
import { ResultAlert } from './ResultAlert'
import { useWorkerRun } from '@/components/useWorkerRun'
import { ErrorMessage } from '@/components/ErrorMessage'
import '@/styles/tables.css'

const MODES: readonly ModeOption<BatchMode>[] = [
  { value: 'generate', label: 'Generate check digits' },
  { value: 'validate', label: 'Validate ULIs' },
]

type Run =
  | { state: 'idle' }
  | { state: 'running'; fileName: string; progress: BatchProgress }
  | { state: 'done'; fileName: string; result: BatchResult; url: string; download: string }
  | { state: 'failed'; fileName: string; message: string }
  | { state: 'cancelled'; fileName: string; lines: number }

const FILE_ID = 'check-digit-file'
const FILE_HINT_ID = `${FILE_ID}-hint`
const FILE_ERROR_ID = `${FILE_ID}-error`

const count = (n: number) => n.toLocaleString('en-US')
/** Over-long (bad) values are cut in the preview; the result file has them in full. */
const shorten = (value: string) => (value.length > 50 ? `${value.slice(0, 49)}…` : value)
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`

/** A whole file of loan IDs or ULIs, checked in a worker; the result is a CSV to download. */
export function BatchCheck() {
  const [mode, setMode] = useState<BatchMode>('generate')
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [run, setRun] = useState<Run>({ state: 'idle' })
  /** Short messages for screen readers (start, end, cancel); progress is not announced. */
  const [announcement, setAnnouncement] = useState('')
  const fileRef = useRef<HTMLInputElement>(null)
  const { workerRef, urlRef, startRef, cancelRef, resultsRef, failedRef } = useWorkerRun(run.state)

  function releaseDownload() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    urlRef.current = null
  }

  function stopWorker() {
    workerRef.current?.terminate()
    workerRef.current = null
  }

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file) {
      setFileError('Choose a file to check.')
      fileRef.current?.focus()
      return
    }
    stopWorker()
    releaseDownload()
    const fileName = file.name
    const worker = new Worker(new URL('./checkDigit.worker.ts', import.meta.url), {
      type: 'module',
    })
    workerRef.current = worker
    worker.onmessage = (message: MessageEvent<BatchResponse>) => {
      if (workerRef.current !== worker) return
      const data = message.data
      if (data.type === 'progress') {
        const { lines, bytes, totalBytes } = data
        setRun({ state: 'running', fileName, progress: { lines, bytes, totalBytes } })
        return
      }
      stopWorker()
      if (data.type === 'done') {
        const url = URL.createObjectURL(data.result.blob)
        urlRef.current = url
        const { summary } = data.result
        setRun({
          state: 'done',
          fileName,
          result: data.result,
          url,
          download: resultFileName(fileName),
        })
        setAnnouncement(
          `Finished: ${plural(summary.lines, 'line', 'lines')} read, ${plural(summary.bad, 'line', 'lines')} with errors.`,
        )
      } else {
        setRun({ state: 'failed', fileName, message: data.message })
        setAnnouncement('')
      }
    }
    worker.onerror = (error) => {
      if (workerRef.current !== worker) return
      error.preventDefault()
      stopWorker()
      setRun({
        state: 'failed',
        fileName,
        message: 'The check stopped unexpectedly. Reload the page and try again.',
      })
    }
    const request: BatchRequest = { file, mode }
    worker.postMessage(request)
    setRun({ state: 'running', fileName, progress: { lines: 0, bytes: 0, totalBytes: file.size } })
    setAnnouncement(`Checking ${fileName}.`)
  }

  /** A new mode or file makes the results on screen out of date: they go. */
  function clearResults() {
    if (run.state === 'running') return
    releaseDownload()
    setRun({ state: 'idle' })
    setAnnouncement('')
  }

  function cancel() {
    if (run.state !== 'running') return
    stopWorker()
    setRun({ state: 'cancelled', fileName: run.fileName, lines: run.progress.lines })
    setAnnouncement('Cancelled.')
  }

  const running = run.state === 'running'
  const noun = mode === 'generate' ? 'loan ID' : 'ULI'

  return (
    <section className="check-digit-section" aria-labelledby="batch-heading">
      <h2 id="batch-heading">Check a file</h2>
      <p>
        Upload a CSV or text file with one {noun} per line to get a CSV file back, with a result on
        every line. Large files are fine: a million lines take a few seconds.
      </p>
      <form className="usa-form usa-form--large check-digit-form" noValidate onSubmit={start}>
        <ModeSwitch
          id="batch-mode"
          label="What should be done with each line?"
          options={MODES}
          value={mode}
          onChange={(next) => {
            setMode(next)
            clearResults()
          }}
          disabled={running}
        />
        <div className={`usa-form-group${fileError ? ' usa-form-group--error' : ''}`}>
          <label className={`usa-label${fileError ? ' usa-label--error' : ''}`} htmlFor={FILE_ID}>
            File with one {noun} per line
          </label>
          <div className="usa-hint" id={FILE_HINT_ID}>
            CSV or plain text, saved as UTF-8. A header line such as “{RESULT_COLUMNS[mode][0]}” and
            blank lines are skipped; when a line has several columns, the first one is used.
          </div>
          {fileError && <ErrorMessage id={FILE_ERROR_ID}>{fileError}</ErrorMessage>}
          <input
            ref={fileRef}
            id={FILE_ID}
            name="file"
            type="file"
            className="check-digit-file"
            accept=".csv,.txt,text/csv,text/plain"
            disabled={running}
            aria-describedby={fileError ? `${FILE_HINT_ID} ${FILE_ERROR_ID}` : FILE_HINT_ID}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setFileError(null)
              clearResults()
            }}
          />
        </div>
        {!running && (
          <button ref={startRef} type="submit" className="usa-button">
            {mode === 'generate' ? 'Generate check digits for the file' : 'Validate the file'}
          </button>
        )}
      </form>

      <div className="usa-sr-only" aria-live="polite">
        {announcement}
      </div>

      {run.state === 'running' && (
        <div className="check-digit-progress">
          <label className="usa-label" htmlFor="check-digit-progress">
            Checking {run.fileName}
          </label>
          <progress
            id="check-digit-progress"
            max={Math.max(run.progress.totalBytes, 1)}
            value={run.progress.bytes}
          />
          <p className="check-digit-progress__count">
            {plural(run.progress.lines, 'line', 'lines')} processed
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
        <ResultAlert type="info" heading="Check cancelled">
          <p>
            The check of {run.fileName} was cancelled after {plural(run.lines, 'line', 'lines')}. No
            result file was made.
          </p>
        </ResultAlert>
      )}

      {run.state === 'failed' && (
        <div ref={failedRef} tabIndex={-1} className="check-digit-failed">
          <ResultAlert type="error" heading={`${run.fileName} could not be checked`}>
            <p>{run.message}</p>
          </ResultAlert>
        </div>
      )}

      {run.state === 'done' && (
        <BatchResults
          headingRef={resultsRef}
          fileName={run.fileName}
          result={run.result}
          url={run.url}
          download={run.download}
        />
      )}
    </section>
  )
}

interface BatchResultsProps {
  headingRef: RefObject<HTMLHeadingElement | null>
  fileName: string
  result: BatchResult
  url: string
  download: string
}

function BatchResults({ headingRef, fileName, result, url, download }: BatchResultsProps) {
  const { summary, preview, elapsedMs } = result
  const columns = RESULT_COLUMNS[summary.mode]
  const rows = summary.good + summary.bad
  const took =
    elapsedMs < 1000
      ? `${Math.max(1, Math.round(elapsedMs))} ms`
      : `${(elapsedMs / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s`
  return (
    <div className="check-digit-batch-results">
      <h3 id="batch-results-heading" ref={headingRef} tabIndex={-1}>
        Results for {fileName}
      </h3>
      <ResultAlert
        type={summary.bad > 0 ? 'warning' : 'success'}
        level={4}
        heading={
          summary.bad > 0
            ? plural(summary.bad, 'line has an error', 'lines have errors')
            : 'All lines checked'
        }
      >
        <ul className="check-digit-counts">
          <li>
            <strong>{count(summary.lines)}</strong> {summary.lines === 1 ? 'line' : 'lines'} read in{' '}
            {took}
          </li>
          {summary.mode === 'generate' ? (
            <li>
              <strong>{count(summary.good)}</strong>{' '}
              {summary.good === 1 ? 'check digit' : 'check digits'} generated
            </li>
          ) : (
            <>
              <li>
                <strong>{count(summary.valid)}</strong> valid {summary.valid === 1 ? 'ULI' : 'ULIs'}
              </li>
              <li>
                <strong>{count(summary.invalid)}</strong> {summary.invalid === 1 ? 'ULI' : 'ULIs'}{' '}
                not valid (the check digits do not match)
              </li>
            </>
          )}
          <li>
            <strong>{count(summary.bad)}</strong> {summary.bad === 1 ? 'line' : 'lines'} with errors
            (kept in the result file, with the error)
          </li>
          <li>
            <strong>{count(summary.blank)}</strong> blank {summary.blank === 1 ? 'line' : 'lines'}{' '}
            skipped
          </li>
          {summary.header !== null && (
            <li>
              Header line “<span className="check-digit-code">{summary.header}</span>” skipped
            </li>
          )}
        </ul>
      </ResultAlert>
      <p>
        <a className="usa-button check-digit-download" href={url} download={download}>
          Download results ({download})
        </a>
      </p>
      {rows > 0 && (
        <div
          className="usa-table-container--scrollable"
          role="region"
          aria-labelledby="check-digit-preview-caption"
          tabIndex={0}
        >
          <table className="usa-table check-digit-preview">
            <caption id="check-digit-preview-caption">
              {rows > PREVIEW_ROWS
                ? `First ${PREVIEW_ROWS} of ${count(rows)} result rows`
                : `All ${plural(rows, 'result row', 'result rows')}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.map((row) => (
                <tr key={row.line} className={row.error ? 'check-digit-preview__error' : undefined}>
                  <th scope="row">{count(row.line)}</th>
                  {row.cells.map((cell, i) => (
                    <td key={columns[i]}>{columns[i] === 'error' ? cell : shorten(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

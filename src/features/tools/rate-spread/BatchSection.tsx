import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/Alert'
import { FileDrop } from '@/components/FileDrop'
import type { AporTables } from '@/hmda/apor'
import {
  BATCH_HEADER,
  BatchCalculator,
  MAX_BATCH_ROWS,
  type BatchCounts,
  type BatchRow,
} from '@/hmda/rateSpread'
import { detectFileKindOf, fileKindMessage } from '@/lib/fileType'
import { useAporTables } from './aporSource'
import { runBatchFile } from './batchFile'
import { localToday } from './calendar'
import '@/styles/tables.css'

/** Rows shown in the preview table. */
export const PREVIEW_ROWS = 20

type BatchState =
  | { kind: 'idle' }
  | { kind: 'running'; fileName: string; rows: number }
  | {
      kind: 'done'
      fileName: string
      counts: BatchCounts
      preview: BatchRow[]
      headerSkipped: boolean
      url: string
      downloadName: string
    }
  | { kind: 'error'; heading: string; message: string }

const ACCEPT = ['.csv', '.txt', 'text/csv', 'text/plain']

const SAMPLE = [
  '1,30,FixedRate,6.125,2024-01-10,2',
  '2,5,VariableRate,7.250%,2023-06-05,2',
  '3,30,FixedRate,6.5,2024-01-10,2',
  '1,30,FixedRate,5.75,2024-01-10,1',
].join('\r\n')

const SAMPLE_URL = `data:text/csv;charset=utf-8,${encodeURIComponent(`${SAMPLE}\r\n`)}`

const number = (n: number) => n.toLocaleString('en-US')
const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`

const downloadNameFor = (fileName: string) =>
  `${fileName.replace(/\.[^.]*$/, '') || 'loans'}-rate-spreads.csv`

/** Batch mode: a CSV file of loans in, the same rows with their rate spreads out. */
export function BatchSection({ fileServerDomain }: { fileServerDomain: string }) {
  const [state, setState] = useState<BatchState>({ kind: 'idle' })
  const urlRef = useRef<string | null>(null)
  const runRef = useRef<AbortController | null>(null)
  const loadAporTables = useAporTables(fileServerDomain)

  useEffect(
    () => () => {
      runRef.current?.abort()
      if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    },
    [],
  )

  async function run(file: File) {
    runRef.current?.abort()
    const controller = new AbortController()
    runRef.current = controller
    if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    urlRef.current = null
    const current = () => !controller.signal.aborted
    setState({ kind: 'running', fileName: file.name, rows: 0 })

    let problem: string | null
    try {
      const kind = await detectFileKindOf(file)
      problem = fileKindMessage(
        kind,
        kind === 'empty'
          ? 'Choose a CSV file with one loan per line.'
          : 'Save the loans as “CSV UTF-8” or plain text (UTF-8), one loan per line, and choose that file.',
      )
    } catch {
      problem =
        'The file could not be read. Check that it is still where it was, then choose it again.'
    }
    if (problem) {
      if (current())
        setState({ kind: 'error', heading: `${file.name} cannot be calculated`, message: problem })
      return
    }

    let tables: AporTables
    try {
      tables = await loadAporTables()
    } catch {
      if (current()) {
        setState({
          kind: 'error',
          heading: 'The APOR tables could not be downloaded',
          message:
            'Calculating a file needs the APOR tables, and the calculator cannot reach them. Please try again later. The single-loan form above can still ask the HMDA Platform’s rate spread service.',
        })
      }
      return
    }

    const preview: BatchRow[] = []
    const calculator = new BatchCalculator(tables, localToday(), {
      onRow: (row) => {
        if (preview.length < PREVIEW_ROWS) preview.push(row)
      },
    })
    try {
      await runBatchFile(
        file,
        calculator,
        (rows) => {
          if (current()) setState({ kind: 'running', fileName: file.name, rows })
        },
        controller.signal,
      )
    } catch {
      if (current()) {
        setState({
          kind: 'error',
          heading: 'The file could not be read',
          message: `${file.name} could not be read as text. Choose a CSV file and try again.`,
        })
      }
      return
    }
    if (!current()) return
    if (calculator.tooMany) {
      setState({
        kind: 'error',
        heading: `${file.name} has too many loans`,
        message: `The file has more than ${number(MAX_BATCH_ROWS)} loans, the most one file may have. Split it into files of up to ${number(MAX_BATCH_ROWS)} lines and calculate each one.`,
      })
      return
    }
    const url = URL.createObjectURL(new Blob(calculator.output, { type: 'text/csv;charset=utf-8' }))
    urlRef.current = url
    setState({
      kind: 'done',
      fileName: file.name,
      counts: { ...calculator.counts },
      preview,
      headerSkipped: calculator.headerSkipped,
      url,
      downloadName: downloadNameFor(file.name),
    })
  }

  return (
    <>
      <p>
        Upload a CSV file with one loan per line. Each line has six values, in this order: action
        taken, loan term (or years to the first rate adjustment), amortization type (
        <code>FixedRate</code> or <code>VariableRate</code>), APR, rate-set date written yyyy-mm-dd,
        and reverse mortgage (1 or 2). For example:
      </p>
      <pre className="rate-spread-example">
        <code>1,30,FixedRate,6.125,2024-01-10,2</code>
      </pre>
      <p>
        The results file repeats every line, in order, with a <code>rate_spread</code> column: the
        spread, NA, or the reason the line could not be calculated.{' '}
        <a href={SAMPLE_URL} download="rate-spread-sample.csv">
          Download a sample file (CSV)
        </a>
        .
      </p>
      <FileDrop
        id="rs-batch-file"
        label="CSV file of loans"
        hint={`Up to ${number(MAX_BATCH_ROWS)} loans; a first line of column names is skipped. The file is read in your browser and not sent anywhere.`}
        accept={ACCEPT}
        onFile={(file) => {
          if (file) void run(file)
        }}
      />
      <div className="rate-spread-batch-status" role="status">
        {state.kind === 'running' && (
          <p>
            Calculating {state.fileName}… {plural(state.rows, 'line', 'lines')} done so far.
          </p>
        )}
        {state.kind === 'done' && (
          <p>
            Finished {state.fileName}: {plural(state.counts.rows, 'line', 'lines')}.
          </p>
        )}
      </div>
      {state.kind === 'error' && (
        <Alert type="error" heading={state.heading}>
          <p>{state.message}</p>
        </Alert>
      )}
      {state.kind === 'done' && <BatchResults state={state} />}
    </>
  )
}

function BatchResults({ state }: { state: Extract<BatchState, { kind: 'done' }> }) {
  const { counts } = state
  if (counts.rows === 0) {
    return (
      <Alert type="warning" heading="No loans in the file">
        <p>{state.fileName} has no lines to calculate.</p>
      </Alert>
    )
  }
  return (
    <div className="rate-spread-batch-results">
      <h3>Results for {state.fileName}</h3>
      <ul className="usa-list" aria-label="Counts">
        <li>{plural(counts.rows, 'loan', 'loans')} read</li>
        <li>{plural(counts.spreads, 'rate spread', 'rate spreads')} calculated</li>
        <li>{number(counts.na)} NA</li>
        <li>
          {plural(counts.errors, 'line', 'lines')} with errors (kept in the results with the reason)
        </li>
      </ul>
      {state.headerSkipped && <p>The first line was a header row and was not calculated.</p>}
      <p>
        <a className="usa-button" href={state.url} download={state.downloadName}>
          Download the results ({state.downloadName})
        </a>
      </p>
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-label={`Preview of the first ${Math.min(PREVIEW_ROWS, counts.rows)} results`}
      >
        <table className="usa-table usa-table--compact">
          <caption>
            {counts.rows > PREVIEW_ROWS
              ? `The first ${PREVIEW_ROWS} of ${number(counts.rows)} results`
              : `All ${plural(counts.rows, 'result', 'results')}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              {BATCH_HEADER.map((name) => (
                <th scope="col" key={name}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.preview.map((row) => (
              <tr
                key={row.line}
                className={row.kind === 'error' ? 'rate-spread-row--error' : undefined}
              >
                <th scope="row">{row.line}</th>
                {row.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
                <td>{row.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

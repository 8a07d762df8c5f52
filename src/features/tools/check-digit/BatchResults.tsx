import type { RefObject } from 'react'
import { PREVIEW_ROWS, RESULT_COLUMNS, type BatchResult } from './batch'
import { count, plural } from './format'
import { ResultAlert } from './ResultAlert'
import '@/styles/tables.css'

/** Over-long (bad) values are cut in the preview; the result file has them in full. */
const shorten = (value: string) => (value.length > 50 ? `${value.slice(0, 49)}…` : value)

interface BatchResultsProps {
  headingRef: RefObject<HTMLHeadingElement | null>
  fileName: string
  result: BatchResult
  url: string
  download: string
}

/** The counts of a finished check, its result file and a preview of the rows. */
export function BatchResults({ headingRef, fileName, result, url, download }: BatchResultsProps) {
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

import { Alert } from '@/components/Alert'
import { Select } from '@/components/Select'
import type { RefObject } from 'react'
import type { StageSummary, ValidationResult } from '@/hmda/validate/engine'
import { STAGE_NAMES } from '@/hmda/validate/stages'
import { EditsTable } from './EditsTable'
import { count, plural } from './format'
import { useResults } from './useResults'
import { VerifySection } from './VerifySection'
import '@/styles/tables.css'

const took = (ms: number) =>
  ms < 1000
    ? `${String(Math.max(1, Math.round(ms)))} ms`
    : `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s`

/**
 * One stage's line of the summary: "No problems (12 edits checked here).", "1 edit failed, on
 * 3 rows.", "4 edits failed, 12 times in all." (a row can fail several edits, so counts summed
 * over edits are times, not rows).
 */
function stageLine(summary: StageSummary): string {
  const { edits, findings } = summary
  if (findings === 0) {
    if (summary.stage === 'formatting') return 'No formatting problems.'
    return `No problems (${plural(summary.checked, 'edit', 'edits')} checked here).`
  }
  const what =
    summary.stage === 'formatting'
      ? plural(edits, 'field has a problem', 'fields have problems')
      : plural(edits, 'edit failed', 'edits failed')
  return edits === 1
    ? `${what}, on ${plural(findings, 'row', 'rows')}.`
    : `${what}, ${plural(findings, 'time', 'times')} in all.`
}

interface ResultsProps {
  headingRef: RefObject<HTMLHeadingElement | null>
  fileName: string
  result: ValidationResult
  elapsedMs: number
  reportUrl: string
  reportName: string
}

/** The outcome of a check: summary per stage, the edits that failed, and what was not checked. */
export function Results({
  headingRef,
  fileName,
  result,
  elapsedMs,
  reportUrl,
  reportName,
}: ResultsProps) {
  const { filter, setFilter, clean, shown, toVerify, period } = useResults(result)
  return (
    <section className="ffv-results" aria-labelledby="ffv-results-heading">
      <h2 id="ffv-results-heading" ref={headingRef} tabIndex={-1}>
        Results for {fileName}
      </h2>
      <p>
        {plural(result.rows, 'row', 'rows')} read (
        {plural(result.larRows, 'LAR record', 'LAR records')})
        {period && <>, checked as a {period}</>}, in {took(elapsedMs)}.
      </p>
      {result.fatal && (
        <Alert
          type="error"
          role={null}
          className="ffv-alert"
          headingLevel={3}
          heading="The file could not be checked in full"
        >
          {result.fatal}
        </Alert>
      )}
      {clean ? (
        <Alert type="success" className="ffv-alert" headingLevel={3} heading="No problems found">
          The file passed the formatting check and every syntactical and validity edit checked here.
          Some edits need data from outside the file and are listed below under “Not checked here”.
          {toVerify > 0 &&
            ` ${plural(toVerify, 'quality or macro edit asks', 'quality or macro edits ask')} you to verify figures; see below.`}
        </Alert>
      ) : (
        result.fatal === null && (
          <Alert
            type="warning"
            role={null}
            className="ffv-alert"
            headingLevel={3}
            heading={`${plural(result.edits.length, 'problem was', 'problems were')} found`}
          >
            Correct {result.edits.length === 1 ? 'it' : 'them'} in your file and check the file
            again before you submit it.
          </Alert>
        )
      )}
      <h3>Summary</h3>
      <ul className="ffv-stages">
        {result.stages.map((stage) => (
          <li key={stage.stage}>
            <strong>{STAGE_NAMES[stage.stage]}:</strong> {stageLine(stage)}
          </li>
        ))}
      </ul>
      {result.truncated && (
        <p>
          Only the first {count(result.maxExamplesPerEdit)} rows of each edit are listed; the counts
          include every row.
        </p>
      )}
      <p>
        <a className="usa-button ffv-download" href={reportUrl} download={reportName}>
          Download the full report (CSV)
        </a>
      </p>
      {result.edits.length > 0 && (
        <>
          <h3 id="ffv-edits-heading">Problems by edit</h3>
          <Select
            id="ffv-filter"
            label="Show"
            groupClassName="ffv-filter"
            value={filter}
            onChange={setFilter}
            placeholder={`All edits (${count(result.edits.length)})`}
            options={result.edits.map((edit) => ({
              value: edit.id,
              label: `${edit.title} (${count(edit.count)})`,
            }))}
          />
          <EditsTable headingId="ffv-edits-heading" edits={shown} />
        </>
      )}
      {result.fatal === null && result.year !== null && (
        <VerifySection result={result} hasErrors={result.edits.length > 0} />
      )}
      {result.notChecked.length > 0 && (
        <details className="ffv-not-checked">
          <summary>Not checked here: {plural(result.notChecked.length, 'edit', 'edits')}</summary>
          <p>
            These edits of the {period ?? 'filing'} need information that is not in the file. The
            HMDA Platform checks them when you submit.
          </p>
          <ul>
            {result.notChecked.map((item) => (
              <li key={item.id}>
                <strong>{item.id}</strong>: {item.description} <em>{item.reason}</em>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

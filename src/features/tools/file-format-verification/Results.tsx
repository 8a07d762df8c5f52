import { Alert } from '@/components/Alert'
import { useState, type RefObject } from 'react'
import type {
  EditFindings,
  FindingRow,
  MacroEditResult,
  StageSummary,
  ValidationResult,
} from '@/hmda/validate/engine'
import { STAGE_NAMES } from '@/hmda/validate/stages'
import '@/styles/tables.css'

/** Failing rows shown per page of an edit. */
export const ROWS_PER_PAGE = 20

const count = (n: number) => n.toLocaleString('en-US')
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`

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
  const [filter, setFilter] = useState('')
  const clean = result.fatal === null && result.edits.length === 0
  const shown = filter ? result.edits.filter((e) => e.id === filter) : result.edits
  const toVerify = result.quality.length + result.macro.filter((m) => m.triggered).length
  const period =
    result.year === null
      ? null
      : result.quarter === null
        ? `${String(result.year)} annual filing`
        : `${String(result.year)} quarter ${String(result.quarter)} filing`
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
          <div className="usa-form-group ffv-filter">
            <label className="usa-label" htmlFor="ffv-filter">
              Show
            </label>
            <select
              id="ffv-filter"
              className="usa-select"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            >
              <option value="">All edits ({count(result.edits.length)})</option>
              {result.edits.map((edit) => (
                <option key={edit.id} value={edit.id}>
                  {edit.title} ({count(edit.count)})
                </option>
              ))}
            </select>
          </div>
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

/** A table of edits, one group of rows per edit, labelled by the heading above it. */
function EditsTable({
  headingId,
  edits,
  verify = false,
}: {
  headingId: string
  edits: readonly EditFindings[]
  verify?: boolean
}) {
  return (
    <div
      className="usa-table-container--scrollable ffv-table-wrap"
      tabIndex={0}
      role="region"
      aria-labelledby={headingId}
    >
      <table className="usa-table usa-table--stacked ffv-edits" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Edit</th>
            <th scope="col">Stage</th>
            <th scope="col">Description</th>
            <th scope="col">Rows</th>
          </tr>
        </thead>
        {edits.map((edit) => (
          <EditRows key={edit.id} edit={edit} verify={verify} />
        ))}
      </table>
    </div>
  )
}

/**
 * Quality and macro edits: on the platform they are not errors but edits the filer is asked to
 * verify (or correct) once the file passes the syntactical and validity edits.
 */
function VerifySection({ result, hasErrors }: { result: ValidationResult; hasErrors: boolean }) {
  const { quality, macro } = result
  const reported = macro.filter((m) => m.triggered)
  const within = macro.filter((m) => !m.triggered)
  const checked = result.verifyStages.find((s) => s.stage === 'quality')?.checked ?? 0
  return (
    <section className="ffv-verify" aria-labelledby="ffv-verify-heading">
      <h3 id="ffv-verify-heading">
        Quality and macro edits — the platform will ask you to verify these
      </h3>
      <p>
        These are not errors. The HMDA Platform runs quality and macro edits once a file passes the
        syntactical and validity edits, then asks you to confirm that each flagged figure is right
        (or to correct the file). They were checked here on every row without formatting errors
        {hasErrors
          ? ', so you see them now; the platform will ask for them after the syntactical and validity edits are fixed.'
          : '.'}
      </p>
      <h4 id="ffv-quality-heading">Quality edits to verify</h4>
      {quality.length === 0 ? (
        <p>No quality edit flagged a row ({plural(checked, 'edit', 'edits')} checked here).</p>
      ) : (
        <EditsTable headingId="ffv-quality-heading" edits={quality} verify />
      )}
      {macro.length > 0 && (
        <>
          <h4 id="ffv-macro-heading">Macro edits to verify</h4>
          {reported.length === 0 ? (
            <p>No macro edit is outside the platform’s limits.</p>
          ) : (
            <ul className="ffv-macro" aria-labelledby="ffv-macro-heading">
              {reported.map((m) => (
                <MacroLine key={m.id} item={m} />
              ))}
            </ul>
          )}
          {within.length > 0 && (
            <p>Within the platform’s limits: {within.map((m) => m.id).join(', ')}.</p>
          )}
          {result.macroNote && <p>{result.macroNote}</p>}
        </>
      )}
    </section>
  )
}

function MacroLine({ item }: { item: MacroEditResult }) {
  return (
    <li>
      <strong>{item.id}</strong>: {item.sentence}
      <div className="ffv-macro-edit">The edit: {item.description}</div>
    </li>
  )
}

const domId = (id: string) => `ffv-edit-${id.replace(/[^A-Za-z0-9-]/g, '-')}`

/** One edit as a table body: its summary row and, when expanded, its failing rows. */
function EditRows({ edit, verify = false }: { edit: EditFindings; verify?: boolean }) {
  const [open, setOpen] = useState(false)
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(edit.examples.length / ROWS_PER_PAGE))
  const rows = edit.examples.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE)
  const panelId = `${domId(edit.id)}-rows`
  return (
    <tbody>
      <tr>
        <th scope="row">
          <button
            type="button"
            className="usa-button usa-button--unstyled ffv-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${edit.title}: ${verify ? 'rows to verify' : 'failing rows'}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> {edit.title}
          </button>
        </th>
        <td data-label="Stage">{STAGE_NAMES[edit.stage]}</td>
        <td data-label="Description">{edit.description}</td>
        <td data-label="Rows">{count(edit.count)}</td>
      </tr>
      <tr id={panelId} hidden={!open}>
        <td colSpan={4}>
          {open && (
            <>
              <table className="usa-table usa-table--compact usa-table--stacked ffv-rows">
                <caption>
                  {edit.title}: rows {count(page * ROWS_PER_PAGE + 1)}–
                  {count(page * ROWS_PER_PAGE + rows.length)} of {count(edit.examples.length)}
                  {edit.examples.length < edit.count && ` listed (${count(edit.count)} in all)`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">ULI</th>
                    <th scope="col">Fields</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <FindingLine key={row.row} row={row} />
                  ))}
                </tbody>
              </table>
              {pages > 1 && (
                <nav className="ffv-pager" aria-label={`${edit.title} pages`}>
                  <button
                    type="button"
                    className="usa-button usa-button--outline"
                    disabled={page === 0}
                    onClick={() => setPage(page - 1)}
                  >
                    Previous
                  </button>
                  <span aria-live="polite">
                    Page {count(page + 1)} of {count(pages)}
                  </span>
                  <button
                    type="button"
                    className="usa-button usa-button--outline"
                    disabled={page + 1 >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                  </button>
                </nav>
              )}
            </>
          )}
        </td>
      </tr>
    </tbody>
  )
}

function FindingLine({ row }: { row: FindingRow }) {
  return (
    <tr>
      <th scope="row" data-label="Row">
        {count(row.row)}
      </th>
      <td className="ffv-code" data-label="ULI">
        {row.uli || '—'}
      </td>
      <td data-label="Fields">
        <ul className="ffv-fields">
          {row.fields.map((field, i) => (
            <li key={`${field.name}:${String(i)}`}>
              {field.name}:{' '}
              <span className="ffv-code">{field.value === '' ? '(empty)' : field.value}</span>
            </li>
          ))}
          {row.note && <li>{row.note}</li>}
        </ul>
      </td>
    </tr>
  )
}

import type { EditFindings, FindingRow } from '@/hmda/validate/engine'
import { STAGE_NAMES } from '@/hmda/validate/stages'
import { count } from './format'
import { useEditPages } from './useResults'

/** A table of edits, one group of rows per edit, labelled by the heading above it. */
export function EditsTable({
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

const domId = (id: string) => `ffv-edit-${id.replace(/[^A-Za-z0-9-]/g, '-')}`

/** One edit as a table body: its summary row and, when expanded, its failing rows. */
function EditRows({ edit, verify = false }: { edit: EditFindings; verify?: boolean }) {
  const { open, toggle, page, pages, rows, first, previous, next } = useEditPages(edit)
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
            onClick={toggle}
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
                  {edit.title}: rows {count(first)}–{count(first - 1 + rows.length)} of{' '}
                  {count(edit.examples.length)}
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
                    onClick={previous}
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
                    onClick={next}
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

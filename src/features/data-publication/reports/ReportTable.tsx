import { useId, useState } from 'react'
import { saveFile } from '@/lib/saveFile'
import { tableToCsv, type Cell, type TableModel } from './reportModel'

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

const show = (cell: Cell) => (typeof cell === 'number' ? numberFormat.format(cell) : cell)

/** Row groups rendered before "Show all" (a large MSA/MD can have thousands of tracts). */
const FIRST_GROUPS = 120

/**
 * A report table: caption, column headers (two levels when columns come in groups), row groups
 * with their own header rows, totals in the foot. It scrolls sideways inside a labelled,
 * focusable region on narrow screens.
 */
export function ReportTable({ table, fileName }: { table: TableModel; fileName: string }) {
  const id = useId()
  const captionId = `${id}-caption`
  const [showAll, setShowAll] = useState(false)
  const groups = showAll ? table.rowGroups : table.rowGroups.slice(0, FIRST_GROUPS)
  const hidden = table.rowGroups.length - groups.length
  const width = 1 + table.columns.length
  const twoLevels = table.columnGroups.length > 0
  const rowCount = table.rowGroups.reduce((n, g) => n + g.rows.length, 0)

  return (
    <div className="dp-report-table">
      <div className="dp-report-table__actions">
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => saveFile(fileName, tableToCsv(table))}
        >
          Save as CSV
        </button>
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      {width > 2 && (
        <p className="dp-scroll-hint" id={`${id}-hint`}>
          On a narrow screen the table scrolls sideways: swipe it, or focus it and use the arrow
          keys.
        </p>
      )}
      <div
        className="dp-table-scroll"
        role="region"
        aria-labelledby={captionId}
        aria-describedby={width > 2 ? `${id}-hint` : undefined}
        tabIndex={0}
      >
        <table className="usa-table usa-table--compact usa-table--borderless">
          <caption id={captionId}>{table.caption}</caption>
          {twoLevels && (
            <>
              <colgroup />
              {table.columnGroups.map((g, i) => (
                <colgroup key={i} span={g.span} />
              ))}
            </>
          )}
          <thead>
            {twoLevels ? (
              <>
                <tr>
                  <th scope="col" rowSpan={2}>
                    {table.rowHeader}
                  </th>
                  {table.columnGroups.map((g, i) => (
                    <th key={i} scope="colgroup" colSpan={g.span} className="dp-col-group">
                      {g.label}
                    </th>
                  ))}
                </tr>
                <tr>
                  {table.columns.map((c, i) => (
                    <th key={i} scope="col" className="dp-num">
                      {c}
                    </th>
                  ))}
                </tr>
              </>
            ) : (
              <tr>
                <th scope="col">{table.rowHeader}</th>
                {table.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            )}
          </thead>
          {groups.map((g, gi) => (
            <tbody key={gi}>
              {g.label && (
                <tr className="dp-row-group">
                  <th scope="rowgroup" colSpan={width}>
                    <span>{g.label}</span>
                  </th>
                </tr>
              )}
              {g.rows.map((row, ri) => (
                <tr key={ri}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, ci) => (
                    <td key={ci} className={typeof cell === 'number' ? 'dp-num' : undefined}>
                      {show(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
          {table.totals.length > 0 && (
            <tfoot>
              {table.totals.map((row, ri) => (
                <tr key={ri}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, ci) => (
                    <td key={ci} className={typeof cell === 'number' ? 'dp-num' : undefined}>
                      {show(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      {rowCount === 0 && <p>The report has no rows.</p>}
      {hidden > 0 && (
        <p className="dp-show-all">
          Showing the first {groups.length} of {table.rowGroups.length} groups (the CSV holds them
          all).{' '}
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => setShowAll(true)}
          >
            Show all {table.rowGroups.length}
          </button>
        </p>
      )}
    </div>
  )
}

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { LAR_INDEX, TS_INDEX } from '@/hmda/schema'
import { createRowParser, splitFields } from '@/hmda/parse'
import type { FilingYear } from '@/hmda/types'
import { ROW_HEIGHT, VIEWPORT_HEIGHT, visibleRange } from './virtual'

interface TsTableProps {
  ts: string | null
  /** False when a search hides the TS row. */
  matches: boolean
  selected: boolean
  onEdit: () => void
}

/** The transmittal sheet row in a one-row table. */
export function TsTable({ ts, matches, selected, onEdit }: TsTableProps) {
  const values = ts === null ? [] : splitFields(ts)
  const v = (i: number) => values[i] ?? ''
  return (
    // Focusable, so that a narrow screen can scroll the table with the keyboard.
    <div
      className="olf-table-wrap"
      tabIndex={0}
      role="region"
      aria-label="Transmittal sheet, scrollable"
    >
      <table className="olf-table olf-table--ts">
        <caption>Transmittal sheet (TS)</caption>
        <thead>
          <tr>
            <th scope="col">Institution</th>
            <th scope="col">Year</th>
            <th scope="col">Quarter</th>
            <th scope="col">LEI</th>
            <th scope="col">Total entries</th>
            <th scope="col">
              <span className="usa-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ts === null ? (
            <tr>
              <td colSpan={6}>No transmittal sheet yet.</td>
            </tr>
          ) : !matches ? (
            <tr>
              <td colSpan={6}>The transmittal sheet does not match the search.</td>
            </tr>
          ) : (
            <tr
              className={`olf-row${selected ? ' olf-row--selected' : ''}`}
              aria-current={selected ? 'true' : undefined}
              onClick={onEdit}
            >
              <td>{v(TS_INDEX.institutionName)}</td>
              <td>{v(TS_INDEX.calendarYear)}</td>
              <td>{v(TS_INDEX.calendarQuarter)}</td>
              <td>{v(TS_INDEX.lei)}</td>
              <td>{v(TS_INDEX.totalEntries)}</td>
              <td>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={(e) => {
                    e.stopPropagation()
                    onEdit()
                  }}
                >
                  Edit<span className="usa-sr-only"> transmittal sheet</span>
                </button>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

interface LarTableProps {
  year: FilingYear
  rows: readonly string[]
  /** Indices into `rows` to show (the search result), in order. */
  indices: readonly number[]
  /** Index into `rows` of the row being edited. */
  selected: number | null
  onEdit: (index: number) => void
}

const COLUMNS = [
  { label: 'Row', className: 'olf-col-row' },
  { label: 'ULI', className: 'olf-col-uli' },
  { label: 'Action Taken', className: 'olf-col-short' },
  { label: 'Loan Amount', className: 'olf-col-mid' },
  { label: 'Action Taken Date', className: 'olf-col-mid' },
  { label: 'Format errors', className: 'olf-col-mid' },
  { label: 'Actions', className: 'olf-col-short' },
] as const

/**
 * The LAR rows in a virtualised table: a scroll area of fixed height in which only the rows in
 * view (plus a few on either side) are rendered, between two spacer rows that keep the
 * scrollbar true to the whole list.
 */
export function LarTable({ year, rows, indices, selected, onEdit }: LarTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const parse = useMemo(() => createRowParser(year, 'lar'), [year])
  const total = indices.length
  const { first, last } = visibleRange(scrollTop, total)

  // Bring the row being edited into view (e.g. a new row saved at the end).
  useEffect(() => {
    const el = scrollRef.current
    if (!el || selected === null) return
    const position = indices.indexOf(selected)
    if (position < 0) return
    const top = (position + 1) * ROW_HEIGHT
    if (top < el.scrollTop + ROW_HEIGHT || top + ROW_HEIGHT > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, top - el.clientHeight / 2)
      setScrollTop(el.scrollTop)
    }
  }, [selected, indices])

  const visible: ReactNode[] = []
  for (let position = first; position < last; position++) {
    const index = indices[position] as number
    const row = rows[index] as string
    const values = splitFields(row)
    const errors = parse(row).errors
    const isSelected = index === selected
    visible.push(
      <tr
        key={index}
        className={`olf-row${isSelected ? ' olf-row--selected' : ''}`}
        aria-rowindex={position + 2}
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onEdit(index)}
      >
        <td>{index + 1}</td>
        <td>{values[LAR_INDEX.uli]}</td>
        <td>{values[LAR_INDEX.actionTaken]}</td>
        <td>{values[LAR_INDEX.loanAmount]}</td>
        <td>{values[LAR_INDEX.actionTakenDate]}</td>
        <td>
          {errors.length === 0
            ? 'None'
            : errors[0]?.kind === 'fieldCount'
              ? `${errors[0].value} ${errors[0].value === '1' ? 'field' : 'fields'}`
              : String(errors.length)}
        </td>
        <td>
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={(e) => {
              e.stopPropagation()
              onEdit(index)
            }}
          >
            Edit<span className="usa-sr-only"> LAR row {index + 1}</span>
          </button>
        </td>
      </tr>,
    )
  }

  return (
    <div
      ref={scrollRef}
      className="olf-scroll"
      style={{ height: VIEWPORT_HEIGHT }}
      tabIndex={0}
      role="region"
      aria-label="LAR rows, scrollable"
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <table className="olf-table olf-table--lar" aria-rowcount={total + 1}>
        <caption className="usa-sr-only">Loan/application register (LAR) rows</caption>
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.label} className={c.className} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col">
                {c.label === 'Actions' ? <span className="usa-sr-only">Actions</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first > 0 && (
            <tr className="olf-spacer" aria-hidden="true" style={{ height: first * ROW_HEIGHT }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
          {visible}
          {last < total && (
            <tr
              className="olf-spacer"
              aria-hidden="true"
              style={{ height: (total - last) * ROW_HEIGHT }}
            >
              <td colSpan={COLUMNS.length} />
            </tr>
          )}
          {total === 0 && (
            <tr>
              <td colSpan={COLUMNS.length}>
                {rows.length === 0 ? 'No LAR rows yet.' : 'No LAR rows match the search.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

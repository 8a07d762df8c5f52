import { memo } from 'react'
import { TextField } from '@/components/TextField'
import { saveFile } from '@/lib/saveFile'
import type { Geography } from './mapData'
import { fmt, tableCsv, type Row, type SortKey } from './mapTable'
import { TABLE_PAGE_SIZE, useMapTable } from './useMapTable'

/**
 * The table beside the map: sortable, paged, searchable (name, state, abbreviation, FIPS code),
 * with the CSV of the whole table or of the rows found; the keyboard path to every feature.
 * Keyed by geography in the page, so a search does not outlive its view; it keeps its search,
 * sort and page while the rows reload (it shows nothing while there are none).
 */
export const MapTable = memo(function MapTable({
  rows,
  geography,
  selection,
  selectedKey,
  csvName,
  onHover,
  onSelect,
}: {
  rows: readonly Row[]
  geography: Geography
  /** "Action Taken: Application denied[ and Age: 55-64]". */
  selection: string
  selectedKey: string | null
  /** The CSV file's name for a search ('' = the whole table). */
  csvName: (query: string) => string
  onHover: (key: string | null) => void
  onSelect: (key: string) => void
}) {
  const noun = geography === 'state' ? 'state' : 'county'
  const nouns = geography === 'state' ? 'states' : 'counties'
  const {
    sort,
    sortBy,
    query,
    setQuery,
    trimmed,
    sorted,
    shown,
    pageIndex,
    pages,
    first,
    visible,
    goTo,
  } = useMapTable(rows, selectedKey)
  if (rows.length === 0) return null

  const sortButton = (key: SortKey, label: string) => (
    <button type="button" className="maps-sort" onClick={() => sortBy(key)}>
      {label}
      <span aria-hidden="true">{sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
    </button>
  )
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : undefined
  const range =
    shown.length === 0
      ? `No ${nouns} match “${trimmed}”.`
      : `${noun === 'state' ? 'States' : 'Counties'} ${fmt(first + 1)}–${fmt(first + visible.length)} of ${fmt(shown.length)}${trimmed ? ` matching “${trimmed}”` : ''}`
  const found = trimmed && shown.length > 0 && shown.length < rows.length

  return (
    <div className="maps-table">
      <h2 id="maps-table-heading">Table: {selection}</h2>
      <div className="maps-table-downloads">
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => saveFile(csvName(''), tableCsv(sorted, noun))}
        >
          Download this table (CSV, all {fmt(rows.length)} {nouns})
        </button>
        {found && (
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => saveFile(csvName(trimmed), tableCsv(shown, noun))}
          >
            Download the {fmt(shown.length)} {shown.length === 1 ? noun : nouns} found (CSV)
          </button>
        )}
      </div>
      {rows.length > TABLE_PAGE_SIZE && (
        <div className="usa-form maps-table-find">
          <TextField
            id="maps-table-find"
            type="search"
            label={`Find a ${noun} in the table`}
            hint="A name, a state, its abbreviation or a FIPS code (e.g. Texas, TX or 48)"
            value={query}
            onChange={setQuery}
          />
        </div>
      )}
      <p className="maps-table-range" aria-live="polite">
        {range}
      </p>
      <div
        className="usa-table-container--scrollable maps-table-scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="maps-table-heading"
      >
        <table className="usa-table usa-table--compact">
          <caption className="usa-sr-only">
            {fmt(rows.length)} {nouns}: records with {selection} and records per 1,000 people.
            Choose a {noun} to see its report.
            {pages > 1 && ` Page ${pageIndex + 1} of ${pages}.`}
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('name')}>
                {sortButton('name', noun === 'state' ? 'State' : 'County')}
              </th>
              <th scope="col" aria-sort={ariaSort('count')}>
                {sortButton('count', 'Records')}
              </th>
              <th scope="col" aria-sort={ariaSort('rate')}>
                {sortButton('rate', 'Per 1,000 people')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.key} className={r.key === selectedKey ? 'maps-row-selected' : ''}>
                <th scope="row">
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    aria-pressed={r.key === selectedKey}
                    onFocus={() => onHover(r.key)}
                    onBlur={() => onHover(null)}
                    onMouseEnter={() => onHover(r.key)}
                    onClick={() => onSelect(r.key)}
                  >
                    {r.name}
                  </button>
                </th>
                <td>{fmt(r.count)}</td>
                <td>
                  {r.rate === null
                    ? '—'
                    : r.rate.toLocaleString('en-US', { minimumFractionDigits: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="maps-pager" aria-label={`Pages of the ${noun} table`}>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={pageIndex === 0}
            onClick={() => goTo(pageIndex - 1)}
          >
            Previous {TABLE_PAGE_SIZE}
          </button>
          <span>
            Page {pageIndex + 1} of {pages}
          </span>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={pageIndex >= pages - 1}
            onClick={() => goTo(pageIndex + 1)}
          >
            Next {TABLE_PAGE_SIZE}
          </button>
        </nav>
      )}
    </div>
  )
})

import { Alert } from '@/components/Alert'
import { memo, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { datasetsLink, type MapData, type MapState } from './mapData'
import { reportTables } from './featureReport'
import { describeRow, fmt, type AppliedFilter, type Row } from './mapTable'

/**
 * The report of the chosen state or county: its numbers with the selection, links to its records,
 * and every chosen variable's breakdown (then the other variables); for a feature without
 * records, a message saying so.
 */
export const FeatureReport = memo(function FeatureReport({
  headingRef,
  row,
  data,
  state,
  filter,
  selection,
  year,
  csvHref,
  onDatasets,
  onClear,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>
  row: Row
  data: MapData
  state: MapState
  /** The second filter with its file's counts, once loaded. */
  filter: AppliedFilter | null
  selection: string
  year: string
  csvHref: string
  /** Whether the Datasets screen offers this year (config dataBrowserYears). */
  onDatasets: boolean
  onClear: () => void
}) {
  const tables = useMemo(
    () => reportTables(data, row.key, { variable: state.variable, value: state.value }, filter),
    [data, row.key, state.variable, state.value, filter],
  )
  const clear = (
    <button type="button" className="usa-button usa-button--unstyled" onClick={onClear}>
      Clear the selection
    </button>
  )
  return (
    <section className="maps-report" aria-labelledby="maps-report-heading">
      <h2 id="maps-report-heading" ref={headingRef} tabIndex={-1}>
        {row.name}
      </h2>
      {row.total === 0 ? (
        <>
          <Alert type="info" slim heading="No records" headingLevel={3}>
            The {year} data have no HMDA records for {row.name}, with any values: its map shape is
            grey and the table leaves it out. Choose another place on the map or in the table, or
            another year.
          </Alert>
          {clear}
        </>
      ) : (
        <>
          <p>
            {describeRow(row)} with {selection}, of {fmt(row.total)} records in all.
          </p>
          <ul className="usa-list">
            <li>
              {onDatasets ? (
                <Link to={datasetsLink(year, state, row.key)}>
                  This selection for {row.name} on the Datasets screen
                </Link>
              ) : (
                <>
                  The Datasets screen does not offer {year} yet; the API CSV below has the records.
                </>
              )}
            </li>
            <li>
              <a href={csvHref}>The records of this selection for {row.name} (API CSV)</a>
            </li>
          </ul>
          {clear}
          <h3>
            All {fmt(row.total)} records of {row.name}, by variable
          </h3>
          {tables.map((t) => (
            <table className="usa-table usa-table--compact usa-table--borderless" key={t.id}>
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Value</th>
                  <th scope="col">Records</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {t.rows.map((x) => (
                  <tr key={x.value} className={x.chosen ? 'maps-report-chosen' : undefined}>
                    <th scope="row">
                      {x.chosen ? (
                        <>
                          <strong>{x.name}</strong> (chosen)
                        </>
                      ) : (
                        x.name
                      )}
                    </th>
                    <td>{fmt(x.count)}</td>
                    <td>{x.share}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      )}
    </section>
  )
})

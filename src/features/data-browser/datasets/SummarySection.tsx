import { useMemo, useState } from 'react'
import { Spinner } from '@/components/Spinner'
import { saveFile } from '@/lib/saveFile'
import { RetryAlert } from './RetryAlert'
import {
  describeDataBrowserError,
  variableByKey,
  type AggregationRow,
  type DataBrowserQuery,
} from '@/lib/api/dataBrowser'
import type { Remote } from '@/lib/api/queries'
import {
  denialRates,
  formatCount,
  formatDollars,
  formatPercent,
  sortRows,
  summarize,
  summaryCsv,
  summaryFileName,
  valueName,
  type SortColumn,
  type SortDirection,
} from './selection'

const NUMBER_COLUMNS: { key: SortColumn; label: string }[] = [
  { key: 'count', label: 'Records' },
  { key: 'share', label: '% of selection' },
  { key: 'sum', label: 'Total loan amount' },
  { key: 'average', label: 'Average loan amount' },
]

export function SummarySection({
  year,
  query,
  remote,
}: {
  year: string
  query: DataBrowserQuery | null
  remote: Remote<AggregationRow[]>
}) {
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection } | null>(null)
  const keys = useMemo(() => query?.variables.map((v) => v.key) ?? [], [query])
  const summary = useMemo(() => (remote.data ? summarize(remote.data) : null), [remote.data])
  const rows = useMemo(
    () =>
      summary && sort ? sortRows(summary.rows, year, sort.column, sort.direction) : summary?.rows,
    [summary, sort, year],
  )
  if (!query) return null
  const labelOf = (key: string) => variableByKey(year, key)?.label ?? key

  function header(column: SortColumn, label: string, numeric: boolean) {
    const active = sort?.column === column
    const next: SortDirection =
      active && sort.direction === 'ascending'
        ? 'descending'
        : active
          ? 'ascending'
          : numeric
            ? 'descending'
            : 'ascending'
    return (
      <th
        scope="col"
        key={column}
        aria-sort={active ? sort.direction : undefined}
        className={numeric ? 'datasets__num' : undefined}
      >
        <button
          type="button"
          className="datasets__sort"
          onClick={() => setSort({ column, direction: next })}
        >
          {label}
          <span className="usa-sr-only">
            {active ? `, sorted ${sort.direction}` : ''}, sort {next}
          </span>
          <span aria-hidden="true">
            {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ⇅'}
          </span>
        </button>
      </th>
    )
  }

  return (
    <section aria-labelledby="summary-heading" className="datasets__step">
      <h2 id="summary-heading">Summary table</h2>
      {remote.status === 'loading' && (
        <Spinner label="Loading the summary table… (if the service is busy it is asked once more after 5 seconds)" />
      )}
      {remote.status === 'error' && (
        <SummaryError error={remote.error} query={query} retry={remote.retry} />
      )}
      {summary && rows && (
        <>
          <div
            className="usa-table-container--scrollable"
            tabIndex={0}
            role="region"
            aria-labelledby="summary-caption"
          >
            <table
              className="usa-table usa-table--compact datasets__table"
              data-testid="summary-table"
            >
              <caption id="summary-caption">
                Records by {keys.map(labelOf).join(' and ')}, {year}
              </caption>
              <thead>
                <tr>
                  {keys.map((k) => header(k, labelOf(k), false))}
                  {NUMBER_COLUMNS.map((c) => header(c.key, c.label, true))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={keys.map((k) => row.values[k]).join('\u0000')}>
                    {keys.map((k, i) =>
                      i === 0 ? (
                        <th scope="row" key={k}>
                          {valueName(year, k, row.values[k] ?? '')}
                        </th>
                      ) : (
                        <td key={k}>{valueName(year, k, row.values[k] ?? '')}</td>
                      ),
                    )}
                    <td className="datasets__num">{formatCount(row.count)}</td>
                    <td className="datasets__num">{formatPercent(row.share)}</td>
                    <td className="datasets__num">{formatDollars(row.sum)}</td>
                    <td className="datasets__num">{formatDollars(row.average)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={keys.length}>
                    Total
                  </th>
                  <td className="datasets__num" data-testid="total-count">
                    {formatCount(summary.total.count)}
                  </td>
                  <td className="datasets__num">{summary.total.count ? '100.00%' : '—'}</td>
                  <td className="datasets__num">{formatDollars(summary.total.sum)}</td>
                  <td className="datasets__num">{formatDollars(summary.total.average)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p>
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() =>
                saveFile(summaryFileName(query), summaryCsv(query, { ...summary, rows }))
              }
            >
              Download this table (CSV)
            </button>
          </p>
          <DenialRates year={year} query={query} rows={remote.data ?? []} />
        </>
      )}
    </section>
  )
}

function SummaryError({
  error,
  query,
  retry,
}: {
  error: unknown
  query: DataBrowserQuery
  retry: () => void
}) {
  return (
    <RetryAlert
      description={describeDataBrowserError(error, query)}
      retryLabel="Load the summary table again"
      onRetry={retry}
      kept="Your choices above are kept."
      testId="summary-error"
    />
  )
}

function DenialRates({
  year,
  query,
  rows,
}: {
  year: string
  query: DataBrowserQuery
  rows: AggregationRow[]
}) {
  const result = denialRates(rows, query.variables)
  if (result.status === 'none') return null
  const definition = (
    <p className="usa-hint">
      Denial rate = applications denied (action taken 3) ÷ applications with a decision (action
      taken 1 originated, 2 approved but not accepted, 3 denied). Withdrawn applications (4), files
      closed for incompleteness (5), purchased loans (6) and preapproval requests (7, 8) count in
      neither.
    </p>
  )
  if (result.status === 'missing')
    return (
      <section aria-labelledby="denial-heading">
        <h3 id="denial-heading">Denial rate</h3>
        <p data-testid="denial-missing">
          To see denial rates, tick Action Taken values 1, 2 and 3 (missing:{' '}
          {result.codes.join(', ')}).
        </p>
        {definition}
      </section>
    )
  const other = result.otherKey ? variableByKey(year, result.otherKey) : null
  return (
    <section aria-labelledby="denial-heading">
      <h3 id="denial-heading">Denial rate{other ? ` by ${other.label}` : ''}</h3>
      {definition}
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-labelledby="denial-caption"
      >
        <table className="usa-table usa-table--compact" data-testid="denial-table">
          <caption id="denial-caption">
            Denial rate{other ? ` by ${other.label}` : ''}, {year}
          </caption>
          <thead>
            <tr>
              {other && <th scope="col">{other.label}</th>}
              <th scope="col" className="datasets__num">
                Denied (3)
              </th>
              <th scope="col" className="datasets__num">
                With a decision (1, 2, 3)
              </th>
              <th scope="col" className="datasets__num">
                Denial rate
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rates.map((r) => (
              <tr key={r.value ?? 'all'}>
                {other && <th scope="row">{valueName(year, other.key, r.value ?? '')}</th>}
                <td className="datasets__num">{formatCount(r.denied)}</td>
                <td className="datasets__num">{formatCount(r.decided)}</td>
                <td className="datasets__num">{formatPercent(r.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

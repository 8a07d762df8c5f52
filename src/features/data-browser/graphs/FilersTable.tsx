import { useMemo, useState } from 'react'
import type { QuarterlyFilers } from '@/lib/api/quarterly'
import { saveFile } from '@/lib/saveFile'
import { filerCsv, filerTable, type FilerSort, type FilerSortKey } from './graphState'

const count = (n: number) => n.toLocaleString('en-US')

/** The institutions that report quarterly, with their records per year; sortable, CSV. */
export function FilersTable({ data }: { data: QuarterlyFilers }) {
  const [sort, setSort] = useState<FilerSort>({ key: 'name', descending: false })
  const table = useMemo(() => filerTable(data, sort), [data, sort])

  function header(key: FilerSortKey, label: string, numeric: boolean) {
    const active = sort.key === key
    const nextDescending = active ? !sort.descending : numeric
    const direction = sort.descending ? 'descending' : 'ascending'
    return (
      <th
        scope="col"
        key={key}
        aria-sort={active ? direction : undefined}
        className={numeric ? 'quarterly-graphs__num' : undefined}
      >
        <button
          type="button"
          className="quarterly-graphs__sort"
          onClick={() => setSort({ key, descending: nextDescending })}
        >
          {label}
          <span className="usa-sr-only">
            {active ? `, sorted ${direction}` : ''}, sort{' '}
            {nextDescending ? 'descending' : 'ascending'}
          </span>
          <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ' ⇅'}</span>
        </button>
      </th>
    )
  }

  return (
    <>
      <p>
        {table.rows.length} institutions report HMDA data quarterly. Their records per year, and the
        records of all HMDA filers:
      </p>
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => saveFile('hmda-quarterly-filers.csv', filerCsv(table))}
      >
        Download CSV
        <span className="usa-sr-only"> of the quarterly filers</span>
      </button>
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-label="Table of quarterly filers"
      >
        <table className="usa-table usa-table--compact" data-testid="filers-table">
          <caption>Quarterly filers and their records per year</caption>
          <thead>
            <tr>
              {header('name', 'Institution', false)}
              {header('agency', 'Agency', false)}
              {table.years.map((y) => header(`year:${y}`, `${y} records`, true))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.lei}>
                <th scope="row">
                  {r.name}
                  <br />
                  <span className="quarterly-graphs__lei">{r.lei}</span>
                </th>
                <td>{r.agency}</td>
                {r.counts.map((c, i) => (
                  <td key={table.years[i]} className="quarterly-graphs__num">
                    {count(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                All quarterly filers
              </th>
              {table.quarterlyTotals.map((c, i) => (
                <td key={table.years[i]} className="quarterly-graphs__num">
                  {count(c)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                All HMDA filers
              </th>
              {table.totals.map((c, i) => (
                <td key={table.years[i]} className="quarterly-graphs__num">
                  {count(c)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  )
}

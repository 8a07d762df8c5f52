import { useState } from 'react'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { parsePeriod } from '@/lib/api/filing'
import { parseErrorsQuery } from '@/lib/api/filingQueries'
import { useRemoteQuery } from '@/lib/api/queries'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'
import { Pager } from '@/components/Pager'

/** The platform's formatting errors of a submission (status 5), 20 rows a page. */
export function ParseErrorsTable({
  period,
  lei,
  seq,
}: {
  period: string
  lei: string
  seq: number
}) {
  const config = useConfig()
  const [page, setPage] = useState(1)
  const p = parsePeriod(period)
  const remote = useRemoteQuery(parseErrorsQuery(filingClient(config), lei, p, seq, page))
  if (remote.status === 'loading') return <Spinner label="Loading the formatting errors…" />
  if (remote.status === 'error')
    return (
      <FilingErrorAlert error={remote.error} what="The formatting errors" onRetry={remote.retry} />
    )
  if (remote.status !== 'ok' || !remote.data) return null
  const data = remote.data
  // The platform counts the transmittal sheet row in `total` but pages the LAR rows only.
  const larTotal = data.paging.total - data.transmittalSheet.length
  const last = Math.max(1, Math.ceil(larTotal / 20))
  const rows = [...(page === 1 ? data.transmittalSheet : []), ...data.lar]
  return (
    <section aria-labelledby="parse-heading">
      <h2 id="parse-heading">Formatting errors</h2>
      <p>
        The platform found formatting errors in {data.paging.total.toLocaleString('en-US')} row
        {data.paging.total === 1 ? '' : 's'}. Correct the file and upload it again.
      </p>
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-label="Formatting errors found by the platform"
      >
        <table className="usa-table usa-table--compact">
          <caption>
            Rows with formatting errors, page {page} of {last}
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">ULI</th>
              <th scope="col">Field</th>
              <th scope="col">Value found</th>
              <th scope="col">Valid values</th>
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((r) =>
              r.errors.map((e, i) => (
                <tr key={`${r.rowNumber}-${i}`}>
                  <td>{r.rowNumber === 1 ? '1 (transmittal sheet)' : r.rowNumber}</td>
                  <td>{r.rowNumber === 1 ? '' : r.estimatedUli}</td>
                  <td>{e.fieldName}</td>
                  <td>{e.inputValue === '' ? <em>(blank)</em> : e.inputValue}</td>
                  <td>{e.validValues}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} last={last} onPage={setPage} label="Formatting error pages" />
    </section>
  )
}

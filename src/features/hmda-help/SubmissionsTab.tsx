import { queryOptions } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { periodOptionLabel } from '@/config/periodNames'
import { useConfig } from '@/config/useConfig'
import { describeApiError, isAborted } from '@/lib/api/errors'
import { parsePeriod, type FilingClient, type Submission } from '@/lib/api/filing'
import { saveFile, TEXT_TYPE } from '@/lib/saveFile'
import { helpAdminKey, submissionIdOfReceipt, type HelpAdminClient } from '@/lib/api/helpAdmin'
import { useRemoteQuery } from '@/lib/api/queries'
import { helpClients } from './helpClient'
import { easternDateTime, helpPeriods } from './helpModel'

type Which = 'oldest' | 'latest'

interface SignedRow {
  which: Which
  submission: Submission | null
  /** From the submission's summary (null when it could not be read). */
  totalLines: number | null
  error: unknown
}

interface PeriodRows {
  period: string
  rows: SignedRow[]
}

/** Per period, the oldest and latest signed submissions of `lei`, with their line counts. */
const signedQuery = (
  admin: HelpAdminClient,
  filing: FilingClient,
  lei: string,
  periods: string[],
) =>
  queryOptions({
    queryKey: [...helpAdminKey(lei), 'signed', periods],
    queryFn: ({ signal }) =>
      Promise.all(
        periods.map(async (period): Promise<PeriodRows> => ({
          period,
          rows: await Promise.all(
            (['oldest', 'latest'] as const).map(async (which): Promise<SignedRow> => {
              let submission: Submission | null
              try {
                submission = await admin.signed(lei, which, period, signal)
              } catch (error) {
                if (isAborted(error)) throw error
                return { which, submission: null, totalLines: null, error }
              }
              if (!submission) return { which, submission, totalLines: null, error: null }
              const p = parsePeriod(period)
              let totalLines: number | null = null
              if (p)
                try {
                  const summary = await filing.summary(lei, p, submission.sequenceNumber, {
                    signal,
                  })
                  totalLines = summary.ts.totalLines
                } catch (error) {
                  if (isAborted(error)) throw error
                }
              return { which, submission, totalLines, error: null }
            }),
          ),
        })),
      ),
  })

/** Per filing period, the oldest and latest signed submissions, with the submitted file. */
export function SubmissionsTab({ lei }: { lei: string }) {
  const config = useConfig()
  const { admin, filing } = helpClients(config)
  const periods = helpPeriods(config)
  const data = useRemoteQuery(signedQuery(admin, filing, lei, periods))
  const [downloadError, setDownloadError] = useState<unknown>(null)
  const [downloading, setDownloading] = useState<string | null>(null)

  const download = async (submission: Submission) => {
    const id = submissionIdOfReceipt(submission.receipt)
    setDownloading(id)
    setDownloadError(null)
    try {
      const file = await admin.submittedFile(id, submission.fileName)
      saveFile(file.fileName, file.text, TEXT_TYPE)
    } catch (error) {
      setDownloadError(error)
    } finally {
      setDownloading(null)
    }
  }

  return (
    <section aria-labelledby="submissions-heading">
      <h2 id="submissions-heading">Signed submissions</h2>
      {data.status === 'loading' && <Spinner label="Loading the signed submissions…" />}
      {data.status === 'error' && (
        <ApiErrorAlert error={data.error} what="the signed submissions" onRetry={data.retry} />
      )}
      {downloadError != null && (
        <ApiErrorAlert error={downloadError} what="the submitted file" headingLevel={3} />
      )}
      {data.status === 'ok' && data.data && (
        <NoneLine
          periods={data.data
            .filter(({ rows }) => rows.every((r) => !r.submission && !r.error))
            .map(({ period }) => period)}
        />
      )}
      {data.status === 'ok' &&
        data.data?.map(({ period, rows }) => {
          const none = rows.every((r) => !r.submission && !r.error)
          if (none) return null
          return (
            <div key={period} className="help-period">
              <h3>{periodOptionLabel(period)}</h3>
              {
                <div
                  className="usa-table-container--scrollable"
                  tabIndex={0}
                  role="region"
                  aria-label={`Signed submissions, ${periodOptionLabel(period)}`}
                >
                  <table className="usa-table usa-table--compact usa-table--stacked">
                    <thead>
                      <tr>
                        <th scope="col">Submission</th>
                        <th scope="col">Status</th>
                        <th scope="col">File name</th>
                        <th scope="col">Lines</th>
                        <th scope="col">Signed on</th>
                        <th scope="col">Signed by</th>
                        <th scope="col">File</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map(({ which, submission, totalLines, error }) => (
                        <tr key={which}>
                          <th scope="row" data-label="Submission">
                            {which === 'oldest' ? 'Oldest signed' : 'Latest signed'}
                            {submission && ` (#${submission.sequenceNumber})`}
                          </th>
                          {submission ? (
                            <>
                              <td data-label="Status">{submission.status.message}</td>
                              <td data-label="File name" className="help-break">
                                {submission.fileName || '—'}
                              </td>
                              <td data-label="Lines">
                                {totalLines === null
                                  ? 'Not available'
                                  : totalLines.toLocaleString('en-US')}
                              </td>
                              <td data-label="Signed on">
                                {submission.end ? easternDateTime(submission.end) : '—'}
                              </td>
                              <td data-label="Signed by" className="help-break">
                                {submission.signerUsername ?? '—'}
                              </td>
                              <td data-label="File">
                                <button
                                  type="button"
                                  className="usa-button usa-button--unstyled"
                                  disabled={downloading !== null}
                                  onClick={() => void download(submission)}
                                  aria-label={`Download the file of the ${which} signed submission, ${periodOptionLabel(period)}`}
                                >
                                  {downloading === submissionIdOfReceipt(submission.receipt)
                                    ? 'Downloading…'
                                    : 'Download'}
                                </button>
                              </td>
                            </>
                          ) : (
                            <td colSpan={6} data-label="Status">
                              {error
                                ? describeApiError(error, `the ${which} signed submission`).message
                                : 'No signed submission.'}
                            </td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              }
            </div>
          )
        })}
    </section>
  )
}

/** The periods without any signed submission, in one line. */
function NoneLine({ periods }: { periods: string[] }) {
  if (!periods.length) return null
  return <p>No signed submission for: {periods.map(periodOptionLabel).join(', ')}.</p>
}

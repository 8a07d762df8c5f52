import { Alert } from '@/components/Alert'
import { useMemo, type MouseEvent } from 'react'
import {
  csvUrl,
  describeDataBrowserError,
  type DataBrowserFiler,
  type DataBrowserQuery,
} from '@/lib/api/dataBrowser'
import { ApiError, describeApiError, type ErrorDescription } from '@/lib/api/errors'
import { recordCountsQuery } from '@/lib/api/geography'
import { useRemoteQuery } from '@/lib/api/queries'
import { RetryAlert } from './RetryAlert'
import { EXCEL_ROW_LIMIT, expectedGeographyRows, formatCount, type Selection } from './selection'
import { useCheckedDownload } from './useCheckedDownload'

/** The two CSV links: how a failure and its retry name each. */
const FILES = {
  filtered: {
    title: 'filtered records (CSV)',
    what: 'the filtered records file',
    retry: 'Try the filtered records download again',
  },
  geography: {
    title: 'records of the geography (CSV)',
    what: 'the file of all records of the geography',
    retry: 'Try the geography records download again',
  },
} as const
type FileName = keyof typeof FILES

/** Words for a failed download: what did not happen, why, and whether a retry may help. */
function describeDownloadError(
  error: unknown,
  name: FileName,
  query: DataBrowserQuery,
): ErrorDescription {
  const { title, what } = FILES[name]
  // A refused choice (400) or unknown county (404) is worded as for the summary table; the
  // rest as any request (429 with its Retry-After wait). The 503 wording of the summary speaks
  // of a second try, which a download check does not make.
  const d =
    error instanceof ApiError && (error.status === 400 || error.status === 404)
      ? describeDataBrowserError(error, query, what)
      : describeApiError(error, what)
  return { ...d, heading: `The ${title} did not download` }
}

/** A plain click on a link (no modifier, main button): the one the page handles itself. */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * The downloads of the selection. The links stay real links (open in a new tab, copy the
 * address); a plain click first checks that the service answers (useCheckedDownload), so a
 * failure is worded here with a retry instead of a failed file in the browser's downloads.
 */
export function DownloadsStep({
  year,
  base,
  selection,
  query,
  filteredRows,
  filers,
}: {
  year: string
  base: string
  selection: Selection
  query: DataBrowserQuery | null
  filteredRows: number | null
  filers: DataBrowserFiler[] | null
}) {
  const geographyQuery: DataBrowserQuery | null =
    selection.category && (selection.category === 'nationwide' || selection.items.length > 0)
      ? {
          year,
          category: selection.category,
          items: selection.items,
          leis: selection.leis,
          variables: [],
        }
      : null
  const counts = useRemoteQuery({
    ...recordCountsQuery(year),
    enabled: geographyQuery !== null && selection.category !== 'nationwide',
  })
  const filerCounts = useMemo(
    () => (filers ? new Map(filers.map((f) => [f.lei, f.count])) : null),
    [filers],
  )
  const download = useCheckedDownload<FileName>()
  if (!geographyQuery) return null
  const hrefs: Record<FileName, string | null> = {
    filtered: query ? csvUrl(base, query) : null,
    geography: csvUrl(base, geographyQuery, true),
  }
  const { state } = download
  // What the download state says about a link still on the screen (the selection may change).
  const current = state.status !== 'idle' && hrefs[state.name] === state.url
  const onClick = (name: FileName) => (e: MouseEvent<HTMLAnchorElement>) => {
    const href = hrefs[name]
    if (!href || !plainClick(e)) return
    e.preventDefault()
    void download.start(href, name)
  }
  const table =
    selection.category === 'states'
      ? counts.data?.states
      : selection.category === 'msamds'
        ? (counts.data?.msaMds ?? null)
        : selection.category === 'counties'
          ? counts.data?.counties
          : null
  const geographyRows = expectedGeographyRows(selection, table ?? null, filerCounts)
  const nationwide = selection.category === 'nationwide' && selection.leis.length === 0
  const large =
    nationwide || (geographyRows ?? 0) > EXCEL_ROW_LIMIT || (filteredRows ?? 0) > EXCEL_ROW_LIMIT
  return (
    <section aria-labelledby="step-downloads" className="datasets__step">
      <h2 id="step-downloads">Download the records</h2>
      <ul className="datasets__downloads">
        {query && (
          <li>
            <a
              href={hrefs.filtered ?? undefined}
              download
              data-testid="filtered-csv"
              onClick={onClick('filtered')}
            >
              Filtered records (CSV)
            </a>{' '}
            <span data-testid="filtered-rows">
              {filteredRows === null
                ? '— row count when the summary table has loaded'
                : `— ${formatCount(filteredRows)} rows (the summary table's total)`}
            </span>
          </li>
        )}
        <li>
          <a
            href={hrefs.geography ?? undefined}
            download
            data-testid="geography-csv"
            onClick={onClick('geography')}
          >
            All records of the{' '}
            {selection.leis.length ? 'chosen institutions in this geography' : 'geography'} (CSV, no
            variable filters)
          </a>{' '}
          <span data-testid="geography-rows">
            {nationwide
              ? `— every record of the year${geographyRows === null ? '' : ` (${formatCount(geographyRows)} rows)`}`
              : geographyRows === null
                ? counts.status === 'loading'
                  ? '— counting…'
                  : '— row count not published'
                : `— ${filerCounts ? '' : 'about '}${formatCount(geographyRows)} rows`}
          </span>
        </li>
      </ul>
      <p role="status" className="datasets__download-status" data-testid="download-status">
        {current && state.status === 'checking'
          ? `Asking the data service for the ${FILES[state.name].title}…`
          : current && state.status === 'started'
            ? `The download of the ${FILES[state.name].title} has started: your browser shows its progress.`
            : ''}
      </p>
      {current && state.status === 'failed' && (
        <RetryAlert
          description={describeDownloadError(
            state.error,
            state.name,
            state.name === 'filtered' && query ? query : geographyQuery,
          )}
          retryLabel={FILES[state.name].retry}
          onRetry={download.retry}
          testId="download-error"
        />
      )}
      {large && (
        <Alert type="warning" slim data-testid="large-warning">
          {nationwide
            ? 'The nationwide file holds every record of the year: in the published data, millions of rows, more than the 1,048,576 rows Excel can open, and a very long download. '
            : `A file here has more than 1,048,576 rows, Excel's limit: Excel would cut it off. `}
          For the whole country, use the{' '}
          <a href={`/data-publication/snapshot-national-loan-level-dataset/${year}`}>
            Snapshot National Loan-Level Dataset files for {year}
          </a>{' '}
          instead.
        </Alert>
      )}
    </section>
  )
}

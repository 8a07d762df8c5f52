import { queryOptions } from '@tanstack/react-query'
import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { getJson, getText } from '@/lib/api/client'
import { isApiError } from '@/lib/api/errors'
import { useRemoteQuery } from '@/lib/api/queries'
import {
  parseIrsCsv,
  parseReportJson,
  ReportShapeError,
  type Report,
  type TableModel,
} from './reportModel'
import { ReportTable } from './ReportTable'

export interface ReportSource {
  /** Where the file is. */
  url: string
  /** 'json' for tables 1 2 3 4 5 9 I, 'irs' for the Institution Register Summary CSV. */
  format: 'json' | 'irs'
  id: string
  /** Words for messages: "table 1 for Dallas-Plano-Irving, TX in 2024". */
  what: string
  /** Caption of the IRS table (the CSV has none). */
  irsCaption?: string
  /** Name of the saved CSV. */
  csvName: string
}

type Loaded = { report: Report | null; table: TableModel; allZero: boolean }

async function load(source: ReportSource, signal: AbortSignal): Promise<Loaded> {
  if (source.format === 'irs') {
    const text = await getText(source.url, { signal })
    const table = parseIrsCsv(text, source.irsCaption ?? 'Institution Register Summary')
    return { report: null, table, allZero: false }
  }
  const raw = await getJson(source.url, (x) => x, { signal })
  const report = parseReportJson(raw, source.id)
  return { report, table: report.table, allZero: report.allZero }
}

/** A published report file, read into its table model (kept for the visit; failures are not). */
const reportQuery = (source: ReportSource) =>
  queryOptions({
    queryKey: ['files', 'report', source.format, source.url, source.id, source.irsCaption],
    queryFn: ({ signal }) => load(source, signal),
    staleTime: Infinity,
  })

/** Loads a report file and shows it as a table, or says plainly why it cannot. */
export function ReportViewer({ source }: { source: ReportSource }) {
  const remote = useRemoteQuery(reportQuery(source))
  if (remote.status === 'loading' || remote.status === 'idle') {
    return <Spinner label="Loading the report…" />
  }
  if (remote.status === 'error') {
    const error = remote.error
    if (isApiError(error) && error.kind === 'not-found') {
      return (
        <Alert type="warning" heading="This report is not published">
          <p>
            There is no {source.what}: the file server has no such report file. Reports are only
            produced where there are data for them; choose another report, area or year.
          </p>
        </Alert>
      )
    }
    if (error instanceof ReportShapeError) {
      return (
        <Alert type="error" heading="The report file could not be read">
          <p>
            {error.message} The file may be damaged; you can still{' '}
            <a href={source.url}>download the file as published</a>.
          </p>
        </Alert>
      )
    }
    return <ApiErrorAlert error={error} what={`the ${source.what}`} onRetry={remote.retry} />
  }
  const data = remote.data
  if (!data) return null
  const header = data.report?.header
  return (
    <div className="dp-report">
      {header && (
        <dl className="dp-report__facts">
          <div>
            <dt>Report</dt>
            <dd>
              {header.type} table {header.table}: {header.description}
            </dd>
          </div>
          {header.institution && (
            <div>
              <dt>Institution</dt>
              <dd>
                {header.institution.name} ({header.institution.lei})
              </dd>
            </div>
          )}
          <div>
            <dt>Year</dt>
            <dd>{header.year}</dd>
          </div>
          {header.reportDate && (
            <div>
              <dt>Produced</dt>
              <dd>{header.reportDate}</dd>
            </div>
          )}
        </dl>
      )}
      {data.allZero && (
        <Alert type="info" heading="Every value in this report is zero" slim>
          <p>
            The report was produced, but every count and amount in it is 0: there were no records of
            this kind for this area.
          </p>
        </Alert>
      )}
      {data.report?.header.msa.id === '99999' && (
        <p>
          MSA/MD 99999 covers properties outside any metropolitan statistical area or metropolitan
          division.
        </p>
      )}
      <ReportTable table={data.table} fileName={source.csvName} />
      <p className="dp-report__source">
        <a href={source.url}>The report file as published</a>
        {source.format === 'json' ? ' (JSON)' : ' (CSV)'}
      </p>
    </div>
  )
}

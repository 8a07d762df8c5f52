import { useRef } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { aggregateReportUrl, fileServerBase } from '@/lib/api/files'
import { stateMsaMdsQuery } from '@/lib/api/geography'
import { useRemoteQuery } from '@/lib/api/queries'
import { DataPage } from '../common'
import { OVERVIEW_CRUMB, type Crumb } from '../format'
import { useFocusOnArrival } from '../hooks'
import { PRODUCTS } from '../products'
import { aggregateStatesQuery } from './aggregateStates'
import { SelectStep, Step } from './pickers'
import { ReportPickerRoute, ReportStep, YearStep } from './ReportPicker'
import { aggregateReportIds } from './reportIds'
import { msaLabel } from './reportModel'
import { Report2017Lazy, ReportViewerLazy } from './lazyViewers'

const BASE = PRODUCTS.aggregate.path

/** /data-publication/aggregate-reports/{year}/{state}/{msa}/{report}, one step per segment. */
export function AggregateReports() {
  return (
    <ReportPickerRoute product="aggregate">
      {([year, state, msa, report], years) => (
        <AggregateSteps
          years={years}
          year={year}
          state={state?.toUpperCase()}
          msa={msa}
          report={report}
        />
      )}
    </ReportPickerRoute>
  )
}

function AggregateSteps({
  years,
  year,
  state,
  msa,
  report,
}: {
  years: string[]
  year?: string
  state?: string
  msa?: string
  report?: string
}) {
  const config = useConfig()
  const fileServer = fileServerBase(config)
  // The states with an MSA/MD in the year's list: reports exist only per MSA/MD.
  const states = useRemoteQuery({ ...aggregateStatesQuery(year ?? ''), enabled: !!year })
  const msas = useRemoteQuery({
    ...stateMsaMdsQuery(year ?? '', state ?? ''),
    enabled: !!(year && state),
  })
  const stateInfo = states.data?.all.find((s) => s.abbr === state)
  const msaInfo = msas.data?.find((m) => m.id === msa)
  const ids = year ? aggregateReportIds(year) : []
  const reportInfo = ids.find((r) => r.id === report)
  const focusRef = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(focusRef)

  const path = (...parts: (string | undefined)[]) => [BASE, ...parts].join('/')
  const msaName = msaInfo
    ? msaLabel({ id: msaInfo.id, name: `${msaInfo.name}, ${msaInfo.states.join('-')}` })
    : msa
      ? `MSA/MD ${msa}`
      : ''
  const trail: Crumb[] = [OVERVIEW_CRUMB, { label: 'Aggregate Reports', to: `${BASE}/` }]
  if (year) trail.push({ label: year, to: path(year) })
  if (year && state) trail.push({ label: stateInfo?.name ?? state, to: path(year, state) })
  if (year && state && msa) trail.push({ label: msaName, to: path(year, state, msa) })
  if (reportInfo) trail.push({ label: reportInfo.name })
  // The last crumb is the current page.
  const lastCrumb = trail.at(-1)
  if (lastCrumb) delete lastCrumb.to

  const title = ['Aggregate Reports', year, stateInfo?.abbr, msa, reportInfo && `table ${report}`]
    .filter(Boolean)
    .join(' ')

  // Which step has the focus after a choice: the one now asking, or the report.
  const current = !year ? 1 : !state ? 2 : !msa ? 3 : !report ? 4 : 5

  return (
    <DataPage
      title={title}
      heading="Aggregate Reports"
      description={
        reportInfo && year
          ? `HMDA aggregate report ${report} (${reportInfo.name}) for ${msaName}, ${year}, as an accessible table with a CSV download.`
          : 'HMDA aggregate reports: tables of all institutions’ lending in one metropolitan area. Choose a year, state, MSA/MD and report.'
      }
      trail={trail}
      intro={
        !year ? (
          <p>
            {PRODUCTS.aggregate.summary} {PRODUCTS.aggregate.schedule}{' '}
            <Link to={PRODUCTS.aggregate.docs}>About the aggregate reports</Link>.
          </p>
        ) : undefined
      }
    >
      <YearStep
        product="aggregate"
        years={years}
        year={year}
        headingRef={current === 1 ? focusRef : undefined}
      />

      {year && (
        <Step
          n={2}
          title="State"
          chosen={state ? <strong>{stateInfo?.name ?? state}</strong> : undefined}
          changeTo={path(year)}
          headingRef={current === 2 ? focusRef : undefined}
        >
          {states.status === 'loading' && <Spinner label="Loading the states…" />}
          {states.status === 'error' && (
            <ApiErrorAlert
              error={states.error}
              what="the list of states"
              onRetry={states.retry}
              headingLevel={3}
            />
          )}
          {states.data && (
            <>
              {states.data.without.length > 0 && (
                <p id="dp-states-without">
                  Aggregate reports are produced for each MSA/MD, so only the states and territories
                  with an MSA/MD in the {year} list are offered. Not listed:{' '}
                  {states.data.without.map((s) => s.name).join(', ')}.
                </p>
              )}
              <SelectStep
                label="State"
                options={states.data.offered.map((s) => ({ value: s.abbr, label: s.name }))}
                to={(abbr) => path(year, abbr)}
                submitLabel="Show its MSA/MDs"
              />
            </>
          )}
        </Step>
      )}

      {year && state && states.data && !stateInfo && (
        <Alert type="error" heading="Unknown state">
          <p>
            “{state}” is not a state abbreviation. <Link to={path(year)}>Choose a state</Link>.
          </p>
        </Alert>
      )}

      {year && state && (!states.data || stateInfo) && (
        <Step
          n={3}
          title="MSA/MD"
          chosen={msa ? <strong>{msaName}</strong> : undefined}
          changeTo={path(year, state)}
          headingRef={current === 3 ? focusRef : undefined}
        >
          {msas.status === 'loading' && <Spinner label="Loading the MSA/MDs…" />}
          {msas.status === 'error' && (
            <ApiErrorAlert
              error={msas.error}
              what={`the ${year} MSA/MD list`}
              onRetry={msas.retry}
              headingLevel={3}
            />
          )}
          {msas.data && msas.data.length === 0 && (
            <p>
              No MSA/MD of the {year} list lies in {stateInfo?.name ?? state}, so there are no{' '}
              {year} aggregate reports for it. <Link to={path(year)}>Choose another state</Link>.
            </p>
          )}
          {msas.data && msas.data.length > 0 && (
            <SelectStep
              label={`MSA/MD in ${stateInfo?.name ?? state}`}
              options={msas.data.map((m) => ({
                value: m.id,
                label: `${m.id} – ${m.name}, ${m.states.join('-')}`,
              }))}
              to={(id) => path(year, state, id)}
              submitLabel="Show its reports"
            />
          )}
        </Step>
      )}

      {year && state && msa && msas.data && !msaInfo && (
        <Alert type="error" heading="Unknown MSA/MD">
          <p>
            {msa} is not an MSA/MD of {stateInfo?.name ?? state} in the {year} list.{' '}
            <Link to={path(year, state)}>Choose an MSA/MD</Link>.
          </p>
        </Alert>
      )}

      {year && state && msa && (!msas.data || msaInfo) && (
        <ReportStep
          report={report}
          reportInfo={reportInfo}
          ids={ids}
          missing={`aggregate report “${report}” for ${year}`}
          changeTo={path(year, state, msa)}
          to={(id) => path(year, state, msa, id)}
          headingRef={current === 4 ? focusRef : undefined}
        />
      )}

      {year && state && msa && reportInfo && (!msas.data || msaInfo) && (
        <section aria-labelledby="dp-report-heading" className="dp-report-section print-alone">
          <h2 id="dp-report-heading" ref={current === 5 ? focusRef : undefined} tabIndex={-1}>
            {reportInfo.name}: {msaName}, {year}
          </h2>
          {year === '2017' ? (
            <Report2017Lazy url={aggregateReportUrl(fileServer, year, msa, reportInfo.id)} />
          ) : (
            <ReportViewerLazy
              source={{
                url: aggregateReportUrl(fileServer, year, msa, reportInfo.id),
                format: 'json',
                id: reportInfo.id,
                what: `aggregate table ${reportInfo.id} for ${msaName} in ${year}`,
                csvName: `hmda-aggregate-${year}-${msa}-table-${reportInfo.id}.csv`,
              }}
            />
          )}
        </section>
      )}
    </DataPage>
  )
}

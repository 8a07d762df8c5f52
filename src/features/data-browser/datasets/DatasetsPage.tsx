import { lazy, Suspense } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { SampleDataNotice } from '@/components/SampleDataNotice'
import { Spinner } from '@/components/Spinner'
import { Alert, AlertText } from '@/components/Alert'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { CopyLink } from './CopyLink'
import { DownloadsStep } from './DownloadsStep'
import { GeographyStep } from './GeographyStep'
import { InstitutionsStep } from './InstitutionsStep'
import { useDatasetsScreen } from './useDatasetsScreen'
import { VariablesStep } from './VariablesStep'
import { YearPicker } from './YearPicker'
import '@/styles/choices.css'
import '@/styles/tables.css'
import './datasets.css'

// The summary table appears only once a selection is complete: its code (table, sorting, CSV) is
// loaded then, not with the screen's first load.
const SummarySection = lazy(() =>
  import('./SummarySection').then((m) => ({ default: m.SummarySection })),
)

/** /data-browser/data/{year}; without a (known) year, the latest year of the config. */
export function DatasetsPage() {
  const { dataBrowserYears } = useConfig()
  const { year } = useParams()
  const location = useLocation()
  const latest = dataBrowserYears[0]
  if (!year && latest)
    return <Navigate replace to={`/data-browser/data/${latest}${location.search}`} />
  if (!year || !dataBrowserYears.includes(year))
    return (
      <div className="grid-container page">
        <PageMeta title="Data Browser: Datasets" description="HMDA Data Browser datasets." />
        <h1>Data Browser: Datasets</h1>
        <Alert type="error" heading={`No Data Browser data for ${year ?? 'this year'}`}>
          The Data Browser has the years {dataBrowserYears.join(', ')}. Choose one:{' '}
          {dataBrowserYears.map((y, i) => (
            <span key={y}>
              {i > 0 && ', '}
              <a href={`/data-browser/data/${y}${location.search}`}>{y}</a>
            </span>
          ))}
          .
        </Alert>
      </div>
    )
  return <DatasetsScreen year={year} years={dataBrowserYears} />
}

function DatasetsScreen({ year, years }: { year: string; years: string[] }) {
  const hydrated = useHydrated()
  const screen = useDatasetsScreen(year)
  const { selection, entry, notices, filers, source, query, total } = screen

  return (
    <div className="grid-container page datasets">
      <PageMeta
        title={`Data Browser: Datasets ${year}`}
        description="Filter the national HMDA loan-level data by geography, institution and up to two variables; summarize and download it."
      />
      <h1 tabIndex={-1}>Data Browser: Datasets</h1>
      <SampleDataNotice />
      <p className="usa-intro">
        Choose a geography, optionally institutions, and up to two variables to see how many records
        match, their share and loan amounts, and to download the matching records.
      </p>

      <div className="datasets__year">
        <YearPicker
          key={year}
          year={year}
          years={years}
          onSwitch={screen.changeYear}
          focus={entry.yearFocus === true}
        />
        {source && (
          <p className="datasets__source" data-testid="dataset-source">
            {year} figures come from the <strong>{source.dataset}</strong> dataset, data as of{' '}
            {source.frozen}.
          </p>
        )}
      </div>

      {/* What follows reads the query and remote data: rendered once hydrated (see useHydrated). */}
      {!hydrated ? (
        <div className="datasets-pending" />
      ) : (
        <>
          {notices.length > 0 && (
            <Alert type="info" slim live data-testid="dropped-notice" wrapText={false}>
              <AlertText>
                Not kept for {year}: {notices.join('; ')}.
              </AlertText>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={screen.dismissNotices}
              >
                Dismiss this notice
              </button>
            </Alert>
          )}

          <GeographyStep
            year={year}
            selection={selection}
            geoRemote={screen.geoRemote}
            geoOptions={screen.geoOptions}
            setCategory={screen.setCategory}
            addItem={screen.addItem}
            removeItem={screen.removeItem}
          />

          <InstitutionsStep
            selection={selection}
            filers={filers}
            onChange={screen.setLeis}
            disabled={!screen.filersKey}
          />

          <VariablesStep year={year} selection={selection} onChange={screen.choose} />

          {query && (
            <Suspense fallback={<Spinner label="Loading the summary…" />}>
              <SummarySection year={year} query={query} remote={screen.aggregations} />
            </Suspense>
          )}

          <DownloadsStep
            year={year}
            base={screen.base}
            selection={selection}
            query={query}
            filteredRows={total}
            filers={filers.data ?? null}
          />

          <CopyLink />
        </>
      )}
    </div>
  )
}

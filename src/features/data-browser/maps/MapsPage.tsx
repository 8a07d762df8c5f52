import { Link, Navigate, useLocation, useParams } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { featureCsvUrl } from './mapData'
import { MapCanvas } from './MapCanvas'
import { describeRow, fmt } from './mapTable'
import { MapTable } from './MapTable'
import { FeatureReport } from './FeatureReport'
import { MapsForm } from './MapsForm'
import { MapsLegend } from './MapsLegend'
import { MapsStatus } from './MapsStatus'
import { useMapsScreen } from './useMapsScreen'
import '@/styles/choices.css'
import '@/styles/tables.css'
import './maps.css'

const TITLE = 'Data Browser: Maps'
const DESCRIPTION = 'HMDA records per 1,000 people by state and county, on a map and in a table.'

/** /data-browser/maps/{year}; without a (known) year, the latest maps year of the config. */
export function MapsPage() {
  const { dataBrowserMapsYears } = useConfig()
  const { year } = useParams()
  const location = useLocation()
  const latest = dataBrowserMapsYears[0]
  if (!year && latest)
    return <Navigate replace to={`/data-browser/maps/${latest}${location.search}`} />
  if (!year || !dataBrowserMapsYears.includes(year))
    return (
      <div className="grid-container page">
        <PageMeta title={TITLE} description={DESCRIPTION} />
        <h1>{TITLE}</h1>
        <Alert type="error" heading={`No maps for ${year ?? 'this year'}`}>
          The maps cover the years {dataBrowserMapsYears.join(', ')}. Choose one:{' '}
          {dataBrowserMapsYears.map((y, i) => (
            <span key={y}>
              {i > 0 && ', '}
              <a href={`/data-browser/maps/${y}${location.search}`}>{y}</a>
            </span>
          ))}
          .
        </Alert>
      </div>
    )
  return <MapsScreen year={year} years={dataBrowserMapsYears} />
}

function MapsScreen({ year, years }: { year: string; years: string[] }) {
  const config = useConfig()
  const hydrated = useHydrated()
  const location = useLocation()
  const screen = useMapsScreen(year)
  const { state, rows, selected, selection, noun } = screen
  const { geography, feature } = state

  return (
    <div className="grid-container page maps-page">
      <PageMeta title={`${TITLE} ${year}`} description={DESCRIPTION} />
      <h1>
        {TITLE} {year}
      </h1>
      <p>
        Each state or county is shaded by its HMDA records with the chosen values, per 1,000 people
        (population: U.S. Census Bureau estimates). The table beside the map has the same numbers.
      </p>
      <nav aria-label="Maps years" className="maps-years">
        Years:{' '}
        {years.map((y, i) => (
          <span key={y}>
            {i > 0 && ' · '}
            {y === year ? (
              <strong aria-current="page">{y}</strong>
            ) : (
              <Link to={`/data-browser/maps/${y}${location.search}`}>{y}</Link>
            )}
          </span>
        ))}
      </nav>

      {/* What follows reads the query and remote data: rendered once hydrated (see useHydrated). */}
      {!hydrated ? (
        <div className="maps-pending" />
      ) : (
        <>
          <MapsForm screen={screen} />
          <MapsStatus screen={screen} year={year} />

          <div className="maps-layout">
            <div className="maps-map">
              <h2>
                {selection}, by {noun}
              </h2>
              {screen.geometry.status === 'loading' && (
                <Spinner label="Loading the map outlines…" />
              )}
              {screen.geometry.status === 'error' && (
                <ApiErrorAlert
                  error={screen.geometry.error}
                  what="the map outlines"
                  onRetry={screen.geometry.retry}
                  type="warning"
                  headingLevel={3}
                />
              )}
              <MapCanvas
                geometry={screen.geometry.data}
                ready={rows.length > 0}
                geography={geography}
                fills={screen.fills}
                selectedId={selected?.geoId ?? null}
                label={`Map of the ${screen.nouns} shaded by records per 1,000 people with ${selection}. The same numbers are in the table.`}
                tooltip={
                  screen.hovered && {
                    geoId: screen.hovered.geoId,
                    text: describeRow(screen.hovered),
                  }
                }
                onHover={screen.onMapHover}
                onPick={screen.onMapPick}
              />
              {screen.bins.length > 0 && <MapsLegend bins={screen.bins} />}
              {screen.unmapped.length > 0 && (
                <p className="maps-unmapped">
                  Not on the map (no outline in the Census Bureau’s 2017 boundaries), but in the
                  table: {screen.unmapped.slice(0, 5).join('; ')}
                  {screen.unmapped.length > 5 && ` and ${fmt(screen.unmapped.length - 5)} more`}.
                </p>
              )}

              {selected && screen.model && (
                <FeatureReport
                  headingRef={screen.reportHeading}
                  row={selected}
                  data={screen.model.data}
                  state={state}
                  filter={screen.applied}
                  selection={selection}
                  year={year}
                  csvHref={featureCsvUrl(config.api.dataBrowser, year, state, selected.key)}
                  onDatasets={config.dataBrowserYears.includes(year)}
                  onClear={screen.clearSelection}
                />
              )}
              {feature && rows.length > 0 && !selected && (
                <Alert type="warning" slim live>
                  The {year} data have no {noun} “{feature}”. Choose one in the table.
                </Alert>
              )}
            </div>

            {screen.model && (
              <MapTable
                key={geography}
                rows={rows}
                geography={geography}
                selection={selection}
                selectedKey={selected?.key ?? null}
                csvName={screen.csvName}
                onHover={screen.setHover}
                onSelect={screen.selectFromTable}
              />
            )}
          </div>
        </>
      )}
    </div>
  )
}

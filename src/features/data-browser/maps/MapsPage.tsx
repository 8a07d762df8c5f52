import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { fileServerBase } from '@/lib/api/files'
import { loadCounties, loadPopulation, loadStates } from '@/lib/api/geography'
import { loadMapFilter } from '@/lib/api/mapsFilters'
import { useSampleData } from '@/lib/api/sampleData'
import { useRemote } from '@/lib/api/useRemote'
import {
  binOf,
  featureCsvUrl,
  findVariable,
  loadMapData,
  makeBins,
  MAPS_VARIABLES,
  NO_DATA_COLOR,
  parseMapSearch,
  toMapSearch,
  type Bin,
  type Geography,
  type MapData,
  type MapState,
} from './mapData'
import { loadGeometry, type Geometry } from './geometry'
import { MapCanvas } from './MapCanvas'
import { CHANGE_MARK, DATA_MARK } from './marks'
import {
  buildFeatures,
  buildRows,
  describeRow,
  emptyRow,
  fmt,
  tableCsvName,
  type AppliedFilter,
  type Feature,
} from './mapTable'
import { MapTable } from './MapTable'
import { FeatureReport } from './FeatureReport'
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

interface PageModel {
  data: MapData
  /** Every feature of the base data with its outline id, name and population (built once). */
  features: Feature[]
  /** The listed features without records (a deep link or a click on a grey shape opens these). */
  empty: Map<string, Feature>
}

async function loadPage(
  year: string,
  geography: Geography,
  signal: AbortSignal,
): Promise<PageModel> {
  const o = { signal }
  const [data, population, states, counties] = await Promise.all([
    loadMapData(year, geography, o),
    loadPopulation(year, o),
    loadStates(o),
    geography === 'county' ? loadCounties(year, o) : Promise.resolve([]),
  ])
  performance.mark(`${DATA_MARK}:${geography}`)
  return { data, ...buildFeatures(data, states, counties, population) }
}

function MapsScreen({ year, years }: { year: string; years: string[] }) {
  const config = useConfig()
  const hydrated = useHydrated()
  const fileServer = fileServerBase(config)
  const sample = useSampleData()
  const location = useLocation()
  const navigate = useNavigate()
  const { state, dropped } = useMemo(() => parseMapSearch(location.search), [location.search])
  const { geography, variable: variableId, value, filter, filterValue, feature } = state
  const [hover, setHover] = useState<string | null>(null)
  const reportHeading = useRef<HTMLHeadingElement>(null)
  const focusReport_ = useRef(false)

  const page = useRemote(`${year}/${geography}`, (signal) => loadPage(year, geography, signal))
  const geometry = useRemote<Geometry>(geography, () => loadGeometry(geography))
  // The filter file holds, within the main selection, the counts of every other variable: one
  // file serves every second filter of the same variable and value.
  const filterFile = useRemote(
    filter && filterValue ? `${fileServer}/${year}/${geography}/${variableId}/${value}` : null,
    (signal) => loadMapFilter(fileServer, year, geography, variableId, value, { signal }),
  )
  const applied: AppliedFilter | null = useMemo(
    () =>
      filter && filterValue && filterFile.data
        ? { variable: filter, value: filterValue, counts: filterFile.data }
        : null,
    [filter, filterValue, filterFile.data],
  )

  const go = useCallback(
    (next: Partial<MapState>) => {
      performance.mark(CHANGE_MARK)
      void navigate(`?${toMapSearch({ ...state, ...next })}`, { replace: true })
    },
    [navigate, state],
  )

  const model = page.data ?? null
  // While the second filter loads, nothing is shown rather than numbers without it.
  const waitingForFilter = Boolean(filter && filterValue && filterFile.status === 'loading')
  const rows = useMemo(
    () =>
      model && !waitingForFilter
        ? buildRows(model.features, model.data, variableId, value, applied)
        : [],
    [model, variableId, value, applied, waitingForFilter],
  )
  const bins = useMemo(() => makeBins(rows.map((r) => r.rate)), [rows])
  const byGeoId = useMemo(() => new Map(rows.map((r) => [r.geoId, r])), [rows])
  const byKey = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows])
  const fills = useMemo(
    () => new Map(rows.map((r) => [r.geoId, binOf(bins, r.rate)?.color ?? NO_DATA_COLOR])),
    [rows, bins],
  )
  const shapeById = useMemo(
    () => new Map((geometry.data?.shapes ?? []).map((s) => [s.id, s])),
    [geometry.data],
  )

  // Features of the data without an outline (territories; Connecticut's planning regions, which
  // replaced its counties in the data from 2022, are not in the 2017 boundaries).
  const unmapped = useMemo(
    () => (geometry.data ? rows.filter((r) => !shapeById.has(r.geoId)).map((r) => r.name) : []),
    [geometry.data, rows, shapeById],
  )
  const variable = MAPS_VARIABLES.find((v) => v.id === variableId)
  const filterVariable = MAPS_VARIABLES.find((v) => v.id === filter)
  const nameOf = (id: string, v: string) =>
    (model && findVariable(model.data, id)?.values.find((x) => x.value === v)?.name) ??
    MAPS_VARIABLES.find((x) => x.id === id)?.options.find((x) => x.value === v)?.name ??
    v
  const mainSelection = `${variable?.label ?? variableId}: ${nameOf(variableId, value)}`
  const selection =
    applied && filterVariable
      ? `${mainSelection} and ${filterVariable.label}: ${nameOf(applied.variable, applied.value)}`
      : mainSelection
  // A listed feature without records (a deep link, a click on its grey shape) gets a report too.
  const emptyFeature = feature && rows.length > 0 ? model?.empty.get(feature) : undefined
  const selected = (feature && byKey.get(feature)) || (emptyFeature ? emptyRow(emptyFeature) : null)
  const hovered = (hover && byKey.get(hover)) || null
  const noun = geography === 'state' ? 'state' : 'county'
  const nouns = geography === 'state' ? 'states' : 'counties'

  const select = useCallback(
    (key: string, focusReport: boolean) => {
      focusReport_.current = focusReport
      go({ feature: key })
    },
    [go],
  )
  const selectFromTable = useCallback((key: string) => select(key, true), [select])
  const clearSelection = useCallback(() => go({ feature: null }), [go])
  const onMapHover = useCallback(
    (geoId: string | null) => setHover(geoId ? (byGeoId.get(geoId)?.key ?? null) : null),
    [byGeoId],
  )
  const onMapPick = useCallback(
    (geoId: string) => {
      const key =
        byGeoId.get(geoId)?.key ??
        [...(model?.empty.values() ?? [])].find((f) => f.geoId === geoId)?.key
      if (key) select(key, false)
    },
    [byGeoId, model, select],
  )
  // After a choice from the table, focus moves to the report once it shows.
  useEffect(() => {
    if (selected && focusReport_.current) {
      focusReport_.current = false
      reportHeading.current?.focus()
    }
  }, [selected])

  const csvName = useCallback(
    (query: string) =>
      tableCsvName({ year, geography, variable: variableId, value }, applied, query),
    [year, geography, variableId, value, applied],
  )

  const valueOptions = (id: string) =>
    (model && findVariable(model.data, id)?.values) ||
    MAPS_VARIABLES.find((v) => v.id === id)?.options ||
    []

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
          {dropped.length > 0 && (
            <Alert type="warning" slim live>
              Parts of the address were not used: {dropped.join('; ')}.
            </Alert>
          )}

          <form className="usa-form maps-form" onSubmit={(e) => e.preventDefault()}>
            <fieldset className="usa-fieldset">
              <legend className="usa-legend">Geography</legend>
              {(['state', 'county'] as Geography[]).map((g) => (
                <div className="usa-radio" key={g}>
                  <input
                    className="usa-radio__input"
                    id={`maps-geography-${g}`}
                    type="radio"
                    name="geography"
                    value={g}
                    checked={geography === g}
                    onChange={() => go({ geography: g, feature: null })}
                  />
                  <label className="usa-radio__label" htmlFor={`maps-geography-${g}`}>
                    {g === 'state' ? 'States' : 'Counties'}
                  </label>
                </div>
              ))}
            </fieldset>
            <label className="usa-label" htmlFor="maps-variable">
              Variable
            </label>
            <select
              className="usa-select"
              id="maps-variable"
              value={variableId}
              onChange={(e) => {
                const v = MAPS_VARIABLES.find((x) => x.id === e.target.value)
                if (!v) return
                // The second filter cannot be the same variable.
                const clash = v.id === filter
                go({
                  variable: v.id,
                  value: v.values[0] ?? '',
                  ...(clash ? { filter: null, filterValue: null } : {}),
                })
              }}
            >
              {MAPS_VARIABLES.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.label}
                </option>
              ))}
            </select>
            <label className="usa-label" htmlFor="maps-value">
              Value
            </label>
            <select
              className="usa-select"
              id="maps-value"
              value={value}
              onChange={(e) => go({ value: e.target.value })}
            >
              {valueOptions(variableId).map((v) => (
                <option key={v.value} value={v.value}>
                  {v.name}
                </option>
              ))}
            </select>
            <fieldset className="usa-fieldset maps-filter">
              <legend className="usa-legend">Second filter (optional)</legend>
              <label className="usa-label" htmlFor="maps-filter">
                Filter variable
              </label>
              <select
                className="usa-select"
                id="maps-filter"
                value={filter ?? ''}
                onChange={(e) => {
                  const v = MAPS_VARIABLES.find((x) => x.id === e.target.value)
                  go(
                    v
                      ? { filter: v.id, filterValue: v.values[0] ?? null }
                      : { filter: null, filterValue: null },
                  )
                }}
              >
                <option value="">None</option>
                {MAPS_VARIABLES.filter((v) => v.id !== variableId).map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                  </option>
                ))}
              </select>
              {filter && (
                <>
                  <label className="usa-label" htmlFor="maps-filter-value">
                    Filter value
                  </label>
                  <select
                    className="usa-select"
                    id="maps-filter-value"
                    value={filterValue ?? ''}
                    onChange={(e) => go({ filterValue: e.target.value })}
                  >
                    {valueOptions(filter).map((v) => (
                      <option key={v.value} value={v.value}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </fieldset>
          </form>

          {applied && sample && (
            <Alert type="warning" slim live data-testid="sample-data-notice">
              <strong>Sample data.</strong> The second filter’s counts come from the local
              development services: generated samples, not published HMDA data. Without a second
              filter the map uses the published base data.
            </Alert>
          )}
          {filterFile.status === 'error' && (
            <div className="maps-filter-error">
              <ApiErrorAlert
                error={filterFile.error}
                what="the file of the second filter"
                onRetry={filterFile.retry}
                type="warning"
              />
              <p>
                The map and the table below show {mainSelection} without the second filter.{' '}
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => go({ filter: null, filterValue: null })}
                >
                  Remove the second filter
                </button>
              </p>
            </div>
          )}
          {waitingForFilter && <Spinner label="Loading the second filter’s counts…" />}
          {page.status === 'loading' && <Spinner label={`Loading the ${year} ${noun} data…`} />}
          {page.status === 'error' && (
            <ApiErrorAlert
              error={page.error}
              what={`the ${year} ${noun} data`}
              onRetry={page.retry}
            />
          )}

          <div className="maps-layout">
            <div className="maps-map">
              <h2>
                {selection}, by {noun}
              </h2>
              {geometry.status === 'loading' && <Spinner label="Loading the map outlines…" />}
              {geometry.status === 'error' && (
                <ApiErrorAlert
                  error={geometry.error}
                  what="the map outlines"
                  onRetry={geometry.retry}
                  type="warning"
                  headingLevel={3}
                />
              )}
              <MapCanvas
                geometry={geometry.data}
                ready={rows.length > 0}
                geography={geography}
                fills={fills}
                selectedId={selected?.geoId ?? null}
                label={`Map of the ${nouns} shaded by records per 1,000 people with ${selection}. The same numbers are in the table.`}
                tooltip={hovered && { geoId: hovered.geoId, text: describeRow(hovered) }}
                onHover={onMapHover}
                onPick={onMapPick}
              />
              {bins.length > 0 && <Legend bins={bins} />}
              {unmapped.length > 0 && (
                <p className="maps-unmapped">
                  Not on the map (no outline in the Census Bureau’s 2017 boundaries), but in the
                  table: {unmapped.slice(0, 5).join('; ')}
                  {unmapped.length > 5 && ` and ${fmt(unmapped.length - 5)} more`}.
                </p>
              )}

              {selected && model && (
                <FeatureReport
                  headingRef={reportHeading}
                  row={selected}
                  data={model.data}
                  state={state}
                  filter={applied}
                  selection={selection}
                  year={year}
                  csvHref={featureCsvUrl(config.api.dataBrowser, year, state, selected.key)}
                  onDatasets={config.dataBrowserYears.includes(year)}
                  onClear={clearSelection}
                />
              )}
              {feature && rows.length > 0 && !selected && (
                <Alert type="warning" slim live>
                  The {year} data have no {noun} “{feature}”. Choose one in the table.
                </Alert>
              )}
            </div>

            {model && (
              <MapTable
                key={geography}
                rows={rows}
                geography={geography}
                selection={selection}
                selectedKey={selected?.key ?? null}
                csvName={csvName}
                onHover={setHover}
                onSelect={selectFromTable}
              />
            )}
          </div>
        </>
      )}
    </div>
  )
}

function Legend({ bins }: { bins: Bin[] }) {
  return (
    <div className="maps-legend">
      <h3 id="maps-legend-heading">Records per 1,000 people</h3>
      <ul aria-labelledby="maps-legend-heading">
        {bins.map((b) => (
          <li key={b.label}>
            <span className="maps-swatch" style={{ background: b.color }} />
            {b.label}
          </li>
        ))}
        <li>
          <span className="maps-swatch" style={{ background: NO_DATA_COLOR }} />
          No records or no population figure
        </li>
      </ul>
    </div>
  )
}

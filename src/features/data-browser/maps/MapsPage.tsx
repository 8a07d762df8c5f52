import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { ApiErrorAlert } from '../../../components/ApiErrorAlert'
import { PageMeta } from '../../../components/PageMeta'
import { Spinner } from '../../../components/Spinner'
import { useHydrated } from '../../../config/hydration'
import { useConfig } from '../../../config/useConfig'
import { fileServerBase } from '../../../lib/api/files'
import { loadCounties, loadPopulation, loadStates } from '../../../lib/api/geography'
import { filteredCount, loadMapFilter, type MapFilterCounts } from '../../../lib/api/mapsFilters'
import { useSampleData } from '../../../lib/api/sampleData'
import { useRemote } from '../../../lib/api/useRemote'
import { csvCode, csvRow } from '../../../lib/csv'
import {
  binOf,
  countIndex,
  countOf,
  datasetsLink,
  featureCsvUrl,
  findVariable,
  loadMapData,
  makeBins,
  MAPS_VARIABLES,
  NO_DATA_COLOR,
  parseMapSearch,
  perThousand,
  toMapSearch,
  totalOf,
  titleCase,
  type Bin,
  type Geography,
  type MapData,
  type MapState,
} from './mapData'
import { loadGeometry, type Geometry } from './geometry'
import { MapCanvas } from './MapCanvas'
import { CHANGE_MARK, DATA_MARK } from './marks'
import '../../../styles/choices.css'
import '../../../styles/tables.css'
import './maps.css'

const TITLE = 'Data Browser: Maps'
const DESCRIPTION = 'HMDA records per 1,000 people by state and county, on a map and in a table.'
/** Rows per page of the table (the states fit on one page; the counties take 33). */
export const TABLE_PAGE_SIZE = 100

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
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">No maps for {year ?? 'this year'}</h2>
            <p className="usa-alert__text">
              The maps cover the years {dataBrowserMapsYears.join(', ')}. Choose one:{' '}
              {dataBrowserMapsYears.map((y, i) => (
                <span key={y}>
                  {i > 0 && ', '}
                  <a href={`/data-browser/maps/${y}${location.search}`}>{y}</a>
                </span>
              ))}
              .
            </p>
          </div>
        </div>
      </div>
    )
  return <MapsScreen year={year} years={dataBrowserMapsYears} />
}

interface Row {
  /** Key of the base data: state abbreviation or county FIPS. */
  key: string
  /** Id of the outline: state or county FIPS. */
  geoId: string
  name: string
  count: number
  total: number
  population: number | null
  rate: number | null
}

/** The second filter as applied to the numbers: its variable, value and the filter file. */
interface AppliedFilter {
  variable: string
  value: string
  counts: MapFilterCounts
}

interface Feature {
  key: string
  geoId: string
  name: string
  population: number | null
}

interface PageModel {
  data: MapData
  /** Every feature of the base data with its outline id, name and population (built once). */
  features: Feature[]
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
  const stateByAbbr = new Map(states.map((st) => [st.abbr, st]))
  const countyByCode = new Map(counties.map((c) => [c.code, c]))
  const features: Feature[] = []
  for (const key of data.features.keys()) {
    if (key === 'NA') continue
    if (geography === 'state') {
      const st = stateByAbbr.get(key)
      if (!st) continue
      features.push({
        key,
        geoId: st.code,
        name: st.name,
        population: population.states[st.code] ?? null,
      })
    } else {
      const c = countyByCode.get(key)
      features.push({
        key,
        geoId: key,
        name: c ? `${titleCase(c.name)}, ${c.state}` : `County ${key}`,
        population: population.counties[key] ?? null,
      })
    }
  }
  return { data, features }
}

/** The table's rows for a selection (one pass over the features; no lookups per feature). */
function buildRows(
  model: PageModel,
  variable: string,
  value: string,
  filter: AppliedFilter | null,
): Row[] {
  const { data } = model
  const index = countIndex(data, variable, value)
  return model.features.map((f) => {
    const count = filter
      ? filteredCount(filter.counts, f.key, filter.variable, filter.value)
      : index === null
        ? 0
        : (data.features.get(f.key)?.[index] ?? 0)
    return {
      ...f,
      count,
      total: totalOf(data, f.key),
      rate: perThousand(count, f.population ?? undefined),
    }
  })
}

type SortKey = 'name' | 'count' | 'rate'
interface Sort {
  key: SortKey
  ascending: boolean
}
const fmt = (n: number) => n.toLocaleString('en-US')
const fmtRate = (n: number | null) =>
  n === null
    ? 'no population figure'
    : `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} per 1,000 people`
const tooltipText = (r: Row) => `${r.name}: ${fmtRate(r.rate)} (${fmt(r.count)} records)`

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-')

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
  const [sort, setSort] = useState<Sort>({ key: 'name', ascending: true })
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
    () => (model && !waitingForFilter ? buildRows(model, variableId, value, applied) : []),
    [model, variableId, value, applied, waitingForFilter],
  )
  const bins = useMemo(() => makeBins(rows.map((r) => r.rate)), [rows])
  const byGeoId = useMemo(() => new Map(rows.map((r) => [r.geoId, r])), [rows])
  const byKey = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows])
  const fills = useMemo(
    () => new Map(rows.map((r) => [r.geoId, binOf(bins, r.rate)?.color ?? NO_DATA_COLOR])),
    [rows, bins],
  )
  const sorted = useMemo(() => {
    const out = [...rows]
    const dir = sort.ascending ? 1 : -1
    const byName = (a: Row, b: Row) => a.name.localeCompare(b.name)
    out.sort((a, b) => {
      if (sort.key === 'name') return dir * byName(a, b)
      const x = sort.key === 'count' ? a.count : (a.rate ?? -1)
      const y = sort.key === 'count' ? b.count : (b.rate ?? -1)
      return dir * (x - y) || byName(a, b)
    })
    return out
  }, [rows, sort])
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
  const selected = (feature && byKey.get(feature)) || null
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
      const row = byGeoId.get(geoId)
      if (row) select(row.key, false)
    },
    [byGeoId, select],
  )
  // After a choice from the table, focus moves to the report once it shows.
  useEffect(() => {
    if (selected && focusReport_.current) {
      focusReport_.current = false
      reportHeading.current?.focus()
    }
  }, [selected])

  const downloadCsv = () => {
    const lines = [
      csvRow([noun, 'code', 'records', 'population', 'records per 1,000 people']),
      ...sorted.map((r) =>
        csvRow([
          r.name,
          csvCode(r.key), // as text: county FIPS 01001 must not become 1001
          String(r.count),
          r.population === null ? '' : String(r.population),
          r.rate === null ? '' : r.rate.toFixed(2),
        ]),
      ),
    ]
    const filterPart = applied ? `-${applied.variable}-${slug(applied.value)}` : ''
    downloadText(
      `hmda-map-${year}-${geography}-${variableId}-${slug(value)}${filterPart}.csv`,
      `${lines.join('\r\n')}\r\n`,
    )
  }

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
            <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  Parts of the address were not used: {dropped.join('; ')}.
                </p>
              </div>
            </div>
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
            <div
              className="usa-alert usa-alert--warning usa-alert--slim"
              role="status"
              data-testid="sample-data-notice"
            >
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  <strong>Sample data.</strong> The second filter’s counts come from the local
                  development services: generated samples, not published HMDA data. Without a second
                  filter the map uses the published base data.
                </p>
              </div>
            </div>
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
                tooltip={hovered && { geoId: hovered.geoId, text: tooltipText(hovered) }}
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
                  selection={selection}
                  year={year}
                  csvHref={featureCsvUrl(config.api.dataBrowser, year, state, selected.key)}
                  onDatasets={config.dataBrowserYears.includes(year)}
                  onClear={clearSelection}
                />
              )}
              {feature && rows.length > 0 && !selected && (
                <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
                  <div className="usa-alert__body">
                    <p className="usa-alert__text">
                      The {year} data have no {noun} “{feature}”. Choose one in the table.
                    </p>
                  </div>
                </div>
              )}
            </div>

            {rows.length > 0 && (
              <div className="maps-table">
                <h2 id="maps-table-heading">Table: {selection}</h2>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={downloadCsv}
                >
                  Download this table (CSV, all {fmt(rows.length)} {nouns})
                </button>
                <MapTable
                  rows={sorted}
                  noun={noun}
                  nouns={nouns}
                  selection={selection}
                  selectedKey={selected?.key ?? null}
                  sort={sort}
                  onSort={setSort}
                  onHover={setHover}
                  onSelect={selectFromTable}
                />
              </div>
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

/* ---- the table: sortable, paged, searchable; the keyboard path to every feature ---- */

const MapTable = memo(function MapTable({
  rows,
  noun,
  nouns,
  selection,
  selectedKey,
  sort,
  onSort,
  onHover,
  onSelect,
}: {
  rows: Row[]
  noun: string
  nouns: string
  selection: string
  selectedKey: string | null
  sort: Sort
  onSort: (update: (s: Sort) => Sort) => void
  onHover: (key: string | null) => void
  onSelect: (key: string) => void
}) {
  const [query, setQuery] = useState('')
  const folded = query.trim().toLowerCase()
  const shown = useMemo(
    () => (folded ? rows.filter((r) => r.name.toLowerCase().includes(folded)) : rows),
    [rows, folded],
  )
  // The page follows the selection: a feature chosen on the map or in the address is on the page
  // shown. Paging by hand keeps its page until the rows, the search or the selection change.
  const anchor = `${selectedKey ?? ''}\u0000${folded}`
  const pageOfSelection = () => {
    const at = selectedKey ? shown.findIndex((r) => r.key === selectedKey) : -1
    return at >= 0 ? Math.floor(at / TABLE_PAGE_SIZE) : null
  }
  const [pager, setPager] = useState(() => ({ page: pageOfSelection() ?? 0, anchor, rows: shown }))
  let pageIndex = pager.page
  if (pager.anchor !== anchor || pager.rows !== shown) {
    pageIndex =
      pageOfSelection() ??
      (pager.anchor === anchor
        ? Math.min(pager.page, Math.max(0, Math.ceil(shown.length / TABLE_PAGE_SIZE) - 1))
        : 0)
    setPager({ page: pageIndex, anchor, rows: shown })
  }
  const pages = Math.max(1, Math.ceil(shown.length / TABLE_PAGE_SIZE))
  const first = pageIndex * TABLE_PAGE_SIZE
  const visible = shown.slice(first, first + TABLE_PAGE_SIZE)
  const goTo = (page: number) => setPager((p) => ({ ...p, page }))

  const sortButton = (key: SortKey, label: string) => (
    <button
      type="button"
      className="maps-sort"
      onClick={() =>
        onSort((s) => ({ key, ascending: s.key === key ? !s.ascending : key === 'name' }))
      }
    >
      {label}
      <span aria-hidden="true">{sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
    </button>
  )
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : undefined
  const range =
    shown.length === 0
      ? `No ${nouns} match “${query.trim()}”.`
      : `${noun === 'state' ? 'States' : 'Counties'} ${fmt(first + 1)}–${fmt(first + visible.length)} of ${fmt(shown.length)}${folded ? ` matching “${query.trim()}”` : ''}`

  return (
    <>
      {rows.length > TABLE_PAGE_SIZE && (
        <div className="usa-form maps-table-find">
          <label className="usa-label" htmlFor="maps-table-find">
            Find a {noun} in the table
          </label>
          <input
            className="usa-input"
            id="maps-table-find"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      )}
      <p className="maps-table-range" aria-live="polite">
        {range}
      </p>
      <div
        className="usa-table-container--scrollable maps-table-scroll"
        tabIndex={0}
        role="region"
        aria-labelledby="maps-table-heading"
      >
        <table className="usa-table usa-table--compact">
          <caption className="usa-sr-only">
            {fmt(rows.length)} {nouns}: records with {selection} and records per 1,000 people.
            Choose a {noun} to see its report.
            {pages > 1 && ` Page ${pageIndex + 1} of ${pages}.`}
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('name')}>
                {sortButton('name', noun === 'state' ? 'State' : 'County')}
              </th>
              <th scope="col" aria-sort={ariaSort('count')}>
                {sortButton('count', 'Records')}
              </th>
              <th scope="col" aria-sort={ariaSort('rate')}>
                {sortButton('rate', 'Per 1,000 people')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.key} className={r.key === selectedKey ? 'maps-row-selected' : ''}>
                <th scope="row">
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    aria-pressed={r.key === selectedKey}
                    onFocus={() => onHover(r.key)}
                    onBlur={() => onHover(null)}
                    onMouseEnter={() => onHover(r.key)}
                    onClick={() => onSelect(r.key)}
                  >
                    {r.name}
                  </button>
                </th>
                <td>{fmt(r.count)}</td>
                <td>
                  {r.rate === null
                    ? '—'
                    : r.rate.toLocaleString('en-US', { minimumFractionDigits: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="maps-pager" aria-label={`Pages of the ${noun} table`}>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={pageIndex === 0}
            onClick={() => goTo(pageIndex - 1)}
          >
            Previous {TABLE_PAGE_SIZE}
          </button>
          <span>
            Page {pageIndex + 1} of {pages}
          </span>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={pageIndex >= pages - 1}
            onClick={() => goTo(pageIndex + 1)}
          >
            Next {TABLE_PAGE_SIZE}
          </button>
        </nav>
      )}
    </>
  )
})

const FeatureReport = memo(function FeatureReport({
  headingRef,
  row,
  data,
  state,
  selection,
  year,
  csvHref,
  onDatasets,
  onClear,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>
  row: Row
  data: MapData
  state: MapState
  selection: string
  year: string
  csvHref: string
  /** Whether the Datasets screen offers this year (config dataBrowserYears). */
  onDatasets: boolean
  onClear: () => void
}) {
  return (
    <section className="maps-report" aria-labelledby="maps-report-heading">
      <h2 id="maps-report-heading" ref={headingRef} tabIndex={-1}>
        {row.name}
      </h2>
      <p>
        {tooltipText(row)} with {selection}, of {fmt(row.total)} records in all.
      </p>
      <ul className="usa-list">
        <li>
          {onDatasets ? (
            <Link to={datasetsLink(year, state, row.key)}>
              This selection for {row.name} on the Datasets screen
            </Link>
          ) : (
            <>The Datasets screen does not offer {year} yet; the API CSV below has the records.</>
          )}
        </li>
        <li>
          <a href={csvHref}>The records of this selection for {row.name} (API CSV)</a>
        </li>
      </ul>
      <button type="button" className="usa-button usa-button--unstyled" onClick={onClear}>
        Clear the selection
      </button>
      <h3>
        All {fmt(row.total)} records of {row.name}, by variable
      </h3>
      {data.variables
        .filter((v) => v.id !== state.variable)
        .map((v) => (
          <table className="usa-table usa-table--compact usa-table--borderless" key={v.id}>
            <caption>{v.label}</caption>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Records</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {v.values.map((x) => {
                const n = countOf(data, row.key, v.id, x.value) ?? 0
                return (
                  <tr key={x.value}>
                    <th scope="row">{x.name}</th>
                    <td>{fmt(n)}</td>
                    <td>{row.total ? `${((n / row.total) * 100).toFixed(2)}%` : '—'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        ))}
    </section>
  )
})

import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { ApiErrorAlert } from '../../../components/ApiErrorAlert'
import { PageMeta } from '../../../components/PageMeta'
import { Spinner } from '../../../components/Spinner'
import { useConfig } from '../../../config/useConfig'
import { loadCounties, loadPopulation, loadStates } from '../../../lib/api/geography'
import { useRemote } from '../../../lib/api/useRemote'
import { csvRow } from '../../../lib/csv'
import {
  binOf,
  countOf,
  datasetsLink,
  featureCsvUrl,
  findVariable,
  loadMapData,
  MAP_HEIGHT,
  MAP_WIDTH,
  makeBins,
  MAPS_VARIABLES,
  NO_DATA_COLOR,
  parseMapSearch,
  perThousand,
  toMapSearch,
  totalOf,
  type Geography,
  type MapData,
  type MapState,
} from './mapData'
import type { Geometry } from './geometry'
import '../../../styles/tables.css'
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

interface PageData {
  data: MapData
  rows: Row[]
}

async function loadPage(
  year: string,
  s: MapState,
  signal: AbortSignal,
): Promise<{ data: MapData; build: (s: MapState) => Row[] }> {
  const o = { signal }
  const [data, population, states, counties] = await Promise.all([
    loadMapData(year, s.geography, o),
    loadPopulation(year, o),
    loadStates(o),
    s.geography === 'county' ? loadCounties(year, o) : Promise.resolve([]),
  ])
  const stateByAbbr = new Map(states.map((st) => [st.abbr, st]))
  const countyByCode = new Map(counties.map((c) => [c.code, c]))
  const build = (s: MapState): Row[] => {
    const rows: Row[] = []
    for (const key of data.features.keys()) {
      if (key === 'NA') continue
      let geoId = key
      let name: string
      let pop: number | undefined
      if (s.geography === 'state') {
        const st = stateByAbbr.get(key)
        if (!st) continue
        geoId = st.code
        name = st.name
        pop = population.states[st.code]
      } else {
        const c = countyByCode.get(key)
        name = c ? `${c.name}, ${c.state}` : `County ${key}`
        pop = population.counties[key]
      }
      const count = countOf(data, key, s.variable, s.value) ?? 0
      rows.push({
        key,
        geoId,
        name,
        count,
        total: totalOf(data, key),
        population: pop ?? null,
        rate: perThousand(count, pop),
      })
    }
    return rows
  }
  return { data, build }
}

type SortKey = 'name' | 'count' | 'rate'
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

function MapsScreen({ year, years }: { year: string; years: string[] }) {
  const { api } = useConfig()
  const location = useLocation()
  const navigate = useNavigate()
  const { state, dropped } = useMemo(() => parseMapSearch(location.search), [location.search])
  const [hover, setHover] = useState<string | null>(null)
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: 'name',
    ascending: true,
  })
  const reportHeading = useRef<HTMLHeadingElement>(null)
  const focusReport_ = useRef(false)

  const page = useRemote(`${year}/${state.geography}`, (signal) => loadPage(year, state, signal))
  const geometry = useRemote<Geometry>(state.geography, () =>
    import('./geometry').then((m) => m.loadGeometry(state.geography)),
  )

  const go = (next: Partial<MapState>) =>
    void navigate(`?${toMapSearch({ ...state, ...next })}`, { replace: true })

  const built: PageData | null = useMemo(
    () => (page.data ? { data: page.data.data, rows: page.data.build(state) } : null),
    [page.data, state],
  )
  const rows = useMemo(() => built?.rows ?? [], [built])
  const bins = useMemo(() => makeBins(rows.map((r) => r.rate)), [rows])
  const byGeoId = useMemo(() => new Map(rows.map((r) => [r.geoId, r])), [rows])
  const sorted = useMemo(() => {
    const out = [...rows]
    const dir = sort.ascending ? 1 : -1
    out.sort((a, b) => {
      if (sort.key === 'name') return dir * a.name.localeCompare(b.name)
      const x = sort.key === 'count' ? a.count : (a.rate ?? -1)
      const y = sort.key === 'count' ? b.count : (b.rate ?? -1)
      return dir * (x - y) || a.name.localeCompare(b.name)
    })
    return out
  }, [rows, sort])

  const variable = MAPS_VARIABLES.find((v) => v.id === state.variable)
  const valueName =
    (built &&
      findVariable(built.data, state.variable)?.values.find((v) => v.value === state.value)
        ?.name) ??
    variable?.options.find((v) => v.value === state.value)?.name ??
    state.value
  const selection = `${variable?.label ?? state.variable}: ${valueName}`
  const selected = rows.find((r) => r.key === state.feature) ?? null
  const hovered = rows.find((r) => r.key === hover) ?? null
  const hoveredShape = hovered && geometry.data?.shapes.find((s) => s.id === hovered.geoId)
  const noun = state.geography === 'state' ? 'state' : 'county'
  const nouns = state.geography === 'state' ? 'states' : 'counties'

  const select = (key: string, focusReport: boolean) => {
    focusReport_.current = focusReport
    go({ feature: key })
  }
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
          r.key,
          String(r.count),
          r.population === null ? '' : String(r.population),
          r.rate === null ? '' : r.rate.toFixed(2),
        ]),
      ),
    ]
    downloadText(
      `hmda-map-${year}-${state.geography}-${state.variable}-${state.value.replace(/[^A-Za-z0-9]+/g, '-')}.csv`,
      `${lines.join('\r\n')}\r\n`,
    )
  }

  const sortButton = (key: SortKey, label: string) => (
    <button
      type="button"
      className="maps-sort"
      onClick={() =>
        setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : key === 'name' }))
      }
    >
      {label}
      <span aria-hidden="true">{sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
    </button>
  )
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : undefined

  return (
    <div className="grid-container page maps-page">
      <PageMeta title={`${TITLE} ${year}`} description={DESCRIPTION} />
      <h1>
        {TITLE} {year}
      </h1>
      <p>
        Each {noun} is shaded by its HMDA records with the chosen value, per 1,000 people
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

      {dropped.length > 0 && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              Parts of the address were not used: {dropped.join('; ')}.
            </p>
          </div>
        </div>
      )}
      {state.filter && (
        <div className="usa-alert usa-alert--info usa-alert--slim">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              The second filter ({state.filter} = {state.filterValue}) is not applied on this page
              yet: the numbers count every record with {selection}. The links to the Datasets screen
              and the API CSV do apply it.
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
                checked={state.geography === g}
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
          value={state.variable}
          onChange={(e) => {
            const v = MAPS_VARIABLES.find((x) => x.id === e.target.value)
            if (v) go({ variable: v.id, value: v.values[0] ?? '' })
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
          value={state.value}
          onChange={(e) => go({ value: e.target.value })}
        >
          {(built
            ? (findVariable(built.data, state.variable)?.values ?? [])
            : (variable?.options ?? [])
          ).map((v) => (
            <option key={v.value} value={v.value}>
              {v.name}
            </option>
          ))}
        </select>
      </form>

      {page.status === 'loading' && <Spinner label={`Loading the ${year} ${noun} data…`} />}
      {page.status === 'error' && (
        <ApiErrorAlert error={page.error} what={`the ${year} ${noun} data`} onRetry={page.retry} />
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
          {geometry.data && built && (
            <div className="maps-svg-wrap">
              <svg
                viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
                role="img"
                aria-label={`Map of the ${nouns} shaded by records per 1,000 people with ${selection}. The same numbers are in the table.`}
                onMouseLeave={() => setHover(null)}
              >
                {geometry.data.shapes.map((shape) => {
                  const row = byGeoId.get(shape.id)
                  const fill = (row && binOf(bins, row.rate)?.color) ?? NO_DATA_COLOR
                  return (
                    <path
                      key={shape.id}
                      d={shape.d}
                      fill={fill}
                      className={row?.key === state.feature ? 'maps-selected' : undefined}
                      data-id={shape.id}
                      onMouseEnter={() => setHover(row?.key ?? null)}
                      onClick={() => row && select(row.key, false)}
                    />
                  )
                })}
                <path d={geometry.data.borders} className="maps-borders" />
              </svg>
              {hovered && hoveredShape && (
                <div
                  className="maps-tooltip"
                  aria-hidden="true"
                  style={{
                    left: `${(hoveredShape.x / MAP_WIDTH) * 100}%`,
                    top: `${(hoveredShape.y / MAP_HEIGHT) * 100}%`,
                  }}
                >
                  {tooltipText(hovered)}
                </div>
              )}
            </div>
          )}
          {bins.length > 0 && (
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
          )}

          {selected && built && (
            <FeatureReport
              headingRef={reportHeading}
              row={selected}
              data={built.data}
              state={state}
              year={year}
              csvHref={featureCsvUrl(api.dataBrowser, year, state, selected.key)}
              onClear={() => go({ feature: null })}
            />
          )}
          {state.feature && built && !selected && (
            <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  The {year} data have no {noun} “{state.feature}”. Choose one in the table.
                </p>
              </div>
            </div>
          )}
        </div>

        {built && (
          <div className="maps-table">
            <h2 id="maps-table-heading">Table: {selection}</h2>
            <button type="button" className="usa-button usa-button--outline" onClick={downloadCsv}>
              Download this table (CSV)
            </button>
            <div
              className="usa-table-container--scrollable maps-table-scroll"
              tabIndex={0}
              role="region"
              aria-labelledby="maps-table-heading"
            >
              <table className="usa-table usa-table--compact">
                <caption className="usa-sr-only">
                  {rows.length} {nouns}: records with {selection} and records per 1,000 people.
                  Choose a {noun} to see its report.
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
                  {sorted.map((r) => (
                    <tr key={r.key} className={r.key === state.feature ? 'maps-row-selected' : ''}>
                      <th scope="row">
                        <button
                          type="button"
                          className="usa-button usa-button--unstyled"
                          aria-pressed={r.key === state.feature}
                          onFocus={() => setHover(r.key)}
                          onBlur={() => setHover(null)}
                          onMouseEnter={() => setHover(r.key)}
                          onClick={() => select(r.key, true)}
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
          </div>
        )}
      </div>
    </div>
  )
}

function FeatureReport({
  headingRef,
  row,
  data,
  state,
  year,
  csvHref,
  onClear,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>
  row: Row
  data: MapData
  state: MapState
  year: string
  csvHref: string
  onClear: () => void
}) {
  return (
    <section className="maps-report" aria-labelledby="maps-report-heading">
      <h2 id="maps-report-heading" ref={headingRef} tabIndex={-1}>
        {row.name}
      </h2>
      <p>
        {tooltipText(row)}, of {fmt(row.total)} records in all.
      </p>
      <ul className="usa-list">
        <li>
          <Link to={datasetsLink(year, state, row.key)}>
            This selection for {row.name} on the Datasets screen
          </Link>
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
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { PageMeta } from '../../../components/PageMeta'
import { SampleDataNotice } from '../../../components/SampleDataNotice'
import { ApiErrorAlert } from '../../../components/ApiErrorAlert'
import { Spinner } from '../../../components/Spinner'
import { useHydrated } from '../../../config/hydration'
import { useConfig } from '../../../config/useConfig'
import {
  csvUrl,
  datasetSource,
  fetchAggregations,
  fetchDataBrowserFilers,
  variableByKey,
  variablesForYear,
  aggregationsUrl,
  filersUrl,
  type AggregationRow,
  type Category,
  type DataBrowserFiler,
  type DataBrowserQuery,
} from '../../../lib/api/dataBrowser'
import { loadCounties, loadMsaMds, loadRecordCounts, loadStates } from '../../../lib/api/geography'
import { useRemote } from '../../../lib/api/useRemote'
import { MultiCombobox } from './MultiCombobox'
import { prepareOptions, type Option, type PreparedOption } from './typeahead'
import {
  EXCEL_ROW_LIMIT,
  MAX_VARIABLES,
  expectedGeographyRows,
  formatCount,
  institutionLabel,
  isComplete,
  parseSearch,
  switchYear,
  toQuery,
  toSearch,
  type Selection,
} from './selection'
import { SummarySection } from './SummarySection'
import '../../../styles/choices.css'
import '../../../styles/tables.css'
import './datasets.css'

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
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">No Data Browser data for {year ?? 'this year'}</h2>
            <p className="usa-alert__text">
              The Data Browser has the years {dataBrowserYears.join(', ')}. Choose one:{' '}
              {dataBrowserYears.map((y, i) => (
                <span key={y}>
                  {i > 0 && ', '}
                  <a href={`/data-browser/data/${y}${location.search}`}>{y}</a>
                </span>
              ))}
              .
            </p>
          </div>
        </div>
      </div>
    )
  return <DatasetsScreen year={year} years={dataBrowserYears} />
}

const NO_OPTIONS: PreparedOption[] = []

const CATEGORY_LABELS: Record<Category, string> = {
  nationwide: 'Nationwide',
  states: 'States',
  msamds: 'MSA/MDs',
  counties: 'Counties',
}

function useGeographyOptions(year: string, category: Category | null) {
  const key = category && category !== 'nationwide' ? `${category}/${year}` : null
  const remote = useRemote<Option[]>(key, async (signal) => {
    if (category === 'states') {
      const states = await loadStates({ signal })
      return states
        .filter((s) => s.dataBrowser)
        .map((s) => ({ value: s.abbr, label: `${s.name} (${s.abbr})`, extra: s.code }))
    }
    if (category === 'msamds') {
      const list = await loadMsaMds(year, { signal })
      return list.map((m) => ({
        value: m.id,
        label: `${m.id} – ${m.name}, ${m.states.join('-')}`,
        extra: m.states.join(' '),
      }))
    }
    const [counties, states] = await Promise.all([
      loadCounties(year, { signal }),
      loadStates({ signal }),
    ])
    const stateName = new Map(states.map((s) => [s.abbr, s.abbr]))
    return counties.map((c) => ({
      value: c.code,
      label: `${c.name}, ${stateName.get(c.state) ?? c.state} (${c.code})`,
    }))
  })
  const prepared = useMemo(() => (remote.data ? prepareOptions(remote.data) : null), [remote.data])
  return { remote, prepared }
}

function DatasetsScreen({ year, years }: { year: string; years: string[] }) {
  const { api } = useConfig()
  const hydrated = useHydrated()
  const base = api.dataBrowser
  const location = useLocation()
  const navigate = useNavigate()
  const parsed = useMemo(() => parseSearch(location.search, year), [location.search, year])
  // The router applies a new address in a transition: until it arrives, the choice just made is
  // what the screen shows and what the next choice builds on (two quick ticks both count).
  const [pending, setPending] = useState<{ from: string; selection: Selection } | null>(null)
  const selection = pending?.from === location.search ? pending.selection : parsed.selection
  // What could not be kept (bad link values, a year switch) travels in the history entry's
  // state, so it survives the URL clean-up and stays until dismissed or the year changes.
  const notices = useMemo(
    () => (location.state as { dropped?: string[] } | null)?.dropped ?? [],
    [location.state],
  )
  const headingRef = useRef<HTMLHeadingElement>(null)

  const update = useCallback(
    (next: Selection, to = year, dropped: string[] = notices) => {
      const search = toSearch(next)
      navigate(`/data-browser/data/${to}${search ? `?${search}` : ''}`, {
        replace: to === year,
        state: { dropped },
      })
    },
    [navigate, year, notices],
  )
  /** A choice made by the user: shown (and built on) at once, before the address arrives. */
  const choose = useCallback(
    (next: Selection) => {
      setPending({ from: location.search, selection: next })
      update(next)
    },
    [location.search, update],
  )
  const withNotices = useCallback(
    (dropped: string[]) => [...notices, ...dropped.filter((d) => !notices.includes(d))],
    [notices],
  )

  // Values in the URL that cannot be kept: say so and clean the URL.
  useEffect(() => {
    if (parsed.dropped.length) update(parsed.selection, year, withNotices(parsed.dropped))
  }, [parsed, year, withNotices, update])

  const { remote: geoRemote, prepared: geoOptions } = useGeographyOptions(year, selection.category)
  // Items the year's list lacks (a year switch, an old link): drop them, say which.
  useEffect(() => {
    if (!geoRemote.data || !selection.items.length) return
    const known = new Set(geoRemote.data.map((o) => o.value))
    const result = switchYear(selection, year, { items: known })
    if (result.dropped.length) update(result.selection, year, withNotices(result.dropped))
  }, [geoRemote.data, selection, year, withNotices, update])

  const filersKey =
    selection.category === 'nationwide' || selection.items.length
      ? filersUrl(base, year, selection.category ?? 'nationwide', selection.items)
      : null
  const filers = useRemote<DataBrowserFiler[]>(filersKey, (signal) =>
    fetchDataBrowserFilers(base, year, selection.category ?? 'nationwide', selection.items, {
      signal,
    }),
  )
  useEffect(() => {
    if (!filers.data || !selection.leis.length) return
    const known = new Set(filers.data.map((f) => f.lei))
    const result = switchYear(selection, year, { leis: known })
    if (result.dropped.length) update(result.selection, year, withNotices(result.dropped))
  }, [filers.data, selection, year, withNotices, update])

  const source = datasetSource(year)
  const query = useMemo(() => toQuery(year, selection), [year, selection])
  const aggregations = useRemote<AggregationRow[]>(
    query ? aggregationsUrl(base, query) : null,
    (signal) => (query ? fetchAggregations(base, query, { signal }) : Promise.resolve([])),
  )
  const total =
    aggregations.status === 'ok' && aggregations.data
      ? aggregations.data.reduce((n, r) => n + r.count, 0)
      : null

  function changeYear(to: string) {
    const result = switchYear(selection, to)
    update(result.selection, to, result.dropped)
  }

  // Institutions are kept across geography changes; those without records in the new geography
  // are dropped (with a notice) once its filers have loaded.
  function setCategory(category: Category) {
    if (category === selection.category) return
    choose({ ...selection, category, items: [] })
  }

  return (
    <div className="grid-container page datasets">
      <PageMeta
        title={`Data Browser: Datasets ${year}`}
        description="Filter the national HMDA loan-level data by geography, institution and up to two variables; summarize and download it."
      />
      <h1 ref={headingRef} tabIndex={-1}>
        Data Browser: Datasets
      </h1>
      <SampleDataNotice />
      <p className="usa-intro">
        Choose a geography, optionally institutions, and up to two variables to see how many records
        match, their share and loan amounts, and to download the matching records.
      </p>

      <div className="datasets__year">
        <label className="usa-label" htmlFor="datasets-year">
          Year
        </label>
        <select
          id="datasets-year"
          className="usa-select"
          value={year}
          onChange={(e) => changeYear(e.target.value)}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
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
            <div
              className="usa-alert usa-alert--info usa-alert--slim"
              role="status"
              data-testid="dropped-notice"
            >
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  Not kept for {year}: {notices.join('; ')}.
                </p>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => update(selection, year, [])}
                >
                  Dismiss this notice
                </button>
              </div>
            </div>
          )}

          <section aria-labelledby="step-geography" className="datasets__step">
            <h2 id="step-geography">Step 1: Geography</h2>
            <fieldset className="usa-fieldset">
              <legend className="usa-legend">Type of geography</legend>
              <div className="datasets__categories">
                {(Object.keys(CATEGORY_LABELS) as Category[]).map((c) => (
                  <div className="usa-radio" key={c}>
                    <input
                      className="usa-radio__input"
                      type="radio"
                      id={`category-${c}`}
                      name="category"
                      value={c}
                      checked={selection.category === c}
                      onChange={() => setCategory(c)}
                    />
                    <label className="usa-radio__label" htmlFor={`category-${c}`}>
                      {CATEGORY_LABELS[c]}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            {selection.category && selection.category !== 'nationwide' && (
              <div className="margin-top-2">
                {geoRemote.status === 'loading' && <Spinner label={`Loading the ${year} list…`} />}
                {geoRemote.status === 'error' && (
                  <ApiErrorAlert
                    error={geoRemote.error}
                    what={`the ${year} list of ${CATEGORY_LABELS[selection.category]}`}
                    onRetry={geoRemote.retry}
                    headingLevel={3}
                  />
                )}
                {/* Shown while loading or after a failure too, so chosen places stay visible. */}
                {(geoOptions || selection.items.length > 0) && (
                  <MultiCombobox
                    label={`${CATEGORY_LABELS[selection.category]} (${year} list)`}
                    hint="Type a name or code, then choose with the arrow keys and Enter. You can choose several."
                    options={geoOptions ?? NO_OPTIONS}
                    selected={selection.items}
                    selectedLabel={`Chosen ${CATEGORY_LABELS[selection.category]}`}
                    onAdd={(v) => choose({ ...selection, items: [...selection.items, v] })}
                    onRemove={(v) =>
                      choose({ ...selection, items: selection.items.filter((i) => i !== v) })
                    }
                  />
                )}
              </div>
            )}
          </section>

          <InstitutionsStep
            selection={selection}
            filers={filers}
            onChange={(leis) => choose({ ...selection, leis })}
            disabled={!filersKey}
          />

          <VariablesStep year={year} selection={selection} onChange={choose} />

          <SummarySection year={year} query={query} remote={aggregations} />

          <DownloadsStep
            year={year}
            base={base}
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

function InstitutionsStep({
  selection,
  filers,
  onChange,
  disabled,
}: {
  selection: Selection
  filers: ReturnType<typeof useRemote<DataBrowserFiler[]>>
  onChange: (leis: string[]) => void
  disabled: boolean
}) {
  const options = useMemo(
    () =>
      filers.data
        ? prepareOptions(
            filers.data.map((f) => ({
              value: f.lei,
              label: institutionLabel(f),
              extra: f.lei,
            })),
          )
        : null,
    [filers.data],
  )
  const names = useMemo(() => new Map(filers.data?.map((f) => [f.lei, f.name])), [filers.data])
  return (
    <section aria-labelledby="step-institutions" className="datasets__step">
      <h2 id="step-institutions">Step 2: Institutions (optional)</h2>
      {disabled && (
        <p>Choose a geography first: the list shows the institutions with records there.</p>
      )}
      {filers.status === 'loading' && <Spinner label="Loading the institutions…" />}
      {filers.status === 'error' && (
        <ApiErrorAlert
          error={filers.error}
          what="the list of institutions"
          onRetry={filers.retry}
          headingLevel={3}
        />
      )}
      {!options && selection.leis.length > 0 && (
        <MultiCombobox
          label="Institutions"
          options={NO_OPTIONS}
          selected={selection.leis}
          selectedLabel="Chosen institutions"
          onAdd={() => undefined}
          onRemove={(lei) => onChange(selection.leis.filter((l) => l !== lei))}
        />
      )}
      {options && (
        <>
          <p data-testid="institutions-summary">
            {selection.leis.length === 0
              ? `All financial institutions (${formatCount(options.length)})`
              : `${selection.leis.length} of ${formatCount(options.length)} institutions chosen`}
          </p>
          <MultiCombobox
            label="Institutions"
            hint="Leave empty for all institutions. Type a name or LEI to narrow the list."
            options={options}
            selected={selection.leis}
            selectedLabel="Chosen institutions"
            nameOf={(lei) => `${names.get(lei) ?? 'Institution'} (${lei})`}
            onAdd={(lei) => onChange([...selection.leis, lei])}
            onRemove={(lei) => onChange(selection.leis.filter((l) => l !== lei))}
          />
        </>
      )}
    </section>
  )
}

function VariablesStep({
  year,
  selection,
  onChange,
}: {
  year: string
  selection: Selection
  onChange: (s: Selection) => void
}) {
  const all = variablesForYear(year)
  const chosen = new Set(selection.variables.map((v) => v.key))
  const full = selection.variables.length >= MAX_VARIABLES
  const setValues = (key: string, values: string[]) =>
    onChange({
      ...selection,
      variables: selection.variables.map((v) => (v.key === key ? { key, values } : v)),
    })
  return (
    <section aria-labelledby="step-variables" className="datasets__step">
      <h2 id="step-variables">Step 3: Variables (up to two)</h2>
      <label className="usa-label" htmlFor="add-variable">
        Add a variable
      </label>
      <div className="usa-hint" id="add-variable-hint">
        {full
          ? 'Two variables chosen: remove one to choose another.'
          : 'Then tick the values to count.'}
      </div>
      <select
        id="add-variable"
        className="usa-select"
        aria-describedby="add-variable-hint"
        value=""
        onChange={(e) => {
          if (e.target.value)
            onChange({
              ...selection,
              variables: [...selection.variables, { key: e.target.value, values: [] }],
            })
        }}
      >
        <option value="">{full ? '– Two variables chosen –' : '– Choose a variable –'}</option>
        {all
          .filter((v) => !full && !chosen.has(v.key))
          .map((v) => (
            <option key={v.key} value={v.key}>
              {v.label}
            </option>
          ))}
      </select>
      {selection.variables.map((choice) => {
        const variable = variableByKey(year, choice.key)
        if (!variable) return null
        const ticked = new Set(choice.values)
        return (
          <fieldset className="usa-fieldset datasets__variable" key={choice.key}>
            <legend className="usa-legend usa-legend--large">{variable.label}</legend>
            {choice.values.length === 0 && (
              <p className="usa-hint">Tick at least one {variable.label} value.</p>
            )}
            <div className="datasets__values">
              {variable.values.map((v) => (
                <div className="usa-checkbox" key={v.value}>
                  <input
                    className="usa-checkbox__input"
                    type="checkbox"
                    id={`v-${choice.key}-${v.value}`}
                    checked={ticked.has(v.value)}
                    onChange={(e) =>
                      setValues(
                        choice.key,
                        variable.values
                          .map((x) => x.value)
                          .filter((x) => (x === v.value ? e.target.checked : ticked.has(x))),
                      )
                    }
                  />
                  <label className="usa-checkbox__label" htmlFor={`v-${choice.key}-${v.value}`}>
                    {variable.key === 'actions_taken' ||
                    (/^\d+$/.test(v.value) && v.name !== v.value)
                      ? `${v.value} – ${v.name}`
                      : v.name}
                  </label>
                </div>
              ))}
            </div>
            <p className="datasets__variable-actions">
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() =>
                  setValues(
                    choice.key,
                    variable.values.map((x) => x.value),
                  )
                }
              >
                Tick all {variable.label} values
              </button>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() =>
                  onChange({
                    ...selection,
                    variables: selection.variables.filter((v) => v.key !== choice.key),
                  })
                }
              >
                Remove {variable.label}
              </button>
            </p>
          </fieldset>
        )
      })}
      {!isComplete(selection) && selection.category && (
        <p className="datasets__next" data-testid="next-step">
          {selection.category !== 'nationwide' && selection.items.length === 0
            ? 'Choose at least one place in step 1 to see the summary table.'
            : 'Choose a variable and tick at least one of its values to see the summary table.'}
        </p>
      )}
    </section>
  )
}

function DownloadsStep({
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
  const counts = useRemote(
    geographyQuery && selection.category !== 'nationwide' ? `counts/${year}` : null,
    (signal) => loadRecordCounts(year, { signal }),
  )
  const filerCounts = useMemo(
    () => (filers ? new Map(filers.map((f) => [f.lei, f.count])) : null),
    [filers],
  )
  if (!geographyQuery) return null
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
            <a href={csvUrl(base, query)} download data-testid="filtered-csv">
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
          <a href={csvUrl(base, geographyQuery, true)} download data-testid="geography-csv">
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
      {large && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" data-testid="large-warning">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {nationwide
                ? 'The nationwide file holds every record of the year: in the published data, millions of rows, more than the 1,048,576 rows Excel can open, and a very long download. '
                : `A file here has more than 1,048,576 rows, Excel's limit: Excel would cut it off. `}
              For the whole country, use the{' '}
              <a href={`/data-publication/snapshot-national-loan-level-dataset/${year}`}>
                Snapshot National Loan-Level Dataset files for {year}
              </a>{' '}
              instead.
            </p>
          </div>
        </div>
      )}
    </section>
  )
}

function CopyLink() {
  const [status, setStatus] = useState('')
  return (
    <p className="datasets__copy">
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => {
          const href = window.location.href
          navigator.clipboard.writeText(href).then(
            () => setStatus('Link copied: it opens this view with every choice.'),
            () => setStatus(`Could not copy. The link is: ${href}`),
          )
        }}
      >
        Copy link to this view
      </button>{' '}
      <span role="status">{status}</span>
    </p>
  )
}

import { useCallback, useEffect, useMemo, useState } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { SampleDataNotice } from '@/components/SampleDataNotice'
import { Spinner } from '@/components/Spinner'
import { Alert, AlertText } from '@/components/Alert'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import {
  datasetSource,
  fetchAggregations,
  fetchDataBrowserFilers,
  aggregationsUrl,
  filersUrl,
  type AggregationRow,
  type Category,
  type DataBrowserFiler,
} from '@/lib/api/dataBrowser'
import { describeApiError } from '@/lib/api/errors'
import { loadCounties, loadMsaMds, loadStates } from '@/lib/api/geography'
import { useRemote } from '@/lib/api/useRemote'
import { OWN_FOCUS_STATE } from '@/lib/focusHeading'
import { DownloadsStep } from './DownloadsStep'
import { InstitutionsStep } from './InstitutionsStep'
import { MultiCombobox } from './MultiCombobox'
import { RetryAlert } from './RetryAlert'
import { prepareOptions, type Option, type PreparedOption } from './typeahead'
import {
  parseSearch,
  switchYear,
  toQuery,
  toSearch,
  yearSwitch,
  type Selection,
  type YearRestore,
} from './selection'
import { SummarySection } from './SummarySection'
import { VariablesStep } from './VariablesStep'
import { YearPicker } from './YearPicker'
import '@/styles/choices.css'
import '@/styles/tables.css'
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

/** The history entry's state of this screen. */
interface EntryState {
  /** What could not be kept, worded for the notice. */
  dropped?: string[]
  /** The year a switch left and its selection (the search, without "?"). */
  restore?: YearRestore
  /** Made by a switch from the year select: focus goes back to it. */
  yearFocus?: boolean
  ownFocus?: boolean
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
  const entry = useMemo(() => (location.state as EntryState | null) ?? {}, [location.state])
  const notices = useMemo(() => entry.dropped ?? [], [entry])
  const restore = entry.restore

  /** The screen's own clean-ups (and Dismiss): the entry keeps what a switch back restores. */
  const update = useCallback(
    (next: Selection, dropped: string[] = notices) => {
      const search = toSearch(next)
      navigate(`/data-browser/data/${year}${search ? `?${search}` : ''}`, {
        replace: true,
        state: { dropped, restore } satisfies EntryState,
      })
    },
    [navigate, year, notices, restore],
  )
  /**
   * A choice made by the user: shown (and built on) at once, before the address arrives. From
   * then on a switch back to the previous year no longer restores its old selection.
   */
  const choose = useCallback(
    (next: Selection) => {
      setPending({ from: location.search, selection: next })
      const search = toSearch(next)
      navigate(`/data-browser/data/${year}${search ? `?${search}` : ''}`, {
        replace: true,
        state: { dropped: notices } satisfies EntryState,
      })
    },
    [location.search, navigate, year, notices],
  )
  const withNotices = useCallback(
    (dropped: string[]) => [...notices, ...dropped.filter((d) => !notices.includes(d))],
    [notices],
  )

  // Values in the URL that cannot be kept: say so and clean the URL.
  useEffect(() => {
    if (parsed.dropped.length) update(parsed.selection, withNotices(parsed.dropped))
  }, [parsed, withNotices, update])

  const { remote: geoRemote, prepared: geoOptions } = useGeographyOptions(year, selection.category)
  // Items the year's list lacks (a year switch, an old link): drop them, say which.
  useEffect(() => {
    if (!geoRemote.data || !selection.items.length) return
    const known = new Set(geoRemote.data.map((o) => o.value))
    const result = switchYear(selection, year, { items: known })
    if (result.dropped.length) update(result.selection, withNotices(result.dropped))
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
    if (result.dropped.length) update(result.selection, withNotices(result.dropped))
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

  // A new history entry, focus back on the year select. Switching back to the year just left,
  // before any new choice, restores its selection (places and institutions the other year
  // lacked included); otherwise what the new year lacks is dropped and listed.
  function changeYear(to: string) {
    const result = yearSwitch(selection, to, restore)
    const search = toSearch(result.selection)
    navigate(`/data-browser/data/${to}${search ? `?${search}` : ''}`, {
      state: {
        ...OWN_FOCUS_STATE,
        yearFocus: true,
        dropped: result.dropped,
        restore: { year, search: toSearch(selection) },
      } satisfies EntryState,
    })
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
          onSwitch={changeYear}
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
                onClick={() => update(selection, [])}
              >
                Dismiss this notice
              </button>
            </Alert>
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
                  <RetryAlert
                    description={describeApiError(
                      geoRemote.error,
                      `the ${year} list of ${CATEGORY_LABELS[selection.category]}`,
                    )}
                    retryLabel={`Load the ${year} list of ${CATEGORY_LABELS[selection.category]} again`}
                    onRetry={geoRemote.retry}
                    testId="api-error"
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

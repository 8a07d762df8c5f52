import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import {
  aggregationsQuery,
  dataBrowserFilersQuery,
  datasetSource,
  filersUrl,
  type Category,
} from '@/lib/api/dataBrowser'
import {
  countiesQuery,
  msaMdsQuery,
  statesQuery,
  type County,
  type MsaMdEntry,
  type State,
} from '@/lib/api/geography'
import { remoteOf, useRemoteQuery } from '@/lib/api/queries'
import { OWN_FOCUS_STATE } from '@/lib/focusHeading'
import { prepareOptions, type Option } from './typeahead'
import {
  parseSearch,
  switchYear,
  toQuery,
  toSearch,
  yearSwitch,
  type Selection,
  type YearRestore,
} from './selection'

const stateOptions = (states: State[]): Option[] =>
  states
    .filter((s) => s.dataBrowser)
    .map((s) => ({ value: s.abbr, label: `${s.name} (${s.abbr})`, extra: s.code }))
const msaMdOptions = (list: MsaMdEntry[]): Option[] =>
  list.map((m) => ({
    value: m.id,
    label: `${m.id} – ${m.name}, ${m.states.join('-')}`,
    extra: m.states.join(' '),
  }))
const countyOptions = (counties: County[]): Option[] =>
  counties.map((c) => ({ value: c.code, label: `${c.name}, ${c.state} (${c.code})` }))

/** The list of the chosen geography type (none for nationwide), as typeahead options. */
function useGeographyOptions(year: string, category: Category | null) {
  const states = useQuery({
    ...statesQuery(),
    select: stateOptions,
    enabled: category === 'states',
  })
  const msaMds = useQuery({
    ...msaMdsQuery(year),
    select: msaMdOptions,
    enabled: category === 'msamds',
  })
  const counties = useQuery({
    ...countiesQuery(year),
    select: countyOptions,
    enabled: category === 'counties',
  })
  const remote = remoteOf(
    category === 'states' ? states : category === 'msamds' ? msaMds : counties,
  )
  const prepared = useMemo(() => (remote.data ? prepareOptions(remote.data) : null), [remote.data])
  return { remote, prepared }
}

/** The history entry's state of this screen. */
export interface EntryState {
  /** What could not be kept, worded for the notice. */
  dropped?: string[]
  /** The year a switch left and its selection (the search, without "?"). */
  restore?: YearRestore
  /** Made by a switch from the year select: focus goes back to it. */
  yearFocus?: boolean
  ownFocus?: boolean
}

/**
 * The Datasets screen of one year: the selection (from the address, or the choice just made),
 * the notices of what could not be kept, the geography list, filers and summary it loads, and
 * the changes the steps make.
 */
export function useDatasetsScreen(year: string) {
  const { api } = useConfig()
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
      void navigate(`/data-browser/data/${year}${search ? `?${search}` : ''}`, {
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
      void navigate(`/data-browser/data/${year}${search ? `?${search}` : ''}`, {
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
  const filers = useRemoteQuery({
    ...dataBrowserFilersQuery(base, year, selection.category ?? 'nationwide', selection.items),
    enabled: filersKey !== null,
  })
  useEffect(() => {
    if (!filers.data || !selection.leis.length) return
    const known = new Set(filers.data.map((f) => f.lei))
    const result = switchYear(selection, year, { leis: known })
    if (result.dropped.length) update(result.selection, withNotices(result.dropped))
  }, [filers.data, selection, year, withNotices, update])

  const source = datasetSource(year)
  const query = useMemo(() => toQuery(year, selection), [year, selection])
  const aggregations = useRemoteQuery(aggregationsQuery(base, query))
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
    void navigate(`/data-browser/data/${to}${search ? `?${search}` : ''}`, {
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

  return {
    base,
    selection,
    entry,
    notices,
    geoRemote,
    geoOptions,
    filersKey,
    filers,
    source,
    query,
    aggregations,
    total,
    choose,
    changeYear,
    setCategory,
    dismissNotices: () => update(selection, []),
    addItem: (item: string) => choose({ ...selection, items: [...selection.items, item] }),
    removeItem: (item: string) =>
      choose({ ...selection, items: selection.items.filter((i) => i !== item) }),
    setLeis: (leis: string[]) => choose({ ...selection, leis }),
  }
}

export type DatasetsScreenModel = ReturnType<typeof useDatasetsScreen>

import { queryOptions } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import { fileServerBase } from '@/lib/api/files'
import { countiesQuery, populationQuery, statesQuery } from '@/lib/api/geography'
import { mapFilterQuery } from '@/lib/api/mapsFilters'
import { useRemoteQuery } from '@/lib/api/queries'
import { useSampleData } from '@/lib/api/sampleData'
import { useAddressed } from '@/lib/useAddressed'
import {
  binOf,
  findVariable,
  makeBins,
  mapDataQuery,
  MAPS_VARIABLES,
  NO_DATA_COLOR,
  parseMapSearch,
  toMapSearch,
  type Geography,
  type MapData,
  type MapState,
} from './mapData'
import { geometryQuery } from './geometry'
import { CHANGE_MARK, DATA_MARK } from './marks'
import {
  buildFeatures,
  buildRows,
  emptyRow,
  tableCsvName,
  type AppliedFilter,
  type Feature,
} from './mapTable'

export interface PageModel {
  data: MapData
  /** Every feature of the base data with its outline id, name and population (built once). */
  features: Feature[]
  /** The listed features without records (a deep link or a click on a grey shape opens these). */
  empty: Map<string, Feature>
}

/**
 * The base data of a year and geography with the lists it is shown with (population, states,
 * counties), built into the page's features once. Each file is its own query, shared with the
 * other screens of the visit.
 */
export const mapPageQuery = (year: string, geography: Geography) =>
  queryOptions({
    queryKey: ['data-browser', 'maps-page', year, geography],
    queryFn: async ({ client }): Promise<PageModel> => {
      const [data, population, states, counties] = await Promise.all([
        client.ensureQueryData(mapDataQuery(year, geography)),
        client.ensureQueryData(populationQuery(year)),
        client.ensureQueryData(statesQuery()),
        geography === 'county' ? client.ensureQueryData(countiesQuery(year)) : [],
      ])
      performance.mark(`${DATA_MARK}:${geography}`)
      return { data, ...buildFeatures(data, states, counties, population) }
    },
    staleTime: Infinity,
  })

/**
 * The Maps screen of one year: the URL state, the base data, outlines and second-filter file it
 * loads, the rows, bins and fills built from them, the selected and hovered feature, and the
 * changes the form, the map and the table make (each one a new address, replacing the last).
 */
export function useMapsScreen(year: string) {
  const config = useConfig()
  const fileServer = fileServerBase(config)
  const sample = useSampleData()
  const location = useLocation()
  const navigate = useNavigate()
  const { state, dropped } = useMemo(() => parseMapSearch(location.search), [location.search])
  const { geography, variable: variableId, value, filter, filterValue, feature } = state
  const [hover, setHover] = useState<string | null>(null)
  const reportHeading = useRef<HTMLHeadingElement>(null)
  const focusReport_ = useRef(false)

  const page = useRemoteQuery(mapPageQuery(year, geography))
  const geometry = useRemoteQuery(geometryQuery(geography))
  // The filter file holds, within the main selection, the counts of every other variable: one
  // file serves every second filter of the same variable and value.
  const filterFile = useRemoteQuery({
    ...mapFilterQuery(fileServer, year, geography, variableId, value),
    enabled: Boolean(filter && filterValue),
  })
  const applied: AppliedFilter | null = useMemo(
    () =>
      filter && filterValue && filterFile.data
        ? { variable: filter, value: filterValue, counts: filterFile.data }
        : null,
    [filter, filterValue, filterFile.data],
  )

  // Each change (a click on the map, then a choice in the form) builds on the state last put in
  // the address (see useAddressed).
  const nextState = useAddressed(state)
  const go = useCallback(
    (change: Partial<MapState> | ((current: MapState) => Partial<MapState>)) => {
      const next = nextState((current) => ({
        ...current,
        ...(typeof change === 'function' ? change(current) : change),
      }))
      performance.mark(CHANGE_MARK)
      void navigate(`?${toMapSearch(next)}`, { replace: true })
    },
    [navigate, nextState],
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
    [byGeoId, setHover],
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

  /* The form's changes. */
  const chooseGeography = (g: Geography) => go({ geography: g, feature: null })
  const chooseVariable = (id: string) => {
    const v = MAPS_VARIABLES.find((x) => x.id === id)
    if (!v) return
    // The second filter cannot be the same variable.
    go((current) => ({
      variable: v.id,
      value: v.values[0] ?? '',
      ...(v.id === current.filter ? { filter: null, filterValue: null } : {}),
    }))
  }
  const chooseValue = (v: string) => go({ value: v })
  const chooseFilter = (id: string) => {
    const v = MAPS_VARIABLES.find((x) => x.id === id)
    go(v ? { filter: v.id, filterValue: v.values[0] ?? null } : { filter: null, filterValue: null })
  }
  const chooseFilterValue = (v: string) => go({ filterValue: v })
  const removeFilter = () => go({ filter: null, filterValue: null })

  return {
    state,
    dropped,
    sample,
    page,
    geometry,
    filterFile,
    applied,
    model,
    waitingForFilter,
    rows,
    bins,
    fills,
    unmapped,
    mainSelection,
    selection,
    selected,
    hovered,
    noun,
    nouns,
    reportHeading,
    setHover,
    selectFromTable,
    clearSelection,
    onMapHover,
    onMapPick,
    csvName,
    valueOptions,
    chooseGeography,
    chooseVariable,
    chooseValue,
    chooseFilter,
    chooseFilterValue,
    removeFilter,
  }
}

export type MapsScreenModel = ReturnType<typeof useMapsScreen>

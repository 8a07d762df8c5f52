/**
 * The file server's Maps filter files (the Data Browser Maps' second filter):
 * `{fileServer}/data-browser/maps/{year}/{geography}-{mapsVariable}-{valueSlug}.json`, each
 * `{ "<feature>": { "<mapsVariable>": { "<value>": records } } }` = per state (abbreviation) or
 * county (5-digit FIPS) the counts of every map variable's values within the records whose
 * `mapsVariable` has that value. Values without records are absent (0). The local services serve
 * sample files in the same shape (scripts/local-services/mapFilters.mjs).
 */
import { queryOptions } from '@tanstack/react-query'
import { getJson } from './client'
import { number, object } from './validate'

export type MapGeography = 'state' | 'county'

/** feature → map variable → value → records. */
export type MapFilterCounts = ReadonlyMap<
  string,
  Readonly<Record<string, Readonly<Record<string, number>>>>
>

/** The file name's value part: each character other than a letter or digit becomes "-", lower case. */
export const mapFilterSlug = (value: string): string =>
  value.replace(/[^A-Za-z0-9]/g, '-').toLowerCase()

export function mapFilterUrl(
  fileServer: string,
  year: string,
  geography: MapGeography,
  variable: string,
  value: string,
): string {
  const seg = encodeURIComponent
  return `${fileServer}/data-browser/maps/${seg(year)}/${geography}-${seg(variable)}-${mapFilterSlug(value)}.json`
}

export function parseMapFilter(raw: unknown): MapFilterCounts {
  const out = new Map<string, Record<string, Record<string, number>>>()
  for (const [feature, variables] of Object.entries(object(raw, '$'))) {
    const byVariable: Record<string, Record<string, number>> = {}
    for (const [variable, values] of Object.entries(object(variables, `$.${feature}`))) {
      const counts: Record<string, number> = {}
      for (const [value, n] of Object.entries(object(values, `$.${feature}.${variable}`)))
        counts[value] = number(n, `$.${feature}.${variable}["${value}"]`)
      byVariable[variable] = counts
    }
    out.set(feature, byVariable)
  }
  return out
}

/** One filter file (a public file: kept for the feature's visit; a failure is not kept). */
export const mapFilterQuery = (
  fileServer: string,
  year: string,
  geography: MapGeography,
  variable: string,
  value: string,
) => {
  const url = mapFilterUrl(fileServer, year, geography, variable, value)
  return queryOptions({
    queryKey: ['data-browser', 'maps-filter', url],
    queryFn: ({ signal }) => getJson(url, parseMapFilter, { signal }),
    staleTime: Infinity,
  })
}

/** Records of `feature` with the file's selection and `variable` = `value` (0 when absent). */
export const filteredCount = (
  counts: MapFilterCounts,
  feature: string,
  variable: string,
  value: string,
): number => counts.get(feature)?.[variable]?.[value] ?? 0

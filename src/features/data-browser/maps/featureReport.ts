/**
 * The tables of a feature's report on the Maps screen, free of React: each chosen variable's
 * breakdown (the mapped variable over all records, the second filter's variable within the mapped
 * selection, from the filter file), then every other variable over all records.
 */
import { filteredCount } from '@/lib/api/mapsFilters'
import { countOf, findVariable, totalOf, type MapData } from './mapData'
import type { AppliedFilter } from './mapTable'

export interface ReportRow {
  value: string
  name: string
  count: number
  /** "12.34%", or "—" when the table counts no records. */
  share: string
  /** The value chosen on the screen (main selection or second filter). */
  chosen: boolean
}

export interface ReportTable {
  /** Variable id; the second filter's table within the selection is `{id}-within`. */
  id: string
  caption: string
  /** The records the table shares are of. */
  total: number
  rows: ReportRow[]
}

const shareOf = (n: number, total: number) =>
  total > 0 ? `${((n / total) * 100).toFixed(2)}%` : '—'

/** The report's tables for `feature`; none when it has no records. */
export function reportTables(
  data: MapData,
  feature: string,
  selection: { variable: string; value: string },
  filter: AppliedFilter | null,
): ReportTable[] {
  const total = totalOf(data, feature)
  if (total === 0) return []
  const overAll = (id: string, chosen: string | null): ReportTable | null => {
    const v = findVariable(data, id)
    if (!v) return null
    return {
      id,
      caption: v.label,
      total,
      rows: v.values.map((x) => {
        const count = countOf(data, feature, id, x.value) ?? 0
        return {
          value: x.value,
          name: x.name,
          count,
          share: shareOf(count, total),
          chosen: x.value === chosen,
        }
      }),
    }
  }
  const tables: ReportTable[] = []
  const main = overAll(selection.variable, selection.value)
  if (main) tables.push(main)
  const f = filter && findVariable(data, filter.variable)
  if (filter && f && main) {
    const within = countOf(data, feature, selection.variable, selection.value) ?? 0
    const chosenName = main.rows.find((r) => r.value === selection.value)?.name ?? selection.value
    tables.push({
      id: `${f.id}-within`,
      caption: `${f.label}, of the ${within.toLocaleString('en-US')} records with ${main.caption}: ${chosenName}`,
      total: within,
      rows: f.values.map((x) => {
        const count = filteredCount(filter.counts, feature, f.id, x.value)
        return {
          value: x.value,
          name: x.name,
          count,
          share: shareOf(count, within),
          chosen: x.value === filter.value,
        }
      }),
    })
  }
  for (const v of data.variables) {
    if (v.id === selection.variable) continue
    const t = overAll(v.id, null)
    if (t) tables.push(t)
  }
  return tables
}

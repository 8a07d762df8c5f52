// The file server's Maps filter files over the sample rows:
//
//   /data-browser/maps/{year}/{geography}-{mapsVariable}-{valueSlug}.json
//
// Same shape as the published files: { "<feature>": { "<mapsVariable>": { "<value>": records } } }
// = per state (abbreviation) or county (5-digit FIPS), the counts of every map variable's values
// within the rows whose `mapsVariable` has the value whose slug is `valueSlug` (the value with each
// character other than a letter or digit replaced by "-", lower case; the variable keeps its
// camelCase). Values with no records are left out, as in the published files. An unknown year,
// geography, variable or slug is a 404, as on the file server.
import { FILTERS } from './dataBrowser.mjs'
import { mlarRecord } from './lar.mjs'
import { CONFIGURED } from './years.mjs'

/** @typedef {import('./sample.mjs').Sample} Sample */
/** @typedef {import('./sample.mjs').SampleRow} SampleRow */
/** @typedef {{ year: string, geography: string, variable: string, slug: string }} MapFilterPath */
/** feature → map variable → value → records (the shape `parseMapFilter` of src reads). */
/** @typedef {Record<string, Record<string, Record<string, number>>>} MapFilterBody */
/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

export const MAP_FILTERS_PREFIX = '/data-browser/maps/'
export const MAP_FILTER_YEARS = CONFIGURED.maps

/** The 12 map variables: camelCase id of the maps files → the Data Browser API key. */
/** @type {Record<string, string>} */
export const MAP_VARIABLES = {
  actionTaken: 'actions_taken',
  loanType: 'loan_types',
  loanPurpose: 'loan_purposes',
  ethnicity: 'ethnicities',
  race: 'races',
  sex: 'sexes',
  age: 'ageapplicant',
  lienStatus: 'lien_statuses',
  constructionMethod: 'construction_methods',
  totalUnits: 'total_units',
  loanProduct: 'loan_products',
  dwellingCategory: 'dwelling_categories',
}
const IDS = Object.keys(MAP_VARIABLES)

/** "Single Family (1-4 Units):Site-Built" → "single-family--1-4-units--site-built"; "<25" → "-25". */
export const mapFilterSlug = (/** @type {string} */ value) =>
  value.replace(/[^A-Za-z0-9]/g, '-').toLowerCase()

/**
 * `{ year, geography, variable, slug }` of a filter file path (after the file server root), or null.
 * @param {string} path
 * @returns {MapFilterPath | null}
 */
export function parseMapFilterPath(path) {
  const m = /^\/data-browser\/maps\/(\d{4})\/(state|county)-([A-Za-z]+)-([a-z0-9-]+)\.json$/.exec(
    path,
  )
  return m ? { year: m[1], geography: m[2], variable: m[3], slug: m[4] } : null
}

/** @type {WeakMap<SampleRow[], string[][]>} */
const valuesCache = new WeakMap()

/**
 * Every row's values of the 12 variables (in IDS order), computed once per year's rows.
 * @param {SampleRow[]} rows
 * @param {string} year
 */
function rowValues(rows, year) {
  let values = valuesCache.get(rows)
  if (!values) {
    values = rows.map((row) => {
      /** @type {import('./lar.mjs').LarRecord | undefined} */
      let record
      return IDS.map((id) =>
        FILTERS[MAP_VARIABLES[id]].of(row, () => (record ??= mlarRecord(row, year))),
      )
    })
    valuesCache.set(rows, values)
  }
  return values
}

/**
 * The filter file's content for the sample's `year`, or null when there is no such file.
 * @param {Sample} sample
 * @param {MapFilterPath} path
 * @returns {MapFilterBody | null}
 */
export function mapFilterFile(sample, { year, geography, variable, slug }) {
  const index = IDS.indexOf(variable)
  if (!MAP_FILTER_YEARS.includes(year) || !sample.years[year] || index < 0) return null
  if (geography !== 'state' && geography !== 'county') return null
  const value = FILTERS[MAP_VARIABLES[variable]].values.find((v) => mapFilterSlug(v) === slug)
  if (value === undefined) return null
  const rows = sample.years[year].rows
  const values = rowValues(rows, year)
  /** @type {MapFilterBody} */
  const out = {}
  for (const [i, row] of rows.entries()) {
    const v = values[i]
    if (v[index] !== value) continue
    const key = (geography === 'state' ? row.state : row.county) || 'NA'
    const feature = (out[key] ??= {})
    for (const [k, id] of IDS.entries()) {
      const counts = (feature[id] ??= {})
      counts[v[k]] = (counts[v[k]] ?? 0) + 1
    }
  }
  return out
}

/** @type {WeakMap<Sample, Map<string, MapFilterBody | null>>} */
const bodies = new WeakMap()

/**
 * Answers a filter file path of the file server (the caller has checked the prefix).
 * `json(req, res, status, data)` and `notFound(req, res)` are the local services' senders.
 * @param {Sample | null} sample
 * @param {string} path
 * @param {{ json: (req: Req, res: Res, status: number, data: unknown) => boolean,
 *   notFound: (req: Req, res: Res) => boolean }} senders
 * @param {Req} req
 * @param {Res} res
 */
export function serveMapFilter(sample, path, { json, notFound }, req, res) {
  const parsed = parseMapFilterPath(path)
  if (!parsed || !sample) return notFound(req, res)
  let cache = bodies.get(sample)
  if (!cache) bodies.set(sample, (cache = new Map()))
  if (!cache.has(path)) {
    const oldest = cache.keys().next()
    if (cache.size >= 64 && !oldest.done) cache.delete(oldest.value)
    cache.set(path, mapFilterFile(sample, parsed))
  }
  const body = cache.get(path)
  return body ? json(req, res, 200, body) : notFound(req, res)
}

#!/usr/bin/env node
// Converts the public HMDA Data Browser maps base data (LAR record counts per state / county and
// per value of the 12 map variables) into the compact JSON the Maps screen loads on demand from
// public/data/maps/ (format: src/features/data-browser/maps/mapData.ts). Run by hand when the data
// change — never by the build or the tests:
//
//   node scripts/data/build-maps.mjs [--from /path/to/reference] [--out public/data/maps]
//
// Always: the map outlines, geometry/{state,county}.json, from the npm package us-atlas 3 (Census
// cartographic boundaries 2017, 1:10m): the Albers USA files (Alaska and Hawaii already in insets)
// turned into SVG path strings once, here, so the browser neither projects nor parses TopoJSON;
// Puerto Rico (absent from the Albers files) is projected from the unprojected files into an inset
// box at the bottom right. Output: {"_source", "width", "height", "shapes": [[id, d, x, y]…] (x, y =
// centroid), "borders" (state borders as one path), "insets": [{"id", "name", "x", "y", "width",
// "height"}]}.
//
// With --from, the base data as well:
// `--from` is a folder holding `data-browser/` (or that folder itself) with
//   maps/{year}/{state,county}.json   {"feature": {"mapsVariable": {"value": records}}}
//   variables.json                    the Data Browser variable list (value order, mapsId pairs)
//   geography/counties-{Y1}-{Y2}.json the site's county lists {"FIPS": "NAME"} (for names)
// The base data are public files of the HMDA programme's site (cfpb/hmda-frontend
// public/{year}/{state,county}.json; county lists: src/data-browser/constants/counties.js).
// Output per year and geography:
//   {"_source", "year", "geography", "variables": [[mapsId, apiKey, [value…]]…],
//    "features": {"feature": [count per (variable, value) in that order, 0 when absent]},
//    county only: "names": {"FIPS": "NAME"} for the counties the year's list lacks, from another}
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { geoMercator, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import { relativePath } from './mapPaths.mjs'

/**
 * @param {string} name
 * @param {string} [fallback]
 */
function arg(name, fallback) {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : fallback
}

const from = arg('--from')
const out = resolve(arg('--out', 'public/data/maps') ?? '')

/* ---- geometry (us-atlas) ---- */

const WIDTH = 975
const HEIGHT = 610
/** Where Puerto Rico goes (east of Florida, below the Atlantic coast), in map units. */
export const PR_INSET = { id: '72', name: 'Puerto Rico', x: 868, y: 556, width: 96, height: 40 }

function buildGeometry() {
  const require = createRequire(import.meta.url)
  /** @param {string} name @returns {any} */
  const atlas = (name) => JSON.parse(readFileSync(require.resolve(`us-atlas/${name}`), 'utf8'))
  const version = JSON.parse(readFileSync(require.resolve('us-atlas/package.json'), 'utf8')).version
  /** @param {number} n */
  const round = (n) => Math.round(n * 10) / 10
  const albersPath = geoPath().digits(1)
  const pad = 4
  for (const geography of ['state', 'county']) {
    const name = geography === 'state' ? 'states' : 'counties'
    const albers = atlas(`${name}-albers-10m.json`)
    const plain = atlas(`${name}-10m.json`)
    /** @type {[string, string, number, number][]} */
    const shapes = []
    for (const f of feature(
      albers,
      /** @type {import('topojson-specification').GeometryCollection} */ (albers.objects[name]),
    ).features) {
      const d = f.id === undefined ? null : albersPath(f)
      if (!d) continue
      const [x, y] = albersPath.centroid(f)
      shapes.push([String(f.id), relativePath(d), round(x), round(y)])
    }
    // Puerto Rico: its own Mercator projection fitted into the inset box.
    const pr = feature(
      plain,
      /** @type {import('topojson-specification').GeometryCollection} */ (plain.objects[name]),
    ).features.filter((f) => String(f.id).startsWith(PR_INSET.id))
    if (pr.length === 0) throw new Error(`us-atlas ${name}-10m.json has no Puerto Rico`)
    const box = PR_INSET
    const projection = geoMercator().fitExtent(
      [
        [box.x + pad, box.y + pad],
        [box.x + box.width - pad, box.y + box.height - pad],
      ],
      { type: 'FeatureCollection', features: pr },
    )
    const prPath = geoPath(projection).digits(1)
    for (const f of pr) {
      const d = prPath(f)
      if (!d) continue
      const [x, y] = prPath.centroid(f)
      shapes.push([String(f.id), relativePath(d), round(x), round(y)])
    }
    const borders = relativePath(
      albersPath(mesh(albers, albers.objects.states, (a, b) => a !== b)) ?? '',
    )
    mkdirSync(join(out, 'geometry'), { recursive: true })
    writeFileSync(
      join(out, 'geometry', `${geography}.json`),
      JSON.stringify({
        _source: `us-atlas ${version} (npm; Census Bureau cartographic boundaries 2017, 1:10m): ${name}-albers-10m.json, Puerto Rico from ${name}-10m.json in an inset; SVG paths by scripts/data/build-maps.mjs`,
        width: WIDTH,
        height: HEIGHT,
        shapes,
        borders,
        insets: [PR_INSET],
      }),
    )
    console.log(`Wrote geometry/${geography}.json (${shapes.length} shapes)`)
  }
}
buildGeometry()
if (!from) process.exit(0)

/* ---- base data (--from) ---- */

/**
 * The county lists of the HMDA site (geography/counties-{Y1}-{Y2}.json, {"FIPS": "NAME"}), newest
 * first, each with the years it is used for.
 * @param {string} folder
 * @returns {{ first: string, last: string, names: Record<string, string> }[]}
 */
function countyListsOf(folder) {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .map((file) => /^counties-(\d{4})-(\d{4})\.json$/.exec(file))
    .filter((m) => m !== null)
    .map(([file, first, last]) => ({
      first,
      last,
      names: JSON.parse(readFileSync(join(folder, file), 'utf8')),
    }))
    .sort((a, b) => b.first.localeCompare(a.first))
}

/**
 * Names, from another year's list, of the counties the base data have but the year's own list
 * lacks (Alaska's Chugach 02063 and Copper River 02066, created in 2019, are in the 2022–2023
 * data but only in the 2024 list). Codes that no list has stay unnamed.
 * @param {string} year
 * @param {Record<string, number[]>} features
 */
function missingNames(year, features) {
  const own = countyLists.find((l) => l.first <= year && year <= l.last)?.names ?? {}
  /** @type {Record<string, string>} */
  const names = {}
  for (const key of Object.keys(features)) {
    if (own[key] !== undefined) continue
    const other = countyLists.find((l) => l.names[key] !== undefined)
    if (other) names[key] = other.names[key]
  }
  return names
}

/** @typedef {{ mapsId: string, apiKey: string, values: { value: string }[] }} MapsVariable */
const root = existsSync(join(from, 'data-browser', 'maps')) ? join(from, 'data-browser') : from
if (!existsSync(join(root, 'maps')) || !existsSync(join(root, 'variables.json'))) {
  console.error(`No maps/ or variables.json in ${root}: point --from at the reference folder.`)
  process.exit(2)
}

const variables = JSON.parse(readFileSync(join(root, 'variables.json'), 'utf8'))
const countyLists = countyListsOf(join(root, 'geography'))
/** @type {Map<string, MapsVariable>} */
const byMapsId = new Map(variables['2018+'].map((/** @type {MapsVariable} */ v) => [v.mapsId, v]))
/** @type {{ _source: string, years: string[] }} */
const index = { _source: 'Index of public/data/maps (scripts/data/build-maps.mjs)', years: [] }

for (const year of readdirSync(join(root, 'maps'))
  .filter((y) => /^\d{4}$/.test(y))
  .sort()) {
  for (const geography of ['state', 'county']) {
    const file = join(root, 'maps', year, `${geography}.json`)
    if (!existsSync(file)) continue
    /** @type {Record<string, Record<string, Record<string, number>>>} */
    const raw = JSON.parse(readFileSync(file, 'utf8'))
    // Value order: the Data Browser's order, then any value it does not list (sorted).
    /** @type {Map<string, Set<string>>} */
    const seen = new Map()
    for (const feature of Object.values(raw))
      for (const [id, counts] of Object.entries(feature)) {
        if (!seen.has(id)) seen.set(id, new Set())
        for (const value of Object.keys(counts)) seen.get(id)?.add(value)
      }
    const vars = [...seen.keys()]
      .filter((id) => byMapsId.has(id))
      .sort(
        (a, b) =>
          variables['2018+'].indexOf(byMapsId.get(a)) - variables['2018+'].indexOf(byMapsId.get(b)),
      )
      .map((id) => {
        const variable = /** @type {MapsVariable} */ (byMapsId.get(id))
        const ids = /** @type {Set<string>} */ (seen.get(id))
        const listed = variable.values.map((v) => v.value)
        /** @type {string[]} */
        const values = [
          ...listed.filter((v) => ids.has(v)),
          ...[...ids].filter((v) => !listed.includes(v)).sort(),
        ]
        return /** @type {[string, string, string[]]} */ ([id, variable.apiKey, values])
      })
    const unknown = [...seen.keys()].filter((id) => !byMapsId.has(id))
    if (unknown.length) console.warn(`${year} ${geography}: skipped unknown variables ${unknown}`)
    /** @type {Record<string, number[]>} */
    const features = {}
    for (const [key, feature] of Object.entries(raw).sort(([a], [b]) => a.localeCompare(b)))
      features[key] = vars.flatMap(([id, , values]) => values.map((v) => feature[id]?.[v] ?? 0))
    mkdirSync(join(out, year), { recursive: true })
    writeFileSync(
      join(out, year, `${geography}.json`),
      JSON.stringify({
        _source: `HMDA public site maps base data (cfpb/hmda-frontend public/${year}/${geography}.json); converted by scripts/data/build-maps.mjs`,
        year,
        geography,
        variables: vars,
        features,
        ...(geography === 'county' ? { names: missingNames(year, features) } : {}),
      }),
    )
    if (geography === 'state') index.years.push(year)
  }
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index))
console.log(`Wrote ${index.years.length} years to ${out}`)

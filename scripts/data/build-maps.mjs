#!/usr/bin/env node
// Converts the public HMDA Data Browser maps base data (LAR record counts per state / county and
// per value of the 12 map variables) into the compact JSON the Maps screen loads on demand from
// public/data/maps/ (format: src/features/data-browser/maps/mapData.ts). Run by hand when the data
// change — never by the build or the tests:
//
//   node scripts/data/build-maps.mjs --from /path/to/reference [--out public/data/maps]
//
// `--from` is a folder holding `data-browser/` (or that folder itself) with
//   maps/{year}/{state,county}.json   {"feature": {"mapsVariable": {"value": records}}}
//   variables.json                    the Data Browser variable list (value order, mapsId pairs)
// The base data are public files of the HMDA programme's site (cfpb/hmda-frontend
// public/{year}/{state,county}.json). Output per year and geography:
//   {"_source", "year", "geography", "variables": [[mapsId, apiKey, [value…]]…],
//    "features": {"feature": [count per (variable, value) in that order, 0 when absent]}}
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

function arg(name, fallback) {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : fallback
}

const from = arg('--from')
if (!from) {
  console.error(
    'Usage: node scripts/data/build-maps.mjs --from <reference folder> [--out <folder>]',
  )
  process.exit(2)
}
const out = resolve(arg('--out', 'public/data/maps'))
const root = existsSync(join(from, 'data-browser', 'maps')) ? join(from, 'data-browser') : from
if (!existsSync(join(root, 'maps')) || !existsSync(join(root, 'variables.json'))) {
  console.error(`No maps/ or variables.json in ${root}: point --from at the reference folder.`)
  process.exit(2)
}

const variables = JSON.parse(readFileSync(join(root, 'variables.json'), 'utf8'))
const byMapsId = new Map(variables['2018+'].map((v) => [v.mapsId, v]))
const index = { _source: 'Index of public/data/maps (scripts/data/build-maps.mjs)', years: [] }

for (const year of readdirSync(join(root, 'maps'))
  .filter((y) => /^\d{4}$/.test(y))
  .sort()) {
  for (const geography of ['state', 'county']) {
    const file = join(root, 'maps', year, `${geography}.json`)
    if (!existsSync(file)) continue
    const raw = JSON.parse(readFileSync(file, 'utf8'))
    // Value order: the Data Browser's order, then any value it does not list (sorted).
    const seen = new Map()
    for (const feature of Object.values(raw))
      for (const [id, counts] of Object.entries(feature)) {
        if (!seen.has(id)) seen.set(id, new Set())
        for (const value of Object.keys(counts)) seen.get(id).add(value)
      }
    const vars = [...seen.keys()]
      .filter((id) => byMapsId.has(id))
      .sort(
        (a, b) =>
          variables['2018+'].indexOf(byMapsId.get(a)) - variables['2018+'].indexOf(byMapsId.get(b)),
      )
      .map((id) => {
        const listed = byMapsId.get(id).values.map((v) => v.value)
        const values = [
          ...listed.filter((v) => seen.get(id).has(v)),
          ...[...seen.get(id)].filter((v) => !listed.includes(v)).sort(),
        ]
        return [id, byMapsId.get(id).apiKey, values]
      })
    const unknown = [...seen.keys()].filter((id) => !byMapsId.has(id))
    if (unknown.length) console.warn(`${year} ${geography}: skipped unknown variables ${unknown}`)
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
      }),
    )
    if (geography === 'state') index.years.push(year)
  }
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index))
console.log(`Wrote ${index.years.length} years to ${out}`)

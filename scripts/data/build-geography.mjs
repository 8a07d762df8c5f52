#!/usr/bin/env node
// Converts the public HMDA geography lists into the compact JSON the site loads on demand from
// public/data/geography/ (see src/lib/api/geography.ts for the formats). Run by hand when the
// lists change — never by the build or the tests:
//
//   node scripts/data/build-geography.mjs --from /path/to/reference [--out public/data/geography]
//
// `--from` is a folder holding `data-browser/geography/` (or that folder itself) with:
//   states.json                          {states:[{abbr,fips,name,dataBrowserSelectable2018plus,…}]}
//   counties-{Y1}-{Y2}.json              {"5-digit FIPS": "NAME"}
//   msamds/msamds-{Y}[-{Y2}].json        {"MSA/MD code": {name, states:[abbr…]}}
//   population/{state,county}Pop{Y}.json {"FIPS": population}
//   record-counts/{state,msamd,county}Counts{Y}.json {"key": LAR rows}
// These are public data of the HMDA programme's site (cfpb/hmda-frontend, src/data-browser/
// constants: shortcodeToFips, stateObj, counties, msaToName/msaToState, populationByGeography,
// recordCountsByGeography; population figures are U.S. Census Bureau estimates). Each output file
// names the input it came from in `_source`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

/**
 * @param {string} name
 * @param {string} [fallback]
 */
function arg(name, fallback) {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : fallback
}

const from = arg('--from')
if (!from) {
  console.error(
    'Usage: node scripts/data/build-geography.mjs --from <reference folder> [--out <folder>]',
  )
  process.exit(2)
}
const out = resolve(arg('--out', 'public/data/geography') ?? '')
const root = existsSync(join(from, 'data-browser', 'geography'))
  ? join(from, 'data-browser', 'geography')
  : from
if (!existsSync(join(root, 'states.json'))) {
  console.error(`No states.json in ${root}: point --from at the reference folder.`)
  process.exit(2)
}

/** @param {string} path @returns {any} */
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'))
const SOURCE = 'HMDA public site geography lists (cfpb/hmda-frontend src/data-browser/constants)'
/** @param {string} path */
const source = (path) => `${SOURCE}: ${path}; converted by scripts/data/build-geography.mjs`

/**
 * "DISTRICT OF COLUMBIA" → "District of Columbia"; "U.S." and "(U.S.)" kept upper case.
 * @param {string} name
 */
export function titleCase(name) {
  return name
    .toLowerCase()
    .split(' ')
    .map((word, i) => {
      if (word.includes('.')) return word.toUpperCase()
      if (i > 0 && ['of', 'and', 'the'].includes(word)) return word
      return word.replace(
        /^(\(?)(\p{L})/u,
        (_, /** @type {string} */ p, /** @type {string} */ c) => p + c.toUpperCase(),
      )
    })
    .join(' ')
}

/**
 * Years covered by a file name ending in Y or Y1-Y2 (before .json).
 * @param {string} file
 */
function yearsOf(file) {
  const m = /(\d{4})(?:-(\d{4}))?\.json$/.exec(file)
  if (!m) throw new Error(`No year in file name ${file}`)
  const first = Number(m[1])
  const last = Number(m[2] ?? m[1])
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i))
}

/** @param {any[]} a @param {any[]} b */
const byKey = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)
/** @param {object} o */
const sortedObject = (o) => Object.fromEntries(Object.entries(o).sort(byKey))

/** Values as numbers (one public file writes a count as a string of digits). */
/**
 * @param {Record<string, unknown>} o
 * @param {string} path
 */
function numbers(o, path) {
  /** @type {Record<string, number>} */
  const result = {}
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'number' && Number.isFinite(v)) result[k] = v
    else if (typeof v === 'string' && /^\d+$/.test(v)) result[k] = Number(v)
    else throw new Error(`${path}: ${k} is not a number`)
  }
  return sortedObject(result)
}

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
/** @param {string} name @param {unknown} data */
const write = (name, data) => writeFileSync(join(out, name), `${JSON.stringify(data)}\n`)

/** @typedef {{ fips: string, abbr: string, name: string, dataBrowserSelectable2018plus?: boolean }} GeoState */
// States: real states and territories with a name (no site pseudo-entries).
const states = read('states.json')
  .states.filter(
    (/** @type {GeoState} */ s) => s.name && s.abbr && /^\d\d$/.test(s.fips) && s.fips !== '00',
  )
  .map((/** @type {GeoState} */ s) => [
    s.fips,
    s.abbr,
    titleCase(s.name),
    s.dataBrowserSelectable2018plus ? 1 : 0,
  ])
  .sort(byKey)
write('states.json', { _source: source('states.json'), states })

// Some years' state record counts are keyed by FIPS code, others by abbreviation: by abbreviation.
const abbrByFips = new Map(
  states.map((/** @type {[string, string]} */ [fips, abbr]) => [fips, abbr]),
)
/** @param {Record<string, number>} o */
function byAbbr(o) {
  /** @type {Record<string, number>} */
  const result = {}
  for (const [k, v] of Object.entries(o)) result[abbrByFips.get(k) ?? k] = v
  return sortedObject(result)
}

/** @type {Record<string, { counties?: string, msaMds?: string, population?: string, recordCounts?: string }>} */
const years = {}
/** @param {string} y */
const yearEntry = (y) => (years[y] ??= {})

for (const file of readdirSync(root).filter((f) => /^counties-.*\.json$/.test(f))) {
  const raw = read(file)
  const counties = Object.entries(raw)
    .filter(([code]) => /^\d{5}$/.test(code))
    .map(([code, name]) => [code, String(name)])
    .sort(byKey)
  write(file, { _source: source(file), counties })
  for (const y of yearsOf(file)) yearEntry(y).counties = file
}

for (const file of readdirSync(join(root, 'msamds'))) {
  const raw = read(join('msamds', file))
  const msaMds = Object.entries(raw)
    .map((/** @type {[string, any]} */ [id, v]) => [id, String(v.name), [...v.states]])
    .sort(byKey)
  write(file, { _source: source(`msamds/${file}`), msaMds })
  for (const y of yearsOf(file)) yearEntry(y).msaMds = file
}

for (const y of Object.keys(years)) {
  const stateFile = `population/statePop${y}.json`
  const countyFile = `population/countyPop${y}.json`
  if (existsSync(join(root, stateFile)) && existsSync(join(root, countyFile))) {
    const name = `population-${y}.json`
    write(name, {
      _source: source(`${stateFile}, ${countyFile}`),
      states: numbers(read(stateFile), stateFile),
      counties: numbers(read(countyFile), countyFile),
    })
    yearEntry(y).population = name
  }
  /** @param {string} kind */
  const counts = (kind) => `record-counts/${kind}Counts${y}.json`
  if (['state', 'msamd', 'county'].every((k) => existsSync(join(root, counts(k))))) {
    const msa = read(counts('msamd'))
    // A list with no 5-digit code is not an MSA/MD list (the 2020 file of the public site is a
    // copy of the state counts): published as null. (Keys "NA"/"0" = outside any MSA/MD, kept.)
    const msaUsable = Object.keys(msa).some((k) => /^\d{5}$/.test(k))
    const name = `record-counts-${y}.json`
    write(name, {
      _source: source(`${counts('state')}, ${counts('msamd')}, ${counts('county')}`),
      states: byAbbr(numbers(read(counts('state')), counts('state'))),
      msaMds: msaUsable ? numbers(msa, counts('msamd')) : null,
      counties: numbers(read(counts('county')), counts('county')),
    })
    yearEntry(y).recordCounts = name
    if (!msaUsable) console.warn(`${counts('msamd')}: not keyed by MSA/MD code; written as null`)
  }
}

const complete = Object.fromEntries(
  Object.entries(years)
    .filter(([, e]) => e.counties && e.msaMds && e.population && e.recordCounts)
    .sort(byKey),
)
const skipped = Object.keys(years).filter((y) => !(y in complete))
if (skipped.length) console.warn(`Years without every list (left out): ${skipped.join(', ')}`)
write('index.json', {
  _source: `${SOURCE}; index of ${basename(out)}`,
  states: 'states.json',
  years: complete,
})
writeFileSync(
  join(out, 'README.md'),
  `# Geography lists (generated)

Written by \`node scripts/data/build-geography.mjs --from <reference folder>\`; do not edit by hand.
Converted from the public geography lists of the HMDA programme's web site
(cfpb/hmda-frontend, \`src/data-browser/constants/\`: state codes, counties, MSA/MD names and
states, population by geography — U.S. Census Bureau estimates — and LAR record counts by
geography). Each JSON file names its input in \`_source\`. Formats: \`src/lib/api/geography.ts\`.

Years: ${Object.keys(complete).join(', ')}.
`,
)
console.log(
  `Wrote ${readdirSync(out).length} files to ${out} (years ${Object.keys(complete).join(', ')})`,
)

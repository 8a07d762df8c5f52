#!/usr/bin/env node
// Writes a generated HMDA file (transmittal sheet + LAR rows), valid unless edits are asked for.
//
//   node scripts/make-lar.mjs --year 2025 --rows 1000000 [--quarter 1]
//        [--errors S304,V608-1,Q609,Q635,...] [--near Q635,...] [--error-rows 10]
//        [--shape realistic|short] [--out file.txt]
//
// Rows are realistic by default (varied addresses, co-applicants, free-form texts: about 545
// bytes a row, like the public sample filings); --shape short repeats one plain row (~324 bytes).
// --errors also takes quality and macro edits (trigger form) and --near their form that just
// misses the edit (at the threshold), for the period given. Without --out the file goes to
// standard output. The generator is src/hmda/testing/generateLar.ts (shared with the unit
// tests), bundled with the local services' loader (./local-services/siteModules.mjs: Vite's
// build API, a cache folder per process, removed once loaded). Run `--help` for the edits.
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadSiteModules } from './local-services/siteModules.mjs'

const { values: args } = parseArgs({
  options: {
    year: { type: 'string' },
    rows: { type: 'string', default: '1000' },
    quarter: { type: 'string' },
    errors: { type: 'string' },
    near: { type: 'string' },
    'error-rows': { type: 'string' },
    shape: { type: 'string', default: 'realistic' },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})

/** @returns {Promise<typeof import('../src/hmda/testing/generateLar.ts')>} */
async function loadGenerator() {
  const { generateLar } = await loadSiteModules('make-lar', {
    generateLar: 'src/hmda/testing/generateLar.ts',
  })
  return generateLar
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  process.stderr.write(`make-lar: ${message}\n`)
  process.exit(2)
}

const generator = await loadGenerator()

if (args.help || !args.year) {
  /** @param {[string, string][]} entries */
  const list = (entries) => entries.map(([id, what]) => `  ${id.padEnd(12)} ${what}`).join('\n')
  const usage = `Usage: node scripts/make-lar.mjs --year 2018..2026 --rows N [--quarter 1|2|3]
       [--errors ID,ID,...] [--near ID,...] [--error-rows N] [--shape realistic|short] [--out file]

Syntactical and validity edits that --errors can trigger:
${list(Object.entries(generator.GENERATOR_ERRORS))}

Quality and macro edits (--errors: triggered; --near: just missed, at the threshold), each in
the periods whose engine runs it; row edits on --error-rows rows, macro edits by exact counts:
${list(Object.entries(generator.QUALITY_ERRORS))}

Not generated:
${list(Object.entries(generator.NOT_GENERATED))}
`
  if (args.help) {
    process.stdout.write(usage)
    process.exit(0)
  }
  process.stderr.write(usage)
  process.exit(2)
}

/**
 * @param {string} name
 * @param {string} value
 */
const number = (name, value) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, not “${value}”.`)
  return n
}

/** @typedef {import('../src/hmda/testing/generateLar.ts').RowShape} RowShape */
const shape = /** @type {RowShape} */ (args.shape)
if (!generator.ROW_SHAPES.includes(shape)) {
  fail(`--shape must be ${generator.ROW_SHAPES.join(' or ')}, not “${args.shape}”.`)
}

/** Edit ids, upper case (`Q600-warning` keeps its lower-case suffix). */
/** @param {string | undefined} text */
const ids = (text) =>
  text
    ? text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map((id) => (/^q600-warning$/i.test(id) ? 'Q600-warning' : id.toUpperCase()))
    : []

const options = {
  shape,
  year: number('year', args.year),
  rows: number('rows', args.rows),
  // Any whole number here: the generator refuses a quarter other than 1, 2 or 3 with a message.
  quarter: /** @type {1 | 2 | 3 | null} */ (
    args.quarter === undefined ? null : number('quarter', args.quarter)
  ),
  errors: ids(args.errors),
  near: ids(args.near),
  ...(args['error-rows'] !== undefined && { errorRows: number('error-rows', args['error-rows']) }),
}

const out = args.out ? createWriteStream(args.out) : process.stdout
// A reader that stops early (`| head`) is not an error.
out.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0)
  fail(error.message)
})
const started = performance.now()
try {
  for (const chunk of generator.generateLarChunks(options, 5_000)) {
    if (!out.write(chunk)) await once(out, 'drain')
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (args.out) {
  out.end()
  await once(out, 'finish')
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  process.stderr.write(`make-lar: wrote ${options.rows} LAR rows to ${args.out} in ${seconds} s\n`)
}

#!/usr/bin/env node
// Writes a generated HMDA file (transmittal sheet + LAR rows), valid unless edits are asked for.
//
//   node scripts/make-lar.mjs --year 2025 --rows 1000000 [--quarter 1]
//        [--errors S304,V608-1,...] [--error-rows 10] [--shape realistic|short] [--out file.txt]
//
// Rows are realistic by default (varied addresses, co-applicants, free-form texts: about 545
// bytes a row, like the public sample filings); --shape short repeats one plain row (~324 bytes).
// Without --out the file goes to standard output. The generator is src/hmda/testing/
// generateLar.ts (shared with the unit tests); plain Node cannot load TypeScript, so it is
// bundled first with Vite's build API into node_modules/.cache/make-lar-{pid}/ (about a second;
// a folder per process, so parallel runs, e.g. e2e workers, do not empty each other's) and
// imported from there; the folder is removed once the module is loaded. Run `--help` for the edits that can be triggered.
import { once } from 'node:events'
import { createWriteStream, rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = `${root}node_modules/.cache/make-lar-${process.pid}`

const { values: args } = parseArgs({
  options: {
    year: { type: 'string' },
    rows: { type: 'string', default: '1000' },
    quarter: { type: 'string' },
    errors: { type: 'string' },
    'error-rows': { type: 'string' },
    shape: { type: 'string', default: 'realistic' },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})

async function loadGenerator() {
  const { build } = await import('vite')
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      lib: {
        entry: `${root}src/hmda/testing/generateLar.ts`,
        formats: ['es'],
        fileName: () => 'generateLar.mjs',
      },
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node20',
    },
  })
  try {
    return await import(pathToFileURL(`${outDir}/generateLar.mjs`).href)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

function fail(message) {
  process.stderr.write(`make-lar: ${message}\n`)
  process.exit(2)
}

const generator = await loadGenerator()

if (args.help || !args.year) {
  const errors = Object.entries(generator.GENERATOR_ERRORS)
    .map(([id, what]) => `  ${id.padEnd(7)} ${what}`)
    .join('\n')
  const usage = `Usage: node scripts/make-lar.mjs --year 2018..2026 --rows N [--quarter 1|2|3]
       [--errors ID,ID,...] [--error-rows N] [--shape realistic|short] [--out file]\n\nEdits that --errors can trigger:\n${errors}\n`
  if (args.help) {
    process.stdout.write(usage)
    process.exit(0)
  }
  process.stderr.write(usage)
  process.exit(2)
}

const number = (name, value) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, not “${value}”.`)
  return n
}

if (!generator.ROW_SHAPES.includes(args.shape)) {
  fail(`--shape must be ${generator.ROW_SHAPES.join(' or ')}, not “${args.shape}”.`)
}

const options = {
  shape: args.shape,
  year: number('year', args.year),
  rows: number('rows', args.rows),
  quarter: args.quarter === undefined ? null : number('quarter', args.quarter),
  errors: args.errors
    ? args.errors
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean)
    : [],
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

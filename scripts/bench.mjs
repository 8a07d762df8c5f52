// Performance benchmark: `npm run bench`.
//
// Builds the app (unless --no-build), serves dist/ on a free localhost port, opens every route in a
// fresh Chromium context (empty cache = first visit) and measures the JS/CSS it downloads; then
// times the HMDA file validator: in Node (engine.ts bundled with Vite into
// node_modules/.cache/bench-validator/, 200,000 generated rows pushed from memory, best of 3, for
// realistic rows (~545 bytes, like the public sample filings) and the generator's short rows
// (~324 bytes); the heap after 200k vs 400k realistic rows) and in Chromium (a generated
// 1,000,000-realistic-row file (~545 MB) on disk checked
// by /tools/file-format-verification, from the click to the results; the CPU seconds used meanwhile
// are reported too, for Node and for Chromium's processes, as a measure that does not depend on the
// machine's other load; the budget stays on the wall time). Results
// are printed as tables with PASS/FAIL per budget and written to .bench/bench.json; the process
// exits with code 1 when a budget fails or a route cannot be measured.
//
// Options:
//   --no-build          measure the existing build instead of running `npx vite build`
//   --dist DIR          folder to serve and measure (default: dist)
//   --routes /a,/b      routes to open (default: ROUTES below)
//   --suites a,b        only run these suites: bytes, validator, docs, search, maps, checkdigit,
//                       services (default: all)
//   --out FILE          JSON report path (default: .bench/bench.json)
//
// The work is split into "suites" (see SUITES, after the suite definitions): each one gets a
// shared context (browser, server url, dist folder, options) and returns rows for its table plus
// budget results. Suites: "bytes" (JS/CSS per route), "validator" (rows per second of the HMDA
// file validator in Node and in the File Format Verification page in Chromium) and "docs" (search
// index size; no index, search modal or documentation chunk in other routes' first load) and "maps"
// (bytes of outlines and data per Maps view, and the page's own performance measures of drawing).
import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  accessSync,
  constants as fsConstants,
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
} from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { bundleTs } from './lib/bundle-ts.mjs'
import { startStaticServer } from './lib/static-server.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

// ---------------------------------------------------------------------------------------------
// Types (checked by `npm run typecheck`; the site's modules are typed by their own sources)
// ---------------------------------------------------------------------------------------------

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Response} Response */
/**
 * The validator and the file generator, bundled from src/ for Node (validator suite).
 * @typedef {typeof import('../src/hmda/validate/engine.ts')
 *   & typeof import('../src/hmda/testing/generateLar.ts')} ValidatorLib
 */
/** @typedef {import('../src/hmda/validate/engine.ts').ValidationResult} ValidationResult */
/** @typedef {import('../src/hmda/testing/generateLar.ts').RowShape} RowShape */
/** @typedef {typeof import('../src/features/data-publication/institutionSearch.ts')} SearchLib */
/** @typedef {typeof import('../src/features/data-browser/datasets/typeahead.ts')} TypeaheadLib */
/** @typedef {typeof import('../src/lib/search/engine.ts')} DocsSearchLib */
/** @typedef {import('../src/lib/search/types.ts').DocSearchRecord} DocSearchRecord */

/**
 * Command-line options (parseArgs).
 * @typedef {object} Options
 * @property {boolean} build
 * @property {string} dist
 * @property {string[]} routes
 * @property {string[] | null} suites
 * @property {string} out
 * @property {boolean} [help]
 */

/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {(filePath: string) => Promise<Size>} SizeOf */

/**
 * What every suite gets.
 * @typedef {{ browser: Browser, baseUrl: string, distDir: string, options: Options, sizeOf: SizeOf }} Context
 */

/** Budget limits by row key, then by metric (see BUDGETS). */
/** @typedef {Record<string, Record<string, number>>} Budgets */

/** Any suite's row: a unique key and, when it could not be measured, an error. */
/** @typedef {{ key: string, error?: string }} Row */

/**
 * One budget checked (checkBudgets).
 * @typedef {object} BudgetResult
 * @property {string} suite
 * @property {string} key
 * @property {string} metric
 * @property {number} limit
 * @property {number | null} actual
 * @property {'PASS' | 'FAIL' | 'SKIP'} status
 * @property {string} [text]
 */

/**
 * A column of a suite's table (printTable): the row's `key` field, or `format(row)`.
 * @template {Row} R
 * @typedef {{ key: string, label: string, align?: 'left', format?(row: R): string }} Column
 */

/**
 * @template {Row} R
 * @typedef {{ rows: R[], budgets: BudgetResult[], summary?: string[] }} SuiteResult
 */

/**
 * @template {Row} R
 * @typedef {{ name: string, title: string, columns: Column<R>[],
 *   run(ctx: Context): Promise<SuiteResult<R>> }} Suite
 */

/**
 * A JS or CSS file downloaded by a route's first visit.
 * @typedef {object} RouteFile
 * @property {string} path
 * @property {'js' | 'css'} kind
 * @property {number} status
 * @property {number} raw
 * @property {number} gzip
 * @property {string} [file] the file in dist
 * @property {boolean} [notOnDisk]
 */

/**
 * A row of the bytes suite.
 * @typedef {Row & {
 *   route: string, status: number | null, jsRaw: number, jsGzip: number, cssRaw: number,
 *   cssGzip: number, requests: number, totalRequests: number, files: RouteFile[],
 *   consoleErrors: string[], pageErrors: string[], title?: string, loadMs?: number }} RouteRow
 */

/**
 * A worker's heap at one of its marks (measureWorkerHeap), in bytes.
 * @typedef {{ part: string, rows: number, end: boolean, used: number, backing: number | null }} HeapMark
 */

/**
 * A row of the validator suite (Node or Chromium).
 * @typedef {Row & {
 *   runtime: string, rows: number, shape?: RowShape, runs?: number[], cpuRuns?: number[],
 *   chunks?: number, fileBytes?: number, seconds?: number, cpuSeconds?: number,
 *   rowsPerSecond?: number, mbPerSecond?: number, rowBytes?: number, heapUsed?: number,
 *   heapTotal?: number, heapGrowth?: number, buffersGrowth?: number, heapBefore?: number,
 *   generateSeconds?: number, pageText?: string, pageErrors?: string[],
 *   workerHeap?: HeapMark[] }} ValidatorRow
 */

/**
 * A row of the docs suite.
 * @typedef {Row & { docChunks?: number, searchModal?: number, searchIndex?: number,
 *   raw?: number | null, gzip?: number | null, note?: string }} DocsRow
 */

/**
 * The row of the search suite (times in ms).
 * @typedef {Row & { keystrokes: number, buildMs: number, medianMs: number, p90Ms: number,
 *   worstMs: number }} SearchRow
 */

/**
 * A row of the maps suite.
 * @typedef {Row & { geometryRaw?: number, geometryGzip?: number, dataRaw?: number,
 *   dataGzip?: number, files?: string[], drawnAfterDataMs?: number | null,
 *   interactiveMs?: number | null, updateMs?: number | null, focusMs?: number | null,
 *   runs?: string }} MapsRow
 */

/**
 * What measureMapsView returns for one cold visit.
 * @typedef {object} MapsVisit
 * @property {number | undefined} drawnAfterDataMs
 * @property {number | undefined} interactiveMs
 * @property {number | undefined} updateMs
 * @property {number} focusMs
 * @property {Record<'geometry' | 'data', Size>} sizes
 * @property {string[]} files
 */

/** Routes opened by the bytes-per-route suite (override with --routes /a,/b). */
export const ROUTES = [
  '/',
  '/filing/2026/',
  '/data-browser/',
  '/data-browser/data/2024',
  '/data-browser/graphs/quarterly/',
  '/data-browser/maps/2024',
  '/data-publication/',
  '/data-publication/modified-lar/2024',
  '/data-publication/snapshot-national-loan-level-dataset/2024',
  '/data-publication/aggregate-reports/2024/TX/19124/1',
  '/data-publication/disclosure-reports/2024',
  '/tools/',
  '/tools/check-digit',
  '/tools/rate-spread',
  '/tools/lar-formatting',
  '/tools/online-lar-formatting',
  '/tools/file-format-verification',
  '/documentation/',
  '/documentation/faq/check-digit',
  '/documentation/fig/2026/overview',
  '/hmda-help/',
  '/updates-notes/',
  '/no-such-page',
]

/**
 * Budgets, keyed by suite row key (the route for the bytes suite) then by metric. Byte metrics of
 * the bytes suite: jsRaw, jsGzip, cssRaw, cssGzip (bytes), requests (count). Other suites may add
 * their own keys/metrics: the validator suite's rows have rowsPerSecond (min budgets) and the Node
 * row is informational (no budget).
 */
const TOOL_PAGE = { jsGzip: 120 * 1024 }

/** Sizes and row keys of the validator suite. */
const VALIDATOR_NODE_ROWS = 200_000
const VALIDATOR_NODE_RUNS = 3
const VALIDATOR_CHROMIUM_ROWS = 1_000_000
const VALIDATOR_YEAR = 2025
const VALIDATOR_CHUNK_BYTES = 1024 * 1024
const VALIDATOR_PAGE_TIMEOUT_MS = 5 * 60 * 1000
const VALIDATOR_NODE_KEY = 'validator (Node, 200k realistic rows)'
const VALIDATOR_NODE_SHORT_KEY = 'validator (Node, 200k short rows)'
const VALIDATOR_NODE_HEAP_KEY = 'validator (Node, 400k realistic rows, heap)'
const VALIDATOR_CHROMIUM_KEY = 'validator (Chromium, 1M realistic rows)'
const SEARCH_FILERS = 10_000
const SEARCH_KEY = 'institution search (Node, 10,000 filers)'
const TYPEAHEAD_KEY = 'county type-ahead (Node, 3,243 counties of 2024)'
const TYPEAHEAD_PAGE_KEY = 'county type-ahead in the Datasets page (Chromium, render included)'
const STARTUP_KEY = 'local services start-up (created and listening)'
const CHECK_DIGIT_LINES = 1_000_000
const CHECK_DIGIT_KEY = 'check digits for a file of 1,000,000 loan IDs (Chromium, worker)'
const DOCS_SEARCH_KEY = 'documentation search engine (Node, 5,000 records)'
const BURST_KEY = 'site and JSON API during 10 large downloads (local services)'

/** @type {Budgets} */
export const BUDGETS = {
  '/': { jsGzip: 90 * 1024, cssGzip: 15 * 1024 },
  '/tools/check-digit': TOOL_PAGE,
  '/tools/rate-spread': TOOL_PAGE,
  '/tools/lar-formatting': TOOL_PAGE,
  '/tools/online-lar-formatting': TOOL_PAGE,
  '/tools/file-format-verification': TOOL_PAGE,
  '/data-publication/': TOOL_PAGE,
  '/data-publication/modified-lar/2024': TOOL_PAGE,
  '/data-publication/snapshot-national-loan-level-dataset/2024': TOOL_PAGE,
  '/data-publication/aggregate-reports/2024/TX/19124/1': TOOL_PAGE,
  '/data-publication/disclosure-reports/2024': TOOL_PAGE,
  '/data-browser/data/2024': TOOL_PAGE,
  // 1,000,000 realistic rows (~545 MB) in 10 s or less, in the page (workers), file read from disk.
  [VALIDATOR_CHROMIUM_KEY]: { minRowsPerSecond: 100_000, seconds: 10 },
  // One frame per keystroke (90th percentile: single samples can include time not scheduled).
  [SEARCH_KEY]: { p90Ms: 16 },
  [TYPEAHEAD_KEY]: { p90Ms: 16 },
  // One frame per keystroke, the screen's render included.
  [TYPEAHEAD_PAGE_KEY]: { medianMs: 16, p90Ms: 16 },
  [STARTUP_KEY]: { worstMs: 5000 },
  // The page keeps painting while the worker runs: no frame waits a second.
  [CHECK_DIGIT_KEY]: { longestFrameGapMs: 1000 },
  // Per query as DocSearch asks while typing; building the index once, when the modal opens.
  [DOCS_SEARCH_KEY]: { p90Ms: 150, buildMs: 1500 },
  // The local services stream large files in chunks and let other requests in between.
  [BURST_KEY]: { worstMs: 1000 },
}

const CHROMIUM_PATH = '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Unquantized performance.memory (page heap reported by the validator suite).
  '--enable-precise-memory-info',
]
const CHROMIUM_WAIT_MS = 5 * 60 * 1000
const NAVIGATION_TIMEOUT_MS = 30_000
const MAIN_TIMEOUT_MS = 15_000

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Expected failures (bad option, failed build...): reported without a stack trace. */
class BenchError extends Error {}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1)

/**
 * @param {string[]} argv
 * @returns {Options}
 */
function parseArgs(argv) {
  /** @type {Options} */
  const options = {
    build: true,
    dist: join(ROOT, 'dist'),
    routes: ROUTES,
    suites: null,
    out: join(ROOT, '.bench', 'bench.json'),
  }
  /** @type {(i: number, name: string) => [string, number]} */
  const valueOf = (i, name) => {
    const arg = argv[i]
    if (arg.includes('=')) return [arg.slice(arg.indexOf('=') + 1), i]
    const value = argv[i + 1]
    if (value === undefined || value.startsWith('--')) throw new BenchError(`${name} needs a value`)
    return [value, i + 1]
  }
  /** @param {string} value */
  const list = (value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].split('=')[0]
    let value
    switch (name) {
      case '--no-build':
        options.build = false
        break
      case '--build':
        options.build = true
        break
      case '--dist':
        ;[value, i] = valueOf(i, name)
        options.dist = resolve(value)
        break
      case '--routes':
        ;[value, i] = valueOf(i, name)
        options.routes = list(value).map((r) => (r.startsWith('/') ? r : `/${r}`))
        if (options.routes.length === 0) throw new BenchError('--routes is empty')
        break
      case '--suites':
        ;[value, i] = valueOf(i, name)
        options.suites = list(value)
        break
      case '--out':
        ;[value, i] = valueOf(i, name)
        options.out = resolve(value)
        break
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new BenchError(`unknown option ${argv[i]} (try --help)`)
    }
  }
  return options
}

const HELP = `Usage: npm run bench -- [--no-build] [--dist DIR] [--routes /a,/b] [--suites bytes,validator,docs,search,maps,checkdigit,services] [--out FILE]`

function runBuild() {
  console.log('> npx vite build')
  const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new BenchError(`vite build failed (${result.signal ?? `exit code ${result.status}`})`)
  }
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, fsConstants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Chromium may still be being installed by apt: poll for it rather than failing at once. */
async function waitForChromium() {
  const deadline = Date.now() + CHROMIUM_WAIT_MS
  let announced = false
  while (!isExecutable(CHROMIUM_PATH)) {
    if (Date.now() > deadline) {
      throw new BenchError(`${CHROMIUM_PATH} not found after ${CHROMIUM_WAIT_MS / 1000}s`)
    }
    if (!announced) {
      console.log(`Waiting for ${CHROMIUM_PATH} (it may still be being installed)...`)
      announced = true
    }
    await new Promise((r) => setTimeout(r, 5000))
  }
  // apt puts the wrapper script in place before dpkg has finished: give it a moment.
  if (announced) await new Promise((r) => setTimeout(r, 5000))
}

async function launchChromium() {
  await waitForChromium()
  let lastError
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      })
    } catch (error) {
      lastError = error
      const { message } = /** @type {Error} */ (error)
      console.warn(`Chromium launch attempt ${attempt} failed: ${message.split('\n')[0]}`)
      await new Promise((r) => setTimeout(r, 5000))
    }
  }
  throw lastError
}

/** Raw + gzip (level 9) sizes of files in dist, cached by absolute path. */
/** @returns {SizeOf} */
function createSizer() {
  /** @type {Map<string, Promise<Size>>} */
  const cache = new Map()
  /** @param {string} filePath */
  return async function sizeOf(filePath) {
    if (!cache.has(filePath)) {
      cache.set(
        filePath,
        readFile(filePath).then((body) => ({
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      )
    }
    return /** @type {Promise<Size>} */ (cache.get(filePath))
  }
}

/** @param {string} dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort()
}

/**
 * @param {string} path
 * @returns {'js' | 'css' | null}
 */
function assetKind(path, contentType = '') {
  const ext = extname(path).toLowerCase()
  if (ext === '.js' || ext === '.mjs' || /javascript|ecmascript/.test(contentType)) return 'js'
  if (ext === '.css' || contentType.includes('text/css')) return 'css'
  return null
}

/** Totals of everything in dist (raw and gzip), split into js / css / other. */
/**
 * @param {string} distDir
 * @param {SizeOf} sizeOf
 */
async function distTotals(distDir, sizeOf) {
  const totals = {
    files: 0,
    raw: 0,
    gzip: 0,
    js: { files: 0, raw: 0, gzip: 0 },
    css: { files: 0, raw: 0, gzip: 0 },
    other: { files: 0, raw: 0, gzip: 0 },
  }
  for (const file of await listFiles(distDir)) {
    const { raw, gzip } = await sizeOf(file)
    const bucket = totals[assetKind(file) ?? 'other']
    for (const t of [totals, bucket]) {
      t.files += 1
      t.raw += raw
      t.gzip += gzip
    }
  }
  return totals
}

/**
 * @template {Row} R
 * @param {Column<R>[]} columns
 * @param {R[]} rows
 */
function printTable(columns, rows) {
  const cells = rows.map((row) =>
    columns.map((c) =>
      String(c.format ? c.format(row) : /** @type {Record<string, unknown>} */ (row)[c.key]),
    ),
  )
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)))
  /** @param {string[]} values */
  const line = (values) =>
    values.map((v, i) => (columns[i].align === 'left' ? v.padEnd : v.padStart).call(v, widths[i]))
  console.log(line(columns.map((c) => c.label)).join(' | '))
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  for (const r of cells) console.log(line(r).join(' | '))
}

/**
 * Checks rows against BUDGETS. Metrics named min* are lower bounds on the metric without the
 * prefix (e.g. minRowsPerSecond checks rowsPerSecond); all others are upper bounds.
 * @param {string} suiteName
 * @param {Row[]} rows
 * @param {Budgets} [budgets]
 * @param {(value: number, field: string) => string} [formatValue]
 * @returns {BudgetResult[]}
 */
export function checkBudgets(suiteName, rows, budgets = BUDGETS, formatValue = String) {
  /** @type {BudgetResult[]} */
  const results = []
  const byKey = new Map(rows.map((r) => [r.key, r]))
  for (const [key, metrics] of Object.entries(budgets)) {
    const row = byKey.get(key)
    for (const [metric, limit] of Object.entries(metrics)) {
      const isMin = /^min[A-Z]/.test(metric)
      const field = isMin ? metric[3].toLowerCase() + metric.slice(4) : metric
      if (!row || !(field in row)) {
        if (!row) continue // key not measured by this suite / this run
        results.push({ suite: suiteName, key, metric, limit, actual: null, status: 'SKIP' })
        continue
      }
      const actual = /** @type {number} */ (/** @type {Record<string, unknown>} */ (row)[field])
      const pass = row.error ? false : isMin ? actual >= limit : actual <= limit
      results.push({
        suite: suiteName,
        key,
        metric,
        limit,
        actual,
        status: pass ? 'PASS' : 'FAIL',
        text: `${key} ${field} ${formatValue(actual, field)} ${isMin ? '>=' : '<='} ${formatValue(limit, field)}`,
      })
    }
  }
  return results
}

// ---------------------------------------------------------------------------------------------
// Suites: each is { name, title, columns, run(ctx) => Promise<{ rows, budgets, summary? }> }.
// rows need a unique `key` (used for BUDGETS lookup) and may carry `error` (counts as a failure).
// ---------------------------------------------------------------------------------------------

/** Rows of the bytes suite of this run (the docs suite reuses them instead of re-measuring). */
/** @type {RouteRow[] | null} */
let measuredRoutes = null

/**
 * JS/CSS bytes downloaded by a first visit of each route.
 * @type {Suite<RouteRow>}
 */
const bytesPerRouteSuite = {
  name: 'bytes',
  title: 'JS/CSS per route (first visit, KB)',
  columns: [
    { key: 'route', label: 'route', align: 'left' },
    { key: 'jsRaw', label: 'JS raw', format: (r) => kb(r.jsRaw) },
    { key: 'jsGzip', label: 'JS gzip', format: (r) => kb(r.jsGzip) },
    { key: 'cssRaw', label: 'CSS raw', format: (r) => kb(r.cssRaw) },
    { key: 'cssGzip', label: 'CSS gzip', format: (r) => kb(r.cssGzip) },
    { key: 'requests', label: 'requests' },
  ],
  async run({ browser, baseUrl, distDir, options, sizeOf }) {
    const origin = new URL(baseUrl).origin
    const rows = []
    for (const route of options.routes) {
      rows.push(await measureRoute({ browser, baseUrl, origin, distDir, sizeOf, route }))
    }
    measuredRoutes = rows
    /** @type {(v: number, field: string) => string} */
    const formatValue = (v, field) => (field === 'requests' ? String(v) : `${kb(v)} KB`)
    return { rows, budgets: checkBudgets(this.name, rows, BUDGETS, formatValue) }
  },
}

/**
 * @param {{ browser: Browser, baseUrl: string, origin: string, distDir: string,
 *   sizeOf: SizeOf, route: string }} args
 * @returns {Promise<RouteRow>}
 */
async function measureRoute({ browser, baseUrl, origin, distDir, sizeOf, route }) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  /** @type {{ response: Response, url: URL, kind: 'js' | 'css' }[]} */
  const seen = []
  /** @type {string[]} */
  const consoleErrors = []
  /** @type {string[]} */
  const pageErrors = []
  let totalRequests = 0
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== origin) return
    totalRequests += 1
    const kind = assetKind(url.pathname, response.headers()['content-type'] ?? '')
    if (kind) seen.push({ response, url, kind })
  })
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text())
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))

  /** @type {RouteRow} */
  const row = {
    key: route,
    route,
    status: null,
    jsRaw: 0,
    jsGzip: 0,
    cssRaw: 0,
    cssGzip: 0,
    requests: 0,
    totalRequests: 0,
    files: [],
    consoleErrors,
    pageErrors,
  }
  const started = Date.now()
  try {
    const response = await page.goto(new URL(route, baseUrl).href, {
      waitUntil: 'networkidle',
      timeout: NAVIGATION_TIMEOUT_MS,
    })
    row.status = response?.status() ?? null
    // The first load is what the page needs to be whole: the app started (`data-app` on <html>,
    // set once React hydrates or renders; a prerendered page has its <main> before that) and,
    // where there is one, the lazily loaded footer drawn. Under load, a network pause of half a second can come before
    // the app has even asked for those chunks, so "network idle" alone could miss them.
    // Strings so they are evaluated in the page (no browser globals in this Node script).
    await page.waitForFunction(
      "document.querySelector('main') !== null && (!document.getElementById('hmda-boot') || document.documentElement.dataset.app === 'started')",
      null,
      { timeout: MAIN_TIMEOUT_MS },
    )
    // HMDA Help, the staff's screens, has no site footer (src/app/Layout.tsx).
    if (!route.startsWith('/hmda-help')) {
      await page.waitForFunction("document.querySelector('.release-version') !== null", null, {
        timeout: MAIN_TIMEOUT_MS,
      })
    }
    // Rendering the screen may have started further lazy chunks: let those settle too.
    await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT_MS })
    row.title = await page.title()
  } catch (error) {
    row.error = /** @type {Error} */ (error).message.split('\n')[0]
  }
  row.loadMs = Date.now() - started

  for (const { response, url, kind } of seen) {
    const pathname = decodeURIComponent(url.pathname)
    const filePath = resolve(join(distDir, pathname))
    /** @type {RouteFile} */
    const entry = { path: url.pathname, kind, status: response.status(), raw: 0, gzip: 0 }
    if (filePath.startsWith(distDir + sep) && existsSync(filePath)) {
      Object.assign(entry, await sizeOf(filePath))
      entry.file = relative(distDir, filePath)
    } else {
      // Not a file on disk (should not happen with the static server): measure the body.
      const body = await response.body().catch(() => Buffer.alloc(0))
      entry.raw = body.length
      entry.gzip = gzipSync(body, { level: 9 }).length
      entry.notOnDisk = true
    }
    row.files.push(entry)
  }
  // Bytes count each distinct file once; `requests` counts every JS/CSS response.
  const counted = new Set()
  for (const entry of row.files) {
    if (counted.has(entry.path)) continue
    counted.add(entry.path)
    row[/** @type {'jsRaw' | 'cssRaw'} */ (`${entry.kind}Raw`)] += entry.raw
    row[/** @type {'jsGzip' | 'cssGzip'} */ (`${entry.kind}Gzip`)] += entry.gzip
  }
  row.requests = row.files.length
  row.totalRequests = totalRequests
  await context.close()
  return row
}

/**
 * Validator throughput: Node (engine alone, in memory) and Chromium (the page, file on disk).
 * @type {Suite<ValidatorRow>}
 */
const validatorSuite = {
  name: 'validator',
  title: `Validator throughput (clean ${VALIDATOR_YEAR} annual files, all rules, all three stages; MB = 2^20 bytes)`,
  columns: [
    { key: 'key', label: 'run', align: 'left' },
    { key: 'rows', label: 'LAR rows', format: (r) => count(r.rows) },
    { key: 'fileBytes', label: 'file MB', format: (r) => mb(r.fileBytes) },
    { key: 'seconds', label: 'seconds', format: (r) => r.seconds?.toFixed(2) ?? '–' },
    { key: 'rowsPerSecond', label: 'rows/s', format: (r) => count(r.rowsPerSecond) },
    { key: 'mbPerSecond', label: 'MB/s', format: (r) => r.mbPerSecond?.toFixed(1) ?? '–' },
    { key: 'rowBytes', label: 'bytes/row', format: (r) => count(r.rowBytes) },
    { key: 'cpuSeconds', label: 'CPU s', format: (r) => r.cpuSeconds?.toFixed(2) ?? '–' },
    { key: 'heapUsed', label: 'heap MB', format: (r) => mb(r.heapUsed) },
    { key: 'heapGrowth', label: 'heap +MB', format: (r) => mb(r.heapGrowth) },
    { key: 'buffersGrowth', label: 'buffers +MB', format: (r) => mb(r.buffersGrowth) },
    { key: 'budget', label: 'budget', align: 'left', format: (r) => budgetText(r.key) },
  ],
  async run({ browser, baseUrl, options }) {
    console.log('Bundling the validator and the generator...')
    // Two bundles, not one with two entries: in one, the engine's functions share a chunk with the
    // generator, which runs them too, and the Node rows measured the generator's use as well as
    // the engine's (about 2.2 s of CPU a 100,000 rows against 1.3 s apart). The site's worker
    // has the engine alone, as here.
    const { engine } = await bundleTs({
      entries: { engine: 'src/hmda/validate/engine.ts' },
      outDir: 'node_modules/.cache/bench-validator/engine',
    })
    const { generateLar } = await bundleTs({
      entries: { generateLar: 'src/hmda/testing/generateLar.ts' },
      outDir: 'node_modules/.cache/bench-validator/generator',
    })
    const lib = /** @type {ValidatorLib} */ (/** @type {unknown} */ ({ ...engine, ...generateLar }))
    /** @type {ValidatorRow[]} */
    const rows = []
    rows.push(...measureValidatorInNode(lib))
    rows.push(await measureValidatorInChromium({ browser, baseUrl, options, lib }))
    for (const row of rows) {
      if (row.fileBytes == null) continue
      row.rowBytes = row.fileBytes / (row.rows + 1)
      if (row.seconds) row.mbPerSecond = row.fileBytes / (1024 * 1024) / row.seconds
    }
    /** @type {(v: number, field: string) => string} */
    const formatValue = (v, field) =>
      field === 'rowsPerSecond'
        ? `${count(v)} rows/s`
        : field === 'seconds'
          ? `${v.toFixed(2)} s`
          : String(v)
    const summary = validatorSummary(rows)
    return { rows, budgets: checkBudgets(this.name, rows, BUDGETS, formatValue), summary }
  },
}

/** @param {number | null | undefined} n */
const count = (n) => (n == null ? '–' : Math.round(n).toLocaleString('en-US'))
/** @param {number | null | undefined} bytes */
const mb = (bytes) => (bytes == null ? '–' : (bytes / (1024 * 1024)).toFixed(1))

/** The validator row's budget as text ("≥ 100,000 rows/s"), or "none" (informational). */
/** @param {string} key */
function budgetText(key) {
  const metrics = BUDGETS[key]
  if (!metrics) return 'none (info)'
  return Object.entries(metrics)
    .map(([metric, limit]) =>
      metric === 'minRowsPerSecond'
        ? `≥ ${count(limit)} rows/s`
        : metric === 'seconds'
          ? `≤ ${limit} s`
          : `${metric} ${limit}`,
    )
    .join(', ')
}

/** @param {ValidatorRow[]} rows */
function validatorSummary(rows) {
  const byKey = new Map(rows.map((r) => [r.key, r]))
  const small = byKey.get(VALIDATOR_NODE_KEY)
  const large = byKey.get(VALIDATOR_NODE_HEAP_KEY)
  const lines = []
  for (const timed of [small, byKey.get(VALIDATOR_NODE_SHORT_KEY)]) {
    if (!timed?.runs?.length) continue
    const runs = timed.runs.map((t) => t.toFixed(2)).join(', ')
    lines.push(
      `Node, ${timed.shape} rows: ${count(timed.rows)} rows in ${timed.chunks} chunks of ~1 MB, runs ${runs} s (best kept; ` +
        `CPU s of the runs: ${/** @type {number[]} */ (timed.cpuRuns).map((t) => t.toFixed(2)).join(', ')}).`,
    )
  }
  if (small?.heapGrowth != null && large?.heapGrowth != null) {
    lines.push(
      `Node heap growth while validating (after GC, validator alive, before end()): ` +
        `${mb(small.heapGrowth)} MB for ${count(small.rows)} rows, ` +
        `${mb(large.heapGrowth)} MB for ${count(large.rows)} rows ` +
        `(+ typed-array duplicate keys: ${mb(small.buffersGrowth)} / ${mb(large.buffersGrowth)} MB).`,
    )
  }
  const page = byKey.get(VALIDATOR_CHROMIUM_KEY)
  if (page && !page.error) {
    lines.push(
      `Chromium: ${count(page.rows)} rows (${mb(page.fileBytes)} MB) checked in ` +
        `${/** @type {number} */ (page.seconds).toFixed(2)} s from the click to the results` +
        (page.cpuSeconds == null
          ? ''
          : `, using ${page.cpuSeconds.toFixed(2)} s of CPU in Chromium's processes (all threads; ` +
            'when this is well below the wall time, the machine was busy with other work)') +
        (page.pageText ? ` (page: “${page.pageText}”)` : '') +
        (page.heapUsed == null ? '; performance.memory not available.' : '.') +
        ' The check runs in a worker: the page heap does not include it.',
    )
  }
  if (page?.workerHeap?.length) lines.push(...workerHeapLines(page.workerHeap))
  return lines
}

/**
 * The workers' heaps (second, untimed check; after a full GC): per part, at each mark; and for
 * the file, the sum over the parts at their first mark (VALIDATOR_HEAP_EVERY rows each) and at
 * their ends.
 * @param {HeapMark[]} marks
 */
function workerHeapLines(marks) {
  const lines = []
  const parts = [...new Set(marks.map((m) => m.part))]
  for (const part of parts) {
    const of = marks.filter((m) => m.part === part)
    const list = of
      .map(
        (m) =>
          `${m.end ? 'end, ' : ''}${count(m.rows)} rows: ${mb(m.used)} MB` +
          (m.backing == null ? '' : ` (+${mb(m.backing)} MB typed arrays)`),
      )
      .join('; ')
    lines.push(`Chromium worker heap (${part}, after GC): ${list}.`)
  }
  const first = parts.map((part) => marks.find((m) => m.part === part && !m.end))
  const last = parts.map((part) => marks.find((m) => m.part === part && m.end))
  if (first.every((m) => m !== undefined) && last.every((m) => m !== undefined)) {
    /** @type {(list: HeapMark[], key: 'used' | 'rows' | 'backing') => number} */
    const sum = (list, key) => list.reduce((total, m) => total + /** @type {number} */ (m[key]), 0)
    lines.push(
      `Chromium workers' heaps summed: ${mb(sum(first, 'used'))} MB after ${count(sum(first, 'rows'))} rows, ` +
        `${mb(sum(last, 'used'))} MB after ${count(sum(last, 'rows'))} rows (all parts at their end).`,
    )
    if ([...first, ...last].every((m) => m.backing != null)) {
      lines.push(
        `Chromium workers' typed-array backing stores summed (outside the JS heap): ` +
          `${mb(sum(first, 'backing'))} MB after ${count(sum(first, 'rows'))} rows, ` +
          `${mb(sum(last, 'backing'))} MB after ${count(sum(last, 'rows'))} rows.`,
      )
    }
  }
  return lines
}

/** @type {(() => void) | undefined} */
let forcedGc
/** A full garbage collection (exposes gc at run time when node was started without it). */
function collectGarbage() {
  if (!forcedGc) {
    if (typeof globalThis.gc === 'function') forcedGc = globalThis.gc
    else {
      setFlagsFromString('--expose-gc')
      forcedGc = runInNewContext('gc')
    }
  }
  // Set above (typeof narrows neither globalThis.gc nor a module variable across the branches).
  const gc = /** @type {() => void} */ (forcedGc)
  gc()
  gc()
}

/** Rows per chunk of `shape` rows so that chunks are about VALIDATOR_CHUNK_BYTES. */
/**
 * @param {ValidatorLib} lib
 * @param {RowShape} [shape]
 */
function rowsPerChunk(lib, shape = 'realistic') {
  const sample = [...lib.generateLarLines({ year: VALIDATOR_YEAR, rows: 100, shape })].slice(1)
  const bytes = sample.reduce((sum, line) => sum + line.length + 1, 0) / sample.length
  return Math.max(1, Math.round(VALIDATOR_CHUNK_BYTES / bytes))
}

/** An error message when `result` is not that of a clean file of `larRows` rows, else null. */
/**
 * @param {ValidationResult} result
 * @param {number} larRows
 */
function uncleanResult(result, larRows) {
  if (result.fatal) return `fatal: ${result.fatal}`
  if (result.larRows !== larRows) return `${result.larRows} LAR rows read, ${larRows} expected`
  if (result.edits.length > 0) {
    const edits = result.edits.slice(0, 5).map((e) => `${e.id} (${e.count})`)
    return `findings on a clean file: ${edits.join(', ')}`
  }
  return null
}

/** @param {bigint} start */
const secondsSince = (start) => Number(process.hrtime.bigint() - start) / 1e9

/** CPU seconds (user + system) used so far by this process. */
function processCpuSeconds() {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

/**
 * CPU seconds (user + system) used so far by the processes started from this one (Chromium and
 * its renderers, GPU and utility processes), read from /proc; null where /proc is not available.
 * Unlike the wall clock, this does not depend on what else the machine is running.
 */
function childProcessesCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null
  const ticksPerSecond = 100 // USER_HZ on Linux
  const processes = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after "pid (comm) ": state ppid ... utime (14th field) stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      processes.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      })
    } catch {
      // The process ended while being read.
    }
  }
  const family = new Set([process.pid])
  for (let grew = true; grew;) {
    grew = false
    for (const p of processes) {
      if (!family.has(p.pid) && family.has(p.ppid)) {
        family.add(p.pid)
        grew = true
      }
    }
  }
  return processes
    .filter((p) => p.pid !== process.pid && family.has(p.pid))
    .reduce((sum, p) => sum + p.cpu, 0)
}

/** @param {ValidatorLib} lib */
function measureValidatorInNode(lib) {
  const short = timeValidatorInNode(lib, 'short', VALIDATOR_NODE_SHORT_KEY)
  const timing = timeValidatorInNode(lib, 'realistic', VALIDATOR_NODE_KEY)
  const perChunk = rowsPerChunk(lib)
  const options = { year: VALIDATOR_YEAR, rows: VALIDATOR_NODE_ROWS }
  // Memory: stream the file from the generator (not kept), for 200k and 400k rows.
  /** @type {ValidatorRow} */
  const heapRow = { key: VALIDATOR_NODE_HEAP_KEY, runtime: 'Node', rows: 2 * VALIDATOR_NODE_ROWS }
  for (const row of [timing, heapRow]) {
    collectGarbage()
    const before = process.memoryUsage()
    const validator = lib.createValidator()
    let bytes = 0
    for (const chunk of lib.generateLarChunks({ ...options, rows: row.rows }, perChunk)) {
      bytes += chunk.length
      validator.push(chunk)
    }
    collectGarbage()
    const after = process.memoryUsage()
    const problem = uncleanResult(validator.end(), row.rows)
    if (problem) row.error ??= problem
    row.fileBytes ??= bytes
    row.heapUsed = after.heapUsed
    row.heapGrowth = after.heapUsed - before.heapUsed
    row.buffersGrowth = after.arrayBuffers - before.arrayBuffers
    row.heapBefore = before.heapUsed
  }
  return [timing, short, heapRow]
}

/**
 * Best of VALIDATOR_NODE_RUNS over VALIDATOR_NODE_ROWS rows of `shape`, from memory.
 * @param {ValidatorLib} lib
 * @param {RowShape} shape
 * @param {string} key
 */
function timeValidatorInNode(lib, shape, key) {
  const perChunk = rowsPerChunk(lib, shape)
  const options = { year: VALIDATOR_YEAR, rows: VALIDATOR_NODE_ROWS, shape }
  /** @type {ValidatorRow & { runs: number[], cpuRuns: number[] }} */
  const timing = { key, runtime: 'Node', shape, rows: VALIDATOR_NODE_ROWS, runs: [], cpuRuns: [] }
  // Time: the file is generated first, in memory, as ~1 MB chunks; best of VALIDATOR_NODE_RUNS.
  {
    const chunks = [...lib.generateLarChunks(options, perChunk)]
    timing.fileBytes = chunks.reduce((sum, c) => sum + Buffer.byteLength(c), 0)
    const encoder = new TextEncoder()
    const encoded = chunks.map((chunk) => encoder.encode(chunk))
    timing.chunks = chunks.length
    for (let run = 0; run < VALIDATOR_NODE_RUNS; run++) {
      collectGarbage()
      const start = process.hrtime.bigint()
      const cpuStart = processCpuSeconds()
      const validator = lib.createValidator()
      // As the page does: each piece with its bytes when it is ASCII.
      for (let i = 0; i < chunks.length; i++) {
        const text = chunks[i]
        const bytes = encoded[i]
        validator.push(text, lib.isAsciiText(text, bytes) ? bytes : undefined)
      }
      const result = validator.end()
      const seconds = secondsSince(start)
      timing.cpuRuns.push(processCpuSeconds() - cpuStart)
      timing.runs.push(seconds)
      const problem = uncleanResult(result, VALIDATOR_NODE_ROWS)
      if (problem) {
        timing.error = problem
        break
      }
    }
    timing.seconds = Math.min(...timing.runs)
    timing.cpuSeconds = timing.cpuRuns[timing.runs.indexOf(timing.seconds)]
    timing.rowsPerSecond = VALIDATOR_NODE_ROWS / timing.seconds
    chunks.length = 0
    encoded.length = 0
  }
  return timing
}

/**
 * @param {{ browser: Browser, baseUrl: string, options: Options, lib: ValidatorLib }} args
 * @returns {Promise<ValidatorRow>}
 */
async function measureValidatorInChromium({ browser, baseUrl, lib }) {
  const rows = VALIDATOR_CHROMIUM_ROWS
  /** @type {ValidatorRow} */
  const row = { key: VALIDATOR_CHROMIUM_KEY, runtime: 'Chromium', rows }
  const dir = await mkdtemp(join(tmpdir(), 'bench-validator-'))
  const file = join(dir, `clean-realistic-${VALIDATOR_YEAR}-${rows}.txt`)
  /** @type {BrowserContext | undefined} */
  let context
  try {
    // The file is streamed to disk by the generator, then given to the page by path.
    const writeStart = process.hrtime.bigint()
    const out = createWriteStream(file)
    const options = { year: VALIDATOR_YEAR, rows }
    for (const chunk of lib.generateLarChunks(options, rowsPerChunk(lib))) {
      if (!out.write(chunk)) await once(out, 'drain')
    }
    out.end()
    await once(out, 'finish')
    row.fileBytes = (await stat(file)).size
    row.generateSeconds = secondsSince(writeStart)

    context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    /** @type {string[]} */
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(new URL('/tools/file-format-verification', baseUrl).href, {
      waitUntil: 'networkidle',
      timeout: NAVIGATION_TIMEOUT_MS,
    })
    await page
      .getByRole('heading', { level: 1, name: 'File Format Verification' })
      .waitFor({ timeout: MAIN_TIMEOUT_MS })
    await page.getByLabel('HMDA file (.txt)').setInputFiles(file)

    const results = page.getByRole('heading', { name: /^Results for / })
    const failed = page
      .getByRole('heading', { name: /could not be checked$/ })
      .or(page.locator('.usa-error-message'))
    const start = process.hrtime.bigint()
    const cpuStart = childProcessesCpuSeconds()
    await page.getByRole('button', { name: 'Check the file' }).click()
    await results.or(failed).first().waitFor({ timeout: VALIDATOR_PAGE_TIMEOUT_MS })
    row.seconds = secondsSince(start)
    const cpuEnd = childProcessesCpuSeconds()
    if (cpuStart !== null && cpuEnd !== null) row.cpuSeconds = cpuEnd - cpuStart
    row.rowsPerSecond = rows / row.seconds

    if ((await failed.count()) > 0) {
      throw new Error(`the page could not check the file: ${await failed.first().innerText()}`)
    }
    const section = page.locator('section.ffv-results')
    row.pageText = (await section.locator('p').first().innerText()).trim()
    const expected = `${count(rows + 1)} rows read (${count(rows)} LAR records)`
    if (!row.pageText.startsWith(expected)) {
      throw new Error(`unexpected summary “${row.pageText}” (expected “${expected}...”)`)
    }
    if ((await section.getByRole('heading', { name: 'No problems found' }).count()) === 0) {
      throw new Error('the clean file has findings in the page')
    }
    const memory = await page.evaluate(
      'performance.memory ? { used: performance.memory.usedJSHeapSize, total: performance.memory.totalJSHeapSize } : null',
    )
    if (memory) {
      row.heapUsed = memory.used
      row.heapTotal = memory.total
    }
    if (pageErrors.length) row.pageErrors = pageErrors
    await context.close()
    context = await browser.newContext({ serviceWorkers: 'block' })
    row.workerHeap = await measureWorkerHeap(context, baseUrl, file)
  } catch (error) {
    row.error = /** @type {Error} */ (error).message.split('\n')[0]
  } finally {
    await context?.close().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  }
  return row
}

/** Row counts of a part at which each file-check worker's heap is measured. */
const VALIDATOR_HEAP_EVERY = 100_000

/**
 * The heap of each file-check worker as it reads the file, in a second, untimed check of the
 * same file: `performance.memory` does not exist in workers, so the heap is read through the
 * DevTools protocol (`Runtime.getHeapUsage` after `HeapProfiler.collectGarbage`, in the worker's
 * own session) while the worker waits at its heap marks (src/lib/fileCheck/heapMarks.ts): every
 * VALIDATOR_HEAP_EVERY rows of its part and at its end. Returns the marks in the order seen:
 * { part, rows, end, used, backing } with `used` (JS heap) and `backing` (typed arrays' backing
 * stores, null when the browser does not report it) in bytes.
 * @param {BrowserContext} context
 * @param {string} baseUrl
 * @param {string} file
 * @returns {Promise<HeapMark[]>}
 */
async function measureWorkerHeap(context, baseUrl, file) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  /** @type {HeapMark[]} */
  const marks = []
  /** @type {string[]} */
  const failures = []
  let nextId = 0
  /** @type {Map<number, { resolve: (result: unknown) => void, reject: (error: Error) => void }>} */
  const pending = new Map()
  /** @type {(sessionId: string, method: string, params?: object) => Promise<unknown>} */
  const call = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId
      pending.set(id, { resolve, reject })
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject)
    })
  /** @type {(sessionId: string, text: string) => Promise<void>} */
  const atMark = async (sessionId, text) => {
    const [, part, ...rest] = text.split(' ')
    const end = rest[0] === 'end'
    const rows = Number(rest.at(-1))
    await call(sessionId, 'HeapProfiler.collectGarbage')
    const usage = /** @type {{ usedSize: number, backingStorageSize?: number }} */ (
      await call(sessionId, 'Runtime.getHeapUsage')
    )
    // `backingStorageSize` (recent Chromium): ArrayBuffer backing stores (typed arrays), which
    // live outside the JS heap and are not in `usedSize`.
    marks.push({ part, rows, end, used: usage.usedSize, backing: usage.backingStorageSize ?? null })
    await call(sessionId, 'Runtime.evaluate', { expression: 'self.__hmdaHeapMarks.resume()' })
  }
  /** @param {{ sessionId: string, message: string }} event */
  const onMessage = ({ sessionId, message }) => {
    const data = JSON.parse(message)
    if (data.id !== undefined) {
      const waiting = pending.get(data.id)
      pending.delete(data.id)
      if (data.error) waiting?.reject(new Error(data.error.message))
      else waiting?.resolve(data.result)
      return
    }
    const text = data.method === 'Runtime.consoleAPICalled' ? data.params.args?.[0]?.value : null
    if (typeof text === 'string' && text.startsWith('hmda-heap-mark ')) {
      atMark(sessionId, text).catch((error) => failures.push(error.message))
    }
  }
  cdp.on('Target.receivedMessageFromTarget', onMessage)
  /** @param {{ sessionId: string, targetInfo: { type: string } }} event */
  const onAttached = ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return
    const setUp = async () => {
      await call(sessionId, 'Runtime.enable')
      await call(sessionId, 'Runtime.evaluate', {
        expression: `self.__hmdaHeapMarks = { every: ${VALIDATOR_HEAP_EVERY} }`,
      })
    }
    setUp().catch((error) => failures.push(error.message))
  }
  cdp.on('Target.attachedToTarget', onAttached)
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })
  await page.goto(new URL('/tools/file-format-verification', baseUrl).href, {
    waitUntil: 'networkidle',
    timeout: NAVIGATION_TIMEOUT_MS,
  })
  await page.getByLabel('HMDA file (.txt)').setInputFiles(file)
  await page.getByRole('button', { name: 'Check the file' }).click()
  await page
    .getByRole('heading', { name: /^Results for / })
    .waitFor({ timeout: VALIDATOR_PAGE_TIMEOUT_MS })
  await page.close()
  if (failures.length) throw new Error(`worker heap: ${failures[0]}`)
  return marks
}

/** Suites in run order. */
// ---------------------------------------------------------------------------------------------
// Documentation and search: the index size, and that neither the index, the search modal nor
// documentation chunks are part of other routes' first load.
// ---------------------------------------------------------------------------------------------

const SEARCH_INDEX = 'search/docs-index.json'
/** @param {string} route */
const isDocsRoute = (route) => route.startsWith('/documentation')
/**
 * What a first-load file is, for this suite: a docs chunk, the search modal, the index.
 * @param {{ path: string, file?: string }} file
 * @returns {'searchIndex' | 'searchModal' | 'docChunks' | null}
 */
function docsKind(file) {
  const name = (file.file ?? file.path).split('/').at(-1) ?? ''
  if (name === 'docs-index.json') return 'searchIndex'
  if (/^SearchModal-/.test(name)) return 'searchModal'
  if (/^(doc-|DocumentationPage-|FigPage-)/.test(name)) return 'docChunks'
  return null
}

/** @type {Suite<DocsRow>} */
const docsSuite = {
  name: 'docs',
  title: 'Documentation and search (first visits must not load the index or the modal)',
  columns: [
    { key: 'key', label: 'row', align: 'left' },
    { key: 'docChunks', label: 'docs chunks', format: (r) => String(r.docChunks ?? '–') },
    { key: 'searchModal', label: 'modal', format: (r) => String(r.searchModal ?? '–') },
    { key: 'searchIndex', label: 'index', format: (r) => String(r.searchIndex ?? '–') },
    { key: 'raw', label: 'raw KB', format: (r) => (r.raw == null ? '–' : kb(r.raw)) },
    { key: 'gzip', label: 'gzip KB', format: (r) => (r.gzip == null ? '–' : kb(r.gzip)) },
    { key: 'note', label: 'note', align: 'left', format: (r) => r.note ?? '' },
  ],
  async run({ browser, baseUrl, distDir, options, sizeOf }) {
    const origin = new URL(baseUrl).origin
    /** @type {DocsRow[]} */
    const rows = []
    /** @type {Budgets} */
    const budgets = {}

    const indexFile = join(distDir, SEARCH_INDEX)
    if (!existsSync(indexFile)) throw new BenchError(`${indexFile} not found`)
    const records = JSON.parse(await readFile(indexFile, 'utf8')).length
    rows.push({
      key: 'search index',
      ...(await sizeOf(indexFile)),
      note: `${records.toLocaleString('en-US')} records, fetched when the modal first opens`,
    })

    const routeRows =
      measuredRoutes ??
      (await Promise.all(
        options.routes.map((route) =>
          measureRoute({ browser, baseUrl, origin, distDir, sizeOf, route }),
        ),
      ))
    for (const routeRow of routeRows) {
      const key = `first load ${routeRow.route}`
      /** @type {DocsRow & Record<'docChunks' | 'searchModal' | 'searchIndex', number>} */
      const row = { key, docChunks: 0, searchModal: 0, searchIndex: 0, raw: null, gzip: null }
      for (const file of routeRow.files) {
        const kind = docsKind(file)
        if (kind) row[kind] += 1
      }
      if (routeRow.error) row.error = routeRow.error
      row.note = isDocsRoute(routeRow.route) ? 'docs route' : ''
      budgets[key] = isDocsRoute(routeRow.route)
        ? { searchModal: 0, searchIndex: 0 }
        : { docChunks: 0, searchModal: 0, searchIndex: 0 }
      rows.push(row)
    }
    // The index's JSON is not a JS/CSS asset, so measureRoute would not list it: check the
    // network of a first visit of the home page for it explicitly, then open the modal.
    rows.push(await measureSearchOpen({ browser, baseUrl, origin, distDir, sizeOf }))

    /** @param {number} v */
    const formatValue = (v) => String(v)
    return { rows, budgets: checkBudgets(this.name, rows, budgets, formatValue) }
  },
}

/**
 * Opens / and then the search modal (Control+K), recording what each step downloads.
 * @param {{ browser: Browser, baseUrl: string, origin: string, distDir: string, sizeOf: SizeOf }} args
 * @returns {Promise<DocsRow>}
 */
async function measureSearchOpen({ browser, baseUrl, origin, distDir, sizeOf }) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  /** @type {string[]} */
  const firstLoad = []
  /** @type {string[]} */
  const afterOpen = []
  let opened = false
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin) (opened ? afterOpen : firstLoad).push(url.pathname)
  })
  /** @type {DocsRow} */
  const row = { key: 'first load / (all requests), then Ctrl+K' }
  try {
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle' })
    row.searchIndex = firstLoad.filter((p) => p.endsWith('/' + SEARCH_INDEX)).length
    row.searchModal = firstLoad.filter((p) => /\/SearchModal-/.test(p)).length
    row.docChunks = firstLoad.filter((p) => docsKind({ path: p }) === 'docChunks').length
    opened = true
    const index = page.waitForResponse((r) => r.url().endsWith('/' + SEARCH_INDEX), {
      timeout: NAVIGATION_TIMEOUT_MS,
    })
    await page.keyboard.press('Control+k')
    await index
    await page.keyboard.type('check digit')
    await page.waitForSelector('.DocSearch-Hit', { timeout: NAVIGATION_TIMEOUT_MS })
    let raw = 0
    let gzip = 0
    for (const path of new Set(afterOpen)) {
      const file = resolve(join(distDir, decodeURIComponent(path)))
      if (!file.startsWith(distDir + sep) || !existsSync(file)) continue
      const size = await sizeOf(file)
      raw += size.raw
      gzip += size.gzip
    }
    Object.assign(row, { raw, gzip })
    row.note = `opening the modal and searching downloads ${new Set(afterOpen).size} files`
  } catch (error) {
    row.error = /** @type {Error} */ (error).message.split('\n')[0]
  }
  await context.close()
  return row
}

/**
 * Institution search (Modified LAR, Disclosure Reports): time per keystroke over 10,000 filers.
 * @type {Suite<SearchRow>}
 */
const searchSuite = {
  name: 'search',
  title: `Institution search and county type-ahead per keystroke`,
  columns: [
    { key: 'key', label: 'run', align: 'left' },
    { key: 'keystrokes', label: 'keystrokes', format: (r) => count(r.keystrokes) },
    { key: 'buildMs', label: 'index ms', format: (r) => r.buildMs.toFixed(1) },
    { key: 'medianMs', label: 'median ms', format: (r) => r.medianMs.toFixed(3) },
    { key: 'p90Ms', label: 'p90 ms', format: (r) => r.p90Ms.toFixed(3) },
    { key: 'worstMs', label: 'worst ms', format: (r) => r.worstMs.toFixed(3) },
  ],
  async run({ browser, baseUrl }) {
    const { search, typeahead, docs } =
      /** @type {{ search: SearchLib, typeahead: TypeaheadLib, docs: DocsSearchLib }} */ (
        /** @type {unknown} */ (
          await bundleTs({
            entries: {
              search: 'src/features/data-publication/institutionSearch.ts',
              typeahead: 'src/features/data-browser/datasets/typeahead.ts',
              docs: 'src/lib/search/engine.ts',
            },
            outDir: 'node_modules/.cache/bench-search',
          })
        )
      )
    const words = ['First', 'National', 'Crédit', 'Union', 'Savings', 'Mortgage', 'Trust', 'Bancó']
    const filers = Array.from({ length: SEARCH_FILERS }, (_, i) => ({
      lei: `5493${String(i * 7919).padStart(14, '0')}XX`,
      name: `${words[i % 8]} ${words[(i * 7) % 8]} ${words[(i * 3) % 8]} of Town ${i}`,
    }))
    const t0 = performance.now()
    const index = search.buildSearchIndex(filers)
    const searchRow = keystrokeRow(SEARCH_KEY, performance.now() - t0, {
      typed: ['credit union of town 9', 'BANCO', '549300000000', 'savings trust', 'zzz'],
      rounds: 5,
      query: (text) => search.searchIndex(index, text, 50),
    })

    // The Datasets screen's county picker over the 2024 list, as the site serves it.
    const { counties } = /** @type {{ counties: [string, string][] }} */ (
      JSON.parse(readFileSync('public/data/geography/counties-2024-2025.json', 'utf8'))
    )
    const t1 = performance.now()
    const options = typeahead.prepareOptions(
      counties.map(([code, name]) => ({ value: code, label: `${name} (${code})` })),
    )
    const typeaheadRow = keystrokeRow(TYPEAHEAD_KEY, performance.now() - t1, {
      typed: ['san ber', 'mia', '060'],
      rounds: 20,
      query: (text) => typeahead.matchOptions(options, text),
    })

    const rows = [
      searchRow,
      typeaheadRow,
      await measurePageTypeahead(browser, baseUrl),
      measureDocsSearch(docs),
    ]
    /** @param {number} v */
    const formatValue = (v) => `${Number(v).toFixed(3)} ms`
    return { rows, budgets: checkBudgets(this.name, rows, BUDGETS, formatValue) }
  },
}

/**
 * Times `query` for every prefix of every `typed` text (one keystroke each), `rounds` times after
 * one warm-up round.
 * @param {string} key
 * @param {number} buildMs
 * @param {{ typed: string[], rounds: number, query(text: string): unknown }} run
 * @returns {SearchRow}
 */
function keystrokeRow(key, buildMs, { typed, rounds, query }) {
  const prefixes = typed.flatMap((text) =>
    Array.from({ length: text.length }, (_, n) => text.slice(0, n + 1)),
  )
  for (const text of prefixes) query(text)
  /** @type {number[]} */
  const times = []
  for (let round = 0; round < rounds; round++) {
    for (const text of prefixes) {
      const start = performance.now()
      query(text)
      times.push(performance.now() - start)
    }
  }
  times.sort((a, b) => a - b)
  /** @param {number} q */
  const at = (q) => /** @type {number} */ (times[Math.floor((times.length - 1) * q)])
  return {
    key,
    keystrokes: times.length,
    buildMs,
    medianMs: at(0.5),
    p90Ms: at(0.9),
    worstMs: /** @type {number} */ (times.at(-1)),
  }
}

/**
 * The documentation search engine (the search box's offline index) over 5,000 records of
 * documentation-like words: building the index, then every prefix of a few queries as typed.
 * @param {DocsSearchLib} docs
 * @returns {SearchRow}
 */
function measureDocsSearch(docs) {
  const words =
    'loan amount rate spread lender applicant income property value dwelling credit score action taken reason denial ethnicity race sex age'.split(
      ' ',
    )
  /** @type {DocSearchRecord[]} */
  const records = Array.from({ length: 5000 }, (_, i) => ({
    objectID: `r${i}`,
    url: `/p/${i}`,
    url_without_anchor: `/p/${i}`,
    anchor: null,
    type: 'content',
    hierarchy: {
      lvl0: 'Docs',
      lvl1: `Page ${i % 200} ${words[i % words.length]}`,
      lvl2: `Section ${words[(i * 7) % words.length]} V${600 + (i % 120)}-${i % 4}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: Array.from({ length: 30 }, (_, j) => words[(i * 3 + j * 5) % words.length]).join(' '),
    weight: { pageRank: 0, level: 0, position: i },
  }))
  const t0 = performance.now()
  const index = docs.buildIndex(records)
  return keystrokeRow(DOCS_SEARCH_KEY, performance.now() - t0, {
    typed: ['loan amoutn', 'V608-1', 'dwelling credit sco'],
    rounds: 3,
    query: (query) =>
      docs.search(index, {
        indexName: 'docs',
        query,
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        hitsPerPage: 20,
      }),
  })
}

/**
 * The Datasets screen's county picker in Chromium: each keystroke as the browser sends it (an
 * input event, which React renders synchronously), timed from the event to the updated list.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @returns {Promise<SearchRow>}
 */
async function measurePageTypeahead(browser, baseUrl) {
  // The function given to page.evaluate runs in the page, where these are defined.
  /* global document, window, HTMLInputElement, requestAnimationFrame, MutationObserver */
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/data-browser/data/2024?category=counties`)
    const input = page.getByRole('combobox', { name: /Counties \(2024 list\)/ })
    await input.waitFor()
    await input.focus()
    const times = await page.evaluate(async () => {
      const el = /** @type {HTMLInputElement} */ (document.activeElement)
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      /** @param {string} value */
      const type = (value) => {
        setValue?.call(el, value)
        el.dispatchEvent(new Event('input', { bubbles: true }))
      }
      /** @type {number[]} */
      const out = []
      for (let round = 0; round < 3; round++)
        for (const word of ['san bernardino', 'miami', 'los angeles', '0603']) {
          for (let i = 1; i <= word.length; i++) {
            const start = performance.now()
            type(word.slice(0, i))
            out.push(performance.now() - start)
            await new Promise((resolve) => setTimeout(resolve, 0))
          }
          type('')
        }
      return out.sort((a, b) => a - b)
    })
    /** @param {number} q */
    const at = (q) => /** @type {number} */ (times[Math.floor((times.length - 1) * q)])
    return {
      key: TYPEAHEAD_PAGE_KEY,
      keystrokes: times.length,
      buildMs: 0,
      medianMs: at(0.5),
      p90Ms: at(0.9),
      worstMs: /** @type {number} */ (times.at(-1)),
    }
  } catch (error) {
    const message = /** @type {Error} */ (error).message.split('\n')[0] ?? ''
    return {
      key: TYPEAHEAD_PAGE_KEY,
      keystrokes: 0,
      buildMs: 0,
      medianMs: 0,
      p90Ms: 0,
      worstMs: 0,
      error: message,
    }
  } finally {
    await context.close()
  }
}

/* ---- check digit suite ---- */

/**
 * A row of the check digit suite.
 * @typedef {Row & { seconds?: number, longestFrameGapMs?: number, progress?: string }} CheckDigitRow
 */

/**
 * The Check Digit tool's file check in Chromium: a file of 1,000,000 loan IDs, from the click to
 * the counts, and the longest gap between two painted frames of the page during the first
 * 1.5 s of the run (the worker keeps the page responsive).
 * @type {Suite<CheckDigitRow>}
 */
const checkDigitSuite = {
  name: 'checkdigit',
  title: 'Check Digit: a file of 1,000,000 loan IDs',
  columns: [
    { key: 'key', label: 'run', align: 'left' },
    { key: 'seconds', label: 'seconds', format: (r) => (r.seconds ?? 0).toFixed(1) },
    {
      key: 'longestFrameGapMs',
      label: 'longest frame gap ms',
      format: (r) => (r.longestFrameGapMs ?? 0).toFixed(0),
    },
    { key: 'progress', label: 'progress shown', align: 'left', format: (r) => r.progress ?? '' },
  ],
  async run({ browser, baseUrl }) {
    /** @type {CheckDigitRow} */
    const row = { key: CHECK_DIGIT_KEY }
    const context = await browser.newContext({ serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      await page.goto(`${baseUrl}/tools/check-digit`)
      const lines = ['loanId']
      for (let i = 0; i < CHECK_DIGIT_LINES; i++)
        lines.push(`5493001YS08XHF42M037${i.toString(36).toUpperCase()}`)
      const file = page.getByRole('region', { name: 'Check a file' })
      await file.getByLabel(/^File with one/).setInputFiles({
        name: 'million.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8'),
      })
      await page.evaluate(() => {
        /** @type {number[]} */
        const seen = []
        Object.assign(window, { progressSeen: seen })
        new MutationObserver(() => {
          const text = document.querySelector('.check-digit-progress__count')?.textContent ?? ''
          const n = Number(text.replace(/[^0-9]/g, ''))
          if (n > 0 && seen.at(-1) !== n) seen.push(n)
        }).observe(document.body, { subtree: true, childList: true, characterData: true })
      })
      const started = performance.now()
      await file.getByRole('button', { name: 'Generate check digits for the file' }).click()
      row.longestFrameGapMs = await page.evaluate(
        () =>
          new Promise((resolve) => {
            let last = performance.now()
            let longest = 0
            const until = last + 1_500
            /** @param {number} now */
            const frame = (now) => {
              longest = Math.max(longest, now - last)
              last = now
              if (now < until) requestAnimationFrame(frame)
              else resolve(longest)
            }
            requestAnimationFrame(frame)
          }),
      )
      await file
        .locator('.check-digit-counts')
        .getByText(`${(CHECK_DIGIT_LINES + 1).toLocaleString('en-US')} lines read`)
        .waitFor({ timeout: 300_000 })
      row.seconds = (performance.now() - started) / 1000
      const seen = /** @type {number[]} */ (
        await page.evaluate(
          () =>
            /** @type {{ progressSeen: number[] }} */ (/** @type {unknown} */ (window))
              .progressSeen,
        )
      )
      row.progress = `${seen.length} counts, last ${(seen.at(-1) ?? 0).toLocaleString('en-US')}`
    } catch (error) {
      row.error = /** @type {Error} */ (error).message.split('\n')[0] ?? ''
    } finally {
      await context.close()
    }
    /** @param {number} v */
    const formatValue = (v) => `${Number(v).toFixed(0)} ms`
    return { rows: [row], budgets: checkBudgets(this.name, [row], BUDGETS, formatValue) }
  },
}

/* ---- services suite (the local services) ---- */

/**
 * A row of the services suite: the slowest of the site's and the JSON API's answers during the
 * burst, and each of them.
 * @typedef {Row & { worstMs?: number, answers?: string, downloads?: string }} ServicesRow
 */

/**
 * The local services while ten large downloads stream (CSV views, snapshot and one-year zips,
 * modified LAR): how long the site's page and a JSON API take to answer meanwhile. The services
 * run in this process, over their sample data, as `npm start` serves them.
 * @type {Suite<ServicesRow>}
 */
const servicesSuite = {
  name: 'services',
  title: 'Local services: start-up, and answers during a burst of downloads',
  columns: [
    { key: 'key', label: 'run', align: 'left' },
    { key: 'worstMs', label: 'worst ms', format: (r) => (r.worstMs ?? 0).toFixed(0) },
    { key: 'answers', label: 'answers (ms)', align: 'left', format: (r) => r.answers ?? '' },
    { key: 'downloads', label: 'downloads', align: 'left', format: (r) => r.downloads ?? '' },
  ],
  async run() {
    const { startSampleServer, runDownloadBurst } = await import('./local-services/test-server.mjs')
    const started = performance.now()
    const server = await startSampleServer()
    /** @type {ServicesRow} */
    const startup = { key: STARTUP_KEY, worstMs: performance.now() - started }
    try {
      const rows = [startup, await measureBurst(server, runDownloadBurst)]
      /** @param {number} v */
      const formatValue = (v) => `${Number(v).toFixed(0)} ms`
      return { rows, budgets: checkBudgets(this.name, rows, BUDGETS, formatValue) }
    } finally {
      await server.close()
    }
  },
}

/**
 * @param {import('./local-services/test-server.mjs').SampleServer} server
 * @param {typeof import('./local-services/test-server.mjs').runDownloadBurst} runDownloadBurst
 * @returns {Promise<ServicesRow>}
 */
async function measureBurst(server, runDownloadBurst) {
  // A filer of 2024 for the modified LAR download; the sample years are built before the burst,
  // so this measures the downloads, not the sample.
  const filers = /** @type {{ institutions: { lei: string }[] }} */ (
    await (await server.get('/v2/reporting/filers/2024')).json()
  )
  for (const year of ['2022', '2023', '2025']) await server.get(`/v2/reporting/filers/${year}`)
  const lei = filers.institutions[0]?.lei ?? ''
  const { answers, downloads: done, finishedDuring } = await runDownloadBurst(server, lei)
  const failed = [...answers, ...done].filter((a) => a.status !== 200)
  /** @type {ServicesRow} */
  const row = {
    key: BURST_KEY,
    worstMs: Math.max(...answers.map((a) => a.ms)),
    answers: answers.map((a) => `${a.path} ${a.ms.toFixed(0)}`).join(', '),
    downloads: `${finishedDuring} of ${done.length} done during the answers; ${(done.reduce((n, d) => n + d.bytes, 0) / 1024 / 1024).toFixed(1)} MB`,
  }
  if (failed.length > 0) row.error = `not 200: ${failed.map((f) => f.status).join(', ')}`
  else if (finishedDuring === done.length) row.error = 'the burst ended before the answers'
  return row
}

/* ---- maps suite (owned by the Maps screen) ---- */

const MAPS_YEAR = '2025'
const MAPS_RUNS = 3
/** @param {string} geography */
const MAPS_KEY = (geography) => `maps ${geography} view (${MAPS_YEAR})`
/** Issue 11: county view drawn within 1 s of its data; the state map interactive within 1.5 s. */
/** @type {Budgets} */
const MAPS_BUDGETS = {
  [MAPS_KEY('state')]: { interactiveMs: 1500 },
  [MAPS_KEY('county')]: { drawnAfterDataMs: 1000 },
}
/** What a Maps request is: the outlines, the view's data (base data, population, lists). */
/**
 * @param {string} pathname
 * @returns {'geometry' | 'data' | null}
 */
function mapsKind(pathname) {
  if (pathname.startsWith('/data/maps/geometry/')) return 'geometry'
  if (pathname.startsWith('/data/maps/') || pathname.startsWith('/data/geography/')) return 'data'
  return null
}

/**
 * One cold visit (fresh context, empty cache) of a Maps view: the bytes of outlines and data it
 * fetched, and the page's own measures (src/features/data-browser/maps/MapsPage.tsx):
 * `maps:{geography}-drawn-after-data` (from the later of its data and outlines arriving to the
 * first frame painted after the shapes were shaded) and `maps:state-interactive` (navigation start
 * to that frame, with the table's handlers in place); then `maps:{geography}-update` for a change of
 * value (from the change to the frame after the new shading) and the median time from focusing a
 * table row to the frame with its tooltip (both informational, no budget).
 * @param {{ browser: Browser, baseUrl: string, distDir: string, sizeOf: SizeOf,
 *   geography: string }} args
 * @returns {Promise<MapsVisit>}
 */
async function measureMapsView({ browser, baseUrl, distDir, sizeOf, geography }) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const origin = new URL(baseUrl).origin
  /** @type {Map<string, 'geometry' | 'data'>} */
  const files = new Map()
  page.on('response', (response) => {
    const url = new URL(response.url())
    const kind = url.origin === origin ? mapsKind(url.pathname) : null
    if (kind) files.set(url.pathname, kind)
  })
  try {
    const route = `/data-browser/maps/${MAPS_YEAR}?geography=${geography}&variable=actionTaken&value=3`
    await page.goto(new URL(route, baseUrl).href, { timeout: NAVIGATION_TIMEOUT_MS })
    const name = `maps:${geography}-drawn-after-data`
    await page.waitForFunction(
      `performance.getEntriesByName(${JSON.stringify(name)}, 'measure').length > 0`,
      null,
      { timeout: NAVIGATION_TIMEOUT_MS },
    )
    // Then a change of value (action taken 3 → 1): shading and table again, without loading.
    await page.selectOption('#maps-value', '1')
    await page.waitForFunction(
      `performance.getEntriesByName('maps:${geography}-update', 'measure').length > 0`,
      null,
      { timeout: NAVIGATION_TIMEOUT_MS },
    )
    // Focus on a row of the table (keyboard path): the tooltip on the map, up to the next frame.
    /** @type {number} */
    const focusMs = await page.evaluate(`(async () => {
      const rows = [...document.querySelectorAll('.maps-table tbody th button')]
      const times = []
      for (const button of rows.slice(0, 20)) {
        const start = performance.now()
        button.focus()
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
        const elapsed = performance.now() - start
        // Features without an outline (e.g. Guam) have no tooltip.
        if (document.querySelector('.maps-tooltip')) times.push(elapsed)
      }
      if (times.length === 0) throw new Error('no tooltip on focus')
      return times.sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)]
    })()`)
    /** @type {Record<string, number>} */
    const measures = await page.evaluate(
      `Object.fromEntries(performance.getEntriesByType('measure').filter((m) => m.name.startsWith('maps:')).map((m) => [m.name, m.duration]))`,
    )
    const sizes = { geometry: { raw: 0, gzip: 0 }, data: { raw: 0, gzip: 0 } }
    for (const [pathname, kind] of files) {
      const file = resolve(join(distDir, decodeURIComponent(pathname)))
      if (!file.startsWith(distDir + sep) || !existsSync(file)) continue
      const size = await sizeOf(file)
      sizes[kind].raw += size.raw
      sizes[kind].gzip += size.gzip
    }
    return {
      drawnAfterDataMs: measures[name],
      interactiveMs: measures['maps:state-interactive'],
      updateMs: measures[`maps:${geography}-update`],
      focusMs,
      sizes,
      files: [...files.keys()],
    }
  } finally {
    await context.close()
  }
}

/** @param {(number | null | undefined)[]} values */
const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null
}

/** @type {Suite<MapsRow>} */
const mapsSuite = {
  name: 'maps',
  title: `Maps views (${MAPS_YEAR}, action taken = 3): bytes per view and draw times in Chromium (median of ${MAPS_RUNS} cold visits)`,
  columns: [
    { key: 'key', label: 'view', align: 'left' },
    { key: 'geometryRaw', label: 'outlines KB', format: (r) => kb(r.geometryRaw ?? 0) },
    { key: 'geometryGzip', label: 'outlines gzip', format: (r) => kb(r.geometryGzip ?? 0) },
    { key: 'dataRaw', label: 'data KB', format: (r) => kb(r.dataRaw ?? 0) },
    { key: 'dataGzip', label: 'data gzip', format: (r) => kb(r.dataGzip ?? 0) },
    {
      key: 'drawnAfterDataMs',
      label: 'drawn after data ms',
      format: (r) => r.drawnAfterDataMs?.toFixed(0) ?? '–',
    },
    {
      key: 'interactiveMs',
      label: 'interactive ms',
      format: (r) => r.interactiveMs?.toFixed(0) ?? '–',
    },
    { key: 'updateMs', label: 'value change ms', format: (r) => r.updateMs?.toFixed(0) ?? '–' },
    { key: 'focusMs', label: 'row focus ms', format: (r) => r.focusMs?.toFixed(1) ?? '–' },
    { key: 'runs', label: 'runs (drawn / interactive ms)', align: 'left' },
  ],
  async run({ browser, baseUrl, distDir, sizeOf }) {
    /** @type {MapsRow[]} */
    const rows = []
    for (const geography of ['state', 'county']) {
      /** @type {MapsRow} */
      const row = { key: MAPS_KEY(geography) }
      try {
        const runs = []
        for (let i = 0; i < MAPS_RUNS; i++)
          runs.push(await measureMapsView({ browser, baseUrl, distDir, sizeOf, geography }))
        const { sizes, files } = runs[0]
        Object.assign(row, {
          geometryRaw: sizes.geometry.raw,
          geometryGzip: sizes.geometry.gzip,
          dataRaw: sizes.data.raw,
          dataGzip: sizes.data.gzip,
          files,
          drawnAfterDataMs: median(runs.map((r) => r.drawnAfterDataMs)),
          updateMs: median(runs.map((r) => r.updateMs)),
          focusMs: median(runs.map((r) => r.focusMs)),
          runs: runs
            .map((r) => `${r.drawnAfterDataMs?.toFixed(0)}/${r.interactiveMs?.toFixed(0) ?? '–'}`)
            .join(', '),
        })
        if (geography === 'state') row.interactiveMs = median(runs.map((r) => r.interactiveMs))
      } catch (error) {
        row.error = /** @type {Error} */ (error).message.split('\n')[0]
      }
      rows.push(row)
    }
    /** @param {number} v */
    const formatValue = (v) => `${Number(v).toFixed(0)} ms`
    return { rows, budgets: checkBudgets(this.name, rows, MAPS_BUDGETS, formatValue) }
  },
}

/** @type {Suite<Row>[]} */
export const SUITES = [
  bytesPerRouteSuite,
  validatorSuite,
  docsSuite,
  searchSuite,
  mapsSuite,
  checkDigitSuite,
  servicesSuite,
]

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2))
  if (options.help) {
    console.log(HELP)
    return 0
  }
  const suites = options.suites
    ? options.suites.map((name) => {
        const suite = SUITES.find((s) => s.name === name)
        if (!suite)
          throw new BenchError(`unknown suite ${name} (have: ${SUITES.map((s) => s.name)})`)
        return suite
      })
    : SUITES

  if (options.build) runBuild()
  const distDir = options.dist
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new BenchError(`${join(distDir, 'index.html')} not found: build first or pass --dist DIR`)
  }

  const sizeOf = createSizer()
  /**
   * @type {{ generatedAt: string, dist: string, routes: string[], budgets: Budgets,
   *   distTotals: Awaited<ReturnType<typeof distTotals>> | null,
   *   suites: ({ name: string, title?: string, error?: string } & Partial<SuiteResult<Row>>)[],
   *   error?: string, ok?: boolean }}
   */
  const report = {
    generatedAt: new Date().toISOString(),
    dist: distDir,
    routes: options.routes,
    budgets: BUDGETS,
    distTotals: null,
    suites: [],
  }
  let failed = false
  let server
  let browser
  try {
    server = await startStaticServer(distDir)
    console.log(`Serving ${distDir} at ${server.url}`)
    browser = await launchChromium()
    const ctx = { browser, baseUrl: server.url, distDir, options, sizeOf }

    for (const suite of suites) {
      console.log(`\n${suite.title}`)
      let result
      try {
        result = await suite.run(ctx)
      } catch (error) {
        failed = true
        const thrown = /** @type {Error} */ (error)
        console.error(`Suite ${suite.name} failed: ${thrown.stack ?? error}`)
        report.suites.push({ name: suite.name, error: String(thrown.message ?? error) })
        continue
      }
      printTable(suite.columns, result.rows)
      for (const line of result.summary ?? []) console.log(line)
      for (const row of result.rows.filter((r) => r.error)) {
        failed = true
        console.log(`ERROR ${row.key}: ${row.error}`)
      }
      report.suites.push({ name: suite.name, title: suite.title, ...result })
    }

    const totals = await distTotals(distDir, sizeOf)
    report.distTotals = totals
    console.log(
      `\nDist total: ${totals.files} files, ${kb(totals.raw)} KB raw, ${kb(totals.gzip)} KB gzip` +
        ` (JS ${kb(totals.js.raw)} / ${kb(totals.js.gzip)} KB in ${totals.js.files} files,` +
        ` CSS ${kb(totals.css.raw)} / ${kb(totals.css.gzip)} KB in ${totals.css.files} files,` +
        ` other ${kb(totals.other.raw)} / ${kb(totals.other.gzip)} KB in ${totals.other.files} files)`,
    )

    const budgets = report.suites.flatMap((s) => s.budgets ?? [])
    if (budgets.length) console.log('\nBudgets')
    for (const b of budgets) {
      console.log(`${b.status} ${b.text ?? `${b.key} ${b.metric} (not measured)`}`)
      if (b.status === 'FAIL') failed = true
    }
  } catch (error) {
    failed = true
    report.error = String(/** @type {Error | undefined} */ (error)?.message ?? error)
    throw error
  } finally {
    await browser?.close().catch((error) => console.error(`closing browser: ${error.message}`))
    await server?.close()
    report.ok = !failed
    try {
      await mkdir(dirname(options.out), { recursive: true })
      await writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`)
      const size = (await stat(options.out)).size
      console.log(`\nWrote ${relative(process.cwd(), options.out)} (${kb(size)} KB)`)
    } catch (error) {
      console.error(`writing ${options.out}: ${/** @type {Error} */ (error).message}`)
    }
  }
  console.log(failed ? '\nBench FAILED' : '\nBench passed')
  return failed ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof BenchError ? `bench: ${error.message}` : error)
      process.exit(1)
    },
  )
}

// The platform's rate spread service, answered locally with the site's own calculator
// (src/hmda/rateSpread.ts and apor.ts, bundled for Node by siteModules.mjs) over the sample APOR tables (apor.mjs):
//
//   POST /v2/public/rateSpread       JSON loan → { "rateSpread": "1.234" } or { "rateSpread": "NA" }
//   POST /v2/public/rateSpread/csv   a CSV file of loans (multipart field `file`, or the raw CSV
//                                    body) → the same rows with a rate_spread column (text/csv)
//
// Errors have the platform's shape, { httpStatus, message, path }: 400 for a body that is not a
// loan or a CSV, or values the calculator refuses; 405 for another method; 413 for a body over
// the limit. Faults (faults.mjs) reach these paths like any other service path (index.mjs).
import { APOR_PATHS, sampleAporTable } from './apor.mjs'
import { lastMonday } from './datasets.mjs'
import { loadSiteModules } from './siteModules.mjs'
import { newTicket, yieldToLoop } from './stream.mjs'

export const RATE_SPREAD_PATH = '/v2/public/rateSpread'
export const RATE_SPREAD_CSV_PATH = `${RATE_SPREAD_PATH}/csv`
/** Largest body accepted: a JSON loan is tiny; a CSV of 100,000 loans is about 4 MB. */
export const MAX_JSON_BYTES = 64 * 1024
export const MAX_CSV_BYTES = 16 * 1024 * 1024

const ENTRIES = { apor: 'src/hmda/apor.ts', rateSpread: 'src/hmda/rateSpread.ts' }

/**
 * The site's rate spread modules, bundled on first use.
 * @returns {Promise<{ apor: typeof import('../../src/hmda/apor.ts'),
 *   rateSpread: typeof import('../../src/hmda/rateSpread.ts') }>}
 */
export function loadRateSpreadEngine() {
  return loadSiteModules('rate-spread-engine', ENTRIES)
}

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('../../src/hmda/rateSpread.ts').RateSpreadInput} RateSpreadInput */

class BodyError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

/**
 * The request body as a Buffer, refusing more than `limit` bytes (413).
 * @param {Req} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const parts = []
    let size = 0
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > limit) {
        reject(new BodyError(413, `The request body is larger than ${limit} bytes.`))
        req.resume()
        return
      }
      parts.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(parts)))
    req.on('error', reject)
  })
}

/**
 * The text of the multipart part named `file` (or the first part with a file name).
 * @param {Buffer} body
 * @param {string} contentType
 */
export function multipartFile(body, contentType) {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  if (!match) return null
  const boundary = Buffer.from(`--${(match[1] ?? match[2] ?? '').trim()}`)
  let start = body.indexOf(boundary)
  let fallback = null
  while (start >= 0) {
    const headerStart = start + boundary.length + 2 // CRLF after the boundary
    const headerEnd = body.indexOf('\r\n\r\n', headerStart)
    if (headerEnd < 0) break
    const next = body.indexOf(boundary, headerEnd + 4)
    if (next < 0) break
    const headers = body.toString('utf8', headerStart, headerEnd)
    const content = body.subarray(headerEnd + 4, next - 2).toString('utf8') // CRLF before it
    if (/name="file"/i.test(headers)) return content
    if (fallback === null && /filename=/i.test(headers)) fallback = content
    start = next
  }
  return fallback
}

/**
 * A JSON loan's values as the calculator's text input; null when a value has the wrong type.
 * @param {any} body
 * @returns {{ input: RateSpreadInput } | { missing: string } | { wrongType: string } | null}
 */
function loanInput(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  /** @type {Record<string, string>} */
  const input = {}
  const numbers = ['actionTakenType', 'loanTerm', 'reverseMortgage', 'apr']
  for (const field of [...numbers, 'amortizationType', 'lockInDate']) {
    const value = body[field]
    if (value === undefined || value === null) return { missing: field }
    if (numbers.includes(field) ? typeof value !== 'number' : typeof value !== 'string')
      return { wrongType: field }
    input[field] = String(value)
  }
  return { input: /** @type {RateSpreadInput} */ (/** @type {unknown} */ (input)) }
}

/**
 * @param {{ json: (req: Req, res: Res, status: number, data: unknown) => boolean,
 *   send: (req: Req, res: Res, status: number, body: string, headers?: Record<string, string>) => boolean,
 *   now?: () => Date }} io  index.mjs's answer helpers.
 */
export function createRateSpreadService({ json, send, now = () => new Date() }) {
  /** @type {import('../../src/hmda/apor.ts').AporTables | null} */
  let tables = null
  /** @type {number | null} */
  let tablesWeek = null

  /**
   * The sample tables (parsed by the site's parser), rebuilt when a new week starts.
   * @param {Awaited<ReturnType<typeof loadRateSpreadEngine>>} engine
   */
  async function currentTables(engine) {
    const date = now()
    const week = lastMonday(date).getTime()
    if (!tables || week !== tablesWeek) {
      tables = {
        fixed: engine.apor.parseAporTable(sampleAporTable('fixed', date)),
        variable: engine.apor.parseAporTable(sampleAporTable('variable', date)),
      }
      tablesWeek = week
    }
    return tables
  }

  const today = () => {
    const d = now()
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {number} status
   * @param {string} message
   * @param {string} path
   */
  const error = (req, res, status, message, path) =>
    json(req, res, status, { httpStatus: status, message, path })

  /** @param {Req} req @param {Res} res */
  async function single(req, res) {
    const path = '/public/rateSpread'
    let parsed
    try {
      parsed = JSON.parse((await readBody(req, MAX_JSON_BYTES)).toString('utf8'))
    } catch (e) {
      if (e instanceof BodyError) return error(req, res, e.status, e.message, path)
      return error(req, res, 400, 'The request content was malformed: not JSON.', path)
    }
    const loan = loanInput(parsed)
    if (!loan || !('input' in loan)) {
      const message = !loan
        ? 'The request content was malformed: expected a JSON object.'
        : 'missing' in loan
          ? `The request content was malformed: missing required field ${loan.missing}.`
          : `The request content was malformed: ${loan.wrongType} has the wrong type.`
      return error(req, res, 400, message, path)
    }
    const engine = await loadRateSpreadEngine()
    const result = engine.rateSpread.computeRateSpread(
      loan.input,
      await currentTables(engine),
      today(),
      { dateStyle: 'iso' },
    )
    if (result.kind === 'spread') return json(req, res, 200, { rateSpread: result.value })
    if (result.kind === 'na') return json(req, res, 200, { rateSpread: 'NA' })
    return error(req, res, 400, result.message, path)
  }

  /** @param {Req} req @param {Res} res */
  async function batch(req, res) {
    const path = '/public/rateSpread/csv'
    let body
    try {
      body = await readBody(req, MAX_CSV_BYTES)
    } catch (e) {
      if (e instanceof BodyError) return error(req, res, e.status, e.message, path)
      throw e
    }
    const type = String(req.headers['content-type'] ?? '')
    const text = /^multipart\/form-data/i.test(type)
      ? multipartFile(body, type)
      : body.toString('utf8')
    if (text === null)
      return error(req, res, 400, 'The request has no file: send the CSV as the "file" part.', path)
    if (text.trim() === '') return error(req, res, 400, 'The CSV file is empty.', path)
    const engine = await loadRateSpreadEngine()
    const calculator = new engine.rateSpread.BatchCalculator(await currentTables(engine), today())
    // A large file is calculated a slice at a time, so other requests are answered meanwhile.
    const input = text.replace(/^\uFEFF/, '')
    const ticket = newTicket()
    for (let i = 0; i < input.length && !calculator.tooMany; i += 64 * 1024) {
      calculator.push(input.slice(i, i + 64 * 1024))
      await yieldToLoop(ticket)
    }
    calculator.end()
    if (calculator.tooMany) {
      const max = engine.rateSpread.MAX_BATCH_ROWS.toLocaleString('en-US')
      return error(req, res, 400, `The file has more than ${max} loans.`, path)
    }
    const csv = calculator.output.join('')
    return send(req, res, 200, csv, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="rateSpreads.csv"',
    })
  }

  /**
   * Answers the rate spread paths (true), or returns false for any other path.
   * @param {Req} req
   * @param {Res} res
   * @param {string} pathname
   */
  async function handle(req, res, pathname) {
    if (pathname !== RATE_SPREAD_PATH && pathname !== RATE_SPREAD_CSV_PATH) return false
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return error(req, res, 405, 'HTTP method not allowed, supported methods: POST', pathname)
    }
    return pathname === RATE_SPREAD_PATH ? single(req, res) : batch(req, res)
  }

  /** @type {Map<string, string>} */
  const tableTexts = new Map()
  /**
   * The sample APOR table at a file-server path (kept for the week), or null for another path.
   * @param {string} path
   */
  function aporTable(path) {
    const type =
      path === APOR_PATHS.fixed ? 'fixed' : path === APOR_PATHS.variable ? 'variable' : null
    if (!type) return null
    const date = now()
    const key = `${type}/${lastMonday(date).getTime()}`
    if (!tableTexts.has(key)) {
      if (tableTexts.size >= 4) tableTexts.clear()
      tableTexts.set(key, sampleAporTable(type, date))
    }
    return tableTexts.get(key)
  }

  return { handle, aporTable, warm: () => loadRateSpreadEngine().then(() => undefined) }
}

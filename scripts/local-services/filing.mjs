// Local filing service: the platform's filing API contract over an in-memory store.
//
//   /v2/filing/…                         filing API (institutions, filings, submissions, upload,
//                                        parse errors, edits, verification, signature, summary)
//   /hmda-auth/users/                    profile update (PUT): the user's LEIs
//   /v2/public/institutions?domain=…     institutions for an e-mail domain (no sign-in)
//   /v2/public/institutions/{lei}/year/{yyyy}
//
// Every /v2/filing and /hmda-auth call needs `Authorization: Bearer <access token>` from the
// local identity provider (oidc.mjs; or the cookie X-Authorization-Token), checked like the
// platform does: RS256 signature, expiry, issuer = this origin's realm; LEI-scoped routes need the
// LEI in the token's `lei` claim. Any failure is 403 with the platform's body. Uploads are checked
// with the site's own checker (filing-check.mjs); statuses then advance as the platform's do
// (3 → 5 | 6 → 7 → 9 | 8 → 10 | 11 → 13 | 14), one step every `stepMs` (HMDA_FILING_STEP_MS,
// default 400 ms), so status polling sees each stage. Fault injection (faults.mjs) applies here
// too, e.g. `503@/v2/filing/institutions/<lei>/filings/2025/submissions/latest`.
// Details and the quality/macro stages: scripts/local-services/filing-README.md.
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { applyFault, createAnswers, readJson } from './answers.mjs'
import { cookieValue } from './faults.mjs'
import { checkFile } from './filing-check.mjs'
import { loadFilingEngine } from './filing-engine.mjs'
import {
  INSTITUTION_YEARS,
  institutionRecord,
  PUBLIC_EMAIL_DOMAINS,
  statusObject,
  TEST_INSTITUTIONS,
} from './filing-data.mjs'
import { CLIENT_ID, requestOrigin } from './oidc.mjs'

export const FILING_PREFIX = '/v2/filing'
export const PUBLIC_INSTITUTIONS_PATH = '/v2/public/institutions'
export const AUTH_USERS_PATH = '/hmda-auth/users'
export const PAGE_SIZE = 20
/** Cookie with the instant the period rule uses instead of the service's clock (tests). */
export const CLOCK_COOKIE = 'hmda-clock'
/** Longest line the platform's upload accepts (bytes). */
export const MAX_LINE_BYTES = 2048
/** The site's built-in configuration per environment (config/<environment>.json). */
const CONFIG_DIR = fileURLToPath(new URL('../../config/', import.meta.url))

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('../../src/lib/api/filing.ts').Filing} Filing */
/** @typedef {{ year: number, quarter: string | null }} ServicePeriod */
/**
 * A submission as the service keeps it: `code` is the platform's status code, `check` the file
 * check's result once the upload is processed; `fileText` is kept for the admin download.
 * @typedef {{ id: { lei: string, sequenceNumber: number }, period: ServicePeriod, code: number,
 *   start: number, end: number, fileName: string, receipt: string, signerUsername: string | null,
 *   qualityVerified: boolean, macroVerified: boolean,
 *   check: ReturnType<typeof checkFile> | null, failure?: string, fileText?: string }} ServiceSubmission
 */
/**
 * @typedef {import('./filing-data.mjs').TestInstitution & { hmdaFiler: Record<number, boolean> }}
 *   ServiceInstitution
 */

const FORBIDDEN = 'Authorization Token could not be verified'

/**
 * True for the paths this service answers.
 * @param {string} pathname
 */
export function isFilingPath(pathname) {
  return (
    pathname === FILING_PREFIX ||
    pathname.startsWith(`${FILING_PREFIX}/`) ||
    pathname === AUTH_USERS_PATH ||
    pathname.startsWith(`${AUTH_USERS_PATH}/`) ||
    pathname === PUBLIC_INSTITUTIONS_PATH ||
    /^\/v2\/public\/institutions\/[^/]+\/year\/[^/]+$/.test(pathname)
  )
}

/**
 * The pagination links of the platform (`{rel}` in href, 20 a page).
 * @param {string} href
 * @param {number} page
 * @param {number} total
 */
export function pageLinks(href, page, total) {
  const last = Math.ceil(total / PAGE_SIZE)
  return {
    href: `${href}{rel}`,
    self: `?page=${page}`,
    first: '?page=1',
    prev: `?page=${Math.max(1, page - 1)}`,
    next: `?page=${Math.min(last, page + 1)}`,
    last: `?page=${last}`,
  }
}

/** @param {URL} url */
const pageOf = (url) => {
  const n = Number(url.searchParams.get('page') ?? '1')
  return Number.isInteger(n) && n >= 0 ? n : 1
}

/**
 * @template T
 * @param {T[]} list
 * @param {number} page
 */
const slice = (list, page) => list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)

/**
 * @param {{ identity: ReturnType<import('./oidc.mjs').createIdentityProvider>,
 *           stepMs?: number, now?: () => number, loadEngine?: typeof loadFilingEngine,
 *           configDir?: string }} options
 */
export function createFilingService(options) {
  const { identity } = options
  const stepMs = options.stepMs ?? Number(process.env.HMDA_FILING_STEP_MS ?? 400)
  const now = options.now ?? (() => Date.now())
  const loadEngine = options.loadEngine ?? loadFilingEngine
  const configDir = options.configDir ?? CONFIG_DIR
  /** @type {Map<string, ServiceInstitution>} */
  const institutions = new Map(TEST_INSTITUTIONS.map((i) => [i.lei, { ...i, hmdaFiler: {} }]))
  /**
   * `${lei}|${period}` → { filing, submissions: [] (oldest first) }
   * @type {Map<string, { filing: Filing, submissions: ServiceSubmission[] }>}
   */
  const filings = new Map()

  /* ---- answers (answers.mjs) ---- */

  const answers = createAnswers()
  const { send, json, error, notFound } = answers

  /* ---- authorization ---- */

  /** @param {Req} req */
  function bearer(req) {
    const header = String(req.headers.authorization ?? '')
    if (/^Bearer /i.test(header)) return header.slice(7).trim()
    const cookie = String(req.headers.cookie ?? '')
      .split(';')
      .map((s) => s.trim())
      .find((s) => s.startsWith('X-Authorization-Token='))
    return cookie ? decodeURIComponent(cookie.slice('X-Authorization-Token='.length)) : ''
  }

  /**
   * The token's claims if valid (and, with `lei`, carrying it or — when allowed — admin).
   * @param {Req} req
   * @param {{ lei?: string, allowAdmin?: boolean }} [options]
   */
  function authorize(req, { lei, allowAdmin = false } = {}) {
    const claims = identity.verifyAccessToken(bearer(req), requestOrigin(req), now())
    if (!claims) return null
    if (!lei) return claims
    const leis = String(claims.lei ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean)
    if (leis.includes(lei.toUpperCase())) return claims
    if (allowAdmin && claims.resource_access?.[CLIENT_ID]?.roles?.includes('hmda-admin'))
      return claims
    return null
  }
  /** @param {Req} req @param {Res} res */
  const forbidden = (req, res) => error(req, res, 403, FORBIDDEN, '')

  /* ---- store ---- */

  /** @param {ServicePeriod} period */
  const periodString = ({ year, quarter }) => (quarter ? `${year}-${quarter}` : String(year))
  /** @param {ServicePeriod} period */
  const periodPath = ({ year, quarter }) => (quarter ? `${year}/quarter/${quarter}` : String(year))
  /** @param {string} lei @param {number} year */
  const institutionFor = (lei, year) => {
    const inst = institutions.get(lei.toUpperCase())
    return inst && INSTITUTION_YEARS.includes(year) ? institutionRecord(inst, year) : null
  }
  /**
   * Whether a filing or submission may be created for the period now: exactly the periods the
   * site's configuration shows as open or late (preview periods count as open), for the
   * environment of the request's host, read afresh so that an edited config/*.json applies.
   */
  /**
   * The instant that decides which periods take filings: the service's clock, or, for tests that
   * pin the browser's clock, the cookie `hmda-clock` (an ISO 8601 instant) so both sides agree on
   * the day. Only the period rule reads it; tokens and timestamps keep the real clock.
   */
  /** @param {Req} req */
  function periodClock(req) {
    const pinned = Date.parse(cookieValue(req.headers.cookie, CLOCK_COOKIE) ?? '')
    return Number.isFinite(pinned) ? pinned : now()
  }
  /** @param {Req} req @param {ServicePeriod} period */
  async function acceptsFiling(req, period) {
    const { periods, environment } = await loadEngine()
    const env = environment.environmentForHost(String(req.headers.host ?? ''))
    let guards
    try {
      guards = JSON.parse(readFileSync(`${configDir}${env}.json`, 'utf8')).timedGuards
    } catch {
      return false
    }
    if (!guards || typeof guards !== 'object') return false
    const found = periods
      .computePeriods({ preview: [], ...guards }, periodClock(req))
      .find((p) => p.period === periodString(period))
    return Boolean(found && (found.isOpen || found.isLate))
  }
  /** @param {ServiceSubmission} s */
  const submissionId = (s) => `${s.id.lei}-${periodString(s.period)}-${s.id.sequenceNumber}`

  /** @param {ServiceSubmission} s */
  function submissionJson(s) {
    return {
      id: {
        lei: s.id.lei,
        period: { year: s.period.year, quarter: s.period.quarter },
        sequenceNumber: s.id.sequenceNumber,
      },
      status: statusObject(s.code),
      start: s.start,
      end: s.end,
      fileName: s.fileName,
      receipt: s.receipt,
      signerUsername: s.signerUsername,
    }
  }
  /** @param {ServiceSubmission} s */
  const qualityEdits = (s) => s.check?.groups.quality ?? []
  /** @param {ServiceSubmission} s */
  const macroEdits = (s) => s.check?.groups.macro ?? []
  /** @param {ServiceSubmission} s */
  function latestJson(s) {
    return {
      ...submissionJson(s),
      qualityVerified: s.qualityVerified,
      macroVerified: s.macroVerified,
      qualityExists: qualityEdits(s).length > 0,
      macroExists: macroEdits(s).length > 0,
    }
  }

  /* ---- processing (the platform's asynchronous pipeline) ---- */

  /**
   * @param {ServiceSubmission} s
   * @param {string} text
   * @param {import('./filing-data.mjs').AdminInstitution | null} institution
   */
  async function runPipeline(s, text, institution) {
    /** @param {number} code @returns {Promise<void>} */
    const later = (code) =>
      new Promise((resolve) =>
        setTimeout(() => {
          s.code = code
          resolve()
        }, stepMs),
      )
    try {
      const modules = await loadEngine()
      // Deleted by the admin service since the submission was created.
      if (!institution) throw new Error('The institution has no record for the year')
      const check = checkFile(text, s.period, institution, modules)
      s.check = check
      if (check.hasParseErrors) return await later(5)
      await later(6)
      await later(7)
      const sv = check.groups.syntactical.length + check.groups.validity.length
      if (sv > 0) return await later(9)
      await later(8)
      const q = check.groups.quality.length
      await later(q > 0 ? 11 : 10)
      await later(q > 0 || check.groups.macro.length > 0 ? 13 : 14)
    } catch (e) {
      s.code = -1
      s.failure = e instanceof Error ? e.message : String(e)
    }
  }

  /* ---- routes ---- */

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} path
   * @param {URL} url
   */
  async function filingApi(req, res, path, url) {
    if (path === '' || path === '/') {
      if (req.method !== 'GET') return notFound(req, res)
      return json(req, res, 200, {
        status: 'OK',
        service: 'hmda-filing-api',
        time: new Date(now()).toISOString(),
        host: 'local-services',
      })
    }
    let m = /^\/institutions\/([^/]+)\/year\/(\d{4})(?:\/quarter\/(Q[123]))?$/.exec(path)
    if (m) {
      if (req.method !== 'GET') return notFound(req, res)
      const [, rawLei, y, quarter] = m
      const lei = decodeURIComponent(rawLei).toUpperCase()
      if (!authorize(req, { lei })) return forbidden(req, res)
      const year = Number(y)
      const institution = institutionFor(lei, year)
      if (quarter) {
        if (!institution) return error(req, res, 400, 'institution does not exist', path)
        if (!institution.quarterlyFiler)
          return error(
            req,
            res,
            403,
            'Institution is not permitted to do quarterly filing',
            path,
            400,
          )
      }
      if (!institution) return error(req, res, 404, `Institution: ${lei} does not exist`, path)
      const periods = quarter
        ? [`${year}-${quarter}`]
        : [String(year), ...['Q1', 'Q2', 'Q3'].map((q) => `${year}-${q}`)]
      const list = periods.map((p) => filings.get(`${lei}|${p}`)?.filing).filter(Boolean)
      return json(req, res, 200, { institution, filings: list })
    }
    m = /^\/institutions\/([^/]+)\/filings\/(\d{4})(?:\/quarter\/(Q[123]))?(\/.*)?$/.exec(path)
    if (!m) return notFound(req, res)
    const [, rawLei, y, quarter = null, rest = ''] = m
    const lei = decodeURIComponent(rawLei).toUpperCase()
    const period = { year: Number(y), quarter }
    const key = `${lei}|${periodString(period)}`
    const base = `/institutions/${lei}/filings/${periodPath(period)}`
    const adminAllowed = rest === '/submissions/latest' || /\/summary$/.test(rest)
    if (!authorize(req, { lei, allowAdmin: adminAllowed })) return forbidden(req, res)
    const institution = institutionFor(lei, period.year)
    if (quarter && institution && !institution.quarterlyFiler)
      return error(req, res, 403, 'Institution is not permitted to do quarterly filing', path, 400)
    const record = filings.get(key)

    if (rest === '' || rest === '/') {
      if (req.method === 'POST') {
        if (!institution)
          return error(req, res, 400, `institution with ID: ${lei} does not exist`, path)
        if (record)
          return error(req, res, 400, `Filing ${lei}-${periodString(period)} already exists`, path)
        if (!(await acceptsFiling(req, period)))
          return error(
            req,
            res,
            400,
            'The provided year or quarter is no longer available for filing',
            path,
          )
        const filing = {
          period: periodString(period),
          lei,
          status: { code: 2, message: 'in-progress' },
          filingRequired: true,
          start: now(),
          end: 0,
        }
        filings.set(key, { filing, submissions: [] })
        return json(req, res, 201, { filing, submissions: [] })
      }
      if (req.method !== 'GET') return notFound(req, res)
      if (!institution)
        return error(req, res, 400, `institution with ID: ${lei} does not exist`, path)
      if (!record)
        return error(
          req,
          res,
          404,
          `Filing for institution: ${lei} and period: ${periodString(period)} does not exist`,
          path,
        )
      const newestFirst = [...record.submissions].reverse().map(submissionJson)
      const page = pageOf(url)
      if (page === 0)
        return json(req, res, 200, { filing: record.filing, submissions: newestFirst })
      const items = slice(newestFirst, page)
      return json(req, res, 200, {
        filing: record.filing,
        submissions: items,
        count: items.length,
        total: newestFirst.length,
        _links: pageLinks(base, page, newestFirst.length),
      })
    }

    if (rest === '/submissions') {
      if (req.method !== 'POST') return notFound(req, res)
      if (!institution)
        return error(req, res, 400, `institution with ID: ${lei} does not exist`, path)
      if (!record)
        return error(req, res, 400, `filing with ID: ${periodString(period)} does not exist`, path)
      if (!(await acceptsFiling(req, period)))
        return error(
          req,
          res,
          400,
          'The provided year or quarter is no longer available for filing',
          path,
        )
      const s = {
        id: { lei, sequenceNumber: record.submissions.length + 1 },
        period,
        code: 1,
        start: now(),
        end: 0,
        fileName: '',
        receipt: '',
        signerUsername: null,
        qualityVerified: false,
        macroVerified: false,
        check: null,
      }
      record.submissions.push(s)
      return json(req, res, 201, submissionJson(s))
    }

    if (rest === '/submissions/latest') {
      if (req.method !== 'GET') return notFound(req, res)
      const s = record?.submissions.at(-1)
      if (!s) return send(req, res, 404, '')
      return json(req, res, 200, latestJson(s))
    }

    m = /^\/submissions\/(\d+)(\/.*)?$/.exec(rest)
    if (!m) return notFound(req, res)
    const seq = Number(m[1])
    const sub = m[2] ?? ''
    const s = record?.submissions.find((x) => x.id.sequenceNumber === seq)
    const sid = `${lei}-${periodString(period)}-${seq}`

    if (sub === '') {
      if (req.method !== 'POST') return notFound(req, res)
      if (!s || s.code !== 1)
        return error(req, res, 400, `Submission ${sid} not available for upload`, path)
      return upload(req, res, path, s, institution)
    }
    if (sub === '/parseErrors') {
      if (req.method !== 'GET') return notFound(req, res)
      if (!s) return error(req, res, 400, `submission with ID: ${sid} does not exist`, path)
      const page = Math.max(1, pageOf(url))
      const pe = s.check?.parseErrors ?? { ts: null, lar: [] }
      const total = pe.lar.length + (pe.ts ? 1 : 0)
      return json(req, res, 200, {
        transmittalSheetErrors: pe.ts ? [pe.ts] : [],
        larErrors: slice(pe.lar, page),
        count: Math.max(0, Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE)),
        total,
        status: statusObject(s.code),
        _links: pageLinks(`${base}/submissions/${seq}/parseErrors`, page, total),
      })
    }
    if (!s) return error(req, res, 400, `submission with ID: ${sid} does not exist`, path)
    const groups = s.check?.groups ?? { syntactical: [], validity: [], quality: [], macro: [] }
    /** @param {import('./filing-check.mjs').ServiceEdit} e */
    const quote = (e) => ({
      edit: e.edit,
      description: e.description ? `"${e.description}"` : '',
      transmittalSheet: e.transmittalSheet,
    })
    if (sub === '/edits') {
      if (req.method !== 'GET') return notFound(req, res)
      return json(req, res, 200, {
        syntactical: { edits: groups.syntactical.map(quote) },
        validity: { edits: groups.validity.map(quote) },
        quality: { edits: groups.quality.map(quote), verified: s.qualityVerified },
        macro: { edits: groups.macro.map(quote), verified: s.macroVerified },
        status: {
          ...statusObject(s.code),
          qualityVerified: s.qualityVerified,
          macroVerified: s.macroVerified,
        },
      })
    }
    if (sub === '/edits/csv') {
      /** @type {[string, import('./filing-check.mjs').ServiceEdit[]][]} */
      const types = [
        ['Syntactical', groups.syntactical],
        ['Validity', groups.validity],
        ['Quality', groups.quality],
      ]
      let body = 'editType,editId,ULI,editDescription\n'
      for (const [type, list] of types)
        for (const e of list)
          for (const r of e.rows) body += `${type},${e.edit},${r.id},"${e.description}"\n`
      const q = period.quarter ?? ''
      return send(req, res, 200, body, {
        'Content-Type': 'text/csv; charset=UTF-8',
        'Content-Disposition': `attachment; filename=edits-summary-${lei}-${period.year}-${q}-${seq}.csv`,
      })
    }
    m = /^\/edits\/(quality|macro)$/.exec(sub)
    if (m) {
      if (req.method !== 'POST') return notFound(req, res)
      const body = await readJson(req)
      if (typeof body?.verified !== 'boolean')
        return error(req, res, 400, 'The request content was malformed', path)
      return verify(req, res, path, s, /** @type {'quality' | 'macro'} */ (m[1]), body.verified)
    }
    m = /^\/edits\/([SVQ]\d\d\d(?:-\d)?)$/.exec(sub)
    if (m) {
      if (req.method !== 'GET') return notFound(req, res)
      const all = [...groups.syntactical, ...groups.validity, ...groups.quality, ...groups.macro]
      const e = all.find((x) => x.edit === m[1])
      const rows = e?.rows ?? []
      const page = Math.max(1, pageOf(url))
      const items = slice(rows, page)
      return json(req, res, 200, {
        edit: m[1],
        rows: items,
        count: items.length,
        total: rows.length,
        _links: pageLinks(`${base}/submissions/${seq}/edits/${m[1]}`, page, rows.length),
      })
    }
    if (sub === '/sign') {
      // Authorized above (the same check, without admin).
      const claims = /** @type {Record<string, any>} */ (authorize(req, { lei }))
      if (req.method === 'GET')
        return json(req, res, 200, {
          email: claims.email ?? '',
          timestamp: s.end,
          receipt: s.receipt,
          status: statusObject(s.code),
          signerUsername: s.signerUsername,
        })
      if (req.method !== 'POST') return notFound(req, res)
      const body = await readJson(req)
      if (body?.signed !== true)
        return error(req, res, 400, `Illegal argument: signed = ${String(body?.signed)}`, path)
      const q = qualityEdits(s).length > 0
      const mac = macroEdits(s).length > 0
      const verifiedEnough = (!q || s.qualityVerified) && (!mac || s.macroVerified)
      if (s.code !== 14 || !verifiedEnough)
        return error(req, res, 400, `Submission ${submissionId(s)} is not ready to be signed`, path)
      const timestamp = now()
      s.code = 15
      s.end = timestamp
      s.receipt = `${lei}-${periodString(period)}-${seq}-${timestamp}`
      s.signerUsername = claims.preferred_username ?? null
      const inst = institutions.get(lei)
      if (inst) inst.hmdaFiler[period.year] = true
      return json(req, res, 200, {
        email: claims.email ?? '',
        timestamp,
        receipt: s.receipt,
        status: statusObject(15),
        signerUsername: s.signerUsername,
      })
    }
    if (sub === '/summary') {
      if (req.method !== 'GET') return notFound(req, res)
      if (!s.check) return error(req, res, 404, `Submission ${sid} not available`, path)
      return json(req, res, 200, { submission: submissionJson(s), ts: s.check.ts })
    }
    return notFound(req, res)
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} path
   * @param {ServiceSubmission} s
   * @param {'quality' | 'macro'} kind
   * @param {boolean} verified
   */
  function verify(req, res, path, s, kind, verified) {
    const q = qualityEdits(s).length > 0
    const mac = macroEdits(s).length > 0
    // Verifying needs the step of those edits (quality 10–13, macro 12–13); taking a
    // verification back, a submission not signed yet.
    const ready = verified
      ? (kind === 'quality' ? [10, 11, 12, 13] : [12, 13]).includes(s.code)
      : s.code !== 15
    if (!ready)
      return error(req, res, 400, `Submission ${submissionId(s)} is not ready to be verified`, path)
    if (kind === 'quality') {
      s.qualityVerified = verified
      if (!verified) s.code = q ? 11 : 10
      else if (mac) s.code = s.macroVerified ? 14 : 13
      else s.code = s.macroVerified ? 12 : 14
    } else {
      s.macroVerified = verified
      s.code = verified ? 14 : mac ? 13 : 12
    }
    return json(req, res, 200, { verified, status: statusObject(s.code) })
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} path
   * @param {ServiceSubmission} s
   * @param {import('./filing-data.mjs').AdminInstitution | null} institution
   */
  async function upload(req, res, path, s, institution) {
    let file
    try {
      // Node's Request takes `duplex` (a streamed body), which the DOM's RequestInit lacks.
      const init = /** @type {RequestInit} */ ({
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type'] ?? '') },
        body: /** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(req)),
        duplex: 'half',
      })
      const form = await new Request('http://local/upload', init).formData()
      file = form.get('file')
    } catch {
      file = null
    }
    if (!file || typeof file === 'string' || !/\.txt$/i.test(file.name))
      return error(req, res, 400, 'Invalid file format', path)
    s.code = 2
    const text = await file.text()
    if (text.split('\n').some((line) => Buffer.byteLength(line) > MAX_LINE_BYTES)) {
      s.code = -1
      return error(req, res, 400, 'Invalid file format', path)
    }
    s.code = 3
    const answer = submissionJson(s)
    s.fileName = file.name
    s.fileText = text // for the admin download (helpAdmin.mjs)
    void runPipeline(s, text, institution)
    return json(req, res, 202, answer)
  }

  /* ---- profile and public institutions ---- */

  /**
   * @param {string} domainOrEmail
   * @returns {import('./filing-data.mjs').AdminInstitution[]}
   */
  function institutionsForDomain(domainOrEmail) {
    const domain = (String(domainOrEmail).toLowerCase().split('@').pop() ?? '').trim()
    if (!domain || PUBLIC_EMAIL_DOMAINS.includes(domain)) return []
    for (const year of [...INSTITUTION_YEARS].reverse()) {
      const found = [...institutions.values()]
        .filter((i) => i.emailDomains.includes(domain))
        .map((i) => institutionRecord(i, year))
        .filter((r) => r !== null)
      if (found.length) return found
    }
    return []
  }

  /** @param {Req} req @param {Res} res */
  async function authUsers(req, res) {
    if (req.method !== 'PUT') return notFound(req, res)
    const claims = authorize(req)
    if (!claims) return forbidden(req, res)
    const body = await readJson(req)
    const valid =
      body &&
      typeof body.firstName === 'string' &&
      typeof body.lastName === 'string' &&
      Array.isArray(body.leis) &&
      body.leis.every((/** @type {unknown} */ l) => typeof l === 'string')
    if (!valid) return error(req, res, 400, 'The request content was malformed', '/users/')
    const allowed = new Set(institutionsForDomain(claims.email ?? '').map((i) => i.lei))
    /** @type {string[]} */
    const leis = body.leis.map((/** @type {string} */ l) => l.trim().toUpperCase())
    if (leis.some((l) => !allowed.has(l)))
      return error(req, res, 400, 'LEIs are not authorized for the users email domain', '/users/')
    identity.setUserName(claims.sub, body.firstName, body.lastName)
    identity.setUserLeis(claims.sub, leis)
    return json(req, res, 200, {
      firstName: body.firstName,
      lastName: body.lastName,
      leis: body.leis,
    })
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} pathname
   * @param {URL} url
   */
  function publicInstitutions(req, res, pathname, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(req, res)
    if (pathname === PUBLIC_INSTITUTIONS_PATH) {
      const found = institutionsForDomain(url.searchParams.get('domain') ?? '')
      if (!found.length)
        return error(req, res, 404, 'The requested resource could not be found.', '/institutions')
      return json(req, res, 200, { institutions: found })
    }
    // isFilingPath let only this form through.
    const [, lei = '', year] = /** @type {RegExpExecArray} */ (
      /^\/v2\/public\/institutions\/([^/]+)\/year\/([^/]+)$/.exec(pathname)
    )
    const y = Number(year)
    const rest = pathname.slice('/v2/public'.length)
    if (!INSTITUTION_YEARS.includes(y))
      return error(
        req,
        res,
        400,
        'The provided year is not available via the institutions api',
        rest,
      )
    const found = institutionFor(decodeURIComponent(lei), y)
    if (!found) return error(req, res, 404, 'The requested resource could not be found.', rest)
    return json(req, res, 200, found)
  }

  /* ---- faults (faults.mjs, applied by answers.mjs) ---- */

  const FAULTS = {
    malformed: '{"status":{"code',
    message: 'Injected server error (local services)',
    path: true,
  }

  /** @param {Req} req @param {Res} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const { pathname } = url
    if (!isFilingPath(pathname)) return false
    if (await applyFault(req, res, pathname, answers, FAULTS)) return true
    if (pathname.startsWith(AUTH_USERS_PATH)) return authUsers(req, res)
    if (pathname.startsWith(PUBLIC_INSTITUTIONS_PATH))
      return publicInstitutions(req, res, pathname, url)
    return filingApi(req, res, pathname.slice(FILING_PREFIX.length), url)
  }

  return {
    handle,
    /** Bundles the checker ahead of the first upload. */
    warm: () => loadEngine().then(() => undefined),
    filings,
    /** The institutions store (LEI → entry) and the token check, shared with helpAdmin.mjs. */
    institutions,
    authorize,
    describe: () =>
      `${FILING_PREFIX}, ${AUTH_USERS_PATH}/, ${PUBLIC_INSTITUTIONS_PATH}: local filing service`,
  }
}

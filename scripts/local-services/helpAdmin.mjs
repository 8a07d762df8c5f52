// Local admin service (HMDA Help): the platform's /v2/admin contract over the filing service's
// in-memory store (filing.mjs), so what an administrator adds, updates or deletes is what the
// filing API and the public institutions API answer next.
//
//   GET    /v2/admin/institutions/{lei}/year/{yyyy}[/quarter/{Qn}]   record (lei token or admin)
//   POST   /v2/admin/institutions                                    create (admin)
//   PUT    /v2/admin/institutions                                    update, or create if absent
//   DELETE /v2/admin/institutions                                    delete (body = the record)
//   GET    /v2/admin/institutions/{lei}/signed/{oldest|latest}/{period}   signed submission
//   GET    /v2/admin/receipt/{submissionId}/hmdafile[/count]         the submitted file
//   POST   /v2/admin/publish/{topic}/institutions/{lei}/filings/{period}/submissions/{seq}
//   GET    /v2/public/institutions/{lei}/year/{yyyy}/history         note history (no sign-in)
//   HEAD|GET /hmda-files/modified-lar/{yyyy}/{lei}.txt, …/reports/disclosure/{yyyy}/{lei}/
//            nationwide/IRS.csv                                     only once regenerated here
//   filers(year)                                                    store records for the
//                                                                    reporting filers list
//
// Validation and error bodies follow the platform: a body that does not decode as an Institution
// → 400 text "The request content was malformed: …"; then the tax ID, the LEI and the e-mail
// domains (400 JSON strings), LOU LEIs on create (HTTP 400, body httpStatus 412), an existing
// record on create (400 ErrorResponse). Details: scripts/local-services/filing-README.md.
import { INSTITUTION_YEARS, institutionRecord, statusObject } from './filing-data.mjs'
import { ADMIN_PUBLIC_EMAIL_DOMAINS, LOU_LEIS } from './helpAdmin-data.mjs'
import { applyFault, createAnswers, readJson, TEXT_TYPE } from './answers.mjs'
import { CLIENT_ID } from './oidc.mjs'

export const ADMIN_PREFIX = '/v2/admin'
const HISTORY_RE = /^\/v2\/public\/institutions\/([^/]+)\/year\/(\d{4})\/history$/
const MLAR_RE = /^\/hmda-files\/modified-lar\/(\d{4})\/([^/]+)\.txt$/
const IRS_RE = /^\/hmda-files\/reports\/disclosure\/(\d{4})\/([^/]+)\/nationwide\/IRS\.csv$/
export const PUBLISH_TOPICS = ['hmda-sign', 'hmda-modified-lar', 'hmda-irs', 'hmda-analytics']
const AGENCIES = [1, 2, 3, 5, 7, 9, -1]
const FORBIDDEN = 'Authorization Token could not be verified'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('./filing-data.mjs').AdminInstitution} AdminInstitution */
/** @typedef {[string, (v: any) => boolean][]} FieldChecks */

/** @param {unknown} v */
const isInt = (v) => Number.isInteger(v)
/** @param {unknown} v @returns {v is string} */
const isStr = (v) => typeof v === 'string'
/** @param {unknown} v */
const isBool = (v) => typeof v === 'boolean'

/**
 * Decodes a request body as the platform's Institution decoder does: every key required except
 * `notes`. Returns { institution } or { error } (the reason, for the 400 text).
 * @param {any} body
 * @returns {{ institution: AdminInstitution } | { error: string }}
 */
export function decodeInstitution(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { error: 'Expected an Institution object' }
  /** @type {FieldChecks} */
  const need = [
    ['activityYear', isInt],
    ['lei', isStr],
    ['agency', (v) => AGENCIES.includes(v)],
    ['institutionType', (v) => isInt(v) && v >= -1 && v <= 18],
    ['institutionId2017', isStr],
    ['taxId', isStr],
    ['rssd', isInt],
    ['emailDomains', (v) => Array.isArray(v) && v.every(isStr)],
    ['assets', isInt],
    ['otherLenderCode', isInt],
    ['hmdaFiler', isBool],
    ['quarterlyFiler', isBool],
    ['quarterlyFilerHasFiledQ1', isBool],
    ['quarterlyFilerHasFiledQ2', isBool],
    ['quarterlyFilerHasFiledQ3', isBool],
  ]
  for (const [key, ok] of need)
    if (!ok(body[key])) return { error: `Invalid or missing value for '${key}'` }
  /** @type {Record<'respondent' | 'parent' | 'topHolder', FieldChecks>} */
  const nested = {
    respondent: [
      ['name', isStr],
      ['state', isStr],
      ['city', isStr],
    ],
    parent: [
      ['idRssd', isInt],
      ['name', isStr],
    ],
    topHolder: [
      ['idRssd', isInt],
      ['name', isStr],
    ],
  }
  for (const [key, fields] of Object.entries(nested)) {
    const obj = body[key]
    if (!obj || typeof obj !== 'object') return { error: `Invalid or missing value for '${key}'` }
    for (const [k, ok] of fields)
      if (!ok(obj[k])) return { error: `Invalid or missing value for '${key}.${k}'` }
  }
  if (body.notes !== undefined && !isStr(body.notes)) return { error: "Invalid value for 'notes'" }
  /** @param {any} obj @param {FieldChecks} fields */
  const pick = (obj, fields) => Object.fromEntries(fields.map(([k]) => [k, obj[k]]))
  const institution = /** @type {AdminInstitution} */ ({
    ...Object.fromEntries(need.map(([k]) => [k, body[k]])),
    respondent: pick(body.respondent, nested.respondent),
    parent: pick(body.parent, nested.parent),
    topHolder: pick(body.topHolder, nested.topHolder),
    notes: body.notes ?? '',
  })
  return { institution }
}

/**
 * An e-mail domain as typed, normalised: spaces and leading "@"s removed, lower case. The same
 * rule as the site's form (src/lib/api/helpAdminDomains.ts, normalizeEmailDomain).
 */
/** @param {string} text */
export const normalizeEmailDomain = (text) =>
  text.replace(/\s+/g, '').replace(/^@+/, '').toLowerCase()

/**
 * True when a normalised domain is a bare e-mail domain (what follows "@" in an address): the
 * site's rule (src/lib/api/helpAdminDomains.ts, emailDomainProblem, which says why not). `www.`
 * is refused, not stripped: it names a web site, and stripping it would save a domain that
 * nobody typed.
 * @param {string} domain
 */
export function isBareEmailDomain(domain) {
  if (domain.length > 253 || domain.startsWith('www.')) return false
  const labels = domain.split('.')
  return (
    labels.length >= 2 &&
    labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l)) &&
    !/^\d+$/.test(labels.at(-1) ?? '')
  )
}

/**
 * The platform's checks after decoding, in its order: the first failing message, or null. Then
 * (local, see filing-README.md) a domain that is not bare, after normalisation:
 * "Incorrect email domain format: <domain>".
 * @param {AdminInstitution} institution
 */
export function institutionProblem(institution) {
  if (!/^[0-9]{2}-[0-9]{7}$/.test(institution.taxId)) return 'Incorrect tax-id format'
  if (!/^[A-Z0-9]{20}$/.test(institution.lei)) return 'Incorrect lei format'
  const publicDomains = new Set(ADMIN_PUBLIC_EMAIL_DOMAINS)
  const domains = institution.emailDomains.map(normalizeEmailDomain).filter(Boolean)
  if (domains.some((d) => publicDomains.has(d))) return 'Email domain is a public domain'
  const bad = domains.find((d) => !isBareEmailDomain(d))
  if (bad !== undefined) return `Incorrect email domain format: ${bad}`
  return null
}

/**
 * Parses a submission ID `<lei>-<yyyy>[-Qn]-<seq>` as the platform's receipt routes do.
 * @param {string} id
 * @returns {{ lei: string, period: string, seq: number } | { error: string }}
 */
export function parseSubmissionId(id) {
  const parts = id.split('-')
  if (parts.length !== 3 && parts.length !== 4)
    return { error: 'You have entered an invalid submission-id' }
  const [lei, year = ''] = parts
  const quarter = parts.length === 4 ? parts[2] : null
  const seq = parts.at(-1) ?? ''
  if (!lei) return { error: 'LEI is empty' }
  if (!/^\d{4}$/.test(year)) return { error: 'year is not valid' }
  if (quarter !== null && !/^Q[1-3]$/.test(quarter)) return { error: 'quarter is not valid' }
  if (!/^\d+$/.test(seq)) return { error: 'sequence number is not valid' }
  return { lei, period: quarter ? `${year}-${quarter}` : year, seq: Number(seq) }
}

/**
 * @param {{ filing: ReturnType<import('./filing.mjs').createFilingService>,
 *           now?: () => number, publishMs?: number }} options
 *   publishMs: how long after a regeneration the published file appears (default 1000 ms).
 */
export function createHelpAdminService(options) {
  const { filing } = options
  const now = options.now ?? (() => Date.now())
  const publishMs = options.publishMs ?? Number(process.env.HMDA_PUBLISH_MS ?? 1000)
  const { institutions, filings } = filing
  /**
   * `${lei}|${year}` → history items, oldest first.
   * @type {Map<string, { id: number, year: string, lei: string, historyID: string, notes: string,
   *   updatedPanel: string }[]>}
   */
  const history = new Map()
  /**
   * `${topic}|${lei}|${year}` → time the file appears.
   * @type {Map<string, number>}
   */
  const published = new Map()
  let nextHistoryId = 1

  /* ---- answers (answers.mjs) ---- */

  const answers = createAnswers()
  const { send, json, error, notFound } = answers
  /** @param {Req} req @param {Res} res */
  const forbidden = (req, res) => error(req, res, 403, FORBIDDEN, '')

  /** @param {Record<string, any> | null} claims */
  const isAdmin = (claims) =>
    Boolean(claims?.resource_access?.[CLIENT_ID]?.roles?.includes('hmda-admin'))
  /** @param {Req} req */
  const admin = (req) => {
    const claims = filing.authorize(req)
    return isAdmin(claims) ? claims : null
  }

  /* ---- store ---- */

  /**
   * The stored record of (lei, year) as the read routes answer it, or null.
   * @param {string} lei
   * @param {number} year
   */
  function recordOf(lei, year) {
    const entry = institutions.get(lei)
    if (!entry) return null
    if (!entry.records?.has(year) && !INSTITUTION_YEARS.includes(year)) return null
    return institutionRecord(entry, year)
  }

  /** @param {AdminInstitution} institution */
  function write(institution) {
    const { lei, activityYear: year } = institution
    let entry = institutions.get(lei)
    if (!entry) {
      entry = {
        lei,
        name: institution.respondent.name,
        agency: institution.agency,
        taxId: institution.taxId,
        emailDomains: [],
        state: institution.respondent.state,
        city: institution.respondent.city,
        quarterlyFiler: institution.quarterlyFiler,
        hmdaFiler: {},
        adminOnly: true,
      }
      institutions.set(lei, entry)
    }
    entry.records ??= new Map()
    const domains = institution.emailDomains.map(normalizeEmailDomain).filter(Boolean)
    const stored = { ...institution, emailDomains: [...new Set(domains)] }
    entry.records.set(year, stored)
    entry.emailDomains = stored.emailDomains
    const key = `${lei}|${year}`
    const items = history.get(key) ?? []
    items.push({
      id: nextHistoryId++,
      year: String(year),
      lei,
      historyID: `${lei}-${year}-${now()}`,
      notes: stored.notes ?? '',
      updatedPanel: JSON.stringify(stored),
    })
    history.set(key, items)
    return institutionRecord(entry, year)
  }

  /* ---- routes ---- */

  /** @param {Req} req @param {Res} res @param {string} path */
  async function institutionsRoute(req, res, path) {
    const body = await readJson(req)
    const decoded = decodeInstitution(body)
    if ('error' in decoded)
      return send(req, res, 400, `The request content was malformed:\n${decoded.error}`, {
        'Content-Type': TEXT_TYPE,
      })
    const inst = decoded.institution
    if (req.method === 'DELETE') {
      if (!recordOf(inst.lei, inst.activityYear)) return json(req, res, 404, inst.lei)
      // recordOf found it, so the entry exists.
      const entry = /** @type {import('./filing.mjs').ServiceInstitution} */ (
        institutions.get(inst.lei)
      )
      entry.records ??= new Map()
      entry.records.set(inst.activityYear, null)
      return json(req, res, 202, { LEI: inst.lei })
    }
    const problem = institutionProblem(inst)
    if (problem) return json(req, res, 400, problem)
    const existing = recordOf(inst.lei, inst.activityYear)
    if (req.method === 'PUT' && existing) {
      const kept = {
        hmdaFiler: existing.hmdaFiler,
        quarterlyFilerHasFiledQ1: existing.quarterlyFilerHasFiledQ1,
        quarterlyFilerHasFiledQ2: existing.quarterlyFilerHasFiledQ2,
        quarterlyFilerHasFiledQ3: existing.quarterlyFilerHasFiledQ3,
      }
      return json(req, res, 202, write({ ...inst, ...kept }))
    }
    if (LOU_LEIS.includes(inst.lei))
      return error(req, res, 400, `Institution LEI is an LOU: ${inst.lei}`, path, 412)
    if (existing) return error(req, res, 400, `Institution ${inst.lei} already exists`, path)
    return json(req, res, 201, write(inst))
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} lei
   * @param {string} which
   * @param {string} period
   */
  function signed(req, res, lei, which, period) {
    const record = filings.get(`${lei}|${period}`)
    const list = (record?.submissions ?? []).filter((s) => s.code === 15)
    const s = which === 'oldest' ? list[0] : list.at(-1)
    if (!s) return send(req, res, 404, '')
    return json(req, res, 200, {
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
    })
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} id
   * @param {boolean} count
   */
  function submittedFile(req, res, id, count) {
    const parsed = parseSubmissionId(id)
    if ('error' in parsed) return send(req, res, 400, parsed.error, { 'Content-Type': TEXT_TYPE })
    const record = filings.get(`${parsed.lei}|${parsed.period}`)
    const s = record?.submissions.find((x) => x.id.sequenceNumber === parsed.seq)
    if (!s || typeof s.fileText !== 'string')
      return send(req, res, 404, `Submission with ${id} does not exist`, {
        'Content-Type': TEXT_TYPE,
      })
    const lines = s.fileText.split(/\r?\n/).filter((l) => l.trim() !== '')
    if (count) return send(req, res, 200, String(lines.length), { 'Content-Type': TEXT_TYPE })
    return send(req, res, 200, lines.map((l) => `${l}\n`).join(''), {
      'Content-Type': 'text/csv; charset=UTF-8',
      'Content-Disposition': `attachment; filename=${id}.txt`,
    })
  }

  /** @param {Req} req @param {Res} res @param {string} path */
  async function adminApi(req, res, path) {
    let m = /^\/institutions\/([^/]+)\/year\/(\d{4})(?:\/quarter\/(Q[1-4]))?$/.exec(path)
    if (m) {
      if (req.method !== 'GET') return notFound(req, res)
      const lei = decodeURIComponent(m[1]).toUpperCase()
      if (!filing.authorize(req, { lei, allowAdmin: true })) return forbidden(req, res)
      const found = recordOf(lei, Number(m[2]))
      return found ? json(req, res, 200, found) : send(req, res, 404, '')
    }
    if (path === '/institutions') {
      if (!['POST', 'PUT', 'DELETE'].includes(req.method ?? '')) return notFound(req, res)
      if (!admin(req)) return forbidden(req, res)
      return institutionsRoute(req, res, path)
    }
    m = /^\/institutions\/([^/]+)\/signed\/(oldest|latest)\/(\d{4}(?:-Q[1-3])?)$/.exec(path)
    if (m) {
      if (req.method !== 'GET') return notFound(req, res)
      if (!admin(req)) return forbidden(req, res)
      return signed(req, res, decodeURIComponent(m[1] ?? '').toUpperCase(), m[2] ?? '', m[3] ?? '')
    }
    m = /^\/receipt\/([^/]+)\/hmdafile(\/count)?$/.exec(path)
    if (m) {
      if (req.method !== 'GET') return notFound(req, res)
      if (!admin(req)) return forbidden(req, res)
      return submittedFile(req, res, decodeURIComponent(m[1] ?? ''), Boolean(m[2]))
    }
    m = /^\/publish\/([^/]+)\/institutions\/([^/]+)\/filings\/([^/]+)\/submissions\/(\d+)$/.exec(
      path,
    )
    if (m) {
      if (req.method !== 'POST') return notFound(req, res)
      if (!admin(req)) return forbidden(req, res)
      const [, topic = '', rawLei = '', period = '', seq] = m
      const lei = decodeURIComponent(rawLei)
      if (!PUBLISH_TOPICS.includes(topic))
        return error(req, res, 400, `Invalid Topic: ${topic}`, path)
      // Like the platform: no check that the submission exists; the file appears later.
      if (/^\d{4}$/.test(period)) published.set(`${topic}|${lei}|${period}`, now() + publishMs)
      return json(
        req,
        res,
        201,
        `Topic ${topic} with data, ${lei}-${period}-${lei}-${period}-${seq}, published`,
      )
    }
    return notFound(req, res)
  }

  /** @param {Req} req @param {Res} res @param {string} pathname */
  function noteHistory(req, res, pathname) {
    if (req.method !== 'GET') return notFound(req, res)
    // handle() tested HISTORY_RE first.
    const [, lei = '', year] = /** @type {RegExpExecArray} */ (HISTORY_RE.exec(pathname))
    const items = history.get(`${decodeURIComponent(lei).toUpperCase()}|${Number(year)}`)
    if (!items?.length)
      return error(req, res, 404, 'The requested resource could not be found.', pathname)
    return json(req, res, 200, { institutionNoteHistoryItems: [...items].reverse() })
  }

  /**
   * A published file, once its regeneration has completed; otherwise not ours to answer.
   * @param {Req} req
   * @param {Res} res
   * @param {string} topic
   * @param {string} year
   * @param {string} lei
   */
  function publishedFile(req, res, topic, year, lei) {
    const ready = published.get(`${topic}|${lei}|${year}`)
    if (ready === undefined || ready > now()) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const record = filings.get(`${lei}|${year}`)
    const s = (record?.submissions ?? []).filter((x) => x.code === 15).at(-1)
    const lines = (s?.fileText ?? '').split(/\r?\n/).filter((l) => l.trim() !== '')
    // The local stand-in for the published file: the signed file's LAR rows (not the platform's
    // modified-LAR or IRS derivation, which the local services do not compute).
    const body = lines
      .slice(1)
      .map((l) => `${l}\n`)
      .join('')
    return send(req, res, 200, body, {
      'Content-Type': topic === 'hmda-irs' ? 'text/csv; charset=UTF-8' : TEXT_TYPE,
    })
  }

  /* ---- faults (faults.mjs, applied by answers.mjs as the filing service does) ---- */

  const FAULTS = {
    malformed: '{"lei',
    message: 'Injected server error (local services)',
    path: true,
  }

  /** @param {Req} req @param {Res} res */
  async function handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (pathname.startsWith(`${ADMIN_PREFIX}/`) || HISTORY_RE.test(pathname)) {
      if (await applyFault(req, res, pathname, answers, FAULTS)) return true
      if (HISTORY_RE.test(pathname)) return noteHistory(req, res, pathname)
      return adminApi(req, res, pathname.slice(9))
    }
    // Published files: faults apply on the file server's own path (index.mjs) until then.
    let m = MLAR_RE.exec(pathname)
    if (m)
      return publishedFile(
        req,
        res,
        'hmda-modified-lar',
        m[1] ?? '',
        decodeURIComponent(m[2] ?? ''),
      )
    m = IRS_RE.exec(pathname)
    if (m) return publishedFile(req, res, 'hmda-irs', m[1] ?? '', decodeURIComponent(m[2] ?? ''))
    return false
  }

  return {
    handle,
    /**
     * Rows for the reporting filers list of `year`: like the platform's, only institutions that
     * filed (signed) for that year, so the public lists do not change until a local filing.
     */
    /** @param {string | number} year */
    filers(year) {
      return [...institutions.keys()]
        .map((lei) => recordOf(lei, Number(year)))
        .filter((r) => r !== null && r.hmdaFiler)
        .map((r) => ({
          lei: /** @type {AdminInstitution} */ (r).lei,
          name: /** @type {AdminInstitution} */ (r).respondent.name,
          period: String(year),
        }))
    },
    describe: () => `${ADMIN_PREFIX}: local admin service (HMDA Help)`,
  }
}

/**
 * Client of the filing platform's APIs (same origin): `/v2/filing` (institutions, filings,
 * submissions, upload, parse errors, edits, verification, signature, summary), `/hmda-auth/users/`
 * (profile) and `/v2/public/institutions` (institutions of an e-mail domain). Every answer is
 * parsed into the types below at the edge; the parsers accept the variants seen in the platform's
 * published examples as well as its current source (a period as "2020" or {year, quarter}, a year
 * as a string, edits without `transmittalSheet`, a missing `signerUsername`...).
 *
 * Calls carry `Authorization: Bearer <access token>` from `getToken` (src/lib/auth). Failures are
 * ApiErrors (src/lib/api/errors): `status` and the platform's `message` (serverMessage) tell a
 * 403 (token or LEI not accepted), 404, or a 400 refusal apart.
 */
import { checkJson, DEFAULT_TIMEOUT_MS, errorForResponse, send } from './client'
import { uploadFile, type UploadProgress } from './upload'
import {
  arrayOf,
  number,
  object,
  optional,
  ShapeError,
  string,
  stringOrNumber,
  type Json,
} from './validate'

export type Quarter = 'Q1' | 'Q2' | 'Q3'

/** A filing period: the annual one (quarter null) or a quarter of a year. */
export interface Period {
  year: number
  quarter: Quarter | null
}

export interface StatusInfo {
  code: number
  message: string
  description: string
}

export interface Submission {
  lei: string
  period: Period
  sequenceNumber: number
  status: StatusInfo
  /** Epoch ms. */
  start: number
  /** Epoch ms when signed, else 0. */
  end: number
  fileName: string
  receipt: string
  signerUsername: string | null
}

/** `submissions/latest`: the submission and its verification state. */
export interface LatestSubmission extends Submission {
  qualityVerified: boolean
  macroVerified: boolean
  qualityExists: boolean
  macroExists: boolean
}

export interface Filing {
  /** "2025" or "2025-Q1". */
  period: string
  lei: string
  status: { code: number; message: string }
  filingRequired: boolean
  start: number
  end: number
}

export interface Institution {
  activityYear: number
  lei: string
  name: string
  agency: number
  taxId: string
  emailDomains: string[]
  state: string
  city: string
  hmdaFiler: boolean
  quarterlyFiler: boolean
}

export interface InstitutionDetail {
  institution: Institution
  filings: Filing[]
}

/** Page numbers read from the platform's `_links` (`?page=N`). */
export interface Paging {
  count: number
  total: number
  page: number
  last: number
}

export interface FilingDetail {
  filing: Filing
  submissions: Submission[]
  /** Absent in the unpaged form (`?page=0`). */
  paging: Paging | null
}

export interface ParseErrorMessage {
  fieldName: string
  inputValue: string
  validValues: string
}

export interface ParseErrorRow {
  rowNumber: number
  estimatedUli: string
  errors: ParseErrorMessage[]
}

export interface ParseErrors {
  transmittalSheet: ParseErrorRow[]
  lar: ParseErrorRow[]
  status: StatusInfo
  paging: Paging
}

export type EditType = 'syntactical' | 'validity' | 'quality' | 'macro'
export const EDIT_TYPES: readonly EditType[] = ['syntactical', 'validity', 'quality', 'macro']

export interface EditRef {
  edit: string
  /** The catalogue text, without the double quotes the platform wraps it in. */
  description: string
  /** Raised on the transmittal sheet (rows keyed by LEI). */
  transmittalSheet: boolean
}

export interface EditsSummary {
  edits: Record<EditType, EditRef[]>
  qualityVerified: boolean
  macroVerified: boolean
  status: StatusInfo
}

export interface EditRow {
  id: string
  fields: { name: string; value: string }[]
}

export interface EditDetail {
  edit: string
  rows: EditRow[]
  paging: Paging
}

export interface VerifyResult {
  verified: boolean
  status: StatusInfo
}

export interface SignState {
  email: string
  /** Epoch ms of the signature, 0 before. */
  timestamp: number
  receipt: string
  status: StatusInfo
  signerUsername: string | null
}

export interface TransmittalSummary {
  institutionName: string
  year: number
  quarter: number
  contact: {
    name: string
    phone: string
    email: string
    address: { street: string; city: string; state: string; zipCode: string }
  }
  agency: number
  totalLines: number
  taxId: string
  lei: string
}

export interface SubmissionSummary {
  submission: Submission
  ts: TransmittalSummary
}

export interface UserProfile {
  firstName: string
  lastName: string
  leis: string[]
}

/* ---- periods ---- */

/** "2025" or "2025-Q1" (the site's URL form) → Period; null when not one. */
export function parsePeriod(text: string): Period | null {
  const m = /^(\d{4})(?:-(Q[123]))?$/.exec(text)
  if (!m) return null
  return { year: Number(m[1]), quarter: (m[2] as Quarter | undefined) ?? null }
}

export const periodText = (p: Period) => (p.quarter ? `${p.year}-${p.quarter}` : String(p.year))

/** The filing API's path segment: "2025" or "2025/quarter/Q1". */
export const periodPath = (p: Period) =>
  p.quarter ? `${p.year}/quarter/${p.quarter}` : String(p.year)

/* ---- parsers ---- */

const bool = (value: unknown, path: string): boolean => {
  if (typeof value !== 'boolean') throw new ShapeError(path, 'true or false', value)
  return value
}
const int = (value: unknown, path: string): number => {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value)
  const n = number(value, path)
  if (!Number.isInteger(n)) throw new ShapeError(path, 'a whole number', value)
  return n
}
const boolOr = (value: unknown, path: string, fallback: boolean) =>
  value === undefined ? fallback : bool(value, path)

export function parseStatus(raw: unknown, path = 'status'): StatusInfo {
  const o = object(raw, path)
  return {
    code: int(o.code, `${path}.code`),
    message: string(o.message, `${path}.message`),
    description: optional(o.description, `${path}.description`, string) ?? '',
  }
}

function periodOf(raw: unknown, path: string): Period {
  if (typeof raw === 'string' || typeof raw === 'number') {
    const p = parsePeriod(String(raw))
    if (!p) throw new ShapeError(path, 'a period', raw)
    return p
  }
  const o = object(raw, path)
  const quarter = optional(o.quarter, `${path}.quarter`, string) ?? null
  if (quarter !== null && !/^Q[123]$/.test(quarter))
    throw new ShapeError(`${path}.quarter`, 'Q1, Q2 or Q3', quarter)
  return { year: int(o.year, `${path}.year`), quarter: quarter as Quarter | null }
}

export function parseSubmission(raw: unknown, path = 'body'): Submission {
  const o = object(raw, path)
  const id = object(o.id, `${path}.id`)
  return {
    lei: string(id.lei, `${path}.id.lei`),
    period: periodOf(id.period, `${path}.id.period`),
    sequenceNumber: int(id.sequenceNumber, `${path}.id.sequenceNumber`),
    status: parseStatus(o.status, `${path}.status`),
    start: number(o.start, `${path}.start`),
    end: number(o.end, `${path}.end`),
    fileName: string(o.fileName, `${path}.fileName`),
    receipt: string(o.receipt, `${path}.receipt`),
    signerUsername: optional(o.signerUsername, `${path}.signerUsername`, string) ?? null,
  }
}

export function parseLatestSubmission(raw: unknown): LatestSubmission {
  const o = object(raw, 'body')
  return {
    ...parseSubmission(o),
    qualityVerified: bool(o.qualityVerified, 'body.qualityVerified'),
    macroVerified: bool(o.macroVerified, 'body.macroVerified'),
    qualityExists: bool(o.qualityExists, 'body.qualityExists'),
    macroExists: bool(o.macroExists, 'body.macroExists'),
  }
}

function parseFiling(raw: unknown, path: string): Filing {
  const o = object(raw, path)
  const status = object(o.status, `${path}.status`)
  return {
    period: stringOrNumber(o.period, `${path}.period`),
    lei: string(o.lei, `${path}.lei`),
    status: {
      code: int(status.code, `${path}.status.code`),
      message: string(status.message, `${path}.status.message`),
    },
    filingRequired: bool(o.filingRequired, `${path}.filingRequired`),
    start: number(o.start, `${path}.start`),
    end: number(o.end, `${path}.end`),
  }
}

export function parseInstitution(raw: unknown, path = 'body'): Institution {
  const o = object(raw, path)
  const respondent = object(o.respondent, `${path}.respondent`)
  return {
    activityYear: int(o.activityYear, `${path}.activityYear`),
    lei: string(o.lei, `${path}.lei`).toUpperCase(),
    name: string(respondent.name, `${path}.respondent.name`),
    agency: int(o.agency, `${path}.agency`),
    taxId: string(o.taxId, `${path}.taxId`),
    emailDomains: arrayOf(o.emailDomains, `${path}.emailDomains`, string),
    state: optional(respondent.state, `${path}.respondent.state`, string) ?? '',
    city: optional(respondent.city, `${path}.respondent.city`, string) ?? '',
    hmdaFiler: boolOr(o.hmdaFiler, `${path}.hmdaFiler`, false),
    quarterlyFiler: boolOr(o.quarterlyFiler, `${path}.quarterlyFiler`, false),
  }
}

export function parseInstitutionDetail(raw: unknown): InstitutionDetail {
  const o = object(raw, 'body')
  return {
    institution: parseInstitution(o.institution, 'body.institution'),
    filings: arrayOf(o.filings, 'body.filings', parseFiling),
  }
}

/** `{"institutions":[…]}` of the domain lookup. */
export function parseInstitutionList(raw: unknown): Institution[] {
  return arrayOf(object(raw, 'body').institutions, 'body.institutions', parseInstitution)
}

/** One institution by LEI: a single object (source) or wrapped in `institutions` (docs). */
export function parseOneInstitution(raw: unknown): Institution {
  const o = object(raw, 'body')
  if (Array.isArray(o.institutions)) {
    const [first] = parseInstitutionList(o)
    if (!first) throw new ShapeError('body.institutions', 'one institution', o.institutions)
    return first
  }
  return parseInstitution(o)
}

const pageNumber = (value: unknown, path: string): number => {
  const text = string(value, path)
  const m = /[?&]page=(\d+)/.exec(text)
  if (!m) throw new ShapeError(path, '"?page=N"', value)
  return Number(m[1])
}

export function parsePaging(o: Json, path = 'body'): Paging {
  const links = object(o._links, `${path}._links`)
  return {
    count: int(o.count, `${path}.count`),
    total: int(o.total, `${path}.total`),
    page: pageNumber(links.self, `${path}._links.self`),
    last: pageNumber(links.last, `${path}._links.last`),
  }
}

export function parseFilingDetail(raw: unknown): FilingDetail {
  const o = object(raw, 'body')
  return {
    filing: parseFiling(o.filing, 'body.filing'),
    submissions: arrayOf(o.submissions, 'body.submissions', parseSubmission),
    paging: o._links === undefined ? null : parsePaging(o),
  }
}

export function parseFilingCreated(raw: unknown): FilingDetail {
  return parseFilingDetail(raw)
}

function parseErrorRow(raw: unknown, path: string): ParseErrorRow {
  const o = object(raw, path)
  return {
    rowNumber: int(o.rowNumber, `${path}.rowNumber`),
    estimatedUli: stringOrNumber(o.estimatedULI, `${path}.estimatedULI`),
    errors: arrayOf(o.errorMessages, `${path}.errorMessages`, (m, p) => {
      const e = object(m, p)
      return {
        fieldName: string(e.fieldName, `${p}.fieldName`),
        inputValue: stringOrNumber(e.inputValue, `${p}.inputValue`),
        validValues: string(e.validValues, `${p}.validValues`),
      }
    }),
  }
}

export function parseParseErrors(raw: unknown): ParseErrors {
  const o = object(raw, 'body')
  return {
    transmittalSheet: arrayOf(
      o.transmittalSheetErrors,
      'body.transmittalSheetErrors',
      parseErrorRow,
    ),
    lar: arrayOf(o.larErrors, 'body.larErrors', parseErrorRow),
    status: parseStatus(o.status, 'body.status'),
    paging: parsePaging(o),
  }
}

/** The platform wraps catalogue descriptions in literal double quotes; they are not shown. */
export const unquote = (text: string) => text.replace(/"/g, '').trim()

function parseEditRef(raw: unknown, path: string): EditRef {
  const o = object(raw, path)
  return {
    edit: string(o.edit, `${path}.edit`),
    description: unquote(string(o.description, `${path}.description`)),
    transmittalSheet: boolOr(o.transmittalSheet, `${path}.transmittalSheet`, false),
  }
}

export function parseEditsSummary(raw: unknown): EditsSummary {
  const o = object(raw, 'body')
  const group = (type: EditType) => {
    const g = object(o[type], `body.${type}`)
    return { edits: arrayOf(g.edits, `body.${type}.edits`, parseEditRef), g }
  }
  const s = group('syntactical')
  const v = group('validity')
  const q = group('quality')
  const m = group('macro')
  const status = object(o.status, 'body.status')
  return {
    edits: { syntactical: s.edits, validity: v.edits, quality: q.edits, macro: m.edits },
    qualityVerified: bool(q.g.verified, 'body.quality.verified'),
    macroVerified: bool(m.g.verified, 'body.macro.verified'),
    status: parseStatus(status, 'body.status'),
  }
}

export function parseEditDetail(raw: unknown): EditDetail {
  const o = object(raw, 'body')
  return {
    edit: string(o.edit, 'body.edit'),
    rows: arrayOf(o.rows, 'body.rows', (r, p) => {
      const row = object(r, p)
      return {
        id: stringOrNumber(row.id, `${p}.id`),
        fields: arrayOf(row.fields, `${p}.fields`, (f, fp) => {
          const field = object(f, fp)
          return {
            name: stringOrNumber(field.name, `${fp}.name`),
            value: stringOrNumber(field.value, `${fp}.value`),
          }
        }),
      }
    }),
    paging: parsePaging(o),
  }
}

export function parseVerifyResult(raw: unknown): VerifyResult {
  const o = object(raw, 'body')
  return {
    verified: bool(o.verified, 'body.verified'),
    status: parseStatus(o.status, 'body.status'),
  }
}

export function parseSignState(raw: unknown): SignState {
  const o = object(raw, 'body')
  return {
    email: string(o.email, 'body.email'),
    timestamp: number(o.timestamp, 'body.timestamp'),
    receipt: string(o.receipt, 'body.receipt'),
    status: parseStatus(o.status, 'body.status'),
    signerUsername: optional(o.signerUsername, 'body.signerUsername', string) ?? null,
  }
}

export function parseSummary(raw: unknown): SubmissionSummary {
  const o = object(raw, 'body')
  const ts = object(o.ts, 'body.ts')
  const contact = object(ts.contact, 'body.ts.contact')
  const address = object(contact.address, 'body.ts.contact.address')
  const s = (value: unknown, path: string) => stringOrNumber(value, `body.ts.${path}`)
  return {
    submission: parseSubmission(o.submission, 'body.submission'),
    ts: {
      institutionName: s(ts.institutionName, 'institutionName'),
      year: int(ts.year, 'body.ts.year'),
      quarter: int(ts.quarter, 'body.ts.quarter'),
      contact: {
        name: s(contact.name, 'contact.name'),
        phone: s(contact.phone, 'contact.phone'),
        email: s(contact.email, 'contact.email'),
        address: {
          street: s(address.street, 'contact.address.street'),
          city: s(address.city, 'contact.address.city'),
          state: s(address.state, 'contact.address.state'),
          zipCode: s(address.zipCode, 'contact.address.zipCode'),
        },
      },
      agency: int(ts.agency, 'body.ts.agency'),
      totalLines: int(ts.totalLines, 'body.ts.totalLines'),
      taxId: s(ts.taxId, 'taxId'),
      lei: s(ts.LEI, 'LEI'),
    },
  }
}

export function parseUserProfile(raw: unknown): UserProfile {
  const o = object(raw, 'body')
  return {
    firstName: string(o.firstName, 'body.firstName'),
    lastName: string(o.lastName, 'body.lastName'),
    leis: arrayOf(o.leis, 'body.leis', string),
  }
}

/** The platform's error body `{httpStatus, message, path}`, or null when it is not one. */
export function parseErrorBody(
  raw: unknown,
): { httpStatus: number; message: string; path: string } | null {
  if (typeof raw !== 'object' || raw === null) return null
  const o = raw as Json
  if (typeof o.httpStatus !== 'number' || typeof o.message !== 'string') return null
  return {
    httpStatus: o.httpStatus,
    message: o.message,
    path: typeof o.path === 'string' ? o.path : '',
  }
}

/* ---- calls ---- */

export interface FilingClientOptions {
  /** `config.api.filing`, e.g. "/v2/filing". */
  filingBase: string
  /** `config.api.public`, e.g. "/v2/public". */
  publicBase: string
  /** The current access token (null when signed out). */
  getToken: () => string | null
  fetch?: typeof fetch
  timeoutMs?: number
}

/** CSV answers (the edits report, the IRS) may be large: they get longer than the JSON calls. */
const FILE_TIMEOUT_MS = 120_000

export interface CallOptions {
  signal?: AbortSignal
}

export type FilingClient = ReturnType<typeof createFilingClient>

/** The filing API calls, in the order the flow uses them (see api.md of the platform). */
export function createFilingClient(options: FilingClientOptions) {
  const { filingBase, publicBase, getToken } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const withToken = (headers: Record<string, string>): Record<string, string> => {
    const token = getToken()
    return token ? { ...headers, Authorization: `Bearer ${token}` } : headers
  }

  async function call<T>(
    method: string,
    url: string,
    parse: ((raw: unknown) => T) | null,
    init: { body?: unknown; signal?: AbortSignal; notFoundIsNull?: boolean; accept?: string } = {},
  ): Promise<T | null> {
    const headers = withToken({ Accept: init.accept ?? 'application/json' })
    if (method !== 'GET') headers['Cache-Control'] = 'no-cache, no-store'
    let body: BodyInit | undefined
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    const { response, text } = await send(
      url,
      { method, headers, body, cache: 'no-store' },
      { signal: init.signal, timeoutMs, fetch: options.fetch },
    )
    if (response.status === 404 && init.notFoundIsNull) return null
    if (!response.ok) throw await errorForResponse(url, response, text)
    if (!parse) return null
    return checkJson(url, response.status, text, parse)
  }
  const must = <T>(value: T | null): T => value as T

  const inst = (lei: string) => `${filingBase}/institutions/${encodeURIComponent(lei)}`
  const filingUrl = (lei: string, p: Period) => `${inst(lei)}/filings/${periodPath(p)}`
  const subUrl = (lei: string, p: Period, seq: number) => `${filingUrl(lei, p)}/submissions/${seq}`

  return {
    institution: async (lei: string, year: number, o: CallOptions = {}) =>
      must(await call('GET', `${inst(lei)}/year/${year}`, parseInstitutionDetail, o)),
    createFiling: async (lei: string, p: Period, o: CallOptions = {}) =>
      must(await call('POST', filingUrl(lei, p), parseFilingCreated, o)),
    filing: async (lei: string, p: Period, page = 1, o: CallOptions = {}) =>
      must(await call('GET', `${filingUrl(lei, p)}?page=${page}`, parseFilingDetail, o)),
    createSubmission: async (lei: string, p: Period, o: CallOptions = {}) =>
      must(await call('POST', `${filingUrl(lei, p)}/submissions`, parseSubmission, o)),
    /** Null when the filing has no submission yet (404 with an empty body). */
    latest: (lei: string, p: Period, o: CallOptions = {}) =>
      call('GET', `${filingUrl(lei, p)}/submissions/latest`, parseLatestSubmission, {
        ...o,
        notFoundIsNull: true,
      }),
    parseErrors: async (lei: string, p: Period, seq: number, page = 1, o: CallOptions = {}) =>
      must(
        await call('GET', `${subUrl(lei, p, seq)}/parseErrors?page=${page}`, parseParseErrors, o),
      ),
    edits: async (lei: string, p: Period, seq: number, o: CallOptions = {}) =>
      must(await call('GET', `${subUrl(lei, p, seq)}/edits`, parseEditsSummary, o)),
    editDetail: async (
      lei: string,
      p: Period,
      seq: number,
      edit: string,
      page = 1,
      o: CallOptions = {},
    ) =>
      must(
        await call(
          'GET',
          `${subUrl(lei, p, seq)}/edits/${encodeURIComponent(edit)}?page=${page}`,
          parseEditDetail,
          o,
        ),
      ),
    /** The URL of the edits CSV (fetched with the token by `editsCsv`). */
    editsCsvUrl: (lei: string, p: Period, seq: number) =>
      `${subUrl(lei, p, seq)}/edits/csv?format=csv`,
    editsCsv: async (lei: string, p: Period, seq: number, o: CallOptions = {}): Promise<string> => {
      const url = `${subUrl(lei, p, seq)}/edits/csv?format=csv`
      const { response, text } = await send(
        url,
        { headers: withToken({ Accept: 'text/csv' }) },
        { signal: o.signal, timeoutMs: FILE_TIMEOUT_MS, fetch: options.fetch },
      )
      if (!response.ok) throw await errorForResponse(url, response, text)
      return text
    },
    /**
     * The Institution Register Summary of a signed annual filing (CSV, from the file proxy at
     * `/file`, same origin), or null while it is not produced yet: the platform answers an empty
     * body for a missing file, and a 404 is read the same way.
     */
    irs: async (lei: string, year: number, o: CallOptions = {}): Promise<string | null> => {
      const url = `/file/reports/irs/year/${year}/institution/${encodeURIComponent(lei)}`
      const { response, text } = await send(
        url,
        {
          headers: withToken({ Accept: 'text/csv', 'Content-Type': 'text/csv' }),
          cache: 'no-store',
        },
        { signal: o.signal, timeoutMs: FILE_TIMEOUT_MS, fetch: options.fetch },
      )
      if (response.status === 404) return null
      if (!response.ok) throw await errorForResponse(url, response, text)
      return text.trim() === '' ? null : text
    },
    verify: async (
      lei: string,
      p: Period,
      seq: number,
      kind: 'quality' | 'macro',
      verified: boolean,
      o: CallOptions = {},
    ) =>
      must(
        await call('POST', `${subUrl(lei, p, seq)}/edits/${kind}`, parseVerifyResult, {
          ...o,
          body: { verified },
        }),
      ),
    signState: async (lei: string, p: Period, seq: number, o: CallOptions = {}) =>
      must(await call('GET', `${subUrl(lei, p, seq)}/sign`, parseSignState, o)),
    sign: async (lei: string, p: Period, seq: number, o: CallOptions = {}) =>
      must(
        await call('POST', `${subUrl(lei, p, seq)}/sign`, parseSignState, {
          ...o,
          body: { signed: true },
        }),
      ),
    summary: async (lei: string, p: Period, seq: number, o: CallOptions = {}) =>
      must(await call('GET', `${subUrl(lei, p, seq)}/summary`, parseSummary, o)),
    institutionsForDomain: async (domain: string, o: CallOptions = {}) =>
      (await call(
        'GET',
        `${publicBase}/institutions?domain=${encodeURIComponent(domain)}`,
        parseInstitutionList,
        { ...o, notFoundIsNull: true },
      )) ?? [],
    updateProfile: async (profile: UserProfile, o: CallOptions = {}) =>
      must(await call('PUT', '/hmda-auth/users/', parseUserProfile, { ...o, body: profile })),
    /**
     * Uploads the file (multipart part `file`) with progress; resolves with the submission the
     * platform answers (202, status 3).
     */
    upload: (
      lei: string,
      p: Period,
      seq: number,
      file: Blob,
      fileName: string,
      o: CallOptions & { onProgress?: (progress: UploadProgress) => void } = {},
    ) =>
      uploadFile(subUrl(lei, p, seq), { file, fileName }, parseSubmission, {
        signal: o.signal,
        headers: withToken({ Accept: 'application/json' }),
        onProgress: o.onProgress,
      }),
  }
}

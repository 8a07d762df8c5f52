/**
 * HMDA Help (admin) institution records: the platform's request body (nested, every key
 * required except `notes`), the flat form the screens edit, the conversions between them, the
 * form rules (the server's own rules, checked before sending), the search-box normalisation and
 * the mapping of the server's error answers to the field they concern; the query options of
 * the records (`institutionQuery`, `yearRecordsQuery`, `noteHistoryQuery`) and what a change
 * makes stale (`recordsChanged`).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { DEFAULT_TIMEOUT_MS, errorForResponse, send } from './client'
import { ApiError, isAborted } from './errors'
import { parseSubmission } from './filing'
import { emailDomainProblem, normalizeEmailDomain, PUBLIC_EMAIL_DOMAINS } from './helpAdminDomains'
import { arrayOf, number, object, ShapeError, string, stringOrNumber, type Json } from './validate'

/** Agency codes the platform accepts in a record (besides -1, "not set"). */
export const AGENCY_CODES = [1, 2, 3, 5, 7, 9] as const

/** The institution record as `/v2/admin/institutions` sends and receives it. */
export interface AdminInstitution {
  activityYear: number
  lei: string
  agency: number
  institutionType: number
  institutionId2017: string
  taxId: string
  rssd: number
  emailDomains: string[]
  respondent: { name: string; state: string; city: string }
  parent: { idRssd: number; name: string }
  assets: number
  otherLenderCode: number
  topHolder: { idRssd: number; name: string }
  hmdaFiler: boolean
  quarterlyFiler: boolean
  quarterlyFilerHasFiledQ1: boolean
  quarterlyFilerHasFiledQ2: boolean
  quarterlyFilerHasFiledQ3: boolean
  notes?: string
}

/** The form: every value as typed (strings), booleans for the two selects. */
export interface InstitutionForm {
  lei: string
  activityYear: string
  respondentName: string
  emailDomains: string
  taxId: string
  agency: string
  quarterlyFiler: boolean
  notes: string
  // Not shown, carried from the loaded record.
  institutionType: string
  institutionId2017: string
  rssd: string
  respondentState: string
  respondentCity: string
  parentIdRssd: string
  parentName: string
  assets: string
  otherLenderCode: string
  topHolderIdRssd: string
  topHolderName: string
}

export type FormField = keyof InstitutionForm

/** An empty form for adding a record for `year`. */
export function emptyForm(year: string, lei = ''): InstitutionForm {
  return {
    lei,
    activityYear: year,
    respondentName: '',
    emailDomains: '',
    taxId: '',
    agency: '',
    quarterlyFiler: false,
    notes: '',
    institutionType: '',
    institutionId2017: '',
    rssd: '',
    respondentState: '',
    respondentCity: '',
    parentIdRssd: '',
    parentName: '',
    assets: '',
    otherLenderCode: '',
    topHolderIdRssd: '',
    topHolderName: '',
  }
}

const numberText = (n: number) => (n === -1 ? '' : String(n))

/** The form of a loaded record (e-mail domains joined with ", "; -1 shown empty). */
export function bodyToForm(body: AdminInstitution): InstitutionForm {
  return {
    lei: body.lei,
    activityYear: String(body.activityYear),
    respondentName: body.respondent.name,
    emailDomains: body.emailDomains.join(', '),
    taxId: body.taxId,
    agency: numberText(body.agency),
    quarterlyFiler: body.quarterlyFiler,
    notes: body.notes ?? '',
    institutionType: numberText(body.institutionType),
    institutionId2017: body.institutionId2017,
    rssd: numberText(body.rssd),
    respondentState: body.respondent.state,
    respondentCity: body.respondent.city,
    parentIdRssd: numberText(body.parent.idRssd),
    parentName: body.parent.name,
    assets: numberText(body.assets),
    otherLenderCode: numberText(body.otherLenderCode),
    topHolderIdRssd: numberText(body.topHolder.idRssd),
    topHolderName: body.topHolder.name,
  }
}

/** An integer from a form value, -1 when empty or not a whole number (the platform's "not set"). */
export function intOrUnset(text: string): number {
  const t = text.trim()
  return /^-?\d+$/.test(t) ? Number(t) : -1
}

/**
 * The e-mail domains as saved: whitespace removed, split on commas, each normalised (no leading
 * "@", lower case: see normalizeEmailDomain), empties and duplicates gone.
 */
export function splitEmailDomains(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(',')) {
    const domain = normalizeEmailDomain(part)
    if (domain && !out.includes(domain)) out.push(domain)
  }
  return out
}

/** The request body of a form (the filed flags are the platform's to set: always false here). */
export function formToBody(form: InstitutionForm): AdminInstitution {
  return {
    activityYear: intOrUnset(form.activityYear),
    lei: form.lei.trim().toUpperCase(),
    agency: intOrUnset(form.agency),
    institutionType: intOrUnset(form.institutionType),
    institutionId2017: form.institutionId2017.trim(),
    taxId: form.taxId.trim(),
    rssd: intOrUnset(form.rssd),
    emailDomains: splitEmailDomains(form.emailDomains),
    respondent: {
      name: form.respondentName.trim(),
      state: form.respondentState.trim(),
      city: form.respondentCity.trim(),
    },
    parent: { idRssd: intOrUnset(form.parentIdRssd), name: form.parentName.trim() },
    assets: intOrUnset(form.assets),
    otherLenderCode: intOrUnset(form.otherLenderCode),
    topHolder: { idRssd: intOrUnset(form.topHolderIdRssd), name: form.topHolderName.trim() },
    hmdaFiler: false,
    quarterlyFiler: form.quarterlyFiler,
    quarterlyFilerHasFiledQ1: false,
    quarterlyFilerHasFiledQ2: false,
    quarterlyFilerHasFiledQ3: false,
    notes: form.notes.trim(),
  }
}

export type FormErrors = Partial<Record<FormField, string>>

const PUBLIC_DOMAINS = new Set(PUBLIC_EMAIL_DOMAINS)

/** The public e-mail domains among `domains` (case-insensitive). */
export const publicDomainsIn = (domains: string[]) =>
  domains.filter((d) => PUBLIC_DOMAINS.has(d.toLowerCase()))

/**
 * The form rules, the server's own: each message says what is wrong and what to do.
 * `update`: a note is required (the reference asks for one as soon as anything changes).
 */
export function validateForm(form: InstitutionForm, { update = false } = {}): FormErrors {
  const errors: FormErrors = {}
  const lei = form.lei.trim().toUpperCase()
  if (!lei) errors.lei = 'Enter the LEI: 20 letters and digits.'
  else if (!/^[A-Z0-9]{20}$/.test(lei))
    errors.lei = `The LEI must be exactly 20 letters and digits; this one has ${lei.length} characters${/[^A-Z0-9]/.test(lei) ? ', including others than letters and digits' : ''}.`
  if (!/^\d{4}$/.test(form.activityYear.trim())) errors.activityYear = 'Choose the activity year.'
  if (!form.respondentName.trim()) errors.respondentName = 'Enter the respondent name.'
  const taxId = form.taxId.trim()
  if (!taxId) errors.taxId = 'Enter the tax ID, as NN-NNNNNNN (for example 53-1111111).'
  else if (!/^\d{2}-\d{7}$/.test(taxId))
    errors.taxId = 'The tax ID must be 2 digits, a hyphen and 7 digits (NN-NNNNNNN).'
  const agency = form.agency.trim()
  if (!(AGENCY_CODES as readonly number[]).includes(Number(agency)) || !/^\d$/.test(agency))
    errors.agency = 'Choose the agency: 1, 2, 3, 5, 7 or 9.'
  const domains = splitEmailDomains(form.emailDomains)
  const domainErrors: string[] = []
  for (const domain of domains) {
    const problem = emailDomainProblem(domain)
    if (problem) domainErrors.push(`${domain} ${problem}.`)
  }
  const publicOnes = publicDomainsIn(domains)
  if (publicOnes.length)
    domainErrors.push(
      `${publicOnes.join(', ')} ${publicOnes.length > 1 ? 'are public e-mail domains' : 'is a public e-mail domain'}: enter the institution's own domain instead.`,
    )
  if (domainErrors.length) errors.emailDomains = domainErrors.join(' ')
  if (update && !form.notes.trim())
    errors.notes = 'Enter a note that says why this record is changed.'
  return errors
}

export type LeiSearch =
  | { kind: 'empty'; lei: '' }
  | { kind: 'partial'; lei: string }
  | { kind: 'lei'; lei: string }
  | { kind: 'tooLong'; lei: string }

/** The search box: anything but letters and digits removed, upper-cased, classified by length. */
export function normalizeSearch(text: string): LeiSearch {
  const lei = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  if (!lei) return { kind: 'empty', lei: '' }
  if (lei.length < 20) return { kind: 'partial', lei }
  return lei.length === 20 ? { kind: 'lei', lei } : { kind: 'tooLong', lei }
}

/** A server refusal of a write, placed on the field it concerns (`form` when none). */
export interface FieldError {
  field: FormField | 'form'
  message: string
}

/**
 * Maps the platform's answer to POST/PUT /v2/admin/institutions to the field it concerns.
 * `body` is the parsed JSON (a string or `{httpStatus, message}`) or the text of the answer.
 */
export function serverErrorField(status: number, body: unknown): FieldError {
  const message =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object' && 'message' in body
        ? String((body as { message: unknown }).message)
        : ''
  const bodyStatus =
    body && typeof body === 'object' && 'httpStatus' in body
      ? Number((body as { httpStatus: unknown }).httpStatus)
      : status
  if (message === 'Incorrect lei format')
    return {
      field: 'lei',
      message: 'The server refused the LEI: it must be 20 letters and digits.',
    }
  if (message === 'Incorrect tax-id format')
    return { field: 'taxId', message: 'The server refused the tax ID: use NN-NNNNNNN.' }
  const badDomain = /^Incorrect email domain format: (.*)$/.exec(message)
  if (badDomain) {
    const domain = badDomain[1] ?? ''
    const reason = emailDomainProblem(domain)
    return {
      field: 'emailDomains',
      message: `The server refused the e-mail domain ${domain}: ${reason ? `it ${reason}` : 'enter only the part of the lenders’ e-mail addresses after @'}.`,
    }
  }
  if (message === 'Email domain is a public domain')
    return {
      field: 'emailDomains',
      message: "The server refused a public e-mail domain: enter the institution's own domain.",
    }
  if (bodyStatus === 412 || /is an LOU/.test(message))
    return {
      field: 'lei',
      message:
        'This LEI belongs to a Local Operating Unit (an LEI issuer), not a financial institution: check the LEI.',
    }
  if (/already exists/.test(message))
    return {
      field: 'lei',
      message:
        'A record for this LEI and activity year already exists: search for it and update it instead.',
    }
  if (status === 403)
    return {
      field: 'form',
      message: 'Your sign-in was not accepted for this change: sign in again as an administrator.',
    }
  return {
    field: 'form',
    message: `The server refused the record (${status}${message ? `: ${message}` : ''}). Nothing was saved; your entries are kept.`,
  }
}

/* ---- answers ---- */

/** Reads an institution record (every key the platform always sends), or throws ShapeError. */
export function parseAdminInstitution(raw: unknown): AdminInstitution {
  const o = object(raw, 'body')
  const nested = (key: string) => object(o[key], key)
  const respondent = nested('respondent')
  const parent = nested('parent')
  const topHolder = nested('topHolder')
  const bool = (key: string) => {
    const value = o[key]
    if (typeof value !== 'boolean') throw new ShapeError(key, 'true or false', value)
    return value
  }
  const notes = o.notes
  return {
    activityYear: number(o.activityYear, 'activityYear'),
    lei: string(o.lei, 'lei'),
    agency: number(o.agency, 'agency'),
    institutionType: number(o.institutionType, 'institutionType'),
    institutionId2017: string(o.institutionId2017 ?? '', 'institutionId2017'),
    taxId: string(o.taxId ?? '', 'taxId'),
    rssd: number(o.rssd, 'rssd'),
    emailDomains: arrayOf(o.emailDomains, 'emailDomains', string),
    respondent: {
      name: string(respondent.name ?? '', 'respondent.name'),
      state: string(respondent.state ?? '', 'respondent.state'),
      city: string(respondent.city ?? '', 'respondent.city'),
    },
    parent: {
      idRssd: number(parent.idRssd, 'parent.idRssd'),
      name: string(parent.name ?? '', 'parent.name'),
    },
    assets: number(o.assets, 'assets'),
    otherLenderCode: number(o.otherLenderCode, 'otherLenderCode'),
    topHolder: {
      idRssd: number(topHolder.idRssd, 'topHolder.idRssd'),
      name: string(topHolder.name ?? '', 'topHolder.name'),
    },
    hmdaFiler: bool('hmdaFiler'),
    quarterlyFiler: bool('quarterlyFiler'),
    quarterlyFilerHasFiledQ1: bool('quarterlyFilerHasFiledQ1'),
    quarterlyFilerHasFiledQ2: bool('quarterlyFilerHasFiledQ2'),
    quarterlyFilerHasFiledQ3: bool('quarterlyFilerHasFiledQ3'),
    ...(typeof notes === 'string' && { notes }),
  }
}

export interface NoteHistoryItem {
  id: number
  year: string
  lei: string
  historyID: string
  notes: string
  /** When the change was saved (epoch ms, from `historyID`), null when unreadable. */
  savedAt: number | null
  /** The record as it was saved (null when the snapshot is not readable JSON). */
  record: Record<string, unknown> | null
}

/** The note history answer, newest first (by `id`). */
export function parseNoteHistory(raw: unknown): NoteHistoryItem[] {
  const o = object(raw, 'body')
  const items = arrayOf(o.institutionNoteHistoryItems, 'institutionNoteHistoryItems', (r, path) => {
    const item = object(r, path)
    const historyID = string(item.historyID, `${path}.historyID`)
    const stamp = /-(\d{10,})$/.exec(historyID)
    let record: Record<string, unknown> | null
    try {
      const snapshot: unknown = JSON.parse(string(item.updatedPanel ?? '', `${path}.updatedPanel`))
      record = typeof snapshot === 'object' && snapshot !== null ? (snapshot as Json) : null
    } catch {
      record = null
    }
    return {
      id: number(item.id, `${path}.id`),
      year: stringOrNumber(item.year, `${path}.year`),
      lei: string(item.lei, `${path}.lei`),
      historyID,
      notes: string(item.notes ?? '', `${path}.notes`),
      savedAt: stamp ? Number(stamp[1]) : null,
      record,
    }
  })
  return items.sort((a, b) => b.id - a.id)
}

/** The submission ID of a receipt: the receipt without its last `-<timestamp>` part. */
export const submissionIdOfReceipt = (receipt: string) => receipt.replace(/-\d+$/, '')

export type PublishTopic = 'hmda-modified-lar' | 'hmda-irs'

/* ---- calls ---- */

export interface HelpAdminClientOptions {
  /** `config.api` admin base, e.g. "/v2/admin". */
  adminBase: string
  /** `config.api.public`, e.g. "/v2/public" (note history, no sign-in). */
  publicBase?: string
  /** The current access token (null when signed out). */
  getToken: () => string | null
  fetch?: typeof fetch
  timeoutMs?: number
}

/** A write: the saved record, or the refusal placed on its field (nothing a user typed is lost). */
export type WriteResult =
  | { ok: true; status: number; institution: AdminInstitution }
  | { ok: false; status: number; error: FieldError }

/** The record calls of HMDA Help: read per year, add, update (with a note), delete. */
export function createHelpAdminClient(options: HelpAdminClientOptions) {
  const { adminBase, getToken } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  function request(method: string, url: string, body?: unknown, signal?: AbortSignal) {
    const headers: Record<string, string> = { Accept: 'application/json' }
    const token = getToken()
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const init: RequestInit = {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    }
    return send(url, init, { signal, timeoutMs, fetch: options.fetch })
  }

  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }

  function record(url: string, status: number, text: string): AdminInstitution {
    try {
      return parseAdminInstitution(JSON.parse(text))
    } catch (error) {
      const detail = error instanceof Error ? error.message : ''
      throw new ApiError(
        'bad-response',
        url,
        `The answer from ${url} is not a record (${detail}).`,
        {
          status,
        },
      )
    }
  }

  async function write(method: 'POST' | 'PUT', body: AdminInstitution, signal?: AbortSignal) {
    const url = `${adminBase}/institutions`
    const { response, text } = await request(method, url, body, signal)
    if (response.ok)
      return {
        ok: true,
        status: response.status,
        institution: record(url, response.status, text),
      } satisfies WriteResult
    if (response.status >= 500) throw await errorForResponse(url, response, text)
    return {
      ok: false,
      status: response.status,
      error: serverErrorField(response.status, parsed(text)),
    } satisfies WriteResult
  }

  return {
    /** The record of (lei, year); null when absent (404). */
    async institution(lei: string, year: number | string, signal?: AbortSignal) {
      const url = `${adminBase}/institutions/${encodeURIComponent(lei)}/year/${year}`
      const { response, text } = await request('GET', url, undefined, signal)
      if (response.status === 404) return null
      if (!response.ok) throw await errorForResponse(url, response, text)
      return record(url, response.status, text)
    },
    add: (body: AdminInstitution, signal?: AbortSignal): Promise<WriteResult> =>
      write('POST', body, signal),
    update: (body: AdminInstitution, signal?: AbortSignal): Promise<WriteResult> =>
      write('PUT', body, signal),
    /** The note history of (lei, year), newest first; [] when none (404). */
    async noteHistory(lei: string, year: number | string, signal?: AbortSignal) {
      const url = `${options.publicBase ?? '/v2/public'}/institutions/${encodeURIComponent(lei)}/year/${year}/history`
      const { response, text } = await request('GET', url, undefined, signal)
      if (response.status === 404) return []
      if (!response.ok) throw await errorForResponse(url, response, text)
      try {
        return parseNoteHistory(JSON.parse(text))
      } catch (error) {
        const detail = error instanceof Error ? error.message : ''
        throw new ApiError(
          'bad-response',
          url,
          `The answer from ${url} is not a history (${detail}).`,
          {
            status: response.status,
          },
        )
      }
    },
    /** The oldest or latest signed submission of a period (`2025`, `2025-Q1`); null when none. */
    async signed(lei: string, which: 'oldest' | 'latest', period: string, signal?: AbortSignal) {
      const url = `${adminBase}/institutions/${encodeURIComponent(lei)}/signed/${which}/${period}`
      const { response, text } = await request('GET', url, undefined, signal)
      if (response.status === 404) return null
      if (!response.ok) throw await errorForResponse(url, response, text)
      try {
        return parseSubmission(JSON.parse(text))
      } catch (error) {
        const detail = error instanceof Error ? error.message : ''
        throw new ApiError(
          'bad-response',
          url,
          `The answer from ${url} is not a submission (${detail}).`,
          {
            status: response.status,
          },
        )
      }
    },
    /** The submitted file of a submission ID (`LEI-2024-3`), with the name to save it under. */
    async submittedFile(submissionId: string, fileName = '', signal?: AbortSignal) {
      const url = `${adminBase}/receipt/${encodeURIComponent(submissionId)}/hmdafile`
      const { response, text } = await request('GET', url, undefined, signal)
      if (!response.ok) throw await errorForResponse(url, response, text)
      return { text, fileName: fileName || `${submissionId}.txt` }
    },
    /** Regenerates a publication; the platform's confirmation text. */
    async publish(topic: PublishTopic, lei: string, year: number | string, seq: number) {
      const url = `${adminBase}/publish/${topic}/institutions/${encodeURIComponent(lei)}/filings/${year}/submissions/${seq}`
      const { response, text } = await request('POST', url)
      if (!response.ok) throw await errorForResponse(url, response, text)
      const answer = parsed(text)
      return typeof answer === 'string' ? answer : text
    },
    /** Deletes the record; false when it was already gone (404). */
    async remove(body: AdminInstitution, signal?: AbortSignal) {
      const url = `${adminBase}/institutions`
      const { response, text } = await request('DELETE', url, body, signal)
      if (response.status === 404) return false
      if (!response.ok) throw await errorForResponse(url, response, text)
      return true
    },
  }
}

export type HelpAdminClient = ReturnType<typeof createHelpAdminClient>

/* ---- Query options: every query of one LEI's records under `helpAdminKey(lei)` ---- */

/** The prefix of every query about `lei`'s records (what a change to them makes stale). */
export const helpAdminKey = (lei: string) => ['help-admin', lei] as const

/** The record of (lei, year); null when absent. Data staff edit: never kept as fresh. */
export const institutionQuery = (admin: HelpAdminClient, lei: string, year: string) =>
  queryOptions({
    queryKey: [...helpAdminKey(lei), 'record', year],
    queryFn: ({ signal }) => admin.institution(lei, year, signal),
  })

/** The note history of (lei, year), newest first. */
export const noteHistoryQuery = (admin: HelpAdminClient, lei: string, year: string) =>
  queryOptions({
    queryKey: [...helpAdminKey(lei), 'history', year],
    queryFn: ({ signal }) => admin.noteHistory(lei, year, signal),
  })

/** One year's record of an LEI: found, absent, or the failure of that year's call. */
export type YearRecord =
  | { year: string; kind: 'found'; record: AdminInstitution }
  | { year: string; kind: 'absent' }
  | { year: string; kind: 'error'; error: unknown }

/** The record of `lei` for each of `years` (a year's failure is that year's line, not all). */
export const yearRecordsQuery = (admin: HelpAdminClient, lei: string, years: string[]) =>
  queryOptions({
    queryKey: [...helpAdminKey(lei), 'records', years],
    queryFn: ({ signal }) =>
      Promise.all(
        years.map(async (year): Promise<YearRecord> => {
          try {
            const record = await admin.institution(lei, year, signal)
            return record ? { year, kind: 'found', record } : { year, kind: 'absent' }
          } catch (error) {
            if (isAborted(error)) throw error
            return { year, kind: 'error', error }
          }
        }),
      ),
  })

/**
 * After `lei`'s records changed (added, updated, deleted, republished): every query about them
 * is stale, and those on screen ask again. A record just saved is put in the cache as the
 * platform answered it, not asked again (the form that saved it stays as it is).
 */
export function recordsChanged(client: QueryClient, lei: string, saved?: AdminInstitution) {
  const savedKey = saved && [...helpAdminKey(lei), 'record', String(saved.activityYear)]
  if (savedKey) client.setQueryData(savedKey, saved)
  return client.invalidateQueries({
    queryKey: helpAdminKey(lei),
    predicate: (query) => !savedKey || JSON.stringify(query.queryKey) !== JSON.stringify(savedKey),
  })
}

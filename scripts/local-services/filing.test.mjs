// @vitest-environment node
// The local filing service over real HTTP with tokens from the local identity provider: the
// shapes of the platform's answers (as in the reference examples), authorization, the status
// pipeline with our own checker, edits paging, verification, signature and the profile update.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateLarText } from '../../src/hmda/testing/generateLar.ts'
import { LAR_INDEX } from '../../src/hmda/schema.ts'
import { createFilingService, pageLinks } from './filing.mjs'
import { createIdentityProvider, TEST_USERS } from './oidc.mjs'
import { decodeJwt, signInAs } from './oidc-signin.mjs'
import { caller, listen, must } from './test-server.mjs'

/** @typedef {{ edit: string, description?: string }} EditSummary */
/** @typedef {{ edits: EditSummary[] }} EditGroup The edits of one kind in an /edits answer. */

/** @type {{ url: string, close(): void }} */
let server
let base = ''
/** @type {ReturnType<typeof createIdentityProvider>} */
let idp
let lenderToken = ''
let newcomerToken = ''
let adminToken = ''

const [lender, newcomer, admin] = TEST_USERS
const BANK = 'HMDATESTBANK00000137'
const MORTGAGE = '549300LAKESIDEMTGE92'
const TRUST = '549300LAKESIDETRST08'

beforeAll(async () => {
  idp = createIdentityProvider({ accessTtl: 600 })
  // The service's clock decides which periods take filings (config/dev.json): pinned to
  // 2026-11-25 10:00 Eastern (2025 late, 2026 and 2026-Q3 open), whenever the tests run.
  const filing = createFilingService({
    identity: idp,
    stepMs: 5,
    now: () => Date.parse('2026-11-25T15:00:00Z'),
  })
  server = await listen([idp.handle, filing.handle])
  base = server.url
  lenderToken = (await signInAs(base, lender)).tokens.access_token
  newcomerToken = (await signInAs(base, newcomer)).tokens.access_token
  adminToken = (await signInAs(base, admin)).tokens.access_token
})
afterAll(() => server?.close())

const call = caller(
  () => base,
  () => lenderToken,
)

const F = '/v2/filing'
/** @param {string} text @param {string} [name] */
const fileForm = (text, name = 'lar.txt') => {
  const form = new FormData()
  form.append('file', new Blob([text], { type: 'text/plain' }), name)
  return form
}

/**
 * Polls submissions/latest until a resting status (5, 9, 12, 13, ≥14, -1).
 * @param {string} lei
 * @param {string} period
 */
async function settle(lei, period) {
  for (let i = 0; i < 200; i++) {
    const { json } = await call(
      'GET',
      `${F}/institutions/${lei}/filings/${period}/submissions/latest`,
    )
    if ([5, 9, 12, 13, 14, 15, -1].includes(json.status.code)) return json
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error('did not settle')
}

/**
 * Creates the filing if needed and a new submission; returns its sequence number.
 * @param {string} lei
 * @param {string} period
 * @returns {Promise<number>}
 */
async function newSubmission(lei, period) {
  await call('POST', `${F}/institutions/${lei}/filings/${period}`)
  const { status, json } = await call(
    'POST',
    `${F}/institutions/${lei}/filings/${period}/submissions`,
  )
  expect(status).toBe(201)
  return json.id.sequenceNumber
}

/**
 * A new submission of `text`, settled: its sequence number, the upload's answer and the latest.
 * @param {string} lei
 * @param {string} period
 * @param {string} text
 */
async function uploadText(lei, period, text) {
  const seq = await newSubmission(lei, period)
  const r = await call('POST', `${F}/institutions/${lei}/filings/${period}/submissions/${seq}`, {
    body: fileForm(text),
  })
  expect(r.status).toBe(202)
  return { seq, upload: r.json, latest: await settle(lei, period) }
}

/**
 * `text` with the rows `from`…`to` (0 is the transmittal sheet) changed by `change`, which edits
 * the row's fields in place.
 * @param {string} text
 * @param {number} from
 * @param {number} to
 * @param {(values: string[]) => void} change
 */
const setRows = (text, from, to, change) =>
  text
    .split('\n')
    .map((line, i) => {
      if (i < from || i > to || !line) return line
      const values = line.split('|')
      change(values)
      return values.join('|')
    })
    .join('\n')

/** @param {EditGroup} group the edit IDs of one kind */
const ids = (group) => group.edits.map((e) => e.edit)

describe('local filing service: authorization', () => {
  it('answers 403 with the platform body without a token, with a bad one, or for another LEI', async () => {
    const body = { httpStatus: 403, message: 'Authorization Token could not be verified', path: '' }
    const none = await call('GET', `${F}/institutions/${BANK}/year/2025`, { token: '' })
    expect(none.status).toBe(403)
    expect(none.json).toEqual(body)
    const bad = await call('GET', `${F}/institutions/${BANK}/year/2025`, { token: 'a.b.c' })
    expect(bad.json).toEqual(body)
    const other = await call('GET', `${F}/institutions/${TRUST}/year/2025`)
    expect(other.status).toBe(403)
    expect(other.json).toEqual(body)
    const noLei = await call('GET', `${F}/institutions/${BANK}/year/2025`, { token: newcomerToken })
    expect(noLei.status).toBe(403)
  })

  it('accepts the token in the X-Authorization-Token cookie too', async () => {
    const r = await call('GET', `${F}/institutions/${BANK}/year/2025`, {
      token: '',
      headers: { cookie: `X-Authorization-Token=${lenderToken}` },
    })
    expect(r.status).toBe(200)
  })
})

describe('local filing service: institutions and filings', () => {
  it('gives an institution with its filings for a year (F1 shape)', async () => {
    const r = await call('GET', `${F}/institutions/${MORTGAGE}/year/2024`)
    expect(r.status).toBe(200)
    expect(Object.keys(r.json)).toEqual(['institution', 'filings'])
    expect(Object.keys(r.json.institution)).toEqual([
      'activityYear',
      'lei',
      'agency',
      'institutionType',
      'institutionId2017',
      'taxId',
      'rssd',
      'emailDomains',
      'respondent',
      'parent',
      'assets',
      'otherLenderCode',
      'topHolder',
      'hmdaFiler',
      'quarterlyFiler',
      'quarterlyFilerHasFiledQ1',
      'quarterlyFilerHasFiledQ2',
      'quarterlyFilerHasFiledQ3',
      'notes',
    ])
    expect(r.json.institution).toMatchObject({
      activityYear: 2024,
      lei: MORTGAGE,
      rssd: -1,
      respondent: { name: 'Lakeside Mortgage Company' },
    })
    expect(r.json.filings).toEqual([])
    const q = await call('GET', `${F}/institutions/${MORTGAGE}/year/2025/quarter/Q1`)
    expect(q.status).toBe(403)
    expect(q.json.httpStatus).toBe(400)
    expect(q.json.message).toBe('Institution is not permitted to do quarterly filing')
  })

  it('creates a filing (201), refuses a second one and closed periods (400), pages submissions', async () => {
    const missing = await call('GET', `${F}/institutions/${MORTGAGE}/filings/2026`)
    expect(missing.status).toBe(404)
    expect(missing.json.message).toBe(
      `Filing for institution: ${MORTGAGE} and period: 2026 does not exist`,
    )
    const created = await call('POST', `${F}/institutions/${MORTGAGE}/filings/2026`)
    expect(created.status).toBe(201)
    expect(created.json.submissions).toEqual([])
    expect(created.json.filing).toMatchObject({
      period: '2026',
      lei: MORTGAGE,
      status: { code: 2, message: 'in-progress' },
      filingRequired: true,
      end: 0,
    })
    const again = await call('POST', `${F}/institutions/${MORTGAGE}/filings/2026`)
    expect(again.status).toBe(400)
    expect(again.json.message).toBe(`Filing ${MORTGAGE}-2026 already exists`)
    const closed = await call('POST', `${F}/institutions/${MORTGAGE}/filings/2019`)
    expect(closed.json.message).toBe(
      'The provided year or quarter is no longer available for filing',
    )
    const inst = await call('GET', `${F}/institutions/${MORTGAGE}/year/2026`)
    expect(inst.json.filings.map((/** @type {{ period: string }} */ f) => f.period)).toEqual([
      '2026',
    ])

    const latest404 = await call(
      'GET',
      `${F}/institutions/${MORTGAGE}/filings/2026/submissions/latest`,
    )
    expect(latest404.status).toBe(404)
    expect(latest404.text).toBe('')
    const sub = await call('POST', `${F}/institutions/${MORTGAGE}/filings/2026/submissions`)
    expect(sub.status).toBe(201)
    expect(sub.json).toMatchObject({
      id: { lei: MORTGAGE, period: { year: 2026, quarter: null }, sequenceNumber: 1 },
      status: { code: 1, message: 'No data has been uploaded yet.' },
      end: 0,
      fileName: '',
      receipt: '',
      signerUsername: null,
    })
    const paged = await call('GET', `${F}/institutions/${MORTGAGE}/filings/2026`)
    expect(paged.json).toMatchObject({
      count: 1,
      total: 1,
      _links: {
        href: `/institutions/${MORTGAGE}/filings/2026{rel}`,
        self: '?page=1',
        last: '?page=1',
      },
    })
    const all = await call('GET', `${F}/institutions/${MORTGAGE}/filings/2026?page=0`)
    expect(Object.keys(all.json)).toEqual(['filing', 'submissions'])
  })

  it('builds pagination links as the platform does', () => {
    expect(pageLinks('/x', 1, 0)).toEqual({
      href: '/x{rel}',
      self: '?page=1',
      first: '?page=1',
      prev: '?page=1',
      next: '?page=0',
      last: '?page=0',
    })
    expect(pageLinks('/x', 1, 54)).toMatchObject({ next: '?page=2', last: '?page=3' })
    expect(pageLinks('/x', 3, 54)).toMatchObject({ prev: '?page=2', next: '?page=3' })
  })
})

describe('local filing service: uploads checked with our own checker', () => {
  it('takes a clean file to 14 through each stage, then signs it with a receipt', async () => {
    const text = generateLarText({ year: 2025, rows: 25 })
    const seq = await newSubmission(BANK, '2025')
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}`
    const seen = new Set()
    const up = await call('POST', path, { body: fileForm(text, 'clean.TXT') })
    expect(up.status).toBe(202)
    expect(up.json.status.code).toBe(3)
    expect(up.json.fileName).toBe('')
    let latest
    for (let i = 0; i < 400; i++) {
      latest = (await call('GET', `${F}/institutions/${BANK}/filings/2025/submissions/latest`)).json
      seen.add(latest.status.code)
      if (latest.status.code === 14) break
      await new Promise((r) => setTimeout(r, 1))
    }
    expect(latest.status.code).toBe(14)
    expect(latest).toMatchObject({
      fileName: 'clean.TXT',
      qualityExists: false,
      macroExists: false,
    })
    expect([...seen].every((c) => [3, 6, 7, 8, 10, 14].includes(c))).toBe(true)
    const again = await call('POST', path, { body: fileForm(text) })
    expect(again.status).toBe(400)
    expect(again.json.message).toBe(`Submission ${BANK}-2025-${seq} not available for upload`)

    const edits = await call('GET', `${path}/edits`)
    expect(edits.json).toEqual({
      syntactical: { edits: [] },
      validity: { edits: [] },
      quality: { edits: [], verified: false },
      macro: { edits: [], verified: false },
      status: {
        code: 14,
        message: 'Your data is ready for submission.',
        description: expect.any(String),
        qualityVerified: false,
        macroVerified: false,
      },
    })
    const summary = await call('GET', `${path}/summary`)
    expect(summary.json.ts).toMatchObject({
      institutionName: 'Example Community Bank',
      year: 2025,
      quarter: 4,
      totalLines: 25,
      taxId: '12-3456789',
      LEI: BANK,
      contact: { address: { state: 'IL' } },
    })
    const unsigned = await call('GET', `${path}/sign`)
    expect(unsigned.json).toMatchObject({ timestamp: 0, receipt: '', status: { code: 14 } })
    const refused = await call('POST', `${path}/sign`, { body: { signed: false } })
    expect(refused.json.message).toBe('Illegal argument: signed = false')
    const signed = await call('POST', `${path}/sign`, { body: { signed: true } })
    expect(signed.status).toBe(200)
    expect(signed.json).toMatchObject({
      email: lender.email,
      status: { code: 15 },
      signerUsername: lender.username,
    })
    expect(signed.json.receipt).toBe(`${BANK}-2025-${seq}-${signed.json.timestamp}`)
    const inst = await call('GET', `${F}/institutions/${BANK}/year/2025`)
    expect(inst.json.institution.hmdaFiler).toBe(true)
  })

  it('stops at 5 with parse errors in the platform shape (rows, fields, valid values)', async () => {
    const text = generateLarText({ year: 2025, rows: 30, errors: ['FORMAT'], errorRows: 22 })
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest.status.code).toBe(5)
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}/parseErrors`
    const p1 = await call('GET', path)
    expect(p1.json).toMatchObject({
      transmittalSheetErrors: [],
      count: 20,
      total: 22,
      status: { code: 5, message: 'Your data has formatting errors.' },
      _links: { href: `/institutions/${BANK}/filings/2025/submissions/${seq}/parseErrors{rel}` },
    })
    expect(p1.json.larErrors).toHaveLength(20)
    const row = p1.json.larErrors[0]
    expect(row.rowNumber).toBeGreaterThan(1)
    expect(row.estimatedULI).toMatch(/^HMDATESTBANK00000137/)
    expect(row.errorMessages).toEqual([
      { fieldName: 'Loan Amount', inputValue: 'ABC', validValues: expect.any(String) },
    ])
    const p2 = await call('GET', `${path}?page=2`)
    expect(p2.json.larErrors).toHaveLength(2)
    expect(p2.json.count).toBe(2)
  })

  it('puts a transmittal sheet formatting error in transmittalSheetErrors', async () => {
    const text = generateLarText({ year: 2025, rows: 3 }).replace(
      /^1\|([^|]*)\|2025\|4\|/,
      '1|$1|2025|X|',
    )
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest.status.code).toBe(5)
    const r = await call(
      'GET',
      `${F}/institutions/${BANK}/filings/2025/submissions/${seq}/parseErrors`,
    )
    expect(r.json.transmittalSheetErrors).toEqual([
      {
        rowNumber: 1,
        estimatedULI: '2025',
        errorMessages: [
          { fieldName: 'Calendar Quarter', inputValue: 'X', validValues: expect.any(String) },
        ],
      },
    ])
    expect(r.json.total).toBe(1)
  })

  it('stops at 9 with validity edits, paged 20 a page, and the edits CSV', async () => {
    const text = generateLarText({ year: 2025, rows: 30, errors: ['V609'], errorRows: 25 })
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest.status.code).toBe(9)
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}`
    const edits = await call('GET', `${path}/edits`)
    expect(edits.json.validity.edits).toEqual([
      { edit: 'V609', description: expect.stringMatching(/^".+"$/), transmittalSheet: false },
    ])
    const p1 = await call('GET', `${path}/edits/V609`)
    expect(p1.json).toMatchObject({
      edit: 'V609',
      count: 20,
      total: 25,
      _links: {
        next: '?page=2',
        last: '?page=2',
        href: `/institutions/${BANK}/filings/2025/submissions/${seq}/edits/V609{rel}`,
      },
    })
    expect(p1.json.rows[0].id).toMatch(/^HMDATESTBANK00000137/)
    expect(p1.json.rows[0].fields[0]).toEqual({
      name: expect.any(String),
      value: expect.any(String),
    })
    const p2 = await call('GET', `${path}/edits/V609?page=2`)
    expect(p2.json.rows).toHaveLength(5)
    const csv = await call('GET', `${path}/edits/csv?format=csv`)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=UTF-8')
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename=edits-summary-${BANK}-2025--${seq}.csv`,
    )
    const lines = csv.text.trimEnd().split('\n')
    expect(lines[0]).toBe('editType,editId,ULI,editDescription')
    expect(lines).toHaveLength(26)
    expect(lines[1]).toMatch(/^Validity,V609,HMDATESTBANK00000137\w+,".+"$/)
    const notReady = await call('POST', `${path}/edits/quality`, { body: { verified: true } })
    expect(notReady.status).toBe(400)
    expect(notReady.json.message).toBe(`Submission ${BANK}-2025-${seq} is not ready to be verified`)
  })

  it('quality (Q631) and macro (Q635) edits: rests at 13, verification moves to 14, then signing', async () => {
    let text = generateLarText({ year: 2025, rows: 30 })
    // Q631: government-backed loans on 5 units (rows 10–12), with an amount and affordable units
    // that the other multifamily edits (Q627, Q655) accept.
    text = setRows(text, 10, 12, (v) => {
      v[LAR_INDEX.loanType] = '2'
      v[LAR_INDEX.totalUnits] = '5'
      v[LAR_INDEX.hoepaStatus] = '3'
      v[LAR_INDEX.loanAmount] = '500000'
      v[LAR_INDEX.multifamilyAffordableUnits] = '0'
      // A multifamily record reports no income or debt-to-income ratio (V654-2, V679-3).
      v[LAR_INDEX.income] = 'NA'
      v[LAR_INDEX.debtToIncomeRatio] = 'NA'
    })
    // Q635: 6 of 30 rows (20%) approved but not accepted (with the fields that go with it).
    text = setRows(text, 1, 6, approvedNotAccepted)
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest).toMatchObject({ status: { code: 13 }, qualityExists: true, macroExists: true })
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}`
    const edits = (await call('GET', `${path}/edits`)).json
    expect(ids(edits.quality)).toEqual(['Q631'])
    expect(ids(edits.macro)).toEqual(['Q635'])
    const q631 = (await call('GET', `${path}/edits/Q631`)).json
    expect(q631.total).toBe(3)
    expect(q631.rows[0].fields).toEqual([
      { name: 'Loan Type', value: '2' },
      { name: 'Total Units', value: '5' },
    ])
    const early = await call('POST', `${path}/sign`, { body: { signed: true } })
    expect(early.json.message).toBe(`Submission ${BANK}-2025-${seq} is not ready to be signed`)
    const vq = await call('POST', `${path}/edits/quality`, { body: { verified: true } })
    expect(vq.json).toMatchObject({ verified: true, status: { code: 13 } })
    const vm = await call('POST', `${path}/edits/macro`, { body: { verified: true } })
    expect(vm.json).toMatchObject({ verified: true, status: { code: 14 } })
    const undo = await call('POST', `${path}/edits/macro`, { body: { verified: false } })
    expect(undo.json.status.code).toBe(13)
    const undoQuality = await call('POST', `${path}/edits/quality`, { body: { verified: false } })
    expect(undoQuality.json).toMatchObject({ verified: false, status: { code: 11 } })
    const early12 = await call('POST', `${path}/edits/macro`, { body: { verified: true } })
    expect(early12.status).toBe(400)
    await call('POST', `${path}/edits/quality`, { body: { verified: true } })
    await call('POST', `${path}/edits/macro`, { body: { verified: true } })
    const signed = await call('POST', `${path}/sign`, { body: { signed: true } })
    expect(signed.json.status.code).toBe(15)
    for (const kind of ['quality', 'macro']) {
      const after = await call('POST', `${path}/edits/${kind}`, { body: { verified: false } })
      expect(after.json.message, kind).toBe(
        `Submission ${BANK}-2025-${seq} is not ready to be verified`,
      )
    }
  })

  it('rejects a non-.txt file and a missing file part', async () => {
    const seq = await newSubmission(BANK, '2025')
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}`
    const csv = await call('POST', path, { body: fileForm('1|x', 'lar.csv') })
    expect(csv.json).toEqual({
      httpStatus: 400,
      message: 'Invalid file format',
      path: path.slice(F.length),
    })
    const empty = await call('POST', path, { body: new FormData() })
    expect(empty.status).toBe(400)
  })

  it('lets an administrator read the latest submission of any institution', async () => {
    const r = await call('GET', `${F}/institutions/${BANK}/filings/2025/submissions/latest`, {
      token: adminToken,
    })
    expect(r.status).toBe(200)
    const edits = await call('GET', `${F}/institutions/${BANK}/filings/2025/submissions/1/edits`, {
      token: adminToken,
    })
    expect(edits.status).toBe(403)
  })
})

describe('local filing service: profile and public institutions', () => {
  it('lists the institutions of an e-mail domain, 404 for public or unknown domains', async () => {
    const r = await call('GET', '/v2/public/institutions?domain=sam.newfiler@lakeside.test', {
      token: '',
    })
    expect(r.status).toBe(200)
    const leis = r.json.institutions.map((/** @type {{ lei: string }} */ i) => i.lei)
    expect(leis.sort()).toEqual([BANK, MORTGAGE, TRUST].sort())
    expect(r.json.institutions[0].activityYear).toBe(2026)
    const gmail = await call('GET', '/v2/public/institutions?domain=gmail.com', { token: '' })
    expect(gmail.status).toBe(404)
    expect(gmail.json.httpStatus).toBe(404)
    const one = await call('GET', `/v2/public/institutions/${TRUST}/year/2024`, { token: '' })
    expect(one.json.lei).toBe(TRUST)
    const badYear = await call('GET', `/v2/public/institutions/${TRUST}/year/2016`, { token: '' })
    expect(badYear.json.message).toBe('The provided year is not available via the institutions api')
  })

  it('saves a profile (PUT /hmda-auth/users/) and the refreshed token carries the new LEIs', async () => {
    const { meta, b, tokens } = await signInAs(base, newcomer)
    /** @param {unknown} body @param {string} [token] */
    const put = (body, token = tokens.access_token) =>
      call('PUT', '/hmda-auth/users/', { token, body })
    const refused = await put({
      firstName: 'Sam',
      lastName: 'Newfiler',
      leis: ['5493001YS08XHF42M037'],
    })
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({
      httpStatus: 400,
      message: 'LEIs are not authorized for the users email domain',
      path: '/users/',
    })
    const noToken = await put({ firstName: 'Sam', lastName: 'Newfiler', leis: [] }, '')
    expect(noToken.status).toBe(403)
    const ok = await put({ firstName: 'Sam', lastName: 'Newfiler', leis: [TRUST] })
    expect(ok.status).toBe(200)
    expect(ok.json).toEqual({ firstName: 'Sam', lastName: 'Newfiler', leis: [TRUST] })
    const refreshed = await b.form(meta.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: must(tokens.refresh_token, 'no refresh token'),
      client_id: 'hmda2-api',
    })
    const claims = decodeJwt((await refreshed.json()).access_token)
    expect(claims.lei).toBe(TRUST)
    idp.setUserLeis(newcomer.sub, [])
  })
})

describe('local filing service: open periods follow the configuration', () => {
  // 2026-11-25 10:00 Eastern: in config/dev.json the 2023 annual period is late (its timely
  // deadline passed, it ends 12/31/2026), 2026-Q3 is open, 2026-Q1 and 2021 have ended.
  const at = () => Date.parse('2026-11-25T15:00:00Z')
  /** @type {{ url: string, close(): void }} */
  let pinned
  let pinnedBase = ''
  let pinnedToken = ''
  beforeAll(async () => {
    // A copy of the dev configuration whose preview list opens 2021-Q1 ahead of its dates.
    const configDir = `${mkdtempSync(`${tmpdir()}/filing-config-`)}/`
    /** @type {{ timedGuards: { preview?: string[] } }} */
    const dev = JSON.parse(readFileSync(new URL('../../config/dev.json', import.meta.url), 'utf8'))
    dev.timedGuards.preview = ['2021-Q1']
    writeFileSync(`${configDir}dev.json`, JSON.stringify(dev))
    const filing = createFilingService({ identity: idp, stepMs: 5, now: at, configDir })
    pinned = await listen([idp.handle, filing.handle])
    pinnedBase = pinned.url
    // Tokens name their issuer (this origin's realm).
    pinnedToken = (await signInAs(pinnedBase, lender)).tokens.access_token
  })
  afterAll(() => pinned?.close())

  /** @param {string} lei @param {string} path */
  const create = (lei, path) =>
    fetch(`${pinnedBase}${F}/institutions/${lei}/filings/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pinnedToken}` },
    }).then(async (r) => ({ status: r.status, json: await r.json() }))

  it('accepts a late period and an open quarter, refuses ended ones', async () => {
    expect((await create(MORTGAGE, '2023')).status).toBe(201)
    const sub = await fetch(`${pinnedBase}${F}/institutions/${MORTGAGE}/filings/2023/submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pinnedToken}` },
    })
    expect(sub.status).toBe(201)
    expect((await create(BANK, '2026/quarter/Q3')).status).toBe(201)
    for (const path of ['2020', '2026/quarter/Q1', '2025/quarter/Q3']) {
      const refused = await create(BANK, path)
      expect(refused.status, path).toBe(400)
      expect(refused.json.message).toBe(
        'The provided year or quarter is no longer available for filing',
      )
    }
  })

  it('decides by the instant in the hmda-clock cookie when a test pins the clock', async () => {
    /** @param {string} clock */
    const newSubmission = (clock) =>
      fetch(`${pinnedBase}${F}/institutions/${MORTGAGE}/filings/2024/submissions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pinnedToken}`, cookie: `hmda-clock=${clock}` },
      })
    // 2024 is late at the service's clock; on 2031-01-02 every annual period up to 2027 has ended.
    expect((await create(MORTGAGE, '2024')).status).toBe(201)
    expect((await newSubmission('2031-01-02T15:00:00Z')).status).toBe(400)
    // An unreadable value is ignored: the service's clock decides.
    expect((await newSubmission('soon')).status).toBe(201)
  })

  it('accepts a period in the preview list of the configuration, not yet started or ended', async () => {
    expect((await create(BANK, '2021/quarter/Q1')).status).toBe(201)
    expect((await create(BANK, '2021/quarter/Q2')).status).toBe(400)
  })
})

describe('local filing service: V718, the quarter of the transmittal sheet', () => {
  it('raises V718 when a Q1 file is uploaded to the Q3 filing, not for a Q3 file', async () => {
    const period = '2026/quarter/Q3'
    const wrong = await uploadText(
      BANK,
      period,
      generateLarText({ year: 2026, quarter: 1, rows: 5 }),
    )
    expect(wrong.latest.status.code).toBe(9)
    const path = `${F}/institutions/${BANK}/filings/${period}/submissions/${wrong.seq}`
    const edits = (await call('GET', `${path}/edits`)).json
    const v718 = must(
      edits.validity.edits.find((/** @type {EditSummary} */ e) => e.edit === 'V718'),
      'no V718',
    )
    expect(v718).toMatchObject({ transmittalSheet: true })
    expect(v718.description).toMatch(/calendar quarter/i)
    const rows = (await call('GET', `${path}/edits/V718`)).json
    expect(rows.rows[0].fields).toEqual([{ name: 'Calendar Quarter', value: '1' }])

    const right = await uploadText(
      BANK,
      period,
      generateLarText({ year: 2026, quarter: 3, rows: 5 }),
    )
    const ok = `${F}/institutions/${BANK}/filings/${period}/submissions/${right.seq}/edits`
    /** @type {Record<string, Partial<EditGroup>>} */
    const groups = (await call('GET', ok)).json
    const names = Object.values(groups)
      .flatMap((g) => g.edits ?? [])
      .map((e) => e.edit)
    expect(names).not.toContain('V718')
  })

  it('raises V718 when a quarterly file is uploaded to the annual filing', async () => {
    const wrong = await uploadText(
      MORTGAGE,
      '2025',
      generateLarText({ year: 2025, quarter: 2, rows: 5 }),
    )
    const path = `${F}/institutions/${MORTGAGE}/filings/2025/submissions/${wrong.seq}`
    const edits = (await call('GET', `${path}/edits`)).json
    expect(ids(edits.validity)).toContain('V718')
  })
})

/**
 * Action taken 2 (approved, not accepted) with the fields that go with it.
 * @param {string[]} v
 */
const approvedNotAccepted = (v) => {
  v[LAR_INDEX.actionTaken] = '2'
  v[LAR_INDEX.hoepaStatus] = '3'
  v[LAR_INDEX.purchaserType] = '0'
  for (const k of /** @type {const} */ ([
    'totalLoanCosts',
    'totalPointsAndFees',
    'originationCharges',
    'discountPoints',
    'lenderCredits',
    'rateSpread',
  ]))
    v[LAR_INDEX[k]] = 'NA'
}

/**
 * The transmittal sheet's tax ID (field 14) replaced: Q303 (2025+) against the record.
 * @param {string} text
 */
const wrongTax = (text) =>
  text.replace(
    /^(1\|(?:[^|]*\|){12})[^|\n]*/,
    (_m, /** @type {string} */ head) => `${head}98-7654321`,
  )

describe('local filing service: quality and macro from the site rule modules', () => {
  /** @param {string} lei @param {string} period @param {number} seq */
  const editsOf = async (lei, period, seq) =>
    (await call('GET', `${F}/institutions/${lei}/filings/${period}/submissions/${seq}/edits`)).json

  it('a clean generated file gets no quality and no macro edit in annual and quarterly periods', async () => {
    const annual = await uploadText(BANK, '2025', generateLarText({ year: 2025, rows: 40 }))
    expect(annual.latest.status.code).toBe(14)
    const a = await editsOf(BANK, '2025', annual.seq)
    expect([...ids(a.quality), ...ids(a.macro)]).toEqual([])
    const quarter = await uploadText(
      BANK,
      '2026/quarter/Q3',
      generateLarText({ year: 2026, quarter: 3, rows: 40 }),
    )
    expect(quarter.latest.status.code).toBe(14)
  })

  it('Q650-2 and Q609 (real row rules): interest rate 25, a GSE-sold loan with rate spread 12', async () => {
    let text = generateLarText({ year: 2025, rows: 30 })
    text = setRows(text, 3, 4, (v) => {
      v[LAR_INDEX.interestRate] = '25'
    })
    // Not row 10: the generator declines every tenth row (so Q634 stays quiet), and a declined
    // row may not carry a rate spread.
    text = setRows(text, 12, 12, (v) => {
      v[LAR_INDEX.purchaserType] = '1'
      v[LAR_INDEX.rateSpread] = '12'
      v[LAR_INDEX.hoepaStatus] = '1'
    })
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest).toMatchObject({ status: { code: 13 }, qualityExists: true, macroExists: false })
    const edits = await editsOf(BANK, '2025', seq)
    expect(ids(edits.quality)).toEqual(expect.arrayContaining(['Q609', 'Q650-2']))
    // Q630/Q631 (the service's former subset) do not apply to these rows.
    expect(ids(edits.quality)).not.toContain('Q631')
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}/edits`
    const q650 = (await call('GET', `${path}/Q650-2`)).json
    expect(q650.total).toBe(2)
    expect(q650.rows[0].fields).toEqual([{ name: 'Interest Rate', value: '25' }])
    const q609 = (await call('GET', `${path}/Q609`)).json
    expect(q609.rows).toHaveLength(1)
    expect(q609.rows[0].fields).toEqual([
      { name: 'Type of Purchaser', value: '1' },
      { name: 'Rate Spread', value: '12' },
    ])
  })

  it('Q635 (real macro check): 6 of 30 rows with action taken 2, no detail rows', async () => {
    let text = generateLarText({ year: 2025, rows: 30 })
    text = setRows(text, 1, 6, approvedNotAccepted)
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest).toMatchObject({ status: { code: 13 }, macroExists: true })
    const edits = await editsOf(BANK, '2025', seq)
    expect(ids(edits.macro)).toEqual(['Q635'])
    expect(edits.macro.edits[0].description).toMatch(/action taken 2/i)
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}/edits/Q635`
    expect((await call('GET', path)).json).toMatchObject({ rows: [], total: 0 })
  })

  it('Q600 (file-wide): two records with the same ULI in other letter case', async () => {
    let text = generateLarText({ year: 2025, rows: 20 })
    const uli = text.split('\n')[5].split('|')[LAR_INDEX.uli]
    // Neither record is an origination, so S306 (duplicate ULI of an originated loan) passes.
    text = setRows(text, 5, 5, approvedNotAccepted)
    text = setRows(text, 9, 9, (v) => {
      approvedNotAccepted(v)
      v[LAR_INDEX.uli] = uli.toLowerCase()
    })
    const { seq, latest } = await uploadText(BANK, '2025', text)
    const edits = await editsOf(BANK, '2025', seq)
    expect(ids(edits.syntactical)).toEqual([])
    expect(ids(edits.validity)).toEqual([])
    expect(latest.status.code).toBe(13)
    expect(ids(edits.quality)).toContain('Q600')
    const path = `${F}/institutions/${BANK}/filings/2025/submissions/${seq}/edits/Q600`
    const q600 = (await call('GET', path)).json
    expect(q600.rows).toEqual([
      {
        id: uli,
        fields: [
          { name: 'Universal Loan Identifier (ULI)', value: uli },
          { name: 'Rows with the same ULI', value: '6, 10' },
        ],
      },
    ])
  })

  it('Q303 in the annual period from the institution record; not run in a quarterly period', async () => {
    const annual = await uploadText(
      BANK,
      '2025',
      wrongTax(generateLarText({ year: 2025, rows: 10 })),
    )
    const a = await editsOf(BANK, '2025', annual.seq)
    expect(ids(a.quality)).toEqual(['Q303'])
    const q303 = (
      await call(
        'GET',
        `${F}/institutions/${BANK}/filings/2025/submissions/${annual.seq}/edits/Q303`,
      )
    ).json
    expect(q303.rows[0].fields[1]).toEqual({
      name: 'Federal Taxpayer Identification Number',
      value: 'Provided: 98-7654321, Expected: 12-3456789',
    })
    const quarter = await uploadText(
      BANK,
      '2026/quarter/Q3',
      wrongTax(generateLarText({ year: 2026, quarter: 3, rows: 10 })),
    )
    const q = await editsOf(BANK, '2026/quarter/Q3', quarter.seq)
    expect(ids(q.quality)).toEqual([])
    expect(quarter.latest.status.code).toBe(14)
  })

  it('runs no quality or macro edit when syntactical or validity edits stop the file (status 9)', async () => {
    // V609 stops it; Q303 (wrong tax ID) and Q650-2 would otherwise be quality edits.
    let text = wrongTax(generateLarText({ year: 2025, rows: 30, errors: ['V609'], errorRows: 2 }))
    text = setRows(text, 12, 12, (v) => {
      v[LAR_INDEX.interestRate] = '25'
    })
    const { seq, latest } = await uploadText(BANK, '2025', text)
    expect(latest.status.code).toBe(9)
    const edits = await editsOf(BANK, '2025', seq)
    expect(ids(edits.validity)).toContain('V609')
    expect(ids(edits.quality)).toEqual([])
    expect(ids(edits.macro)).toEqual([])
  })
})

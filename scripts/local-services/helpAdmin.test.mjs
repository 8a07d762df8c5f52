// @vitest-environment node
// The local admin service (HMDA Help) over real HTTP with tokens from the local identity
// provider, sharing the filing service's store: access, create / update / delete with the
// platform's validation order and error bodies, note history, signed submissions, the submitted
// file, publication regeneration and the filers list rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateLarText } from '../../src/hmda/testing/generateLar.ts'
import { createFilingService } from './filing.mjs'
import {
  createHelpAdminService,
  isBareEmailDomain,
  normalizeEmailDomain,
  parseSubmissionId,
} from './helpAdmin.mjs'
import * as siteRule from '../../src/lib/api/helpAdminDomains.ts'
import { createIdentityProvider, TEST_USERS } from './oidc.mjs'
import { signInAs } from './oidc-signin.mjs'
import { caller, listen } from './test-server.mjs'

/** @type {{ url: string, close(): void }} */
let server
let base = ''
/** @type {ReturnType<typeof createHelpAdminService>} */
let helpAdmin
let lenderToken = ''
let adminToken = ''

const [lender, , admin] = TEST_USERS
const BANK = 'HMDATESTBANK00000137'
const NEW_LEI = 'FRONTENDTESTBANK9999'
const A = '/v2/admin'

beforeAll(async () => {
  const idp = createIdentityProvider({ accessTtl: 600 })
  const filing = createFilingService({ identity: idp, stepMs: 5 })
  helpAdmin = createHelpAdminService({ filing, publishMs: 30 })
  server = await listen([idp.handle, filing.handle, helpAdmin.handle])
  base = server.url
  lenderToken = (await signInAs(base, lender)).tokens.access_token
  adminToken = (await signInAs(base, admin)).tokens.access_token
})
afterAll(() => server?.close())

const call = caller(
  () => base,
  () => adminToken,
)

/** The request template of the facts (the CI collection's body) with a note. */
const template = (over = {}) => ({
  activityYear: 2022,
  lei: NEW_LEI,
  agency: 9,
  institutionType: -1,
  institutionId2017: '',
  taxId: '53-1111111',
  rssd: -1,
  emailDomains: ['frontendtesting.com'],
  respondent: { name: 'Frontend Test Bank', state: '', city: '' },
  parent: { idRssd: -1, name: '' },
  assets: -1,
  otherLenderCode: -1,
  topHolder: { idRssd: -1, name: '' },
  hmdaFiler: false,
  quarterlyFiler: true,
  quarterlyFilerHasFiledQ1: false,
  quarterlyFilerHasFiledQ2: false,
  quarterlyFilerHasFiledQ3: false,
  notes: 'Added for the 2022 filing',
  ...over,
})

describe('access', () => {
  it('refuses writes without the hmda-admin role, and reads without a token', async () => {
    const forbidden = {
      httpStatus: 403,
      message: 'Authorization Token could not be verified',
      path: '',
    }
    let r = await call('POST', `${A}/institutions`, { token: lenderToken, body: template() })
    expect(r.status).toBe(403)
    expect(r.json).toEqual(forbidden)
    r = await call('GET', `${A}/institutions/${BANK}/year/2022`, { token: null })
    expect(r.status).toBe(403)
    r = await call('GET', `${A}/institutions/${BANK}/signed/latest/2025`, { token: lenderToken })
    expect(r.status).toBe(403)
  })

  it('lets a lender read its own institution and an admin read any', async () => {
    let r = await call('GET', `${A}/institutions/${BANK}/year/2022`, { token: lenderToken })
    expect(r.status).toBe(200)
    expect(r.json.lei).toBe(BANK)
    r = await call('GET', `${A}/institutions/549300LAKESIDETRST08/year/2022`)
    expect(r.status).toBe(200)
    expect(r.json.respondent.name).toBe('Lakeside Trust Bank')
    r = await call('GET', `${A}/institutions/${NEW_LEI}/year/2022`)
    expect(r).toMatchObject({ status: 404, text: '' })
  })
})

describe('create, update, delete', () => {
  it('checks the tax ID, then the LEI, then the e-mail domains, with the platform strings', async () => {
    let r = await call('POST', `${A}/institutions`, {
      body: template({ taxId: '531111111', lei: 'bad' }),
    })
    expect(r).toMatchObject({ status: 400, json: 'Incorrect tax-id format' })
    r = await call('POST', `${A}/institutions`, { body: template({ lei: 'FRONTENDTESTBANK999' }) })
    expect(r).toMatchObject({ status: 400, json: 'Incorrect lei format' })
    r = await call('POST', `${A}/institutions`, {
      body: template({ lei: 'frontendtestbank9999' }),
    })
    expect(r.json).toBe('Incorrect lei format')
    r = await call('POST', `${A}/institutions`, {
      body: template({ emailDomains: ['bank.test', 'GMail.com'] }),
    })
    expect(r).toMatchObject({ status: 400, json: 'Email domain is a public domain' })
  })

  it('saves e-mail domains bare (no @, lower case) and refuses what is not a bare domain', async () => {
    const lei = 'DOMAINTESTBANK000042'
    let r = await call('POST', `${A}/institutions`, {
      body: template({ lei, emailDomains: ['www.QA-Bank.test'] }),
    })
    expect(r).toMatchObject({
      status: 400,
      json: 'Incorrect email domain format: www.qa-bank.test',
    })
    r = await call('POST', `${A}/institutions`, {
      body: template({ lei, emailDomains: ['pat@qa-bank.test'] }),
    })
    expect(r.json).toBe('Incorrect email domain format: pat@qa-bank.test')
    r = await call('POST', `${A}/institutions`, {
      body: template({
        lei,
        emailDomains: ['@QA-Bank.test', 'qa-bank.test', ' Branch.QA-Bank.test'],
      }),
    })
    expect(r.status).toBe(201)
    expect(r.json.emailDomains).toEqual(['qa-bank.test', 'branch.qa-bank.test'])
    // The profile step's look-up (by the lender's e-mail address) finds it.
    r = await call('GET', '/v2/public/institutions?domain=pat@qa-bank.test', { token: null })
    expect(r.status).toBe(200)
    expect(r.json.institutions.map((/** @type {{ lei: string }} */ i) => i.lei)).toContain(lei)
    r = await call('DELETE', `${A}/institutions`, { body: template({ lei }) })
    expect(r.status).toBe(202)
  })

  it('applies the same domain rule as the form of the site', () => {
    const samples = [
      'qa-bank.test',
      '@QA-Bank.test',
      'www.qa-bank.test',
      'pat@qa-bank.test',
      'a.b.c.test',
      'https://qa-bank.test',
      'qa_bank.test',
      'localhost',
      'qa..test',
      '-qa.test',
      'qa-.test',
      '10.0.0.1',
      'b4nk.com',
      'xn--bnk-sna.de',
      `${'a'.repeat(63)}.test`,
      `${'a'.repeat(64)}.test`,
      `${'abcdefghi.'.repeat(25)}test`,
      `${'abcdefghi.'.repeat(26)}test`,
      'bänk.test',
      'qa-bank.test.',
    ]
    for (const typed of samples) {
      const domain = normalizeEmailDomain(typed)
      expect(domain).toBe(siteRule.normalizeEmailDomain(typed))
      expect(isBareEmailDomain(domain), domain).toBe(siteRule.emailDomainProblem(domain) === null)
    }
  })

  it('refuses a body that does not decode, naming the key', async () => {
    /** @type {Partial<ReturnType<typeof template>>} */
    const noAgency = template()
    delete noAgency.agency
    let r = await call('POST', `${A}/institutions`, { body: noAgency })
    expect(r.status).toBe(400)
    expect(r.text).toBe("The request content was malformed:\nInvalid or missing value for 'agency'")
    r = await call('POST', `${A}/institutions`, { body: template({ agency: 4 }) })
    expect(r.text).toContain("'agency'")
    r = await call('POST', `${A}/institutions`, {
      body: template({ respondent: { name: 'X', state: '' } }),
    })
    expect(r.text).toContain("'respondent.city'")
    r = await call('POST', `${A}/institutions`, { body: '{not json' })
    expect(r.status).toBe(400)
  })

  it('refuses an LOU LEI on create (HTTP 400, body 412) and an existing record', async () => {
    let r = await call('POST', `${A}/institutions`, {
      body: template({ lei: '4469000001AVO26P9X86' }),
    })
    expect(r.status).toBe(400)
    expect(r.json).toEqual({
      httpStatus: 412,
      message: 'Institution LEI is an LOU: 4469000001AVO26P9X86',
      path: '/institutions',
    })
    r = await call('POST', `${A}/institutions`, { body: template({ lei: BANK }) })
    expect(r.status).toBe(400)
    expect(r.json).toEqual({
      httpStatus: 400,
      message: `Institution ${BANK} already exists`,
      path: '/institutions',
    })
  })

  it('creates, reads, updates with a note (keeping the filed flags) and deletes', async () => {
    let r = await call('POST', `${A}/institutions`, {
      body: template({ emailDomains: ['frontendtesting.com', 'frontendtesting.com'] }),
    })
    expect(r.status).toBe(201)
    expect(r.json.emailDomains).toEqual(['frontendtesting.com'])
    r = await call('GET', `${A}/institutions/${NEW_LEI}/year/2022`)
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ lei: NEW_LEI, taxId: '53-1111111', quarterlyFiler: true })
    // The filing service sees the same store.
    r = await call('GET', `/v2/public/institutions/${NEW_LEI}/year/2022`, { token: null })
    expect(r.json.respondent.name).toBe('Frontend Test Bank')
    r = await call('GET', `/v2/public/institutions/${NEW_LEI}/year/2021`, { token: null })
    expect(r.status).toBe(404)

    r = await call('PUT', `${A}/institutions`, {
      body: template({
        respondent: { name: 'Frontend Test Bank NA', state: '', city: '' },
        hmdaFiler: true,
        quarterlyFilerHasFiledQ1: true,
        notes: 'Renamed after the merger',
      }),
    })
    expect(r.status).toBe(202)
    expect(r.json).toMatchObject({
      respondent: { name: 'Frontend Test Bank NA' },
      hmdaFiler: false,
      quarterlyFilerHasFiledQ1: false,
      notes: 'Renamed after the merger',
    })

    r = await call('GET', `/v2/public/institutions/${NEW_LEI}/year/2022/history`, { token: null })
    expect(r.status).toBe(200)
    const items = r.json.institutionNoteHistoryItems
    expect(items.map((/** @type {{ notes: string }} */ i) => i.notes)).toEqual([
      'Renamed after the merger',
      'Added for the 2022 filing',
    ])
    expect(items[0].historyID).toMatch(new RegExp(`^${NEW_LEI}-2022-\\d{13}$`))
    expect(items[0].id).toBeGreaterThan(items[1].id)
    expect(JSON.parse(items[0].updatedPanel).respondent.name).toBe('Frontend Test Bank NA')

    r = await call('DELETE', `${A}/institutions`, { body: template() })
    expect(r).toMatchObject({ status: 202, json: { LEI: NEW_LEI } })
    r = await call('GET', `${A}/institutions/${NEW_LEI}/year/2022`)
    expect(r.status).toBe(404)
    r = await call('DELETE', `${A}/institutions`, { body: template() })
    expect(r).toMatchObject({ status: 404, json: NEW_LEI })
  })

  it('blanks the hidden fields from 2024 on read, and PUT creates an absent year (201)', async () => {
    const r = await call('PUT', `${A}/institutions`, {
      body: template({ activityYear: 2025, rssd: 12345, assets: 9, notes: 'New year' }),
    })
    expect(r.status).toBe(201)
    expect(r.json).toMatchObject({ rssd: -1, assets: -1, activityYear: 2025 })
    // Not a filer until it signs a filing for the year.
    expect(helpAdmin.filers('2025').map((f) => f.lei)).not.toContain(NEW_LEI)
  })

  it('answers 404 for a note history that does not exist', async () => {
    const r = await call('GET', `/v2/public/institutions/${BANK}/year/2019/history`, {
      token: null,
    })
    expect(r.status).toBe(404)
  })
})

describe('submissions, file download and publications', () => {
  const F = `/v2/filing/institutions/${BANK}/filings/2024`
  let receipt = ''

  beforeAll(async () => {
    const lar = generateLarText({ year: 2024, rows: 3 })
    await call('POST', F, { token: lenderToken })
    await call('POST', `${F}/submissions`, { token: lenderToken })
    const form = new FormData()
    form.append('file', new Blob([lar], { type: 'text/plain' }), 'bank-2024.txt')
    await call('POST', `${F}/submissions/1`, { token: lenderToken, body: form })
    let latest
    for (let i = 0; i < 300; i++) {
      latest = (await call('GET', `${F}/submissions/latest`, { token: lenderToken })).json
      if ([5, 9, 12, 13, 14, 15, -1].includes(latest.status.code)) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    if (latest.status.code === 13 || latest.status.code === 11)
      await call('POST', `${F}/submissions/1/edits/quality`, {
        token: lenderToken,
        body: { verified: true },
      })
    latest = (await call('GET', `${F}/submissions/latest`, { token: lenderToken })).json
    if (latest.status.code === 13)
      await call('POST', `${F}/submissions/1/edits/macro`, {
        token: lenderToken,
        body: { verified: true },
      })
    const signed = await call('POST', `${F}/submissions/1/sign`, {
      token: lenderToken,
      body: { signed: true },
    })
    receipt = signed.json?.receipt
  })

  it('returns the oldest and latest signed submission of a period, 404 when none (and the site reads them)', async () => {
    expect(receipt).toMatch(new RegExp(`^${BANK}-2024-1-\\d+$`))
    for (const which of ['oldest', 'latest']) {
      const r = await call('GET', `${A}/institutions/${BANK}/signed/${which}/2024`)
      expect(r.status).toBe(200)
      expect(r.json).toMatchObject({
        id: { lei: BANK, period: { year: 2024, quarter: null }, sequenceNumber: 1 },
        status: { code: 15 },
        fileName: 'bank-2024.txt',
        receipt,
        signerUsername: expect.any(String),
      })
    }
    const { createHelpAdminClient, submissionIdOfReceipt } =
      await import('../../src/lib/api/helpAdmin.ts')
    const client = createHelpAdminClient({
      adminBase: `${base}${A}`,
      getToken: () => adminToken,
    })
    const latest = await client.signed(BANK, 'latest', '2024')
    expect(latest).toMatchObject({ lei: BANK, sequenceNumber: 1, receipt, status: { code: 15 } })
    expect(await client.signed(BANK, 'oldest', '2023')).toBeNull()
    const id = submissionIdOfReceipt(receipt)
    expect(id).toBe(`${BANK}-2024-1`)
    const file = await client.submittedFile(id, String(latest?.fileName))
    expect(file.fileName).toBe('bank-2024.txt')
    expect(file.text.split('\n').filter(Boolean)).toHaveLength(4)
    const r = await call('GET', `${A}/institutions/${BANK}/signed/latest/2025-Q1`)
    expect(r).toMatchObject({ status: 404, text: '' })
    expect(helpAdmin.filers('2024')).toContainEqual({
      lei: BANK,
      name: 'Example Community Bank',
      period: '2024',
    })
    expect(helpAdmin.filers('2023').map((f) => f.lei)).not.toContain(BANK)
  })

  it('downloads the submitted file by submission ID, with the platform reasons', async () => {
    const id = `${BANK}-2024-1`
    let r = await call('GET', `${A}/receipt/${id}/hmdafile`)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename=${id}.txt`)
    expect(r.text.split('\n').filter(Boolean)).toHaveLength(4)
    r = await call('GET', `${A}/receipt/${id}/hmdafile/count`)
    expect(r.text).toBe('4')
    r = await call('GET', `${A}/receipt/${BANK}-2024-7/hmdafile`)
    expect(r).toMatchObject({ status: 404, text: `Submission with ${BANK}-2024-7 does not exist` })
    r = await call('GET', `${A}/receipt/${BANK}-24-1/hmdafile`)
    expect(r).toMatchObject({ status: 400, text: 'year is not valid' })
    r = await call('GET', `${A}/receipt/${BANK}/hmdafile`, { token: lenderToken })
    expect(r.status).toBe(403)
  })

  it('publishes a regeneration; the file exists only afterwards', async () => {
    const mlar = `/hmda-files/modified-lar/2024/${BANK}.txt`
    let r = await call('HEAD', mlar, { token: null })
    expect(r.status).toBe(404) // not answered by this service: the test server's 404
    r = await call('POST', `${A}/publish/hmda-nope/institutions/${BANK}/filings/2024/submissions/1`)
    expect(r.status).toBe(400)
    expect(r.json.message).toBe('Invalid Topic: hmda-nope')
    r = await call(
      'POST',
      `${A}/publish/hmda-modified-lar/institutions/${BANK}/filings/2024/submissions/1`,
    )
    expect(r.status).toBe(201)
    expect(r.json).toBe(`Topic hmda-modified-lar with data, ${BANK}-2024-${BANK}-2024-1, published`)
    await new Promise((resolve) => setTimeout(resolve, 60))
    r = await call('HEAD', mlar, { token: null })
    expect(r.status).toBe(200)
    r = await call('HEAD', `/hmda-files/reports/disclosure/2024/${BANK}/nationwide/IRS.csv`, {
      token: null,
    })
    expect(r.status).toBe(404)
  })
})

describe('parseSubmissionId', () => {
  it('reads annual and quarterly IDs and names what is wrong', () => {
    expect(parseSubmissionId('ABC-2025-Q2-3')).toEqual({ lei: 'ABC', period: '2025-Q2', seq: 3 })
    expect(parseSubmissionId('-2025-3')).toEqual({ error: 'LEI is empty' })
    expect(parseSubmissionId('ABC-2025-Q5-3')).toEqual({ error: 'quarter is not valid' })
    expect(parseSubmissionId('ABC-2025-x')).toEqual({ error: 'sequence number is not valid' })
    expect(parseSubmissionId('ABC')).toEqual({
      error: 'You have entered an invalid submission-id',
    })
  })
})

describe('server lists', () => {
  it('the shared lists are clean: lower-case domains and 20-character LEIs, no repeats', async () => {
    const { ADMIN_PUBLIC_EMAIL_DOMAINS, LOU_LEIS } = await import('./helpAdmin-data.mjs')
    expect(ADMIN_PUBLIC_EMAIL_DOMAINS.length).toBeGreaterThan(100)
    expect(new Set(ADMIN_PUBLIC_EMAIL_DOMAINS).size).toBe(ADMIN_PUBLIC_EMAIL_DOMAINS.length)
    for (const d of ADMIN_PUBLIC_EMAIL_DOMAINS) expect(d).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/)
    expect(new Set(LOU_LEIS).size).toBe(LOU_LEIS.length)
    for (const lei of LOU_LEIS) expect(lei).toMatch(/^[A-Z0-9]{20}$/)
  })
})

describe("the site's typed client against this service", () => {
  it('adds a form, maps every server error string to its field, reads and deletes', async () => {
    const { createHelpAdminClient, emptyForm, formToBody } =
      await import('../../src/lib/api/helpAdmin.ts')
    const client = createHelpAdminClient({
      adminBase: `${base}${A}`,
      getToken: () => adminToken,
    })
    const form = {
      ...emptyForm('2023', 'MEISSADIATESTBANK001'),
      respondentName: 'Meissa Test Bank',
      taxId: '53-0000001',
      agency: '9',
      emailDomains: 'meissa.test, meissa.test',
    }
    const added = await client.add(formToBody(form))
    expect(added).toMatchObject({ ok: true, status: 201 })
    if (!added.ok) throw new Error('not added')
    expect(added.institution.emailDomains).toEqual(['meissa.test'])
    /** @type {[typeof form, string][]} */
    const refusals = [
      [{ ...form, taxId: '530000001' }, 'taxId'],
      [{ ...form, lei: 'MEISSADIATESTBANK00' }, 'lei'],
      [{ ...form, emailDomains: 'gmail.com' }, 'emailDomains'],
      [{ ...form, lei: '4469000001AVO26P9X86' }, 'lei'],
      [form, 'lei'], // already exists
    ]
    for (const [bad, field] of refusals) {
      const result = await client.add(formToBody(bad))
      expect(result).toMatchObject({ ok: false, status: 400, error: { field } })
    }
    const record = await client.institution('MEISSADIATESTBANK001', 2023)
    expect(record?.respondent.name).toBe('Meissa Test Bank')
    expect(await client.remove(formToBody(form))).toBe(true)
    expect(await client.institution('MEISSADIATESTBANK001', 2023)).toBeNull()
  })
})

describe("the site's client: note history and publish", () => {
  it('reads the history newest first with the saved time, and publishes', async () => {
    const { createHelpAdminClient, emptyForm, formToBody } =
      await import('../../src/lib/api/helpAdmin.ts')
    const client = createHelpAdminClient({
      adminBase: `${base}${A}`,
      publicBase: `${base}/v2/public`,
      getToken: () => adminToken,
    })
    const form = {
      ...emptyForm('2021', 'B90YWS6AFX2LGWOXJ1LD'),
      respondentName: 'Bank 0',
      taxId: '01-0123456',
      agency: '9',
    }
    expect(await client.noteHistory('B90YWS6AFX2LGWOXJ1LD', 2021)).toEqual([])
    await client.add(formToBody({ ...form, notes: 'first' }))
    const before = Date.now()
    await client.update(formToBody({ ...form, respondentName: 'Bank Zero', notes: 'second' }))
    const items = await client.noteHistory('B90YWS6AFX2LGWOXJ1LD', 2021)
    expect(items.map((/** @type {{ notes: string }} */ i) => i.notes)).toEqual(['second', 'first'])
    expect(items[0].savedAt).toBeGreaterThanOrEqual(before - 5)
    expect(items[0].record?.respondent).toMatchObject({ name: 'Bank Zero' })
    expect(await client.publish('hmda-irs', 'B90YWS6AFX2LGWOXJ1LD', 2021, 1)).toBe(
      'Topic hmda-irs with data, B90YWS6AFX2LGWOXJ1LD-2021-B90YWS6AFX2LGWOXJ1LD-2021-1, published',
    )
  })
})

describe('fault injection', () => {
  it('answers the admin and note-history paths with the requested fault, by path prefix', async () => {
    const path = `${A}/institutions/${BANK}/year/2024`
    const fault = async (/** @type {string} */ rule, target = path) => {
      const response = await fetch(`${base}${target}`, {
        headers: { authorization: `Bearer ${adminToken}`, 'x-hmda-fault': rule },
      })
      return { status: response.status, text: await response.text() }
    }
    expect((await fault(`503@${path}`)).status).toBe(503)
    expect((await fault(`503@${A}/institutions/${BANK}/year/2025`)).status).toBe(200)
    const busy = await fault('429:7')
    expect(busy.status).toBe(429)
    expect(JSON.parse(busy.text)).toMatchObject({ httpStatus: 429 })
    expect((await fault('500', `/v2/public/institutions/${BANK}/year/2024/history`)).status).toBe(
      500,
    )
    expect((await fault('nonsense')).status).toBe(400)
  })
})

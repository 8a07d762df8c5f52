import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './queries'
import {
  bodyToForm,
  createHelpAdminClient,
  helpAdminKey,
  recordsChanged,
  yearRecordsQuery,
  emptyForm,
  formToBody,
  normalizeSearch,
  serverErrorField,
  splitEmailDomains,
  submissionIdOfReceipt,
  validateForm,
  type AdminInstitution,
} from './helpAdmin'

/** The request template of the platform's CI collection (the facts' REAL body) with a note. */
const TEMPLATE: AdminInstitution = {
  activityYear: 2022,
  lei: 'FRONTENDTESTBANK9999',
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
  notes: 'Added for 2022',
}

describe('flat form ⇄ nested body', () => {
  it('round-trips the request template exactly, key for key', () => {
    const body = formToBody(bodyToForm(TEMPLATE))
    expect(body).toEqual(TEMPLATE)
    expect(Object.keys(body).sort()).toEqual(Object.keys(TEMPLATE).sort())
  })

  it('round-trips the hidden fields of a pre-2024 record', () => {
    const full: AdminInstitution = {
      ...TEMPLATE,
      activityYear: 2019,
      institutionType: 5,
      institutionId2017: '0000012345',
      rssd: 451965,
      respondent: { name: 'Bank', state: 'IL', city: 'Springfield' },
      parent: { idRssd: 1039502, name: 'Parent Co' },
      assets: 250000,
      otherLenderCode: 0,
      topHolder: { idRssd: 1039502, name: 'Top Co' },
    }
    expect(formToBody(bodyToForm(full))).toEqual(full)
  })

  it('shows e-mail domains joined with ", " and -1 as empty', () => {
    const form = bodyToForm({ ...TEMPLATE, emailDomains: ['a.test', 'b.test'] })
    expect(form.emailDomains).toBe('a.test, b.test')
    expect(form.rssd).toBe('')
    expect(form.agency).toBe('9')
  })

  it('builds the body of a new form: empty numbers -1, strings "", filed flags false', () => {
    const form = {
      ...emptyForm('2025'),
      lei: ' frontendtestbank9999 ',
      respondentName: ' New Bank ',
      taxId: '53-1111111',
      agency: '3',
      emailDomains: ' newbank.test ,, NewBank.test, branch.test ',
      rssd: 'abc',
    }
    expect(formToBody(form)).toEqual({
      ...TEMPLATE,
      activityYear: 2025,
      lei: 'FRONTENDTESTBANK9999',
      agency: 3,
      emailDomains: ['newbank.test', 'branch.test'],
      respondent: { name: 'New Bank', state: '', city: '' },
      quarterlyFiler: false,
      notes: '',
    })
  })
})

describe('splitEmailDomains', () => {
  it('removes all whitespace, empties and duplicates (case-insensitively, first kept)', () => {
    expect(splitEmailDomains('a.test , b .test,,A.TEST,\n c.test')).toEqual([
      'a.test',
      'b.test',
      'c.test',
    ])
    expect(splitEmailDomains('  ')).toEqual([])
  })

  it('saves each domain normalised: no leading @, lower case (the profile step matches on it)', () => {
    expect(splitEmailDomains('@QA-Bank.test, qa-bank.test, www.QA-bank.test')).toEqual([
      'qa-bank.test',
      'www.qa-bank.test',
    ])
    expect(
      formToBody({ ...bodyToForm(TEMPLATE), emailDomains: '@QA-Bank.test' }).emailDomains,
    ).toEqual(['qa-bank.test'])
  })
})

describe('validateForm', () => {
  const good = () => bodyToForm(TEMPLATE)

  it('accepts the template', () => {
    expect(validateForm(good())).toEqual({})
  })

  it('checks the LEI: required, 20 letters and digits', () => {
    expect(validateForm({ ...good(), lei: '' }).lei).toMatch(/Enter the LEI/)
    expect(validateForm({ ...good(), lei: 'FRONTENDTESTBANK999' }).lei).toMatch(/19 characters/)
    expect(validateForm({ ...good(), lei: 'FRONTENDTESTBANK999-' }).lei).toMatch(/others than/)
    expect(validateForm({ ...good(), lei: 'frontendtestbank9999' }).lei).toBeUndefined()
  })

  it('checks the tax ID as NN-NNNNNNN', () => {
    for (const bad of ['531111111', '53-111111', '53-11111111', '5a-1111111', '53-1111111x'])
      expect(validateForm({ ...good(), taxId: bad }).taxId).toMatch(/NN-NNNNNNN/)
    expect(validateForm({ ...good(), taxId: '' }).taxId).toMatch(/Enter the tax ID/)
  })

  it('accepts only the agency codes 1, 2, 3, 5, 7, 9', () => {
    for (const code of ['1', '2', '3', '5', '7', '9'])
      expect(validateForm({ ...good(), agency: code }).agency).toBeUndefined()
    for (const code of ['', '4', '6', '8', '-1', '10', '1.0'])
      expect(validateForm({ ...good(), agency: code }).agency).toMatch(/1, 2, 3, 5, 7 or 9/)
  })

  it('refuses public e-mail domains, naming them', () => {
    const errors = validateForm({ ...good(), emailDomains: 'bank.test, GMail.com, yahoo.com' })
    expect(errors.emailDomains).toBe(
      "gmail.com, yahoo.com are public e-mail domains: enter the institution's own domain instead.",
    )
    expect(validateForm({ ...good(), emailDomains: 'bank.test' }).emailDomains).toBeUndefined()
  })

  it('accepts a domain typed with @ or capitals, refuses what is not a bare domain, saying why', () => {
    expect(validateForm({ ...good(), emailDomains: '@QA-Bank.test' }).emailDomains).toBeUndefined()
    const errors = validateForm({
      ...good(),
      emailDomains: 'bank.test, www.QA-bank.test, pat@qa-bank.test',
    })
    expect(errors.emailDomains).toMatch(/^www\.qa-bank\.test starts with www\./)
    expect(errors.emailDomains).toMatch(/pat@qa-bank\.test is an e-mail address/)
  })

  it('requires the respondent name, the year, and a note on update only', () => {
    const form = { ...good(), respondentName: ' ', activityYear: '', notes: '' }
    expect(Object.keys(validateForm(form)).sort()).toEqual(['activityYear', 'respondentName'])
    expect(validateForm(form, { update: true }).notes).toMatch(/note/)
  })
})

describe('normalizeSearch', () => {
  it('removes non-alphanumerics, upper-cases and classifies by length', () => {
    expect(normalizeSearch(' frontend test-bank 9999 ')).toEqual({
      kind: 'lei',
      lei: 'FRONTENDTESTBANK9999',
    })
    expect(normalizeSearch('b90y')).toEqual({ kind: 'partial', lei: 'B90Y' })
    expect(normalizeSearch('FRONTENDTESTBANK99999')).toMatchObject({ kind: 'tooLong' })
    expect(normalizeSearch(' - ')).toEqual({ kind: 'empty', lei: '' })
  })
})

describe('serverErrorField', () => {
  it('puts every platform error string on its field', () => {
    expect(serverErrorField(400, 'Incorrect lei format').field).toBe('lei')
    expect(serverErrorField(400, 'Incorrect tax-id format').field).toBe('taxId')
    expect(serverErrorField(400, 'Email domain is a public domain').field).toBe('emailDomains')
    expect(serverErrorField(400, 'Incorrect email domain format: www.qa-bank.test')).toEqual({
      field: 'emailDomains',
      message: expect.stringMatching(
        /refused the e-mail domain www\.qa-bank\.test: it starts with www\./,
      ),
    })
    expect(
      serverErrorField(400, {
        httpStatus: 412,
        message: 'Institution LEI is an LOU: 4469000001AVO26P9X86',
        path: '/institutions',
      }),
    ).toMatchObject({ field: 'lei', message: expect.stringMatching(/Local Operating Unit/) })
    expect(
      serverErrorField(400, {
        httpStatus: 400,
        message: 'Institution FRONTENDTESTBANK9999 already exists',
        path: '/institutions',
      }),
    ).toMatchObject({ field: 'lei', message: expect.stringMatching(/already exists/) })
  })

  it('keeps other refusals on the form, with the status', () => {
    expect(serverErrorField(403, { httpStatus: 403, message: 'x' }).field).toBe('form')
    expect(serverErrorField(500, 'boom').message).toMatch(/\(500: boom\).*kept/)
  })
})

describe('createHelpAdminClient', () => {
  const calls: { url: string; init: RequestInit }[] = []
  const answer = (status: number, body: string) =>
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} })
      return new Response(status === 204 ? null : body, { status })
    })
  const lastCall = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('no call made')
    return call
  }
  const client = (fetch: typeof globalThis.fetch) =>
    createHelpAdminClient({ adminBase: '/v2/admin', getToken: () => 'tok', fetch })

  it('reads a record with the bearer token, null on 404', async () => {
    const ok = client(answer(200, JSON.stringify(TEMPLATE)))
    expect(await ok.institution('FRONTENDTESTBANK9999', 2022)).toEqual(TEMPLATE)
    const last = lastCall()
    expect(last.url).toBe('/v2/admin/institutions/FRONTENDTESTBANK9999/year/2022')
    expect((last.init.headers as Record<string, string>).Authorization).toBe('Bearer tok')
    expect(await client(answer(404, '')).institution('X', 2022)).toBeNull()
    await expect(client(answer(200, '{"lei":1}')).institution('X', 2022)).rejects.toMatchObject({
      kind: 'bad-response',
    })
    await expect(client(answer(500, 'down')).institution('X', 2022)).rejects.toMatchObject({
      kind: 'server',
    })
  })

  it('sends the body on add and maps a refusal to its field', async () => {
    const saved = await client(answer(201, JSON.stringify(TEMPLATE))).add(TEMPLATE)
    expect(saved).toEqual({ ok: true, status: 201, institution: TEMPLATE })
    expect(JSON.parse(String(lastCall().init.body))).toEqual(TEMPLATE)
    expect(lastCall().init.method).toBe('POST')
    const refused = await client(answer(400, '"Incorrect tax-id format"')).update(TEMPLATE)
    expect(refused).toMatchObject({ ok: false, status: 400, error: { field: 'taxId' } })
    expect(lastCall().init.method).toBe('PUT')
    const lou = await client(
      answer(400, '{"httpStatus":412,"message":"Institution LEI is an LOU: X","path":""}'),
    ).add(TEMPLATE)
    expect(lou).toMatchObject({ ok: false, error: { field: 'lei' } })
  })

  it('deletes, false when already gone', async () => {
    expect(await client(answer(202, '{"LEI":"FRONTENDTESTBANK9999"}')).remove(TEMPLATE)).toBe(true)
    expect(lastCall().init.method).toBe('DELETE')
    expect(await client(answer(404, '"FRONTENDTESTBANK9999"')).remove(TEMPLATE)).toBe(false)
  })

  it('reports an unreachable service', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(client(down).add(TEMPLATE)).rejects.toMatchObject({ kind: 'unreachable' })
  })
})

describe('submissionIdOfReceipt', () => {
  it('drops the last -timestamp part of annual and quarterly receipts', () => {
    expect(submissionIdOfReceipt('B90YWS6AFX2LGWOXJ1LD-2024-3-1700000000000')).toBe(
      'B90YWS6AFX2LGWOXJ1LD-2024-3',
    )
    expect(submissionIdOfReceipt('B90YWS6AFX2LGWOXJ1LD-2025-Q1-2-1700000000000')).toBe(
      'B90YWS6AFX2LGWOXJ1LD-2025-Q1-2',
    )
  })
})

describe('help admin queries', () => {
  const LEI = 'FRONTENDTESTBANK9999'
  const admin = (fetch: typeof globalThis.fetch) =>
    createHelpAdminClient({ adminBase: '/v2/admin', getToken: () => 'tok', fetch })

  it('gives each year its line: found, absent, or that year’s failure', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      const year = String(url).slice(-4)
      if (year === '2024') return new Response(JSON.stringify(TEMPLATE))
      return new Response(year === '2023' ? '' : 'down', { status: year === '2023' ? 404 : 500 })
    })
    const client = createQueryClient()
    const lines = await client.fetchQuery(
      yearRecordsQuery(admin(fetch), LEI, ['2024', '2023', '2022']),
    )
    expect(lines.map((l) => [l.year, l.kind])).toEqual([
      ['2024', 'found'],
      ['2023', 'absent'],
      ['2022', 'error'],
    ])
  })

  it('a change makes every query of that LEI stale, except the record saved, set as answered', async () => {
    const client = createQueryClient()
    const keys = {
      saved: [...helpAdminKey(LEI), 'record', '2022'],
      otherYear: [...helpAdminKey(LEI), 'record', '2021'],
      history: [...helpAdminKey(LEI), 'history', '2022'],
      otherLei: [...helpAdminKey('ANOTHERBANK000000001'), 'history', '2022'],
    }
    for (const key of Object.values(keys)) client.setQueryData(key, null)
    await recordsChanged(client, LEI, TEMPLATE)
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(client.getQueryData(keys.saved)).toEqual(TEMPLATE)
    expect([stale(keys.saved), stale(keys.otherYear), stale(keys.history)]).toEqual([
      false,
      true,
      true,
    ])
    expect(stale(keys.otherLei)).toBe(false)
    // A deletion: nothing saved, everything of the LEI stale.
    await recordsChanged(client, LEI)
    expect(stale(keys.saved)).toBe(true)
  })
})

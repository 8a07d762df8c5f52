/**
 * The filing client's parsers against every response shape of the platform's examples (REAL
 * captures from the published docs and DERIVED ones from the source), written here as test data
 * (the shapes and representative values; long texts shortened).
 */
import { describe, expect, it, vi } from 'vitest'
import {
  createFilingClient,
  parseEditDetail,
  parseEditsSummary,
  parseErrorBody,
  parseFilingDetail,
  parseInstitutionDetail,
  parseInstitutionList,
  parseLatestSubmission,
  parseOneInstitution,
  parseParseErrors,
  parsePeriod,
  parseSignState,
  parseSubmission,
  parseSummary,
  parseUserProfile,
  parseVerifyResult,
  periodPath,
} from './filing'
import { ApiError } from './errors'

const LEI = 'B90YWS6AFX2LGWOXJ1LD'
const status = (code: number, message = 'm', description = 'd') => ({ code, message, description })
const institution = {
  activityYear: 2024,
  lei: 'BANKLEIFORTEST123456',
  agency: 9,
  institutionType: -1,
  institutionId2017: '',
  taxId: '01-0123456',
  rssd: -1,
  emailDomains: ['test.com'],
  respondent: { name: 'Test Bank', state: '', city: '' },
  parent: { idRssd: -1, name: '' },
  assets: -1,
  otherLenderCode: -1,
  topHolder: { idRssd: -1, name: '' },
  hmdaFiler: false,
  quarterlyFiler: true,
  quarterlyFilerHasFiledQ1: false,
  quarterlyFilerHasFiledQ2: false,
  quarterlyFilerHasFiledQ3: false,
  notes: 'test',
}
const links = (href: string, self: number, next: number, last: number) => ({
  href: `${href}{rel}`,
  self: `?page=${self}`,
  first: '?page=1',
  prev: `?page=${Math.max(1, self - 1)}`,
  next: `?page=${next}`,
  last: `?page=${last}`,
})
const submission = (
  seq: number,
  code: number,
  period: unknown = { year: 2025, quarter: null },
) => ({
  id: { lei: LEI, period, sequenceNumber: seq },
  status: status(code),
  start: 1740000000000,
  end: 0,
  fileName: '',
  receipt: '',
  signerUsername: null,
})

describe('filing client: parsing the platform examples', () => {
  it('filing-create.docs / filing-get.docs (unpaged) / filing-get-paged.derived', () => {
    const filing = {
      period: '2020',
      lei: LEI,
      status: { code: 2, message: 'in-progress' },
      filingRequired: true,
      start: 1572378187454,
      end: 0,
    }
    const created = parseFilingDetail({ filing, submissions: [] })
    expect(created).toEqual({ filing, submissions: [], paging: null })
    const paged = parseFilingDetail({
      filing: { ...filing, period: '2025', status: { code: 3, message: 'completed' } },
      submissions: [
        {
          ...submission(2, 15),
          end: 1740000600000,
          receipt: `${LEI}-2025-2-1740000600000`,
          signerUsername: 'user@bank.com',
        },
        submission(1, 9),
      ],
      count: 2,
      total: 2,
      _links: links(`/institutions/${LEI}/filings/2025`, 1, 1, 1),
    })
    expect(paged.paging).toEqual({ count: 2, total: 2, page: 1, last: 1 })
    expect(paged.submissions[0]).toMatchObject({
      sequenceNumber: 2,
      signerUsername: 'user@bank.com',
    })
  })

  it('submission-create.docs (period as "2020", no signerUsername) and upload.docs', () => {
    const s = parseSubmission({ ...submission(10, 1, '2020'), signerUsername: undefined })
    expect(s).toMatchObject({
      period: { year: 2020, quarter: null },
      sequenceNumber: 10,
      signerUsername: null,
    })
    expect(parseSubmission(submission(10, 3, '2020')).status.code).toBe(3)
  })

  it('submission-latest.docs / .derived / -quarterly.docs (year as a string)', () => {
    const flags = {
      qualityVerified: false,
      macroVerified: false,
      qualityExists: true,
      macroExists: true,
    }
    expect(parseLatestSubmission({ ...submission(10, 13, '2020'), ...flags })).toMatchObject({
      period: { year: 2020, quarter: null },
      macroExists: true,
    })
    expect(
      parseLatestSubmission({ ...submission(3, 11), ...flags, macroExists: false }).status.code,
    ).toBe(11)
    const quarterly = parseLatestSubmission({
      ...submission(10, 13, { year: '2020', quarter: 'Q1' }),
      ...flags,
    })
    expect(quarterly.period).toEqual({ year: 2020, quarter: 'Q1' })
    expect(() => parseLatestSubmission(submission(1, 1))).toThrow(/qualityVerified/)
  })

  it('filing-institution-detail.derived, public-institutions-by-domain.docs, public-institution-by-lei (both forms)', () => {
    const detail = parseInstitutionDetail({
      institution,
      filings: [
        {
          period: '2024',
          lei: institution.lei,
          status: { code: 2, message: 'in-progress' },
          filingRequired: true,
          start: 1,
          end: 0,
        },
        {
          period: '2024-Q1',
          lei: institution.lei,
          status: { code: 2, message: 'in-progress' },
          filingRequired: true,
          start: 2,
          end: 0,
        },
      ],
    })
    expect(detail.institution).toMatchObject({
      lei: 'BANKLEIFORTEST123456',
      name: 'Test Bank',
      quarterlyFiler: true,
    })
    expect(detail.filings.map((f) => f.period)).toEqual(['2024', '2024-Q1'])
    expect(parseInstitutionList({ institutions: [institution] })).toHaveLength(1)
    expect(parseOneInstitution({ institutions: [institution] }).lei).toBe('BANKLEIFORTEST123456')
    expect(parseOneInstitution(institution).lei).toBe('BANKLEIFORTEST123456')
  })

  it('parse-errors-empty.docs (total 0, next/last page 0) and parse-errors.derived', () => {
    const empty = parseParseErrors({
      transmittalSheetErrors: [],
      larErrors: [],
      count: 0,
      total: 0,
      status: status(5),
      _links: links('/x', 1, 0, 0),
    })
    expect(empty.paging).toEqual({ count: 0, total: 0, page: 1, last: 0 })
    const filled = parseParseErrors({
      transmittalSheetErrors: [
        {
          rowNumber: 1,
          estimatedULI: '2025',
          errorMessages: [
            { fieldName: 'Calendar Quarter', inputValue: 'X', validValues: 'Integer' },
          ],
        },
      ],
      larErrors: [
        {
          rowNumber: 2,
          estimatedULI: 'FRONTENDTESTBANK9999XXXXXXXXXXXXXXXXXXXXXX1',
          errorMessages: [
            { fieldName: 'Loan Type', inputValue: 'A', validValues: 'Integer: 1, 2, 3, 4' },
            {
              fieldName: 'Action Taken',
              inputValue: '',
              validValues: 'Integer: 1, 2, 3, 4, 5, 6, 7, 8',
            },
          ],
        },
      ],
      count: 3,
      total: 3,
      status: status(5),
      _links: links('/x', 1, 1, 1),
    })
    expect(filled.transmittalSheet[0]?.errors[0]).toEqual({
      fieldName: 'Calendar Quarter',
      inputValue: 'X',
      validValues: 'Integer',
    })
    expect(filled.lar[0]?.errors).toHaveLength(2)
  })

  it('edits-summary.docs (no transmittalSheet, no quotes) and .derived (quoted descriptions)', () => {
    const docs = parseEditsSummary({
      syntactical: { edits: [] },
      validity: { edits: [] },
      quality: { edits: [{ edit: 'Q630', description: 'If Total Units…' }], verified: false },
      macro: { edits: [{ edit: 'Q637', description: 'No more than 15%…' }], verified: false },
      status: { ...status(13), qualityVerified: false, macroVerified: false },
    })
    expect(docs.edits.quality[0]).toEqual({
      edit: 'Q630',
      description: 'If Total Units…',
      transmittalSheet: false,
    })
    expect(docs.edits.macro.map((e) => e.edit)).toEqual(['Q637'])
    const derived = parseEditsSummary({
      syntactical: { edits: [] },
      validity: { edits: [] },
      quality: {
        edits: [
          {
            edit: 'Q631',
            description: '"If Loan Type equals 2, 3 or 4, then…"',
            transmittalSheet: false,
          },
        ],
        verified: true,
      },
      macro: { edits: [], verified: false },
      status: { ...status(13), qualityVerified: true, macroVerified: false },
    })
    expect(derived.edits.quality[0]?.description).toBe('If Loan Type equals 2, 3 or 4, then…')
    expect(derived.qualityVerified).toBe(true)
  })

  it('edit-detail-Q631.docs, -Q613.pl-docs (numeric field name/value), -S303-Q303.derived', () => {
    const q631 = parseEditDetail({
      edit: 'Q631',
      rows: [
        {
          id: `${LEI}HHXWCDPM0ZEHW08FFTXGRXT62`,
          fields: [
            { name: 'Loan Type', value: '3' },
            { name: 'Total Units', value: '16' },
          ],
        },
      ],
      count: 20,
      total: 54,
      _links: links(`/institutions/${LEI}/filings/{{year}}/submissions/24/edits/Q631`, 1, 2, 3),
    })
    expect(q631.paging).toEqual({ count: 20, total: 54, page: 1, last: 3 })
    const q613 = parseEditDetail({
      edit: 'Q613',
      rows: [
        {
          id: 'B90YWS6AFX2LGWOXJ1LDFXNYXTW0X1EMV6356JR1UAJ66',
          fields: [{ name: 'name', value: 1 }],
        },
      ],
      count: 1,
      total: 1,
      _links: links('/x', 1, 1, 1),
    })
    expect(q613.rows[0]?.fields[0]).toEqual({ name: 'name', value: '1' })
    const s303 = parseEditDetail({
      edit: 'S303',
      rows: [
        {
          id: 'FRONTENDTESTBANK9999',
          fields: [{ name: 'Federal Agency', value: 'Provided: 9, Expected: 9' }],
        },
      ],
      count: 1,
      total: 1,
      _links: links('/x', 1, 1, 1),
    })
    expect(s303.rows[0]?.id).toBe('FRONTENDTESTBANK9999')
  })

  it('verify-quality.docs / verify-macro.docs, sign-post.docs / sign-get.docs, summary.docs, user-update.docs', () => {
    expect(parseVerifyResult({ verified: true, status: status(13) })).toEqual({
      verified: true,
      status: status(13),
    })
    expect(parseVerifyResult({ verified: true, status: status(14) }).status.code).toBe(14)
    const signed = parseSignState({
      email: 'user@bank.com',
      timestamp: 1572375004080,
      receipt: `${LEI}-2020-10-1572375004080`,
      status: status(15),
    })
    expect(signed).toMatchObject({ timestamp: 1572375004080, signerUsername: null })
    const summary = parseSummary({
      submission: {
        ...submission(20, 15, { year: '2020', quarter: null }),
        receipt: 'r',
        signerUsername: 'user@bank.com',
      },
      ts: {
        id: 1,
        institutionName: 'Bank0',
        year: '2020',
        quarter: 4,
        contact: {
          name: 'Mr. Smug Pockets',
          phone: '555-555-5555',
          email: 'user@bank.com',
          address: {
            street: '1234 Hocus Potato Way',
            city: 'Tatertown',
            state: 'UT',
            zipCode: '84096',
          },
        },
        agency: 9,
        totalLines: 5,
        taxId: '01-0123456',
        LEI,
      },
    })
    expect(summary.ts).toMatchObject({
      institutionName: 'Bank0',
      year: 2020,
      totalLines: 5,
      lei: LEI,
    })
    expect(parseUserProfile({ firstName: 'a', lastName: 'b', leis: ['X'] }).leis).toEqual(['X'])
  })

  it('error bodies of error-responses.json, and what is not one', () => {
    expect(
      parseErrorBody({
        httpStatus: 403,
        message: 'Authorization Token could not be verified',
        path: '',
      }),
    ).toEqual({
      httpStatus: 403,
      message: 'Authorization Token could not be verified',
      path: '',
    })
    expect(parseErrorBody('Incorrect lei format')).toBeNull()
    expect(parseErrorBody(null)).toBeNull()
  })

  it('periods', () => {
    expect(parsePeriod('2025')).toEqual({ year: 2025, quarter: null })
    expect(parsePeriod('2025-Q3')).toEqual({ year: 2025, quarter: 'Q3' })
    expect(parsePeriod('2025-Q4')).toBeNull()
    expect(periodPath({ year: 2025, quarter: 'Q1' })).toBe('2025/quarter/Q1')
  })
})

describe('filing client: calls', () => {
  const client = (handler: (url: string, init: RequestInit) => Response) => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(handler(String(input), init ?? {})),
    )
    return {
      fetchMock,
      api: createFilingClient({
        filingBase: '/v2/filing',
        publicBase: '/v2/public',
        getToken: () => 'tok',
        fetch: fetchMock as unknown as typeof fetch,
      }),
    }
  }

  it('sends the bearer token, and a 404 latest submission is null', async () => {
    const { api, fetchMock } = client(() => new Response('', { status: 404 }))
    await expect(api.latest(LEI, { year: 2025, quarter: null })).resolves.toBeNull()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/v2/filing/institutions/${LEI}/filings/2025/submissions/latest`)
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok')
  })

  it('reads the IRS as CSV with the token; an empty body or a 404 means not produced yet', async () => {
    const csv = 'MSA/MD, MSA/MD Name, Total Lars\nTotals,"", 3\n'
    const ready = client(() => new Response(csv, { status: 200 }))
    await expect(ready.api.irs(LEI, 2025)).resolves.toBe(csv)
    const [url, init] = ready.fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/file/reports/irs/year/2025/institution/${LEI}`)
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok')
    expect((init?.headers as Record<string, string>).Accept).toBe('text/csv')
    await expect(
      client(() => new Response('', { status: 200 })).api.irs(LEI, 2025),
    ).resolves.toBeNull()
    await expect(
      client(() => new Response('x', { status: 404 })).api.irs(LEI, 2025),
    ).resolves.toBeNull()
    const failed = await client(() => new Response('', { status: 502 }))
      .api.irs(LEI, 2025)
      .catch((e: unknown) => e)
    expect(failed).toMatchObject({ kind: 'server', status: 502 })
  })

  it('turns a 403 into an ApiError with the platform message', async () => {
    const { api } = client(
      () =>
        new Response(
          JSON.stringify({
            httpStatus: 403,
            message: 'Authorization Token could not be verified',
            path: '',
          }),
          { status: 403 },
        ),
    )
    const error = await api.institution(LEI, 2025).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 403,
      serverMessage: 'Authorization Token could not be verified',
    })
  })

  it('posts verification and signature bodies as JSON', async () => {
    const { api, fetchMock } = client((url) =>
      url.endsWith('/sign')
        ? new Response(
            JSON.stringify({ email: 'e', timestamp: 5, receipt: 'r', status: status(15) }),
          )
        : new Response(JSON.stringify({ verified: true, status: status(14) })),
    )
    await api.verify(LEI, { year: 2025, quarter: null }, 3, 'macro', true)
    await api.sign(LEI, { year: 2025, quarter: null }, 3)
    expect(fetchMock.mock.calls.map(([u, i]) => [u, i?.method, i?.body])).toEqual([
      [
        `/v2/filing/institutions/${LEI}/filings/2025/submissions/3/edits/macro`,
        'POST',
        '{"verified":true}',
      ],
      [`/v2/filing/institutions/${LEI}/filings/2025/submissions/3/sign`, 'POST', '{"signed":true}'],
    ])
  })

  it('gives an empty list for a domain without institutions (404)', async () => {
    const { api } = client(
      () => new Response('{"httpStatus":404,"message":"x","path":""}', { status: 404 }),
    )
    await expect(api.institutionsForDomain('gmail.com')).resolves.toEqual([])
  })
})

describe('filing client: upload', () => {
  /** A stand-in XMLHttpRequest answering `status` with `headers` once the form is sent. */
  function fakeXhr(status: number, body: string, headers: Record<string, string>) {
    return class FakeXhr {
      static sent: { url: string; headers: Record<string, string>; body: unknown }[] = []
      status = 0
      responseText = ''
      url = ''
      requestHeaders: Record<string, string> = {}
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      onabort: (() => void) | null = null
      open(_method: string, url: string) {
        this.url = url
      }
      setRequestHeader(name: string, value: string) {
        this.requestHeaders[name] = value
      }
      abort() {}
      getResponseHeader(name: string) {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())
        return key === undefined ? null : (headers[key] ?? null)
      }
      send(form: unknown) {
        FakeXhr.sent.push({ url: this.url, headers: this.requestHeaders, body: form })
        this.status = status
        this.responseText = body
        queueMicrotask(() => this.onload?.())
      }
    }
  }
  const api = () =>
    createFilingClient({
      filingBase: '/v2/filing',
      publicBase: '/v2/public',
      getToken: () => 't',
    })

  it('sends the file with the token to the submission and reads the answer', async () => {
    const Xhr = fakeXhr(202, JSON.stringify(submission(2, 3)), {})
    vi.stubGlobal('XMLHttpRequest', Xhr)
    try {
      const uploaded = await api().upload(
        LEI,
        { year: 2025, quarter: null },
        2,
        new Blob(['x']),
        'f.txt',
      )
      expect(uploaded).toMatchObject({ lei: LEI, sequenceNumber: 2, status: { code: 3 } })
      const [sent] = Xhr.sent
      expect(sent?.url).toBe(`/v2/filing/institutions/${LEI}/filings/2025/submissions/2`)
      expect(sent?.headers).toEqual({ Authorization: 'Bearer t', Accept: 'application/json' })
      expect((sent?.body as FormData).get('file')).toMatchObject({ name: 'f.txt' })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a 429 on the upload is busy with the Retry-After wait', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(429, '', { 'Retry-After': '20' }))
    try {
      const failure = await api()
        .upload(LEI, { year: 2025, quarter: null }, 2, new Blob(['x']), 'f.txt')
        .catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(ApiError)
      expect(failure).toMatchObject({ kind: 'busy', status: 429, retryAfterSeconds: 20 })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

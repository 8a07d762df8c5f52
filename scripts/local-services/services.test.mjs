// @vitest-environment node
// The local services over real HTTP, as the site and the e2e tests reach them.
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from '../lib/static-server.mjs'
import { describeApiError } from '../../src/lib/api/errors.ts'
import { getJson } from '../../src/lib/api/client.ts'
import { fetchFilers, fetchInstitutionMsaMds } from '../../src/lib/api/reporting.ts'
import { isValidLei } from './lei.mjs'
import { createLocalServices } from './index.mjs'
import { crc32 } from './zip.mjs'
import { streamChunks } from './stream.mjs'
import { MLAR_HEADER } from './lar.mjs'
import { APOR_SAMPLE_HEADER, formatRate, sampleAporThousandths } from './apor.mjs'
import { parseAporTable } from '../../src/hmda/apor.ts'
import {
  fetchRateSpread,
  RateSpreadApiError,
} from '../../src/features/tools/rate-spread/rateSpreadApi.ts'
import { aporTableUrls, fetchAporTables } from '../../src/features/tools/rate-spread/aporSource.ts'
import {
  emptySite,
  listenOnFreePort,
  must,
  runDownloadBurst,
  startSampleServer,
} from './test-server.mjs'

/** @typedef {import('./test-server.mjs').SampleServer} SampleServer */

/** An empty site folder for the proxy-mode servers. */
const dist = emptySite()

/** @type {SampleServer} */
let server
let base = ''

beforeAll(async () => {
  // Its start-up time is measured by `npm run bench -- --suites services` (budget: 5 s).
  server = await startSampleServer({ now: new Date('2026-11-24T12:00:00Z') })
  base = server.url
})
afterAll(() => server?.close())

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => server.get(path, init)
/**
 * The answer to `path` and its JSON body (any shape: the tests check it).
 * @param {string} path
 * @param {RequestInit} [init]
 * @returns {Promise<{ response: Response, body: any }>}
 */
const getJsonBody = async (path, init) => {
  const response = await get(path, init)
  return { response, body: await response.json() }
}

/** The sample the services answer from (the tests run in sample mode). */
const sample = () => must(server.services.sample, 'the services have no sample')

/**
 * A year of the sample; fails the test for a year the sample does not have.
 * @param {string} year
 */
const sampleYear = (year) => must(sample().years[year], `no sample year ${year}`)

/**
 * A filer of `year` with rows in at least one MSA/MD, and that MSA/MD.
 * @param {string} [year]
 */
function someFiler(year = '2024') {
  const data = sampleYear(year)
  const inst = must(
    data.filers.find((f) => (data.byLei.get(f.lei) ?? []).some((r) => r.msa !== '99999')),
    `no ${year} filer with rows in an MSA/MD`,
  )
  const rows = must(data.byLei.get(inst.lei), `no rows of ${inst.lei}`)
  const msa = must(
    rows.find((r) => r.msa !== '99999'),
    `no MSA/MD row of ${inst.lei}`,
  ).msa
  return { inst, msa, rows, data }
}

/**
 * Entries of a zip (local headers), with a CRC check of each stored body.
 * @param {Buffer} buffer
 */
function readZip(buffer) {
  /** @type {{ name: string, text: string }[]} */
  const entries = []
  let offset = 0
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const crc = buffer.readUInt32LE(offset + 14)
    const size = buffer.readUInt32LE(offset + 18)
    const nameLength = buffer.readUInt16LE(offset + 26)
    const extra = buffer.readUInt16LE(offset + 28)
    const name = buffer.toString('utf8', offset + 30, offset + 30 + nameLength)
    const start = offset + 30 + nameLength + extra
    const data = buffer.subarray(start, start + size)
    expect(crc32(data)).toBe(crc)
    entries.push({ name, text: data.toString('utf8') })
    offset = start + size
  }
  expect(buffer.readUInt32LE(buffer.length - 22)).toBe(0x06054b50)
  return entries
}

describe('reporting API', () => {
  it('lists the filers of a year, marked as sample data', async () => {
    const { response, body } = await getJsonBody('/v2/reporting/filers/2024')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-hmda-sample-data')).toBe('1')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(body.institutions.length).toBeGreaterThan(200)
    for (const f of body.institutions) {
      expect(Object.keys(f)).toEqual(['lei', 'name', 'period'])
      expect(isValidLei(f.lei)).toBe(true)
      expect(f.period).toBe('2024')
    }
  })

  it('answers unknown years like the real service', async () => {
    const { body } = await getJsonBody('/v2/reporting/filers/2016')
    expect(body).toEqual({ institutions: [{ lei: '', name: '', period: '' }] })
    expect((await get('/v2/reporting/filers/20x4')).status).toBe(404)
    expect((await get('/v2/reporting/other')).status).toBe(404)
  })

  it('lists an institution’s MSA/MDs; an unknown LEI is a 400 with the platform body', async () => {
    const { inst, msa } = someFiler()
    const { response, body } = await getJsonBody(`/v2/reporting/filers/2024/${inst.lei}/msaMds`)
    expect(response.status).toBe(200)
    expect(body.institution).toEqual({ lei: inst.lei, name: inst.name, period: '2024' })
    /** @type {{ id: string, name: string }[]} */
    const msaMds = body.msaMds
    expect(msaMds.map((m) => m.id)).toContain(msa)
    expect(
      must(
        msaMds.find((m) => m.id === msa),
        `no MSA/MD ${msa}`,
      ).name,
    ).toMatch(/^[A-Z][\w .'-]+, [A-Z]{2}(-[A-Z]{2})*$/)

    const bad = await getJsonBody('/v2/reporting/filers/2024/NOTAFILER/msaMds')
    expect(bad.response.status).toBe(400)
    expect(bad.body).toEqual({
      httpStatus: 400,
      message: 'institution with ID: NOTAFILER does not exist',
      path: '/filers/2024/NOTAFILER/msaMds',
    })
    expect((await get(`/v2/reporting/filers/2016/${inst.lei}/msaMds`)).status).toBe(500)
  })

  it('is read by the site’s own typed client', async () => {
    const filers = await fetchFilers(`${base}/v2/reporting`, '2023')
    expect(filers.length).toBe(sampleYear('2023').filers.length)
    const { inst } = someFiler('2023')
    const { institution, msaMds } = await fetchInstitutionMsaMds(
      `${base}/v2/reporting`,
      '2023',
      inst.lei,
    )
    expect(institution.lei).toBe(inst.lei)
    expect(msaMds.map((m) => Number(m.id))).toEqual(
      [...msaMds.map((m) => Number(m.id))].sort((a, b) => a - b),
    )
  })
})

describe('file-serving paths', () => {
  it('serves the modified LAR with and without header, 85 columns', async () => {
    const { inst, rows } = someFiler()
    const plain = await get(`/file/modifiedLar/year/2024/institution/${inst.lei}/txt`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('text/csv; charset=UTF-8')
    const lines = (await plain.text()).trimEnd().split('\n')
    expect(lines).toHaveLength(rows.length)
    for (const line of lines) {
      const cells = line.split('|')
      expect(cells).toHaveLength(85)
      expect(cells[0]).toBe('2024')
      expect(cells[1]).toBe(inst.lei)
    }
    const withHeader = (
      await (await get(`/file/modifiedLar/year/2024/institution/${inst.lei}/txt/header`)).text()
    ).split('\n')
    expect(withHeader[0]).toBe(MLAR_HEADER)
    expect(withHeader[0].split('|')).toHaveLength(85)
    expect(withHeader[1]).toBe(lines[0])
  })

  it('gives an empty file for an unknown institution and a 400 for a year not served', async () => {
    const empty = await get('/file/modifiedLar/year/2024/institution/NOTAFILER/txt')
    expect(empty.status).toBe(200)
    expect(await empty.text()).toBe('')
    const bad = await get('/file/modifiedLar/year/2016/institution/NOTAFILER/txt')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe('2016 is not available for dataset')
  })

  it('serves the IRS CSV with a totals line that adds up', async () => {
    const { inst, rows } = someFiler()
    const response = await get(`/file/reports/irs/year/2024/institution/${inst.lei}`)
    expect(response.status).toBe(200)
    const lines = (await response.text()).trimEnd().split('\n')
    expect(lines[0].split(', ')).toHaveLength(18)
    expect(lines[0]).toMatch(/^MSA\/MD, MSA\/MD Name, Total Lars, Total Amount \(\$000's\), CONV/)
    /** @param {string} line */
    const numbers = (line) =>
      line
        .replace(/"[^"]*"/, '')
        .split(',')
        .slice(2)
        .map(Number)
    const body = lines.slice(1, -1).map(numbers)
    const totals = numbers(lines.at(-1) ?? '')
    expect(totals[0]).toBe(rows.length)
    expect(body.reduce((sum, cells) => sum + cells[0], 0)).toBe(totals[0])
    expect((await get('/file/reports/irs/year/2024/institution/NOTAFILER')).status).toBe(404)
  })
})

describe('file server', () => {
  it('answers HEAD for dataset files with size and date, and GET with a real zip', async () => {
    const path = '/hmda-files/static-data/snapshot/2024/2024_public_ts_pipe.zip'
    const head = await get(path, { method: 'HEAD' })
    expect(head.status).toBe(200)
    const size = Number(head.headers.get('content-length'))
    expect(size).toBeGreaterThan(1000)
    expect(head.headers.get('last-modified')).toBe('Mon, 19 May 2025 04:00:00 GMT')
    const response = await get(path)
    const buffer = Buffer.from(await response.arrayBuffer())
    expect(buffer.length).toBe(size)
    const [entry] = readZip(buffer)
    expect(entry.name).toBe('2024_public_ts_pipe.txt')
    expect(entry.text.split('\n')[0]).toBe(
      'activity_year|calendar_quarter|lei|tax_id|agency_code|respondent_name|respondent_state|respondent_city|respondent_zip_code|lar_count',
    )
  })

  it('has the special cases of the products', async () => {
    /** @param {string} path */
    const status = async (path) => (await get(`/hmda-files${path}`, { method: 'HEAD' })).status
    expect(await status('/static-data/snapshot/2024/2024_public_panel_csv.zip')).toBe(404)
    expect(await status('/static-data/snapshot/2023/2023_public_panel_csv.zip')).toBe(200)
    expect(await status('/static-data/snapshot/2017/2017_public_ts_txt.zip')).toBe(200)
    expect(await status('/static-data/snapshot/2017/2017_public_ts_pipe.zip')).toBe(404)
    expect(await status('/static-data/snapshot/2017/2017_publicstatic_codesheet.pdf')).toBe(200)
    expect(await status('/static-data/one-year/2018/2018_public_ts_one_year_csv.zip')).toBe(404)
    expect(await status('/static-data/one-year/2023/2023_public_panel_one_year_csv.zip')).toBe(404)
    expect(await status('/static-data/three-year/2022/2022_public_ts_three_year_pipe.zip')).toBe(
      200,
    )
    expect(await status('/static-data/three-year/2023/2023_public_ts_three_year_pipe.zip')).toBe(
      404,
    )
    expect(await status('/dynamic-data/2017/dynamic_ts_ultimate_2017.txt')).toBe(200)
    expect(await status('/dynamic-data/2025/2025_ts.zip')).toBe(200)
    expect(
      await status('/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip'),
    ).toBe(200)
    const pdf = await get('/hmda-files/static-data/snapshot/2017/2017_publicstatic_dataformat.pdf')
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true)
  })

  it('serves the combined modified LAR zips, weekly-dated', async () => {
    const response = await get(
      '/hmda-files/modified-lar/combined-mlar/2019/2019_combined_mlar_header.zip',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('last-modified')).toBe('Mon, 23 Nov 2026 04:00:00 GMT')
    const [entry] = readZip(Buffer.from(await response.arrayBuffer()))
    expect(entry.name).toBe('2019_combined_mlar_header.txt')
    const lines = entry.text.trimEnd().split('\n')
    expect(lines[0]).toBe(MLAR_HEADER)
    expect(lines).toHaveLength(sampleYear('2019').rows.length + 1)
    expect(
      (await get('/hmda-files/modified-lar/combined-mlar/2017/2017_combined_mlar.zip')).status,
    ).toBe(404)
  })

  it('serves the 2017 filer and MSA/MD lists', async () => {
    const { body } = await getJsonBody('/hmda-files/static-data/snapshot/2017/2017_filers.json')
    const first = body.institutions[0]
    expect(Object.keys(first)).toEqual(['institutionId', 'name', 'respondentId'])
    const msas = await getJsonBody(
      `/hmda-files/static-data/snapshot/2017/msaMds/${first.institutionId}.json`,
    )
    expect(msas.body.msaMds.length).toBeGreaterThan(0)
    expect((await get('/hmda-files/static-data/snapshot/2017/msaMds/0.json')).status).toBe(404)
  })
})

/**
 * The parts of the published report JSON that the tests read.
 * @typedef {{ count: number, dispositionName: string }} ReportCell
 * @typedef {{ titleForSorting: string, disposition: string, nameForSorting: string,
 *   values: ReportCell[] }} ReportDisposition
 * @typedef {{ dispositions: ReportDisposition[] }} WithDispositions
 */

describe('report JSON', () => {
  /**
   * The sum of every number named `key` anywhere in `node`.
   * @param {unknown} node
   * @param {string} key
   * @returns {number}
   */
  const sumKey = (node, key) =>
    Array.isArray(node)
      ? node.reduce((s, n) => s + sumKey(n, key), 0)
      : node && typeof node === 'object'
        ? Object.entries(node).reduce(
            (s, [k, v]) => s + (k === key && typeof v === 'number' ? v : sumKey(v, key)),
            0,
          )
        : 0

  it('builds every aggregate table in the published shape', async () => {
    const { msa, data } = someFiler()
    const rows = must(data.byMsa.get(msa), `no rows in ${msa}`)
    /** @param {string} id */
    const path = (id) => `/hmda-files/reports/aggregate/2024/${msa}/${id}.json`
    const header = {
      type: 'Aggregate',
      year: '2024',
      reportDate: '06/20/2025 09:15 AM',
      msa: {
        id: msa,
        name: must(data.msaById.get(msa), `no MSA/MD ${msa}`).name,
        state: '',
        stateName: '',
      },
    }

    const t1 = (await getJsonBody(path('1'))).body
    expect(t1).toMatchObject({ table: '1', ...header })
    expect(Object.keys(t1)).toEqual([
      'table',
      'type',
      'description',
      'year',
      'reportDate',
      'msa',
      'tracts',
    ])
    const tract = t1.tracts[0]
    expect(tract.tract).toMatch(
      /^[^/]+ (County|Parish|Borough|Census Area|Municipality|city|Municipio|Island|District)[^/]*\/[^/]+\/\d{6}$/,
    )
    expect(
      tract.dispositions.map((/** @type {ReportDisposition} */ d) => d.titleForSorting),
    ).toEqual([
      'Loans Originated - (A)',
      'Applications Approved but not Accepted - (B)',
      'Applications Denied by Financial Institution - (C)',
      'Applications Withdrawn by Applicant - (D)',
      'File Closed for Incompleteness - (E)',
      'Applications Received - (F)',
    ])
    expect(
      tract.dispositions[0].values.map((/** @type {ReportCell} */ v) => v.dispositionName),
    ).toEqual([
      'FHA, FSA/RHS & VA (A)',
      'Conventional (B)',
      'Refinancings (C)',
      'Home Improvement Loans (D)',
      'Loans on Dwellings For 5 or More Families (E)',
      'Nonoccupant Loans from Columns A, B, C ,& D (F)',
      'Loans On Manufactured Home Dwellings From Columns A, B, C & D (G)',
    ])
    // Applications Received (F) = the sum of A–E, in every tract and column
    for (const t of t1.tracts)
      for (let c = 0; c < 7; c++)
        expect(t.dispositions[5].values[c].count).toBe(
          t.dispositions
            .slice(0, 5)
            .reduce(
              (/** @type {number} */ s, /** @type {ReportDisposition} */ d) =>
                s + d.values[c].count,
              0,
            ),
        )

    const t2 = (await getJsonBody(path('2'))).body
    /** @type {{ values: ReportCell[] }[]} */
    const t2Tracts = t2.tracts
    expect(t2Tracts.every((t) => t.values.length === 7 && !('dispositions' in t))).toBe(true)
    const purchased = rows.filter((r) => r.action === 6)
    expect(sumKey(t2.tracts, 'count')).toBeGreaterThanOrEqual(
      purchased.filter((r) => r.purpose !== 4 && r.purpose !== 5).length,
    )

    const t3 = (await getJsonBody(path('3'))).body
    const counted = rows.filter((r) => r.action <= 6)
    /** @type {WithDispositions[]} */
    const races = t3.races
    expect(races.reduce((s, r) => s + sumKey(r.dispositions, 'count'), 0)).toBe(counted.length)
    expect(t3.races[0]).toHaveProperty('raceForSorting')
    expect(Object.keys(t3.races[0].gender[0])).toEqual([
      'gender',
      'dispositions',
      'genderForSorting',
    ])
    expect(races[0]?.dispositions.map((d) => d.disposition).at(-1)).toBe('Purchased Loans')

    const t4 = (await getJsonBody(path('4'))).body
    /** @type {WithDispositions[]} */
    const ethnicities = t4.ethnicities
    expect(ethnicities.reduce((s, e) => s + sumKey(e.dispositions, 'count'), 0)).toBe(
      counted.length,
    )
    expect(Object.keys(t4.ethnicities[0])).toEqual([
      'ethnicityName',
      'dispositions',
      'gender',
      'ethnicityNameForSorting',
    ])

    const t5 = (await getJsonBody(path('5'))).body
    const income = t5.applicantIncomes[0]
    expect(Object.keys(income)).toEqual([
      'applicantIncome',
      'borrowerCharacteristics',
      'applicantIncomeSorting',
    ])
    expect(income.borrowerCharacteristics.race.characteristic).toBe('Race')
    expect(
      income.borrowerCharacteristics.ethnicity.ethnicities[0].dispositions.map(
        (/** @type {ReportDisposition} */ d) => d.nameForSorting,
      )[0],
    ).toBe('Applications Received - (A)')

    const t9 = (await getJsonBody(path('9'))).body
    expect(t9.characteristic).toBe('Census Tracts by Median Age of Homes')
    expect(
      t9.medianAges.map((/** @type {{ ageForSorting: string }} */ m) => m.ageForSorting),
    ).toEqual(['(A)', '(B)', '(C)', '(D)', '(E)', '(F)', '(G)'])
    expect(t9.medianAges[0].loanCategories).toHaveLength(7)

    const ti = (await getJsonBody(path('i'))).body
    expect(ti.table).toBe('I')
    expect(ti.description).toBe(
      'List of financial institutions whose data make up the 2024 MSA/MD aggregate report',
    )
    const names = new Set(
      rows.map((r) => must(sample().byLei.get(r.lei), `no filer ${r.lei}`).name.toUpperCase()),
    )
    expect(ti.institutions).toEqual([...names].sort())
  })

  it('builds disclosure tables 1 and 2 with the institution, and 404s what is not published', async () => {
    const { inst, msa } = someFiler()
    const { response, body } = await getJsonBody(
      `/hmda-files/reports/disclosure/2024/${inst.lei}/${msa}/1.json`,
    )
    expect(response.status).toBe(200)
    expect(Object.keys(body).slice(0, 3)).toEqual(['lei', 'institutionName', 'table'])
    expect(body).toMatchObject({
      lei: inst.lei,
      institutionName: inst.name.toUpperCase(),
      type: 'Disclosure',
    })
    const aggregate = (await getJsonBody(`/hmda-files/reports/aggregate/2024/${msa}/1.json`)).body
    expect(sumKey(body.tracts, 'count')).toBeLessThanOrEqual(sumKey(aggregate.tracts, 'count'))

    // An institution without purchased loans in an MSA/MD gets an all-zero table 2, every tract listed
    const data = sampleYear('2024')
    const noPurchases = [...data.byLeiMsa.keys()].filter((k) =>
      (data.byLeiMsa.get(k) ?? []).every((r) => r.action !== 6),
    )
    expect(noPurchases.length).toBeGreaterThan(10)
    const [zeroLei, zeroMsa] = noPurchases[0].split('/')
    const zero = (
      await getJsonBody(`/hmda-files/reports/disclosure/2024/${zeroLei}/${zeroMsa}/2.json`)
    ).body
    expect(zero.tracts.length).toBeGreaterThan(0)
    expect(sumKey(zero.tracts, 'count') + sumKey(zero.tracts, 'value')).toBe(0)

    for (const path of [
      `/reports/disclosure/2024/${inst.lei}/${msa}/3.json`,
      `/reports/disclosure/2024/NOTAFILER/${msa}/1.json`,
      `/reports/aggregate/2024/${msa}/7.json`,
      '/reports/aggregate/2024/00000/1.json',
      `/reports/aggregate/2017/${msa}/1.txt`,
      '/reports/national/2017/3-2.txt',
    ]) {
      const r = await get(`/hmda-files${path}`)
      expect(r.status, path).toBe(404)
      expect(r.headers.get('x-hmda-sample-data')).toBe('1')
    }
  })
})

/**
 * A loan the rate spread service prices (locked in the week of Monday 1/8/2024).
 * @type {import('../../src/features/tools/rate-spread/rateSpreadApi.ts').RateSpreadRequest}
 */
const LOAN = {
  actionTakenType: 1,
  loanTerm: 30,
  reverseMortgage: 2,
  amortizationType: 'FixedRate',
  apr: 7.125,
  lockInDate: '2024-01-10',
}

describe('rate spread: APOR tables and service', () => {
  // Monday 1/8/2024 is week 365 of the sample tables (from Monday 1/2/2017).
  const WEEK = (Date.UTC(2024, 0, 8) - Date.UTC(2017, 0, 2)) / (7 * 86_400_000)
  /**
   * APR 7.125 minus the sample APOR, in thousandths, as text with three decimals.
   * @param {'fixed' | 'variable'} type
   * @param {number} term
   */
  const expected = (type, term) =>
    ((7125 - sampleAporThousandths(type, WEEK, term)) / 1000).toFixed(3)
  /** @param {string} path @param {unknown} body @param {Record<string, string>} [headers] */
  const post = (path, body, headers = {}) =>
    get(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('serves labelled sample APOR tables the site parses, through its own loader', async () => {
    const urls = aporTableUrls(`${base}/hmda-files`)
    const response = await get(new URL(urls.fixed).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-hmda-sample-data')).toBe('1')
    const text = await response.text()
    expect(text.split('\r\n')[0]).toBe(APOR_SAMPLE_HEADER)
    expect(text.split('\r\n')[1].startsWith('1/2/2017|')).toBe(true)
    const table = parseAporTable(text)
    expect(table.weeks.length).toBeGreaterThan(500)
    const tables = await fetchAporTables(`${base}/hmda-files`)
    expect(tables.variable.weeks.length).toBe(table.weeks.length)
    const line = must(
      text.split('\r\n').find((l) => l.startsWith('1/8/2024|')),
      'no week of 1/8/2024',
    )
    expect(line.split('|')[30]).toBe(formatRate(sampleAporThousandths('fixed', WEEK, 30)))
  })

  it('answers the JSON service with the site’s calculator, read by the site’s client', async () => {
    const answer = await fetchRateSpread(`${base}/v2/public`, LOAN)
    expect(answer).toEqual({ kind: 'spread', value: expected('fixed', 30) })
    const variable = await fetchRateSpread(`${base}/v2/public`, {
      ...LOAN,
      amortizationType: 'VariableRate',
      loanTerm: 5,
    })
    expect(variable).toEqual({ kind: 'spread', value: expected('variable', 5) })
    expect(await fetchRateSpread(`${base}/v2/public`, { ...LOAN, actionTakenType: 3 })).toEqual({
      kind: 'na',
    })
    const response = await post('/v2/public/rateSpread', LOAN)
    expect(response.headers.get('x-hmda-sample-data')).toBe('1')
  })

  it('refuses bad loans and bodies with the platform’s error shape', async () => {
    const bad = await post('/v2/public/rateSpread', { ...LOAN, loanTerm: 51 })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      httpStatus: 400,
      message: 'Loan term must be from 1 to 50 years.',
      path: '/public/rateSpread',
    })
    const notJson = await post('/v2/public/rateSpread', '{"apr":')
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).message).toMatch(/malformed/)
    const missing = await post('/v2/public/rateSpread', { ...LOAN, apr: undefined })
    expect((await missing.json()).message).toBe(
      'The request content was malformed: missing required field apr.',
    )
    const error = await fetchRateSpread(`${base}/v2/public`, { ...LOAN, lockInDate: '2016-12-30' })
      .then(() => null)
      .catch((e) => e)
    expect(error).toBeInstanceOf(RateSpreadApiError)
    expect(error.status).toBe(400)
    const getIt = await get('/v2/public/rateSpread')
    expect(getIt.status).toBe(405)
    expect(getIt.headers.get('allow')).toBe('POST')
  })

  it('calculates a CSV file sent as a multipart upload or a raw body', async () => {
    const csv =
      '1,30,FixedRate,7.125,2024-01-10,2\r\n3,30,FixedRate,7.125,2024-01-10,2\r\n1,51,x,1,2024-01-10,2\r\n'
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'loans.csv')
    const response = await get('/v2/public/rateSpread/csv', { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe(
      'action_taken_type,loan_term,amortization_type,apr,lock_in_date,reverse_mortgage,rate_spread',
    )
    expect(lines[1]).toBe(`1,30,FixedRate,7.125,2024-01-10,2,${expected('fixed', 30)}`)
    expect(lines[2]).toBe('3,30,FixedRate,7.125,2024-01-10,2,NA')
    expect(lines[3]).toMatch(/^1,51,x,1,2024-01-10,2,"?Error: /)
    const raw = await post('/v2/public/rateSpread/csv', csv, { 'Content-Type': 'text/csv' })
    expect((await raw.text()).split('\r\n')[1]).toBe(lines[1])
    const empty = await get('/v2/public/rateSpread/csv', { method: 'POST', body: new FormData() })
    expect(empty.status).toBe(400)
    expect((await empty.json()).path).toBe('/public/rateSpread/csv')
  })

  it('lets faults reach the service and the tables', async () => {
    /** @param {string} value */
    const fault = (value) => ({ 'X-HMDA-Fault': value })
    const busy = await post('/v2/public/rateSpread', LOAN, fault('429:7@/v2/public/rateSpread'))
    expect(busy.status).toBe(429)
    expect(busy.headers.get('retry-after')).toBe('7')
    const down = await get('/hmda-files/apor/YieldTableFixed.txt', { headers: fault('500') })
    expect(down.status).toBe(500)
    await expect(
      post('/v2/public/rateSpread/csv', 'x', fault('reset@/v2/public/rateSpread')),
    ).rejects.toThrow()
  })
})

describe('a burst of large downloads', () => {
  // How long those answers take during the burst is measured by `npm run bench -- --suites
  // services` (budget: 1 s), not here.
  it('answers the site and the JSON APIs while it streams, and finishes every download', async () => {
    // The years the burst uses are built first: this measures the downloads, not the sample.
    for (const year of ['2022', '2023', '2024', '2025']) void sampleYear(year)
    const { inst } = someFiler('2024')
    const { answers, downloads, finishedDuring } = await runDownloadBurst(server, inst.lei)
    console.log('during a burst of 10 downloads:', JSON.stringify(answers))
    expect(finishedDuring).toBeLessThan(downloads.length) // asked while the burst ran
    for (const answer of answers) expect(answer.status).toBe(200)
    for (const download of downloads) {
      expect(download.status).toBe(200)
      expect(download.bytes).toBeGreaterThan(1000)
    }
  }, 120_000)

  it('stops producing a download when the client goes away, and waits for a slow reader', async () => {
    let produced = 0
    let finished = false
    /** @type {(completed: boolean) => void} */
    let done = () => {}
    /** @type {Promise<boolean>} */
    const outcome = new Promise((resolve) => (done = resolve))
    const server2 = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' })
      function* endless() {
        try {
          for (;;) {
            produced++
            yield `${'x'.repeat(64 * 1024)}\n`
          }
        } finally {
          finished = true
        }
      }
      void streamChunks(res, endless()).then(done)
    })
    const { url } = await listenOnFreePort(server2)
    try {
      const controller = new AbortController()
      const response = await fetch(`${url}/`, { signal: controller.signal })
      await must(response.body, 'no body').getReader().read()
      // A reader that reads no more: the producer stops when the socket's buffers are full.
      await new Promise((resolve) => setTimeout(resolve, 400))
      const whilePaused = produced
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(produced).toBe(whilePaused)
      controller.abort()
      expect(await outcome).toBe(false) // not completed
      expect(finished).toBe(true) // the generator was closed, not left half-way
      expect(produced).toBeLessThan(1000)
    } finally {
      server2.closeAllConnections()
      await new Promise((resolve) => server2.close(resolve))
    }
  })
})

describe('fault injection', () => {
  it('answers 429 with Retry-After, which the client words', async () => {
    const error = await getJson(`${base}/v2/reporting/filers/2024`, (x) => x, {
      fetch: (url, init) =>
        fetch(url, { ...init, headers: { 'X-HMDA-Fault': '429:12@/v2/reporting' } }),
    }).catch((e) => e)
    expect(error).toMatchObject({ kind: 'busy', retryAfterSeconds: 12 })
    expect(describeApiError(error, 'the list of institutions').message).toBe(
      'The service is busy. Try again in 12 seconds.',
    )
  })

  it('honours the cookie, its path prefix and every fault', async () => {
    /** @param {string} value */
    const cookie = (value) => ({
      headers: { Cookie: `other=1; hmda-fault=${encodeURIComponent(value)}` },
    })
    expect((await get('/v2/reporting/filers/2024', cookie('500'))).status).toBe(500)
    expect((await get('/v2/reporting/filers/2024', cookie('503@/hmda-files'))).status).toBe(200)
    expect(
      (await get('/hmda-files/reports/aggregate/2024/00000/1.json', cookie('503@/hmda-files')))
        .status,
    ).toBe(503)
    expect((await get('/', cookie('500'))).status).toBe(200) // the site itself is never affected
    const malformed = await get('/v2/reporting/filers/2024', cookie('malformed'))
    expect(malformed.status).toBe(200)
    await expect(malformed.json()).rejects.toThrow()
    const started = performance.now()
    expect((await get('/v2/reporting/filers/2024', cookie('delay:300'))).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    await expect(get('/v2/reporting/filers/2024', cookie('reset'))).rejects.toThrow()
    const hang = await getJson(`${base}/v2/reporting/filers/2024`, (x) => x, {
      timeoutMs: 300,
      fetch: (url, init) => fetch(url, { ...init, ...cookie('hang') }),
    }).catch((e) => e)
    expect(hang).toMatchObject({ kind: 'timeout' })
    const invalid = await get('/v2/reporting/filers/2024', cookie('418'))
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toBe('Bad hmda-fault value: unknown fault "418"')
  })
})

describe('proxy mode', () => {
  it('forwards service paths to the real origins, unmarked and without faults', async () => {
    /** @type {string[]} */
    const seen = []
    const upstream = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`)
      res.writeHead(req.url?.includes('missing') ? 404 : 200, {
        'Content-Type': 'application/json',
        'Last-Modified': 'Mon, 02 Jun 2025 04:00:00 GMT',
      })
      res.end(req.method === 'HEAD' ? undefined : '{"institutions":[]}')
    })
    const { url: origin } = await listenOnFreePort(upstream)
    const proxied = createLocalServices({ apiOrigin: origin, filesOrigin: `${origin}/files/` })
    expect(proxied.sample).toBeNull()
    const site = await startStaticServer(dist, { handler: proxied.handle })
    try {
      const r1 = await fetch(`${site.url}/v2/reporting/filers/2024?x=1`, {
        headers: { 'X-HMDA-Fault': '500' },
      })
      expect(r1.status).toBe(200)
      expect(r1.headers.get('x-hmda-sample-data')).toBeNull()
      expect(await r1.json()).toEqual({ institutions: [] })
      const r2 = await fetch(`${site.url}/hmda-files/reports/x.json`, { method: 'HEAD' })
      expect(r2.headers.get('last-modified')).toBe('Mon, 02 Jun 2025 04:00:00 GMT')
      expect((await fetch(`${site.url}/file/missing`)).status).toBe(404)
      expect(seen).toEqual([
        'GET /v2/reporting/filers/2024?x=1',
        'HEAD /files/reports/x.json',
        'GET /file/missing',
      ])
      const down = createLocalServices({ apiOrigin: 'http://127.0.0.1:9', filesOrigin: origin })
      const site2 = await startStaticServer(dist, { handler: down.handle })
      const r3 = await fetch(`${site2.url}/v2/reporting/filers/2024`)
      expect(r3.status).toBe(502)
      await site2.close()
    } finally {
      await site.close()
      await new Promise((resolve) => upstream.close(resolve))
    }
  })

  it('forwards the rate spread service’s POST with its body', async () => {
    let received =
      /** @type {{ method?: string, url?: string, type?: string, body: string } | null} */ (null)
    const upstream = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received = { method: req.method, url: req.url, type: req.headers['content-type'], body }
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end('{"rateSpread":"1.000"}')
      })
    })
    const { url: origin } = await listenOnFreePort(upstream)
    const proxied = createLocalServices({ apiOrigin: origin, filesOrigin: origin })
    const site = await startStaticServer(dist, { handler: proxied.handle })
    try {
      const answer = await fetchRateSpread(`${site.url}/v2/public`, LOAN)
      expect(answer).toEqual({ kind: 'spread', value: '1.000' })
      expect(received).toMatchObject({
        method: 'POST',
        url: '/v2/public/rateSpread',
        type: 'application/json',
      })
      expect(JSON.parse(must(received, 'nothing received').body).lockInDate).toBe('2024-01-10')
    } finally {
      await site.close()
      await new Promise((resolve) => upstream.close(resolve))
    }
  })
})

// Local stand-in for the Data Browser API (/v2/data-browser-api/view/...) over the sample rows:
//
//   /view/aggregations, /view/nationwide/aggregations   counts and loan-amount sums per value
//                                                         combination of 1–2 filter variables
//   /view/csv, /view/nationwide/csv                      the matching rows, streamed, in the API's
//                                                         99-column order
//   /view/filers                                         institutions of a geography with counts
//
// Parameter rules and error bodies follow the API's contract: the configured Data Browser years
// (config/*.json through years.mjs; bare-string 400),
// LEIs of 20 alphanumerics (bare-string 400), geography rules and bad values as JSON 400 with
// `errorType`, unknown counties 404, at most two filter variables. Aggregations and CSV select
// rows with the same per-row values, so a CSV has exactly as many rows as its aggregation count.
import { createHash } from 'node:crypto'
import { chunkedRows, streamChunks } from './stream.mjs'
import { derivedEthnicity, derivedRace, derivedSex, mlarRecord, publicLarText } from './lar.mjs'
import { CONFIGURED } from './years.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('./answers.mjs').Answers} Answers */
/** @typedef {import('./sample.mjs').Sample} Sample */
/** @typedef {import('./sample.mjs').SampleYear} SampleYear */
/** @typedef {import('./sample.mjs').SampleRow} SampleRow */
/** @typedef {import('./lar.mjs').LarRecord} LarRecord */
/**
 * A filter variable: its valid values, the error body's invalid-values key, errorType and message
 * (`literalMessage`: kept as is, not followed by the values), and a row's value (`record` derives
 * the row's LAR record on first call).
 * @typedef {{ values: string[], invalidKey: string, errorType: string, message: string,
 *   literalMessage?: boolean, of: (row: SampleRow, record: () => LarRecord) => string }} Filter
 */
/** @typedef {{ key: string, values: string[], spec: Filter }} QueryFilter */
/**
 * A checked query.
 * @typedef {{ year: string, states: string[] | null, msamds: string[] | null,
 *   counties: string[] | null, leis: string[] | null, filters: QueryFilter[],
 *   nationwide: boolean }} DataBrowserQuery
 */

export const DATA_BROWSER_PREFIX = '/v2/data-browser-api'
export const DATA_BROWSER_YEARS = CONFIGURED.dataBrowser

/** The column order of /view/csv for 2018+ (the API's spelling, hyphens included). */
export const DATA_BROWSER_CSV_HEADER = (
  'activity_year,lei,derived_msa-md,state_code,county_code,census_tract,conforming_loan_limit,' +
  'derived_loan_product_type,derived_dwelling_category,derived_ethnicity,derived_race,derived_sex,' +
  'action_taken,purchaser_type,preapproval,loan_type,loan_purpose,lien_status,reverse_mortgage,' +
  'open-end_line_of_credit,business_or_commercial_purpose,loan_amount,loan_to_value_ratio,' +
  'interest_rate,rate_spread,hoepa_status,total_loan_costs,total_points_and_fees,' +
  'origination_charges,discount_points,lender_credits,loan_term,prepayment_penalty_term,' +
  'intro_rate_period,negative_amortization,interest_only_payment,balloon_payment,' +
  'other_nonamortizing_features,property_value,construction_method,occupancy_type,' +
  'manufactured_home_secured_property_type,manufactured_home_land_property_interest,total_units,' +
  'multifamily_affordable_units,income,debt_to_income_ratio,applicant_credit_score_type,' +
  'co-applicant_credit_score_type,applicant_ethnicity-1,applicant_ethnicity-2,' +
  'applicant_ethnicity-3,applicant_ethnicity-4,applicant_ethnicity-5,co-applicant_ethnicity-1,' +
  'co-applicant_ethnicity-2,co-applicant_ethnicity-3,co-applicant_ethnicity-4,' +
  'co-applicant_ethnicity-5,applicant_ethnicity_observed,co-applicant_ethnicity_observed,' +
  'applicant_race-1,applicant_race-2,applicant_race-3,applicant_race-4,applicant_race-5,' +
  'co-applicant_race-1,co-applicant_race-2,co-applicant_race-3,co-applicant_race-4,' +
  'co-applicant_race-5,applicant_race_observed,co-applicant_race_observed,applicant_sex,' +
  'co-applicant_sex,applicant_sex_observed,co-applicant_sex_observed,applicant_age,' +
  'co-applicant_age,applicant_age_above_62,co-applicant_age_above_62,' +
  'submission_of_application,initially_payable_to_institution,aus-1,aus-2,aus-3,aus-4,aus-5,' +
  'denial_reason-1,denial_reason-2,denial_reason-3,denial_reason-4,tract_population,' +
  'tract_minority_population_percent,ffiec_msa_md_median_family_income,' +
  'tract_to_msa_income_percentage,tract_owner_occupied_units,tract_one_to_four_family_homes,' +
  'tract_median_age_of_housing_units'
).split(',')

const API_STATES = (
  'AL,AK,AZ,AR,CA,CO,CT,DE,DC,FL,GA,HI,ID,IL,IN,IA,KS,KY,LA,ME,MD,MA,MI,MN,MS,MO,MT,NE,NV,NH,' +
  'NJ,NM,NY,NC,ND,OH,OK,OR,PA,RI,SC,SD,TN,TX,UT,VT,VA,WA,WV,WI,WY,AS,GU,MP,PR,VI,UM,FM,MH,PW'
).split(',')

/** @type {Record<number, string>} */
const LOAN_TYPE_NAMES = { 1: 'Conventional', 2: 'FHA', 3: 'VA', 4: 'FSA/RHS' }

/** @param {number} units */
function unitsBin(units) {
  if (units <= 4) return String(units)
  if (units <= 24) return '5-24'
  if (units <= 49) return '25-49'
  if (units <= 99) return '50-99'
  if (units <= 149) return '100-149'
  return '>149'
}

/**
 * The filter variables: API key, valid values (in the API's listing order), the invalid-values
 * key of the error body, its errorType and message, and the row's value.
 */
/** @type {Record<string, Filter>} */
export const FILTERS = {
  actions_taken: {
    values: ['1', '2', '3', '4', '5', '6', '7', '8'],
    invalidKey: 'invalidActions',
    errorType: 'invalid-action-taken-type',
    message: 'valid actions are 1, 2, 3, 4, 5, 6, 7, 8',
    of: (row) => String(row.action),
  },
  races: {
    values: [
      'Asian',
      'Native Hawaiian or Other Pacific Islander',
      'Free Form Text Only',
      'Race Not Available',
      'American Indian or Alaska Native',
      'Black or African American',
      '2 or more minority races',
      'White',
      'Joint',
    ],
    invalidKey: 'invalidRaces',
    errorType: 'invalid-races',
    message: 'valid races are',
    of: (row) => derivedRace(row),
  },
  sexes: {
    values: ['Female', 'Male', 'Joint', 'Sex Not Available'],
    invalidKey: 'invalidSexes',
    errorType: 'invalid-sexes',
    message: 'valid sexes are',
    of: (row) => derivedSex(row),
  },
  loan_types: {
    values: ['1', '2', '3', '4'],
    invalidKey: 'invalidLoanTypes',
    errorType: 'invalid-loan-types',
    message: 'valid loan types are',
    of: (row) => String(row.loanType),
  },
  loan_purposes: {
    values: ['1', '2', '31', '32', '4', '5'],
    invalidKey: 'invalidLoanPurposes',
    errorType: 'invalid-loan-purposes',
    message: 'valid loan purposes are',
    of: (row) => String(row.purpose),
  },
  lien_statuses: {
    values: ['1', '2'],
    invalidKey: 'invalidLienStatuses',
    errorType: 'invalid-lien-statuses',
    message: 'valid statuses are',
    of: (_row, record) => String(record().lien_status),
  },
  construction_methods: {
    values: ['1', '2'],
    invalidKey: 'invalidConstructionMethods',
    errorType: 'invalid-construction-methods',
    message: 'valid construction methods are',
    of: (row) => String(row.construction),
  },
  dwelling_categories: {
    values: [
      'Single Family (1-4 Units):Site-Built',
      'Multifamily:Site-Built',
      'Single Family (1-4 Units):Manufactured',
      'Multifamily:Manufactured',
    ],
    invalidKey: 'invalidDwellingCategories',
    errorType: 'invalid-dwelling-categories',
    message: 'valid dwelling categories are',
    of: (row) =>
      `${row.units >= 5 ? 'Multifamily' : 'Single Family (1-4 Units)'}:${row.construction === 2 ? 'Manufactured' : 'Site-Built'}`,
  },
  loan_products: {
    values: [
      'Conventional:First Lien',
      'FHA:First Lien',
      'VA:First Lien',
      'FSA/RHS:First Lien',
      'Conventional:Subordinate Lien',
      'FHA:Subordinate Lien',
      'VA:Subordinate Lien',
      'FSA/RHS:Subordinate Lien',
    ],
    invalidKey: 'invalidateLoanProducts',
    errorType: 'invalid-loan-products',
    message: 'valid loan products are',
    of: (row, record) =>
      `${LOAN_TYPE_NAMES[row.loanType]}:${record().lien_status === 1 ? 'First Lien' : 'Subordinate Lien'}`,
  },
  total_units: {
    values: ['1', '2', '3', '4', '5-24', '25-49', '50-99', '100-149', '>149'],
    invalidKey: 'invalidTotalUnits',
    errorType: 'invalid-total-units',
    message: 'valid total units are',
    of: (row) => unitsBin(row.units),
  },
  ageapplicant: {
    values: ['8888', '<25', '25-34', '35-44', '45-54', '55-64', '65-74', '>74'],
    invalidKey: 'invalidAgeApplicant',
    errorType: 'invalid-age-of-applicant',
    message: 'valid age groups are',
    of: (_row, record) => String(record().applicant_age),
  },
  ethnicities: {
    values: [
      'Hispanic or Latino',
      'Not Hispanic or Latino',
      'Joint',
      'Ethnicity Not Available',
      'Free Form Text Only',
    ],
    // The API reuses the age error for bad ethnicities (kept as the API answers).
    invalidKey: 'invalidAgeApplicant',
    errorType: 'invalid-age-of-applicant',
    message: 'valid age groups are 8888, <25, 25-34, 35-44, 45-54, 55-64, 65-74, >74',
    literalMessage: true,
    of: (row) => derivedEthnicity(row),
  },
}
for (const f of Object.values(FILTERS))
  if (!f.literalMessage && !/\d, \d/.test(f.message))
    f.message = `${f.message} ${f.values.join(', ')}`

class Rejection {
  /** @param {number} status @param {unknown} body */
  constructor(status, body) {
    this.status = status
    this.body = body
  }
}
/** @param {number} status @param {unknown} body @returns {never} */
const reject = (status, body) => {
  throw new Rejection(status, body)
}
const geographyError = {
  errorType: 'provide-only-msamds-or-states-or-counties-or-leis',
  message: 'Provide only states or msamds or counties or leis but not all',
}

/** @param {URLSearchParams} params @param {string} name @returns {string[] | null} */
const list = (params, name) =>
  params.has(name)
    ? String(params.get(name))
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null

/**
 * Reads and checks a query the way the API does. `kind`: 'aggregations' | 'csv' | 'filers';
 * `nationwide` for the nationwide routes. Throws a Rejection (status + body) when the API would.
 * @param {URLSearchParams} params
 * @param {{ kind: 'aggregations' | 'csv' | 'filers', nationwide?: boolean,
 *   countyKnown?: (code: string, year: string) => boolean }} options
 * @returns {DataBrowserQuery}
 */
export function parseQuery(params, { kind, nationwide = false, countyKnown = () => true }) {
  const years = list(params, 'years')
  if (!years?.length) return reject(400, 'must provide years value parameter')
  const bad = years.filter((y) => !DATA_BROWSER_YEARS.includes(y))
  if (bad.length)
    reject(
      400,
      `must provide years in the range of 2018-2023, you have provided (${bad.join(',')})`,
    )
  const year = String(years[0])
  const leis = kind === 'filers' ? null : list(params, 'leis')
  const badLei = leis?.find((l) => !/^[A-Za-z0-9]{20}$/.test(l))
  if (badLei !== undefined)
    reject(400, `A Valid LEI should be 20 characters and Alphanumeric (${badLei})`)
  const states = list(params, 'states')
  const msamds = list(params, 'msamds')
  const counties = list(params, 'counties')
  if (!nationwide) {
    const given = [states, msamds, counties, leis].filter((g) => g?.length).length
    if (kind === 'filers' ? given === 3 : given === 0 || given === 4) reject(400, geographyError)
  }
  if (states) {
    const invalid = states.filter((s) => !API_STATES.includes(s.toUpperCase()))
    if (invalid.length)
      reject(400, {
        invalidStates: invalid,
        errorType: 'invalid-states',
        message: `valid states are ${API_STATES.join(', ')}`,
      })
  }
  const badMsa = msamds?.find((m) => !/^-?\d+$/.test(m))
  if (badMsa !== undefined)
    reject(
      400,
      `The query parameter 'msamds' was malformed:\n'${badMsa}' is not a valid 32-bit signed integer value`,
    )
  if (counties?.some((c) => !countyKnown(c, year))) reject(404, null)
  /** @type {QueryFilter[]} */
  const filters = []
  if (kind !== 'filers') {
    for (const [key, f] of Object.entries(FILTERS)) {
      const values = list(params, key)
      if (values === null) continue
      filters.push({ key, values, spec: f })
    }
    if (filters.length > 2)
      reject(400, {
        errorType: 'provide-two-or-less-filter-criteria',
        message:
          'Provide two or less filter criterias to perform aggregations (eg. actions_taken, races, genders, etc.)',
      })
    if (kind === 'aggregations' && filters.length === 0)
      reject(400, {
        errorType: 'provide-atleast-one-filter-criteria',
        message:
          'Provide at least 1 filter criteria to perform aggregations (eg. actions_taken, races, genders, etc.)',
      })
    for (const filter of filters) {
      const lower = new Map(filter.spec.values.map((v) => [v.toLowerCase(), v]))
      const invalid = filter.values.filter((v) => !lower.has(v.toLowerCase()))
      if (invalid.length || filter.values.length === 0)
        reject(400, {
          [filter.spec.invalidKey]: invalid,
          errorType: filter.spec.errorType,
          message: filter.spec.message,
        })
      filter.values = filter.values.map((v) => lower.get(v.toLowerCase()) ?? v)
    }
  }
  return {
    year,
    states: states?.map((s) => s.toUpperCase()) ?? null,
    msamds: msamds?.map((m) => String(Number(m)).padStart(5, '0')) ?? null,
    counties,
    leis: leis?.map((l) => l.toUpperCase()) ?? null,
    filters,
    nationwide,
  }
}

/**
 * The download name the API gives: geography/LEI then filters; nationwide: filters then year.
 * @param {DataBrowserQuery} query
 */
export function csvFileName(query) {
  /** @type {string[]} */
  const parts = []
  /** @param {string} name @param {string[] | null} values */
  const add = (name, values) => values?.length && parts.push(`${name}_${values.join('-')}`)
  const filters = () => query.filters.forEach((f) => add(f.key, f.values))
  if (query.nationwide) {
    filters()
    add('lei', query.leis)
    parts.push(`year_${query.year}`)
  } else {
    add('state', query.states)
    add('msamd', query.msamds)
    add('county', query.counties)
    add('lei', query.leis)
    filters()
  }
  let name = parts.join('_').replace(/[^A-Za-z0-9_\-.]/g, '')
  if (name.length > 100)
    name = `${name.slice(0, 100)}${createHash('md5').update(name).digest('hex')}`
  return `${name}.csv`
}

/**
 * @param {Sample} sample
 * @param {Pick<Answers, 'json' | 'text' | 'notFound'>} answers
 */
export function createDataBrowser(sample, { json, text, notFound }) {
  // Filter values per row, computed once (the LAR record is derived only when a filter needs it).
  /** @type {WeakMap<SampleRow, Record<string, string>>} */
  const valueCache = new WeakMap()
  /** @param {SampleRow} row @param {string} key @param {string} year */
  function valueOf(row, key, year) {
    let values = valueCache.get(row)
    if (!values) valueCache.set(row, (values = {}))
    if (!(key in values)) {
      /** @type {LarRecord | undefined} */
      let record
      values[key] = /** @type {Filter} */ (FILTERS[key]).of(
        row,
        () => (record ??= mlarRecord(row, year)),
      )
    }
    return values[key]
  }

  /** @param {SampleYear} data @param {DataBrowserQuery} query */
  function geographyRows(data, query) {
    let rows = data.rows
    // Like the API: state, else MSA/MD, else county.
    if (query.states?.length) {
      const set = new Set(query.states)
      rows = rows.filter((r) => set.has(r.state))
    } else if (query.msamds?.length) {
      const set = new Set(query.msamds)
      rows = rows.filter((r) => set.has(r.msa))
    } else if (query.counties?.length) {
      const set = new Set(query.counties)
      rows = rows.filter((r) => set.has(r.county))
    }
    if (query.leis?.length) {
      const set = new Set(query.leis)
      rows = rows.filter((r) => set.has(r.lei))
    }
    return rows
  }

  /** @param {SampleYear} data @param {DataBrowserQuery} query */
  function matchingRows(data, query) {
    const sets = query.filters.map((f) => ({ key: f.key, set: new Set(f.values) }))
    return geographyRows(data, query).filter((row) =>
      sets.every(({ key, set }) => set.has(valueOf(row, key, data.year))),
    )
  }

  /** @param {string} year */
  const yearData = (year) => /** @type {SampleYear} */ (sample.years[year])
  /** @param {string} code @param {string} year */
  const countyKnown = (code, year) => yearData(year).countyByCode.has(code)

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {URLSearchParams} params
   * @param {boolean} nationwide
   */
  function aggregations(req, res, params, nationwide) {
    const query = parseQuery(params, { kind: 'aggregations', nationwide, countyKnown })
    const data = yearData(query.year)
    const rows = matchingRows(data, query)
    const [first, second] = /** @type {[QueryFilter, QueryFilter | undefined]} */ (query.filters)
    /** @type {Record<string, string>[]} */
    const combos = first.values.flatMap((a) =>
      second
        ? second.values.map((b) => ({ [first.key]: a, [second.key]: b }))
        : [{ [first.key]: a }],
    )
    const totals = new Map(combos.map((c) => [JSON.stringify(c), { count: 0, sum: 0 }]))
    for (const row of rows) {
      const combo = { [first.key]: valueOf(row, first.key, data.year) }
      if (second) combo[second.key] = valueOf(row, second.key, data.year)
      const t = totals.get(JSON.stringify(combo))
      if (!t) continue
      t.count += 1
      t.sum += row.amount
    }
    /** @type {Record<string, string>} */
    const parameters = {}
    if (query.states) parameters.state = query.states.join(',')
    if (query.msamds) parameters.msamd = query.msamds.join(',')
    if (query.counties) parameters.county = query.counties.join(',')
    if (query.leis) parameters.lei = query.leis.join(',')
    for (const f of query.filters) parameters[f.key] = f.values.join(',')
    return json(req, res, 200, {
      parameters,
      aggregations: combos.map((c) => ({ ...totals.get(JSON.stringify(c)), ...c })),
      servedFrom: 'db',
    })
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {URLSearchParams} params
   * @param {boolean} nationwide
   */
  function csv(req, res, params, nationwide) {
    const query = parseQuery(params, { kind: 'csv', nationwide, countyKnown })
    const data = yearData(query.year)
    const rows = matchingRows(data, query)
    res.writeHead(200, {
      'X-HMDA-Sample-Data': '1',
      'Cache-Control': 'no-cache',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Disposition': `attachment; filename=${csvFileName(query)}`,
    })
    if (req.method === 'HEAD') {
      res.end()
      return true
    }
    const byLei = sample.byLei
    // Produced a chunk at a time with a turn of the event loop between chunks (stream.mjs).
    const body = chunkedRows(
      rows,
      (slice) => {
        const text = publicLarText(data, slice, 'csv', byLei)
        return text.slice(text.indexOf('\n') + 1)
      },
      `${DATA_BROWSER_CSV_HEADER.join(',')}\n`,
    )
    void streamChunks(res, body)
    return true
  }

  /** @param {Req} req @param {Res} res @param {URLSearchParams} params */
  function filers(req, res, params) {
    const query = parseQuery(params, { kind: 'filers', countyKnown })
    const data = yearData(query.year)
    /** @type {Map<string, number>} */
    const counts = new Map()
    for (const row of geographyRows(data, query))
      counts.set(row.lei, (counts.get(row.lei) ?? 0) + 1)
    const institutions = data.filers
      .filter((f) => counts.has(f.lei))
      .map((f) => ({
        lei: f.lei,
        name: f.name.toUpperCase(),
        count: counts.get(f.lei),
        period: Number(query.year),
      }))
    return json(req, res, 200, { institutions, servedFrom: 'db' })
  }

  /**
   * Answers `path` (after the prefix) with the query of `url`.
   * @param {Req} req
   * @param {Res} res
   * @param {string} path
   * @param {URL} url
   * @returns {boolean}
   */
  return function handle(req, res, path, url) {
    const params = url.searchParams
    try {
      switch (path.replace(/\/+$/, '')) {
        case '/view/aggregations':
          return aggregations(req, res, params, false)
        case '/view/nationwide/aggregations':
          return aggregations(req, res, params, true)
        case '/view/csv':
          return csv(req, res, params, false)
        case '/view/nationwide/csv':
          return csv(req, res, params, true)
        case '/view/filers':
          return filers(req, res, params)
        default:
          return notFound(req, res)
      }
    } catch (error) {
      if (!(error instanceof Rejection)) throw error
      if (error.status === 404)
        return notFound(req, res, 'The requested resource could not be found.')
      if (typeof error.body === 'string') return text(req, res, error.status, error.body)
      return json(req, res, error.status, error.body)
    }
  }
}

// Text files built from the sample rows: the 85-column modified LAR (pipe-delimited), the public
// loan-level dataset files (LAR, TS, Reporter Panel, MSA/MD description; CSV or pipe), and the
// Institution Register Summary (IRS) CSV. Column lists follow the published field lists.
import { createRandom } from './random.mjs'

export const MLAR_FIELDS = (
  'activity_year|lei|loan_type|loan_purpose|preapproval|construction_method|occupancy_type|' +
  'loan_amount|action_taken|state_code|county_code|census_tract|applicant_ethnicity_1|' +
  'applicant_ethnicity_2|applicant_ethnicity_3|applicant_ethnicity_4|applicant_ethnicity_5|' +
  'co_applicant_ethnicity_1|co_applicant_ethnicity_2|co_applicant_ethnicity_3|' +
  'co_applicant_ethnicity_4|co_applicant_ethnicity_5|applicant_ethnicity_observed|' +
  'co_applicant_ethnicity_observed|applicant_race_1|applicant_race_2|applicant_race_3|' +
  'applicant_race_4|applicant_race_5|co_applicant_race_1|co_applicant_race_2|co_applicant_race_3|' +
  'co_applicant_race_4|co_applicant_race_5|applicant_race_observed|co_applicant_race_observed|' +
  'applicant_sex|co_applicant_sex|applicant_sex_observed|co_applicant_sex_observed|applicant_age|' +
  'applicant_age_above_62|co_applicant_age|co_applicant_age_above_62|income|purchaser_type|' +
  'rate_spread|hoepa_status|lien_status|applicant_credit_scoring_model|' +
  'co_applicant_credit_scoring_model|denial_reason_1|denial_reason_2|denial_reason_3|' +
  'denial_reason_4|total_loan_costs|total_points_and_fees|origination_charges|discount_points|' +
  'lender_credits|interest_rate|prepayment_penalty_term|debt_to_income_ratio|' +
  'combined_loan_to_value_ratio|loan_term|intro_rate_period|balloon_payment|' +
  'interest_only_payment|negative_amortization|other_non_amortizing_features|property_value|' +
  'manufactured_home_secured_property_type|manufactured_home_land_property_interest|total_units|' +
  'multifamily_affordable_units|submission_of_application|initially_payable_to_institution|' +
  'aus_1|aus_2|aus_3|aus_4|aus_5|reverse_mortgage|open_end_line_of_credit|' +
  'business_or_commercial_purpose'
).split('|')

export const MLAR_HEADER = MLAR_FIELDS.join('|')

/** @typedef {import('./sample.mjs').SampleRow} SampleRow */
/** @typedef {import('./sample.mjs').SampleYear} SampleYear */
/** @typedef {Record<string, string | number | null>} LarRecord */

const AGES = ['<25', '25-34', '35-44', '45-54', '55-64', '65-74', '>74']
/** @type {Record<number, number[]>} */
const RACE_DETAIL = { 2: [21, 22, 23, 24, 25, 26, 27], 4: [41, 42, 43, 44] }

/** @param {number} units */
function unitsBin(units) {
  if (units <= 4) return String(units)
  if (units <= 24) return '5-24'
  if (units <= 49) return '25-49'
  if (units <= 99) return '50-99'
  if (units <= 149) return '100-149'
  return '>149'
}

/** @param {number} dti */
function dtiBin(dti) {
  if (dti < 20) return '<20%'
  if (dti < 30) return '20%-<30%'
  if (dti < 36) return '30%-<36%'
  if (dti < 50) return String(dti)
  if (dti <= 60) return '50%-60%'
  return '>60%'
}

/**
 * Every MLAR field of `row` (an object keyed by MLAR_FIELDS), derived from the row's seed.
 * @param {SampleRow} row
 * @param {string} year
 * @returns {LarRecord}
 */
export function mlarRecord(row, year) {
  const r = createRandom(row.seed)
  const originated = row.action === 1
  const approvedOrOriginated = row.action === 1 || row.action === 2 || row.action === 8
  const hasCo = row.coRace !== 8
  const applicantAge = r.pick(AGES)
  const coAge = hasCo ? r.pick(AGES) : '9999'
  /** @param {string} age */
  const above62 = (age) =>
    age === '9999' || age === '8888'
      ? 'NA'
      : ['65-74', '>74'].includes(age)
        ? 'Yes'
        : age === '55-64'
          ? r.pick(['Yes', 'No'])
          : 'No'
  const rate = (5.5 + r.normal() * 0.9 + (Number(year) < 2022 ? -2 : 0.5)).toFixed(3)
  const value = Math.floor(row.amount / (0.55 + r.next() * 0.4) / 10000) * 10000 + 5000
  const ethnicityDetail =
    row.ethnicity === 1 ? String(r.pick([1, 11, 12, 13, 14])) : String(row.ethnicity)
  const race1 =
    RACE_DETAIL[row.race] && r.chance(0.5)
      ? String(r.pick(/** @type {number[]} */ (RACE_DETAIL[row.race])))
      : String(row.race)
  const manufactured = row.construction === 2
  const record = {
    activity_year: year,
    lei: row.lei,
    loan_type: row.loanType,
    loan_purpose: row.purpose,
    preapproval: row.action === 7 || row.action === 8 ? 1 : 2,
    construction_method: row.construction,
    occupancy_type: row.occupancy,
    loan_amount: row.amount,
    action_taken: row.action,
    state_code: row.state,
    county_code: row.county,
    census_tract: row.tract,
    applicant_ethnicity_1: ethnicityDetail,
    co_applicant_ethnicity_1: row.coEthnicity,
    applicant_ethnicity_observed:
      row.ethnicity === 4
        ? 3
        : r.weighted([
            [2, 90],
            [1, 10],
          ]),
    co_applicant_ethnicity_observed: hasCo ? (row.coEthnicity === 4 ? 3 : 2) : 4,
    applicant_race_1: race1,
    applicant_race_2: row.race2 ?? '',
    co_applicant_race_1: row.coRace,
    applicant_race_observed:
      row.race === 7
        ? 3
        : r.weighted([
            [2, 90],
            [1, 10],
          ]),
    co_applicant_race_observed: hasCo ? (row.coRace === 7 ? 3 : 2) : 4,
    applicant_sex: row.sex,
    co_applicant_sex: row.coSex,
    applicant_sex_observed: row.sex === 4 ? 3 : 2,
    co_applicant_sex_observed: hasCo ? (row.coSex === 4 ? 3 : 2) : 4,
    applicant_age: applicantAge,
    applicant_age_above_62: above62(applicantAge),
    co_applicant_age: coAge,
    co_applicant_age_above_62: above62(coAge),
    income: row.income ?? 'NA',
    purchaser_type: originated || row.action === 6 ? r.pick([0, 1, 1, 3, 3, 2, 5, 6, 71]) : 0,
    rate_spread:
      approvedOrOriginated && row.action !== 8 ? (r.normal() * 0.5 + 0.3).toFixed(3) : 'NA',
    hoepa_status: originated ? 2 : 3,
    lien_status: row.purpose === 2 && r.chance(0.5) ? 2 : 1,
    applicant_credit_scoring_model: r.pick([1, 2, 3, 3, 3, 7, 8]),
    co_applicant_credit_scoring_model: hasCo ? r.pick([1, 2, 3, 3, 7]) : 10,
    denial_reason_1: row.action === 3 || row.action === 7 ? r.pick([1, 3, 3, 4, 7, 9]) : 10,
    total_loan_costs: originated ? Math.round(2500 + r.next() * 9000) : 'NA',
    total_points_and_fees: 'NA',
    origination_charges: originated ? Math.round(800 + r.next() * 4000) : 'NA',
    discount_points: originated && r.chance(0.3) ? Math.round(r.next() * 4000) : 'NA',
    lender_credits: originated && r.chance(0.2) ? Math.round(r.next() * 1500) : 'NA',
    interest_rate: approvedOrOriginated ? rate : 'NA',
    prepayment_penalty_term: 'NA',
    debt_to_income_ratio: row.income === null ? 'NA' : dtiBin(r.int(12, 65)),
    combined_loan_to_value_ratio: ((row.amount / value) * 100).toFixed(2),
    loan_term: r.weighted([
      [360, 80],
      [180, 12],
      [240, 4],
      [120, 4],
    ]),
    intro_rate_period: r.chance(0.06) ? r.pick([60, 84, 120]) : 'NA',
    balloon_payment: 2,
    interest_only_payment: 2,
    negative_amortization: 2,
    other_non_amortizing_features: 2,
    property_value: value,
    manufactured_home_secured_property_type: manufactured ? r.pick([1, 2]) : 3,
    manufactured_home_land_property_interest: manufactured ? r.pick([1, 2, 3, 4]) : 5,
    total_units: unitsBin(row.units),
    multifamily_affordable_units: row.units >= 5 ? String(r.int(0, 40)) : 'NA',
    submission_of_application: r.pick([1, 1, 1, 2]),
    initially_payable_to_institution: r.pick([1, 1, 1, 2]),
    aus_1: r.pick([1, 2, 3, 6, 6]),
    reverse_mortgage: 2,
    open_end_line_of_credit: 2,
    business_or_commercial_purpose: 2,
  }
  return record
}

/** @param {SampleRow} row @param {string} year */
export const mlarLine = (row, year) => {
  const record = mlarRecord(row, year)
  return MLAR_FIELDS.map((f) => String(record[f] ?? '')).join('|')
}

/**
 * The modified LAR text of `rows`: one line per row, pipe-delimited, optional header.
 * @param {SampleRow[]} rows
 * @param {string} year
 * @param {boolean} withHeader
 */
export function mlarText(rows, year, withHeader) {
  const lines = rows.map((row) => mlarLine(row, year))
  if (withHeader) lines.unshift(MLAR_HEADER)
  return lines.length ? `${lines.join('\n')}\n` : ''
}

/* ---- derived categories (the public data's derived_* fields; the reports group by them) ---- */

/** @type {Record<number, string>} */
const RACE_NAMES = {
  1: 'American Indian or Alaska Native',
  2: 'Asian',
  3: 'Black or African American',
  4: 'Native Hawaiian or Other Pacific Islander',
  5: 'White',
}

/** @param {SampleRow} row */
export function derivedRace(row) {
  if (row.race === 6 || row.race === 7) return 'Race Not Available'
  if (row.race2 !== null && row.race2 !== undefined && row.race !== 5)
    return '2 or more minority races'
  if (row.coRace >= 1 && row.coRace <= 5 && (row.race === 5) !== (row.coRace === 5)) return 'Joint'
  return RACE_NAMES[row.race]
}

/** @param {SampleRow} row */
export function derivedEthnicity(row) {
  if (row.ethnicity === 3 || row.ethnicity === 4) return 'Ethnicity Not Available'
  if ((row.coEthnicity === 1 || row.coEthnicity === 2) && row.coEthnicity !== row.ethnicity)
    return 'Joint'
  return row.ethnicity === 1 ? 'Hispanic or Latino' : 'Not Hispanic or Latino'
}

/** @param {SampleRow} row */
export function derivedSex(row) {
  if (row.sex === 3 || row.sex === 4) return 'Sex Not Available'
  if ((row.coSex === 1 || row.coSex === 2) && row.coSex !== row.sex) return 'Joint'
  return row.sex === 1 ? 'Male' : 'Female'
}

/* ---- public loan-level dataset files ---- */

const PUBLIC_LAR_FIELDS = (
  'activity_year,lei,derived_msa_md,state_code,county_code,census_tract,conforming_loan_limit,' +
  'derived_loan_product_type,derived_dwelling_category,derived_ethnicity,derived_race,derived_sex,' +
  'action_taken,purchaser_type,preapproval,loan_type,loan_purpose,lien_status,reverse_mortgage,' +
  'open_end_line_of_credit,business_or_commercial_purpose,loan_amount,' +
  'combined_loan_to_value_ratio,interest_rate,rate_spread,hoepa_status,total_loan_costs,' +
  'total_points_and_fees,origination_charges,discount_points,lender_credits,loan_term,' +
  'prepayment_penalty_term,intro_rate_period,negative_amortization,interest_only_payment,' +
  'balloon_payment,other_nonamortizing_features,property_value,construction_method,' +
  'occupancy_type,manufactured_home_secured_property_type,' +
  'manufactured_home_land_property_interest,total_units,multifamily_affordable_units,income,' +
  'debt_to_income_ratio,applicant_credit_score_type,co_applicant_credit_score_type,' +
  'applicant_ethnicity_1,applicant_ethnicity_2,applicant_ethnicity_3,applicant_ethnicity_4,' +
  'applicant_ethnicity_5,co_applicant_ethnicity_1,co_applicant_ethnicity_2,' +
  'co_applicant_ethnicity_3,co_applicant_ethnicity_4,co_applicant_ethnicity_5,' +
  'applicant_ethnicity_observed,co_applicant_ethnicity_observed,applicant_race_1,' +
  'applicant_race_2,applicant_race_3,applicant_race_4,applicant_race_5,co_applicant_race_1,' +
  'co_applicant_race_2,co_applicant_race_3,co_applicant_race_4,co_applicant_race_5,' +
  'applicant_race_observed,co_applicant_race_observed,applicant_sex,co_applicant_sex,' +
  'applicant_sex_observed,co_applicant_sex_observed,applicant_age,co_applicant_age,' +
  'applicant_age_above_62,co_applicant_age_above_62,submission_of_application,' +
  'initially_payable_to_institution,aus_1,aus_2,aus_3,aus_4,aus_5,denial_reason_1,' +
  'denial_reason_2,denial_reason_3,denial_reason_4,tract_population,' +
  'tract_minority_population_percent,ffiec_msa_md_median_family_income,' +
  'tract_to_msa_income_percentage,tract_owner_occupied_units,tract_one_to_four_family_homes,' +
  'tract_median_age_of_housing_units'
).split(',')

const PUBLIC_LAR_2017_FIELDS = (
  'activity_year,respondent_id,agency_code,loan_type,property_type,loan_purpose,occupancy_type,' +
  'loan_amount,preapproval,action_taken,msa_md,state_code,county_code,census_tract,' +
  'applicant_ethnicity_1,co_applicant_ethnicity_1,applicant_race_1,applicant_race_2,' +
  'applicant_race_3,applicant_race_4,applicant_race_5,co_applicant_race_1,co_applicant_race_2,' +
  'co_applicant_race_3,co_applicant_race_4,co_applicant_race_5,applicant_sex,co_applicant_sex,' +
  'income,purchaser_type,denial_reason_1,denial_reason_2,denial_reason_3,rate_spread,' +
  'hoepa_status,lien_status,tract_population,tract_minority_population_percent,' +
  'ffiec_msa_md_median_family_income,tract_to_msa_income_percentage,tract_owner_occupied_units,' +
  'tract_one_to_four_family_housing_units'
).split(',')

/** @type {Record<number, string>} */
const LOAN_TYPE_NAMES = { 1: 'Conventional', 2: 'FHA', 3: 'VA', 4: 'FSA/RHS' }

/**
 * Tract characteristics, a function of the tract alone (the same in every row and report).
 * @param {string} tract
 * @param {typeof createRandom} [createRandomFn]
 */
export function tractFacts(tract, createRandomFn = createRandom) {
  const r = createRandomFn(`tract/${tract}`)
  return {
    population: r.int(1200, 9000),
    minorityPercent: (r.next() * 90 + 5).toFixed(2),
    incomePercent: r.int(40, 210),
    ownerOccupied: r.int(200, 2400),
    oneToFour: r.int(300, 3200),
    medianAgeYears: r.weighted([
      [5, 6],
      [18, 14],
      [30, 18],
      [40, 18],
      [50, 16],
      [62, 22],
      [-1, 6],
    ]),
  }
}

/**
 * @param {string} field
 * @param {SampleRow} row
 * @param {string} year
 * @param {LarRecord} record
 * @param {SampleYear & { institution: import('./sample.mjs').SampleInstitution | undefined }} data
 * @param {ReturnType<typeof tractFacts>} facts the row's tract (made once a row: a seeded
 *   generator each time, which was a third of a file's build when made once a field)
 */
function publicLarValue(field, row, year, record, data, facts) {
  switch (field) {
    case 'derived_msa_md':
    case 'msa_md':
      return row.msa
    case 'state_code':
      return year === '2017' ? (data.stateByAbbr.get(row.state)?.code ?? '') : row.state
    case 'county_code':
      return year === '2017' ? row.county.slice(2) : row.county
    case 'census_tract':
      return year === '2017' ? `${row.tract.slice(5, 9)}.${row.tract.slice(9)}` : row.tract
    case 'conforming_loan_limit':
      return row.amount > 766550 ? 'NC' : 'C'
    case 'derived_loan_product_type':
      return `${LOAN_TYPE_NAMES[row.loanType]}:${record.lien_status === 1 ? 'First Lien' : 'Subordinate Lien'}`
    case 'derived_dwelling_category':
      return `${row.units >= 5 ? 'Multifamily' : 'Single Family (1-4 Units)'}:${row.construction === 2 ? 'Manufactured' : 'Site-Built'}`
    case 'derived_ethnicity':
      return derivedEthnicity(row)
    case 'derived_race':
      return derivedRace(row)
    case 'derived_sex':
      return derivedSex(row)
    case 'other_nonamortizing_features':
      return record.other_non_amortizing_features
    case 'applicant_credit_score_type':
      return record.applicant_credit_scoring_model
    case 'co_applicant_credit_score_type':
      return record.co_applicant_credit_scoring_model
    case 'respondent_id':
      return data.institution?.respondentId ?? ''
    case 'agency_code':
      return data.institution?.agencyCode ?? ''
    case 'property_type':
      return row.units >= 5 ? 3 : row.construction === 2 ? 2 : 1
    case 'tract_population':
      return facts.population
    case 'tract_minority_population_percent':
      return facts.minorityPercent
    case 'ffiec_msa_md_median_family_income':
      return data.medianIncome(row.msa) * 1000
    case 'tract_to_msa_income_percentage':
      return facts.incomePercent
    case 'tract_owner_occupied_units':
      return facts.ownerOccupied
    case 'tract_one_to_four_family_homes':
    case 'tract_one_to_four_family_housing_units':
      return facts.oneToFour
    case 'tract_median_age_of_housing_units':
      return facts.medianAgeYears < 0 ? '' : facts.medianAgeYears
    default:
      return record[field] ?? ''
  }
}

/** @param {unknown} value */
const csvCell = (value) => {
  const text = String(value)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Joins rows of cells as CSV (quoted where needed) or pipe-delimited text.
 * @param {string[]} header
 * @param {unknown[][]} rows
 * @param {string} format
 */
export function delimited(header, rows, format) {
  const sep = format === 'csv' ? ',' : '|'
  const cell =
    format === 'csv' ? csvCell : (/** @type {unknown} */ v) => String(v).replace(/[|\n]/g, ' ')
  return [header, ...rows].map((cells) => cells.map(cell).join(sep)).join('\n') + '\n'
}

/**
 * Public LAR dataset text (2018+ layout, or 2017's) for `rows` of `data` (a sample year).
 * @param {SampleYear} data
 * @param {SampleRow[]} rows
 * @param {string} format
 * @param {Map<string, import('./sample.mjs').SampleInstitution>} byLei
 */
export function publicLarText(data, rows, format, byLei) {
  const year = data.year
  const fields = year === '2017' ? PUBLIC_LAR_2017_FIELDS : PUBLIC_LAR_FIELDS
  const body = rows.map((row) => {
    const record = mlarRecord(row, year)
    const context = { ...data, institution: byLei.get(row.lei) }
    const facts = tractFacts(row.tract)
    return fields.map((f) => publicLarValue(f, row, year, record, context, facts))
  })
  return delimited(fields, body, format)
}

const TS_FIELDS = [
  'activity_year',
  'calendar_quarter',
  'lei',
  'tax_id',
  'agency_code',
  'respondent_name',
  'respondent_state',
  'respondent_city',
  'respondent_zip_code',
  'lar_count',
]
const TS_2017_FIELDS = [
  'activity_year',
  'respondent_id',
  'tax_id',
  'agency_code',
  'respondent_name',
  'respondent_state',
  'respondent_city',
  'respondent_zip_code',
  'lar_count',
]

/** @param {SampleYear} data @param {string} format */
export function publicTsText(data, format) {
  const year = data.year
  const rows = data.filers.map((inst) => {
    /** @type {Record<string, unknown>} */
    const values = {
      activity_year: year,
      calendar_quarter: 4,
      lei: inst.lei,
      respondent_id: inst.respondentId,
      tax_id: inst.taxId,
      agency_code: inst.agencyCode,
      respondent_name: inst.name.toUpperCase(),
      respondent_state: inst.home,
      respondent_city: inst.city.toUpperCase(),
      respondent_zip_code: inst.zip,
      lar_count: data.byLei.get(inst.lei)?.length ?? 0,
    }
    return (year === '2017' ? TS_2017_FIELDS : TS_FIELDS).map((f) => values[f])
  })
  return delimited(year === '2017' ? TS_2017_FIELDS : TS_FIELDS, rows, format)
}

const PANEL_FIELDS = [
  'activity_year',
  'lei',
  'tax_id',
  'agency_code',
  'id_2017',
  'respondent_rssd',
  'respondent_name',
  'respondent_state',
  'respondent_city',
  'assets',
  'other_lender_code',
  'parent_rssd',
  'parent_name',
  'top_holder_rssd',
  'top_holder_name',
]
const PANEL_2017_FIELDS = [
  'activity_year',
  'respondent_id',
  'tax_id',
  'agency_code',
  'id_2017',
  'arid_2017',
  'respondent_rssd',
  'respondent_name',
  'respondent_state',
  'respondent_city',
  'assets',
  'other_lender_code',
  'parent_rssd',
  'parent_name',
  'top_holder_rssd',
  'top_holder_name',
]

/** @param {SampleYear} data @param {string} format */
export function publicPanelText(data, format) {
  const year = data.year
  const fields = year === '2017' ? PANEL_2017_FIELDS : PANEL_FIELDS
  const rows = data.filers.map((inst) => {
    const r = createRandom(`panel/${inst.lei}`)
    const rssd = r.int(10000, 5999999)
    /** @type {Record<string, unknown>} */
    const values = {
      activity_year: year,
      lei: inst.lei,
      respondent_id: inst.respondentId,
      tax_id: inst.taxId,
      agency_code: inst.agencyCode,
      id_2017: inst.respondentId,
      arid_2017: inst.institutionId2017,
      respondent_rssd: rssd,
      respondent_name: inst.name.toUpperCase(),
      respondent_state: inst.home,
      respondent_city: inst.city.toUpperCase(),
      assets: r.int(50, 900000) * 1000,
      other_lender_code: inst.agencyCode === '7' ? r.int(1, 3) : 0,
      parent_rssd: 0,
      parent_name: '',
      top_holder_rssd: 0,
      top_holder_name: '',
    }
    return fields.map((f) => values[f])
  })
  return delimited(fields, rows, format)
}

/**
 * MSA/MD description file (column names are ours: the published layout is not documented).
 * @param {SampleYear} data
 * @param {string} format
 */
export function publicMsaMdText(data, format) {
  const rows = [...data.msaById.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((m) => [data.year, m.id, m.name, data.medianIncome(m.id) * 1000])
  return delimited(
    ['activity_year', 'msa_md', 'msa_md_name', 'ffiec_median_family_income'],
    rows,
    format,
  )
}

/* ---- Institution Register Summary ---- */

const IRS_HEADER =
  "MSA/MD, MSA/MD Name, Total Lars, Total Amount ($000's), CONV, FHA, VA, FSA, Site Built, " +
  'Manufactured, 1-4 units, 5+ units, Home Purchase, Home Improvement, Refinancing, ' +
  'Cash-out Refinancing, Other Purpose, Purpose N/A'

/**
 * IRS CSV of one institution's rows: one line per MSA/MD (by id), then a totals line.
 * @param {SampleRow[]} rows
 * @param {Map<string, { name: string }>} msaById
 */
export function irsCsv(rows, msaById) {
  /** @type {Map<string, number[]>} */
  const groups = new Map()
  const totals = new Array(16).fill(0)
  for (const row of rows) {
    if (!groups.has(row.msa)) groups.set(row.msa, new Array(16).fill(0))
    const cells = /** @type {number[]} */ (groups.get(row.msa))
    /** @param {number} i @param {number} [n] */
    const add = (i, n = 1) => {
      cells[i] += n
      totals[i] += n
    }
    add(0)
    add(1, row.amount / 1000)
    add(1 + row.loanType)
    add(row.construction === 2 ? 7 : 6)
    add(row.units >= 5 ? 9 : 8)
    add(
      /** @type {Record<number, number>} */ ({ 1: 10, 2: 11, 31: 12, 32: 13, 4: 14, 5: 15 })[
        row.purpose
      ] ?? NaN,
    )
  }
  /** @param {string} text */
  const quote = (text) => `"${text.replace(/"/g, '""')}"`
  const lines = [IRS_HEADER]
  for (const id of [...groups.keys()].sort()) {
    const name = id === '99999' ? 'NA' : (msaById.get(id)?.name ?? '')
    lines.push(
      [
        id,
        quote(name),
        .../** @type {number[]} */ (groups.get(id)).map((n) => ` ${Math.round(n)}`),
      ].join(','),
    )
  }
  lines.push(['Totals', quote(''), ...totals.map((n) => ` ${Math.round(n)}`)].join(','))
  return `${lines.join('\n')}\n`
}

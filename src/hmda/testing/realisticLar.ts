/**
 * LAR rows shaped like real filings, for the generator's `realistic` rows: every row varies
 * (ULI length, street address, city, state, ZIP, county and tract, amounts, rates, applicant and
 * co-applicant, races with their free-form texts, credit scores, costs, automated underwriting
 * systems with free-form names) and rows average about 545 bytes, the length of the rows of the
 * public sample filings (where a long free-form automated underwriting system name makes up much
 * of it). Everything is made up here; a row depends only on the year and its position, so files
 * are reproducible and rows can be made in any order. Rows are originated loans (action taken 1)
 * that pass every implemented validity edit.
 */
import { checkDigitsOf } from '../checkDigit'
import { LAR_INDEX } from '../schema'
import { TEST_LEI } from './rowBuilder'

const I = LAR_INDEX

/** A small, fast pseudo-random generator (mulberry32) seeded per row. */
function rng(seed: number): () => number {
  let a = seed | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T
const between = (r: Random, from: number, to: number) => from + Math.floor(r() * (to - from + 1))

const STREET_NAMES = [
  'Maple',
  'Oak Ridge',
  'Cedar Hollow',
  'Washington',
  'Lincoln',
  'Sunset',
  'Pine Valley',
  'Riverbend',
  'Meadowlark',
  'Highland',
  'Chestnut Hill',
  'Willow Creek',
  'Lakeview',
  'Old Mill',
  'Prairie Wind',
  'Magnolia',
  'Juniper',
  'Harbor Point',
  'Country Club',
  'Martin Luther King Jr',
] as const
const STREET_TYPES = [
  'Street',
  'Avenue',
  'Drive',
  'Road',
  'Lane',
  'Court',
  'Boulevard',
  'Way',
  'Place',
  'Terrace',
  'Circle',
  'Parkway',
] as const
const UNITS = ['Apt', 'Unit', 'Suite', '#'] as const

/** Places: city, state, ZIP prefix (3 digits), county FIPS code. Made-up mixes are fine here. */
const PLACES: readonly (readonly [string, string, string, string])[] = [
  ['Springfield', 'IL', '627', '17167'],
  ['Columbus', 'OH', '432', '39049'],
  ['San Antonio', 'TX', '782', '48029'],
  ['Jacksonville', 'FL', '322', '12031'],
  ['Charlotte', 'NC', '282', '37119'],
  ['Indianapolis', 'IN', '462', '18097'],
  ['Fort Worth', 'TX', '761', '48439'],
  ['Sacramento', 'CA', '958', '06067'],
  ['Colorado Springs', 'CO', '809', '08041'],
  ['Salt Lake City', 'UT', '841', '49035'],
  ['Albuquerque', 'NM', '871', '35001'],
  ['Milwaukee', 'WI', '532', '55079'],
  ['Baton Rouge', 'LA', '708', '22033'],
  ['Des Moines', 'IA', '503', '19153'],
  ['Boise', 'ID', '837', '16001'],
  ['Rancho Cucamonga', 'CA', '917', '06071'],
  ['Winston-Salem', 'NC', '271', '37067'],
  ['Chattanooga', 'TN', '374', '47065'],
  ['Saint Petersburg', 'FL', '337', '12103'],
  ['Washington', 'DC', '200', '11001'],
]

const VENDORS = [
  'Summit Decision Systems',
  'Keystone Credit Analytics',
  'Harborlight Lending Technologies',
  'Bluegrass Mortgage Software',
  'Northfield Risk Engineering',
  'Copperline Underwriting Services',
] as const
const PRODUCTS = [
  'Automated Credit Review',
  'Loan Decision Engine',
  'Portfolio Underwriting Platform',
  'Eligibility Assessment Module',
  'Residential Risk Scorecard',
] as const
const QUALIFIERS = [
  'proprietary in-house underwriting model used for portfolio jumbo and non-agency products',
  'internal credit policy engine applied to community lending and first-time buyer programs',
  'custom rules-based system for manufactured housing, construction-to-permanent and land loans',
  'correspondent channel underwriting tool configured with investor overlays and manual review flags',
  'bank-developed scorecard for home equity lines, second liens and renovation loans',
] as const
const RESULTS_OTHER = [
  'Approved with conditions pending appraisal review',
  'Eligible subject to manual underwriter sign-off',
  'Accept with reserves verification',
  'Conditional approval, income documentation required',
] as const
const OTHER_HISPANIC = ['Salvadoran', 'Colombian', 'Dominican', 'Guatemalan', 'Honduran'] as const
const OTHER_NATIVE = ['Navajo Nation', 'Cherokee Nation', 'Lumbee Tribe', 'Yupik'] as const
const OTHER_ASIAN = ['Hmong', 'Pakistani', 'Cambodian', 'Laotian', 'Thai'] as const
const OTHER_PACIFIC = ['Tongan', 'Fijian', 'Marshallese'] as const
const CREDIT_MODEL_OTHER = ['VantageScore 4.0 custom', 'Lender internal bureau score v2'] as const
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A made-up automated underwriting system name of about `length` characters. */
function systemName(r: Random, length: number): string {
  let text = `${pick(r, VENDORS)} ${pick(r, PRODUCTS)} v${String(between(r, 1, 9))}.${String(between(r, 0, 9))}`
  while (text.length < length) text += ` - ${pick(r, QUALIFIERS)}`
  return text.slice(0, length).trimEnd()
}

/** A ULI of 33 to 45 characters, unique per row: the LEI, a loan number, check digits. */
function uliOf(r: Random, index: number): string {
  const unique = index.toString(36).toUpperCase()
  const length = between(r, 11, 23)
  let loan = ''
  while (loan.length + unique.length + 1 < length) loan += ALPHANUMERIC[between(r, 0, 35)]
  const id = `${TEST_LEI}${loan}Z${unique}`
  return id + checkDigitsOf(id)
}

const money = (r: Random, from: number, to: number) =>
  `${String(between(r, from, to))}.${String(between(r, 0, 99)).padStart(2, '0')}`

/** Applicant (or co-applicant) demographic codes, with free-form texts where they apply. */
function person(
  r: Random,
  values: string[],
  fields: {
    readonly ethnicity: readonly number[]
    readonly ethnicityOther: number
    readonly race: readonly number[]
    readonly raceOther: readonly [number, number, number]
    readonly sex: number
  },
): void {
  const e = r()
  if (e < 0.15) {
    values[fields.ethnicity[0] as number] = '1'
    values[fields.ethnicity[1] as number] = pick(r, ['11', '12', '13'])
  } else if (e < 0.22) {
    values[fields.ethnicity[0] as number] = '14'
    values[fields.ethnicityOther] = pick(r, OTHER_HISPANIC)
  } else if (e < 0.9) {
    values[fields.ethnicity[0] as number] = '2'
  } else {
    values[fields.ethnicity[0] as number] = '3'
  }
  const race = r()
  if (race < 0.55) {
    values[fields.race[0] as number] = '5'
  } else if (race < 0.67) {
    values[fields.race[0] as number] = '3'
  } else if (race < 0.75) {
    values[fields.race[0] as number] = '2'
    values[fields.race[1] as number] = pick(r, ['21', '22', '23', '24', '25', '26'])
  } else if (race < 0.8) {
    values[fields.race[0] as number] = '27'
    values[fields.raceOther[1]] = pick(r, OTHER_ASIAN)
  } else if (race < 0.84) {
    values[fields.race[0] as number] = '1'
    values[fields.race[1] as number] = '5'
    values[fields.raceOther[0]] = pick(r, OTHER_NATIVE)
  } else if (race < 0.86) {
    values[fields.race[0] as number] = '44'
    values[fields.raceOther[2]] = pick(r, OTHER_PACIFIC)
  } else if (race < 0.9) {
    values[fields.race[0] as number] = '3'
    values[fields.race[1] as number] = '5'
  } else {
    values[fields.race[0] as number] = '6'
  }
  values[fields.sex] = r() < 0.5 ? '1' : '2'
}

/**
 * The values of LAR row `index` (0-based) of a `year` file, starting from `base` (the row
 * builder's well-formed defaults, which are not changed). The caller sets the action taken date.
 */
export function realisticRow(year: number, index: number, base: readonly string[]): string[] {
  const r = rng(Math.imul(index + 1, 0x9e3779b1) ^ year)
  const v = base.slice()
  v[I.uli] = uliOf(r, index)
  v[I.applicationDate] = `${String(year)}01${String(between(r, 2, 14)).padStart(2, '0')}`
  v[I.loanType] = pick(r, ['1', '1', '1', '1', '2', '3', '4'])
  let amount = between(r, 45, 1250) * 1000 + pick(r, [0, 0, 500, between(r, 1, 999)])
  // Within the FHA and VA loan limits of the quality edits Q624 and Q625.
  if (v[I.loanType] === '2') amount = Math.min(amount, 637_000)
  if (v[I.loanType] === '3') amount = Math.min(amount, 1_050_000)
  v[I.loanAmount] = String(amount)

  const number = String(between(r, 1, 29999))
  const unit =
    r() < 0.2 ? ` ${pick(r, UNITS)} ${String(between(r, 1, 40))}${pick(r, ['', 'A', 'B'])}` : ''
  const direction = r() < 0.25 ? `${pick(r, ['N', 'S', 'E', 'W', 'NE', 'SW'])} ` : ''
  v[I.streetAddress] =
    `${number} ${direction}${pick(r, STREET_NAMES)} ${pick(r, STREET_TYPES)}${unit}`
  const [city, state, zip3, county] = pick(r, PLACES)
  v[I.city] = city
  v[I.state] = state
  const zip = `${zip3}${String(between(r, 1, 99)).padStart(2, '0')}`
  v[I.zipCode] = r() < 0.3 ? `${zip}-${String(between(r, 1, 9999)).padStart(4, '0')}` : zip
  v[I.county] = county
  v[I.censusTract] = `${county}${String(between(r, 100, 990000)).padStart(6, '0')}`

  person(r, v, {
    ethnicity: [
      I.ethnicityApplicant1,
      I.ethnicityApplicant2,
      I.ethnicityApplicant3,
      I.ethnicityApplicant4,
      I.ethnicityApplicant5,
    ],
    ethnicityOther: I.ethnicityApplicantOther,
    race: [
      I.raceApplicant1,
      I.raceApplicant2,
      I.raceApplicant3,
      I.raceApplicant4,
      I.raceApplicant5,
    ],
    raceOther: [
      I.raceApplicantOtherNative,
      I.raceApplicantOtherAsian,
      I.raceApplicantOtherPacificIslander,
    ],
    sex: I.sexApplicant,
  })
  v[I.ageApplicant] = String(between(r, 22, 78))
  v[I.creditScoreApplicant] = String(between(r, 620, 830))
  const model = r() < 0.9 ? pick(r, ['1', '2', '3']) : '8'
  v[I.creditScoreModelApplicant] = model
  if (model === '8') v[I.creditScoreModelApplicantOther] = pick(r, CREDIT_MODEL_OTHER)

  if (r() < 0.45) {
    person(r, v, {
      ethnicity: [
        I.ethnicityCoApplicant1,
        I.ethnicityCoApplicant2,
        I.ethnicityCoApplicant3,
        I.ethnicityCoApplicant4,
        I.ethnicityCoApplicant5,
      ],
      ethnicityOther: I.ethnicityCoApplicantOther,
      race: [
        I.raceCoApplicant1,
        I.raceCoApplicant2,
        I.raceCoApplicant3,
        I.raceCoApplicant4,
        I.raceCoApplicant5,
      ],
      raceOther: [
        I.raceCoApplicantOtherNative,
        I.raceCoApplicantOtherAsian,
        I.raceCoApplicantOtherPacificIslander,
      ],
      sex: I.sexCoApplicant,
    })
    v[I.ethnicityCoApplicantObserved] = '2'
    v[I.raceCoApplicantObserved] = '2'
    v[I.sexCoApplicantObserved] = '2'
    v[I.ageCoApplicant] = String(between(r, 22, 78))
    v[I.creditScoreCoApplicant] = String(between(r, 620, 830))
    v[I.creditScoreModelCoApplicant] = pick(r, ['1', '2', '3'])
  }

  v[I.income] = String(between(r, 28, 480))
  v[I.rateSpread] = (between(r, -250, 2250) / 1000).toFixed(3)
  // Loan costs over origination charges and discount points (quality edits Q615-1, Q616-1), and
  // discount points at most 15% of the amount (Q616-3).
  const costs = money(r, 1800, 14500)
  v[I.totalLoanCosts] = costs
  const origination = money(r, 300, 6500)
  v[I.originationCharges] = Number(origination) < Number(costs) ? origination : money(r, 300, 1799)
  if (r() < 0.35) {
    const points = money(r, 200, 9000)
    const ok = Number(points) < Number(costs) && Number(points) <= amount * 0.15
    v[I.discountPoints] = ok ? points : money(r, 100, 450)
  }
  if (r() < 0.3) v[I.lenderCredits] = money(r, 100, 3000)
  v[I.interestRate] = (between(r, 40, 63) * 0.125).toFixed(3)
  v[I.debtToIncomeRatio] = String(between(r, 18, 49))
  const ltv = between(r, 55, 97)
  v[I.combinedLoanToValueRatio] =
    r() < 0.3 ? `${String(ltv)}.${String(between(r, 1, 999))}` : String(ltv)
  v[I.loanTerm] = pick(r, ['360', '360', '360', '180', '240', '300'])
  v[I.propertyValue] = String(Math.round((amount * 100) / ltv / 1000) * 1000 + 5000)
  v[I.nmlsrId] = String(between(r, 1000, 2999999))

  // Automated underwriting: the sample filings' long rows come from a free-form system name.
  const aus = r()
  if (aus < 0.8) {
    v[I.aus1] = '5'
    v[I.ausOther] = systemName(r, between(r, 150, 255))
    if (r() < 0.3) {
      v[I.ausResult1] = '16'
      v[I.ausResultOther] = pick(r, RESULTS_OTHER)
    } else {
      v[I.ausResult1] = pick(r, ['1', '3', '8', year >= 2019 ? '18' : '9'])
    }
    if (r() < 0.4) {
      v[I.aus2] = '1'
      v[I.ausResult2] = pick(r, ['1', '2', '3'])
    }
  } else if (aus < 0.92) {
    v[I.aus1] = '1'
    v[I.ausResult1] = pick(r, ['1', '2', '3'])
    v[I.aus2] = '2'
    v[I.ausResult2] = pick(r, ['8', '9'])
  } else {
    v[I.aus1] = '2'
    v[I.ausResult1] = pick(r, ['8', '9', '10'])
  }
  return v
}

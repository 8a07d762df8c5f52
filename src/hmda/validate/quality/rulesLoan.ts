/**
 * LAR quality edits about the loan, its amount, dates, purchaser and property: Q601–Q631 (those
 * decided from the row alone), Q645 and Q648. Thresholds are the platform's defaults from its
 * edit configuration; which version runs in which period is decided in selection.ts.
 */
import { LAR_INDEX } from '../../schema'
import { codeSet, inSet, isAlphanumeric, isNumber, type Check } from '../validity/shared'
import { compareAtWith, dateAt, doubleAt, intAt } from './numbers'
import type { QualityRule } from './types'

const ULI = LAR_INDEX.uli
const LEI = LAR_INDEX.lei
const APPLICATION_DATE = LAR_INDEX.applicationDate
const LOAN_TYPE = LAR_INDEX.loanType
const LOAN_PURPOSE = LAR_INDEX.loanPurpose
const CONSTRUCTION_METHOD = LAR_INDEX.constructionMethod
const LOAN_AMOUNT = LAR_INDEX.loanAmount
const ACTION_TAKEN = LAR_INDEX.actionTaken
const ACTION_TAKEN_DATE = LAR_INDEX.actionTakenDate
const STREET = LAR_INDEX.streetAddress
const CITY = LAR_INDEX.city
const STATE = LAR_INDEX.state
const ZIP = LAR_INDEX.zipCode
const AGE = LAR_INDEX.ageApplicant
const INCOME = LAR_INDEX.income
const PURCHASER = LAR_INDEX.purchaserType
const RATE_SPREAD = LAR_INDEX.rateSpread
const HOEPA = LAR_INDEX.hoepaStatus
const LIEN = LAR_INDEX.lienStatus
const MH_SECURED = LAR_INDEX.manufacturedHomeSecuredPropertyType
const MH_LAND = LAR_INDEX.manufacturedHomeLandPropertyInterest
const TOTAL_UNITS = LAR_INDEX.totalUnits
const NMLSR = LAR_INDEX.nmlsrId
const REVERSE_MORTGAGE = LAR_INDEX.reverseMortgage
const BUSINESS_PURPOSE = LAR_INDEX.businessOrCommercialPurpose

/** Thresholds of the platform's edit configuration (defaults; none is overridden in production). */
export const THRESHOLDS = Object.freeze({
  Q607_AMOUNT: '250000',
  Q609_RATE_SPREAD: 10,
  Q623_INCOME: 200,
  Q623_AMOUNT: '2000000',
  Q624_AMOUNT: '637000',
  Q625_AMOUNT: '1050000',
  Q625_UNITS: 4,
  Q626_AMOUNT: '1225000',
  Q626_UNITS: 4,
  Q627_MIN_AMOUNT: '100000',
  Q627_MAX_AMOUNT: '10000000',
  Q627_UNITS: 5,
  Q628_AMOUNT: '10000',
  Q630_UNITS: 5,
  Q631_UNITS: 4,
})

const FANNIE_OR_FREDDIE = codeSet(1, 3)
const GSE_PURCHASERS = codeSet(1, 2, 3, 4)
const GOVERNMENT_LOAN_TYPES = codeSet(2, 3, 4)
const NOT_HIGH_COST = codeSet(2, 3)
const BUSINESS_LOAN_PURPOSES = codeSet(1, 2, 31, 32, 5)
const INCOME_PURPOSES = codeSet(1, 2, 4)
const ACTIONS = codeSet(1, 2, 3, 4, 5, 6, 7, 8)
/** Every action except a purchased loan (6); Q648 leaves purchases out. */
const NOT_PURCHASED = codeSet(1, 2, 3, 4, 5, 7, 8)

/** Identifiers of up to this many characters are not universal loan identifiers. */
const NULI_MAX_LENGTH = 22
const LEI_LENGTH = 20

function rule(id: string, version: number, check: Check): QualityRule {
  return Object.freeze({ id, version, record: 'lar' as const, check })
}

/** Total units as the platform's integer (NaN when not a whole number). */
function units(v: readonly string[]): number {
  return intAt(v, TOTAL_UNITS)
}

/**
 * The loan amount compared exactly with `bound` (a whole number of dollars): -1, 0 or 1, or NaN
 * when the amount is not a plain number (a loan amount always passed the format check). Most
 * amounts are settled by the row's cached double (see `compareAtWith`).
 */
function amountVs(v: readonly string[], bound: AmountBound): number {
  return compareAtWith(v, LOAN_AMOUNT, bound.value, bound.text)
}

/** A whole-dollar threshold of the loan amount: its text and its value. */
interface AmountBound {
  readonly text: string
  readonly value: number
}

function amountBound(text: string): AmountBound {
  return Object.freeze({ text, value: Number(text) })
}

const Q607_AMOUNT = amountBound(THRESHOLDS.Q607_AMOUNT)
const Q623_AMOUNT = amountBound(THRESHOLDS.Q623_AMOUNT)
const Q624_AMOUNT = amountBound(THRESHOLDS.Q624_AMOUNT)
const Q625_AMOUNT = amountBound(THRESHOLDS.Q625_AMOUNT)
const Q626_AMOUNT = amountBound(THRESHOLDS.Q626_AMOUNT)
const Q627_MIN_AMOUNT = amountBound(THRESHOLDS.Q627_MIN_AMOUNT)
const Q627_MAX_AMOUNT = amountBound(THRESHOLDS.Q627_MAX_AMOUNT)
const Q628_AMOUNT = amountBound(THRESHOLDS.Q628_AMOUNT)
const Q645_1_AMOUNT = amountBound('500')
const Q645_2_AMOUNT = amountBound('1000')

/** Q601: the application date is at most two years before the action taken date. */
const q601: Check = (v) => {
  const application = dateAt(v, APPLICATION_DATE)
  const action = dateAt(v, ACTION_TAKEN_DATE)
  if (Number.isNaN(application) || Number.isNaN(action)) return true
  // Same month and day, two calendar years earlier (e.g. 20240229 → 20220229).
  return application >= action - 20000
}

/** Q602: with ZIP code, state and city reported, the street address is not NA either. */
const q602: Check = (v) =>
  v[ZIP] === 'NA' || v[STATE] === 'NA' || v[CITY] === 'NA' || v[STREET] !== 'NA'

/** Q605-1: loans sold to Fannie Mae or Freddie Mac are conventional. */
const q605_1: Check = (v) => !inSet(FANNIE_OR_FREDDIE, v[PURCHASER]) || v[LOAN_TYPE] === '1'

/** Q605-2: loans sold to Ginnie Mae are FHA, VA or RHS/FSA loans. */
const q605_2: Check = (v) => v[PURCHASER] !== '2' || inSet(GOVERNMENT_LOAN_TYPES, v[LOAN_TYPE])

/** Q606: a reported income stays under the limit (in thousands of dollars). */
function q606(limit: number): Check {
  return (v) => {
    const income = v[INCOME]
    if (!isNumber(income)) return true
    return intAt(v, INCOME) < limit
  }
}

/** Q607: a subordinate-lien loan is at most $250,000. */
const q607: Check = (v) => v[LIEN] !== '2' || amountVs(v, Q607_AMOUNT) <= 0

/** Q608: an originated loan's action date is after its application date. */
const q608: Check = (v) => {
  if (v[ACTION_TAKEN] !== '1') return true
  const application = dateAt(v, APPLICATION_DATE)
  if (Number.isNaN(application)) return true
  return dateAt(v, ACTION_TAKEN_DATE) > application
}

/** Q609: a loan sold to a GSE has a rate spread of at most 10 (or NA or Exempt). */
const q609: Check = (v) => {
  if (!inSet(GSE_PURCHASERS, v[PURCHASER])) return true
  const spread = v[RATE_SPREAD]
  if (spread === 'NA' || spread === 'Exempt') return true
  // A value that is not a number reads as 9999 and so fails.
  const rate = doubleAt(v, RATE_SPREAD)
  return !Number.isNaN(rate) && rate <= THRESHOLDS.Q609_RATE_SPREAD
}

/** Q610/Q611: an originated loan of this lien above this rate spread is high-cost (HOEPA 1). */
function highCost(lien: string, spreadAbove: number): Check {
  return (v) => {
    if (v[ACTION_TAKEN] !== '1' || v[LIEN] !== lien) return true
    const spread = doubleAt(v, RATE_SPREAD)
    if (Number.isNaN(spread) || !(spread > spreadAbove)) return true
    return v[HOEPA] === '1'
  }
}

/** Q612: loans sold to Fannie Mae or Freddie Mac are not high-cost. */
const q612: Check = (v) => !inSet(FANNIE_OR_FREDDIE, v[PURCHASER]) || inSet(NOT_HIGH_COST, v[HOEPA])

/** Q613: a business-purpose loan is for purchase, improvement, refinancing or NA. */
const q613: Check = (v) =>
  v[BUSINESS_PURPOSE] !== '1' || inSet(BUSINESS_LOAN_PURPOSES, v[LOAN_PURPOSE])

/** Q618: a manufactured home loan reports whether the land secures it. */
const q618: Check = (v) => v[CONSTRUCTION_METHOD] !== '2' || v[MH_SECURED] !== '3'

/** Q619: a manufactured home loan reports the land property interest. */
const q619: Check = (v) => v[CONSTRUCTION_METHOD] !== '2' || v[MH_LAND] !== '5'

/** Q620: a loan not for business purposes has an NMLSR ID other than NA. */
const q620: Check = (v) => v[BUSINESS_PURPOSE] !== '2' || v[NMLSR] !== 'NA'

/** Q621 (2018–2024): a reported NMLSR ID is letters and digits, at most 12 characters. */
const q621: Check = (v) => {
  const id = v[NMLSR]
  if (id === undefined || id.length === 0) return true
  return isAlphanumeric(id) && id.length <= 12
}

/**
 * Q621 (2025): an NMLSR ID other than NA or Exempt has 4 to 12 characters. The edit list speaks
 * of four to twelve digits; the source checks the length only, of any characters, and the source
 * decides.
 */
const q621v2025: Check = (v) => {
  const id = v[NMLSR] ?? ''
  if (id === 'NA' || id === 'Exempt') return true
  return id.length >= 4 && id.length <= 12
}

/** Q622: a reverse mortgage's applicant is at least 62. */
const q622: Check = (v) => v[REVERSE_MORTGAGE] !== '1' || intAt(v, AGE) >= 62

/** Q623: with up to 4 units and income up to $200k, the loan is under $2,000,000. */
const q623: Check = (v) => {
  const income = v[INCOME]
  if (!isNumber(income)) return true
  if (!(units(v) <= 4 && intAt(v, INCOME) <= THRESHOLDS.Q623_INCOME)) return true
  return amountVs(v, Q623_AMOUNT) < 0
}

/** Q624: a one-unit FHA loan is at most $637,000. */
const q624: Check = (v) => v[LOAN_TYPE] !== '2' || units(v) !== 1 || amountVs(v, Q624_AMOUNT) <= 0

/** Q625: a VA loan on up to 4 units is at most $1,050,000. */
const q625: Check = (v) =>
  v[LOAN_TYPE] !== '3' || !(units(v) <= THRESHOLDS.Q625_UNITS) || amountVs(v, Q625_AMOUNT) <= 0

/** Q626: a loan on up to 4 units sold to a GSE is at most $1,225,000. */
const q626: Check = (v) =>
  !inSet(GSE_PURCHASERS, v[PURCHASER]) ||
  !(units(v) <= THRESHOLDS.Q626_UNITS) ||
  amountVs(v, Q626_AMOUNT) <= 0

/** Q627: a loan on 5 or more units is between $100,000 and $10,000,000. */
const q627: Check = (v) =>
  !(units(v) >= THRESHOLDS.Q627_UNITS) ||
  (amountVs(v, Q627_MAX_AMOUNT) <= 0 && amountVs(v, Q627_MIN_AMOUNT) >= 0)

/** Q628: a home-purchase loan on up to 4 units is over $10,000. */
const q628: Check = (v) =>
  v[LOAN_PURPOSE] !== '1' || !(units(v) <= 4) || amountVs(v, Q628_AMOUNT) > 0

/** Q629: an application (not a purchase) on up to 4 units for these purposes reports income. */
const q629: Check = (v) => {
  const action = v[ACTION_TAKEN]
  // An action code the platform does not know (not 1–8) leaves the edit out as well.
  if (action === '6' || !inSet(ACTIONS, action)) return true
  if (!(units(v) <= 4) || !inSet(INCOME_PURPOSES, v[LOAN_PURPOSE])) return true
  return v[INCOME] !== 'NA'
}

/** Q630: a loan on 5 or more units has HOEPA status NA (3). */
const q630: Check = (v) => !(units(v) >= THRESHOLDS.Q630_UNITS) || v[HOEPA] === '3'

/** Q631: an FHA, VA or RHS/FSA loan is on at most 4 units. */
const q631: Check = (v) =>
  !inSet(GOVERNMENT_LOAN_TYPES, v[LOAN_TYPE]) || units(v) <= THRESHOLDS.Q631_UNITS

/** Q645-1: the loan amount is at least $500. */
const q645_1: Check = (v) => amountVs(v, Q645_1_AMOUNT) >= 0

/** Q645-2: a home-purchase loan is at least $1,000. */
const q645_2: Check = (v) => v[LOAN_PURPOSE] !== '1' || amountVs(v, Q645_2_AMOUNT) >= 0

/**
 * Q648: a ULI (more than 22 characters) of an application or origination starts with the LEI.
 * The edit list does not mention the length; the source leaves identifiers of up to 22
 * characters (NULIs) out and compares case-sensitively, and the source decides.
 */
const q648: Check = (v) => {
  const uli = v[ULI] ?? ''
  if (uli.length <= NULI_MAX_LENGTH || !inSet(NOT_PURCHASED, v[ACTION_TAKEN])) return true
  const lei = v[LEI] ?? ''
  const leiPrefix = Math.min(lei.length, LEI_LENGTH)
  if (leiPrefix !== Math.min(uli.length, LEI_LENGTH)) return false
  for (let i = 0; i < leiPrefix; i++) if (lei.charCodeAt(i) !== uli.charCodeAt(i)) return false
  return true
}

export const LOAN_RULES: readonly QualityRule[] = [
  rule('Q601', 2018, q601),
  rule('Q602', 2018, q602),
  rule('Q605-1', 2018, q605_1),
  rule('Q605-2', 2018, q605_2),
  rule('Q606', 2018, q606(3000)),
  rule('Q606', 2020, q606(10000)),
  rule('Q607', 2018, q607),
  rule('Q608', 2018, q608),
  rule('Q609', 2018, q609),
  rule('Q610', 2018, highCost('1', 6.5)),
  rule('Q611', 2018, highCost('2', 8.5)),
  rule('Q612', 2018, q612),
  rule('Q613', 2018, q613),
  rule('Q618', 2018, q618),
  rule('Q619', 2018, q619),
  rule('Q620', 2018, q620),
  rule('Q621', 2018, q621),
  rule('Q621', 2025, q621v2025),
  rule('Q622', 2018, q622),
  rule('Q623', 2018, q623),
  rule('Q624', 2018, q624),
  rule('Q625', 2018, q625),
  rule('Q626', 2018, q626),
  rule('Q627', 2018, q627),
  rule('Q628', 2018, q628),
  rule('Q629', 2018, q629),
  rule('Q630', 2018, q630),
  rule('Q631', 2018, q631),
  rule('Q645-1', 2019, q645_1),
  rule('Q645-2', 2019, q645_2),
  rule('Q648', 2020, q648),
]

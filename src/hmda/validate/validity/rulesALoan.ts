/**
 * LAR validity edits about the loan, the action taken and the property: V608–V627 and
 * V654–V659 (identifier, dates, codes, address and location formats, income, purchaser, rate
 * spread, HOEPA and lien status).
 */
import { ULI_MAX_LENGTH, ULI_MIN_LENGTH, mod97 } from '../../checkDigit'
import { LAR_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import {
  STATE_CODES,
  codeSet,
  equalsIgnoringCase,
  inSet,
  isAlphanumeric,
  isBlankText,
  isDateYYYYMMDD,
  isDigitsOfLength,
  isExemptOrNA,
  isInteger,
  isNumber,
  isNumberAtLeastZero,
  isZip,
  larRule,
  startsWithYear,
} from './shared'

const ULI = LAR_INDEX.uli
const APPLICATION_DATE = LAR_INDEX.applicationDate
const LOAN_TYPE = LAR_INDEX.loanType
const LOAN_PURPOSE = LAR_INDEX.loanPurpose
const PREAPPROVAL = LAR_INDEX.preapproval
const CONSTRUCTION_METHOD = LAR_INDEX.constructionMethod
const OCCUPANCY_TYPE = LAR_INDEX.occupancyType
const LOAN_AMOUNT = LAR_INDEX.loanAmount
const ACTION_TAKEN = LAR_INDEX.actionTaken
const ACTION_TAKEN_DATE = LAR_INDEX.actionTakenDate
const STREET = LAR_INDEX.streetAddress
const CITY = LAR_INDEX.city
const STATE = LAR_INDEX.state
const ZIP = LAR_INDEX.zipCode
const COUNTY = LAR_INDEX.county
const TRACT = LAR_INDEX.censusTract
const INCOME = LAR_INDEX.income
const PURCHASER_TYPE = LAR_INDEX.purchaserType
const RATE_SPREAD = LAR_INDEX.rateSpread
const HOEPA_STATUS = LAR_INDEX.hoepaStatus
const LIEN_STATUS = LAR_INDEX.lienStatus
const MULTIFAMILY_AFFORDABLE_UNITS = LAR_INDEX.multifamilyAffordableUnits
const REVERSE_MORTGAGE = LAR_INDEX.reverseMortgage
const OPEN_END_LINE_OF_CREDIT = LAR_INDEX.openEndLineOfCredit
const MH_SECURED_PROPERTY_TYPE = LAR_INDEX.manufacturedHomeSecuredPropertyType
const MH_LAND_PROPERTY_INTEREST = LAR_INDEX.manufacturedHomeLandPropertyInterest

/** Identifiers of up to this many characters are NULIs; longer ones are ULIs. */
const NULI_MAX_LENGTH = 22
const COUNTY_LENGTH = 5
const TRACT_LENGTH = 11

const LOAN_TYPES = codeSet(1, 2, 3, 4)
const LOAN_PURPOSES = codeSet(1, 2, 31, 32, 4, 5)
const NOT_HOME_PURCHASE = codeSet(2, 31, 32, 4, 5)
const YES_NO = codeSet(1, 2)
const OCCUPANCY_TYPES = codeSet(1, 2, 3)
const ACTIONS = codeSet(1, 2, 3, 4, 5, 6, 7, 8)
const PREAPPROVAL_ACTIONS = codeSet(7, 8)
const NO_PREAPPROVAL_ACTIONS = codeSet(3, 4, 5, 6)
const ACTIONS_WITH_PREAPPROVAL = codeSet(1, 2, 7, 8)
const MH_LAND_INTERESTS = codeSet(1, 2, 3, 4)
const MH_SECURED_TYPES = codeSet(1, 2)
const PURCHASER_TYPES = codeSet(0, 1, 2, 3, 4, 5, 6, 71, 72, 8, 9)
/** Actions after which no loan was originated or purchased. */
const NOT_ORIGINATED = codeSet(2, 3, 4, 5, 7, 8)
const NO_RATE_SPREAD_ACTIONS = codeSet(3, 4, 5, 6, 7)
const HOEPA_STATUSES = codeSet(1, 2, 3)

/** Identifiers a NULI may not be from 2022, compared without regard to case. */
function isReservedNuli(uli: string): boolean {
  return equalsIgnoringCase(uli, 'NA') || equalsIgnoringCase(uli, 'EXEMPT') || uli === '1111'
}

/**
 * A ULI of up to 45 letters and digits ending in two digits whose MOD 97-10 remainder is 1: what
 * `isValidUli` accepts for a value without surrounding spaces, without its allocations.
 */
export function hasValidCheckDigits(uli: string): boolean {
  const len = uli.length
  if (len > ULI_MAX_LENGTH || len < ULI_MIN_LENGTH) return false
  const tens = uli.charCodeAt(len - 2)
  const units = uli.charCodeAt(len - 1)
  if (tens < 48 || tens > 57 || units < 48 || units > 57) return false
  return mod97(uli) === 1
}

function isYesCode(v: string | undefined): boolean {
  return v === '1'
}

export const LOAN_RULES_A: readonly ValidityRule[] = [
  larRule('V608-1', (v) => {
    const uli = v[ULI]
    if (uli === undefined || uli.length <= NULI_MAX_LENGTH) return true
    return uli.length <= ULI_MAX_LENGTH && isAlphanumeric(uli)
  }),
  // From 2022 the identifiers NA, Exempt and 1111 are refused as well.
  larRule('V608-2', (v, { year }) => {
    const uli = v[ULI] ?? ''
    if (uli.length > NULI_MAX_LENGTH) return true
    if (!isAlphanumeric(uli)) return false
    return year < 2022 || !isReservedNuli(uli)
  }),
  larRule('V609', (v) => {
    const uli = v[ULI]
    return uli === undefined || uli.length <= NULI_MAX_LENGTH || hasValidCheckDigits(uli)
  }),
  larRule('V610-1', (v) => {
    const date = v[APPLICATION_DATE]
    return date === 'NA' || isDateYYYYMMDD(date)
  }),
  larRule('V610-2', (v) => (v[ACTION_TAKEN] === '6') === (v[APPLICATION_DATE] === 'NA')),
  larRule('V611', (v) => inSet(LOAN_TYPES, v[LOAN_TYPE])),
  larRule('V612-1', (v) => inSet(LOAN_PURPOSES, v[LOAN_PURPOSE])),
  larRule('V612-2', (v) => v[PREAPPROVAL] !== '1' || v[LOAN_PURPOSE] === '1'),
  larRule('V613-1', (v) => inSet(YES_NO, v[PREAPPROVAL])),
  larRule('V613-2', (v) => !inSet(PREAPPROVAL_ACTIONS, v[ACTION_TAKEN]) || v[PREAPPROVAL] === '1'),
  larRule(
    'V613-3',
    (v) => !inSet(NO_PREAPPROVAL_ACTIONS, v[ACTION_TAKEN]) || v[PREAPPROVAL] === '2',
  ),
  larRule(
    'V613-4',
    (v) => v[PREAPPROVAL] !== '1' || inSet(ACTIONS_WITH_PREAPPROVAL, v[ACTION_TAKEN]),
  ),
  larRule('V614-1', (v) => !inSet(NOT_HOME_PURCHASE, v[LOAN_PURPOSE]) || v[PREAPPROVAL] === '2'),
  larRule('V614-2', (v) => !isNumber(v[MULTIFAMILY_AFFORDABLE_UNITS]) || v[PREAPPROVAL] === '2'),
  larRule('V614-3', (v) => !isYesCode(v[REVERSE_MORTGAGE]) || v[PREAPPROVAL] === '2'),
  larRule('V614-4', (v) => !isYesCode(v[OPEN_END_LINE_OF_CREDIT]) || v[PREAPPROVAL] === '2'),
  larRule('V615-1', (v) => inSet(YES_NO, v[CONSTRUCTION_METHOD])),
  larRule(
    'V615-2',
    (v) =>
      !inSet(MH_LAND_INTERESTS, v[MH_LAND_PROPERTY_INTEREST]) || v[CONSTRUCTION_METHOD] === '2',
  ),
  larRule(
    'V615-3',
    (v) => !inSet(MH_SECURED_TYPES, v[MH_SECURED_PROPERTY_TYPE]) || v[CONSTRUCTION_METHOD] === '2',
  ),
  larRule('V616', (v) => inSet(OCCUPANCY_TYPES, v[OCCUPANCY_TYPE])),
  larRule('V617', (v) => isNumberAtLeastZero(v[LOAN_AMOUNT])),
  larRule('V618', (v) => inSet(ACTIONS, v[ACTION_TAKEN])),
  larRule('V619-1', (v) => isDateYYYYMMDD(v[ACTION_TAKEN_DATE])),
  larRule('V619-2', (v, { year }) => startsWithYear(v[ACTION_TAKEN_DATE], year)),
  // Purchased loans (action 6) have no application date to compare with. Dates that are not
  // real YYYYMMDD dates are left to V610-1 and V619-1.
  larRule('V619-3', (v) => {
    if (v[ACTION_TAKEN] === '6') return true
    const applied = v[APPLICATION_DATE]
    const acted = v[ACTION_TAKEN_DATE]
    if (!isDateYYYYMMDD(applied) || !isDateYYYYMMDD(acted)) return true
    return acted >= applied
  }),
  larRule('V620', (v) => !isBlankText(v[STREET])),
  larRule('V621', (v) => !isBlankText(v[CITY])),
  larRule('V622', (v) => {
    if (isExemptOrNA(v[STREET])) return true
    const city = v[CITY]
    const state = v[STATE]
    const zip = v[ZIP]
    return (
      !isBlankText(city) &&
      city !== 'NA' &&
      !isBlankText(state) &&
      state !== 'NA' &&
      !isBlankText(zip) &&
      zip !== 'NA'
    )
  }),
  larRule('V623', (v) => v[STATE] === 'NA' || inSet(STATE_CODES, v[STATE])),
  larRule('V624', (v) => {
    const zip = v[ZIP]
    return isExemptOrNA(zip) || isZip(zip)
  }),
  larRule('V625-1', (v) => {
    const tract = v[TRACT]
    return tract === 'NA' || isDigitsOfLength(tract, TRACT_LENGTH)
  }),
  larRule('V626', (v) => {
    const county = v[COUNTY]
    return county === 'NA' || isDigitsOfLength(county, COUNTY_LENGTH)
  }),
  // Only well-formed values are compared; malformed ones are reported by V625-1 and V626.
  larRule('V627', (v) => {
    const county = v[COUNTY]
    const tract = v[TRACT]
    if (!isDigitsOfLength(county, COUNTY_LENGTH) || !isDigitsOfLength(tract, TRACT_LENGTH)) {
      return true
    }
    return (tract as string).startsWith(county as string)
  }),
  larRule('V654-1', (v) => {
    const income = v[INCOME]
    return income === 'NA' || isInteger(income)
  }),
  larRule('V654-2', (v) => !isNumber(v[MULTIFAMILY_AFFORDABLE_UNITS]) || v[INCOME] === 'NA'),
  larRule('V656-1', (v) => inSet(PURCHASER_TYPES, v[PURCHASER_TYPE])),
  larRule('V656-2', (v) => !inSet(NOT_ORIGINATED, v[ACTION_TAKEN]) || v[PURCHASER_TYPE] === '0'),
  larRule('V657-1', (v) => {
    const spread = v[RATE_SPREAD]
    return isExemptOrNA(spread) || isNumber(spread)
  }),
  larRule(
    'V657-2',
    (v) => !inSet(NO_RATE_SPREAD_ACTIONS, v[ACTION_TAKEN]) || isExemptOrNA(v[RATE_SPREAD]),
  ),
  larRule('V657-3', (v) => !isYesCode(v[REVERSE_MORTGAGE]) || isExemptOrNA(v[RATE_SPREAD])),
  larRule('V658-1', (v) => inSet(HOEPA_STATUSES, v[HOEPA_STATUS])),
  larRule('V658-2', (v) => !inSet(NOT_ORIGINATED, v[ACTION_TAKEN]) || v[HOEPA_STATUS] === '3'),
  larRule('V659', (v) => inSet(YES_NO, v[LIEN_STATUS])),
]

/**
 * Validity rules V672–V694: loan costs, rate and term data, ratios, non-amortizing features,
 * property data and application channel.
 */
import { LAR_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import {
  applicantNotNatural,
  coApplicantNotNatural,
  isBlank,
  isExemptOrNA,
  isInteger,
  isIntegerAboveZero,
  isNumber,
  isNumberAboveZero,
  isNumberAtLeastZero,
  isYesNoOrExempt,
  larRule,
  noCoApplicant,
} from './shared'

const ACTION = LAR_INDEX.actionTaken
const CONSTRUCTION = LAR_INDEX.constructionMethod
const TOTAL_LOAN_COSTS = LAR_INDEX.totalLoanCosts
const POINTS_AND_FEES = LAR_INDEX.totalPointsAndFees
const ORIGINATION = LAR_INDEX.originationCharges
const DISCOUNT = LAR_INDEX.discountPoints
const LENDER_CREDITS = LAR_INDEX.lenderCredits
const INTEREST_RATE = LAR_INDEX.interestRate
const PREPAYMENT = LAR_INDEX.prepaymentPenaltyTerm
const DTI = LAR_INDEX.debtToIncomeRatio
const CLTV = LAR_INDEX.combinedLoanToValueRatio
const LOAN_TERM = LAR_INDEX.loanTerm
const INTRO_PERIOD = LAR_INDEX.introductoryRatePeriod
const BALLOON = LAR_INDEX.balloonPayment
const INTEREST_ONLY = LAR_INDEX.interestOnlyPayments
const NEGATIVE_AMORTIZATION = LAR_INDEX.negativeAmortization
const OTHER_NON_AMORTIZING = LAR_INDEX.otherNonAmortizingFeatures
const PROPERTY_VALUE = LAR_INDEX.propertyValue
const MH_PROPERTY_TYPE = LAR_INDEX.manufacturedHomeSecuredPropertyType
const MH_LAND_INTEREST = LAR_INDEX.manufacturedHomeLandPropertyInterest
const TOTAL_UNITS = LAR_INDEX.totalUnits
const MF_UNITS = LAR_INDEX.multifamilyAffordableUnits
const SUBMISSION = LAR_INDEX.submissionOfApplication
const PAYABLE = LAR_INDEX.initiallyPayableToInstitution
const REVERSE = LAR_INDEX.reverseMortgage
const OPEN_END = LAR_INDEX.openEndLineOfCredit
const BUSINESS = LAR_INDEX.businessOrCommercialPurpose

/** Action taken 2, 3, 4, 5, 7 or 8: neither originated nor purchased. */
const notOriginatedOrPurchased = (a: string | undefined): boolean =>
  a === '2' || a === '3' || a === '4' || a === '5' || a === '7' || a === '8'

/** Action taken 2 to 8: anything but originated. */
const notOriginated = (a: string | undefined): boolean =>
  a === '2' || a === '3' || a === '4' || a === '5' || a === '6' || a === '7' || a === '8'

const withdrawnClosedOrPurchased = (a: string | undefined): boolean =>
  a === '4' || a === '5' || a === '6'

/** A number of zero or more, Exempt or NA (blank fails). */
const amountOrExemptOrNA = (x: string | undefined): boolean =>
  isExemptOrNA(x) || isNumberAtLeastZero(x)

/** A number above zero, Exempt, NA, or blank. */
const optionalPositiveAmount = (x: string | undefined): boolean =>
  isBlank(x) || isExemptOrNA(x) || isNumberAboveZero(x)

/** A whole number above zero, Exempt or NA. */
const monthsOrExemptOrNA = (x: string | undefined): boolean =>
  isExemptOrNA(x) || isIntegerAboveZero(x)

export const LOAN_RULES: readonly ValidityRule[] = [
  // Total loan costs
  larRule('V672-1', (v) => amountOrExemptOrNA(v[TOTAL_LOAN_COSTS])),
  larRule(
    'V672-2',
    (v) => !isNumberAtLeastZero(v[POINTS_AND_FEES]) || v[TOTAL_LOAN_COSTS] === 'NA',
  ),
  larRule('V672-3', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[TOTAL_LOAN_COSTS])),
  larRule('V672-4', (v) => v[OPEN_END] !== '1' || isExemptOrNA(v[TOTAL_LOAN_COSTS])),
  larRule('V672-5', (v) => v[BUSINESS] !== '1' || isExemptOrNA(v[TOTAL_LOAN_COSTS])),
  larRule(
    'V672-6',
    (v) => !notOriginatedOrPurchased(v[ACTION]) || isExemptOrNA(v[TOTAL_LOAN_COSTS]),
  ),
  // Total points and fees
  larRule('V673-1', (v) => amountOrExemptOrNA(v[POINTS_AND_FEES])),
  larRule('V673-2', (v) => !notOriginated(v[ACTION]) || isExemptOrNA(v[POINTS_AND_FEES])),
  larRule('V673-3', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[POINTS_AND_FEES])),
  larRule('V673-4', (v) => v[BUSINESS] !== '1' || isExemptOrNA(v[POINTS_AND_FEES])),
  larRule(
    'V673-5',
    (v) => !isNumberAtLeastZero(v[TOTAL_LOAN_COSTS]) || v[POINTS_AND_FEES] === 'NA',
  ),
  // Origination charges
  larRule('V674-1', (v) => amountOrExemptOrNA(v[ORIGINATION])),
  larRule('V674-2', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[ORIGINATION])),
  larRule('V674-3', (v) => v[OPEN_END] !== '1' || isExemptOrNA(v[ORIGINATION])),
  larRule('V674-4', (v) => v[BUSINESS] !== '1' || isExemptOrNA(v[ORIGINATION])),
  larRule('V674-5', (v) => !notOriginatedOrPurchased(v[ACTION]) || isExemptOrNA(v[ORIGINATION])),
  // Discount points
  larRule('V675-1', (v) => optionalPositiveAmount(v[DISCOUNT])),
  larRule('V675-2', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[DISCOUNT])),
  larRule('V675-3', (v) => v[OPEN_END] !== '1' || isExemptOrNA(v[DISCOUNT])),
  larRule('V675-4', (v) => v[BUSINESS] !== '1' || isExemptOrNA(v[DISCOUNT])),
  larRule('V675-5', (v) => !notOriginatedOrPurchased(v[ACTION]) || isExemptOrNA(v[DISCOUNT])),
  // Lender credits
  larRule('V676-1', (v) => optionalPositiveAmount(v[LENDER_CREDITS])),
  larRule('V676-2', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[LENDER_CREDITS])),
  larRule('V676-3', (v) => v[OPEN_END] !== '1' || isExemptOrNA(v[LENDER_CREDITS])),
  larRule('V676-4', (v) => v[BUSINESS] !== '1' || isExemptOrNA(v[LENDER_CREDITS])),
  larRule('V676-5', (v) => !notOriginatedOrPurchased(v[ACTION]) || isExemptOrNA(v[LENDER_CREDITS])),
  // Interest rate: above zero in 2018, zero or more from 2019
  larRule('V677-1', (v, { year }) => {
    const rate = v[INTEREST_RATE]
    if (isExemptOrNA(rate)) return true
    return year >= 2019 ? isNumberAtLeastZero(rate) : isNumberAboveZero(rate)
  }),
  larRule('V677-2', (v) => {
    const a = v[ACTION]
    return !(a === '3' || a === '4' || a === '5' || a === '7') || isExemptOrNA(v[INTEREST_RATE])
  }),
  // Prepayment penalty term
  larRule('V678-1', (v) => monthsOrExemptOrNA(v[PREPAYMENT])),
  larRule('V678-2', (v) => v[ACTION] !== '6' || isExemptOrNA(v[PREPAYMENT])),
  larRule('V678-3', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[PREPAYMENT])),
  larRule('V678-4', (v) => v[BUSINESS] !== '1' || isExemptOrNA(v[PREPAYMENT])),
  larRule('V678-5', (v) => {
    const penalty = v[PREPAYMENT]
    const term = v[LOAN_TERM]
    return !isNumber(penalty) || !isNumber(term) || Number(penalty) <= Number(term)
  }),
  // Debt-to-income ratio
  larRule('V679-1', (v) => isExemptOrNA(v[DTI]) || isNumber(v[DTI])),
  larRule('V679-2', (v) => !withdrawnClosedOrPurchased(v[ACTION]) || isExemptOrNA(v[DTI])),
  larRule('V679-3', (v) => !isNumber(v[MF_UNITS]) || isExemptOrNA(v[DTI])),
  larRule('V680-1', (v) => !(applicantNotNatural(v) && noCoApplicant(v)) || isExemptOrNA(v[DTI])),
  larRule(
    'V680-2',
    (v) => !(applicantNotNatural(v) && coApplicantNotNatural(v)) || isExemptOrNA(v[DTI]),
  ),
  // Combined loan-to-value ratio
  larRule('V681-1', (v) => isExemptOrNA(v[CLTV]) || isNumberAboveZero(v[CLTV])),
  larRule('V681-2', (v) => !withdrawnClosedOrPurchased(v[ACTION]) || isExemptOrNA(v[CLTV])),
  // Loan term and introductory rate period
  larRule('V682-1', (v) => monthsOrExemptOrNA(v[LOAN_TERM])),
  larRule('V682-2', (v) => v[REVERSE] !== '1' || isExemptOrNA(v[LOAN_TERM])),
  larRule('V683', (v) => monthsOrExemptOrNA(v[INTRO_PERIOD])),
  // Non-amortizing features
  larRule('V684', (v) => isYesNoOrExempt(v[BALLOON])),
  larRule('V685', (v) => isYesNoOrExempt(v[INTEREST_ONLY])),
  larRule('V686', (v) => isYesNoOrExempt(v[NEGATIVE_AMORTIZATION])),
  larRule('V687', (v) => isYesNoOrExempt(v[OTHER_NON_AMORTIZING])),
  // Property value
  larRule('V688-1', (v) => isExemptOrNA(v[PROPERTY_VALUE]) || isNumberAboveZero(v[PROPERTY_VALUE])),
  larRule('V688-2', (v) => {
    const a = v[ACTION]
    return !(a === '4' || a === '5') || isExemptOrNA(v[PROPERTY_VALUE])
  }),
  // Manufactured home secured property type
  larRule('V689-1', (v) => {
    const t = v[MH_PROPERTY_TYPE]
    return t === '1' || t === '2' || t === '3' || t === '1111'
  }),
  larRule(
    'V689-2',
    (v) => !isNumber(v[MF_UNITS]) || v[MH_PROPERTY_TYPE] === '3' || v[MH_PROPERTY_TYPE] === '1111',
  ),
  larRule(
    'V689-3',
    (v) => v[CONSTRUCTION] !== '1' || v[MH_PROPERTY_TYPE] === '3' || v[MH_PROPERTY_TYPE] === '1111',
  ),
  // Manufactured home land property interest
  larRule('V690-1', (v) => {
    const t = v[MH_LAND_INTEREST]
    return t === '1' || t === '2' || t === '3' || t === '4' || t === '5' || t === '1111'
  }),
  larRule(
    'V690-2',
    (v) => !isNumber(v[MF_UNITS]) || v[MH_LAND_INTEREST] === '5' || v[MH_LAND_INTEREST] === '1111',
  ),
  larRule(
    'V690-3',
    (v) => v[CONSTRUCTION] !== '1' || v[MH_LAND_INTEREST] === '5' || v[MH_LAND_INTEREST] === '1111',
  ),
  // Total units and multifamily affordable units
  larRule('V691', (v) => isIntegerAboveZero(v[TOTAL_UNITS])),
  larRule('V692-1', (v) => isExemptOrNA(v[MF_UNITS]) || isInteger(v[MF_UNITS])),
  larRule('V692-2', (v) => {
    const total = v[TOTAL_UNITS]
    return !isNumber(total) || Number(total) >= 5 || isExemptOrNA(v[MF_UNITS])
  }),
  larRule('V692-3', (v) => {
    const total = v[TOTAL_UNITS]
    if (!isNumber(total) || Number(total) < 5) return true
    const units = v[MF_UNITS]
    return isExemptOrNA(units) || (isNumber(units) && Number(units) <= Number(total))
  }),
  // Application channel
  larRule('V693-1', (v) => {
    const s = v[SUBMISSION]
    return s === '1' || s === '2' || s === '3' || s === '1111'
  }),
  larRule('V693-2', (v) => v[ACTION] !== '6' || v[SUBMISSION] === '3' || v[SUBMISSION] === '1111'),
  larRule('V693-3', (v) => v[SUBMISSION] !== '3' || v[ACTION] === '6'),
  larRule('V694-1', (v) => {
    const p = v[PAYABLE]
    return p === '1' || p === '2' || p === '3' || p === '1111'
  }),
  larRule('V694-2', (v) => v[ACTION] !== '6' || v[PAYABLE] === '3' || v[PAYABLE] === '1111'),
  larRule('V694-3', (v) => {
    const p = v[PAYABLE]
    return v[ACTION] !== '1' || p === '1' || p === '2' || p === '1111'
  }),
]

/**
 * LAR quality edits about pricing and ratios: loan costs (Q615, Q616), the combined loan-to-value
 * ratio (Q617, Q651, Q653), the interest rate (Q650), the debt-to-income ratio (Q652, Q654) and
 * the loan term (Q658). Each compares the way the platform's source does (double, float or exact
 * decimal, see numbers.ts), because that decides the verdict at the threshold.
 */
import { LAR_INDEX } from '../../schema'
import { codeSet, inSet, isExemptOrNA, isNumber, type Check } from '../validity/shared'
import {
  compareDecimal,
  compareExact,
  decimalBetween,
  divideDecimal128,
  multiplyDecimal128,
  setScaleHalfUp,
  doubleAt,
  floatAt,
  intAt,
  toExact,
} from './numbers'
import { coversRoundedRatio } from './ratioRounding'
import type { QualityRule } from './types'

const LOAN_TYPE = LAR_INDEX.loanType
const LOAN_AMOUNT = LAR_INDEX.loanAmount
const ACTION_TAKEN = LAR_INDEX.actionTaken
const INCOME = LAR_INDEX.income
const TOTAL_LOAN_COSTS = LAR_INDEX.totalLoanCosts
const POINTS_AND_FEES = LAR_INDEX.totalPointsAndFees
const ORIGINATION_CHARGES = LAR_INDEX.originationCharges
const DISCOUNT_POINTS = LAR_INDEX.discountPoints
const INTEREST_RATE = LAR_INDEX.interestRate
const DTI = LAR_INDEX.debtToIncomeRatio
const CLTV = LAR_INDEX.combinedLoanToValueRatio
const LOAN_TERM = LAR_INDEX.loanTerm
const PROPERTY_VALUE = LAR_INDEX.propertyValue

/** Originated, or approved but not accepted (application or preapproval). */
const APPROVED = codeSet(1, 2, 8)
/** Denied, withdrawn, closed for incompleteness, purchased, or preapproval denied. */
const NOT_APPROVED = codeSet(3, 4, 5, 6, 7)

const INT_MAX = '2147483647'
const INT_MIN = '-2147483648'
const INT_MAX_VALUE = 2147483647
const INT_MIN_VALUE = -2147483648

function rule(id: string, version: number, check: Check): QualityRule {
  return Object.freeze({ id, version, record: 'lar' as const, check })
}

/**
 * Q615/Q616-1/-2: when both amounts are numbers other than zero, `larger` exceeds `smaller`.
 * The first versions skip NA/Exempt and read anything else that is not a number as 0; from 2021
 * the rule asks for numbers. On rows that passed the format check the two read the same.
 */
function exceeds(larger: number, smaller: number): Check {
  return (v) => {
    const big = doubleAt(v, larger)
    const small = doubleAt(v, smaller)
    if (Number.isNaN(big) || Number.isNaN(small) || big === 0 || small === 0) return true
    return big > small
  }
}

/**
 * Q616-3: discount points are at most 15% of the loan amount. The edit list says 15%; the source
 * compares with 15% rounded half up to cents, and the source decides.
 */
const q616_3: Check = (v) => {
  // A field is a plain number (`isNumber`) exactly when its double is not NaN (see `toDouble`).
  const amount = doubleAt(v, LOAN_AMOUNT)
  if (Number.isNaN(amount)) return true
  const amountText = v[LOAN_AMOUNT] as string
  // Discount points that are not a number (NA, Exempt, blank) count as 0.
  const pointsDouble = doubleAt(v, DISCOUNT_POINTS)
  const pointsNumber = !Number.isNaN(pointsDouble)
  const points = pointsNumber ? (v[DISCOUNT_POINTS] as string) : '0'
  const limit = amount * 0.15
  const p = pointsNumber ? pointsDouble : 0
  if (Number.isFinite(limit) && Number.isFinite(p)) {
    if (p <= limit - 0.01) return true
    if (p > limit + 0.01) return false
  }
  const exactLimit = setScaleHalfUp(multiplyDecimal128(toExact(amountText), toExact('0.15')), 2)
  return compareExact(toExact(points), exactLimit) <= 0
}

/** Number of decimals written after the point (0 without one). */
function writtenDecimals(text: string): number {
  const point = text.indexOf('.')
  return point < 0 ? 0 : text.length - point - 1
}

/** Number of decimals without trailing zeros (80.50 → 1, 80.00 → 0). */
function significantDecimals(text: string): number {
  const point = text.indexOf('.')
  if (point < 0) return 0
  let end = text.length
  while (end > point + 1 && text.charCodeAt(end - 1) === 48) end--
  return end - point - 1
}

/** Trailing zeros of the integer part of an integer-valued number (0 for zero itself). */
function trailingIntegerZeros(text: string): number {
  const point = text.indexOf('.')
  const end = point < 0 ? text.length : point
  let zeros = 0
  while (zeros < end && text.charCodeAt(end - 1 - zeros) === 48) zeros++
  const digitsStart = text.charCodeAt(0) === 45 ? 1 : 0
  return zeros === end - digitsStart ? 0 : zeros
}

/**
 * The number of decimals the platform rounds the computed ratio to: that of the reported ratio.
 * The first version keeps the written decimals (80.50 → 2) unless the value is a whole number
 * that fits an Int (80.00 → 0); from 2020 trailing zeros are dropped first (80.50 → 1), and a
 * whole number too large for an Int rounds to its last non-zero digit (a negative scale).
 */
function ratioPrecision(cltv: string, value: number, stripZeros: boolean): number {
  const significant = significantDecimals(cltv)
  if (stripZeros && significant > 0) return significant
  // `value` is `cltv` as the nearest double: one strictly inside the Int range settles it (the
  // rounding to doubles is monotonic and keeps the bounds as they are).
  const fitsInt =
    significant === 0 &&
    ((value < INT_MAX_VALUE && value > INT_MIN_VALUE) ||
      (compareDecimal(cltv, INT_MAX) <= 0 && compareDecimal(cltv, INT_MIN) >= 0))
  if (!stripZeros) return fitsInt ? 0 : writtenDecimals(cltv)
  return fitsInt ? 0 : -trailingIntegerZeros(cltv)
}

/**
 * Q617: the reported combined loan-to-value ratio is at least loan amount / property value × 100,
 * rounded half up to the reported ratio's decimals. A property value that is not a number counts
 * as the largest double (so the computed ratio is 0). The platform divides in decimal with 34
 * significant digits; that is reproduced exactly when the doubles are too close to call.
 */
function cltvCoversAmount(v: readonly string[], stripZeros: boolean): boolean {
  // A field is a plain number (`isNumber`) exactly when its double is not NaN (see `toDouble`).
  const amount = doubleAt(v, LOAN_AMOUNT)
  if (Number.isNaN(amount)) return true
  const amountText = v[LOAN_AMOUNT] as string
  const cltvDouble = doubleAt(v, CLTV)
  const cltvNumber = !Number.isNaN(cltvDouble)
  const cltv = cltvNumber ? (v[CLTV] as string) : '0'
  const c = cltvNumber ? cltvDouble : 0
  const pvNumber = doubleAt(v, PROPERTY_VALUE)
  const pv = Number.isNaN(pvNumber) ? Number.MAX_VALUE : pvNumber
  // A zero (or beyond double range) property value makes the platform's edit throw instead of
  // answering: no finding.
  if (pv === 0 || !Number.isFinite(pv)) return true
  const precision = ratioPrecision(cltv, c, stripZeros)
  const ratio = (amount / pv) * 100
  const margin = 0.5 * 10 ** -precision + 1e-9 * Math.max(1, Math.abs(ratio))
  if (Number.isFinite(ratio) && Number.isFinite(c)) {
    if (c >= ratio + margin) return true
    if (c < ratio - margin) return false
  }
  // A reported ratio computed from these figures falls between the two: rounding decides.
  const verdict = coversRoundedRatio(ratio, c, precision)
  if (verdict !== null) return verdict
  const quotient = divideDecimal128(toExact(amountText), toExact(String(pv)))
  const percent = { n: quotient.n * 100n, scale: quotient.scale }
  return compareExact(toExact(cltv), setScaleHalfUp(percent, precision)) >= 0
}

/** Q617 (2018–2019): with property value and ratio reported (not NA/Exempt). */
const q617: Check = (v) => {
  if (isExemptOrNA(v[PROPERTY_VALUE]) || isExemptOrNA(v[CLTV])) return true
  return cltvCoversAmount(v, false)
}

/**
 * Q617 (2020): conventional loans with a ratio reported; precision without trailing zeros. The
 * edit list also asks for a reported property value; the source does not (a property value that
 * is not a number counts as the largest double), and the source decides.
 */
const q617v2020: Check = (v) => {
  if (v[LOAN_TYPE] !== '1' || isExemptOrNA(v[CLTV])) return true
  return cltvCoversAmount(v, true)
}

/** Q650/Q650-1/-2: an interest rate above 0 (a non-number reads as -1) lies in the range. */
function interestRate(atLeast: number, atMost: number): Check {
  return (v) => {
    const rate = doubleAt(v, INTEREST_RATE)
    if (!(rate > 0)) return true
    return rate >= atLeast && rate <= atMost
  }
}

/** Q651/Q652: a ratio that is a number is not between 0 and 1, compared in single precision. */
function notAFraction(index: number): Check {
  return (v) => {
    const ratio = floatAt(v, index)
    if (Number.isNaN(ratio)) return true
    return ratio >= 1 || ratio <= 0
  }
}

/** Q651-1 (2025): a ratio above 0 (a non-number reads as 0) is at least 1.5. */
const q651_1: Check = (v) => {
  const ratio = doubleAt(v, CLTV)
  if (!(ratio > 0)) return true
  return ratio >= 1.5
}

/** Q651-2 (2025): a ratio that is a number is under 150, compared in single precision. */
const q651_2: Check = (v) => {
  const ratio = floatAt(v, CLTV)
  if (Number.isNaN(ratio)) return true
  return ratio < 150
}

/** Q653-1/-2: for these actions a reported ratio (not NA/Exempt) lies in [0, upper], exactly. */
function cltvInRange(actions: ReadonlySet<string>, upper: string): Check {
  return (v) => {
    const cltv = v[CLTV]
    if (!inSet(actions, v[ACTION_TAKEN]) || isExemptOrNA(cltv)) return true
    return decimalBetween(cltv, '0', upper)
  }
}

/**
 * Q654: with income over 5 (thousand) and the loan approved, the debt-to-income ratio is NA,
 * Exempt or between 0 and 80 (exactly). The 2020 and 2022 versions check the same thing.
 */
const q654: Check = (v) => {
  const income = intAt(v, INCOME)
  if (!(income > 5) || !inSet(APPROVED, v[ACTION_TAKEN])) return true
  const dti = v[DTI]
  return isExemptOrNA(dti) || decimalBetween(dti, '0', '80')
}

/** Q658: a loan term that is a number is at most 600 months. */
const q658: Check = (v) => {
  const term = v[LOAN_TERM]
  if (!isNumber(term)) return true
  return intAt(v, LOAN_TERM) <= 600
}

export const PRICING_RULES: readonly QualityRule[] = [
  rule('Q615-1', 2018, exceeds(TOTAL_LOAN_COSTS, ORIGINATION_CHARGES)),
  rule('Q615-1', 2021, exceeds(TOTAL_LOAN_COSTS, ORIGINATION_CHARGES)),
  rule('Q615-2', 2018, exceeds(POINTS_AND_FEES, ORIGINATION_CHARGES)),
  rule('Q615-2', 2021, exceeds(POINTS_AND_FEES, ORIGINATION_CHARGES)),
  rule('Q616-1', 2018, exceeds(TOTAL_LOAN_COSTS, DISCOUNT_POINTS)),
  rule('Q616-2', 2018, exceeds(POINTS_AND_FEES, DISCOUNT_POINTS)),
  rule('Q616-3', 2025, q616_3),
  rule('Q617', 2018, q617),
  rule('Q617', 2020, q617v2020),
  rule('Q650', 2020, interestRate(0.5, Number.POSITIVE_INFINITY)),
  rule('Q650-1', 2021, interestRate(0.5, Number.POSITIVE_INFINITY)),
  rule('Q650-2', 2021, interestRate(Number.NEGATIVE_INFINITY, 20)),
  rule('Q651', 2020, notAFraction(CLTV)),
  rule('Q651-1', 2025, q651_1),
  rule('Q651-2', 2025, q651_2),
  rule('Q652', 2020, notAFraction(DTI)),
  rule('Q653-1', 2020, cltvInRange(APPROVED, '250')),
  rule('Q653-2', 2020, cltvInRange(NOT_APPROVED, '1000')),
  rule('Q654', 2020, q654),
  rule('Q654', 2022, q654),
  rule('Q658', 2022, q658),
]

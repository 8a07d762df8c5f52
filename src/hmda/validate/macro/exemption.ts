/**
 * Whether a LAR record uses a partial-exemption code, as the HMDA Platform decides it for Q646
 * and Q647, and the record form of those two edits (from 2025 the platform checks them on each
 * record rather than over the whole file; see ./periods.ts).
 *
 * The fields the platform looks at (a fact of its source, not of the edit catalogue's field
 * list): 27 coded fields whose exemption code is 1111, and 18 free fields that count as exempt
 * when they read `Exempt` or `1111`, letter case ignored. The State field and the credit scores
 * themselves are not among them.
 */
import { LAR_INDEX, TS_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import { runsExemptionRowEdits, type MacroPeriod } from './periods'

const EXEMPT_CODE = '1111'

/** Coded fields whose exemption is the code 1111 (as written: the format check allows no other spelling). */
const CODED: readonly number[] = Object.freeze([
  LAR_INDEX.submissionOfApplication,
  LAR_INDEX.ausResult1,
  LAR_INDEX.ausResult2,
  LAR_INDEX.ausResult3,
  LAR_INDEX.ausResult4,
  LAR_INDEX.ausResult5,
  LAR_INDEX.aus1,
  LAR_INDEX.aus2,
  LAR_INDEX.aus3,
  LAR_INDEX.aus4,
  LAR_INDEX.aus5,
  LAR_INDEX.balloonPayment,
  LAR_INDEX.businessOrCommercialPurpose,
  LAR_INDEX.creditScoreModelApplicant,
  LAR_INDEX.creditScoreModelCoApplicant,
  LAR_INDEX.denialReason1,
  LAR_INDEX.denialReason2,
  LAR_INDEX.denialReason3,
  LAR_INDEX.denialReason4,
  LAR_INDEX.interestOnlyPayments,
  LAR_INDEX.openEndLineOfCredit,
  LAR_INDEX.manufacturedHomeLandPropertyInterest,
  LAR_INDEX.manufacturedHomeSecuredPropertyType,
  LAR_INDEX.reverseMortgage,
  LAR_INDEX.negativeAmortization,
  LAR_INDEX.otherNonAmortizingFeatures,
  LAR_INDEX.initiallyPayableToInstitution,
])

/** Free fields that count as exempt when they read `Exempt` or `1111` in any letter case. */
const FREE: readonly number[] = Object.freeze([
  LAR_INDEX.streetAddress,
  LAR_INDEX.city,
  LAR_INDEX.zipCode,
  LAR_INDEX.rateSpread,
  LAR_INDEX.totalLoanCosts,
  LAR_INDEX.totalPointsAndFees,
  LAR_INDEX.originationCharges,
  LAR_INDEX.discountPoints,
  LAR_INDEX.lenderCredits,
  LAR_INDEX.interestRate,
  LAR_INDEX.prepaymentPenaltyTerm,
  LAR_INDEX.debtToIncomeRatio,
  LAR_INDEX.combinedLoanToValueRatio,
  LAR_INDEX.loanTerm,
  LAR_INDEX.introductoryRatePeriod,
  LAR_INDEX.propertyValue,
  LAR_INDEX.multifamilyAffordableUnits,
  LAR_INDEX.nmlsrId,
])

/** Number of LAR fields that can carry an exemption, for tests. */
export const EXEMPTION_FIELD_COUNT = CODED.length + FREE.length

/** `Exempt` in any letter case (ASCII: no other character folds to one of these letters). */
function isExemptWord(v: string): boolean {
  if (v.length !== 6) return false
  const word = 'EXEMPT'
  for (let i = 0; i < 6; i++) {
    let c = v.charCodeAt(i)
    if (c >= 97 && c <= 122) c -= 32
    if (c !== word.charCodeAt(i)) return false
  }
  return true
}

/** Whether the record uses at least one partial-exemption code. Allocates nothing. */
export function usesExemption(values: readonly string[]): boolean {
  // The length is compared first: it settles almost every value without a string comparison.
  for (let i = 0; i < CODED.length; i++) {
    const v = values[CODED[i] as number]
    if (v !== undefined && v.length === 4 && v === EXEMPT_CODE) return true
  }
  for (let i = 0; i < FREE.length; i++) {
    const v = values[FREE[i] as number]
    if (v === undefined) continue
    const length = v.length
    if (length === 4 ? v === EXEMPT_CODE : length === 6 && isExemptWord(v)) return true
  }
  return false
}

/** The federal agency code of the U.S. Department of Housing and Urban Development. */
export const HUD_AGENCY = '7'

/** Whether a transmittal sheet names HUD (agency 7) as the institution's federal agency. */
export function isHudTs(tsValues: readonly string[]): boolean {
  return tsValues[TS_INDEX.federalAgency] === HUD_AGENCY
}

/** Q646 as a record edit: passes when the record uses no exemption code. */
export const Q646_ROW: ValidityRule = Object.freeze({
  id: 'Q646',
  record: 'lar',
  check: (values: readonly string[]) => !usesExemption(values),
})

const Q647_ROW: ValidityRule = Object.freeze({
  id: 'Q647',
  record: 'lar',
  check: (values: readonly string[]) => !usesExemption(values),
})

/**
 * The record edits Q646 and Q647 for a period: none before 2025 (they are macro edits then).
 * Q647 needs the transmittal sheet: it is left out when there is none (the platform then runs an
 * empty check) and when the sheet's agency is not HUD (the edit only applies to agency 7).
 */
export function exemptionRowRules(
  period: MacroPeriod,
  tsValues: readonly string[] | null,
): readonly ValidityRule[] {
  if (!runsExemptionRowEdits(period)) return []
  if (tsValues !== null && isHudTs(tsValues)) return [Q646_ROW, Q647_ROW]
  return [Q646_ROW]
}

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editsFor } from '../../edits/lookup'
import { FILING_YEARS, type LarFieldKey, type TsFieldKey } from '../../schema'
import { TEST_LEI, validLarValues, validTsValues } from '../../testing/rowBuilder'
import type { FilingYear } from '../../types'
import type { RuleContext, ValidityRule } from '../types'
import { NOT_CHECKED_B, RULES_B } from './rulesB'

type Lar = Partial<Record<LarFieldKey, string>>
type Ts = Partial<Record<TsFieldKey, string>>

/** One expectation: the rule `id` gives `passes` on a default row of `year` with `row` applied. */
interface Case {
  readonly id: string
  readonly year: FilingYear
  readonly passes: boolean
  readonly lar?: Lar
  readonly ts?: Ts
  readonly quarter?: 1 | 2 | 3
}

const RULES = new Map<string, ValidityRule>(RULES_B.map((rule) => [rule.id, rule]))

function rule(id: string): ValidityRule {
  const found = RULES.get(id)
  if (!found) throw new Error(`No rule ${id}`)
  return found
}

function run(c: Case): boolean {
  const r = rule(c.id)
  const context: RuleContext = { year: c.year, quarter: c.quarter ?? null }
  const values =
    r.record === 'ts' ? validTsValues(c.year, c.ts ?? {}) : validLarValues(c.year, c.lar ?? {})
  return r.check(values, context)
}

const pass = (id: string, year: FilingYear, lar: Lar = {}): Case => ({
  id,
  year,
  passes: true,
  lar,
})
const fail = (id: string, year: FilingYear, lar: Lar): Case => ({ id, year, passes: false, lar })
const tsPass = (id: string, year: FilingYear, ts: Ts, quarter?: 1 | 2 | 3): Case => ({
  id,
  year,
  passes: true,
  ts,
  ...(quarter && { quarter }),
})
const tsFail = (id: string, year: FilingYear, ts: Ts, quarter?: 1 | 2 | 3): Case => ({
  id,
  year,
  passes: false,
  ts,
  ...(quarter && { quarter }),
})

/** The applicant is not a natural person. */
const NON_NATURAL: Lar = { ethnicityApplicant1: '4', raceApplicant1: '7', sexApplicant: '4' }
/** The co-applicant is not a natural person. */
const CO_NON_NATURAL: Lar = {
  ethnicityCoApplicant1: '4',
  raceCoApplicant1: '7',
  sexCoApplicant: '4',
}
/** Credit score fields all exempt. */
const SCORES_EXEMPT: Lar = {
  creditScoreApplicant: '1111',
  creditScoreCoApplicant: '1111',
  creditScoreModelApplicant: '1111',
  creditScoreModelCoApplicant: '1111',
}

const CASES: readonly Case[] = [
  // V660–V668: credit scores and scoring models
  pass('V660-1', 2024),
  fail('V660-1', 2024, { creditScoreApplicant: '' }),
  fail('V660-1', 2018, { creditScoreApplicant: 'abc' }),
  pass('V660-2', 2018, { creditScoreModelApplicant: '8' }),
  pass('V660-2', 2018, { creditScoreModelApplicant: '1111' }),
  fail('V660-2', 2021, { creditScoreModelApplicant: '11' }),
  fail('V660-2', 2018, { creditScoreModelApplicant: '10' }),
  pass('V660-2', 2022, { creditScoreModelApplicant: '11' }),
  fail('V660-2', 2023, { creditScoreModelApplicant: '12' }),
  pass('V660-2', 2024, { creditScoreModelApplicant: '15' }),
  fail('V660-2', 2024, { creditScoreModelApplicant: '16' }),
  fail('V660-2', 2024, { creditScoreModelApplicant: '' }),
  pass('V661', 2018, { creditScoreApplicant: '8888', creditScoreModelApplicant: '9' }),
  fail('V661', 2018, { creditScoreApplicant: '8888', creditScoreModelApplicant: '1' }),
  fail('V661', 2025, { creditScoreApplicant: '700', creditScoreModelApplicant: '9' }),
  pass('V662-1', 2018),
  fail('V662-1', 2018, { creditScoreModelApplicantOther: 'Custom' }),
  fail('V662-1', 2021, { creditScoreModelApplicant: '11' }),
  pass('V662-1', 2022, { creditScoreModelApplicant: '11' }),
  fail('V662-1', 2023, { creditScoreModelApplicant: '12' }),
  pass('V662-1', 2024, { creditScoreModelApplicant: '12' }),
  pass('V662-1', 2024, { creditScoreModelApplicant: '8', creditScoreModelApplicantOther: 'X' }),
  pass('V662-2', 2019, { creditScoreModelApplicant: '8', creditScoreModelApplicantOther: 'X' }),
  fail('V662-2', 2019, { creditScoreModelApplicant: '8' }),
  fail('V662-2', 2019, { creditScoreModelApplicantOther: 'X' }),
  pass('V663', 2020, {
    actionTaken: '4',
    creditScoreApplicant: '8888',
    creditScoreModelApplicant: '9',
  }),
  pass('V663', 2020, { actionTaken: '5', ...SCORES_EXEMPT }),
  pass('V663', 2020, { actionTaken: '3' }),
  fail('V663', 2020, { actionTaken: '4' }),
  fail('V663', 2020, {
    actionTaken: '6',
    creditScoreApplicant: '8888',
    creditScoreModelApplicant: '9',
    creditScoreModelApplicantOther: 'X',
  }),
  pass('V664', 2020, {
    actionTaken: '4',
    creditScoreCoApplicant: '8888',
    creditScoreModelCoApplicant: '9',
  }),
  fail('V664', 2020, { actionTaken: '4' }),
  fail('V664', 2020, {
    actionTaken: '6',
    creditScoreCoApplicant: '8888',
    creditScoreModelCoApplicant: '9',
    creditScoreModelCoApplicantOther: 'X',
  }),
  pass('V665-1', 2018),
  fail('V665-1', 2018, { creditScoreCoApplicant: '' }),
  pass('V665-2', 2018, { creditScoreModelCoApplicant: '10' }),
  fail('V665-2', 2021, { creditScoreModelCoApplicant: '11' }),
  pass('V665-2', 2022, { creditScoreModelCoApplicant: '11' }),
  fail('V665-2', 2022, { creditScoreModelCoApplicant: '12' }),
  pass('V665-2', 2024, { creditScoreModelCoApplicant: '15' }),
  fail('V665-2', 2024, { creditScoreModelCoApplicant: '' }),
  pass('V666-1', 2018, { creditScoreCoApplicant: '8888', creditScoreModelCoApplicant: '9' }),
  fail('V666-1', 2018, { creditScoreCoApplicant: '8888' }),
  fail('V666-1', 2018, { creditScoreCoApplicant: '700', creditScoreModelCoApplicant: '9' }),
  pass('V666-2', 2018),
  fail('V666-2', 2018, { creditScoreModelCoApplicant: '9' }),
  fail('V666-2', 2018, { creditScoreCoApplicant: '700' }),
  pass('V667-1', 2018),
  fail('V667-1', 2018, { creditScoreModelCoApplicantOther: 'X' }),
  fail('V667-1', 2021, { creditScoreModelCoApplicant: '11' }),
  pass('V667-1', 2022, { creditScoreModelCoApplicant: '11' }),
  fail('V667-1', 2023, { creditScoreModelCoApplicant: '13' }),
  pass('V667-1', 2024, { creditScoreModelCoApplicant: '13' }),
  pass('V667-2', 2018, { creditScoreModelCoApplicant: '8', creditScoreModelCoApplicantOther: 'X' }),
  fail('V667-2', 2018, { creditScoreModelCoApplicant: '8' }),
  pass('V668-1', 2018, { ...NON_NATURAL, creditScoreApplicant: '8888' }),
  pass('V668-1', 2018, { ...NON_NATURAL, creditScoreApplicant: '1111' }),
  fail('V668-1', 2018, NON_NATURAL),
  pass('V668-2', 2018, { ...CO_NON_NATURAL, creditScoreCoApplicant: '8888' }),
  fail('V668-2', 2018, { ...CO_NON_NATURAL, creditScoreCoApplicant: '700' }),
  // V669–V671: reasons for denial
  pass('V669-1', 2018, { denialReason1: '1111' }),
  fail('V669-1', 2018, { denialReason1: '' }),
  fail('V669-1', 2018, { denialReason1: '11' }),
  pass('V669-2', 2018, { denialReason2: '3', denialReason4: '9' }),
  fail('V669-2', 2018, { denialReason2: '10' }),
  fail('V669-2', 2018, { denialReason4: '1111' }),
  pass('V669-3', 2018, { denialReason1: '1', denialReason2: '2' }),
  fail('V669-3', 2018, { denialReason1: '1', denialReason3: '1' }),
  fail('V669-3', 2018, { denialReason1: '1', denialReason3: '4', denialReason4: '4' }),
  pass('V669-4', 2018, { denialReason1: '1', denialReason2: '2' }),
  fail('V669-4', 2018, { denialReason2: '2' }),
  fail('V669-4', 2018, { denialReason1: '1111', denialReason4: '3' }),
  pass('V670-1', 2018, { actionTaken: '3', denialReason1: '1' }),
  pass('V670-1', 2018, { actionTaken: '7', denialReason1: '1111' }),
  fail('V670-1', 2018, { actionTaken: '3' }),
  pass('V670-2', 2018, { actionTaken: '7', denialReason1: '2' }),
  fail('V670-2', 2018, { denialReason1: '2' }),
  pass('V670-3', 2018, { denialReason1: '1111' }),
  fail('V670-3', 2018, { actionTaken: '8', denialReason1: '3' }),
  pass('V670-4', 2018),
  fail('V670-4', 2018, { actionTaken: '3' }),
  pass('V671-1', 2018, { actionTaken: '3', denialReason1: '9', denialReasonOther: 'X' }),
  fail('V671-1', 2018, { actionTaken: '3', denialReason1: '9' }),
  fail('V671-1', 2018, { actionTaken: '3', denialReason1: '1', denialReason3: '9' }),
  pass('V671-2', 2018, {
    actionTaken: '3',
    denialReason1: '1',
    denialReason2: '9',
    denialReasonOther: 'X',
  }),
  fail('V671-2', 2018, { denialReasonOther: 'X' }),
  // V672–V676: loan costs
  pass('V672-1', 2019, { totalLoanCosts: '0' }),
  pass('V672-1', 2019, { totalLoanCosts: 'NA' }),
  fail('V672-1', 2019, { totalLoanCosts: '' }),
  fail('V672-1', 2019, { totalLoanCosts: '-1' }),
  pass('V672-2', 2019, { totalPointsAndFees: '100', totalLoanCosts: 'NA' }),
  fail('V672-2', 2019, { totalPointsAndFees: '100' }),
  fail('V672-2', 2019, { totalPointsAndFees: '0', totalLoanCosts: 'Exempt' }),
  pass('V672-3', 2019, { reverseMortgage: '1', totalLoanCosts: 'Exempt' }),
  fail('V672-3', 2019, { reverseMortgage: '1' }),
  pass('V672-4', 2019, { openEndLineOfCredit: '1', totalLoanCosts: 'NA' }),
  fail('V672-4', 2019, { openEndLineOfCredit: '1' }),
  pass('V672-5', 2019, { businessOrCommercialPurpose: '1', totalLoanCosts: 'NA' }),
  fail('V672-5', 2019, { businessOrCommercialPurpose: '1' }),
  pass('V672-6', 2019, { actionTaken: '6' }),
  pass('V672-6', 2019, { actionTaken: '3', totalLoanCosts: 'NA' }),
  fail('V672-6', 2019, { actionTaken: '2' }),
  pass('V673-1', 2019, { totalPointsAndFees: 'Exempt' }),
  fail('V673-1', 2019, { totalPointsAndFees: '' }),
  fail('V673-1', 2019, { totalPointsAndFees: 'abc' }),
  pass('V673-2', 2019, { totalPointsAndFees: '100', totalLoanCosts: 'NA' }),
  fail('V673-2', 2019, { actionTaken: '6', totalPointsAndFees: '100', totalLoanCosts: 'NA' }),
  pass('V673-3', 2019, { reverseMortgage: '1' }),
  fail('V673-3', 2019, { reverseMortgage: '1', totalPointsAndFees: '100' }),
  pass('V673-4', 2019, { businessOrCommercialPurpose: '1' }),
  fail('V673-4', 2019, { businessOrCommercialPurpose: '1', totalPointsAndFees: '0' }),
  pass('V673-5', 2019),
  fail('V673-5', 2019, { totalPointsAndFees: 'Exempt' }),
  pass('V674-1', 2023, { originationCharges: '0' }),
  fail('V674-1', 2023, { originationCharges: '' }),
  pass('V674-2', 2023, { reverseMortgage: '1', originationCharges: 'NA' }),
  fail('V674-2', 2023, { reverseMortgage: '1' }),
  pass('V674-3', 2023, { openEndLineOfCredit: '1', originationCharges: 'Exempt' }),
  fail('V674-3', 2023, { openEndLineOfCredit: '1' }),
  pass('V674-4', 2023, { businessOrCommercialPurpose: '1', originationCharges: 'NA' }),
  fail('V674-4', 2023, { businessOrCommercialPurpose: '1' }),
  pass('V674-5', 2023, { actionTaken: '6' }),
  fail('V674-5', 2023, { actionTaken: '8' }),
  pass('V675-1', 2023),
  pass('V675-1', 2023, { discountPoints: '0.5' }),
  fail('V675-1', 2023, { discountPoints: '0' }),
  fail('V675-1', 2023, { discountPoints: 'abc' }),
  pass('V675-2', 2023, { reverseMortgage: '1', discountPoints: 'NA' }),
  fail('V675-2', 2023, { reverseMortgage: '1' }),
  pass('V675-3', 2023, { openEndLineOfCredit: '1', discountPoints: 'Exempt' }),
  fail('V675-3', 2023, { openEndLineOfCredit: '1', discountPoints: '100' }),
  pass('V675-4', 2023, { businessOrCommercialPurpose: '1', discountPoints: 'NA' }),
  fail('V675-4', 2023, { businessOrCommercialPurpose: '1' }),
  pass('V675-5', 2023, { actionTaken: '6', discountPoints: '100' }),
  fail('V675-5', 2023, { actionTaken: '4' }),
  pass('V676-1', 2023, { lenderCredits: '250' }),
  fail('V676-1', 2023, { lenderCredits: '-5' }),
  pass('V676-2', 2023, { reverseMortgage: '1', lenderCredits: 'NA' }),
  fail('V676-2', 2023, { reverseMortgage: '1' }),
  pass('V676-3', 2023, { openEndLineOfCredit: '1', lenderCredits: 'NA' }),
  fail('V676-3', 2023, { openEndLineOfCredit: '1', lenderCredits: '250' }),
  pass('V676-4', 2023, { businessOrCommercialPurpose: '1', lenderCredits: 'Exempt' }),
  fail('V676-4', 2023, { businessOrCommercialPurpose: '1' }),
  pass('V676-5', 2023, { actionTaken: '5', lenderCredits: 'NA' }),
  fail('V676-5', 2023, { actionTaken: '5' }),
  // V677–V683: rate, term and ratios
  fail('V677-1', 2018, { interestRate: '0' }),
  pass('V677-1', 2019, { interestRate: '0' }),
  pass('V677-1', 2018, { interestRate: 'NA' }),
  fail('V677-1', 2024, { interestRate: '' }),
  fail('V677-1', 2024, { interestRate: '-1' }),
  pass('V677-2', 2024, { actionTaken: '2' }),
  pass('V677-2', 2024, { actionTaken: '3', interestRate: 'NA' }),
  fail('V677-2', 2024, { actionTaken: '7' }),
  pass('V678-1', 2024, { prepaymentPenaltyTerm: '24' }),
  fail('V678-1', 2024, { prepaymentPenaltyTerm: '0' }),
  fail('V678-1', 2024, { prepaymentPenaltyTerm: '1.5' }),
  fail('V678-1', 2024, { prepaymentPenaltyTerm: '' }),
  pass('V678-2', 2024, { actionTaken: '6' }),
  fail('V678-2', 2024, { actionTaken: '6', prepaymentPenaltyTerm: '24' }),
  pass('V678-3', 2024, { reverseMortgage: '1', prepaymentPenaltyTerm: 'Exempt' }),
  fail('V678-3', 2024, { reverseMortgage: '1', prepaymentPenaltyTerm: '24' }),
  pass('V678-4', 2024, { businessOrCommercialPurpose: '1' }),
  fail('V678-4', 2024, { businessOrCommercialPurpose: '1', prepaymentPenaltyTerm: '24' }),
  pass('V678-5', 2024, { prepaymentPenaltyTerm: '360' }),
  pass('V678-5', 2024, { prepaymentPenaltyTerm: '400', loanTerm: 'NA' }),
  fail('V678-5', 2024, { prepaymentPenaltyTerm: '400' }),
  pass('V679-1', 2024, { debtToIncomeRatio: 'Exempt' }),
  fail('V679-1', 2024, { debtToIncomeRatio: '' }),
  pass('V679-2', 2024, { actionTaken: '4', debtToIncomeRatio: 'NA' }),
  fail('V679-2', 2024, { actionTaken: '6' }),
  pass('V679-3', 2024, {
    totalUnits: '5',
    multifamilyAffordableUnits: '5',
    debtToIncomeRatio: 'NA',
  }),
  fail('V679-3', 2024, { totalUnits: '5', multifamilyAffordableUnits: '5' }),
  pass('V680-1', 2024, { ...NON_NATURAL, debtToIncomeRatio: 'NA' }),
  pass('V680-1', 2024, { ...NON_NATURAL, ...CO_NON_NATURAL, debtToIncomeRatio: '30' }),
  fail('V680-1', 2024, NON_NATURAL),
  pass('V680-2', 2024, { ...NON_NATURAL, ...CO_NON_NATURAL, debtToIncomeRatio: 'Exempt' }),
  pass('V680-2', 2024, NON_NATURAL),
  fail('V680-2', 2024, { ...NON_NATURAL, ...CO_NON_NATURAL }),
  pass('V681-1', 2024, { combinedLoanToValueRatio: 'NA' }),
  fail('V681-1', 2024, { combinedLoanToValueRatio: '0' }),
  fail('V681-1', 2024, { combinedLoanToValueRatio: '' }),
  pass('V681-2', 2024, { actionTaken: '5', combinedLoanToValueRatio: 'NA' }),
  fail('V681-2', 2024, { actionTaken: '5' }),
  pass('V682-1', 2024, { loanTerm: 'Exempt' }),
  fail('V682-1', 2024, { loanTerm: '0' }),
  fail('V682-1', 2024, { loanTerm: '' }),
  pass('V682-2', 2024, { reverseMortgage: '1', loanTerm: 'NA', prepaymentPenaltyTerm: 'NA' }),
  fail('V682-2', 2024, { reverseMortgage: '1' }),
  pass('V683', 2024, { introductoryRatePeriod: '12' }),
  fail('V683', 2024, { introductoryRatePeriod: '0' }),
  fail('V683', 2024, { introductoryRatePeriod: '' }),
  // V684–V694: features, property and application channel
  pass('V684', 2021, { balloonPayment: '1111' }),
  fail('V684', 2021, { balloonPayment: '3' }),
  pass('V685', 2021, { interestOnlyPayments: '1' }),
  fail('V685', 2021, { interestOnlyPayments: '' }),
  pass('V686', 2021, { negativeAmortization: '1111' }),
  fail('V686', 2021, { negativeAmortization: '0' }),
  pass('V687', 2021, { otherNonAmortizingFeatures: '1' }),
  fail('V687', 2021, { otherNonAmortizingFeatures: 'NA' }),
  pass('V688-1', 2021, { propertyValue: 'NA' }),
  fail('V688-1', 2021, { propertyValue: '0' }),
  fail('V688-1', 2021, { propertyValue: '' }),
  pass('V688-2', 2021, { actionTaken: '4', propertyValue: 'Exempt' }),
  fail('V688-2', 2021, { actionTaken: '4' }),
  pass('V689-1', 2021, { manufacturedHomeSecuredPropertyType: '1111' }),
  fail('V689-1', 2021, { manufacturedHomeSecuredPropertyType: '4' }),
  pass('V689-2', 2021, { totalUnits: '5', multifamilyAffordableUnits: '5' }),
  fail('V689-2', 2021, {
    constructionMethod: '2',
    totalUnits: '5',
    multifamilyAffordableUnits: '5',
    manufacturedHomeSecuredPropertyType: '1',
  }),
  pass('V689-3', 2021, { constructionMethod: '2', manufacturedHomeSecuredPropertyType: '1' }),
  fail('V689-3', 2021, { manufacturedHomeSecuredPropertyType: '2' }),
  pass('V690-1', 2021, { manufacturedHomeLandPropertyInterest: '1111' }),
  fail('V690-1', 2021, { manufacturedHomeLandPropertyInterest: '6' }),
  pass('V690-2', 2021, { totalUnits: '5', multifamilyAffordableUnits: '5' }),
  fail('V690-2', 2021, {
    constructionMethod: '2',
    totalUnits: '5',
    multifamilyAffordableUnits: '5',
    manufacturedHomeLandPropertyInterest: '1',
  }),
  pass('V690-3', 2021, { constructionMethod: '2', manufacturedHomeLandPropertyInterest: '4' }),
  fail('V690-3', 2021, { manufacturedHomeLandPropertyInterest: '4' }),
  pass('V691', 2021, { totalUnits: '5' }),
  fail('V691', 2021, { totalUnits: '0' }),
  fail('V691', 2021, { totalUnits: '1.5' }),
  fail('V691', 2021, { totalUnits: '' }),
  pass('V692-1', 2021, { multifamilyAffordableUnits: '3' }),
  fail('V692-1', 2021, { multifamilyAffordableUnits: '' }),
  fail('V692-1', 2021, { multifamilyAffordableUnits: '2.5' }),
  pass('V692-2', 2021, { totalUnits: '5', multifamilyAffordableUnits: '1' }),
  fail('V692-2', 2021, { multifamilyAffordableUnits: '1' }),
  pass('V692-3', 2021, { totalUnits: '5', multifamilyAffordableUnits: '5' }),
  pass('V692-3', 2021, { totalUnits: '5' }),
  fail('V692-3', 2021, { totalUnits: '5', multifamilyAffordableUnits: '6' }),
  pass('V693-1', 2021, { submissionOfApplication: '1111' }),
  fail('V693-1', 2021, { submissionOfApplication: '4' }),
  pass('V693-2', 2021, { actionTaken: '6', submissionOfApplication: '3' }),
  fail('V693-2', 2021, { actionTaken: '6' }),
  pass('V693-3', 2021, { actionTaken: '6', submissionOfApplication: '3' }),
  fail('V693-3', 2021, { submissionOfApplication: '3' }),
  pass('V694-1', 2021, { initiallyPayableToInstitution: '2' }),
  fail('V694-1', 2021, { initiallyPayableToInstitution: '0' }),
  pass('V694-2', 2021, { actionTaken: '6', initiallyPayableToInstitution: '1111' }),
  fail('V694-2', 2021, { actionTaken: '6' }),
  pass('V694-3', 2021, { actionTaken: '6', initiallyPayableToInstitution: '3' }),
  fail('V694-3', 2021, { initiallyPayableToInstitution: '3' }),
  // V695: NMLSR ID
  pass('V695', 2018, { nmlsrId: 'ABC' }),
  fail('V695', 2020, { nmlsrId: '' }),
  pass('V695-1', 2021, { nmlsrId: 'NA' }),
  pass('V695-1', 2020, { nmlsrId: 'ABC' }),
  fail('V695-1', 2021, { nmlsrId: 'ABC' }),
  fail('V695-1', 2021, { nmlsrId: '' }),
  fail('V695-1', 2026, { nmlsrId: '12.5' }),
  pass('V695-2', 2021, { nmlsrId: '10' }),
  fail('V695-2', 2021, { nmlsrId: '0' }),
  fail('V695-2', 2026, { nmlsrId: '0000' }),
  pass('V695-3', 2024, { nmlsrId: '123' }),
  pass('V695-3', 2025, { nmlsrId: '123456789012' }),
  pass('V695-3', 2025, { nmlsrId: 'Exempt' }),
  fail('V695-3', 2025, { nmlsrId: '123' }),
  fail('V695-3', 2025, { nmlsrId: '1234567890123' }),
  fail('V695-3', 2025, { nmlsrId: '0000' }),
  fail('V695-3', 2025, { nmlsrId: '' }),
  pass('V695-3', 2026, { nmlsrId: '3000000' }),
  pass('V695-3', 2026, { nmlsrId: '1234' }),
  fail('V695-3', 2026, { nmlsrId: '3000001' }),
  fail('V695-3', 2026, { nmlsrId: '12345678' }),
  fail('V695-3', 2026, { nmlsrId: '-1234' }),
  { ...pass('V695-3', 2026, { nmlsrId: '12345678' }), quarter: 1 },
  { ...fail('V695-3', 2026, { nmlsrId: '1234567890123' }), quarter: 3 },
  // V696–V705: automated underwriting
  pass('V696-1', 2018, { aus1: '6', ausResult1: '17' }),
  fail('V696-1', 2020, { aus1: '7' }),
  pass('V696-1', 2021, { aus1: '7' }),
  pass('V696-1', 2021, { aus2: '7', ausResult2: '1' }),
  fail('V696-1', 2020, { aus2: '7', ausResult2: '1' }),
  fail('V696-1', 2021, { aus2: '6', ausResult2: '17' }),
  fail('V696-1', 2021, { aus1: '' }),
  pass('V696-2', 2018, { ausResult1: '17' }),
  fail('V696-2', 2018, { ausResult1: '18' }),
  pass('V696-2', 2019, { ausResult1: '24' }),
  fail('V696-2', 2019, { ausResult1: '25' }),
  pass('V696-2', 2019, { aus2: '2', ausResult2: '18' }),
  fail('V696-2', 2018, { aus2: '2', ausResult2: '18' }),
  fail('V696-2', 2019, { aus2: '2', ausResult2: '17' }),
  fail('V696-2', 2019, { ausResult1: '' }),
  pass('V696-3', 2019, { aus2: '2', ausResult2: '3' }),
  fail('V696-3', 2019, { aus2: '2' }),
  fail('V696-3', 2019, { ausResult3: '2' }),
  fail('V699', 2018, { aus1: '5', ausOther: 'X', ausResult1: '18' }),
  pass('V699', 2019, { aus1: '5', ausOther: 'X', ausResult1: '18' }),
  pass('V699', 2018, { aus1: '5', ausOther: 'X', ausResult1: '16', ausResultOther: 'Y' }),
  fail('V699', 2024, { aus1: '5', ausOther: 'X', ausResult1: '17' }),
  fail('V699', 2024, { aus3: '5', ausOther: 'X', ausResult3: '' }),
  pass('V700-1', 2019, { aus1: '6', ausResult1: '17' }),
  fail('V700-1', 2019, { aus1: '6' }),
  fail('V700-1', 2019, { aus1: '6', ausResult1: '17', aus2: '1', ausResult2: '1' }),
  pass('V700-2', 2019, { aus1: '6', ausResult1: '17' }),
  fail('V700-2', 2019, { ausResult1: '17' }),
  fail('V700-2', 2019, { aus1: '6', ausResult1: '17', ausResult5: '1' }),
  pass('V701', 2019, { aus2: '2', ausResult2: '3' }),
  fail('V701', 2019, { ausResult2: '3' }),
  fail('V701', 2019, { aus2: '2', ausResult2: '3', ausResult5: '3' }),
  pass('V702-1', 2019, { aus1: '5', ausOther: 'Lender system' }),
  fail('V702-1', 2019, { aus1: '5' }),
  fail('V702-1', 2019, { aus4: '5', ausResult4: '1' }),
  pass('V702-2', 2019, { aus2: '5', ausResult2: '1', ausOther: 'Lender system' }),
  fail('V702-2', 2019, { ausOther: 'Lender system' }),
  pass('V703-1', 2019, { ausResult1: '16', ausResultOther: 'Manual' }),
  fail('V703-1', 2019, { ausResult1: '16' }),
  pass('V703-2', 2019, { aus3: '1', ausResult3: '16', ausResultOther: 'Manual' }),
  fail('V703-2', 2019, { ausResultOther: 'Manual' }),
  pass('V704-1', 2019, { actionTaken: '6', aus1: '6' }),
  fail('V704-1', 2019, { actionTaken: '6' }),
  pass('V704-2', 2019, { actionTaken: '6', ausResult1: '1111' }),
  fail('V704-2', 2019, { actionTaken: '6' }),
  pass('V705-1', 2019, { ...NON_NATURAL, aus1: '6', ausResult1: '17' }),
  pass('V705-1', 2019, { ...NON_NATURAL, aus1: '1111', ausResult1: '1111' }),
  fail('V705-1', 2019, NON_NATURAL),
  fail('V705-1', 2019, { ...NON_NATURAL, aus1: '6' }),
  pass('V705-2', 2019, { ...NON_NATURAL, ...CO_NON_NATURAL, aus1: '1111', ausResult1: '17' }),
  fail('V705-2', 2019, { ...NON_NATURAL, ...CO_NON_NATURAL }),
  // V706–V715: loan flags and partial exemptions
  pass('V706', 2020, { reverseMortgage: '1111' }),
  fail('V706', 2020, { reverseMortgage: '3' }),
  pass('V707', 2020, { openEndLineOfCredit: '1' }),
  fail('V707', 2020, { openEndLineOfCredit: '' }),
  pass('V708', 2020, { businessOrCommercialPurpose: '1111' }),
  fail('V708', 2020, { businessOrCommercialPurpose: 'Exempt' }),
  pass('V709', 2020, { streetAddress: 'Exempt', city: 'Exempt', zipCode: 'Exempt' }),
  fail('V709', 2020, { city: 'Exempt' }),
  fail('V709', 2020, { streetAddress: 'Exempt', zipCode: 'Exempt' }),
  pass('V710', 2020, SCORES_EXEMPT),
  fail('V710', 2020, { creditScoreApplicant: '1111' }),
  fail('V710', 2020, { creditScoreModelCoApplicant: '1111' }),
  fail('V710', 2020, { ...SCORES_EXEMPT, creditScoreModelApplicantOther: 'X' }),
  pass('V711', 2020, { denialReason1: '1111' }),
  fail('V711', 2020, { denialReason1: '1111', denialReason2: '1' }),
  fail('V711', 2020, { denialReason1: '1111', denialReasonOther: 'X' }),
  pass('V712', 2020, { totalLoanCosts: 'Exempt', totalPointsAndFees: 'Exempt' }),
  fail('V712', 2020, { totalLoanCosts: 'Exempt' }),
  fail('V712', 2020, { totalPointsAndFees: 'Exempt' }),
  pass('V713', 2020, { aus1: '1111', ausResult1: '1111' }),
  fail('V713', 2020, { aus1: '1111' }),
  fail('V713', 2020, { aus1: '1111', ausResult1: '1111', ausOther: 'X' }),
  fail('V713', 2020, { aus1: '1111', ausResult1: '1111', ausResultOther: 'Y' }),
  fail('V713', 2020, { aus1: '1111', ausResult1: '1111', aus2: '1', ausResult2: '1' }),
  pass('V714', 2020, { submissionOfApplication: '1111', initiallyPayableToInstitution: '1111' }),
  fail('V714', 2020, { initiallyPayableToInstitution: '1111' }),
  pass('V715', 2020, {
    balloonPayment: '1111',
    interestOnlyPayments: '1111',
    negativeAmortization: '1111',
    otherNonAmortizingFeatures: '1111',
  }),
  fail('V715', 2020, { balloonPayment: '1111' }),
  fail('V715', 2020, {
    balloonPayment: '1111',
    interestOnlyPayments: '1111',
    negativeAmortization: '1111',
  }),
  // V717–V719: transmittal sheet
  tsPass('V717', 2020, { contactEmail: 'first+hmda.last@bank-name.example.org' }),
  tsFail('V717', 2020, { contactEmail: 'not-an-email' }),
  tsFail('V717', 2020, { contactEmail: 'a@b' }),
  tsFail('V717', 2020, { contactEmail: 'a@b.c' }),
  tsFail('V717', 2026, { contactEmail: 'pat example@example.com' }),
  tsPass('V717', 2019, { contactEmail: 'not-an-email' }),
  tsPass('V718', 2022, { calendarQuarter: '4' }),
  tsFail('V718', 2022, { calendarQuarter: '3' }),
  tsPass('V718', 2021, { calendarQuarter: '3' }),
  tsPass('V718', 2021, { calendarQuarter: '2' }, 2),
  tsFail('V718', 2021, { calendarQuarter: '4' }, 2),
  tsFail('V718', 2024, { calendarQuarter: '1' }, 3),
  tsPass('V719', 2021, { institutionName: 'Bank 1' }),
  tsFail('V719', 2021, { institutionName: '12345' }),
  tsFail('V719', 2024, { institutionName: '123.45' }),
  tsPass('V719', 2020, { institutionName: '12345' }),
  tsPass('V719-1', 2023, { institutionName: '1st Bank' }),
  tsFail('V719-1', 2023, { institutionName: '12345' }),
  tsPass('V719-1', 2022, { institutionName: '12345' }),
  tsPass('V719-2', 2023, {}),
  tsFail('V719-2', 2023, { institutionName: TEST_LEI }),
  tsPass('V719-2', 2022, { institutionName: TEST_LEI }),
  // V720–V721: credit score floors and ages
  pass('V720-1', 2021, { creditScoreApplicant: '250' }),
  pass('V720-1', 2022, { creditScoreApplicant: '280' }),
  fail('V720-1', 2022, { creditScoreApplicant: '279' }),
  fail('V720-1', 2022, { creditScoreModelApplicant: '11', creditScoreApplicant: '250' }),
  pass('V720-1', 2023, { creditScoreModelApplicant: '12', creditScoreApplicant: '250' }),
  fail('V720-1', 2024, { creditScoreModelApplicant: '12', creditScoreApplicant: '250' }),
  pass('V720-1', 2024, { creditScoreModelApplicant: '7', creditScoreApplicant: '250' }),
  pass('V720-2', 2022),
  fail('V720-2', 2022, { creditScoreModelCoApplicant: '2', creditScoreCoApplicant: '250' }),
  pass('V720-2', 2023, { creditScoreModelCoApplicant: '12', creditScoreCoApplicant: '250' }),
  fail('V720-2', 2024, { creditScoreModelCoApplicant: '12', creditScoreCoApplicant: '250' }),
  pass('V720-3', 2023, { creditScoreModelApplicant: '13', creditScoreApplicant: '299' }),
  pass('V720-3', 2024, { creditScoreModelApplicant: '13', creditScoreApplicant: '300' }),
  fail('V720-3', 2024, { creditScoreModelApplicant: '15', creditScoreApplicant: '299' }),
  pass('V720-4', 2024),
  fail('V720-4', 2026, { creditScoreModelCoApplicant: '14', creditScoreCoApplicant: '290' }),
  pass('V721-1', 2022, { ageApplicant: '8888' }),
  pass('V721-1', 2021, { ageApplicant: '9999' }),
  fail('V721-1', 2022, { ageApplicant: '9999' }),
  fail('V721-1', 2025, { ageApplicant: '1111' }),
  pass('V721-2', 2022, { ageCoApplicant: '8888' }),
  pass('V721-2', 2022, { ageCoApplicant: '37' }),
  fail('V721-2', 2022, { ageCoApplicant: '1111' }),
  pass('V721-2', 2021, { ageCoApplicant: '1111' }),
]

const label = (c: Case): string =>
  `${c.id} ${c.passes ? 'passes' : 'fails'} in ${c.year}${c.quarter ? ` Q${c.quarter}` : ''}: ${JSON.stringify(c.lar ?? c.ts)}`

/** Edit ids V660–V799 of the validity catalogue (annual and quarterly lists). */
function catalogueIds(year: number): Set<string> {
  const ids = new Set<string>()
  for (const quarterly of [false, true]) {
    for (const edit of editsFor(year, { category: 'validity', quarterly })) {
      const n = Number(/^V(\d+)/.exec(edit.id)?.[1])
      if (n >= 660 && n <= 799) ids.add(edit.id)
    }
  }
  return ids
}

const IMPLEMENTED = new Set(RULES_B.map((r) => r.id))
const NOT_CHECKED = new Set(NOT_CHECKED_B.map((n) => n.id))

describe('validity rules V660–V799', () => {
  it.each(CASES.map((c) => [label(c), c] as const))('%s', (_, c) => {
    expect(run(c)).toBe(c.passes)
  })

  it('has a passing and a failing case for every rule', () => {
    for (const id of IMPLEMENTED) {
      expect(
        CASES.some((c) => c.id === id && c.passes),
        `${id} pass`,
      ).toBe(true)
      expect(
        CASES.some((c) => c.id === id && !c.passes),
        `${id} fail`,
      ).toBe(true)
    }
  })

  it.each([...FILING_YEARS])('covers every catalogue edit V660–V799 of %i', (year) => {
    for (const id of catalogueIds(year)) {
      expect(IMPLEMENTED.has(id) || NOT_CHECKED.has(id), id).toBe(true)
    }
  })

  it('lists only catalogue edits, each once, checked or not', () => {
    const all = new Set(FILING_YEARS.flatMap((year) => [...catalogueIds(year)]))
    expect(IMPLEMENTED.size).toBe(RULES_B.length)
    for (const id of [...IMPLEMENTED, ...NOT_CHECKED]) expect(all.has(id), id).toBe(true)
    for (const id of NOT_CHECKED) expect(IMPLEMENTED.has(id), id).toBe(false)
    for (const { reason } of NOT_CHECKED_B) expect(reason.length).toBeGreaterThan(20)
  })

  it.each([...FILING_YEARS])('passes the default rows of %i, annual and quarterly', (year) => {
    const lar = validLarValues(year)
    const failed: string[] = []
    const contexts: RuleContext[] = [
      { year, quarter: null },
      { year, quarter: 1 },
      { year, quarter: 2 },
      { year, quarter: 3 },
    ]
    for (const context of contexts) {
      const ts = validTsValues(year, { calendarQuarter: String(context.quarter ?? 4) })
      for (const r of RULES_B) {
        if (!r.check(r.record === 'ts' ? ts : lar, context)) {
          failed.push(`${r.id} Q${context.quarter ?? 'A'}`)
        }
      }
    }
    expect(failed).toEqual([])
  })

  it('treats a short row (missing fields) as failing the required-value rules, without throwing', () => {
    const short = validLarValues(2024).slice(0, 60)
    for (const r of RULES_B) {
      expect(() => r.check(short, { year: 2024, quarter: null })).not.toThrow()
    }
    expect(rule('V696-1').check(short, { year: 2024, quarter: null })).toBe(false)
  })
})

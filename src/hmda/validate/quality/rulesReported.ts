/**
 * LAR quality edits about how values are written: multifamily units (Q655), the exemption code
 * 1111 where it does not belong (Q656, Q657), 888/999 placeholders (Q659) and the street address
 * (Q660). They compare characters by code and allocate nothing on ordinary (ASCII) values.
 */
import { LAR_INDEX } from '../../schema'
import type { Check } from '../validity/shared'
import { compareDecimal, doubleAt, intAt, is1111, startsWith1111 } from './numbers'
import { STREET, streetFacts } from './street'
import type { QualityRule } from './types'

const L = LAR_INDEX

function rule(id: string, version: number, check: Check): QualityRule {
  return Object.freeze({ id, version, record: 'lar' as const, check })
}

/** Q655: with 5 or more units, affordable units are Exempt or a whole number (not NA). */
const q655: Check = (v) => {
  if (!(intAt(v, L.totalUnits) >= 5)) return true
  const affordable = v[L.multifamilyAffordableUnits]
  return affordable === 'Exempt' || !Number.isNaN(intAt(v, L.multifamilyAffordableUnits))
}

/** Fields where the text 1111 is an exemption code used in place of `Exempt` (Q656). */
const Q656_TEXT = [
  L.uli,
  L.prepaymentPenaltyTerm,
  L.debtToIncomeRatio,
  L.combinedLoanToValueRatio,
  L.loanTerm,
  L.introductoryRatePeriod,
  L.streetAddress,
  L.city,
  L.state,
  L.zipCode,
  L.propertyValue,
  L.multifamilyAffordableUnits,
  L.nmlsrId,
]
/** Fields the platform reads as numbers for Q656, so 1111.0 and 1111.00 count too. */
const Q656_NUMBERS = [
  L.interestRate,
  L.rateSpread,
  L.totalLoanCosts,
  L.totalPointsAndFees,
  L.originationCharges,
  L.discountPoints,
  L.lenderCredits,
]

/** Q656: no field that takes `Exempt` reports the code 1111 instead. */
const q656: Check = (v) => {
  for (const index of Q656_TEXT) if (is1111(v[index])) return false
  for (const index of Q656_NUMBERS) {
    const value = v[index]
    if (startsWith1111(value) && doubleAt(v, index) === 1111) return false
  }
  return true
}

/** Coded and text fields where 1111 may not be reported (Q657), compared as text. */
const Q657_TEXT = [
  L.income,
  L.purchaserType,
  L.hoepaStatus,
  L.lienStatus,
  L.loanType,
  L.loanPurpose,
  L.constructionMethod,
  L.occupancyType,
  L.rateSpread,
  L.preapproval,
  L.actionTaken,
  L.ethnicityApplicant1,
  L.ethnicityApplicant2,
  L.ethnicityApplicant3,
  L.ethnicityApplicant4,
  L.ethnicityApplicant5,
  L.ethnicityApplicantObserved,
  L.ethnicityCoApplicantObserved,
  L.raceApplicant1,
  L.raceApplicant2,
  L.raceApplicant3,
  L.raceApplicant4,
  L.raceApplicant5,
  L.raceCoApplicant1,
  L.raceCoApplicant2,
  L.raceCoApplicant3,
  L.raceCoApplicant4,
  L.raceCoApplicant5,
  L.raceApplicantObserved,
  L.raceCoApplicantObserved,
  L.sexApplicant,
  L.sexCoApplicant,
  L.sexApplicantObserved,
  L.sexCoApplicantObserved,
  L.aus2,
  L.aus3,
  L.aus4,
  L.aus5,
  L.ausResult2,
  L.ausResult3,
  L.ausResult4,
  L.ausResult5,
]
/** Whole-number fields the platform reads as integers for Q657 (so 01111 counts too). */
const Q657_INTEGERS = [L.totalUnits, L.ageApplicant, L.ageCoApplicant]

/**
 * Q657: no field that has no exemption reports 1111. The source lists the co-applicant's race
 * but not the co-applicant's ethnicity 1–5; this follows the source.
 */
const q657: Check = (v) => {
  for (const index of Q657_TEXT) if (is1111(v[index])) return false
  for (const index of Q657_INTEGERS) if (intAt(v, index) === 1111) return false
  const amount = v[L.loanAmount]
  return (
    !startsWith1111(amount) ||
    doubleAt(v, L.loanAmount) !== 1111 ||
    compareDecimal(amount, '1111') !== 0
  )
}

/** Fields whose trimmed text Q659 checks for 888/88888 (or 999/99999) placeholders. */
const Q659_TEXT = [
  L.streetAddress,
  L.city,
  L.state,
  L.zipCode,
  L.income,
  L.rateSpread,
  L.totalLoanCosts,
  L.totalPointsAndFees,
  L.originationCharges,
  L.discountPoints,
  L.lenderCredits,
  L.interestRate,
  L.prepaymentPenaltyTerm,
  L.debtToIncomeRatio,
  L.combinedLoanToValueRatio,
  L.loanTerm,
  L.introductoryRatePeriod,
  L.multifamilyAffordableUnits,
  L.propertyValue,
  L.nmlsrId,
]
/** Fields the platform holds as integers: their number is written out before the check. */
const Q659_INTEGERS = [
  L.ageApplicant,
  L.ageCoApplicant,
  L.creditScoreApplicant,
  L.creditScoreCoApplicant,
]

/**
 * Whether the text, without leading and trailing characters up to U+0020 (Java's trim), is three
 * or five times `digit`, optionally followed by a point and one or two zeros: 888, 88888.0, 888.00.
 */
function isPlaceholder(text: string | undefined, digit: number): boolean {
  if (text === undefined) return false
  let start = 0
  let end = text.length
  while (start < end && text.charCodeAt(start) <= 32) start++
  while (end > start && text.charCodeAt(end - 1) <= 32) end--
  let i = start
  while (i < end && text.charCodeAt(i) === digit) i++
  const run = i - start
  if (run !== 3 && run !== 5) return false
  if (i === end) return true
  if (text.charCodeAt(i) !== 46) return false
  const zeros = end - i - 1
  if (zeros < 1 || zeros > 2) return false
  for (let j = i + 1; j < end; j++) if (text.charCodeAt(j) !== 48) return false
  return true
}

/** Q659-1 (8) and Q659-2 (9): no field holds the placeholder made of that digit. */
function noPlaceholder(digit: number): Check {
  const short = digit * 111
  const long = digit * 11111
  const code = 48 + digit
  return (v) => {
    for (const index of Q659_INTEGERS) {
      const n = intAt(v, index)
      if (n === short || n === long) return false
    }
    for (const index of Q659_TEXT) {
      const text = v[index]
      // Most values are told apart by their length or first character: a placeholder has three
      // characters or more and, trimmed, starts with the digit.
      if (text === undefined || text.length < 3) continue
      const first = text.charCodeAt(0)
      if (first !== code && first > 32) continue
      if (isPlaceholder(text, code)) return false
    }
    return true
  }
}

/** The street address's facts for Q660 (one pass over it for the four edits: ./street.ts). */
const street = (v: readonly string[]) => streetFacts(v[L.streetAddress] ?? '')

/** Q660-1: the street address has at most 100 characters. */
const q660_1: Check = (v) => (street(v) & STREET.tooLong) === 0

/**
 * Q660-2: no `&`, `;` or backslash, and not the word "and" (ASCII word boundaries, as Java's
 * `\b` from version 19). The edit list does not name the backslash; the source does, and the
 * source decides.
 */
const q660_2: Check = (v) => (street(v) & STREET.q660_2Fails) === 0

/**
 * Q660-3: none of `!@$^%*_+={}[]<>?\` and no "tbd" anywhere. The edit list does not name `$`
 * or the backslash; the source does, and the source decides.
 */
const q660_3: Check = (v) => (street(v) & STREET.q660_3Fails) === 0

/**
 * Q660-4: the street has both letters and digits: fails when it has digits but no ASCII letter,
 * or no digit at all (except the words NA and Exempt, in any case). A blank street passes.
 */
const q660_4: Check = (v) => (street(v) & STREET.q660_4Fails) === 0

export const REPORTED_RULES: readonly QualityRule[] = [
  rule('Q655', 2021, q655),
  rule('Q656', 2021, q656),
  rule('Q657', 2021, q657),
  rule('Q659-1', 2022, noPlaceholder(8)),
  rule('Q659-2', 2022, noPlaceholder(9)),
  rule('Q660-1', 2024, q660_1),
  rule('Q660-2', 2024, q660_2),
  rule('Q660-3', 2024, q660_3),
  rule('Q660-4', 2024, q660_4),
]

/**
 * Validity rules V695–V721 on LAR records: NMLSR ID, automated underwriting, loan flags,
 * partial-exemption consistency, credit score floors and ages. A rule whose edit is not
 * published for the context's year passes.
 */
import { LAR_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import {
  applicantNotNatural,
  codeRange,
  codeSet,
  coApplicantNotNatural,
  isAllZeros,
  isBlank,
  isDigits,
  isExemptOrNA,
  isFilled,
  isInteger,
  isNumber,
  isYesNoOrExempt,
  larRule,
  noCoApplicant,
  type Values,
} from './shared'

const ACTION = LAR_INDEX.actionTaken
const STREET = LAR_INDEX.streetAddress
const CITY = LAR_INDEX.city
const ZIP = LAR_INDEX.zipCode
const AGE = LAR_INDEX.ageApplicant
const CO_AGE = LAR_INDEX.ageCoApplicant
const SCORE = LAR_INDEX.creditScoreApplicant
const CO_SCORE = LAR_INDEX.creditScoreCoApplicant
const MODEL = LAR_INDEX.creditScoreModelApplicant
const MODEL_OTHER = LAR_INDEX.creditScoreModelApplicantOther
const CO_MODEL = LAR_INDEX.creditScoreModelCoApplicant
const CO_MODEL_OTHER = LAR_INDEX.creditScoreModelCoApplicantOther
const DENIAL_1 = LAR_INDEX.denialReason1
const DENIAL_2 = LAR_INDEX.denialReason2
const DENIAL_3 = LAR_INDEX.denialReason3
const DENIAL_4 = LAR_INDEX.denialReason4
const DENIAL_OTHER = LAR_INDEX.denialReasonOther
const TOTAL_LOAN_COSTS = LAR_INDEX.totalLoanCosts
const POINTS_AND_FEES = LAR_INDEX.totalPointsAndFees
const BALLOON = LAR_INDEX.balloonPayment
const INTEREST_ONLY = LAR_INDEX.interestOnlyPayments
const NEGATIVE_AMORTIZATION = LAR_INDEX.negativeAmortization
const OTHER_NON_AMORTIZING = LAR_INDEX.otherNonAmortizingFeatures
const SUBMISSION = LAR_INDEX.submissionOfApplication
const PAYABLE = LAR_INDEX.initiallyPayableToInstitution
const NMLSR = LAR_INDEX.nmlsrId
const AUS_1 = LAR_INDEX.aus1
const AUS_2 = LAR_INDEX.aus2
const AUS_3 = LAR_INDEX.aus3
const AUS_4 = LAR_INDEX.aus4
const AUS_5 = LAR_INDEX.aus5
const AUS_OTHER = LAR_INDEX.ausOther
const RESULT_1 = LAR_INDEX.ausResult1
const RESULT_2 = LAR_INDEX.ausResult2
const RESULT_3 = LAR_INDEX.ausResult3
const RESULT_4 = LAR_INDEX.ausResult4
const RESULT_5 = LAR_INDEX.ausResult5
const RESULT_OTHER = LAR_INDEX.ausResultOther
const REVERSE = LAR_INDEX.reverseMortgage
const OPEN_END = LAR_INDEX.openEndLineOfCredit
const BUSINESS = LAR_INDEX.businessOrCommercialPurpose

// Systems 1 to 5 and results 1 to 5 sit in consecutive positions; the loops below rely on it.
const AUS_COUNT = 5
const consecutive = (...positions: number[]) =>
  positions.every((position, i) => position === (positions[0] ?? 0) + i)
if (
  !consecutive(AUS_1, AUS_2, AUS_3, AUS_4, AUS_5) ||
  !consecutive(RESULT_1, RESULT_2, RESULT_3, RESULT_4, RESULT_5)
) {
  throw new Error('The automated underwriting fields are expected in consecutive positions')
}

// Automated underwriting systems: 7 from 2021.
const AUS_1_CODES_2018 = codeSet('1111', ...codeRange(1, 6))
const AUS_1_CODES_2021 = codeSet('1111', ...codeRange(1, 7))
const AUS_CODES_2018 = codeSet(...codeRange(1, 5))
const AUS_CODES_2021 = codeSet(...codeRange(1, 5), '7')

// Automated underwriting results: 18 to 24 from 2019.
const RESULT_1_CODES_2018 = codeSet('1111', ...codeRange(1, 17))
const RESULT_1_CODES_2019 = codeSet('1111', ...codeRange(1, 24))
const RESULT_CODES_2018 = codeSet(...codeRange(1, 16))
const RESULT_CODES_2019 = codeSet(...codeRange(1, 16), ...codeRange(18, 24))

// Scoring models with a floor of 280 (V720-1/-2) and of 300 (V720-3/-4).
const FLOOR_280_MODELS_2022 = codeSet(...codeRange(1, 6), '11')
const FLOOR_280_MODELS_2024 = codeSet(...codeRange(1, 6), '11', '12')
const FLOOR_300_MODELS = codeSet('13', '14', '15')

const NMLSR_MAX_2026 = 3000000

function nmlsrLengthRule(v: Values, annual2026: boolean): boolean {
  const id = v[NMLSR]
  if (isExemptOrNA(id)) return true
  if (!isDigits(id) || id.length < 4 || isAllZeros(id)) return false
  return annual2026 ? id.length <= 7 && Number(id) <= NMLSR_MAX_2026 : id.length <= 12
}

/** Every system and result in positions 2 to 5 is blank. */
function laterAusBlank(v: Values): boolean {
  for (let i = 1; i < AUS_COUNT; i++) {
    if (isFilled(v[AUS_1 + i]) || isFilled(v[RESULT_1 + i])) return false
  }
  return true
}

function countFilled(v: Values, first: number): number {
  let n = 0
  for (let i = 0; i < AUS_COUNT; i++) if (isFilled(v[first + i])) n++
  return n
}

function anyEquals(v: Values, first: number, code: string): boolean {
  for (let i = 0; i < AUS_COUNT; i++) if (v[first + i] === code) return true
  return false
}

const optionalCode = (x: string | undefined, codes: ReadonlySet<string>): boolean =>
  isBlank(x) || codes.has(x ?? '')

const ausNotApplicableOrExempt = (v: Values): boolean =>
  (v[AUS_1] === '6' || v[AUS_1] === '1111') && (v[RESULT_1] === '17' || v[RESULT_1] === '1111')

const scoreAtLeast = (score: string | undefined, floor: number): boolean =>
  isNumber(score) && Number(score) >= floor

export const AUS_RULES: readonly ValidityRule[] = [
  // NMLSR ID
  larRule('V695', (v, { year }) => year >= 2021 || isFilled(v[NMLSR])),
  larRule('V695-1', (v, { year }) => year < 2021 || isExemptOrNA(v[NMLSR]) || isInteger(v[NMLSR])),
  larRule('V695-2', (v, { year }) => year < 2021 || !isAllZeros(v[NMLSR])),
  larRule(
    'V695-3',
    (v, { year, quarter }) => year < 2025 || nmlsrLengthRule(v, year >= 2026 && quarter === null),
  ),
  // Automated underwriting systems and results
  larRule('V696-1', (v, { year }) => {
    const first = year >= 2021 ? AUS_1_CODES_2021 : AUS_1_CODES_2018
    const later = year >= 2021 ? AUS_CODES_2021 : AUS_CODES_2018
    return (
      first.has(v[AUS_1] ?? '') &&
      optionalCode(v[AUS_2], later) &&
      optionalCode(v[AUS_3], later) &&
      optionalCode(v[AUS_4], later) &&
      optionalCode(v[AUS_5], later)
    )
  }),
  larRule('V696-2', (v, { year }) => {
    const first = year >= 2019 ? RESULT_1_CODES_2019 : RESULT_1_CODES_2018
    const later = year >= 2019 ? RESULT_CODES_2019 : RESULT_CODES_2018
    return (
      first.has(v[RESULT_1] ?? '') &&
      optionalCode(v[RESULT_2], later) &&
      optionalCode(v[RESULT_3], later) &&
      optionalCode(v[RESULT_4], later) &&
      optionalCode(v[RESULT_5], later)
    )
  }),
  larRule('V696-3', (v) => countFilled(v, AUS_1) === countFilled(v, RESULT_1)),
  larRule('V699', (v, { year }) => {
    const results = year >= 2019 ? RESULT_CODES_2019 : RESULT_CODES_2018
    for (let i = 0; i < AUS_COUNT; i++) {
      if (v[AUS_1 + i] === '5' && !results.has(v[RESULT_1 + i] ?? '')) return false
    }
    return true
  }),
  larRule('V700-1', (v) => v[AUS_1] !== '6' || (v[RESULT_1] === '17' && laterAusBlank(v))),
  larRule('V700-2', (v) => v[RESULT_1] !== '17' || (v[AUS_1] === '6' && laterAusBlank(v))),
  larRule('V701', (v) => {
    for (let i = 1; i < AUS_COUNT; i++) {
      if (isBlank(v[AUS_1 + i]) && isFilled(v[RESULT_1 + i])) return false
    }
    return true
  }),
  larRule('V702-1', (v) => !anyEquals(v, AUS_1, '5') || isFilled(v[AUS_OTHER])),
  larRule('V702-2', (v) => isBlank(v[AUS_OTHER]) || anyEquals(v, AUS_1, '5')),
  larRule('V703-1', (v) => !anyEquals(v, RESULT_1, '16') || isFilled(v[RESULT_OTHER])),
  larRule('V703-2', (v) => isBlank(v[RESULT_OTHER]) || anyEquals(v, RESULT_1, '16')),
  larRule('V704-1', (v) => v[ACTION] !== '6' || v[AUS_1] === '6'),
  larRule('V704-2', (v) => v[ACTION] !== '6' || v[RESULT_1] === '17' || v[RESULT_1] === '1111'),
  larRule(
    'V705-1',
    (v) => !(applicantNotNatural(v) && noCoApplicant(v)) || ausNotApplicableOrExempt(v),
  ),
  larRule(
    'V705-2',
    (v) => !(applicantNotNatural(v) && coApplicantNotNatural(v)) || ausNotApplicableOrExempt(v),
  ),
  // Loan flags
  larRule('V706', (v) => isYesNoOrExempt(v[REVERSE])),
  larRule('V707', (v) => isYesNoOrExempt(v[OPEN_END])),
  larRule('V708', (v) => isYesNoOrExempt(v[BUSINESS])),
  // Partial exemptions: one exempt field of a group makes the whole group exempt
  larRule('V709', (v) => {
    const street = v[STREET] === 'Exempt'
    const city = v[CITY] === 'Exempt'
    const zip = v[ZIP] === 'Exempt'
    return street === city && city === zip
  }),
  larRule('V710', (v) => {
    const score = v[SCORE] === '1111'
    const coScore = v[CO_SCORE] === '1111'
    const model = v[MODEL] === '1111'
    const coModel = v[CO_MODEL] === '1111'
    if (!(score || coScore || model || coModel)) return true
    return (
      score && coScore && model && coModel && isBlank(v[MODEL_OTHER]) && isBlank(v[CO_MODEL_OTHER])
    )
  }),
  larRule(
    'V711',
    (v) =>
      v[DENIAL_1] !== '1111' ||
      (isBlank(v[DENIAL_2]) &&
        isBlank(v[DENIAL_3]) &&
        isBlank(v[DENIAL_4]) &&
        isBlank(v[DENIAL_OTHER])),
  ),
  larRule('V712', (v) => (v[TOTAL_LOAN_COSTS] === 'Exempt') === (v[POINTS_AND_FEES] === 'Exempt')),
  larRule('V713', (v) => {
    const aus = v[AUS_1] === '1111'
    const result = v[RESULT_1] === '1111'
    if (!aus && !result) return true
    return aus && result && laterAusBlank(v) && isBlank(v[AUS_OTHER]) && isBlank(v[RESULT_OTHER])
  }),
  larRule('V714', (v) => (v[SUBMISSION] === '1111') === (v[PAYABLE] === '1111')),
  larRule('V715', (v) => {
    const balloon = v[BALLOON] === '1111'
    return (
      balloon === (v[INTEREST_ONLY] === '1111') &&
      balloon === (v[NEGATIVE_AMORTIZATION] === '1111') &&
      balloon === (v[OTHER_NON_AMORTIZING] === '1111')
    )
  }),
  // Credit score floors by scoring model (from 2022; code 12 and the 300 floor from 2024)
  larRule('V720-1', (v, { year }) => {
    if (year < 2022) return true
    const models = year >= 2024 ? FLOOR_280_MODELS_2024 : FLOOR_280_MODELS_2022
    return !models.has(v[MODEL] ?? '') || scoreAtLeast(v[SCORE], 280)
  }),
  larRule('V720-2', (v, { year }) => {
    if (year < 2022) return true
    const models = year >= 2024 ? FLOOR_280_MODELS_2024 : FLOOR_280_MODELS_2022
    return !models.has(v[CO_MODEL] ?? '') || scoreAtLeast(v[CO_SCORE], 280)
  }),
  larRule(
    'V720-3',
    (v, { year }) =>
      year < 2024 || !FLOOR_300_MODELS.has(v[MODEL] ?? '') || scoreAtLeast(v[SCORE], 300),
  ),
  larRule(
    'V720-4',
    (v, { year }) =>
      year < 2024 || !FLOOR_300_MODELS.has(v[CO_MODEL] ?? '') || scoreAtLeast(v[CO_SCORE], 300),
  ),
  // Ages: the exemption code and, for the applicant, 9999 are not ages
  larRule('V721-1', (v, { year }) => {
    const age = v[AGE]
    if (year < 2022 || !isNumber(age)) return true
    const n = Number(age)
    return n !== 1111 && n !== 9999
  }),
  larRule('V721-2', (v, { year }) => {
    const age = v[CO_AGE]
    return year < 2022 || !isNumber(age) || Number(age) !== 1111
  }),
]

/** Validity rules V660–V671: credit scores, scoring models and reasons for denial. */
import { LAR_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import {
  applicantNotNatural,
  codeRange,
  codeSet,
  coApplicantNotNatural,
  isBlank,
  isFilled,
  isNumber,
  larRule,
  type Values,
} from './shared'

const ACTION = LAR_INDEX.actionTaken
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

// Scoring model codes: 11 from 2022, 12 to 15 from 2024.
const MODELS_2022 = ['11']
const MODELS_2024 = ['11', '12', '13', '14', '15']

/** V660-2: codes the applicant's model may hold. */
const APPLICANT_MODELS_2018 = codeSet('1111', ...codeRange(1, 9))
const APPLICANT_MODELS_2022 = codeSet('1111', ...codeRange(1, 9), ...MODELS_2022)
const APPLICANT_MODELS_2024 = codeSet('1111', ...codeRange(1, 9), ...MODELS_2024)

/** V665-2: codes the co-applicant's model may hold (10 = no co-applicant). */
const CO_APPLICANT_MODELS_2018 = codeSet('1111', ...codeRange(1, 10))
const CO_APPLICANT_MODELS_2022 = codeSet('1111', ...codeRange(1, 10), ...MODELS_2022)
const CO_APPLICANT_MODELS_2024 = codeSet('1111', ...codeRange(1, 10), ...MODELS_2024)

/** V662-1: applicant model codes that go with an empty free-form model name. */
const APPLICANT_NO_TEXT_2018 = codeSet('1111', ...codeRange(1, 7), '9')
const APPLICANT_NO_TEXT_2022 = codeSet('1111', ...codeRange(1, 7), '9', ...MODELS_2022)
const APPLICANT_NO_TEXT_2024 = codeSet('1111', ...codeRange(1, 7), '9', ...MODELS_2024)

/** V667-1: the same for the co-applicant (10 included). */
const CO_NO_TEXT_2018 = codeSet('1111', ...codeRange(1, 7), '9', '10')
const CO_NO_TEXT_2022 = codeSet('1111', ...codeRange(1, 7), '9', '10', ...MODELS_2022)
const CO_NO_TEXT_2024 = codeSet('1111', ...codeRange(1, 7), '9', '10', ...MODELS_2024)

const byYear = (
  year: number,
  from2018: ReadonlySet<string>,
  from2022: ReadonlySet<string>,
  from2024: ReadonlySet<string>,
): ReadonlySet<string> => (year >= 2024 ? from2024 : year >= 2022 ? from2022 : from2018)

const DENIAL_1_CODES = codeSet('1111', ...codeRange(1, 10))
const DENIAL_CODES = codeSet(...codeRange(1, 9))

const isDenied = (action: string | undefined): boolean => action === '3' || action === '7'
const isNotDenied = (action: string | undefined): boolean =>
  action === '1' ||
  action === '2' ||
  action === '4' ||
  action === '5' ||
  action === '6' ||
  action === '8'
const isWithdrawnClosedOrPurchased = (action: string | undefined): boolean =>
  action === '4' || action === '5' || action === '6'

const scoreNotApplicableOrExempt = (score: string | undefined): boolean =>
  score === '8888' || score === '1111' || score === 'Exempt'
const modelNotApplicableOrExempt = (model: string | undefined): boolean =>
  model === '9' || model === '1111' || model === 'Exempt'

/** Equivalence helper for "if A then B, and the reverse must be true". */
const same = (a: boolean, b: boolean): boolean => a === b

function duplicateDenialCode(v: Values): boolean {
  const r1 = v[DENIAL_1]
  const r2 = v[DENIAL_2]
  const r3 = v[DENIAL_3]
  const r4 = v[DENIAL_4]
  return (
    (isFilled(r1) && (r1 === r2 || r1 === r3 || r1 === r4)) ||
    (isFilled(r2) && (r2 === r3 || r2 === r4)) ||
    (isFilled(r3) && r3 === r4)
  )
}

const anyDenialIsOther = (v: Values): boolean =>
  v[DENIAL_1] === '9' || v[DENIAL_2] === '9' || v[DENIAL_3] === '9' || v[DENIAL_4] === '9'

const optionalDenial = (r: string | undefined): boolean => isBlank(r) || DENIAL_CODES.has(r ?? '')

export const CREDIT_RULES: readonly ValidityRule[] = [
  larRule('V660-1', (v) => isNumber(v[SCORE])),
  larRule('V660-2', (v, { year }) =>
    byYear(year, APPLICANT_MODELS_2018, APPLICANT_MODELS_2022, APPLICANT_MODELS_2024).has(
      v[MODEL] ?? '',
    ),
  ),
  larRule('V661', (v) => same(v[SCORE] === '8888', v[MODEL] === '9')),
  larRule('V662-1', (v, { year }) =>
    same(
      byYear(year, APPLICANT_NO_TEXT_2018, APPLICANT_NO_TEXT_2022, APPLICANT_NO_TEXT_2024).has(
        v[MODEL] ?? '',
      ),
      isBlank(v[MODEL_OTHER]),
    ),
  ),
  larRule('V662-2', (v) => same(v[MODEL] === '8', isFilled(v[MODEL_OTHER]))),
  larRule(
    'V663',
    (v) =>
      !isWithdrawnClosedOrPurchased(v[ACTION]) ||
      (scoreNotApplicableOrExempt(v[SCORE]) &&
        modelNotApplicableOrExempt(v[MODEL]) &&
        isBlank(v[MODEL_OTHER])),
  ),
  larRule(
    'V664',
    (v) =>
      !isWithdrawnClosedOrPurchased(v[ACTION]) ||
      (scoreNotApplicableOrExempt(v[CO_SCORE]) &&
        modelNotApplicableOrExempt(v[CO_MODEL]) &&
        isBlank(v[CO_MODEL_OTHER])),
  ),
  larRule('V665-1', (v) => isNumber(v[CO_SCORE])),
  larRule('V665-2', (v, { year }) =>
    byYear(year, CO_APPLICANT_MODELS_2018, CO_APPLICANT_MODELS_2022, CO_APPLICANT_MODELS_2024).has(
      v[CO_MODEL] ?? '',
    ),
  ),
  larRule('V666-1', (v) => same(v[CO_SCORE] === '8888', v[CO_MODEL] === '9')),
  larRule('V666-2', (v) => same(v[CO_SCORE] === '9999', v[CO_MODEL] === '10')),
  larRule('V667-1', (v, { year }) =>
    same(
      byYear(year, CO_NO_TEXT_2018, CO_NO_TEXT_2022, CO_NO_TEXT_2024).has(v[CO_MODEL] ?? ''),
      isBlank(v[CO_MODEL_OTHER]),
    ),
  ),
  larRule('V667-2', (v) => same(v[CO_MODEL] === '8', isFilled(v[CO_MODEL_OTHER]))),
  larRule(
    'V668-1',
    (v) =>
      !applicantNotNatural(v) ||
      v[SCORE] === '8888' ||
      v[SCORE] === '1111' ||
      v[SCORE] === 'Exempt',
  ),
  larRule(
    'V668-2',
    (v) =>
      !coApplicantNotNatural(v) ||
      v[CO_SCORE] === '8888' ||
      v[CO_SCORE] === '1111' ||
      v[CO_SCORE] === 'Exempt',
  ),
  larRule('V669-1', (v) => DENIAL_1_CODES.has(v[DENIAL_1] ?? '')),
  larRule(
    'V669-2',
    (v) =>
      optionalDenial(v[DENIAL_2]) && optionalDenial(v[DENIAL_3]) && optionalDenial(v[DENIAL_4]),
  ),
  larRule('V669-3', (v) => !duplicateDenialCode(v)),
  larRule(
    'V669-4',
    (v) =>
      (v[DENIAL_1] !== '1111' && v[DENIAL_1] !== '10') ||
      (isBlank(v[DENIAL_2]) && isBlank(v[DENIAL_3]) && isBlank(v[DENIAL_4])),
  ),
  larRule(
    'V670-1',
    (v) => !isDenied(v[ACTION]) || v[DENIAL_1] === '1111' || DENIAL_CODES.has(v[DENIAL_1] ?? ''),
  ),
  larRule('V670-2', (v) => !DENIAL_CODES.has(v[DENIAL_1] ?? '') || isDenied(v[ACTION])),
  larRule(
    'V670-3',
    (v) => !isNotDenied(v[ACTION]) || v[DENIAL_1] === '1111' || v[DENIAL_1] === '10',
  ),
  larRule('V670-4', (v) => v[DENIAL_1] !== '10' || isNotDenied(v[ACTION])),
  larRule('V671-1', (v) => !anyDenialIsOther(v) || isFilled(v[DENIAL_OTHER])),
  larRule('V671-2', (v) => isBlank(v[DENIAL_OTHER]) || anyDenialIsOther(v)),
]

/**
 * LAR quality edits about the applicants and underwriting: ages (Q614), credit scores (Q642,
 * Q649) and the results reported for each automated underwriting system (Q632, Q633, Q643, Q644).
 */
import { LAR_INDEX } from '../../schema'
import { codeSet, inSet, type Check } from '../validity/shared'
import { intAt } from './numbers'
import type { QualityRule } from './types'

const AGE = LAR_INDEX.ageApplicant
const CO_AGE = LAR_INDEX.ageCoApplicant
const SCORE = LAR_INDEX.creditScoreApplicant
const CO_SCORE = LAR_INDEX.creditScoreCoApplicant
const SCORE_MODEL = LAR_INDEX.creditScoreModelApplicant
const CO_SCORE_MODEL = LAR_INDEX.creditScoreModelCoApplicant
const AUS = [LAR_INDEX.aus1, LAR_INDEX.aus2, LAR_INDEX.aus3, LAR_INDEX.aus4, LAR_INDEX.aus5]
const AUS_RESULT = [
  LAR_INDEX.ausResult1,
  LAR_INDEX.ausResult2,
  LAR_INDEX.ausResult3,
  LAR_INDEX.ausResult4,
  LAR_INDEX.ausResult5,
]

function rule(id: string, version: number, check: Check): QualityRule {
  return Object.freeze({ id, version, record: 'lar' as const, check })
}

/** An age between 18 and 100 unless it is one of the `skip` codes (8888 = not applicable). */
function ageInRange(index: number, skip: readonly number[]): Check {
  return (v) => {
    const age = intAt(v, index)
    if (skip.includes(age)) return true
    return age >= 18 && age <= 100
  }
}

/** Score 7777 (not a single model) goes with model 7 (more than one) or 8 (other). */
function scoreModelForNoSingleModel(score: number, model: number): Check {
  return (v) => intAt(v, score) !== 7777 || v[model] === '7' || v[model] === '8'
}

/** A credit score that is not a code lies between 300 and 900. */
function scoreInRange(index: number): Check {
  return (v) => {
    const score = intAt(v, index)
    if (score === 9999 || score === 7777 || score === 8888 || score === 1111) return true
    return score >= 300 && score <= 900
  }
}

/** For each of the five systems equal to `system`, the result in the same position is allowed. */
function ausResults(system: string, results: ReadonlySet<string>): Check {
  return (v) => {
    for (let i = 0; i < 5; i++) {
      if (v[AUS[i] ?? -1] === system && !inSet(results, v[AUS_RESULT[i] ?? -1])) return false
    }
    return true
  }
}

// Systems: 1 Desktop Underwriter, 2 Loan Prospector, 3 TOTAL Scorecard, 4 GUS.
// Results: 1 Approve/Eligible, 2 Approve/Ineligible, 3 Refer/Eligible, 4 Refer/Ineligible,
// 5 Refer with Caution, 6 Out of Scope, 7 Error, 8 Accept, 9 Caution, 10 Ineligible,
// 11 Incomplete, 12 Invalid, 13 Refer, 14 Eligible, 15 Unable to Determine or Unknown, 16 Other,
// 18 Accept/Eligible, 19 Accept/Ineligible, 20 Accept/Unable to Determine,
// 21 Refer with Caution/Eligible, 22 Refer with Caution/Ineligible, 23 Refer/Unable to Determine,
// 24 Refer with Caution/Unable to Determine.
export const APPLICANT_RULES: readonly QualityRule[] = [
  rule('Q614', 2018, ageInRange(AGE, [8888])),
  rule('Q614-1', 2020, ageInRange(AGE, [8888])),
  rule('Q614-2', 2020, ageInRange(CO_AGE, [8888, 9999])),
  rule('Q642-1', 2018, scoreModelForNoSingleModel(SCORE, SCORE_MODEL)),
  rule('Q642-2', 2018, scoreModelForNoSingleModel(CO_SCORE, CO_SCORE_MODEL)),
  rule('Q649-1', 2020, scoreInRange(SCORE)),
  rule('Q649-2', 2020, scoreInRange(CO_SCORE)),
  rule('Q632', 2018, ausResults('3', codeSet(8, 13))),
  rule('Q632', 2019, ausResults('3', codeSet(1, 2, 3, 4, 8, 13, 16, 18, 19))),
  rule('Q633', 2018, ausResults('4', codeSet(5, 8, 10, 13, 14, 15, 16))),
  rule('Q633', 2019, ausResults('4', codeSet(3, 4, 10, 15, 16, 18, 19, 20, 21, 22, 23, 24))),
  rule('Q643', 2018, ausResults('1', codeSet(1, 2, 3, 4, 5, 6, 7, 15))),
  rule('Q643', 2019, ausResults('1', codeSet(1, 2, 3, 4, 5, 6, 7, 15, 16))),
  rule('Q644', 2018, ausResults('2', codeSet(8, 9, 10, 11, 12))),
  rule('Q644', 2019, ausResults('2', codeSet(8, 9, 10, 11, 12, 13, 16))),
]

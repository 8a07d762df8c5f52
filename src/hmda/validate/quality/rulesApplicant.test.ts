import { describe, it } from 'vitest'
import { checkCases, expectCovered, fail, pass, type CaseTable } from './ruleCases'
import { APPLICANT_RULES } from './rulesApplicant'

const APPLICANT_AGE = [
  pass('age 18', { ageApplicant: '18' }),
  fail('age 17', { ageApplicant: '17' }),
  pass('age 100', { ageApplicant: '100' }),
  fail('age 101', { ageApplicant: '101' }),
  pass('age 8888 (not applicable)', { ageApplicant: '8888' }),
]

const CASES: CaseTable = {
  Q614: APPLICANT_AGE,
  'Q614-1': APPLICANT_AGE,
  'Q614-2': [
    pass('co-applicant 18', { ageCoApplicant: '18' }),
    fail('co-applicant 17', { ageCoApplicant: '17' }),
    fail('co-applicant 101', { ageCoApplicant: '101' }),
    pass('no co-applicant (9999)', { ageCoApplicant: '9999' }),
    pass('not applicable (8888)', { ageCoApplicant: '8888' }),
  ],
  'Q642-1': [
    pass('7777 with more than one model', {
      creditScoreApplicant: '7777',
      creditScoreModelApplicant: '7',
    }),
    pass('7777 with another model', {
      creditScoreApplicant: '7777',
      creditScoreModelApplicant: '8',
    }),
    fail('7777 with one named model', {
      creditScoreApplicant: '7777',
      creditScoreModelApplicant: '1',
    }),
    pass('a score with one model', { creditScoreApplicant: '700', creditScoreModelApplicant: '1' }),
  ],
  'Q642-2': [
    pass('7777 with more than one model', {
      creditScoreCoApplicant: '7777',
      creditScoreModelCoApplicant: '7',
    }),
    fail('7777 with one named model', {
      creditScoreCoApplicant: '7777',
      creditScoreModelCoApplicant: '2',
    }),
    pass('no co-applicant', { creditScoreCoApplicant: '9999', creditScoreModelCoApplicant: '10' }),
  ],
  'Q649-1': [
    pass('300', { creditScoreApplicant: '300' }),
    fail('299', { creditScoreApplicant: '299' }),
    pass('900', { creditScoreApplicant: '900' }),
    fail('901', { creditScoreApplicant: '901' }),
    pass('8888', { creditScoreApplicant: '8888' }),
    pass('1111', { creditScoreApplicant: '1111' }),
  ],
  'Q649-2': [
    pass('300', { creditScoreCoApplicant: '300' }),
    fail('901', { creditScoreCoApplicant: '901' }),
    pass('9999', { creditScoreCoApplicant: '9999' }),
    pass('7777', { creditScoreCoApplicant: '7777' }),
  ],
  'Q632@2018': [
    pass('TOTAL in position 2 with Accept', { aus2: '3', ausResult2: '8' }),
    fail('TOTAL in position 2 with Approve/Eligible', { aus2: '3', ausResult2: '1' }),
    fail('TOTAL in position 5 with Other', { aus5: '3', ausResult5: '16' }),
  ],
  'Q632@2019': [
    pass('TOTAL with Accept/Ineligible', { aus1: '3', ausResult1: '19' }),
    pass('TOTAL in position 5 with Other', { aus5: '3', ausResult5: '16' }),
    fail('TOTAL with Refer with Caution', { aus1: '3', ausResult1: '5' }),
  ],
  'Q633@2018': [
    pass('GUS with Eligible', { aus1: '4', ausResult1: '14' }),
    fail('GUS with Refer/Eligible', { aus1: '4', ausResult1: '3' }),
  ],
  'Q633@2019': [
    pass('GUS with Refer with Caution/Unable to Determine', { aus1: '4', ausResult1: '24' }),
    fail('GUS with Accept', { aus1: '4', ausResult1: '8' }),
  ],
  'Q643@2018': [
    pass('DU with Unable to Determine', { ausResult1: '15' }),
    fail('DU with Other', { ausResult1: '16' }),
  ],
  'Q643@2019': [
    pass('DU with Other', { ausResult1: '16' }),
    fail('DU in position 3 with Accept', { aus3: '1', ausResult3: '8' }),
  ],
  'Q644@2018': [
    pass('LP with Invalid', { aus1: '2', ausResult1: '12' }),
    fail('LP with Refer', { aus1: '2', ausResult1: '13' }),
  ],
  'Q644@2019': [
    pass('LP with Refer', { aus1: '2', ausResult1: '13' }),
    fail('LP in position 4 with Approve/Eligible', { aus4: '2', ausResult4: '1' }),
  ],
}

describe('applicant and underwriting quality rules', () => {
  it('has cases for every rule', () => {
    expectCovered(CASES, APPLICANT_RULES)
  })
  checkCases(CASES)
})

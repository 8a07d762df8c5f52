import { describe, it } from 'vitest'
import { checkCases, expectCovered, fail, pass, type CaseTable } from './ruleCases'
import { REPORTED_RULES } from './rulesReported'

const STREET_100 = `1 ${'a'.repeat(98)}`

const CASES: CaseTable = {
  Q655: [
    fail('5 units, affordable units NA', { totalUnits: '5', multifamilyAffordableUnits: 'NA' }),
    pass('5 units, 0 affordable units', { totalUnits: '5', multifamilyAffordableUnits: '0' }),
    pass('5 units, Exempt', { totalUnits: '5', multifamilyAffordableUnits: 'Exempt' }),
    fail('5 units, not a whole number', { totalUnits: '5', multifamilyAffordableUnits: '2.5' }),
    pass('4 units, NA', { totalUnits: '4', multifamilyAffordableUnits: 'NA' }),
  ],
  Q656: [
    fail('ULI 1111', { uli: '1111' }),
    fail('interest rate 1111.00', { interestRate: '1111.00' }),
    fail('rate spread 1111.0', { rateSpread: '1111.0' }),
    fail('city 1111', { city: '1111' }),
    fail('NMLSR ID 1111', { nmlsrId: '1111' }),
    pass('city 11111', { city: '11111' }),
    pass('interest rate 1111.01', { interestRate: '1111.01' }),
  ],
  Q657: [
    fail('total units 01111', { totalUnits: '01111' }),
    fail('income 1111', { income: '1111' }),
    pass('income 01111 (compared as text)', { income: '01111' }),
    fail('loan amount 1111.00', { loanAmount: '1111.00' }),
    pass('loan amount 1111.01', { loanAmount: '1111.01' }),
    fail('co-applicant age 1111', { ageCoApplicant: '1111' }),
    fail('AUS 2 is 1111', { aus2: '1111' }),
    pass('AUS result 1 may be 1111', { ausResult1: '1111' }),
    pass('co-applicant ethnicity 2 is not listed', { ethnicityCoApplicant2: '1111' }),
  ],
  'Q659-1': [
    fail('income 888', { income: '888' }),
    fail('property value 88888.00', { propertyValue: '88888.00' }),
    fail('city 888 with spaces', { city: ' 888 ' }),
    pass('city 8888', { city: '8888' }),
    pass('interest rate 888.000', { interestRate: '888.000' }),
    fail('age 0888 is the number 888', { ageApplicant: '0888' }),
    pass('age 8888', { ageApplicant: '8888' }),
    fail('credit score 888', { creditScoreApplicant: '888' }),
  ],
  'Q659-2': [
    fail('ZIP 99999', { zipCode: '99999' }),
    pass('rate spread 999.9', { rateSpread: '999.9' }),
    fail('DTI 999.0', { debtToIncomeRatio: '999.0' }),
    pass('co-applicant credit score 9999', { creditScoreCoApplicant: '9999' }),
    fail('co-applicant age 999', { ageCoApplicant: '999' }),
  ],
  'Q660-1': [
    pass('100 characters', { streetAddress: STREET_100 }),
    fail('101 characters', { streetAddress: `${STREET_100}b` }),
  ],
  'Q660-2': [
    fail('an ampersand', { streetAddress: '12 Oak & Elm' }),
    fail('a semicolon', { streetAddress: '12 Oak; Elm' }),
    fail('a backslash', { streetAddress: '12 Oak\\Elm' }),
    fail('the word AND', { streetAddress: '12 Oak AND Elm' }),
    fail('the word and first', { streetAddress: 'and 12 Elm' }),
    pass('and inside a word', { streetAddress: '12 Anderson Rd' }),
    pass('a line separator stops the pattern', { streetAddress: '12 Oak & Elm\u2028' }),
  ],
  'Q660-3': [
    pass('a number sign', { streetAddress: '12 Main St #4' }),
    fail('a question mark', { streetAddress: '12 Main St Apt 4?' }),
    fail('an underscore', { streetAddress: '12_Main St' }),
    fail('TBD', { streetAddress: 'TBD 12' }),
    fail('tbd inside a word', { streetAddress: '12 Atbdx Rd' }),
  ],
  'Q660-4': [
    fail('digits only', { streetAddress: '1234' }),
    fail('digits and signs only', { streetAddress: '1234 #5' }),
    fail('words only', { streetAddress: 'Main Street' }),
    pass('NA', { streetAddress: 'NA' }),
    pass('exempt in lower case', { streetAddress: 'exempt' }),
    fail('NA with a space', { streetAddress: ' NA' }),
    pass('blank', { streetAddress: '' }),
    pass('the Kelvin sign lower-cases to k', { streetAddress: '12 \u212A' }),
  ],
}

describe('reporting quality rules', () => {
  it('has cases for every rule', () => {
    expectCovered(CASES, REPORTED_RULES)
  })
  checkCases(CASES)
})

describe('Q659 placeholders told apart by length and first character', () => {
  checkCases({
    'Q659-1': [
      fail('a tab before 888', { city: '\t888' }),
      fail('a line feed before 88888.0', { zipCode: '\n88888.0' }),
      pass('two eights', { city: '88' }),
      pass('a letter before 888', { city: 'x888' }),
      fail('the last text field', { nmlsrId: '888' }),
    ],
    'Q659-2': [
      fail('spaces around 999.00', { propertyValue: '  999.00  ' }),
      pass('a nine after a letter', { city: 'a999' }),
      fail('the first text field', { streetAddress: '99999' }),
    ],
  })
})

import { describe, it } from 'vitest'
import { checkCases, expectCovered, fail, pass, type CaseTable, type RowCase } from './ruleCases'
import { PRICING_RULES } from './rulesPricing'

const LOAN_COSTS_OVER_ORIGINATION: readonly RowCase[] = [
  fail('loan costs equal origination charges', {
    totalLoanCosts: '1450',
    originationCharges: '1450',
  }),
  pass('loan costs a cent over', { totalLoanCosts: '1450.01', originationCharges: '1450' }),
  pass('loan costs 0', { totalLoanCosts: '0', originationCharges: '1450' }),
  pass('origination charges NA', { totalLoanCosts: '100', originationCharges: 'NA' }),
  pass('loan costs Exempt', { totalLoanCosts: 'Exempt', originationCharges: '1450' }),
]
const POINTS_OVER_ORIGINATION: readonly RowCase[] = [
  fail('points and fees equal origination charges', {
    totalPointsAndFees: '1450',
    originationCharges: '1450',
  }),
  pass('points and fees a cent over', {
    totalPointsAndFees: '1450.01',
    originationCharges: '1450',
  }),
  pass('points and fees NA', { totalPointsAndFees: 'NA', originationCharges: '1450' }),
  pass('origination charges 0', { totalPointsAndFees: '100', originationCharges: '0' }),
]
// Loan amount 255000 and property value 320000 make a ratio of exactly 79.6875.
const CLTV_COMMON: readonly RowCase[] = [
  pass('80 against 79.6875 rounded to 80', { combinedLoanToValueRatio: '80' }),
  fail('79 against 80', { combinedLoanToValueRatio: '79' }),
  pass('79.69 against 79.69', { combinedLoanToValueRatio: '79.69' }),
  fail('79.68 against 79.69', { combinedLoanToValueRatio: '79.68' }),
  fail('79.687 against 79.688 (half up)', { combinedLoanToValueRatio: '79.687' }),
  pass('79.6875 exactly', { combinedLoanToValueRatio: '79.6875' }),
  pass('ratio NA', { combinedLoanToValueRatio: 'NA' }),
]
const INTEREST_AT_LEAST_HALF: readonly RowCase[] = [
  pass('rate 0.5', { interestRate: '0.5' }),
  fail('rate 0.499', { interestRate: '0.499' }),
  pass('rate 0', { interestRate: '0' }),
  pass('rate NA', { interestRate: 'NA' }),
]
const DTI_UP_TO_80: readonly RowCase[] = [
  pass('DTI 80', { debtToIncomeRatio: '80' }),
  fail('DTI 80.01', { debtToIncomeRatio: '80.01' }),
  pass('DTI Exempt', { debtToIncomeRatio: 'Exempt' }),
  pass('income 5, DTI 90', { income: '5', debtToIncomeRatio: '90' }),
  pass('denied, DTI 90', { actionTaken: '3', debtToIncomeRatio: '90' }),
]

const CASES: CaseTable = {
  'Q615-1': LOAN_COSTS_OVER_ORIGINATION,
  'Q615-2': POINTS_OVER_ORIGINATION,
  'Q616-1': [
    fail('discount points equal loan costs', { discountPoints: '4213.50' }),
    pass('discount points a cent under', { discountPoints: '4213.49' }),
    pass('discount points blank', { discountPoints: '' }),
    pass('discount points 0', { discountPoints: '0' }),
  ],
  'Q616-2': [
    fail('discount points equal points and fees', {
      totalPointsAndFees: '500',
      discountPoints: '500',
    }),
    pass('points and fees a cent over', { totalPointsAndFees: '500.01', discountPoints: '500' }),
    pass('points and fees Exempt', { totalPointsAndFees: 'Exempt', discountPoints: '500' }),
  ],
  'Q616-3': [
    pass('15% of 255000', { discountPoints: '38250' }),
    fail('a cent over 15% of 255000', { discountPoints: '38250.01' }),
    pass('15.015 rounds up to 15.02', { loanAmount: '100.1', discountPoints: '15.02' }),
    fail('over 15.02', { loanAmount: '100.1', discountPoints: '15.021' }),
    fail('15.0045 rounds down to 15.00', { loanAmount: '100.03', discountPoints: '15.004' }),
    pass('discount points NA', { discountPoints: 'NA' }),
  ],
  'Q617@2018': [
    ...CLTV_COMMON,
    pass('property value NA', { propertyValue: 'NA', combinedLoanToValueRatio: '10' }),
    fail('an FHA loan too', { loanType: '2', combinedLoanToValueRatio: '79' }),
  ],
  'Q617@2020': [
    ...CLTV_COMMON,
    pass('an FHA loan is not checked', { loanType: '2', combinedLoanToValueRatio: '79' }),
    pass('property value NA counts as the largest double', {
      propertyValue: 'NA',
      combinedLoanToValueRatio: '0',
    }),
    fail('property value NA, ratio below 0', {
      propertyValue: 'NA',
      combinedLoanToValueRatio: '-0.1',
    }),
  ],
  Q650: INTEREST_AT_LEAST_HALF,
  'Q650-1': INTEREST_AT_LEAST_HALF,
  'Q650-2': [
    pass('rate 20', { interestRate: '20' }),
    fail('rate 20.001', { interestRate: '20.001' }),
    pass('rate Exempt', { interestRate: 'Exempt' }),
  ],
  Q651: [
    pass('ratio 1', { combinedLoanToValueRatio: '1' }),
    fail('ratio 0.99', { combinedLoanToValueRatio: '0.99' }),
    pass('0.99999999 is 1 in single precision', { combinedLoanToValueRatio: '0.99999999' }),
    pass('ratio 0', { combinedLoanToValueRatio: '0' }),
    pass('ratio NA', { combinedLoanToValueRatio: 'NA' }),
  ],
  'Q651-1': [
    pass('ratio 1.5', { combinedLoanToValueRatio: '1.5' }),
    fail('ratio 1.49', { combinedLoanToValueRatio: '1.49' }),
    pass('ratio 0', { combinedLoanToValueRatio: '0' }),
    pass('ratio NA', { combinedLoanToValueRatio: 'NA' }),
  ],
  'Q651-2': [
    pass('ratio 149.99', { combinedLoanToValueRatio: '149.99' }),
    fail('ratio 150', { combinedLoanToValueRatio: '150' }),
    fail('149.999999 is 150 in single precision', { combinedLoanToValueRatio: '149.999999' }),
    pass('ratio Exempt', { combinedLoanToValueRatio: 'Exempt' }),
  ],
  Q652: [
    pass('DTI 1', { debtToIncomeRatio: '1' }),
    fail('DTI 0.5', { debtToIncomeRatio: '0.5' }),
    pass('DTI 0', { debtToIncomeRatio: '0' }),
    pass('DTI NA', { debtToIncomeRatio: 'NA' }),
  ],
  'Q653-1': [
    pass('originated, 250', { combinedLoanToValueRatio: '250' }),
    fail('originated, 250.01', { combinedLoanToValueRatio: '250.01' }),
    fail('originated, -0.01', { combinedLoanToValueRatio: '-0.01' }),
    pass('originated, NA', { combinedLoanToValueRatio: 'NA' }),
    pass('denied, 300', { actionTaken: '3', combinedLoanToValueRatio: '300' }),
  ],
  'Q653-2': [
    pass('denied, 1000', { actionTaken: '3', combinedLoanToValueRatio: '1000' }),
    fail('denied, 1000.001', { actionTaken: '3', combinedLoanToValueRatio: '1000.001' }),
    pass('originated, 1000', { combinedLoanToValueRatio: '1000' }),
  ],
  Q654: DTI_UP_TO_80,
  Q658: [
    pass('600 months', { loanTerm: '600' }),
    fail('601 months', { loanTerm: '601' }),
    pass('loan term NA', { loanTerm: 'NA' }),
  ],
}

describe('pricing and ratio quality rules', () => {
  it('has cases for every rule', () => {
    expectCovered(CASES, PRICING_RULES)
  })
  checkCases(CASES)
})

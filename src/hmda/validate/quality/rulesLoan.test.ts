import { describe, it } from 'vitest'
import { checkCases, expectCovered, fail, pass, type CaseTable } from './ruleCases'
import { LOAN_RULES } from './rulesLoan'

const OTHER_LEI_ULI = 'HMDATESTBANK00000138ROWBUILDER000179'

const CASES: CaseTable = {
  Q601: [
    pass('applied exactly two years earlier', {
      applicationDate: '20220301',
      actionTakenDate: '20240301',
    }),
    fail('applied a day more than two years earlier', {
      applicationDate: '20220228',
      actionTakenDate: '20240301',
    }),
    pass('application date NA', { applicationDate: 'NA', actionTakenDate: '20240301' }),
  ],
  Q602: [
    fail('street NA with city, state and ZIP', { streetAddress: 'NA' }),
    pass('street and ZIP NA', { streetAddress: 'NA', zipCode: 'NA' }),
  ],
  'Q605-1': [
    fail('sold to Fannie Mae, FHA', { purchaserType: '1', loanType: '2' }),
    fail('sold to Freddie Mac, VA', { purchaserType: '3', loanType: '3' }),
    pass('sold to Fannie Mae, conventional', { purchaserType: '1', loanType: '1' }),
    pass('sold to Ginnie Mae, FHA', { purchaserType: '2', loanType: '2' }),
  ],
  'Q605-2': [
    fail('sold to Ginnie Mae, conventional', { purchaserType: '2', loanType: '1' }),
    pass('sold to Ginnie Mae, RHS/FSA', { purchaserType: '2', loanType: '4' }),
  ],
  'Q606@2018': [
    pass('income 2999', { income: '2999' }),
    fail('income 3000', { income: '3000' }),
    pass('income NA', { income: 'NA' }),
  ],
  'Q606@2020': [
    pass('income 9999', { income: '9999' }),
    fail('income 10000', { income: '10000' }),
    pass('income NA', { income: 'NA' }),
  ],
  Q607: [
    pass('subordinate lien of 250000', { lienStatus: '2', loanAmount: '250000' }),
    fail('subordinate lien of 250000.01', { lienStatus: '2', loanAmount: '250000.01' }),
    pass('first lien of 300000', { lienStatus: '1', loanAmount: '300000' }),
  ],
  Q608: [
    fail('originated, same day', { applicationDate: '20240301', actionTakenDate: '20240301' }),
    pass('originated, a day later', { applicationDate: '20240229', actionTakenDate: '20240301' }),
    pass('denied, same day', {
      actionTaken: '3',
      applicationDate: '20240301',
      actionTakenDate: '20240301',
    }),
    pass('application date NA', { applicationDate: 'NA' }),
  ],
  Q609: [
    pass('sold to Fannie Mae, spread 10', { purchaserType: '1', rateSpread: '10' }),
    fail('sold to Fannie Mae, spread 10.001', { purchaserType: '1', rateSpread: '10.001' }),
    pass('sold to Farmer Mac, spread NA', { purchaserType: '4', rateSpread: 'NA' }),
    pass('sold to Ginnie Mae, spread Exempt', { purchaserType: '2', rateSpread: 'Exempt' }),
    pass('not sold, spread 12', { purchaserType: '0', rateSpread: '12' }),
  ],
  Q610: [
    pass('first lien, spread 6.5, not high-cost', { rateSpread: '6.5', hoepaStatus: '2' }),
    fail('first lien, spread 6.501, not high-cost', { rateSpread: '6.501', hoepaStatus: '2' }),
    pass('first lien, spread 6.501, high-cost', { rateSpread: '6.501', hoepaStatus: '1' }),
    pass('subordinate lien, spread 7', { lienStatus: '2', rateSpread: '7', hoepaStatus: '2' }),
  ],
  Q611: [
    pass('subordinate lien, spread 8.5', { lienStatus: '2', rateSpread: '8.5', hoepaStatus: '2' }),
    fail('subordinate lien, spread 8.501', {
      lienStatus: '2',
      rateSpread: '8.501',
      hoepaStatus: '2',
    }),
    pass('subordinate lien, spread NA', { lienStatus: '2', rateSpread: 'NA', hoepaStatus: '2' }),
  ],
  Q612: [
    fail('sold to Freddie Mac, high-cost', { purchaserType: '3', hoepaStatus: '1' }),
    pass('sold to Freddie Mac, HOEPA NA', { purchaserType: '3', hoepaStatus: '3' }),
    pass('sold to Ginnie Mae, high-cost', { purchaserType: '2', hoepaStatus: '1' }),
  ],
  Q613: [
    fail('business purpose, other purpose', { businessOrCommercialPurpose: '1', loanPurpose: '4' }),
    pass('business purpose, purpose NA', { businessOrCommercialPurpose: '1', loanPurpose: '5' }),
    pass('not business, other purpose', { businessOrCommercialPurpose: '2', loanPurpose: '4' }),
  ],
  Q618: [
    fail('manufactured home, secured property NA', {
      constructionMethod: '2',
      manufacturedHomeSecuredPropertyType: '3',
    }),
    pass('manufactured home with land', {
      constructionMethod: '2',
      manufacturedHomeSecuredPropertyType: '1',
    }),
  ],
  Q619: [
    fail('manufactured home, land interest NA', {
      constructionMethod: '2',
      manufacturedHomeLandPropertyInterest: '5',
    }),
    pass('manufactured home, direct ownership', {
      constructionMethod: '2',
      manufacturedHomeLandPropertyInterest: '1',
    }),
  ],
  Q620: [
    fail('not business, NMLSR NA', { businessOrCommercialPurpose: '2', nmlsrId: 'NA' }),
    pass('business, NMLSR NA', { businessOrCommercialPurpose: '1', nmlsrId: 'NA' }),
  ],
  'Q621@2018': [
    pass('12 characters', { nmlsrId: '123456789012' }),
    fail('13 characters', { nmlsrId: '1234567890123' }),
    fail('a hyphen', { nmlsrId: 'AB-12' }),
    pass('NA', { nmlsrId: 'NA' }),
    pass('blank', { nmlsrId: '' }),
  ],
  'Q621@2025': [
    pass('4 characters', { nmlsrId: '1234' }),
    fail('3 characters', { nmlsrId: '123' }),
    fail('13 characters', { nmlsrId: '1234567890123' }),
    pass('Exempt', { nmlsrId: 'Exempt' }),
    pass('NA', { nmlsrId: 'NA' }),
  ],
  Q622: [
    pass('reverse mortgage at 62', { reverseMortgage: '1', ageApplicant: '62' }),
    fail('reverse mortgage at 61', { reverseMortgage: '1', ageApplicant: '61' }),
    pass('forward mortgage at 30', { reverseMortgage: '2', ageApplicant: '30' }),
  ],
  Q623: [
    pass('income 200, amount 1999999.99', { income: '200', loanAmount: '1999999.99' }),
    fail('income 200, amount 2000000', { income: '200', loanAmount: '2000000' }),
    pass('income 201, amount 2000000', { income: '201', loanAmount: '2000000' }),
    pass('5 units, amount 2000000', { income: '100', totalUnits: '5', loanAmount: '2000000' }),
    pass('income NA', { income: 'NA', loanAmount: '3000000' }),
  ],
  Q624: [
    pass('FHA, 1 unit, 637000', { loanType: '2', loanAmount: '637000' }),
    fail('FHA, 1 unit, 637000.01', { loanType: '2', loanAmount: '637000.01' }),
    pass('FHA, 2 units, 700000', { loanType: '2', totalUnits: '2', loanAmount: '700000' }),
  ],
  Q625: [
    pass('VA, 4 units, 1050000', { loanType: '3', totalUnits: '4', loanAmount: '1050000' }),
    fail('VA, 4 units, 1050000.5', { loanType: '3', totalUnits: '4', loanAmount: '1050000.5' }),
    pass('VA, 5 units, 2000000', { loanType: '3', totalUnits: '5', loanAmount: '2000000' }),
  ],
  Q626: [
    pass('sold to Farmer Mac, 1225000', { purchaserType: '4', loanAmount: '1225000' }),
    fail('sold to Farmer Mac, 1225001', { purchaserType: '4', loanAmount: '1225001' }),
    pass('sold to a private securitizer, 2000000', { purchaserType: '5', loanAmount: '2000000' }),
  ],
  Q627: [
    pass('5 units, 100000', { totalUnits: '5', loanAmount: '100000' }),
    fail('5 units, 99999.99', { totalUnits: '5', loanAmount: '99999.99' }),
    pass('5 units, 10000000', { totalUnits: '5', loanAmount: '10000000' }),
    fail('5 units, 10000000.01', { totalUnits: '5', loanAmount: '10000000.01' }),
    pass('4 units, 50000', { totalUnits: '4', loanAmount: '50000' }),
  ],
  Q628: [
    fail('home purchase, 10000', { loanAmount: '10000' }),
    pass('home purchase, 10000.01', { loanAmount: '10000.01' }),
    pass('home improvement, 5000', { loanPurpose: '2', loanAmount: '5000' }),
  ],
  Q629: [
    fail('originated purchase, income NA', { income: 'NA' }),
    pass('purchased loan, income NA', { actionTaken: '6', income: 'NA' }),
    pass('refinancing, income NA', { loanPurpose: '31', income: 'NA' }),
    pass('5 units, income NA', { totalUnits: '5', income: 'NA' }),
  ],
  Q630: [
    fail('5 units, not high-cost', { totalUnits: '5', hoepaStatus: '2' }),
    pass('5 units, HOEPA NA', { totalUnits: '5', hoepaStatus: '3' }),
    pass('4 units, not high-cost', { totalUnits: '4', hoepaStatus: '2' }),
  ],
  Q631: [
    fail('FHA, 5 units', { loanType: '2', totalUnits: '5' }),
    pass('FHA, 4 units', { loanType: '2', totalUnits: '4' }),
    pass('conventional, 5 units', { loanType: '1', totalUnits: '5' }),
  ],
  'Q645-1': [
    pass('amount 500', { loanAmount: '500', loanPurpose: '2' }),
    fail('amount 499.99', { loanAmount: '499.99', loanPurpose: '2' }),
  ],
  'Q645-2': [
    fail('home purchase of 999.99', { loanAmount: '999.99' }),
    pass('home purchase of 1000', { loanAmount: '1000' }),
    pass('home improvement of 999', { loanPurpose: '2', loanAmount: '999' }),
  ],
  Q648: [
    fail('ULI of another LEI', { uli: OTHER_LEI_ULI }),
    fail('ULI whose LEI differs in case', { uli: 'hMDATESTBANK00000137ROWBUILDER000179' }),
    pass('purchased loan, ULI of another LEI', { actionTaken: '6', uli: OTHER_LEI_ULI }),
    pass('22-character NULI', { uli: 'ABCDEFGHIJKLMNOPQRSTUV' }),
  ],
}

describe('loan quality rules', () => {
  it('has cases for every rule', () => {
    expectCovered(CASES, LOAN_RULES)
  })
  checkCases(CASES)
})

import { describe, expect, it } from 'vitest'
import type { LarFieldKey } from '../../schema'
import { validLarValues, validTsValues } from '../../testing/rowBuilder'
import { EXEMPTION_FIELD_COUNT, exemptionRowRules, usesExemption } from './exemption'

const CODED: readonly LarFieldKey[] = [
  'submissionOfApplication',
  'ausResult1',
  'ausResult2',
  'ausResult3',
  'ausResult4',
  'ausResult5',
  'aus1',
  'aus2',
  'aus3',
  'aus4',
  'aus5',
  'balloonPayment',
  'businessOrCommercialPurpose',
  'creditScoreModelApplicant',
  'creditScoreModelCoApplicant',
  'denialReason1',
  'denialReason2',
  'denialReason3',
  'denialReason4',
  'interestOnlyPayments',
  'openEndLineOfCredit',
  'manufacturedHomeLandPropertyInterest',
  'manufacturedHomeSecuredPropertyType',
  'reverseMortgage',
  'negativeAmortization',
  'otherNonAmortizingFeatures',
  'initiallyPayableToInstitution',
]

const FREE: readonly LarFieldKey[] = [
  'streetAddress',
  'city',
  'zipCode',
  'rateSpread',
  'totalLoanCosts',
  'totalPointsAndFees',
  'originationCharges',
  'discountPoints',
  'lenderCredits',
  'interestRate',
  'prepaymentPenaltyTerm',
  'debtToIncomeRatio',
  'combinedLoanToValueRatio',
  'loanTerm',
  'introductoryRatePeriod',
  'propertyValue',
  'multifamilyAffordableUnits',
  'nmlsrId',
]

describe('usesExemption', () => {
  it('finds none in an ordinary record', () => {
    expect(usesExemption(validLarValues(2024))).toBe(false)
  })

  it('looks at 45 fields', () => {
    expect(EXEMPTION_FIELD_COUNT).toBe(CODED.length + FREE.length)
  })

  it.each(CODED)('counts code 1111 in %s', (key) => {
    expect(usesExemption(validLarValues(2024, { [key]: '1111' }))).toBe(true)
  })

  it.each(FREE.flatMap((key) => ['Exempt', 'EXEMPT', 'exempt', '1111'].map((v) => [key, v])))(
    'counts %s = %s',
    (key, v) => {
      expect(usesExemption(validLarValues(2024, { [key as LarFieldKey]: v }))).toBe(true)
    },
  )

  it.each([
    ['state', 'Exempt'],
    ['creditScoreApplicant', '1111'],
    ['income', 'NA'],
    ['interestRate', 'NA'],
    ['interestRate', 'Exempted'],
    ['aus1', 'Exempt'],
    ['loanTerm', '11110'],
  ] as const)('does not count %s = %s', (key, v) => {
    expect(usesExemption(validLarValues(2024, { [key]: v }))).toBe(false)
  })
})

describe('exemptionRowRules (Q646 and Q647 as record edits)', () => {
  const hud = validTsValues(2025, { federalAgency: '7' })
  const other = validTsValues(2025, { federalAgency: '9' })
  const exempt = validLarValues(2025, { lenderCredits: 'Exempt' })
  const plain = validLarValues(2025)

  it('are none before 2025', () => {
    expect(exemptionRowRules({ year: 2024, quarter: null }, hud)).toEqual([])
    expect(exemptionRowRules({ year: 2024, quarter: 2 }, hud)).toEqual([])
  })

  it.each([
    [2025, null],
    [2025, 1],
    [2026, null],
    [2026, 3],
  ] as const)('%i quarter %s: Q646 and, for agency 7, Q647', (year, quarter) => {
    const period = { year, quarter }
    const rules = exemptionRowRules(period, hud)
    expect(rules.map((r) => r.id)).toEqual(['Q646', 'Q647'])
    for (const rule of rules) {
      expect(rule.record).toBe('lar')
      expect(rule.check(exempt, period)).toBe(false)
      expect(rule.check(plain, period)).toBe(true)
    }
    expect(exemptionRowRules(period, other).map((r) => r.id)).toEqual(['Q646'])
    expect(exemptionRowRules(period, null).map((r) => r.id)).toEqual(['Q646'])
  })
})

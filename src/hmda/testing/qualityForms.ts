/**
 * How the test-file generator triggers each quality edit decided from one LAR row, and its
 * "near" form: the smallest change that just misses the edit (the value at the threshold, the
 * rounding that still passes, NA or Exempt where the edit allows it). Each form is the fewest
 * fields to set on an otherwise valid realistic row (./realisticLar), with the companion fields
 * that keep the row free of syntactical, validity and other quality edits. The thresholds are
 * facts of the platform's edits (see ../validate/quality/).
 *
 * Where triggering (or nearly triggering) one edit unavoidably triggers another, `IMPLIED` says
 * so. Edits that need facts from outside the file (Q303, Q603, Q604) are not generated: see
 * NOT_GENERATED.
 */
import { makeUli } from '../checkDigit'
import type { LarFieldKey } from '../schema'

export type LarOverrides = Partial<Record<LarFieldKey, string>>

/** Where the row sits: the period and the row's index (for values that must stay unique). */
export interface FormContext {
  readonly year: number
  readonly quarter: 1 | 2 | 3 | null
  readonly index: number
}

type Form = LarOverrides | ((context: FormContext) => LarOverrides)

export interface RowForm {
  /** What the trigger form does, for `--help`. */
  readonly what: string
  readonly trigger: Form
  readonly near: Form
}

/** Quality edits the generator cannot produce, with the reason. */
export const NOT_GENERATED: Readonly<Record<string, string>> = {
  Q303: 'compares the transmittal sheet with the institution record the platform holds',
  Q603: "needs the Census Bureau's list of small counties (not in the file)",
  Q604: "needs the Census Bureau's county list (not in the file)",
}

/**
 * Edits that a form unavoidably triggers besides its own, in the periods that run them
 * (`trigger` for the trigger form, `near` for the near form).
 */
export const IMPLIED: Readonly<
  Record<
    string,
    {
      readonly trigger: readonly string[]
      readonly near: readonly string[]
      /** Validity edits the trigger form cannot avoid (in the periods that run them). */
      readonly validity?: readonly string[]
    }
  >
> = {
  // A home-purchase loan under $1,000 is also one of $10,000 or less.
  'Q645-2': { trigger: ['Q628'], near: ['Q628'] },
  // From 2025 a combined loan-to-value ratio of 150 or more is Q651-2.
  'Q653-1': { trigger: ['Q651-2'], near: ['Q651-2'] },
  'Q653-2': { trigger: ['Q651-2'], near: ['Q651-2'] },
  // From 2025 the validity edit V695-3 asks for 4 to 12 digits: the same bounds as Q621.
  Q621: { trigger: [], near: [], validity: ['V695-3'] },
  // Q647 reports exemption codes of a HUD filer, which Q646 reports for every filer.
  Q647: { trigger: ['Q646'], near: [] },
  // Q600-warning counts distinct LEI/ULI/action/date, so a repeat of all four repeats the ULI.
  'Q600-warning': { trigger: ['Q600'], near: ['Q600'] },
}

/** A second applicant, for the co-applicant edits (the realistic row may have none). */
const CO_APPLICANT: LarOverrides = {
  ethnicityCoApplicant1: '2',
  ethnicityCoApplicant2: '',
  ethnicityCoApplicant3: '',
  ethnicityCoApplicant4: '',
  ethnicityCoApplicant5: '',
  ethnicityCoApplicantOther: '',
  ethnicityCoApplicantObserved: '2',
  raceCoApplicant1: '5',
  raceCoApplicant2: '',
  raceCoApplicant3: '',
  raceCoApplicant4: '',
  raceCoApplicant5: '',
  raceCoApplicantOtherNative: '',
  raceCoApplicantOtherAsian: '',
  raceCoApplicantOtherPacificIslander: '',
  raceCoApplicantObserved: '2',
  sexCoApplicant: '1',
  sexCoApplicantObserved: '2',
  ageCoApplicant: '45',
  creditScoreCoApplicant: '700',
  creditScoreModelCoApplicant: '1',
  creditScoreModelCoApplicantOther: '',
}

/** One automated underwriting system and its result, the other four positions empty. */
const aus = (system: string, result: string): LarOverrides => ({
  aus1: system,
  aus2: '',
  aus3: '',
  aus4: '',
  aus5: '',
  ausOther: '',
  ausResult1: result,
  ausResult2: '',
  ausResult3: '',
  ausResult4: '',
  ausResult5: '',
  ausResultOther: '',
})

/** A loan with amount, property value and ratio that agree (Q617) and no discount points. */
const sized = (loanAmount: string, propertyValue: string): LarOverrides => ({
  loanAmount,
  propertyValue,
  combinedLoanToValueRatio: '80',
  discountPoints: '',
})

/** A denied application: the fields that only an origination reports are NA. */
export const DENIED: LarOverrides = {
  actionTaken: '3',
  denialReason1: '1',
  denialReason2: '',
  denialReason3: '',
  denialReason4: '',
  denialReasonOther: '',
  purchaserType: '0',
  hoepaStatus: '3',
  rateSpread: 'NA',
  totalLoanCosts: 'NA',
  totalPointsAndFees: 'NA',
  originationCharges: 'NA',
  discountPoints: 'NA',
  lenderCredits: 'NA',
  interestRate: 'NA',
}

/** Action taken 2, 4 or 5 (approved not accepted, withdrawn, closed for incompleteness). */
export function notOriginated(action: '2' | '4' | '5'): LarOverrides {
  return {
    ...DENIED,
    actionTaken: action,
    denialReason1: '10',
    ...(action === '2'
      ? {}
      : {
          preapproval: '2',
          // Withdrawn or incomplete: no credit scores, ratios or property value.
          creditScoreApplicant: '8888',
          creditScoreModelApplicant: '9',
          creditScoreModelApplicantOther: '',
          creditScoreCoApplicant: '8888',
          creditScoreModelCoApplicant: '9',
          creditScoreModelCoApplicantOther: '',
          debtToIncomeRatio: 'NA',
          combinedLoanToValueRatio: 'NA',
          propertyValue: 'NA',
        }),
  }
}

/** No pricing fields: business-purpose loans and reverse mortgages report them as NA. */
const NO_PRICING: LarOverrides = {
  hoepaStatus: '3',
  totalLoanCosts: 'NA',
  totalPointsAndFees: 'NA',
  originationCharges: 'NA',
  discountPoints: 'NA',
  lenderCredits: 'NA',
}

const BUSINESS: LarOverrides = { businessOrCommercialPurpose: '1', ...NO_PRICING }

const REVERSE: LarOverrides = {
  reverseMortgage: '1',
  rateSpread: 'NA',
  loanTerm: 'NA',
  ...NO_PRICING,
}

/** A multifamily (5-unit) loan that is otherwise unremarkable (income and DTI are NA). */
const MULTIFAMILY: LarOverrides = {
  totalUnits: '5',
  income: 'NA',
  debtToIncomeRatio: 'NA',
  multifamilyAffordableUnits: '0',
  hoepaStatus: '3',
  loanType: '1',
  ...sized('500000', '800000'),
}

const pad2 = (n: number) => (n < 10 ? `0${String(n)}` : String(n))

/** A day of the period's first month, `yyyymmdd` (day 1–28). */
const dayOf = (c: FormContext, day: number) =>
  `${String(c.year)}${pad2(c.quarter === null ? 1 : c.quarter * 3 - 2)}${pad2(day)}`

/** A ULI of row `index` built on another institution's LEI. */
const otherLeiUli = (c: FormContext) =>
  makeUli(`5493001YS08XHF42M037Q648${c.index.toString(36).toUpperCase().padStart(8, '0')}`)

const STREET_100 = `1 ${'a'.repeat(98)}`

export const QUALITY_ROW_FORMS: Readonly<Record<string, RowForm>> = {
  Q601: {
    what: 'application dated two years and a day before the action',
    trigger: (c) => ({
      applicationDate: `${String(c.year - 2)}${dayOf(c, 1).slice(4)}`,
      actionTakenDate: dayOf(c, 2),
    }),
    near: (c) => ({
      applicationDate: `${String(c.year - 2)}${dayOf(c, 2).slice(4)}`,
      actionTakenDate: dayOf(c, 2),
    }),
  },
  Q602: {
    what: 'street address NA with city, state and ZIP code',
    trigger: { streetAddress: 'NA' },
    near: { streetAddress: 'NA', zipCode: 'NA' },
  },
  'Q605-1': {
    what: 'sold to Fannie Mae, an FHA loan',
    trigger: { purchaserType: '1', loanType: '2', ...sized('500000', '800000') },
    near: { purchaserType: '1', loanType: '1', ...sized('500000', '800000') },
  },
  'Q605-2': {
    what: 'sold to Ginnie Mae, a conventional loan',
    trigger: { purchaserType: '2', loanType: '1', ...sized('500000', '800000') },
    near: { purchaserType: '2', loanType: '4', ...sized('500000', '800000') },
  },
  'Q606@2018': {
    what: 'income of 3000 (thousand)',
    trigger: { income: '3000' },
    near: { income: '2999' },
  },
  'Q606@2020': {
    what: 'income of 10000 (thousand)',
    trigger: { income: '10000' },
    near: { income: '9999' },
  },
  Q607: {
    what: 'a subordinate lien of 250000.01',
    trigger: { lienStatus: '2', ...sized('250000.01', '400000') },
    near: { lienStatus: '2', ...sized('250000', '400000') },
  },
  Q608: {
    what: 'originated on the day of application',
    trigger: (c) => ({ applicationDate: dayOf(c, 2), actionTakenDate: dayOf(c, 2) }),
    near: (c) => ({ applicationDate: dayOf(c, 1), actionTakenDate: dayOf(c, 2) }),
  },
  Q609: {
    what: 'sold to Farmer Mac with a rate spread of 10.001',
    trigger: {
      purchaserType: '4',
      loanType: '1',
      hoepaStatus: '1',
      rateSpread: '10.001',
      ...sized('500000', '800000'),
    },
    near: {
      purchaserType: '4',
      loanType: '1',
      hoepaStatus: '1',
      rateSpread: '10',
      ...sized('500000', '800000'),
    },
  },
  Q610: {
    what: 'a first lien, rate spread 6.501, not high-cost',
    trigger: { lienStatus: '1', rateSpread: '6.501', hoepaStatus: '2' },
    near: { lienStatus: '1', rateSpread: '6.5', hoepaStatus: '2' },
  },
  Q611: {
    what: 'a subordinate lien, rate spread 8.501, not high-cost',
    trigger: {
      lienStatus: '2',
      rateSpread: '8.501',
      hoepaStatus: '2',
      ...sized('200000', '400000'),
    },
    near: { lienStatus: '2', rateSpread: '8.5', hoepaStatus: '2', ...sized('200000', '400000') },
  },
  Q612: {
    what: 'sold to Freddie Mac, high-cost',
    trigger: { purchaserType: '3', loanType: '1', hoepaStatus: '1', ...sized('500000', '800000') },
    near: { purchaserType: '3', loanType: '1', hoepaStatus: '3', ...sized('500000', '800000') },
  },
  Q613: {
    what: 'a business-purpose loan for another purpose',
    trigger: { ...BUSINESS, loanPurpose: '4' },
    near: { ...BUSINESS, loanPurpose: '2' },
  },
  Q614: {
    what: 'applicant aged 17',
    trigger: { ageApplicant: '17' },
    near: { ageApplicant: '18' },
  },
  'Q614-1': {
    what: 'applicant aged 17',
    trigger: { ageApplicant: '17' },
    near: { ageApplicant: '18' },
  },
  'Q614-2': {
    what: 'co-applicant aged 101',
    trigger: { ...CO_APPLICANT, ageCoApplicant: '101' },
    near: { ...CO_APPLICANT, ageCoApplicant: '100' },
  },
  'Q615-1': {
    what: 'total loan costs equal to the origination charges',
    trigger: { totalLoanCosts: '1450', originationCharges: '1450', discountPoints: '' },
    near: { totalLoanCosts: '1450.01', originationCharges: '1450', discountPoints: '' },
  },
  'Q615-2': {
    what: 'total points and fees equal to the origination charges',
    trigger: {
      totalLoanCosts: 'NA',
      totalPointsAndFees: '1450',
      originationCharges: '1450',
      discountPoints: '',
    },
    near: {
      totalLoanCosts: 'NA',
      totalPointsAndFees: '1450.01',
      originationCharges: '1450',
      discountPoints: '',
    },
  },
  'Q616-1': {
    what: 'discount points equal to the total loan costs',
    trigger: { totalLoanCosts: '4213.50', originationCharges: '1450', discountPoints: '4213.50' },
    near: { totalLoanCosts: '4213.50', originationCharges: '1450', discountPoints: '4213.49' },
  },
  'Q616-2': {
    what: 'discount points equal to the total points and fees',
    trigger: {
      totalLoanCosts: 'NA',
      totalPointsAndFees: '500',
      originationCharges: '100',
      discountPoints: '500',
    },
    near: {
      totalLoanCosts: 'NA',
      totalPointsAndFees: '500.01',
      originationCharges: '100',
      discountPoints: '500',
    },
  },
  'Q616-3': {
    what: 'discount points a cent over 15% of the amount',
    trigger: {
      ...sized('100000', '125000'),
      totalLoanCosts: '20000',
      originationCharges: '1450',
      discountPoints: '15000.01',
    },
    near: {
      ...sized('100000', '125000'),
      totalLoanCosts: '20000',
      originationCharges: '1450',
      discountPoints: '15000',
    },
  },
  Q617: {
    what: 'combined loan-to-value ratio 79 against a loan-to-value of 79.6875',
    trigger: {
      loanType: '1',
      loanAmount: '255000',
      propertyValue: '320000',
      combinedLoanToValueRatio: '79',
    },
    near: {
      loanType: '1',
      loanAmount: '255000',
      propertyValue: '320000',
      combinedLoanToValueRatio: '79.69',
    },
  },
  Q618: {
    what: 'a manufactured home without the secured property type',
    trigger: {
      constructionMethod: '2',
      manufacturedHomeSecuredPropertyType: '3',
      manufacturedHomeLandPropertyInterest: '1',
    },
    near: {
      constructionMethod: '2',
      manufacturedHomeSecuredPropertyType: '1',
      manufacturedHomeLandPropertyInterest: '1',
    },
  },
  Q619: {
    what: 'a manufactured home without the land property interest',
    trigger: {
      constructionMethod: '2',
      manufacturedHomeSecuredPropertyType: '1',
      manufacturedHomeLandPropertyInterest: '5',
    },
    near: {
      constructionMethod: '2',
      manufacturedHomeSecuredPropertyType: '1',
      manufacturedHomeLandPropertyInterest: '1',
    },
  },
  Q620: {
    what: 'no NMLSR ID on a consumer loan',
    trigger: { businessOrCommercialPurpose: '2', nmlsrId: 'NA' },
    near: { ...BUSINESS, nmlsrId: 'NA' },
  },
  'Q621@2018': {
    what: 'an NMLSR ID of 13 characters',
    trigger: { nmlsrId: '1234567890123' },
    near: { nmlsrId: '123456789012' },
  },
  'Q621@2025': {
    what: 'an NMLSR ID of 3 characters',
    trigger: { nmlsrId: '123' },
    near: { nmlsrId: '1234' },
  },
  Q622: {
    what: 'a reverse mortgage for an applicant aged 61',
    trigger: { ...REVERSE, ageApplicant: '61' },
    near: { ...REVERSE, ageApplicant: '62' },
  },
  Q623: {
    what: 'income 200 (thousand) and an amount of 2000000',
    trigger: { income: '200', loanType: '1', totalUnits: '1', ...sized('2000000', '2500000') },
    near: { income: '200', loanType: '1', totalUnits: '1', ...sized('1999999.99', '2500000') },
  },
  Q624: {
    what: 'a one-unit FHA loan of 637000.01',
    trigger: { loanType: '2', totalUnits: '1', ...sized('637000.01', '800000') },
    near: { loanType: '2', totalUnits: '1', ...sized('637000', '800000') },
  },
  Q625: {
    what: 'a VA loan of 1050000.5',
    trigger: { loanType: '3', totalUnits: '1', ...sized('1050000.5', '1400000') },
    near: { loanType: '3', totalUnits: '1', ...sized('1050000', '1400000') },
  },
  Q626: {
    what: 'sold to Farmer Mac, an amount of 1225001',
    trigger: { purchaserType: '4', loanType: '1', totalUnits: '1', ...sized('1225001', '1600000') },
    near: { purchaserType: '4', loanType: '1', totalUnits: '1', ...sized('1225000', '1600000') },
  },
  Q627: {
    what: 'five units and an amount of 99999.99',
    trigger: { ...MULTIFAMILY, ...sized('99999.99', '130000') },
    near: { ...MULTIFAMILY, ...sized('100000', '130000') },
  },
  Q628: {
    what: 'a home purchase of 10000',
    trigger: { ...sized('10000', '20000') },
    near: { ...sized('10000.01', '20000') },
  },
  Q629: {
    what: 'an originated home purchase with income NA',
    trigger: { income: 'NA' },
    near: { income: 'NA', loanPurpose: '31' },
  },
  Q630: {
    what: 'five units, not high-cost',
    trigger: { ...MULTIFAMILY, hoepaStatus: '2' },
    near: { ...MULTIFAMILY },
  },
  Q631: {
    what: 'an FHA loan on five units',
    trigger: { ...MULTIFAMILY, loanType: '2' },
    near: { ...sized('500000', '800000'), loanType: '2', totalUnits: '4' },
  },
  'Q632@2018': {
    what: 'TOTAL Scorecard with Approve/Eligible',
    trigger: aus('3', '1'),
    near: aus('3', '8'),
  },
  'Q632@2019': {
    what: 'TOTAL Scorecard with Refer with Caution',
    trigger: aus('3', '5'),
    near: aus('3', '19'),
  },
  'Q633@2018': {
    what: 'GUS with Refer/Eligible',
    trigger: aus('4', '3'),
    near: aus('4', '14'),
  },
  'Q633@2019': {
    what: 'GUS with Accept',
    trigger: aus('4', '8'),
    near: aus('4', '24'),
  },
  'Q642-1': {
    what: 'credit score 7777 with one named model',
    trigger: {
      creditScoreApplicant: '7777',
      creditScoreModelApplicant: '1',
      creditScoreModelApplicantOther: '',
    },
    near: {
      creditScoreApplicant: '7777',
      creditScoreModelApplicant: '7',
      creditScoreModelApplicantOther: '',
    },
  },
  'Q642-2': {
    what: 'co-applicant credit score 7777 with one named model',
    trigger: { ...CO_APPLICANT, creditScoreCoApplicant: '7777', creditScoreModelCoApplicant: '2' },
    near: { ...CO_APPLICANT, creditScoreCoApplicant: '7777', creditScoreModelCoApplicant: '7' },
  },
  'Q643@2018': {
    what: 'Desktop Underwriter with Accept',
    trigger: aus('1', '8'),
    near: aus('1', '15'),
  },
  'Q643@2019': {
    what: 'Desktop Underwriter with Accept',
    trigger: aus('1', '8'),
    near: aus('1', '15'),
  },
  'Q644@2018': {
    what: 'Loan Prospector with Refer',
    trigger: aus('2', '13'),
    near: aus('2', '12'),
  },
  'Q644@2019': {
    what: 'Loan Product Advisor with Approve/Eligible',
    trigger: aus('2', '1'),
    near: aus('2', '13'),
  },
  'Q645-1': {
    what: 'a home improvement loan of 499.99',
    trigger: { loanPurpose: '2', loanAmount: '499.99', discountPoints: '' },
    near: { loanPurpose: '2', loanAmount: '500', discountPoints: '' },
  },
  'Q645-2': {
    what: 'a home purchase of 999.99',
    trigger: { loanAmount: '999.99', discountPoints: '' },
    near: { loanAmount: '1000', discountPoints: '' },
  },
  Q648: {
    what: "a ULI built on another institution's LEI",
    trigger: (c) => ({ uli: otherLeiUli(c) }),
    near: (c) => ({ uli: `NULI${c.index.toString(36).toUpperCase().padStart(18, '0')}` }),
  },
  'Q649-1': {
    what: 'credit score 299',
    trigger: { creditScoreApplicant: '299' },
    near: { creditScoreApplicant: '300' },
  },
  'Q649-2': {
    what: 'co-applicant credit score 901',
    trigger: { ...CO_APPLICANT, creditScoreCoApplicant: '901' },
    near: { ...CO_APPLICANT, creditScoreCoApplicant: '900' },
  },
  Q650: {
    what: 'interest rate 0.499',
    trigger: { interestRate: '0.499' },
    near: { interestRate: '0.5' },
  },
  'Q650-1': {
    what: 'interest rate 0.499',
    trigger: { interestRate: '0.499' },
    near: { interestRate: '0.5' },
  },
  'Q650-2': {
    what: 'interest rate 20.001',
    trigger: { interestRate: '20.001' },
    near: { interestRate: '20' },
  },
  Q651: {
    what: 'combined loan-to-value ratio 0.99',
    trigger: { loanAmount: '255000', propertyValue: '100000000', combinedLoanToValueRatio: '0.99' },
    near: { loanAmount: '255000', propertyValue: '100000000', combinedLoanToValueRatio: '1' },
  },
  'Q651-1': {
    what: 'combined loan-to-value ratio 1.49',
    trigger: { loanAmount: '255000', propertyValue: '100000000', combinedLoanToValueRatio: '1.49' },
    near: { loanAmount: '255000', propertyValue: '100000000', combinedLoanToValueRatio: '1.5' },
  },
  'Q651-2': {
    what: 'combined loan-to-value ratio 150',
    trigger: { combinedLoanToValueRatio: '150' },
    near: { combinedLoanToValueRatio: '149.99' },
  },
  Q652: {
    what: 'debt-to-income ratio 0.5',
    trigger: { debtToIncomeRatio: '0.5' },
    near: { debtToIncomeRatio: '1' },
  },
  'Q653-1': {
    what: 'an origination with combined loan-to-value ratio 250.01',
    trigger: { combinedLoanToValueRatio: '250.01' },
    near: { combinedLoanToValueRatio: '250' },
  },
  'Q653-2': {
    what: 'a denied application with combined loan-to-value ratio 1000.001',
    trigger: { ...DENIED, combinedLoanToValueRatio: '1000.001' },
    near: { ...DENIED, combinedLoanToValueRatio: '1000' },
  },
  Q654: {
    what: 'debt-to-income ratio 80.01',
    trigger: { debtToIncomeRatio: '80.01' },
    near: { debtToIncomeRatio: '80' },
  },
  Q655: {
    what: 'five units with affordable units NA',
    trigger: { ...MULTIFAMILY, multifamilyAffordableUnits: 'NA' },
    near: { ...MULTIFAMILY },
  },
  Q656: {
    what: 'lender credits 1111.00',
    trigger: { lenderCredits: '1111.00' },
    near: { lenderCredits: '1111.01' },
  },
  Q657: {
    what: 'income 1111',
    trigger: { income: '1111' },
    near: { income: '1112' },
  },
  Q658: {
    what: 'a loan term of 601 months',
    trigger: { loanTerm: '601' },
    near: { loanTerm: '600' },
  },
  'Q659-1': {
    what: 'income 888',
    trigger: { income: '888' },
    near: { income: '889' },
  },
  'Q659-2': {
    what: 'ZIP code 99999',
    trigger: { zipCode: '99999' },
    near: { zipCode: '99998' },
  },
  'Q660-1': {
    what: 'a street address of 101 characters',
    trigger: { streetAddress: `${STREET_100}b` },
    near: { streetAddress: STREET_100 },
  },
  'Q660-2': {
    what: 'a street address with an ampersand',
    trigger: { streetAddress: '12 Oak & Elm' },
    near: { streetAddress: '12 Anderson Rd' },
  },
  'Q660-3': {
    what: 'a street address with a question mark',
    trigger: { streetAddress: '12 Main St Apt 4?' },
    near: { streetAddress: '12 Main St #4' },
  },
  'Q660-4': {
    what: 'a street address without a number',
    trigger: { streetAddress: 'Main Street' },
    near: { streetAddress: '1 Main Street' },
  },
}

/** The form of edit `key` (`id@version`) or, failing that, of its id. */
export function rowFormOf(key: string): RowForm | undefined {
  return QUALITY_ROW_FORMS[key] ?? QUALITY_ROW_FORMS[key.split('@')[0] ?? key]
}

/** The overrides of a form for a row. */
export function overridesOf(form: Form, context: FormContext): LarOverrides {
  return typeof form === 'function' ? form(context) : form
}

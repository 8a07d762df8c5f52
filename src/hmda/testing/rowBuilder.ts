/**
 * Builders of well-formed TS and LAR rows for tests. The default LAR row describes an ordinary
 * originated home-purchase loan with one applicant, so besides passing the format check it is
 * meant to be consistent with the validity edits as well; override fields to build the case a
 * test needs.
 */
import { FIELD_COUNT, getFields, type LarFieldKey, type TsFieldKey } from '../schema'
import type { RecordKind } from '../types'

/** A made-up LEI with valid ISO 17442 check digits. */
export const TEST_LEI = 'HMDATESTBANK00000137'

/** A ULI built from TEST_LEI whose check digits (ISO/IEC 7064 MOD 97-10) are valid. */
export const TEST_ULI = 'HMDATESTBANK00000137ROWBUILDER000179'

function tsDefaults(year: number): Record<TsFieldKey, string> {
  return {
    recordIdentifier: '1',
    institutionName: 'Example Community Bank',
    calendarYear: String(year),
    calendarQuarter: '4',
    contactName: 'Pat Example',
    contactPhone: '555-010-0100',
    contactEmail: 'pat.example@example.com',
    contactStreetAddress: '100 Example Avenue',
    contactCity: 'Springfield',
    contactState: 'IL',
    contactZipCode: '62701',
    federalAgency: '9',
    totalEntries: '1',
    taxId: '12-3456789',
    lei: TEST_LEI,
  }
}

function larDefaults(year: number): Record<LarFieldKey, string> {
  return {
    recordIdentifier: '2',
    lei: TEST_LEI,
    uli: TEST_ULI,
    applicationDate: `${String(year)}0115`,
    loanType: '1',
    loanPurpose: '1',
    preapproval: '2',
    constructionMethod: '1',
    occupancyType: '1',
    loanAmount: '255000',
    actionTaken: '1',
    actionTakenDate: `${String(year)}0301`,
    streetAddress: '742 Example Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    county: '17167',
    censusTract: '17167000800',
    ethnicityApplicant1: '2',
    ethnicityApplicant2: '',
    ethnicityApplicant3: '',
    ethnicityApplicant4: '',
    ethnicityApplicant5: '',
    ethnicityApplicantOther: '',
    ethnicityCoApplicant1: '5',
    ethnicityCoApplicant2: '',
    ethnicityCoApplicant3: '',
    ethnicityCoApplicant4: '',
    ethnicityCoApplicant5: '',
    ethnicityCoApplicantOther: '',
    ethnicityApplicantObserved: '2',
    ethnicityCoApplicantObserved: '4',
    raceApplicant1: '5',
    raceApplicant2: '',
    raceApplicant3: '',
    raceApplicant4: '',
    raceApplicant5: '',
    raceApplicantOtherNative: '',
    raceApplicantOtherAsian: '',
    raceApplicantOtherPacificIslander: '',
    raceCoApplicant1: '8',
    raceCoApplicant2: '',
    raceCoApplicant3: '',
    raceCoApplicant4: '',
    raceCoApplicant5: '',
    raceCoApplicantOtherNative: '',
    raceCoApplicantOtherAsian: '',
    raceCoApplicantOtherPacificIslander: '',
    raceApplicantObserved: '2',
    raceCoApplicantObserved: '4',
    sexApplicant: '2',
    sexCoApplicant: '5',
    sexApplicantObserved: '2',
    sexCoApplicantObserved: '4',
    ageApplicant: '41',
    ageCoApplicant: '9999',
    income: '96',
    purchaserType: '0',
    rateSpread: '0.412',
    hoepaStatus: '2',
    lienStatus: '1',
    creditScoreApplicant: '742',
    creditScoreCoApplicant: '9999',
    creditScoreModelApplicant: '1',
    creditScoreModelApplicantOther: '',
    creditScoreModelCoApplicant: '10',
    creditScoreModelCoApplicantOther: '',
    denialReason1: '10',
    denialReason2: '',
    denialReason3: '',
    denialReason4: '',
    denialReasonOther: '',
    totalLoanCosts: '4213.50',
    totalPointsAndFees: 'NA',
    originationCharges: '1450',
    discountPoints: '',
    lenderCredits: '',
    interestRate: '6.375',
    prepaymentPenaltyTerm: 'NA',
    debtToIncomeRatio: '34',
    combinedLoanToValueRatio: '80',
    loanTerm: '360',
    introductoryRatePeriod: 'NA',
    balloonPayment: '2',
    interestOnlyPayments: '2',
    negativeAmortization: '2',
    otherNonAmortizingFeatures: '2',
    propertyValue: '320000',
    manufacturedHomeSecuredPropertyType: '3',
    manufacturedHomeLandPropertyInterest: '5',
    totalUnits: '1',
    multifamilyAffordableUnits: 'NA',
    submissionOfApplication: '1',
    initiallyPayableToInstitution: '1',
    nmlsrId: '402857',
    aus1: '1',
    aus2: '',
    aus3: '',
    aus4: '',
    aus5: '',
    ausOther: '',
    ausResult1: '1',
    ausResult2: '',
    ausResult3: '',
    ausResult4: '',
    ausResult5: '',
    ausResultOther: '',
    reverseMortgage: '2',
    openEndLineOfCredit: '2',
    businessOrCommercialPurpose: '2',
  }
}

function buildValues(
  year: number,
  kind: RecordKind,
  defaults: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string | undefined>>,
): string[] {
  const fields = getFields(year, kind) // also rejects unsupported years
  for (const key of Object.keys(overrides)) {
    if (!(key in defaults)) throw new Error(`Unknown ${kind.toUpperCase()} field key: ${key}`)
  }
  const values = fields.map((field) => overrides[field.key] ?? defaults[field.key] ?? '')
  if (values.length !== FIELD_COUNT[kind]) throw new Error(`Expected ${FIELD_COUNT[kind]} fields`)
  return values
}

/** The values of a well-formed transmittal sheet for the year, with any overrides applied. */
export function validTsValues(
  year: number,
  overrides: Partial<Record<TsFieldKey, string>> = {},
): string[] {
  return buildValues(year, 'ts', tsDefaults(year), overrides)
}

/** The values of a well-formed LAR record for the year, with any overrides applied. */
export function validLarValues(
  year: number,
  overrides: Partial<Record<LarFieldKey, string>> = {},
): string[] {
  return buildValues(year, 'lar', larDefaults(year), overrides)
}

/** A well-formed transmittal sheet row (no line ending) for the year. */
export function validTsRow(
  year: number,
  overrides: Partial<Record<TsFieldKey, string>> = {},
): string {
  return validTsValues(year, overrides).join('|')
}

/** A well-formed LAR row (no line ending) for the year. */
export function validLarRow(
  year: number,
  overrides: Partial<Record<LarFieldKey, string>> = {},
): string {
  return validLarValues(year, overrides).join('|')
}

/** A whole filing: a TS row counting `larRows` LAR rows, then those rows, joined by `\n`. */
export function validFile(year: number, larRows: readonly string[]): string {
  const ts = validTsRow(year, { totalEntries: String(larRows.length) })
  return [ts, ...larRows].join('\n')
}

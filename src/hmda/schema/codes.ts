/**
 * Code lists shared by several fields. Values and labels follow the filing instructions; where a
 * value was introduced in a later filing year it carries `since`.
 */
import type { CodeDef } from '../types'

const EXEMPT: CodeDef = { value: '1111', label: 'Exempt' }

// Transmittal sheet

export const TS_RECORD_CODES: readonly CodeDef[] = [{ value: '1', label: 'Transmittal sheet' }]

export const CALENDAR_QUARTER_CODES: readonly CodeDef[] = [
  { value: '1', label: 'First quarter' },
  { value: '2', label: 'Second quarter' },
  { value: '3', label: 'Third quarter' },
  { value: '4', label: 'Annual (whole calendar year)' },
]

export const FEDERAL_AGENCY_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Office of the Comptroller of the Currency (OCC)' },
  { value: '2', label: 'Federal Reserve System (FRS)' },
  { value: '3', label: 'Federal Deposit Insurance Corporation (FDIC)' },
  { value: '5', label: 'National Credit Union Administration (NCUA)' },
  { value: '7', label: 'United States Department of Housing and Urban Development (HUD)' },
  { value: '9', label: 'Consumer Financial Protection Bureau (Bureau)' },
]

// Loan/application register

export const LAR_RECORD_CODES: readonly CodeDef[] = [
  { value: '2', label: 'Loan/application register' },
]

export const LOAN_TYPE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Conventional (not insured or guaranteed by FHA, VA, RHS, or FSA)' },
  { value: '2', label: 'Federal Housing Administration insured (FHA)' },
  { value: '3', label: 'Veterans Affairs guaranteed (VA)' },
  {
    value: '4',
    label: 'USDA Rural Housing Service or Farm Service Agency guaranteed (RHS or FSA)',
  },
]

export const LOAN_PURPOSE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Home purchase' },
  { value: '2', label: 'Home improvement' },
  { value: '31', label: 'Refinancing' },
  { value: '32', label: 'Cash-out refinancing' },
  { value: '4', label: 'Other purpose' },
  { value: '5', label: 'Not applicable' },
]

export const PREAPPROVAL_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Preapproval requested' },
  { value: '2', label: 'Preapproval not requested' },
]

export const CONSTRUCTION_METHOD_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Site-built' },
  { value: '2', label: 'Manufactured home' },
]

export const OCCUPANCY_TYPE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Principal residence' },
  { value: '2', label: 'Second residence' },
  { value: '3', label: 'Investment property' },
]

export const ACTION_TAKEN_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Loan originated' },
  { value: '2', label: 'Application approved but not accepted' },
  { value: '3', label: 'Application denied' },
  { value: '4', label: 'Application withdrawn by applicant' },
  { value: '5', label: 'File closed for incompleteness' },
  { value: '6', label: 'Purchased loan' },
  { value: '7', label: 'Preapproval request denied' },
  { value: '8', label: 'Preapproval request approved but not accepted' },
]

const NOT_PROVIDED =
  'Information not provided by applicant in mail, internet, or telephone application'

/** Ethnicity: 2 to 5 of the applicant and of the co-applicant. */
export const ETHNICITY_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Hispanic or Latino' },
  { value: '11', label: 'Mexican' },
  { value: '12', label: 'Puerto Rican' },
  { value: '13', label: 'Cuban' },
  { value: '14', label: 'Other Hispanic or Latino' },
  { value: '2', label: 'Not Hispanic or Latino' },
]

export const ETHNICITY_APPLICANT_1_CODES: readonly CodeDef[] = [
  ...ETHNICITY_CODES,
  { value: '3', label: NOT_PROVIDED },
  { value: '4', label: 'Not applicable' },
]

export const ETHNICITY_CO_APPLICANT_1_CODES: readonly CodeDef[] = [
  ...ETHNICITY_APPLICANT_1_CODES,
  { value: '5', label: 'No co-applicant' },
]

/** Race: 2 to 5 of the applicant and of the co-applicant. */
export const RACE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'American Indian or Alaska Native' },
  { value: '2', label: 'Asian' },
  { value: '21', label: 'Asian Indian' },
  { value: '22', label: 'Chinese' },
  { value: '23', label: 'Filipino' },
  { value: '24', label: 'Japanese' },
  { value: '25', label: 'Korean' },
  { value: '26', label: 'Vietnamese' },
  { value: '27', label: 'Other Asian' },
  { value: '3', label: 'Black or African American' },
  { value: '4', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: '41', label: 'Native Hawaiian' },
  { value: '42', label: 'Guamanian or Chamorro' },
  { value: '43', label: 'Samoan' },
  { value: '44', label: 'Other Pacific Islander' },
  { value: '5', label: 'White' },
]

export const RACE_APPLICANT_1_CODES: readonly CodeDef[] = [
  ...RACE_CODES,
  { value: '6', label: NOT_PROVIDED },
  { value: '7', label: 'Not applicable' },
]

export const RACE_CO_APPLICANT_1_CODES: readonly CodeDef[] = [
  ...RACE_APPLICANT_1_CODES,
  { value: '8', label: 'No co-applicant' },
]

/** Whether ethnicity, race or sex was collected on the basis of visual observation or surname. */
export const OBSERVED_APPLICANT_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Collected on the basis of visual observation or surname' },
  { value: '2', label: 'Not collected on the basis of visual observation or surname' },
  { value: '3', label: 'Not applicable' },
]

export const OBSERVED_CO_APPLICANT_CODES: readonly CodeDef[] = [
  ...OBSERVED_APPLICANT_CODES,
  { value: '4', label: 'No co-applicant' },
]

export const SEX_APPLICANT_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: NOT_PROVIDED },
  { value: '4', label: 'Not applicable' },
  { value: '6', label: 'Applicant selected both male and female' },
]

export const SEX_CO_APPLICANT_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: NOT_PROVIDED },
  { value: '4', label: 'Not applicable' },
  { value: '5', label: 'No co-applicant' },
  { value: '6', label: 'Co-applicant selected both male and female' },
]

/** Special values of Age of Applicant or Borrower. */
export const AGE_APPLICANT_CODES: readonly CodeDef[] = [{ value: '8888', label: 'Not applicable' }]

/** Special values of Age of Co-Applicant or Co-Borrower. */
export const AGE_CO_APPLICANT_CODES: readonly CodeDef[] = [
  ...AGE_APPLICANT_CODES,
  { value: '9999', label: 'No co-applicant' },
]

export const PURCHASER_TYPE_CODES: readonly CodeDef[] = [
  { value: '0', label: 'Not applicable' },
  { value: '1', label: 'Fannie Mae' },
  { value: '2', label: 'Ginnie Mae' },
  { value: '3', label: 'Freddie Mac' },
  { value: '4', label: 'Farmer Mac' },
  { value: '5', label: 'Private securitizer' },
  { value: '6', label: 'Commercial bank, savings bank, or savings association' },
  { value: '71', label: 'Credit union, mortgage company, or finance company' },
  { value: '72', label: 'Life insurance company' },
  { value: '8', label: 'Affiliate institution' },
  { value: '9', label: 'Other type of purchaser' },
]

export const HOEPA_STATUS_CODES: readonly CodeDef[] = [
  { value: '1', label: 'High-cost mortgage' },
  { value: '2', label: 'Not a high-cost mortgage' },
  { value: '3', label: 'Not applicable' },
]

export const LIEN_STATUS_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Secured by a first lien' },
  { value: '2', label: 'Secured by a subordinate lien' },
]

/** Special values of Credit Score of Applicant or Borrower. */
export const CREDIT_SCORE_APPLICANT_CODES: readonly CodeDef[] = [
  { value: '7777', label: 'Credit score is not a number' },
  { value: '8888', label: 'Not applicable' },
  EXEMPT,
]

/** Special values of Credit Score of Co-Applicant or Co-Borrower. */
export const CREDIT_SCORE_CO_APPLICANT_CODES: readonly CodeDef[] = [
  { value: '7777', label: 'Credit score is not a number' },
  { value: '8888', label: 'Not applicable' },
  { value: '9999', label: 'No co-applicant' },
  EXEMPT,
]

const CREDIT_MODELS: readonly CodeDef[] = [
  { value: '1', label: 'Equifax Beacon 5.0' },
  { value: '2', label: 'Experian Fair Isaac Risk Model v2' },
  { value: '3', label: 'TransUnion FICO Risk Score Classic 04' },
  { value: '4', label: 'TransUnion FICO Risk Score Classic 98' },
  { value: '5', label: 'VantageScore 2.0' },
  { value: '6', label: 'VantageScore 3.0' },
  { value: '7', label: 'More than one credit scoring model' },
  { value: '8', label: 'Other credit scoring model' },
  { value: '9', label: 'Not applicable' },
]

const NEWER_CREDIT_MODELS: readonly CodeDef[] = [
  { value: '11', label: 'FICO Score 9', since: 2022 },
  { value: '12', label: 'FICO Score 8', since: 2024 },
  { value: '13', label: 'FICO Score 10', since: 2024 },
  { value: '14', label: 'FICO Score 10T', since: 2024 },
  { value: '15', label: 'VantageScore 4.0', since: 2024 },
]

export const CREDIT_MODEL_APPLICANT_CODES: readonly CodeDef[] = [
  ...CREDIT_MODELS,
  ...NEWER_CREDIT_MODELS,
  EXEMPT,
]

export const CREDIT_MODEL_CO_APPLICANT_CODES: readonly CodeDef[] = [
  ...CREDIT_MODELS,
  { value: '10', label: 'No co-applicant' },
  ...NEWER_CREDIT_MODELS,
  EXEMPT,
]

/** Reason for Denial: 2 to 4. */
export const DENIAL_REASON_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Debt-to-income ratio' },
  { value: '2', label: 'Employment history' },
  { value: '3', label: 'Credit history' },
  { value: '4', label: 'Collateral' },
  { value: '5', label: 'Insufficient cash (downpayment, closing costs)' },
  { value: '6', label: 'Unverifiable information' },
  { value: '7', label: 'Credit application incomplete' },
  { value: '8', label: 'Mortgage insurance denied' },
  { value: '9', label: 'Other' },
]

export const DENIAL_REASON_1_CODES: readonly CodeDef[] = [
  ...DENIAL_REASON_CODES,
  { value: '10', label: 'Not applicable' },
  EXEMPT,
]

export const BALLOON_PAYMENT_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Balloon payment' },
  { value: '2', label: 'No balloon payment' },
  EXEMPT,
]

export const INTEREST_ONLY_PAYMENTS_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Interest-only payments' },
  { value: '2', label: 'No interest-only payments' },
  EXEMPT,
]

export const NEGATIVE_AMORTIZATION_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Negative amortization' },
  { value: '2', label: 'No negative amortization' },
  EXEMPT,
]

export const OTHER_NON_AMORTIZING_FEATURES_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Other non-fully amortizing features' },
  { value: '2', label: 'No other non-fully amortizing features' },
  EXEMPT,
]

export const MANUFACTURED_HOME_SECURED_PROPERTY_TYPE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Manufactured home and land' },
  { value: '2', label: 'Manufactured home and not land' },
  { value: '3', label: 'Not applicable' },
  EXEMPT,
]

export const MANUFACTURED_HOME_LAND_PROPERTY_INTEREST_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Direct ownership' },
  { value: '2', label: 'Indirect ownership' },
  { value: '3', label: 'Paid leasehold' },
  { value: '4', label: 'Unpaid leasehold' },
  { value: '5', label: 'Not applicable' },
  EXEMPT,
]

export const SUBMISSION_OF_APPLICATION_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Submitted directly to your institution' },
  { value: '2', label: 'Not submitted directly to your institution' },
  { value: '3', label: 'Not applicable' },
  EXEMPT,
]

export const INITIALLY_PAYABLE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Initially payable to your institution' },
  { value: '2', label: 'Not initially payable to your institution' },
  { value: '3', label: 'Not applicable' },
  EXEMPT,
]

/** Automated Underwriting System: 2 to 5. */
export const AUS_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Desktop Underwriter (DU)' },
  { value: '2', label: 'Loan Prospector (LP) or Loan Product Advisor' },
  { value: '3', label: 'Technology Open to Approved Lenders (TOTAL) Scorecard' },
  { value: '4', label: 'Guaranteed Underwriting System (GUS)' },
  { value: '5', label: 'Other' },
  { value: '7', label: 'Internal proprietary system', since: 2021 },
]

export const AUS_1_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Desktop Underwriter (DU)' },
  { value: '2', label: 'Loan Prospector (LP) or Loan Product Advisor' },
  { value: '3', label: 'Technology Open to Approved Lenders (TOTAL) Scorecard' },
  { value: '4', label: 'Guaranteed Underwriting System (GUS)' },
  { value: '5', label: 'Other' },
  { value: '6', label: 'Not applicable' },
  { value: '7', label: 'Internal proprietary system', since: 2021 },
  EXEMPT,
]

const AUS_RESULTS_1_TO_16: readonly CodeDef[] = [
  { value: '1', label: 'Approve/Eligible' },
  { value: '2', label: 'Approve/Ineligible' },
  { value: '3', label: 'Refer/Eligible' },
  { value: '4', label: 'Refer/Ineligible' },
  { value: '5', label: 'Refer with Caution' },
  { value: '6', label: 'Out of Scope' },
  { value: '7', label: 'Error' },
  { value: '8', label: 'Accept' },
  { value: '9', label: 'Caution' },
  { value: '10', label: 'Ineligible' },
  { value: '11', label: 'Incomplete' },
  { value: '12', label: 'Invalid' },
  { value: '13', label: 'Refer' },
  { value: '14', label: 'Eligible' },
  { value: '15', label: 'Unable to Determine or Unknown' },
  { value: '16', label: 'Other' },
]

const AUS_RESULTS_18_TO_24: readonly CodeDef[] = [
  { value: '18', label: 'Accept/Eligible', since: 2019 },
  { value: '19', label: 'Accept/Ineligible', since: 2019 },
  { value: '20', label: 'Accept/Unable to Determine', since: 2019 },
  { value: '21', label: 'Refer with Caution/Eligible', since: 2019 },
  { value: '22', label: 'Refer with Caution/Ineligible', since: 2019 },
  { value: '23', label: 'Refer/Unable to Determine', since: 2019 },
  { value: '24', label: 'Refer with Caution/Unable to Determine', since: 2019 },
]

/** Automated Underwriting System Result: 2 to 5 (17, not applicable, is only for result 1). */
export const AUS_RESULT_CODES: readonly CodeDef[] = [
  ...AUS_RESULTS_1_TO_16,
  ...AUS_RESULTS_18_TO_24,
]

export const AUS_RESULT_1_CODES: readonly CodeDef[] = [
  ...AUS_RESULTS_1_TO_16,
  { value: '17', label: 'Not applicable' },
  ...AUS_RESULTS_18_TO_24,
  EXEMPT,
]

export const REVERSE_MORTGAGE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Reverse mortgage' },
  { value: '2', label: 'Not a reverse mortgage' },
  EXEMPT,
]

export const OPEN_END_LINE_OF_CREDIT_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Open-end line of credit' },
  { value: '2', label: 'Not an open-end line of credit' },
  EXEMPT,
]

export const BUSINESS_OR_COMMERCIAL_PURPOSE_CODES: readonly CodeDef[] = [
  { value: '1', label: 'Primarily for a business or commercial purpose' },
  { value: '2', label: 'Not primarily for a business or commercial purpose' },
  EXEMPT,
]

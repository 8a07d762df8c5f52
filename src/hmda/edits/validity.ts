// Generated once from the platform's published edit lists (ids, fields, years); descriptions are
// the project's own wording. Edit by hand from here on.
import type { EditDef } from './types'
import { yearRange } from './years'

const V610_FIELDS: readonly string[] = ['Application Date', 'Action Taken']

const V612_FIELDS: readonly string[] = ['Loan Purpose', 'Preapproval']

const V613_FIELDS: readonly string[] = ['Preapproval', 'Action Taken']

const V614_FIELDS: readonly string[] = [
  'Preapproval',
  'Loan Purpose',
  'Multifamily Affordable Units',
  'Reverse Mortgage',
  'Open-End Line of Credit',
]

const V615_FIELDS: readonly string[] = [
  'Construction Method',
  'Manufactured Home Land Property Interest',
  'Manufactured Home Secured Property Type',
]

const V619_FIELDS: readonly string[] = ['Action Taken Date', 'Application Date']

const V628_FIELDS: readonly string[] = [
  'Ethnicity of Applicant or Borrower: 1',
  'Ethnicity of Applicant or Borrower: 2',
  'Ethnicity of Applicant or Borrower: 3',
  'Ethnicity of Applicant or Borrower: 4',
  'Ethnicity of Applicant or Borrower: 5',
  'Ethnicity of Applicant or Borrower: Free Form Text Field for Other Hispanic or Latino',
]

const V629_FIELDS: readonly string[] = [
  'Ethnicity of Applicant or Borrower: 1',
  'Ethnicity of Applicant or Borrower: 2',
  'Ethnicity of Applicant or Borrower: 3',
  'Ethnicity of Applicant or Borrower: 4',
  'Ethnicity of Applicant or Borrower: 5',
  'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  'Ethnicity of Applicant or Borrower: Free Form Text Field for Other Hispanic or Latino',
]

const V631_FIELDS: readonly string[] = [
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Ethnicity of Co-Applicant or Co-Borrower: 2',
  'Ethnicity of Co-Applicant or Co-Borrower: 3',
  'Ethnicity of Co-Applicant or Co-Borrower: 4',
  'Ethnicity of Co-Applicant or Co-Borrower: 5',
  'Ethnicity of Co-Applicant or Co-Borrower: Free Form Text Field for Other Hispanic or Latino',
]

const V632_FIELDS: readonly string[] = [
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Ethnicity of Co-Applicant or Co-Borrower: 2',
  'Ethnicity of Co-Applicant or Co-Borrower: 3',
  'Ethnicity of Co-Applicant or Co-Borrower: 4',
  'Ethnicity of Co-Applicant or Co-Borrower: 5',
  'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  'Ethnicity of Co-Applicant or Co-Borrower: Free Form Text Field for Other Hispanic or Latino',
]

const V633_FIELDS: readonly string[] = [
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
]

const V635_FIELDS: readonly string[] = [
  'Race of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 2',
  'Race of Applicant or Borrower: 3',
  'Race of Applicant or Borrower: 4',
  'Race of Applicant or Borrower: 5',
  'Race of Applicant or Borrower: Free Form Text Field for Other Asian',
  'Race of Applicant or Borrower: Free Form Text Field for Other Pacific Islander',
]

const V636_FIELDS: readonly string[] = [
  'Race of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 2',
  'Race of Applicant or Borrower: 3',
  'Race of Applicant or Borrower: 4',
  'Race of Applicant or Borrower: 5',
  'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  'Race of Applicant or Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  'Race of Applicant or Borrower: Free Form Text Field for Other Asian',
  'Race of Applicant or Borrower: Free Form Text Field for Other Pacific Islander',
]

const V638_FIELDS: readonly string[] = [
  'Race of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 2',
  'Race of Co-Applicant or Co-Borrower: 3',
  'Race of Co-Applicant or Co-Borrower: 4',
  'Race of Co-Applicant or Co-Borrower: 5',
  'Race of Co-Applicant or Co-Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Asian',
  'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Pacific Islander',
]

const V639_FIELDS: readonly string[] = [
  'Race of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 2',
  'Race of Co-Applicant or Co-Borrower: 3',
  'Race of Co-Applicant or Co-Borrower: 4',
  'Race of Co-Applicant or Co-Borrower: 5',
  'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  'Race of Co-Applicant or Co-Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Asian',
  'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Pacific Islander',
]

const V640_FIELDS: readonly string[] = [
  'Race of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
]

const V642_FIELDS: readonly string[] = [
  'Sex of Applicant or Borrower',
  'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
]

const V646_FIELDS: readonly string[] = [
  'Sex of Co-Applicant or Co-Borrower',
  'Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
]

const V651_FIELDS: readonly string[] = [
  'Age of Applicant or Borrower',
  'Ethnicity of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 1',
  'Sex of Applicant or Borrower',
]

const V652_FIELDS: readonly string[] = [
  'Age of Co-Applicant or Co-Borrower',
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 1',
  'Sex of Co-Applicant or Co-Borrower',
]

const V654_FIELDS: readonly string[] = ['Income', 'Multifamily Affordable Units']

const V655_FIELDS: readonly string[] = [
  'Income',
  'Ethnicity of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 1',
  'Sex of Applicant or Borrower',
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 1',
  'Sex of Co-Applicant or Co-Borrower',
]

const V656_FIELDS: readonly string[] = ['Type of Purchaser', 'Action Taken']

const V657_FIELDS: readonly string[] = ['Rate Spread', 'Action Taken', 'Reverse Mortgage']

const V658_FIELDS: readonly string[] = ['HOEPA Status', 'Action Taken']

const V660_FIELDS: readonly string[] = [
  'Credit Score of Applicant or Borrower',
  'Applicant or Borrower, Name and Version of Credit Scoring Model',
]

const V662_FIELDS: readonly string[] = [
  'Applicant or Borrower, Name and Version of Credit Scoring Model',
  'Applicant or Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
]

const V665_FIELDS: readonly string[] = [
  'Credit Score of Co-Applicant or Co-Borrower',
  'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
]

const V667_FIELDS: readonly string[] = [
  'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
  'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
]

const V668_FIELDS: readonly string[] = [
  'Credit Score of Applicant or Borrower',
  'Credit Score of Co-Applicant or Co-Borrower',
  'Ethnicity of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 1',
  'Sex of Applicant or Borrower',
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 1',
  'Sex of Co-Applicant or Co-Borrower',
]

const V669_FIELDS: readonly string[] = [
  'Reason for Denial: 1',
  'Reason for Denial: 2',
  'Reason for Denial: 3',
  'Reason for Denial: 4',
]

const V670_FIELDS: readonly string[] = ['Action Taken', 'Reason for Denial: 1']

const V671_FIELDS: readonly string[] = [
  'Reason for Denial: 1',
  'Reason for Denial: 2',
  'Reason for Denial: 3',
  'Reason for Denial: 4',
  'Reason for Denial: Conditional Free Form Text Field for Code 9',
]

const V672_FIELDS: readonly string[] = [
  'Total Loan Costs',
  'Total Points and Fees',
  'Action Taken',
  'Reverse Mortgage',
  'Open-End Line of Credit',
  'Business or Commercial Purpose',
]

const V673_FIELDS: readonly string[] = [
  'Total Points and Fees',
  'Action Taken',
  'Reverse Mortgage',
  'Business or Commercial Purpose',
]

const V674_FIELDS: readonly string[] = [
  'Origination Charges',
  'Reverse Mortgage',
  'Open-End Line of Credit',
  'Business or Commercial Purpose',
  'Action Taken',
]

const V675_FIELDS: readonly string[] = [
  'Discount Points',
  'Reverse Mortgage',
  'Open-End Line of Credit',
  'Business or Commercial Purpose',
  'Action Taken',
]

const V676_FIELDS: readonly string[] = [
  'Lender Credits',
  'Reverse Mortgage',
  'Open-End Line of Credit',
  'Business or Commercial Purpose',
  'Action Taken',
]

const V677_FIELDS: readonly string[] = ['Interest Rate', 'Action Taken']

const V678_FIELDS: readonly string[] = [
  'Prepayment Penalty Term',
  'Action Taken',
  'Reverse Mortgage',
  'Business or Commercial Purpose',
  'Loan Term',
]

const V679_FIELDS: readonly string[] = [
  'Debt-to-Income Ratio',
  'Multifamily Affordable Units',
  'Action Taken',
]

const V680_FIELDS: readonly string[] = [
  'Debt-to-Income Ratio',
  'Ethnicity of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 1',
  'Sex of Applicant or Borrower',
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 1',
  'Sex of Co-Applicant or Co-Borrower',
]

const V681_FIELDS: readonly string[] = ['Combined Loan-to-Value Ratio', 'Action Taken']

const V682_FIELDS: readonly string[] = ['Loan Term', 'Reverse Mortgage']

const V688_FIELDS: readonly string[] = ['Property Value', 'Action Taken']

const V689_FIELDS: readonly string[] = [
  'Manufactured Home Secured Property Type',
  'Multifamily Affordable Units',
  'Construction Method',
]

const V690_FIELDS: readonly string[] = [
  'Manufactured Home Land Property Interest',
  'Multifamily Affordable Units',
  'Construction Method',
]

const V692_FIELDS: readonly string[] = ['Multifamily Affordable Units', 'Total Units']

const V693_FIELDS: readonly string[] = ['Submission of Application', 'Action Taken']

const V694_FIELDS: readonly string[] = ['Initially Payable to Your Institution', 'Action Taken']

const V696_FIELDS: readonly string[] = [
  'Automated Underwriting System: 1',
  'Automated Underwriting System: 2',
  'Automated Underwriting System: 3',
  'Automated Underwriting System: 4',
  'Automated Underwriting System: 5',
  'Automated Underwriting System Result: 1',
  'Automated Underwriting System Result: 2',
  'Automated Underwriting System Result: 3',
  'Automated Underwriting System Result: 4',
  'Automated Underwriting System Result: 5',
]

const V702_FIELDS: readonly string[] = [
  'Automated Underwriting System: 1',
  'Automated Underwriting System: 2',
  'Automated Underwriting System: 3',
  'Automated Underwriting System: 4',
  'Automated Underwriting System: 5',
  'Automated Underwriting System: Conditional Free Form Text Field for Code 5',
]

const V703_FIELDS: readonly string[] = [
  'Automated Underwriting System Result: 1',
  'Automated Underwriting System Result: 2',
  'Automated Underwriting System Result: 3',
  'Automated Underwriting System Result: 4',
  'Automated Underwriting System Result: 5',
  'Automated Underwriting System Result: Conditional Free Form Text Field for Code 16',
]

const V704_FIELDS: readonly string[] = [
  'Action Taken',
  'Automated Underwriting System: 1',
  'Automated Underwriting System Result: 1',
]

const V705_FIELDS: readonly string[] = [
  'Automated Underwriting System: 1',
  'Automated Underwriting System Result: 1',
  'Ethnicity of Applicant or Borrower: 1',
  'Race of Applicant or Borrower: 1',
  'Sex of Applicant or Borrower',
  'Ethnicity of Co-Applicant or Co-Borrower: 1',
  'Race of Co-Applicant or Co-Borrower: 1',
  'Sex of Co-Applicant or Co-Borrower',
]

const V720_FIELDS: readonly string[] = [
  'Applicant or Borrower, Name and Version of Credit Scoring Model',
  'Credit Score of Applicant or Borrower',
]

const V720_2_FIELDS: readonly string[] = [
  'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
  'Credit Score of Co-Applicant or Co-Borrower',
]

/** Validity edits: checks that each reported value is allowed and consistent with related fields. A file that fails one cannot be submitted until it is corrected. */
export const VALIDITY_EDITS: readonly EditDef[] = [
  {
    id: 'V600',
    category: 'validity',
    fields: ['Legal Entity Identifier (LEI)'],
    description: 'The LEI is required and must be exactly 20 letters and digits.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V601',
    category: 'validity',
    fields: [
      'Financial Institution Name',
      "Contact Person's Name",
      "Contact Person's E-mail Address",
      "Contact Person's Office Street Address",
      "Contact Person's Office City",
    ],
    description:
      "The transmittal sheet must give the institution's name and the contact person's name, e-mail address, office street address and office city; none of these may be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V602',
    category: 'validity',
    fields: ['Calendar Quarter'],
    description:
      'On an annual submission the calendar quarter field must hold 4; it may not be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V603',
    category: 'validity',
    fields: ["Contact Person's Phone Number"],
    description:
      "The contact person's phone number is required and must be written as 999-999-9999.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V604',
    category: 'validity',
    fields: ["Contact Person's Office State"],
    description:
      "The contact person's office state is required and must be a valid two-letter state code.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V605',
    category: 'validity',
    fields: ["Contact Person's Office Zip Code"],
    description:
      "The contact person's office ZIP code is required, written either as five digits (12345) or as ZIP+4 (12345-1010).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V606',
    category: 'validity',
    fields: ['Total Number of Entries Contained in Submission'],
    description:
      'The total number of entries on the transmittal sheet is required and must be a whole number above zero.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V607',
    category: 'validity',
    fields: ['Federal Taxpayer Identification Number'],
    description:
      'The federal taxpayer identification number cannot be empty and must follow the pattern 99-9999999.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V608-1',
    category: 'validity',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'When a ULI is used as the loan identifier, it must be 23 to 45 letters or digits long; the field may not be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V608-2',
    category: 'validity',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'When a non-universal loan identifier (NULI) is used, it must be 1 to 22 letters or digits long and may not be empty.',
    years: yearRange(2018, 2021),
    quarterlyYears: yearRange(2020, 2021),
  },
  {
    id: 'V608-2',
    category: 'validity',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'A non-universal loan identifier (NULI) must be 1 to 22 letters or digits long. An empty value, NA, Exempt and 1111 are all rejected.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
    change:
      'From 2022 the edit spells out that NA, Exempt and 1111 are not accepted as identifiers.',
  },
  {
    id: 'V609',
    category: 'validity',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'The two check digits at the end of the ULI must be correct under the ISO/IEC 7064 MOD 97-10 calculation; a failure usually points to a typing mistake.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V610-1',
    category: 'validity',
    fields: V610_FIELDS,
    description: 'Application date is required: give either a real date in YYYYMMDD form or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V610-2',
    category: 'validity',
    fields: V610_FIELDS,
    description:
      'Use NA for the application date on purchased loans (action taken 6) and only on them; every other action needs an actual date.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V611',
    category: 'validity',
    fields: ['Loan Type'],
    description: 'Loan type cannot be empty; valid codes are 1 to 4.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V612-1',
    category: 'validity',
    fields: V612_FIELDS,
    description: 'Loan purpose cannot be empty; valid codes are 1, 2, 31, 32, 4 and 5.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V612-2',
    category: 'validity',
    fields: V612_FIELDS,
    description:
      'A preapproval request (preapproval 1) is only possible for a home purchase, so the loan purpose must then be 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V613-1',
    category: 'validity',
    fields: V613_FIELDS,
    description: 'Preapproval is required and must be 1 or 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V613-2',
    category: 'validity',
    fields: V613_FIELDS,
    description:
      'When action taken is 7 or 8 (a preapproval request that was denied, or approved but not accepted), preapproval must be 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V613-3',
    category: 'validity',
    fields: V613_FIELDS,
    description: 'When action taken is 3, 4, 5 or 6, preapproval must be 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V613-4',
    category: 'validity',
    fields: V613_FIELDS,
    description:
      'A record flagged as a preapproval request (preapproval 1) must have action taken 1, 2, 7 or 8.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V614-1',
    category: 'validity',
    fields: V614_FIELDS,
    description:
      'Only home purchase records can carry a preapproval request, so loan purposes 2, 31, 32, 4 and 5 must report preapproval 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V614-2',
    category: 'validity',
    fields: V614_FIELDS,
    description:
      'Preapproval must be 2 whenever the multifamily affordable units field holds a number.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V614-3',
    category: 'validity',
    fields: V614_FIELDS,
    description: 'Reverse mortgages (reverse mortgage 1) must report preapproval 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V614-4',
    category: 'validity',
    fields: V614_FIELDS,
    description: 'Open-end lines of credit (open-end line of credit 1) must report preapproval 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V615-1',
    category: 'validity',
    fields: V615_FIELDS,
    description:
      'Construction method is required and must be 1 (site-built) or 2 (manufactured home).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V615-2',
    category: 'validity',
    fields: V615_FIELDS,
    description:
      'If the manufactured home land property interest is 1, 2, 3 or 4, the construction method has to be 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V615-3',
    category: 'validity',
    fields: V615_FIELDS,
    description:
      'If the manufactured home secured property type is 1 or 2, the construction method has to be 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V616',
    category: 'validity',
    fields: ['Occupancy Type'],
    description: 'Occupancy type is required and must be 1, 2 or 3.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V617',
    category: 'validity',
    fields: ['Loan Amount'],
    description: 'Loan amount is required and must be a number of zero or more.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V618',
    category: 'validity',
    fields: ['Action Taken'],
    description: 'Action taken is required and must be a code from 1 to 8.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V619-1',
    category: 'validity',
    fields: V619_FIELDS,
    description: 'Action taken date is required and must be a real calendar date in YYYYMMDD form.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V619-2',
    category: 'validity',
    fields: V619_FIELDS,
    description: 'The action taken date has to fall within the calendar year being reported.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V619-3',
    category: 'validity',
    fields: ['Action Taken', 'Action Taken Date', 'Application Date'],
    description:
      'An action taken date earlier than the application date is not allowed, except on purchased loans (action taken 6), which have no application date.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V620',
    category: 'validity',
    fields: ['Street Address'],
    description: 'The street address field may not be left empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V621',
    category: 'validity',
    fields: ['City'],
    description: 'The city field may not be left empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V622',
    category: 'validity',
    fields: ['Street Address', 'City', 'State', 'Zip Code'],
    description:
      'When a street address is given (anything other than NA or Exempt), city, state and ZIP code must also be filled in, and none of them may be NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V623',
    category: 'validity',
    fields: ['State'],
    description: 'State cannot be empty; give the two-letter postal abbreviation, or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V624',
    category: 'validity',
    fields: ['Zip Code'],
    description: 'ZIP code is required and must be five digits, ZIP+4 (12345-1010), Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V625-1',
    category: 'validity',
    fields: ['Census Tract'],
    description: 'Census tract is required and must be an 11-digit number or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V625-2',
    category: 'validity',
    fields: ['Census Tract'],
    description:
      'A census tract other than NA must be a real tract number as published by the Census Bureau.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V626',
    category: 'validity',
    fields: ['County'],
    description: 'County is required and must be a five-digit FIPS county code or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V627',
    category: 'validity',
    fields: ['Census Tract', 'County'],
    description:
      'When neither county nor census tract is NA, the tract must lie in the county: its first five digits have to equal the county FIPS code.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V628-1',
    category: 'validity',
    fields: V628_FIELDS,
    description:
      "The first applicant ethnicity field is required and must be 1, 2, 3, 4, 11, 12, 13 or 14. It may be left empty only when the applicant's free-form other Hispanic or Latino text is given instead.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V628-2',
    category: 'validity',
    fields: V628_FIELDS,
    description:
      'Applicant ethnicity fields 2 to 5 are optional; when used they must hold 1, 2, 11, 12, 13 or 14.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V628-3',
    category: 'validity',
    fields: V628_FIELDS,
    description:
      "The same applicant ethnicity code may not appear in more than one of the applicant's ethnicity fields.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V628-4',
    category: 'validity',
    fields: V628_FIELDS,
    description:
      'If the first applicant ethnicity is 3 (information not provided) or 4 (not applicable), applicant ethnicity fields 2 to 5 must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V629-1',
    category: 'validity',
    fields: V629_FIELDS,
    description:
      "The flag showing whether the applicant's ethnicity was collected by visual observation or surname is required and must be 1, 2 or 3.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V629-2',
    category: 'validity',
    fields: V629_FIELDS,
    description:
      "When the applicant's ethnicity was collected by visual observation or surname (flag 1), only the broad categories apply: ethnicity 1 must be 1 or 2, ethnicity 2 may be 1, 2 or empty, and ethnicities 3 to 5 must be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V629-3',
    category: 'validity',
    fields: V629_FIELDS,
    description:
      "When the applicant's ethnicity was not collected by visual observation or surname (flag 2), ethnicity 1 must be 1, 2, 3, 11, 12, 13 or 14. It may be empty only if the applicant's free-form other Hispanic or Latino text is filled in.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V630',
    category: 'validity',
    fields: [
      'Ethnicity of Applicant or Borrower: 1',
      'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
    ],
    description:
      "If the first applicant ethnicity is 4 (not applicable), the applicant's ethnicity visual observation or surname flag must be 3 (not applicable).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V631-1',
    category: 'validity',
    fields: V631_FIELDS,
    description:
      "The first co-applicant ethnicity field is required and must be 1, 2, 3, 4, 5, 11, 12, 13 or 14. It may be left empty only when the co-applicant's free-form other Hispanic or Latino text is given instead.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V631-2',
    category: 'validity',
    fields: V631_FIELDS,
    description:
      'Co-applicant ethnicity fields 2 to 5 are optional; when used they must hold 1, 2, 11, 12, 13 or 14.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V631-3',
    category: 'validity',
    fields: V631_FIELDS,
    description:
      "The same co-applicant ethnicity code may not appear in more than one of the co-applicant's ethnicity fields.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V631-4',
    category: 'validity',
    fields: V631_FIELDS,
    description:
      'If the first co-applicant ethnicity is 3 (information not provided), 4 (not applicable) or 5 (no co-applicant), co-applicant ethnicity fields 2 to 5 must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V632-1',
    category: 'validity',
    fields: V632_FIELDS,
    description:
      "The flag showing whether the co-applicant's ethnicity was collected by visual observation or surname is required and must be 1, 2, 3 or 4.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V632-2',
    category: 'validity',
    fields: V632_FIELDS,
    description:
      "When the co-applicant's ethnicity was collected by visual observation or surname (flag 1), co-applicant ethnicity 1 must be 1 or 2, ethnicity 2 may be 1, 2 or empty, and ethnicities 3 to 5 must be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V632-3',
    category: 'validity',
    fields: V632_FIELDS,
    description:
      "When the co-applicant's ethnicity was not collected by visual observation or surname (flag 2), co-applicant ethnicity 1 must be 1, 2, 3, 11, 12, 13 or 14. It may be empty only if the co-applicant's free-form other Hispanic or Latino text is filled in.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V633',
    category: 'validity',
    fields: V633_FIELDS,
    description:
      "If the first co-applicant ethnicity is 4 (not applicable), the co-applicant's ethnicity visual observation or surname flag must be 3 (not applicable).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V634',
    category: 'validity',
    fields: V633_FIELDS,
    description:
      "Co-applicant ethnicity 1 is 5 (no co-applicant) exactly when the co-applicant's ethnicity visual observation or surname flag is 4 (no co-applicant); neither may be used without the other.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V635-1',
    category: 'validity',
    fields: [
      'Race of Applicant or Borrower: 1',
      'Race of Applicant or Borrower: 2',
      'Race of Applicant or Borrower: 3',
      'Race of Applicant or Borrower: 4',
      'Race of Applicant or Borrower: 5',
      'Race of Applicant or Borrower: Free Form Text Field for Other Asian',
      'Race of Applicant or Borrower: Free Form Text Field for Other Pacific Islander',
      'Race of Applicant or Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
    ],
    description:
      "The first applicant race field is required and must be 1 to 7 or a detailed subcategory (21 to 27, 41 to 44). It may be left empty only when one of the applicant's free-form race texts (enrolled or principal tribe, other Asian, other Pacific Islander) is given.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V635-2',
    category: 'validity',
    fields: [
      'Race of Applicant or Borrower: 1',
      'Race of Applicant or Borrower: 2',
      'Race of Applicant or Borrower: 3',
      'Race of Applicant or Borrower: 4',
      'Race of Applicant or Borrower: 5',
    ],
    description:
      'Applicant race fields 2 to 5 are optional; when used they must be 1 to 5 or a detailed subcategory (21 to 27, 41 to 44).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V635-3',
    category: 'validity',
    fields: V635_FIELDS,
    description:
      "The same applicant race code may not appear in more than one of the applicant's race fields.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V635-4',
    category: 'validity',
    fields: V635_FIELDS,
    description:
      'If the first applicant race is 6 (information not provided) or 7 (not applicable), applicant race fields 2 to 5 must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V636-1',
    category: 'validity',
    fields: V636_FIELDS,
    description:
      "The flag showing whether the applicant's race was collected by visual observation or surname is required and must be 1, 2 or 3.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V636-2',
    category: 'validity',
    fields: V636_FIELDS,
    description:
      "When the applicant's race was collected by visual observation or surname (flag 1), only the broad categories 1 to 5 may be used: race 1 must hold one of them and races 2 to 5 may hold one or be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V636-3',
    category: 'validity',
    fields: V636_FIELDS,
    description:
      "When the applicant's race was not collected by visual observation or surname (flag 2), race 1 must be 1 to 6 or a subcategory (21 to 27, 41 to 44) unless a free-form race text is given. Races 2 to 5 may hold 1 to 5 or a subcategory, or be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V637',
    category: 'validity',
    fields: [
      'Race of Applicant or Borrower: 1',
      'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
    ],
    description:
      "If the first applicant race is 7 (not applicable), the applicant's race visual observation or surname flag must be 3 (not applicable).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V638-1',
    category: 'validity',
    fields: V638_FIELDS,
    description:
      "The first co-applicant race field is required and must be 1 to 8 or a detailed subcategory (21 to 27, 41 to 44). It may be left empty only when one of the co-applicant's free-form race texts is given.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V638-2',
    category: 'validity',
    fields: V638_FIELDS,
    description:
      'Co-applicant race fields 2 to 5 are optional; when used they must be 1 to 5 or a detailed subcategory (21 to 27, 41 to 44).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V638-3',
    category: 'validity',
    fields: V638_FIELDS,
    description:
      "The same co-applicant race code may not appear in more than one of the co-applicant's race fields.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V638-4',
    category: 'validity',
    fields: V638_FIELDS,
    description:
      'If the first co-applicant race is 6 (information not provided), 7 (not applicable) or 8 (no co-applicant), co-applicant race fields 2 to 5 must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V639-1',
    category: 'validity',
    fields: V639_FIELDS,
    description:
      "The flag showing whether the co-applicant's race was collected by visual observation or surname is required and must be 1, 2, 3 or 4.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V639-2',
    category: 'validity',
    fields: V639_FIELDS,
    description:
      "When the co-applicant's race was collected by visual observation or surname (flag 1), only the broad categories 1 to 5 may be used: co-applicant race 1 must hold one of them and races 2 to 5 may hold one or be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V639-3',
    category: 'validity',
    fields: V639_FIELDS,
    description:
      "When the co-applicant's race was not collected by visual observation or surname (flag 2), co-applicant race 1 must be 1 to 6 or a subcategory (21 to 27, 41 to 44) unless a free-form race text is given. Races 2 to 5 may hold 1 to 5 or a subcategory, or be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V640',
    category: 'validity',
    fields: V640_FIELDS,
    description:
      "If the first co-applicant race is 7 (not applicable), the co-applicant's race visual observation or surname flag must be 3 (not applicable).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V641',
    category: 'validity',
    fields: V640_FIELDS,
    description:
      "Co-applicant race 1 is 8 (no co-applicant) exactly when the co-applicant's race visual observation or surname flag is 4 (no co-applicant); neither may be used without the other.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V642-1',
    category: 'validity',
    fields: V642_FIELDS,
    description: "The applicant's sex cannot be empty; valid codes are 1, 2, 3, 4 and 6.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V642-2',
    category: 'validity',
    fields: V642_FIELDS,
    description:
      "The flag showing whether the applicant's sex was collected by visual observation or surname is required and must be 1, 2 or 3.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V643',
    category: 'validity',
    fields: V642_FIELDS,
    description:
      "If the applicant's sex was collected by visual observation or surname (flag 1), the applicant's sex must be 1 (male) or 2 (female).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V644-1',
    category: 'validity',
    fields: V642_FIELDS,
    description:
      "If the applicant's sex was not collected by visual observation or surname (flag 2), the applicant's sex must be 1, 2, 3 or 6.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V644-2',
    category: 'validity',
    fields: V642_FIELDS,
    description:
      'An applicant who selected both male and female (sex 6) must have the sex visual observation or surname flag set to 2.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'V644-2',
    category: 'validity',
    fields: V642_FIELDS,
    description:
      'An applicant who selected both male and female (sex 6) must have the sex visual observation or surname flag set to 2 or 3.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 flag value 3 (not applicable) is also accepted.',
  },
  {
    id: 'V645',
    category: 'validity',
    fields: V642_FIELDS,
    description:
      "If the applicant's sex is 4 (not applicable), the applicant's sex visual observation or surname flag must be 3 (not applicable).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V646-1',
    category: 'validity',
    fields: V646_FIELDS,
    description: "The co-applicant's sex cannot be empty; valid codes are 1 to 6.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V646-2',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "The flag showing whether the co-applicant's sex was collected by visual observation or surname is required and must be 1, 2, 3 or 4.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V647',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "If the co-applicant's sex was collected by visual observation or surname (flag 1), the co-applicant's sex must be 1 (male) or 2 (female).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V648-1',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "If the co-applicant's sex was not collected by visual observation or surname (flag 2), the co-applicant's sex must be 1, 2, 3 or 6.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V648-2',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "A co-applicant who selected both male and female (sex 6) must have the co-applicant's sex visual observation or surname flag set to 2.",
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'V648-2',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "A co-applicant who selected both male and female (sex 6) must have the co-applicant's sex visual observation or surname flag set to 2 or 3.",
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 flag value 3 (not applicable) is also accepted.',
  },
  {
    id: 'V649',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "If the co-applicant's sex is 4 (not applicable), the co-applicant's sex visual observation or surname flag must be 3 (not applicable).",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V650',
    category: 'validity',
    fields: V646_FIELDS,
    description:
      "The co-applicant's sex visual observation or surname flag is 4 (no co-applicant) exactly when the co-applicant's sex is 5 (no co-applicant); neither may be used without the other.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V651-1',
    category: 'validity',
    fields: V651_FIELDS,
    description: "The applicant's age is required and must be a whole number above zero.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V651-2',
    category: 'validity',
    fields: V651_FIELDS,
    description:
      "When the applicant is not a natural person (ethnicity 1 is 4, race 1 is 7 and sex is 4) and action taken is not 6, the applicant's age must be 8888.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V652-1',
    category: 'validity',
    fields: V652_FIELDS,
    description: "The co-applicant's age is required and must be a whole number above zero.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V652-2',
    category: 'validity',
    fields: V652_FIELDS,
    description:
      "When the co-applicant is not a natural person (co-applicant ethnicity 1 is 4, race 1 is 7 and sex is 4) and action taken is not 6, the co-applicant's age must be 8888.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V654-1',
    category: 'validity',
    fields: V654_FIELDS,
    description:
      'Income is required and must be a whole number of thousands of dollars (negative values are allowed) or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V654-2',
    category: 'validity',
    fields: V654_FIELDS,
    description: 'When the multifamily affordable units field holds a number, income must be NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V655-1',
    category: 'validity',
    fields: V655_FIELDS,
    description:
      'When the applicant is not a natural person (ethnicity 1 is 4, race 1 is 7 and sex is 4) and action taken is not 6, income must be NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V655-2',
    category: 'validity',
    fields: V655_FIELDS,
    description:
      'When the co-applicant is not a natural person (co-applicant ethnicity 1 is 4, race 1 is 7 and sex is 4) and action taken is not 6, income must be NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V656-1',
    category: 'validity',
    fields: V656_FIELDS,
    description: 'Type of purchaser is required; the valid codes are 0 to 6, 71, 72, 8 and 9.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V656-2',
    category: 'validity',
    fields: V656_FIELDS,
    description:
      'For action taken 2, 3, 4, 5, 7 or 8 no loan was made that could be sold, so type of purchaser must be 0 (not applicable).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V657-1',
    category: 'validity',
    fields: V657_FIELDS,
    description:
      'Rate spread cannot be empty: give the spread as a number, or report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V657-2',
    category: 'validity',
    fields: V657_FIELDS,
    description: 'Records with action taken 3, 4, 5, 6 or 7 report Exempt or NA for rate spread.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V657-3',
    category: 'validity',
    fields: V657_FIELDS,
    description: 'Reverse mortgages (reverse mortgage 1) must report rate spread as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V658-1',
    category: 'validity',
    fields: V658_FIELDS,
    description: 'HOEPA status is required and must be 1, 2 or 3.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V658-2',
    category: 'validity',
    fields: V658_FIELDS,
    description:
      'Records that did not end in an originated or purchased loan (action taken 2, 3, 4, 5, 7 or 8) report HOEPA status 3 (not applicable).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V659',
    category: 'validity',
    fields: ['Lien Status'],
    description: 'Lien status is required and must be 1 (first lien) or 2 (subordinate lien).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V660-1',
    category: 'validity',
    fields: V660_FIELDS,
    description: "The applicant's credit score is required and must be numeric.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V660-2',
    category: 'validity',
    fields: V660_FIELDS,
    description:
      "The applicant's credit scoring model must be 1111 (exempt) or a code from 1 to 9.",
    years: yearRange(2018, 2021),
    quarterlyYears: yearRange(2020, 2021),
  },
  {
    id: 'V660-2',
    category: 'validity',
    fields: V660_FIELDS,
    description:
      "The applicant's credit scoring model must be 1111 (exempt), a code from 1 to 9, or 11.",
    years: yearRange(2022, 2023),
    quarterlyYears: yearRange(2022, 2023),
    change: 'From 2022 code 11 (FICO Score 9) is accepted.',
  },
  {
    id: 'V660-2',
    category: 'validity',
    fields: V660_FIELDS,
    description:
      "The applicant's credit scoring model must be 1111 (exempt), a code from 1 to 9, or a code from 11 to 15.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
    change:
      'From 2024 codes 12 to 15 (FICO Score 8, FICO Score 10, FICO Score 10T, VantageScore 4.0) are accepted.',
  },
  {
    id: 'V661',
    category: 'validity',
    fields: V660_FIELDS,
    description:
      'An applicant credit score of 8888 (not applicable) goes together with applicant scoring model 9 (not applicable); each one requires the other.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V662-1',
    category: 'validity',
    fields: V662_FIELDS,
    description:
      "When the applicant's credit scoring model is 1111, 1 to 7 or 9, the free-form text naming another model must be empty; an empty text in turn requires one of those codes.",
    years: yearRange(2018, 2021),
    quarterlyYears: yearRange(2020, 2021),
  },
  {
    id: 'V662-1',
    category: 'validity',
    fields: V662_FIELDS,
    description:
      "When the applicant's credit scoring model is 1111, 1 to 7, 9 or 11, the free-form text naming another model must be empty; an empty text in turn requires one of those codes.",
    years: yearRange(2022, 2023),
    quarterlyYears: yearRange(2022, 2023),
    change: 'From 2022 code 11 joins the list of codes that need an empty text.',
  },
  {
    id: 'V662-1',
    category: 'validity',
    fields: V662_FIELDS,
    description:
      "When the applicant's credit scoring model is 1111, 1 to 7, 9 or 11 to 15, the free-form text naming another model must be empty; an empty text in turn requires one of those codes.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
    change: 'From 2024 codes 12 to 15 join the list of codes that need an empty text.',
  },
  {
    id: 'V662-2',
    category: 'validity',
    fields: V662_FIELDS,
    description:
      'Applicant scoring model 8 (other model) requires the free-form model name to be filled in, and a filled-in name requires model 8.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V663',
    category: 'validity',
    fields: [
      'Action Taken',
      'Credit Score of Applicant or Borrower',
      'Applicant or Borrower, Name and Version of Credit Scoring Model',
      'Applicant or Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
    ],
    description:
      "For action taken 4, 5 or 6, the applicant's credit score must be 8888 or Exempt, the scoring model must be 9 or Exempt, and the free-form model name must be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V664',
    category: 'validity',
    fields: [
      'Action Taken',
      'Credit Score of Co-Applicant or Co-Borrower',
      'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
      'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
    ],
    description:
      "For action taken 4, 5 or 6, the co-applicant's credit score must be 8888 or Exempt, the co-applicant's scoring model must be 9 or Exempt, and the co-applicant's free-form model name must be empty.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V665-1',
    category: 'validity',
    fields: V665_FIELDS,
    description: "The co-applicant's credit score is required and must be numeric.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V665-2',
    category: 'validity',
    fields: V665_FIELDS,
    description:
      "The co-applicant's credit scoring model is required and must be 1111 (exempt) or a code from 1 to 10.",
    years: yearRange(2018, 2021),
    quarterlyYears: yearRange(2020, 2021),
  },
  {
    id: 'V665-2',
    category: 'validity',
    fields: V665_FIELDS,
    description:
      "The co-applicant's credit scoring model is required and must be 1111 (exempt) or a code from 1 to 11.",
    years: yearRange(2022, 2023),
    quarterlyYears: yearRange(2022, 2023),
    change: 'From 2022 code 11 (FICO Score 9) is accepted.',
  },
  {
    id: 'V665-2',
    category: 'validity',
    fields: V665_FIELDS,
    description:
      "The co-applicant's credit scoring model is required and must be 1111 (exempt) or a code from 1 to 15.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
    change:
      'From 2024 codes 12 to 15 (FICO Score 8, FICO Score 10, FICO Score 10T, VantageScore 4.0) are accepted.',
  },
  {
    id: 'V666-1',
    category: 'validity',
    fields: V665_FIELDS,
    description:
      'A co-applicant credit score of 8888 (not applicable) goes together with co-applicant scoring model 9 (not applicable); each one requires the other.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V666-2',
    category: 'validity',
    fields: V665_FIELDS,
    description:
      'A co-applicant credit score of 9999 (no co-applicant) goes together with co-applicant scoring model 10 (no co-applicant); each one requires the other.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V667-1',
    category: 'validity',
    fields: V667_FIELDS,
    description:
      "When the co-applicant's credit scoring model is 1111, 1 to 7, 9 or 10, the co-applicant's free-form model name must be empty; an empty name in turn requires one of those codes.",
    years: yearRange(2018, 2021),
    quarterlyYears: yearRange(2020, 2021),
  },
  {
    id: 'V667-1',
    category: 'validity',
    fields: V667_FIELDS,
    description:
      "When the co-applicant's credit scoring model is 1111, 1 to 7 or 9 to 11, the co-applicant's free-form model name must be empty; an empty name in turn requires one of those codes.",
    years: yearRange(2022, 2023),
    quarterlyYears: yearRange(2022, 2023),
    change: 'From 2022 code 11 joins the list of codes that need an empty name.',
  },
  {
    id: 'V667-1',
    category: 'validity',
    fields: V667_FIELDS,
    description:
      "When the co-applicant's credit scoring model is 1111, 1 to 7 or 9 to 15, the co-applicant's free-form model name must be empty; an empty name in turn requires one of those codes.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
    change: 'From 2024 codes 12 to 15 join the list of codes that need an empty name.',
  },
  {
    id: 'V667-2',
    category: 'validity',
    fields: V667_FIELDS,
    description:
      "Co-applicant scoring model 8 (other model) requires the co-applicant's free-form model name to be filled in, and a filled-in name requires model 8.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V668-1',
    category: 'validity',
    fields: V668_FIELDS,
    description:
      "When the applicant is not a natural person (ethnicity 1 is 4, race 1 is 7 and sex is 4), the applicant's credit score must be 8888 (not applicable) or Exempt.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V668-2',
    category: 'validity',
    fields: V668_FIELDS,
    description:
      "When the co-applicant is not a natural person (co-applicant ethnicity 1 is 4, race 1 is 7 and sex is 4), the co-applicant's credit score must be 8888 (not applicable) or Exempt.",
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V669-1',
    category: 'validity',
    fields: V669_FIELDS,
    description:
      'Reason for denial 1 is required and must be 1111 (exempt) or a code from 1 to 10.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V669-2',
    category: 'validity',
    fields: V669_FIELDS,
    description:
      'Reasons for denial 2 to 4 are optional; when used they must be a code from 1 to 9.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V669-3',
    category: 'validity',
    fields: V669_FIELDS,
    description:
      'A denial reason code may be reported only once across the four reason-for-denial fields.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V669-4',
    category: 'validity',
    fields: V669_FIELDS,
    description:
      'If reason for denial 1 is 1111 (exempt) or 10 (not applicable), reasons 2 to 4 must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V670-1',
    category: 'validity',
    fields: V670_FIELDS,
    description:
      'Denied applications and denied preapproval requests (action taken 3 or 7) must give reason for denial 1 as 1111 or a code from 1 to 9.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V670-2',
    category: 'validity',
    fields: V670_FIELDS,
    description:
      'A denial reason from 1 to 9 in reason for denial 1 is allowed only when action taken is 3 or 7.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V670-3',
    category: 'validity',
    fields: V670_FIELDS,
    description:
      'When the application was not denied (action taken 1, 2, 4, 5, 6 or 8), reason for denial 1 is 10 (not applicable) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V670-4',
    category: 'validity',
    fields: V670_FIELDS,
    description:
      'Code 10 (not applicable) in reason for denial 1 fits only records that were not denied, that is action taken 1, 2, 4, 5, 6 or 8.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V671-1',
    category: 'validity',
    fields: V671_FIELDS,
    description:
      'If any reason-for-denial field holds code 9 (other), the free-form text describing that reason must be filled in.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V671-2',
    category: 'validity',
    fields: V671_FIELDS,
    description:
      'The free-form reason-for-denial text may be filled in only if code 9 (other) appears in one of the four reason fields.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V672-1',
    category: 'validity',
    fields: V672_FIELDS,
    description: 'Total loan costs is required and must be a number of zero or more, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V672-2',
    category: 'validity',
    fields: V672_FIELDS,
    description:
      'If total points and fees holds a number (zero or more), total loan costs must be NA; a record never reports both amounts.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V672-3',
    category: 'validity',
    fields: V672_FIELDS,
    description:
      'Reverse mortgages (reverse mortgage 1) must report total loan costs as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V672-4',
    category: 'validity',
    fields: V672_FIELDS,
    description:
      'Open-end lines of credit (open-end line of credit 1) must report total loan costs as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V672-5',
    category: 'validity',
    fields: V672_FIELDS,
    description:
      'Loans made primarily for a business or commercial purpose (code 1) must report total loan costs as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V672-6',
    category: 'validity',
    fields: V672_FIELDS,
    description:
      'Only originated (1) and purchased (6) loans can carry a total loan costs amount; every other action taken code must report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V673-1',
    category: 'validity',
    fields: V673_FIELDS,
    description:
      'Total points and fees is required and must be a number of zero or more, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V673-2',
    category: 'validity',
    fields: V673_FIELDS,
    description:
      'Only originated loans (action taken 1) can carry a total points and fees amount; all other action taken codes must report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V673-3',
    category: 'validity',
    fields: V673_FIELDS,
    description:
      'Reverse mortgages (reverse mortgage 1) must report total points and fees as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V673-4',
    category: 'validity',
    fields: V673_FIELDS,
    description:
      'Loans made primarily for a business or commercial purpose (code 1) must report total points and fees as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V673-5',
    category: 'validity',
    fields: V673_FIELDS,
    description:
      'If total loan costs holds a number (zero or more), total points and fees must be NA; a record never reports both amounts.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V674-1',
    category: 'validity',
    fields: V674_FIELDS,
    description:
      'Origination charges is required and must be a number of zero or more, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V674-2',
    category: 'validity',
    fields: V674_FIELDS,
    description:
      'Reverse mortgages (reverse mortgage 1) must report origination charges as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V674-3',
    category: 'validity',
    fields: V674_FIELDS,
    description:
      'Open-end lines of credit (open-end line of credit 1) must report origination charges as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V674-4',
    category: 'validity',
    fields: V674_FIELDS,
    description:
      'Loans made primarily for a business or commercial purpose (code 1) must report origination charges as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V674-5',
    category: 'validity',
    fields: V674_FIELDS,
    description:
      'Only originated (1) and purchased (6) loans can carry an origination charges amount; every other action taken code must report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V675-1',
    category: 'validity',
    fields: V675_FIELDS,
    description:
      'Discount points, if reported, must be a number above zero, Exempt or NA; the field may also be left empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V675-2',
    category: 'validity',
    fields: V675_FIELDS,
    description:
      'Reverse mortgages (reverse mortgage 1) must report discount points as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V675-3',
    category: 'validity',
    fields: V675_FIELDS,
    description:
      'Open-end lines of credit (open-end line of credit 1) must report discount points as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V675-4',
    category: 'validity',
    fields: V675_FIELDS,
    description:
      'Loans made primarily for a business or commercial purpose (code 1) must report discount points as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V675-5',
    category: 'validity',
    fields: V675_FIELDS,
    description:
      'Only originated (1) and purchased (6) loans can carry a discount points amount; every other action taken code must report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V676-1',
    category: 'validity',
    fields: V676_FIELDS,
    description:
      'Lender credits, if reported, must be a number above zero, Exempt or NA; the field may also be left empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V676-2',
    category: 'validity',
    fields: V676_FIELDS,
    description:
      'Reverse mortgages (reverse mortgage 1) must report lender credits as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V676-3',
    category: 'validity',
    fields: V676_FIELDS,
    description:
      'Open-end lines of credit (open-end line of credit 1) must report lender credits as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V676-4',
    category: 'validity',
    fields: V676_FIELDS,
    description:
      'Loans made primarily for a business or commercial purpose (code 1) must report lender credits as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V676-5',
    category: 'validity',
    fields: V676_FIELDS,
    description:
      'Only originated (1) and purchased (6) loans can carry a lender credits amount; every other action taken code must report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V677-1',
    category: 'validity',
    fields: V677_FIELDS,
    description: 'Interest rate is required and must be a number above zero, Exempt or NA.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'V677-1',
    category: 'validity',
    fields: V677_FIELDS,
    description: 'Interest rate is required and must be a number of zero or more, Exempt or NA.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 a rate of exactly 0 is accepted.',
  },
  {
    id: 'V677-2',
    category: 'validity',
    fields: V677_FIELDS,
    description:
      'Interest rate is given only when a loan was made or approved; denied, withdrawn, incomplete and denied-preapproval records (action taken 3, 4, 5 or 7) report Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V678-1',
    category: 'validity',
    fields: V678_FIELDS,
    description:
      'Prepayment penalty term is required and must be a whole number of months above zero, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V678-2',
    category: 'validity',
    fields: V678_FIELDS,
    description:
      'Purchased loans (action taken 6) must report prepayment penalty term as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V678-3',
    category: 'validity',
    fields: V678_FIELDS,
    description:
      'Reverse mortgages (reverse mortgage 1) must report prepayment penalty term as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V678-4',
    category: 'validity',
    fields: V678_FIELDS,
    description:
      'Loans made primarily for a business or commercial purpose (code 1) must report prepayment penalty term as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V678-5',
    category: 'validity',
    fields: V678_FIELDS,
    description:
      'When both hold numbers, the prepayment penalty term may not be longer than the loan term.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V679-1',
    category: 'validity',
    fields: V679_FIELDS,
    description: 'Debt-to-income ratio cannot be empty; report a number, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V679-2',
    category: 'validity',
    fields: V679_FIELDS,
    description:
      'Withdrawn applications, incomplete files and purchased loans (action taken 4, 5 or 6) report Exempt or NA for the debt-to-income ratio.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V679-3',
    category: 'validity',
    fields: V679_FIELDS,
    description:
      'A record with a number in multifamily affordable units reports Exempt or NA for the debt-to-income ratio.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V680-1',
    category: 'validity',
    fields: V680_FIELDS,
    description:
      'If the applicant is not a natural person (ethnicity 1 is 4, race 1 is 7, sex 4) and there is no co-applicant (co-applicant ethnicity 1 is 5, race 1 is 8, sex 5), report Exempt or NA for the debt-to-income ratio.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V680-2',
    category: 'validity',
    fields: V680_FIELDS,
    description:
      'If neither the applicant nor the co-applicant is a natural person (for each, ethnicity 1 is 4, race 1 is 7 and sex is 4), report Exempt or NA for the debt-to-income ratio.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V681-1',
    category: 'validity',
    fields: V681_FIELDS,
    description:
      'Combined loan-to-value ratio is required and must be a number above zero, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V681-2',
    category: 'validity',
    fields: V681_FIELDS,
    description:
      'Withdrawn applications, incomplete files and purchased loans (action taken 4, 5 or 6) report Exempt or NA for the combined loan-to-value ratio.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V682-1',
    category: 'validity',
    fields: V682_FIELDS,
    description:
      'Loan term is required and must be a whole number of months above zero, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V682-2',
    category: 'validity',
    fields: V682_FIELDS,
    description: 'Reverse mortgages (reverse mortgage 1) must report loan term as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V683',
    category: 'validity',
    fields: ['Introductory Rate Period'],
    description:
      'Introductory rate period is required and must be a whole number of months above zero, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V684',
    category: 'validity',
    fields: ['Balloon Payment'],
    description: 'Balloon payment is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V685',
    category: 'validity',
    fields: ['Interest-Only Payments'],
    description: 'Interest-only payments is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V686',
    category: 'validity',
    fields: ['Negative Amortization'],
    description: 'Negative amortization is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V687',
    category: 'validity',
    fields: ['Other Non-amortizing Features'],
    description:
      'Other non-amortizing features is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V688-1',
    category: 'validity',
    fields: V688_FIELDS,
    description: 'Property value is required and must be a number above zero, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V688-2',
    category: 'validity',
    fields: V688_FIELDS,
    description:
      'Withdrawn applications and files closed for incompleteness (action taken 4 or 5) must report property value as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V689-1',
    category: 'validity',
    fields: V689_FIELDS,
    description: 'Manufactured home secured property type is required and must be 1, 2, 3 or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V689-2',
    category: 'validity',
    fields: V689_FIELDS,
    description:
      'When the multifamily affordable units field holds a number, manufactured home secured property type must be 3 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V689-3',
    category: 'validity',
    fields: V689_FIELDS,
    description:
      'Site-built properties (construction method 1) must report manufactured home secured property type as 3 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V690-1',
    category: 'validity',
    fields: V690_FIELDS,
    description:
      'Manufactured home land property interest is required and must be a code from 1 to 5 or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V690-2',
    category: 'validity',
    fields: V690_FIELDS,
    description:
      'When the multifamily affordable units field holds a number, manufactured home land property interest must be 5 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V690-3',
    category: 'validity',
    fields: V690_FIELDS,
    description:
      'Site-built properties (construction method 1) must report manufactured home land property interest as 5 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V691',
    category: 'validity',
    fields: ['Total Units'],
    description: 'Total units cannot be empty and must be a whole number of at least 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V692-1',
    category: 'validity',
    fields: V692_FIELDS,
    description:
      'Multifamily affordable units cannot be empty; report a whole number, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V692-2',
    category: 'validity',
    fields: V692_FIELDS,
    description:
      'Properties with fewer than 5 total units must report multifamily affordable units as Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V692-3',
    category: 'validity',
    fields: V692_FIELDS,
    description:
      'For properties with 5 or more total units, multifamily affordable units must be Exempt, NA, or a number no larger than total units.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V693-1',
    category: 'validity',
    fields: V693_FIELDS,
    description: 'Submission of application is required and must be 1, 2, 3 or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V693-2',
    category: 'validity',
    fields: V693_FIELDS,
    description:
      'Purchased loans (action taken 6) must report submission of application as 3 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V693-3',
    category: 'validity',
    fields: V693_FIELDS,
    description:
      'Submission of application 3 (not applicable) may be used only on purchased loans (action taken 6).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V694-1',
    category: 'validity',
    fields: V694_FIELDS,
    description: 'Initially payable to your institution is required and must be 1, 2, 3 or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V694-2',
    category: 'validity',
    fields: V694_FIELDS,
    description:
      'Purchased loans (action taken 6) must report initially payable to your institution as 3 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V694-3',
    category: 'validity',
    fields: V694_FIELDS,
    description:
      'Originated loans (action taken 1) must report initially payable to your institution as 1, 2 or 1111; 3 (not applicable) is not allowed.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V695',
    category: 'validity',
    fields: ['NMLSR ID'],
    description: 'The NMLSR ID field may not be left empty.',
    years: yearRange(2018, 2020),
    quarterlyYears: [2020],
  },
  {
    id: 'V695-1',
    category: 'validity',
    fields: ['NMLSR ID'],
    description:
      'NMLSR ID is required and must be a valid whole-number NMLSR identifier, NA or Exempt.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'V695-2',
    category: 'validity',
    fields: ['NMLSR ID'],
    description: 'An NMLSR ID consisting of nothing but zero is rejected.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'V695-3',
    category: 'validity',
    fields: ['NMLSR ID'],
    description: 'An NMLSR ID must be 4 to 12 digits long.',
    years: [2025],
    quarterlyYears: yearRange(2025, 2026),
  },
  {
    id: 'V695-3',
    category: 'validity',
    fields: ['NMLSR ID'],
    description: 'An NMLSR ID must be 4 to 7 digits long and no greater than 3000000.',
    years: [2026],
    quarterlyYears: [],
    change:
      'For 2026 annual filings the allowed length narrows from 4 to 12 digits to 4 to 7 digits, with a ceiling of 3000000; the 2026 quarterly edit list still shows the earlier rule.',
  },
  {
    id: 'V696-1',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Automated underwriting system 1 is required and must be 1 to 6 or 1111; systems 2 to 5 are optional and, when used, must be 1 to 5.',
    years: yearRange(2018, 2020),
    quarterlyYears: [2020],
  },
  {
    id: 'V696-1',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Automated underwriting system 1 is required and must be 1 to 7 or 1111; systems 2 to 5 are optional and, when used, must be 1 to 5 or 7.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
    change: 'From 2021 code 7 (internal proprietary system) is accepted.',
  },
  {
    id: 'V696-2',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Automated underwriting system result 1 is required and must be 1 to 17 or 1111; results 2 to 5 are optional and, when used, must be 1 to 16.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'V696-2',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Automated underwriting system result 1 is required and must be 1 to 24 or 1111; results 2 to 5 are optional and, when used, must be 1 to 16 or 18 to 24.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 result codes 18 to 24 are accepted.',
  },
  {
    id: 'V696-3',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Every reported automated underwriting system needs a matching result, so the number of systems given must equal the number of results given.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V699',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Where an automated underwriting system is 5 (other), the result in the same position must be a code from 1 to 16.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'V699',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'Where an automated underwriting system is 5 (other), the result in the same position must be a code from 1 to 16 or 18 to 24.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 result codes 18 to 24 are accepted.',
  },
  {
    id: 'V700-1',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'If automated underwriting system 1 is 6 (not applicable), result 1 must be 17 (not applicable) and systems 2 to 5 and results 2 to 5 must all be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V700-2',
    category: 'validity',
    fields: V696_FIELDS,
    description:
      'If automated underwriting system result 1 is 17 (not applicable), system 1 must be 6 (not applicable) and systems 2 to 5 and results 2 to 5 must all be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V701',
    category: 'validity',
    fields: [
      'Automated Underwriting System: 2',
      'Automated Underwriting System: 3',
      'Automated Underwriting System: 4',
      'Automated Underwriting System: 5',
      'Automated Underwriting System Result: 2',
      'Automated Underwriting System Result: 3',
      'Automated Underwriting System Result: 4',
      'Automated Underwriting System Result: 5',
    ],
    description:
      'An automated underwriting result in positions 2 to 5 may be reported only when the system in the same position is reported; an empty system means an empty result.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V702-1',
    category: 'validity',
    fields: V702_FIELDS,
    description:
      'If any automated underwriting system field holds 5 (other), the free-form text naming that system must be filled in.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V702-2',
    category: 'validity',
    fields: V702_FIELDS,
    description:
      'The free-form automated underwriting system text may be filled in only if code 5 (other) appears in one of the five system fields.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V703-1',
    category: 'validity',
    fields: V703_FIELDS,
    description:
      'If any automated underwriting result field holds 16 (other), the free-form text describing that result must be filled in.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V703-2',
    category: 'validity',
    fields: V703_FIELDS,
    description:
      'The free-form automated underwriting result text may be filled in only if code 16 (other) appears in one of the five result fields.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V704-1',
    category: 'validity',
    fields: V704_FIELDS,
    description:
      'Purchased loans (action taken 6) must report automated underwriting system 1 as 6 (not applicable).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V704-2',
    category: 'validity',
    fields: V704_FIELDS,
    description:
      'Purchased loans (action taken 6) must report automated underwriting system result 1 as 17 (not applicable) or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V705-1',
    category: 'validity',
    fields: V705_FIELDS,
    description:
      'If the applicant is not a natural person (ethnicity 1 is 4, race 1 is 7, sex 4) and there is no co-applicant (co-applicant ethnicity 1 is 5, race 1 is 8, sex 5), underwriting system 1 must be 6 or 1111 and result 1 must be 17 or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V705-2',
    category: 'validity',
    fields: V705_FIELDS,
    description:
      'If neither the applicant nor the co-applicant is a natural person (for each, ethnicity 1 is 4, race 1 is 7 and sex is 4), underwriting system 1 must be 6 or 1111 and result 1 must be 17 or 1111.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V706',
    category: 'validity',
    fields: ['Reverse Mortgage'],
    description: 'Reverse mortgage is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V707',
    category: 'validity',
    fields: ['Open-End Line of Credit'],
    description:
      'Open-end line of credit is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V708',
    category: 'validity',
    fields: ['Business or Commercial Purpose'],
    description:
      'Business or commercial purpose is required and must be 1 (yes), 2 (no) or 1111 (exempt).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V709',
    category: 'validity',
    fields: ['Street Address', 'City', 'Zip Code'],
    description:
      'Street address, city and ZIP code are exempted together: if any one of them is Exempt, all three must be Exempt.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V710',
    category: 'validity',
    fields: [
      'Credit Score of Applicant or Borrower',
      'Credit Score of Co-Applicant or Co-Borrower',
      'Applicant or Borrower, Name and Version of Credit Scoring Model',
      'Applicant or Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
      'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
      'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
    ],
    description:
      'When the partial exemption for credit score is claimed, both credit scores and both scoring model fields must be 1111, and both free-form model names must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V711',
    category: 'validity',
    fields: V671_FIELDS,
    description:
      'When the partial exemption for reasons for denial is claimed, reason 1 must be 1111 while reasons 2 to 4 and the free-form reason text stay empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V712',
    category: 'validity',
    fields: ['Total Loan Costs', 'Total Points and Fees'],
    description:
      'A filer claiming the partial exemption for loan costs reports Exempt in both the total loan costs field and the total points and fees field.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V713',
    category: 'validity',
    fields: [
      'Automated Underwriting System: 1',
      'Automated Underwriting System: 2',
      'Automated Underwriting System: 3',
      'Automated Underwriting System: 4',
      'Automated Underwriting System: 5',
      'Automated Underwriting System: Conditional Free Form Text Field for Code 5',
      'Automated Underwriting System Result: 1',
      'Automated Underwriting System Result: 2',
      'Automated Underwriting System Result: 3',
      'Automated Underwriting System Result: 4',
      'Automated Underwriting System Result: 5',
      'Automated Underwriting System Result: Conditional Free Form Text Field for Code 16',
    ],
    description:
      'When the partial exemption for automated underwriting is claimed, system 1 and result 1 must be 1111 and every other system, result and free-form text field must be empty.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V714',
    category: 'validity',
    fields: ['Submission of Application', 'Initially Payable to Your Institution'],
    description:
      'A filer claiming the partial exemption for application channel reports 1111 in both initially payable to your institution and submission of application.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V715',
    category: 'validity',
    fields: [
      'Balloon Payment',
      'Interest-Only Payments',
      'Negative Amortization',
      'Other Non-amortizing Features',
    ],
    description:
      'A filer claiming the partial exemption for non-amortizing features reports 1111 in every feature field: balloon, interest-only, negative amortization and other non-amortizing features.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V716',
    category: 'validity',
    fields: ['County', 'State'],
    description:
      'State and county must agree: unless one of them is NA, the county has to lie within the reported state.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2023, 2026),
  },
  {
    id: 'V717',
    category: 'validity',
    fields: ["Contact Person's E-mail Address"],
    description:
      "The contact person's e-mail address on the transmittal sheet must be a properly formed e-mail address.",
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V718',
    category: 'validity',
    fields: ['Calendar Quarter'],
    description:
      'The calendar quarter on the transmittal sheet must be a valid quarter for the submission being filed.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'V719',
    category: 'validity',
    fields: ['Financial Institution Name'],
    description:
      'The financial institution name must contain letters; a name made up only of digits is rejected.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'V719-1',
    category: 'validity',
    fields: ['Financial Institution Name'],
    description:
      'The financial institution name on the transmittal sheet must include letters, not only digits.',
    years: yearRange(2023, 2026),
    quarterlyYears: yearRange(2023, 2026),
  },
  {
    id: 'V719-2',
    category: 'validity',
    fields: ['Financial Institution Name'],
    description:
      "The financial institution name must be the institution's actual name; it may not simply repeat the LEI.",
    years: yearRange(2023, 2026),
    quarterlyYears: yearRange(2023, 2026),
  },
  {
    id: 'V720-1',
    category: 'validity',
    fields: V720_FIELDS,
    description:
      "When the applicant's scoring model is 1 to 6 or 11, the applicant's credit score must be at least 280.",
    years: yearRange(2022, 2023),
    quarterlyYears: yearRange(2022, 2023),
  },
  {
    id: 'V720-1',
    category: 'validity',
    fields: V720_FIELDS,
    description:
      "When the applicant's scoring model is 1 to 6, 11 or 12, the applicant's credit score must be at least 280.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
    change: 'From 2024 code 12 (FICO Score 8) is included.',
  },
  {
    id: 'V720-2',
    category: 'validity',
    fields: V720_2_FIELDS,
    description:
      "When the co-applicant's scoring model is 1 to 6 or 11, the co-applicant's credit score must be at least 280.",
    years: yearRange(2022, 2023),
    quarterlyYears: yearRange(2022, 2023),
  },
  {
    id: 'V720-2',
    category: 'validity',
    fields: V720_2_FIELDS,
    description:
      "When the co-applicant's scoring model is 1 to 6, 11 or 12, the co-applicant's credit score must be at least 280.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
    change: 'From 2024 code 12 (FICO Score 8) is included.',
  },
  {
    id: 'V720-3',
    category: 'validity',
    fields: V720_FIELDS,
    description:
      "When the applicant's scoring model is 13, 14 or 15, the applicant's credit score must be at least 300.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
  },
  {
    id: 'V720-4',
    category: 'validity',
    fields: V720_2_FIELDS,
    description:
      "When the co-applicant's scoring model is 13, 14 or 15, the co-applicant's credit score must be at least 300.",
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
  },
  {
    id: 'V721-1',
    category: 'validity',
    fields: ['Age of Applicant or Borrower'],
    description:
      "Unless it is 8888 (not applicable), the applicant's age must be an actual age; 9999 and 1111 are not accepted.",
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
  },
  {
    id: 'V721-2',
    category: 'validity',
    fields: ['Age of Co-Applicant or Co-Borrower'],
    description:
      "Unless it is 8888 (not applicable) or 9999 (no co-applicant), the co-applicant's age must be an actual age; 1111 is not accepted.",
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
  },
]

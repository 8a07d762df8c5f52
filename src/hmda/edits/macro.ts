// Generated once from the platform's published edit lists (ids, fields, years); descriptions are
// the project's own wording. Edit by hand from here on.
import type { EditDef } from './types'
import { yearRange } from './years'

const Q635_FIELDS: readonly string[] = [
  'Action Taken',
  'Total Number of Entries Contained in Submission',
]

const Q646_FIELDS: readonly string[] = [
  'Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)',
  'Submission of Application',
  'Automated Underwriting System Result: 1',
  'Automated Underwriting System Result: 2',
  'Automated Underwriting System Result: 3',
  'Automated Underwriting System Result: 4',
  'Automated Underwriting System Result: 5',
  'Automated Underwriting System: 1',
  'Automated Underwriting System: 2',
  'Automated Underwriting System: 3',
  'Automated Underwriting System: 4',
  'Automated Underwriting System: 5',
  'Balloon Payment',
  'Business or Commercial Purpose',
  'Credit Score of Applicant or Borrower',
  'Credit Score of Co-Applicant or Co-Borrower',
  'Reason for Denial: 1',
  'Reason for Denial: 2',
  'Reason for Denial: 3',
  'Reason for Denial: 4',
  'Interest-Only Payments',
  'Open-End Line of Credit',
  'Manufactured Home Land Property Interest',
  'Manufactured Home Secured Property Type',
  'Reverse Mortgage',
  'Negative Amortization',
  'Other Non-amortizing Features',
  'Initially Payable to Your Institution',
  'Street Address',
  'City',
  'State',
  'Zip Code',
  'Rate Spread',
  'Total Loan Costs',
  'Total Points and Fees',
  'Origination Charges',
  'Discount Points',
  'Lender Credits',
  'Interest Rate',
  'Prepayment Penalty Term',
  'Debt-to-Income Ratio',
  'Combined Loan-to-Value Ratio',
  'Loan Term',
  'Introductory Rate Period',
  'Property Value',
  'Multifamily Affordable Units',
  'NMLSR ID',
]

/** Macro quality edits: checks on the file as a whole (shares and counts across all records). The filer corrects the data or confirms it is accurate. */
export const MACRO_EDITS: readonly EditDef[] = [
  {
    id: 'Q634',
    category: 'macro',
    fields: ['Action Taken', 'Loan Purpose'],
    description:
      'If more than 25 home purchase records (loan purpose 1) are originations, those originations should make up no more than 95% of all home purchase records in the file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q635',
    category: 'macro',
    fields: Q635_FIELDS,
    description:
      'Applications approved but not accepted (action taken 2) should be no more than 15% of the records in the file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q636',
    category: 'macro',
    fields: Q635_FIELDS,
    description:
      'Applications withdrawn by the applicant (action taken 4) should be no more than 30% of the records in the file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q637',
    category: 'macro',
    fields: Q635_FIELDS,
    description:
      'Files closed for incompleteness (action taken 5) should be no more than 15% of the records in the file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q638',
    category: 'macro',
    fields: ['Action Taken'],
    description:
      'Originations (action taken 1) should make up at least 20% of all records with action taken 1 to 6.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q639',
    category: 'macro',
    fields: ['Action Taken', 'Preapproval'],
    description:
      'If more than 1,000 records are preapproval requests (preapproval 1), at least one record should be a denied preapproval request (action taken 7).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q640',
    category: 'macro',
    fields: ['Income', 'Total Number of Entries Contained in Submission'],
    description:
      'Records with income under $10,000 (reported as less than 10) should be no more than 20% of the records in the file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q646',
    category: 'macro',
    fields: Q646_FIELDS,
    description:
      'Flags a file that uses at least one exemption code, so you can confirm the institution qualifies for a partial exemption under the 2018 HMDA rule.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q647',
    category: 'macro',
    fields: Q646_FIELDS,
    description:
      'Non-depository institutions (federal agency 7) are not expected to use exemption codes; this flags such a file when any exemption code appears in it.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
]

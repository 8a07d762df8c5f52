// Generated once from the platform's published edit lists (ids, fields, years); descriptions are
// the project's own wording. Edit by hand from here on.
import type { EditDef } from './types'
import { yearRange } from './years'

const Q605_FIELDS: readonly string[] = ['Type of Purchaser', 'Loan Type']

const Q610_FIELDS: readonly string[] = [
  'Action Taken',
  'Lien Status',
  'Rate Spread',
  'HOEPA Status',
]

const Q615_FIELDS: readonly string[] = [
  'Origination Charges',
  'Total Loan Costs',
  'Total Points and Fees',
]

const Q616_FIELDS: readonly string[] = [
  'Discount Points',
  'Total Loan Costs',
  'Total Points and Fees',
]

const Q617_FIELDS: readonly string[] = [
  'Combined Loan-to-Value Ratio',
  'Loan Amount',
  'Property Value',
]

const Q624_FIELDS: readonly string[] = ['Loan Type', 'Total Units', 'Loan Amount']

const Q632_FIELDS: readonly string[] = [
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

const Q642_FIELDS: readonly string[] = [
  'Credit Score of Applicant or Borrower',
  'Applicant or Borrower, Name and Version of Credit Scoring Model',
  'Credit Score of Co-Applicant or Co-Borrower',
  'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
]

const Q653_FIELDS: readonly string[] = ['Action Taken', 'Combined Loan-to-Value Ratio']

const Q654_FIELDS: readonly string[] = ['Debt-to-Income Ratio', 'Income', 'Action Taken']

const Q659_FIELDS: readonly string[] = [
  'Age of Applicant or Borrower',
  'Age of Co-Applicant or Co-Borrower',
  'Credit Score of Applicant or Borrower',
  'Credit Score of Co-Applicant or Co-Borrower',
  'Street Address',
  'City',
  'State',
  'Zip Code',
  'Income',
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
  'Multifamily Affordable Units',
  'Property Value',
  'NMLSR ID',
]

/** Quality edits: checks on a single record (or transmittal sheet) for values that are allowed but unusual. The filer corrects the data or confirms it is accurate. */
export const QUALITY_EDITS: readonly EditDef[] = [
  {
    id: 'Q303',
    category: 'quality',
    fields: [
      'Federal Agency',
      'Federal Taxpayer Identification Number',
      'Legal Entity Identifier (LEI)',
    ],
    description:
      'The federal agency code, tax ID and LEI on the transmittal sheet are expected to belong to the institution you are filing for. From 2025 this check replaced syntactical edit S303, so a mismatch is reviewed rather than blocking.',
    years: yearRange(2025, 2026),
    quarterlyYears: yearRange(2025, 2026),
  },
  {
    id: 'Q600',
    category: 'quality',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'Each ULI or NULI is expected to be unique within the file; this flags an identifier used on more than one record.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'Q600-warning',
    category: 'quality',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'Flags records that repeat the same ULI together with the same LEI, action taken code and action taken date. In 2020 this warning announced that duplicate identifiers would become a blocking syntactical edit from 2021.',
    years: [2020],
    quarterlyYears: [],
  },
  {
    id: 'Q601',
    category: 'quality',
    fields: ['Application Date', 'Action Taken Date'],
    description:
      'Flags an application date more than two years before the action taken date, which is unusual.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q602',
    category: 'quality',
    fields: ['Street Address', 'City', 'State', 'Zip Code'],
    description:
      'Street address is NA yet city, state and ZIP code are filled in; usually these are either all given or all NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q603',
    category: 'quality',
    fields: ['County', 'Census Tract'],
    description:
      'Census tract is NA although the county is reported and had more than 30,000 residents at the last decennial census, where a tract would normally be expected.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q604',
    category: 'quality',
    fields: ['County', 'State'],
    description:
      'State and county are expected to agree: unless either is NA, the county should lie within the reported state.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q605-1',
    category: 'quality',
    fields: Q605_FIELDS,
    description:
      'Loans sold to Fannie Mae or Freddie Mac (type of purchaser 1 or 3) are usually conventional, so loan type is expected to be 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q605-2',
    category: 'quality',
    fields: Q605_FIELDS,
    description:
      'Loans sold to Ginnie Mae (type of purchaser 2) are usually government-backed, so loan type is expected to be 2, 3 or 4.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q606',
    category: 'quality',
    fields: ['Income'],
    description:
      'A numeric income is expected to be under $3 million, which is reported as 3000 because income is in thousands.',
    years: yearRange(2018, 2019),
    quarterlyYears: [],
  },
  {
    id: 'Q606',
    category: 'quality',
    fields: ['Income'],
    description:
      'A numeric income is expected to be under $10 million, which is reported as 10000 because income is in thousands.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2020 the ceiling rose from $3 million to $10 million.',
  },
  {
    id: 'Q607',
    category: 'quality',
    fields: ['Loan Amount', 'Lien Status'],
    description:
      'For subordinate-lien loans (lien status 2), the loan amount is expected to be $250,000 or less.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q608',
    category: 'quality',
    fields: ['Action Taken', 'Action Taken Date', 'Application Date'],
    description:
      'For originated loans (action taken 1), the action taken date is expected to come after the application date.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q609',
    category: 'quality',
    fields: ['Type of Purchaser', 'Rate Spread'],
    description:
      'For loans sold to Fannie Mae, Ginnie Mae, Freddie Mac or Farmer Mac (type of purchaser 1 to 4), rate spread is expected to be 10 percentage points or less, Exempt or NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q610',
    category: 'quality',
    fields: Q610_FIELDS,
    description:
      'An originated first-lien loan (action taken 1, lien status 1) with a rate spread above 6.5% would normally be high-cost, so HOEPA status is expected to be 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q611',
    category: 'quality',
    fields: Q610_FIELDS,
    description:
      'An originated subordinate-lien loan (action taken 1, lien status 2) with a rate spread above 8.5% would normally be high-cost, so HOEPA status is expected to be 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q612',
    category: 'quality',
    fields: ['Type of Purchaser', 'HOEPA Status'],
    description:
      'Loans sold to Fannie Mae or Freddie Mac (type of purchaser 1 or 3) are expected to have HOEPA status 2 or 3, not 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q613',
    category: 'quality',
    fields: ['Business or Commercial Purpose', 'Loan Purpose'],
    description:
      'Loans made primarily for a business or commercial purpose (code 1) are expected to have loan purpose 1, 2, 31, 32 or 5 rather than 4 (other purpose).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q614',
    category: 'quality',
    fields: ['Age of Applicant or Borrower'],
    description:
      "The applicant's age is expected to be between 18 and 100 unless it is 8888 (not applicable).",
    years: yearRange(2018, 2019),
    quarterlyYears: [],
  },
  {
    id: 'Q614-1',
    category: 'quality',
    fields: [
      'Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)',
      'Age of Applicant or Borrower',
    ],
    description:
      "The applicant's age is expected to be between 18 and 100 unless it is 8888 (not applicable).",
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q614-2',
    category: 'quality',
    fields: [
      'Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)',
      'Age of Co-Applicant or Co-Borrower',
    ],
    description:
      "The co-applicant's age is expected to be between 18 and 100 unless it is 8888 (not applicable) or 9999 (no co-applicant).",
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q615-1',
    category: 'quality',
    fields: Q615_FIELDS,
    description:
      'When neither is Exempt or NA, total loan costs is expected to be larger than origination charges.',
    years: yearRange(2018, 2020),
    quarterlyYears: [2020],
  },
  {
    id: 'Q615-1',
    category: 'quality',
    fields: Q615_FIELDS,
    description:
      'When both are non-zero numbers (not Exempt or NA), total loan costs is expected to be larger than origination charges.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
    change: 'From 2021 the check is skipped when either amount is zero.',
  },
  {
    id: 'Q615-2',
    category: 'quality',
    fields: Q615_FIELDS,
    description:
      'When neither is Exempt or NA, total points and fees is expected to be larger than origination charges.',
    years: yearRange(2018, 2020),
    quarterlyYears: [2020],
  },
  {
    id: 'Q615-2',
    category: 'quality',
    fields: Q615_FIELDS,
    description:
      'When both are non-zero numbers (not Exempt or NA), total points and fees is expected to be larger than origination charges.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
    change: 'From 2021 the check is skipped when either amount is zero.',
  },
  {
    id: 'Q616-1',
    category: 'quality',
    fields: Q616_FIELDS,
    description:
      'When neither is Exempt or NA, total loan costs is expected to be larger than discount points.',
    years: yearRange(2018, 2020),
    quarterlyYears: [2020],
  },
  {
    id: 'Q616-1',
    category: 'quality',
    fields: Q616_FIELDS,
    description:
      'When both are non-zero numbers (not Exempt or NA), total loan costs is expected to be larger than discount points.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
    change: 'From 2021 the check is skipped when either amount is zero.',
  },
  {
    id: 'Q616-2',
    category: 'quality',
    fields: Q616_FIELDS,
    description:
      'When neither is Exempt or NA, total points and fees is expected to be larger than discount points.',
    years: yearRange(2018, 2020),
    quarterlyYears: [2020],
  },
  {
    id: 'Q616-2',
    category: 'quality',
    fields: Q616_FIELDS,
    description:
      'When both are non-zero numbers (not Exempt or NA), total points and fees is expected to be larger than discount points.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
    change: 'From 2021 the check is skipped when either amount is zero.',
  },
  {
    id: 'Q616-3',
    category: 'quality',
    fields: ['Discount Points', 'Loan Amount'],
    description:
      'Discount points are reported in dollars and are expected to be no more than 15% of the loan amount.',
    years: yearRange(2025, 2026),
    quarterlyYears: yearRange(2025, 2026),
  },
  {
    id: 'Q617',
    category: 'quality',
    fields: Q617_FIELDS,
    description:
      'When CLTV and property value are both numbers (not Exempt or NA), the CLTV is expected to be at least the plain loan-to-value ratio, loan amount divided by property value.',
    years: yearRange(2018, 2019),
    quarterlyYears: [],
  },
  {
    id: 'Q617',
    category: 'quality',
    fields: Q617_FIELDS,
    description:
      'For conventional loans (loan type 1) where CLTV and property value are both numbers, the CLTV is expected to be at least loan amount divided by property value.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2020 the check applies to conventional loans (loan type 1) only.',
  },
  {
    id: 'Q618',
    category: 'quality',
    fields: ['Construction Method', 'Manufactured Home Secured Property Type'],
    description:
      'Manufactured homes (construction method 2) are expected to have a manufactured home secured property type other than 3 (not applicable).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q619',
    category: 'quality',
    fields: ['Construction Method', 'Manufactured Home Land Property Interest'],
    description:
      'Manufactured homes (construction method 2) are expected to have a manufactured home land property interest other than 5 (not applicable).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q620',
    category: 'quality',
    fields: ['Business or Commercial Purpose', 'NMLSR ID'],
    description:
      'For loans not made primarily for a business or commercial purpose (code 2), an NMLSR ID is expected rather than NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q621',
    category: 'quality',
    fields: ['NMLSR ID'],
    description: 'The NMLSR ID is expected to be letters and digits, at most 12 characters long.',
    years: yearRange(2018, 2024),
    quarterlyYears: yearRange(2020, 2024),
  },
  {
    id: 'Q621',
    category: 'quality',
    fields: ['NMLSR ID'],
    description: 'The NMLSR ID is expected to be 4 to 12 digits long.',
    years: [2025],
    quarterlyYears: [2025],
    change:
      'For 2025 the check was tightened to 4 to 12 digits; the edit is no longer listed for 2026.',
  },
  {
    id: 'Q622',
    category: 'quality',
    fields: ['Reverse Mortgage', 'Age of Applicant or Borrower'],
    description:
      'For reverse mortgages (reverse mortgage 1), the applicant is expected to be at least 62 years old.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q623',
    category: 'quality',
    fields: ['Loan Amount', 'Total Units', 'Income'],
    description:
      'For properties with 4 or fewer units and income of $200,000 or less (reported as 200), the loan amount is expected to be under $2,000,000.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q624',
    category: 'quality',
    fields: Q624_FIELDS,
    description:
      'For FHA loans (loan type 2) on single-unit properties, the loan amount is expected to be $637,000 or less.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q625',
    category: 'quality',
    fields: Q624_FIELDS,
    description:
      'For VA loans (loan type 3) on properties with up to 4 units, the loan amount is expected to be $1,050,000 or less.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q626',
    category: 'quality',
    fields: ['Type of Purchaser', 'Total Units', 'Loan Amount'],
    description:
      'For loans sold to Fannie Mae, Ginnie Mae, Freddie Mac or Farmer Mac (type of purchaser 1 to 4) on properties with up to 4 units, the loan amount is expected to be $1,225,000 or less.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q627',
    category: 'quality',
    fields: ['Total Units', 'Loan Amount'],
    description:
      'For properties with 5 or more units, the loan amount is expected to be between $100,000 and $10,000,000.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q628',
    category: 'quality',
    fields: ['Loan Purpose', 'Loan Amount', 'Total Units'],
    description:
      'For home purchase loans (loan purpose 1) on properties with up to 4 units, the loan amount is expected to exceed $10,000.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q629',
    category: 'quality',
    fields: ['Action Taken', 'Total Units', 'Loan Purpose', 'Income'],
    description:
      'For action taken 1 to 5, 7 or 8 on properties with up to 4 units and loan purpose 1, 2 or 4, income is expected to be a number rather than NA.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q630',
    category: 'quality',
    fields: ['Total Units', 'HOEPA Status'],
    description:
      'For properties with 5 or more units, HOEPA status is expected to be 3 (not applicable).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q631',
    category: 'quality',
    fields: ['Loan Type', 'Total Units'],
    description:
      'Government-backed loans (loan type 2, 3 or 4) are expected to be on properties with 4 or fewer units.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q632',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 3 (TOTAL Scorecard), the result in the same position is expected to be 8 (accept) or 13 (refer).',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'Q632',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 3 (TOTAL Scorecard), the result in the same position is expected to be 1 to 4, 8, 13, 16, 18 or 19.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 results 1 to 4, 16, 18 and 19 are also expected.',
  },
  {
    id: 'Q633',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 4 (GUS), the result in the same position is expected to be one of 5, 8, 10, 13 to 16.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'Q633',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 4 (GUS), the result in the same position is expected to be 3, 4, 10, 15, 16 or 18 to 24.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 the expected results changed to 3, 4, 10, 15, 16 and 18 to 24.',
  },
  {
    id: 'Q642-1',
    category: 'quality',
    fields: Q642_FIELDS,
    description:
      'An applicant credit score of 7777 (not a number) is expected to go with scoring model 7 (more than one model) or 8 (other model).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q642-2',
    category: 'quality',
    fields: Q642_FIELDS,
    description:
      'A co-applicant credit score of 7777 (not a number) is expected to go with co-applicant scoring model 7 (more than one model) or 8 (other model).',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q643',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 1 (Desktop Underwriter), the result in the same position is expected to be 1 to 7 or 15.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'Q643',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 1 (Desktop Underwriter), the result in the same position is expected to be 1 to 7, 15 or 16.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 result 16 (other) is also expected.',
  },
  {
    id: 'Q644',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 2 (Loan Prospector or Loan Product Advisor), the result in the same position is expected to be 8 to 12.',
    years: [2018],
    quarterlyYears: [],
  },
  {
    id: 'Q644',
    category: 'quality',
    fields: Q632_FIELDS,
    description:
      'Where an automated underwriting system is 2 (Loan Prospector or Loan Product Advisor), the result in the same position is expected to be 8 to 13 or 16.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
    change: 'From 2019 results 13 (refer) and 16 (other) are also expected.',
  },
  {
    id: 'Q645-1',
    category: 'quality',
    fields: ['Loan Amount'],
    description: 'The loan amount is expected to be at least $500.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q645-2',
    category: 'quality',
    fields: ['Loan Amount', 'Loan Purpose'],
    description:
      'For home purchase loans (loan purpose 1), the loan amount is expected to be at least $1,000.',
    years: yearRange(2019, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q648',
    category: 'quality',
    fields: ['Action Taken', 'Legal Entity Identifier (LEI)'],
    description:
      "For action taken 1 to 5, 7 or 8, the ULI is expected to begin with the reporting institution's 20-character LEI.",
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q649-1',
    category: 'quality',
    fields: ['Credit Score of Applicant or Borrower'],
    description:
      "Unless it is 7777, 8888 or 1111, the applicant's credit score is expected to lie between 300 and 900.",
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q649-2',
    category: 'quality',
    fields: ['Credit Score of Co-Applicant or Co-Borrower'],
    description:
      "Unless it is 7777, 8888, 9999 or 1111, the co-applicant's credit score is expected to lie between 300 and 900.",
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q650',
    category: 'quality',
    fields: ['Interest Rate'],
    description:
      'Flags an interest rate above 0 and below 0.5, which suggests a misplaced decimal point since rates are given as percentages.',
    years: [2020],
    quarterlyYears: [2020],
  },
  {
    id: 'Q650-1',
    category: 'quality',
    fields: ['Interest Rate'],
    description:
      'Flags an interest rate above 0 and below 0.5, which suggests a misplaced decimal point since rates are given as percentages.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'Q650-2',
    category: 'quality',
    fields: ['Interest Rate'],
    description: 'Flags an interest rate above 20, which suggests a misplaced decimal point.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'Q651',
    category: 'quality',
    fields: ['Combined Loan-to-Value Ratio'],
    description:
      'Flags a combined loan-to-value ratio above 0 and below 1, which suggests a misplaced decimal point since CLTV is given as a percentage.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q651-1',
    category: 'quality',
    fields: ['Combined Loan-to-Value Ratio'],
    description:
      'Flags a combined loan-to-value ratio above 0 and below 1.5; CLTV is a percentage, so such a value suggests a misplaced decimal point.',
    years: yearRange(2025, 2026),
    quarterlyYears: yearRange(2025, 2026),
  },
  {
    id: 'Q651-2',
    category: 'quality',
    fields: ['Combined Loan-to-Value Ratio'],
    description:
      'A combined loan-to-value ratio of 150 or more is unusual and should be checked against the loan records.',
    years: yearRange(2025, 2026),
    quarterlyYears: yearRange(2025, 2026),
  },
  {
    id: 'Q652',
    category: 'quality',
    fields: ['Debt-to-Income Ratio'],
    description:
      'Flags a debt-to-income ratio above 0 and below 1, which suggests a misplaced decimal point since the ratio is given as a percentage.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q653-1',
    category: 'quality',
    fields: Q653_FIELDS,
    description:
      'For records with action taken 1, 2 or 8, a combined loan-to-value ratio between 0 and 250 is expected.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q653-2',
    category: 'quality',
    fields: Q653_FIELDS,
    description:
      'For records with action taken 3, 4, 5, 6 or 7, a combined loan-to-value ratio between 0 and 1,000 is expected.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'Q654',
    category: 'quality',
    fields: Q654_FIELDS,
    description:
      'For action taken 1, 2 or 8 with income above $5,000 (reported as 5), the debt-to-income ratio is expected to lie between 0 and 80.',
    years: yearRange(2020, 2021),
    quarterlyYears: yearRange(2020, 2021),
  },
  {
    id: 'Q654',
    category: 'quality',
    fields: Q654_FIELDS,
    description:
      'For action taken 1, 2 or 8 with income above $5,000 (reported as 5) and a numeric debt-to-income ratio (not NA or Exempt), the ratio is expected to lie between 0 and 80.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
    change: 'From 2022 records whose ratio is NA or Exempt are skipped.',
  },
  {
    id: 'Q655',
    category: 'quality',
    fields: ['Total Units', 'Multifamily Affordable Units'],
    description:
      'For multifamily properties (5 or more total units), multifamily affordable units is expected to be Exempt, 0 or another whole number.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'Q656',
    category: 'quality',
    fields: [
      'Interest Rate',
      'Rate Spread',
      'Prepayment Penalty Term',
      'Debt-to-Income Ratio',
      'Combined Loan-to-Value Ratio',
      'Loan Term',
      'Introductory Rate Period',
      'Street Address',
      'City',
      'State',
      'Zip Code',
      'Total Loan Costs',
      'Total Points and Fees',
      'Origination Charges',
      'Discount Points',
      'Lender Credits',
      'Property Value',
      'Multifamily Affordable Units',
      'NMLSR ID',
    ],
    description:
      'Flags 1111 in a field whose only exemption value is the word Exempt, which suggests the wrong exemption code was used.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'Q657',
    category: 'quality',
    fields: [
      'Total Units',
      'Income',
      'Type of Purchaser',
      'HOEPA Status',
      'Lien Status',
      'Loan Type',
      'Loan Purpose',
      'Construction Method',
      'Occupancy Type',
      'Loan Amount',
      'Rate Spread',
      'Preapproval',
      'Action Taken',
      'Ethnicity of Applicant or Borrower: 1',
      'Ethnicity of Applicant or Borrower: 2',
      'Ethnicity of Applicant or Borrower: 3',
      'Ethnicity of Applicant or Borrower: 4',
      'Ethnicity of Applicant or Borrower: 5',
      'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
      'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
      'Race of Applicant or Borrower: 1',
      'Race of Applicant or Borrower: 2',
      'Race of Applicant or Borrower: 3',
      'Race of Applicant or Borrower: 4',
      'Race of Applicant or Borrower: 5',
      'Race of Co-Applicant or Co-Borrower: 1',
      'Race of Co-Applicant or Co-Borrower: 2',
      'Race of Co-Applicant or Co-Borrower: 3',
      'Race of Co-Applicant or Co-Borrower: 4',
      'Race of Co-Applicant or Co-Borrower: 5',
      'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
      'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
      'Sex of Applicant or Borrower',
      'Sex of Co-Applicant or Co-Borrower',
      'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
      'Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
      'Age of Applicant or Borrower',
      'Age of Co-Applicant or Co-Borrower',
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
      'Flags 1111 in a field that has no 1111 exemption code at all, which suggests an exemption code was used where it does not belong.',
    years: yearRange(2021, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'Q658',
    category: 'quality',
    fields: ['Loan Term'],
    description: 'When given as a number, the loan term is expected to be 600 months or less.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
  },
  {
    id: 'Q659-1',
    category: 'quality',
    fields: Q659_FIELDS,
    description:
      'Flags 888 or 88888 in a field whose not-applicable value is 8888 or NA, which suggests a mistyped code.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
  },
  {
    id: 'Q659-2',
    category: 'quality',
    fields: Q659_FIELDS,
    description:
      'Flags 999 or 99999 in a field that expects 9999 or NA, which suggests a mistyped code.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
  },
  {
    id: 'Q660-1',
    category: 'quality',
    fields: ['Street Address'],
    description:
      'Flags a street address longer than 100 characters, which may mean several addresses were entered in one field.',
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
  },
  {
    id: 'Q660-2',
    category: 'quality',
    fields: ['Street Address'],
    description:
      'Flags a street address containing a separator such as a semicolon, an ampersand or the word "and", which may mean more than one address was entered.',
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
  },
  {
    id: 'Q660-3',
    category: 'quality',
    fields: ['Street Address'],
    description:
      'Flags a street address containing special characters (such as question or exclamation marks, asterisks, percent signs, carets, at signs, brackets, braces, angle brackets, underscores, plus or equals signs) or the word "tbd", which suggests it is not a real address.',
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
  },
  {
    id: 'Q660-4',
    category: 'quality',
    fields: ['Street Address'],
    description:
      'Flags a street address made up only of digits or only of letters; a real address normally mixes both unless it is Exempt or NA.',
    years: yearRange(2024, 2026),
    quarterlyYears: yearRange(2024, 2026),
  },
]

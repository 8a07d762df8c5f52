/**
 * Report ids offered per year, with their short names (the programme's report menus, 2017 and
 * 2018+). 2018 and later have the same tables every year; 2017 used the earlier report series.
 */

export interface ReportId {
  id: string
  name: string
  /** Heading of a family of 2017 tables. */
  group?: string
}

/** Tables 1 and 2 of every MSA/MD menu, 2017 and 2018+. */
const TRACT_TABLES: ReportId[] = [
  { id: '1', name: 'Applications by Tract' },
  { id: '2', name: 'Loans Purchased by Tract' },
]

export const AGGREGATE_2018: ReportId[] = [
  ...TRACT_TABLES,
  { id: '3', name: 'Applications by Race and Sex' },
  { id: '4', name: 'Applications by Ethnicity and Sex' },
  { id: '5', name: 'Applications by Income, Race, and Ethnicity' },
  { id: '9', name: 'Applications by Median Age of Homes' },
  { id: 'i', name: 'Reporting Financial Institutions' },
]
export const DISCLOSURE_MSA_2018: ReportId[] = TRACT_TABLES
export const DISCLOSURE_NATIONWIDE_2018: ReportId[] = [
  { id: 'IRS', name: 'Institution Register Summary' },
]

// The 2017 series: the aggregate, disclosure and national menus take these tables from one list.

/** Tables 3 to 8 (there is no 5-5), in every 2017 menu. */
const SERIES_3_TO_8: ReportId[] = [
  { id: '3-1', name: 'Loans Sold by Tract', group: 'Loans Sold' },
  { id: '3-2', name: 'Loans Sold by Purchaser Type', group: 'Loans Sold' },
  { id: '4-1', name: 'FHA, FSA/RHS and VA Purchases by Race', group: 'By Race' },
  { id: '4-2', name: 'Conventional Purchases by Race', group: 'By Race' },
  { id: '4-3', name: 'Refinancings by Race', group: 'By Race' },
  { id: '4-4', name: 'Home Improvements by Race', group: 'By Race' },
  { id: '4-5', name: 'Multi-Family Loans by Race', group: 'By Race' },
  { id: '4-6', name: 'Nonoccupant Loans by Race', group: 'By Race' },
  { id: '4-7', name: 'Manufactured Homes by Race', group: 'By Race' },
  { id: '5-1', name: 'FHA, FSA/RHS and VA by App Income', group: 'By App Income' },
  { id: '5-2', name: 'Conv Purchases by App Income', group: 'By App Income' },
  { id: '5-3', name: 'Refinancings by App Income', group: 'By App Income' },
  { id: '5-4', name: 'Home Improvements by App Income', group: 'By App Income' },
  { id: '5-6', name: 'Nonoccupant Loans by Income', group: 'By App Income' },
  { id: '5-7', name: 'Manufactured Homes by Income', group: 'By App Income' },
  { id: '7-1', name: 'FHA, FSA/RHS and VA by Tract Income', group: 'By Tract Income' },
  { id: '7-2', name: 'Conv Purchases by Tract Income', group: 'By Tract Income' },
  { id: '7-3', name: 'Refinancings by Tract Income', group: 'By Tract Income' },
  { id: '7-4', name: 'Home Improvements by Tract Income', group: 'By Tract Income' },
  { id: '7-5', name: 'Multi-Family Loans by Tract Income', group: 'By Tract Income' },
  { id: '7-6', name: 'Nonoccupant Loans by Tract Income', group: 'By Tract Income' },
  { id: '7-7', name: 'Manufactured Homes by Tract Income', group: 'By Tract Income' },
  { id: '8-1', name: 'FHA, FSA/RHS and VA Purchase Denials', group: 'Denials' },
  { id: '8-2', name: 'Conv Home-Purchase Denials', group: 'Denials' },
  { id: '8-3', name: 'Refinancing Denials', group: 'Denials' },
  { id: '8-4', name: 'Home Improvement Denials', group: 'Denials' },
  { id: '8-5', name: 'Multi-Family Denials', group: 'Denials' },
  { id: '8-6', name: 'Nonoccupant Loan Denials', group: 'Denials' },
  { id: '8-7', name: 'Manufactured Home Denials', group: 'Denials' },
]
/** Table 9, in the aggregate and national menus. */
const MEDIAN_AGE: ReportId = { id: '9', name: 'Loan by Med Age of Homes' }
/** Tables 11 (pricing, first and junior liens) and 12 (manufactured homes). */
const PRICING: ReportId[] = [
  { id: '11-1', name: 'FHA Home-Pur Pricing Info First', group: 'Pricing Info First' },
  { id: '11-2', name: 'VA Home-Pur Pricing Info First', group: 'Pricing Info First' },
  { id: '11-3', name: 'Conv Home-Pur Pricing Info First', group: 'Pricing Info First' },
  { id: '11-4', name: 'Conv Home-Pur Pricing Info Junior', group: 'Pricing Info First' },
  { id: '11-5', name: 'FHA Refi Pricing Info First', group: 'Pricing Info First' },
  { id: '11-6', name: 'VA Refi Pricing Info First', group: 'Pricing Info First' },
  { id: '11-7', name: 'Conv Refi Pricing Info First', group: 'Pricing Info First' },
  { id: '11-8', name: 'Conv Refi Pricing Info Junior', group: 'Pricing Info First' },
  { id: '11-9', name: 'Conv Home-Imp Pricing Info First', group: 'Pricing Info First' },
  { id: '11-10', name: 'Conv Home-Imp Pricing Info Junior', group: 'Pricing Info First' },
  { id: '12-1', name: 'Conv Manuf Home-Pur First', group: 'Conv Manuf Home-Pur' },
  { id: '12-2', name: 'Conv Manuf Home-Pur Pricing Info First', group: 'Conv Manuf Home-Pur' },
]
/** A disclosure report shows table 11 for first liens only. */
const FIRST_LIEN_PRICING = PRICING.filter((table) => !table.name.endsWith(' Junior'))
const IRS_2017: ReportId = { id: 'R1', name: 'IRS Table' }

/**
 * Tables A1–A4 and B. The published menus spell A4 two ways: "Conv Home-Pur" in the aggregate
 * and national reports, "Conv-Home-Pur" in the disclosure reports.
 */
const loanSaleTables = (homePurchase: 'Conv Home-Pur' | 'Conv-Home-Pur'): ReportId[] => [
  { id: 'A1', name: 'Loan Sale by Loan Type 1 to 4 Families', group: 'Loan Sale by Loan Type' },
  { id: 'A2', name: 'Loan Sale by Loan Type Manufactured', group: 'Loan Sale by Loan Type' },
  { id: 'A3', name: 'Loan Sale by Loan Type Multi-Family', group: 'Loan Sale by Loan Type' },
  { id: 'A4', name: `Preapproval ${homePurchase} First`, group: 'Loan Sale by Loan Type' },
  { id: 'B', name: 'Conv Price Info by Incidence and Level' },
]

export const AGGREGATE_2017: ReportId[] = [
  { id: 'i', name: 'Reporting Institutions' },
  ...TRACT_TABLES,
  ...SERIES_3_TO_8,
  MEDIAN_AGE,
  ...PRICING,
  ...loanSaleTables('Conv Home-Pur'),
]
export const DISCLOSURE_MSA_2017: ReportId[] = [
  ...TRACT_TABLES,
  ...SERIES_3_TO_8,
  ...FIRST_LIEN_PRICING,
  IRS_2017,
  ...loanSaleTables('Conv-Home-Pur'),
]
/** The nationwide disclosure: the loan sale tables for all the institution's MSA/MDs, and its IRS. */
export const DISCLOSURE_NATIONWIDE_2017: ReportId[] = [
  ...loanSaleTables('Conv-Home-Pur').map((table) => ({
    ...table,
    id: `${table.id}W`,
    name: `${table.name} - Nationwide`,
  })),
  IRS_2017,
]
export const NATIONAL_2017: ReportId[] = [
  ...SERIES_3_TO_8,
  MEDIAN_AGE,
  ...PRICING,
  ...loanSaleTables('Conv Home-Pur'),
]

export const aggregateReportIds = (year: string): ReportId[] =>
  year === '2017' ? AGGREGATE_2017 : AGGREGATE_2018

/** Disclosure ids for one MSA/MD, or for "nationwide". */
export const disclosureReportIds = (year: string, msa: string): ReportId[] =>
  msa === 'nationwide'
    ? year === '2017'
      ? DISCLOSURE_NATIONWIDE_2017
      : DISCLOSURE_NATIONWIDE_2018
    : year === '2017'
      ? DISCLOSURE_MSA_2017
      : DISCLOSURE_MSA_2018

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

export const AGGREGATE_2018: ReportId[] = [
  { id: '1', name: 'Applications by Tract' },
  { id: '2', name: 'Loans Purchased by Tract' },
  { id: '3', name: 'Applications by Race and Sex' },
  { id: '4', name: 'Applications by Ethnicity and Sex' },
  { id: '5', name: 'Applications by Income, Race, and Ethnicity' },
  { id: '9', name: 'Applications by Median Age of Homes' },
  { id: 'i', name: 'Reporting Financial Institutions' },
]
export const DISCLOSURE_MSA_2018: ReportId[] = [
  { id: '1', name: 'Applications by Tract' },
  { id: '2', name: 'Loans Purchased by Tract' },
]
export const DISCLOSURE_NATIONWIDE_2018: ReportId[] = [
  { id: 'IRS', name: 'Institution Register Summary' },
]
export const AGGREGATE_2017: ReportId[] = [
  { id: 'i', name: 'Reporting Institutions' },
  { id: '1', name: 'Applications by Tract' },
  { id: '2', name: 'Loans Purchased by Tract' },
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
  { id: '9', name: 'Loan by Med Age of Homes' },
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
  { id: 'A1', name: 'Loan Sale by Loan Type 1 to 4 Families', group: 'Loan Sale by Loan Type' },
  { id: 'A2', name: 'Loan Sale by Loan Type Manufactured', group: 'Loan Sale by Loan Type' },
  { id: 'A3', name: 'Loan Sale by Loan Type Multi-Family', group: 'Loan Sale by Loan Type' },
  { id: 'A4', name: 'Preapproval Conv Home-Pur First', group: 'Loan Sale by Loan Type' },
  { id: 'B', name: 'Conv Price Info by Incidence and Level' },
]
export const DISCLOSURE_MSA_2017: ReportId[] = [
  { id: '1', name: 'Applications by Tract' },
  { id: '2', name: 'Loans Purchased by Tract' },
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
  { id: '11-1', name: 'FHA Home-Pur Pricing Info First', group: 'Pricing Info First' },
  { id: '11-2', name: 'VA Home-Pur Pricing Info First', group: 'Pricing Info First' },
  { id: '11-3', name: 'Conv Home-Pur Pricing Info First', group: 'Pricing Info First' },
  { id: '11-5', name: 'FHA Refi Pricing Info First', group: 'Pricing Info First' },
  { id: '11-6', name: 'VA Refi Pricing Info First', group: 'Pricing Info First' },
  { id: '11-7', name: 'Conv Refi Pricing Info First', group: 'Pricing Info First' },
  { id: '11-9', name: 'Conv Home-Imp Pricing Info First', group: 'Pricing Info First' },
  { id: '12-1', name: 'Conv Manuf Home-Pur First', group: 'Conv Manuf Home-Pur' },
  { id: '12-2', name: 'Conv Manuf Home-Pur Pricing Info First', group: 'Conv Manuf Home-Pur' },
  { id: 'R1', name: 'IRS Table' },
  { id: 'A1', name: 'Loan Sale by Loan Type 1 to 4 Families', group: 'Loan Sale by Loan Type' },
  { id: 'A2', name: 'Loan Sale by Loan Type Manufactured', group: 'Loan Sale by Loan Type' },
  { id: 'A3', name: 'Loan Sale by Loan Type Multi-Family', group: 'Loan Sale by Loan Type' },
  { id: 'A4', name: 'Preapproval Conv-Home-Pur First', group: 'Loan Sale by Loan Type' },
  { id: 'B', name: 'Conv Price Info by Incidence and Level' },
]
export const DISCLOSURE_NATIONWIDE_2017: ReportId[] = [
  {
    id: 'A1W',
    name: 'Loan Sale by Loan Type 1 to 4 Families - Nationwide',
    group: 'Loan Sale by Loan Type',
  },
  {
    id: 'A2W',
    name: 'Loan Sale by Loan Type Manufactured - Nationwide',
    group: 'Loan Sale by Loan Type',
  },
  {
    id: 'A3W',
    name: 'Loan Sale by Loan Type Multi-Family - Nationwide',
    group: 'Loan Sale by Loan Type',
  },
  {
    id: 'A4W',
    name: 'Preapproval Conv-Home-Pur First - Nationwide',
    group: 'Loan Sale by Loan Type',
  },
  { id: 'BW', name: 'Conv Price Info by Incidence and Level - Nationwide' },
  { id: 'R1', name: 'IRS Table' },
]
export const NATIONAL_2017: ReportId[] = [
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
  { id: '9', name: 'Loan by Med Age of Homes' },
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
  { id: 'A1', name: 'Loan Sale by Loan Type 1 to 4 Families', group: 'Loan Sale by Loan Type' },
  { id: 'A2', name: 'Loan Sale by Loan Type Manufactured', group: 'Loan Sale by Loan Type' },
  { id: 'A3', name: 'Loan Sale by Loan Type Multi-Family', group: 'Loan Sale by Loan Type' },
  { id: 'A4', name: 'Preapproval Conv Home-Pur First', group: 'Loan Sale by Loan Type' },
  { id: 'B', name: 'Conv Price Info by Incidence and Level' },
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

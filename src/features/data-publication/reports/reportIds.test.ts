import { describe, expect, it } from 'vitest'
import {
  AGGREGATE_2017,
  AGGREGATE_2018,
  aggregateReportIds,
  DISCLOSURE_MSA_2017,
  DISCLOSURE_MSA_2018,
  DISCLOSURE_NATIONWIDE_2017,
  DISCLOSURE_NATIONWIDE_2018,
  disclosureReportIds,
  NATIONAL_2017,
  type ReportId,
} from './reportIds'

const ids = (list: ReportId[]) => list.map((r) => r.id).join(' ')
const named = (list: ReportId[], id: string) => list.find((r) => r.id === id)

// The 2017 series: tables 3 to 8 (no 5-5), then pricing (11) and manufactured homes (12).
const SERIES_3_TO_8 =
  '3-1 3-2 4-1 4-2 4-3 4-4 4-5 4-6 4-7 5-1 5-2 5-3 5-4 5-6 5-7 ' +
  '7-1 7-2 7-3 7-4 7-5 7-6 7-7 8-1 8-2 8-3 8-4 8-5 8-6 8-7'
const PRICING = '11-1 11-2 11-3 11-4 11-5 11-6 11-7 11-8 11-9 11-10 12-1 12-2'

describe('report menus', () => {
  it('offers the 2018+ tables', () => {
    expect(ids(AGGREGATE_2018)).toBe('1 2 3 4 5 9 i')
    expect(ids(DISCLOSURE_MSA_2018)).toBe('1 2')
    expect(ids(DISCLOSURE_NATIONWIDE_2018)).toBe('IRS')
  })

  it('offers the 2017 series in the programme’s order', () => {
    expect(ids(AGGREGATE_2017)).toBe(`i 1 2 ${SERIES_3_TO_8} 9 ${PRICING} A1 A2 A3 A4 B`)
    expect(ids(NATIONAL_2017)).toBe(`${SERIES_3_TO_8} 9 ${PRICING} A1 A2 A3 A4 B`)
    // An institution's disclosure: no table 9, first liens only in table 11, and its IRS.
    expect(ids(DISCLOSURE_MSA_2017)).toBe(
      `1 2 ${SERIES_3_TO_8} 11-1 11-2 11-3 11-5 11-6 11-7 11-9 12-1 12-2 R1 A1 A2 A3 A4 B`,
    )
    expect(ids(DISCLOSURE_NATIONWIDE_2017)).toBe('A1W A2W A3W A4W BW R1')
  })

  it('names a table alike in every menu, with the published spellings', () => {
    for (const list of [AGGREGATE_2017, DISCLOSURE_MSA_2017, NATIONAL_2017])
      for (const table of list) {
        const inAggregate = named(AGGREGATE_2017, table.id)
        if (inAggregate && table.id !== 'A4') expect(table, table.id).toEqual(inAggregate)
      }
    expect(named(AGGREGATE_2017, 'i')).toEqual({ id: 'i', name: 'Reporting Institutions' })
    expect(named(AGGREGATE_2018, 'i')?.name).toBe('Reporting Financial Institutions')
    expect(named(NATIONAL_2017, '4-1')).toEqual({
      id: '4-1',
      name: 'FHA, FSA/RHS and VA Purchases by Race',
      group: 'By Race',
    })
    expect(named(NATIONAL_2017, '11-10')).toEqual({
      id: '11-10',
      name: 'Conv Home-Imp Pricing Info Junior',
      group: 'Pricing Info First',
    })
    // The disclosure menus spell A4 "Conv-Home-Pur", the aggregate and national ones do not.
    expect(named(AGGREGATE_2017, 'A4')?.name).toBe('Preapproval Conv Home-Pur First')
    expect(named(NATIONAL_2017, 'A4')?.name).toBe('Preapproval Conv Home-Pur First')
    expect(named(DISCLOSURE_MSA_2017, 'A4')?.name).toBe('Preapproval Conv-Home-Pur First')
    expect(named(DISCLOSURE_MSA_2017, 'R1')).toEqual({ id: 'R1', name: 'IRS Table' })
    expect(named(DISCLOSURE_MSA_2017, 'B')).toEqual({
      id: 'B',
      name: 'Conv Price Info by Incidence and Level',
    })
  })

  it('names the nationwide disclosure tables after the MSA/MD ones', () => {
    expect(DISCLOSURE_NATIONWIDE_2017).toEqual([
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
    ])
  })

  it('picks the menu of a year and an MSA/MD', () => {
    expect(aggregateReportIds('2017')).toBe(AGGREGATE_2017)
    expect(aggregateReportIds('2024')).toBe(AGGREGATE_2018)
    expect(disclosureReportIds('2017', 'nationwide')).toBe(DISCLOSURE_NATIONWIDE_2017)
    expect(disclosureReportIds('2017', '10180')).toBe(DISCLOSURE_MSA_2017)
    expect(disclosureReportIds('2023', 'nationwide')).toBe(DISCLOSURE_NATIONWIDE_2018)
    expect(disclosureReportIds('2023', '10180')).toBe(DISCLOSURE_MSA_2018)
  })
})

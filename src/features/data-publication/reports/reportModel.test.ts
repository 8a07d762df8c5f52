import { describe, expect, it } from 'vitest'
import {
  flatColumns,
  parseIrsCsv,
  parseReportJson,
  ReportShapeError,
  tableToCsv,
  tractLabel,
} from './reportModel'
import {
  disclosure1,
  report1,
  report2,
  report3,
  report4,
  report5,
  report9,
  reportI,
} from './testReports'

import { csvCode, csvRow } from '@/lib/csv'

const zero = () => 0

describe('table 1 (applications by tract)', () => {
  const { table, header, allZero } = parseReportJson(report1(), '1')

  it('reads the header and builds the caption', () => {
    expect(header).toMatchObject({ table: '1', type: 'Aggregate', year: '2024' })
    expect(header.msa).toEqual({ id: '19124', name: 'Dallas-Plano-Irving, TX' })
    expect(table.caption).toBe(
      'Table 1: Disposition of loan applications, by location of property and type of loan (Dallas-Plano-Irving, TX (MSA/MD 19124), 2024)',
    )
  })

  it('groups rows by tract (sorted by name, case-insensitively), dispositions by their letter', () => {
    expect(table.rowGroups.map((g) => g.label)).toEqual([
      'Tract 031101, collin County, Texas',
      'Tract 000200, Dallas County, Texas',
    ])
    expect(table.rowGroups[0]?.rows.map((r) => r.label)).toEqual([
      'Loans Originated',
      'Applications Approved but not Accepted',
      'Applications Denied by Financial Institution',
      'Applications Withdrawn by Applicant',
      'File Closed for Incompleteness',
      'Applications Received',
    ])
  })

  it('has a count and an amount per loan type, in letter order', () => {
    expect(table.columnGroups.map((g) => g.label)[0]).toBe('FHA, FSA/RHS & VA (A)')
    expect(table.columnGroups.map((g) => g.span)).toEqual([2, 2, 2, 2, 2, 2, 2])
    expect(table.columns.slice(0, 2)).toEqual(['Count', 'Amount ($)'])
    expect(table.amountColumns.slice(0, 2)).toEqual([false, true])
    // Second tract in the file (collin, t=1), first disposition (d=0): values 100..106.
    expect(table.rowGroups[0]?.rows[0]?.cells).toEqual([
      100, 20500000, 101, 20705000, 102, 20910000, 103, 21115000, 104, 21320000, 105, 21525000, 106,
      21730000,
    ])
  })

  it('totals each disposition over every tract', () => {
    expect(table.totals[0]?.label).toBe('Total: Loans Originated')
    expect(table.totals[0]?.cells[0]).toBe(0 + 100)
    expect(table.totals).toHaveLength(6)
    expect(allZero).toBe(false)
  })

  it('detects a report whose every value is zero', () => {
    expect(parseReportJson(report1(zero), '1').allZero).toBe(true)
  })
})

describe('table 2 (loans purchased by tract)', () => {
  it('one row per tract, unknown tract named, totals', () => {
    const { table } = parseReportJson(report2(), '2')
    expect(table.rowGroups).toHaveLength(1)
    expect(table.rowGroups[0]?.label).toBe('')
    expect(table.rowGroups[0]?.rows.map((r) => r.label)).toEqual([
      'Tract 000200, Dallas County, Texas',
      'Tract not available',
    ])
    expect(table.totals).toEqual([{ label: 'Total', cells: expect.any(Array) }])
    expect(table.totals[0]?.cells[0]).toBe(0 + 10)
  })
})

describe('tables 3 and 4 (by race or ethnicity, and sex)', () => {
  it('sorts races and sexes by their letters; the race row comes first', () => {
    const { table } = parseReportJson(report3(), '3')
    expect(table.rowGroups.map((g) => g.label)).toEqual(['Asian', 'White'])
    expect(table.rowGroups[0]?.rows.map((r) => r.label)).toEqual(['All (Asian)', 'Male', 'Female'])
    expect(table.columnGroups.map((g) => g.label)).toEqual([
      'Loans Originated',
      'Applications Approved but not Accepted',
      'Applications Denied by Financial Institution',
      'Applications Withdrawn by Applicant',
      'File Closed for Incompleteness',
      'Purchased Loans',
    ])
    // Asian is the 2nd race of the file (start 100); Male is its 2nd gender (start 120).
    expect(table.rowGroups[0]?.rows[1]?.cells.slice(0, 2)).toEqual([120, 120000])
  })

  it('table 4 reads ethnicities', () => {
    const { table } = parseReportJson(report4(), '4')
    expect(table.rowGroups[0]?.label).toBe('Hispanic or Latino')
    expect(table.rowHeader).toBe('Ethnicity and sex')
  })
})

describe('table 5 (income, race and ethnicity)', () => {
  it('groups by income bracket (in letter order), then race and ethnicity', () => {
    const { table } = parseReportJson(report5(), '5')
    expect(table.rowGroups.map((g) => g.label)).toEqual([
      'LESS THAN 50% OF MSA/MD MEDIAN: by race',
      'LESS THAN 50% OF MSA/MD MEDIAN: by ethnicity',
      '50-79% OF MSA/MD MEDIAN: by race',
      '50-79% OF MSA/MD MEDIAN: by ethnicity',
    ])
    expect(table.columnGroups).toHaveLength(7)
    expect(table.columnGroups[0]?.label).toBe('Applications Received')
    expect(table.rowGroups[0]?.rows[0]).toEqual({
      label: 'Asian',
      cells: [
        100, 100000, 101, 101000, 102, 102000, 103, 103000, 104, 104000, 105, 105000, 106, 106000,
      ],
    })
  })
})

describe('table 9 (median age of homes)', () => {
  it('groups loan types by age bucket; totals per loan type', () => {
    const { table } = parseReportJson(report9(), '9')
    expect(table.rowHeader).toBe('Census Tracts by Median Age of Homes')
    expect(table.rowGroups.map((g) => g.label)).toEqual(['2011 - Present', '2000 - 2010'])
    expect(table.rowGroups[0]?.rows.map((r) => r.label)).toEqual([
      'FHA, FSA/RHS & VA (A)',
      'Conventional (B)',
    ])
    expect(table.columnGroups.map((g) => g.label)[0]).toBe('Applications Received')
    expect(table.totals.map((r) => r.label)).toEqual([
      'Total: FHA, FSA/RHS & VA (A)',
      'Total: Conventional (B)',
    ])
    expect(table.totals[0]?.cells[0]).toBe(0 + 100)
  })
})

describe('table I (reporting institutions)', () => {
  it('lists the names alphabetically; never "all zero"', () => {
    const report = parseReportJson(reportI(), 'i')
    expect(report.table.rowGroups[0]?.rows.map((r) => r.label)).toEqual([
      'ALPHA CREDIT UNION',
      'ZETA SAVINGS BANK',
    ])
    expect(report.table.columns).toEqual([])
    expect(report.allZero).toBe(false)
    expect(tableToCsv(report.table)).toBe(
      'Institution\r\nALPHA CREDIT UNION\r\nZETA SAVINGS BANK\r\n',
    )
  })
})

describe('disclosure reports', () => {
  it('carry the institution into the header and caption', () => {
    const { header, table } = parseReportJson(disclosure1(), '1')
    expect(header.institution).toEqual({ lei: '549300EXAMPLE0000001', name: 'EXAMPLE BANK' })
    expect(table.caption).toContain('(EXAMPLE BANK, Dallas-Plano-Irving, TX (MSA/MD 19124), 2024)')
  })
})

describe('shape checks', () => {
  const expectShape = (raw: unknown, id: string, message: RegExp) => {
    expect(() => parseReportJson(raw, id)).toThrow(ReportShapeError)
    expect(() => parseReportJson(raw, id)).toThrow(message)
  }

  it('names what is wrong and where', () => {
    expectShape(null, '1', /the file should be an object/)
    expectShape(report2(), '1', /table should be "1" \(the file says "2"\)/)
    expectShape({ ...report1(), type: 'Other' }, '1', /type should be "Aggregate" or "Disclosure"/)
    const badCount = report2()
    Object.assign(badCount.tracts[1]?.values[3] ?? {}, { count: '3' })
    expectShape(badCount, '2', /tracts\[1\]\.values\[3\]\.count should be a number/)
    const missing = report3() as Record<string, unknown>
    delete missing.races
    expectShape(missing, '3', /races should be a list/)
  })

  it('rejects rows whose columns do not line up', () => {
    const r = report2()
    r.tracts[1]?.values.pop()
    expectShape(r, '2', /tracts\[\d\]\.values should be the same columns/)
  })

  it('accepts a numeric MSA id', () => {
    const r = { ...report2(), msa: { id: 99999, name: '' } }
    expect(parseReportJson(r, '2').table.caption).toContain('Areas outside any MSA/MD (99999)')
  })
})

describe('Save as CSV', () => {
  it('writes the table shown: group column, flattened two-level headers, totals', () => {
    const { table } = parseReportJson(report1(), '1')
    const lines = tableToCsv(table).split('\r\n')
    expect(lines[0]).toBe(
      [
        'Group',
        'Tract and disposition',
        ...flatColumns(table).map((c) => (c.includes(',') ? `"${c}"` : c)),
      ].join(','),
    )
    expect(flatColumns(table).slice(0, 2)).toEqual([
      'FHA, FSA/RHS & VA (A): Count',
      'FHA, FSA/RHS & VA (A): Amount ($)',
    ])
    expect(lines[1]).toBe(
      '"Tract 031101, collin County, Texas",Loans Originated,100,20500000,101,20705000,102,20910000,103,21115000,104,21320000,105,21525000,106,21730000',
    )
    // 2 tracts × 6 dispositions + 6 totals + header + trailing empty string
    expect(lines).toHaveLength(1 + 12 + 6 + 1)
    expect(lines.at(-2)?.startsWith('Total,Total: Applications Received,')).toBe(true)
  })
})

describe('Institution Register Summary (CSV)', () => {
  const HEAD =
    "MSA/MD, MSA/MD Name, Total Lars, Total Amount ($000's), CONV, FHA, VA, FSA, Site Built, Manufactured, 1-4 units, 5+ units, Home Purchase, Home Improvement, Refinancing, Cash-out Refinancing, Other Purpose, Purpose N/A"
  const ROW1 =
    '16984,"Chicago-Naperville, IL-IN-WI", 1, 135, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0'
  const ROW2 =
    '27260,"Jacksonville-St. Marys-Palatka, FL-GA", 1, 445, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0'

  it('reads the header, trims cells, keeps names as text and the rest as numbers', () => {
    const t = parseIrsCsv(`${HEAD}\n${ROW1}\n${ROW2}\n`, 'IRS')
    expect(t.rowHeader).toBe('MSA/MD')
    expect(t.columns[0]).toBe('MSA/MD Name')
    expect(t.columns).toHaveLength(17)
    expect(t.rowGroups[0]?.rows[0]).toEqual({
      label: '16984',
      cells: ['Chicago-Naperville, IL-IN-WI', 1, 135, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0],
    })
    expect(t.totals).toEqual([])
  })

  it('keeps the MSA/MD codes as text in the saved CSV (the shared writer’s code form)', () => {
    const t = parseIrsCsv(`${HEAD}\n${ROW1}\n${ROW2}\n`, 'IRS')
    const lines = tableToCsv(t).split('\r\n')
    expect(lines[0]).toMatch(/^MSA\/MD,MSA\/MD Name,/)
    expect(lines[1]).toBe(
      `${csvRow([csvCode('16984'), 'Chicago-Naperville, IL-IN-WI'])},1,135,0,1,0,0,1,0,1,0,0,1,0,0,0,0`,
    )
    expect(lines[1]?.startsWith('"=""16984""",')).toBe(true)
  })

  it('takes a last row without an MSA/MD code as the totals', () => {
    const total = 'Total,, 2, 580, 1, 1, 0, 0, 2, 0, 2, 0, 0, 1, 1, 0, 0, 0'
    const t = parseIrsCsv(`${HEAD}\r\n${ROW1}\r\n${ROW2}\r\n${total}`, 'IRS')
    expect(t.rowGroups[0]?.rows).toHaveLength(2)
    expect(t.totals[0]?.label).toBe('Total')
    expect(t.totals[0]?.cells[1]).toBe(2)
    expect(tableToCsv(t).split('\r\n')[3]).toBe('Total,,2,580,1,1,0,0,2,0,2,0,0,1,1,0,0,0')
  })

  it('says what is wrong with a malformed file', () => {
    expect(() => parseIrsCsv('', 'IRS')).toThrow(/a CSV with a header row/)
    expect(() => parseIrsCsv('A,B\n1,2', 'IRS')).toThrow(
      /header row should be starting with MSA\/MD/,
    )
    expect(() => parseIrsCsv(`${HEAD}\n16984,x,1`, 'IRS')).toThrow(/row 2 should be 18 values/)
    expect(() => parseIrsCsv(`${HEAD}\n${ROW1.replace(' 135', ' abc')}`, 'IRS')).toThrow(
      /row 2, column "Total Amount \(\$000's\)" should be a number/,
    )
  })
})

describe('tract labels', () => {
  it('reads county/state/tract', () => {
    expect(tractLabel('Dallas County/Texas/000100')).toBe('Tract 000100, Dallas County, Texas')
    expect(tractLabel('NA/NA/NA')).toBe('Tract not available')
    expect(tractLabel('odd')).toBe('odd')
  })
})

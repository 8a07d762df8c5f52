// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ValidationResult } from './engine'
import { REPORT_COLUMNS, reportChunks, reportFileName, reportText } from './report'

const result: ValidationResult = {
  year: 2025,
  quarter: null,
  rows: 10,
  larRows: 9,
  fatal: null,
  stages: [],
  truncated: true,
  maxExamplesPerEdit: 2,
  edits: [
    {
      stage: 'syntactical',
      id: 'S301',
      title: 'S301',
      description: 'LEI, as on the TS',
      count: 3,
      examples: [
        {
          row: 2,
          uli: 'ULI2',
          fields: [
            { name: 'LEI', value: '=HYPERLINK("x")' },
            { name: 'LEI on the transmittal sheet', value: 'A' },
          ],
        },
        { row: 5, uli: 'ULI5', fields: [], note: 'Row note, with comma' },
      ],
    },
  ],
  notChecked: [{ id: 'S303', description: 'Registration', reason: 'Needs registration data.' }],
}

describe('report', () => {
  it('lists every kept finding per field, a total per edit, then what was not checked', () => {
    const lines = reportText(result).split('\r\n')
    expect(lines[0]).toBe(`\ufeff${REPORT_COLUMNS.join(',')}`)
    expect(lines.slice(1)).toEqual([
      `Syntactical edits,S301,"LEI, as on the TS",2,"=""ULI2""",LEI,"'=HYPERLINK(""x"")",`,
      'Syntactical edits,S301,"LEI, as on the TS",2,"=""ULI2""",LEI on the transmittal sheet,A,',
      'Syntactical edits,S301,"LEI, as on the TS",5,"=""ULI5""",,,"Row note, with comma"',
      'Syntactical edits,S301,"LEI, as on the TS",Total,,Rows,3,3 rows in all; the first 2 are listed above.',
      'Not checked here,S303,Registration,,,,,Needs registration data.',
      '',
    ])
  })

  it('keeps codes echoed from the file as text: a tract keeps its leading zero', () => {
    const withCodes: ValidationResult = {
      ...result,
      notChecked: [],
      edits: [
        {
          stage: 'validity',
          id: 'V625',
          title: 'V625-1',
          description: 'Census tract',
          count: 1,
          examples: [
            {
              row: 3,
              uli: '5493001YS08XHF42M0372005203807',
              fields: [
                { name: 'Census Tract', value: '01001020100' },
                { name: 'Loan Amount', value: '200000.5' },
                { name: 'Name', value: 'ABC' },
              ],
            },
          ],
        },
      ],
    }
    const lines = reportText(withCodes).split('\r\n')
    const uli = '"=""5493001YS08XHF42M0372005203807"""'
    expect(lines.slice(1, 4)).toEqual([
      `Validity edits,V625-1,Census tract,3,${uli},Census Tract,"=""01001020100""",`,
      `Validity edits,V625-1,Census tract,3,${uli},Loan Amount,200000.5,`,
      `Validity edits,V625-1,Census tract,3,${uli},Name,ABC,`,
    ])
  })

  it('starts with the fatal problem when there is one', () => {
    const text = reportText({ ...result, fatal: 'No TS.', edits: [], notChecked: [] })
    expect(text.split('\r\n')[1]).toBe('File,,No TS.,,,,,')
  })

  it('names the report after the file', () => {
    expect(reportFileName('My LAR 2025.txt')).toBe('My-LAR-2025-verification.csv')
    expect(reportFileName('.txt')).toBe('hmda-file-verification.csv')
    expect(reportChunks(result).length).toBe(2)
  })
})

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
  verifyStages: [],
  quality: [],
  macro: [],
  macroNote: null,
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

  it('lists quality edits with their rows and reported macro edits with the figure', () => {
    const share = {
      id: 'Q635',
      kind: 'share',
      triggered: true,
      count: 172,
      of: 1000,
      share: 0.172,
      limit: 0.15,
      bound: 'max',
    } as const
    const text = reportText({
      ...result,
      edits: [],
      notChecked: [],
      quality: [
        {
          stage: 'quality',
          id: 'Q628',
          title: 'Q628',
          description: 'Loan amount low',
          count: 1,
          examples: [{ row: 4, uli: 'ULI4', fields: [{ name: 'Loan Amount', value: '5000' }] }],
        },
      ],
      macro: [
        {
          id: 'Q635',
          description: 'Approved but not accepted',
          triggered: true,
          sentence: '17.2% of the 1,000 records (172) have action taken 2.',
          finding: share,
        },
        {
          id: 'Q637',
          description: 'Incomplete',
          triggered: false,
          sentence: 'Within the limit.',
          finding: { ...share, id: 'Q637', triggered: false, count: 1, share: 0.001 },
        },
      ],
      macroNote: 'The 2025 macro edits were run.',
    })
    expect(text.split('\r\n').slice(1)).toEqual([
      // The ULI and a value of letters and digits are written as codes (text in a spreadsheet).
      'Quality edits,Q628,Loan amount low,4,"=""ULI4""",Loan Amount,"=""5000""",',
      'Quality edits,Q628,Loan amount low,Total,,Rows,1,1 row in all.',
      'Macro edits,Q635,Approved but not accepted,File,,Measured,172 of 1000,"17.2% of the 1,000 records (172) have action taken 2."',
      'Macro edits,,The 2025 macro edits were run.,,,,,',
      '',
    ])
  })
})

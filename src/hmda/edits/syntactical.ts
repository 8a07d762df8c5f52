// Generated once from the platform's published edit lists (ids, fields, years); descriptions are
// the project's own wording. Edit by hand from here on.
import type { EditDef } from './types'
import { LAR_FIELDS } from '../schema/lar'
import { yearRange } from './years'

/** Syntactical edits: structural checks on the file as a whole (row order, identifiers, counts). A file that fails one cannot be submitted. */
export const SYNTACTICAL_EDITS: readonly EditDef[] = [
  {
    id: 'S300',
    category: 'syntactical',
    fields: ['Record Identifier'],
    description:
      'The first row of the file must be the transmittal sheet, starting with record identifier 1, and every row after it must be a loan/application record starting with 2.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'S301',
    category: 'syntactical',
    fields: ['Legal Entity Identifier (LEI)'],
    description:
      'Each loan/application record must carry the same LEI as the one given on the transmittal sheet in row 1.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'S302',
    category: 'syntactical',
    fields: ['Calendar Year'],
    description:
      'The calendar year on the transmittal sheet has to be the filing year you selected when you began the submission. If they differ, check that you picked the right year and uploaded the right file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'S303',
    category: 'syntactical',
    fields: [
      'Federal Agency',
      'Federal Taxpayer Identification Number',
      'Legal Entity Identifier (LEI)',
    ],
    description:
      'The federal agency code, tax ID and LEI on the transmittal sheet must all belong to the institution you are filing for. A mismatch usually means the wrong institution was chosen or the wrong file was uploaded.',
    years: yearRange(2018, 2024),
    quarterlyYears: yearRange(2020, 2024),
  },
  {
    id: 'S304',
    category: 'syntactical',
    fields: ['Total Number of Entries Contained in Submission'],
    description:
      'The entry count declared on the transmittal sheet must equal the number of loan/application records actually present in the file.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'S305',
    category: 'syntactical',
    fields: LAR_FIELDS.map((field) => field.name),
    description:
      'Two or more loan/application records in the file are identical in every field. Remove or correct the repeated rows.',
    years: yearRange(2018, 2026),
    quarterlyYears: yearRange(2020, 2026),
  },
  {
    id: 'S306',
    category: 'syntactical',
    fields: ['Universal Loan Identifier (ULI) or Non-Universal Loan Identifier (NULI)'],
    description:
      'A ULI or NULI used on an originated loan (action taken 1) may not appear on any other record in the file.',
    years: yearRange(2020, 2026),
    quarterlyYears: yearRange(2021, 2026),
  },
  {
    id: 'S307',
    category: 'syntactical',
    fields: ['Calendar Quarter', 'Calendar Year'],
    description:
      'A quarterly file must contain at least one record whose action taken date falls inside the quarter being filed; a file with none is rejected.',
    years: yearRange(2022, 2026),
    quarterlyYears: yearRange(2022, 2026),
  },
]

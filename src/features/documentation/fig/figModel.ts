/**
 * The Filing Instructions Guide of one filing year, as data: intro sections, the TS and LAR
 * field tables and the edit tables, all derived from src/hmda (the layout and edit catalogue the
 * tools use). The FIG page renders it and the search-record builder indexes it.
 */
import { compareEditIds, editsFor } from '../../../hmda/edits/lookup'
import type { EditCategory } from '../../../hmda/edits/types'
import { FILING_YEARS, getSchema, isFilingYear } from '../../../hmda/schema'
import type { FieldDef, FieldType } from '../../../hmda/types'
import { describeValidValues } from '../../../hmda/valueLabels'

export const FIG_YEARS: readonly number[] = FILING_YEARS
export const FIG_LVL0 = 'Filing Instructions Guide'

export const figTitle = (year: number) => `Filing Instructions Guide for ${year}`
export const figUrl = (year: number) => `/documentation/fig/${year}/overview`
export const isFigYear = (year: number) => isFilingYear(year)

export interface FigCode {
  readonly value: string
  readonly label: string
}

export interface FigField {
  /** `ts-{key}` or `lar-{key}`. */
  readonly anchor: string
  readonly position: number
  readonly key: string
  readonly name: string
  readonly dataPoint: string
  readonly type: string
  readonly validValues: string
  readonly codes: readonly FigCode[]
  readonly allowNA: boolean
  readonly allowExempt: boolean
  readonly help: string
}

export interface FigEditField {
  readonly name: string
  /** Anchor of the field in this guide, or null when the name is not a TS/LAR field name. */
  readonly anchor: string | null
}

export interface FigEdit {
  /** `edit-{id}`. */
  readonly anchor: string
  /** `edit-V608` on the first sub-edit of a family that has no edit of the bare id. */
  readonly familyAnchor: string | null
  readonly id: string
  readonly fields: readonly FigEditField[]
  readonly description: string
  readonly change: string | null
  readonly quarterly: boolean
}

export interface FigSection {
  readonly anchor: string
  readonly title: string
  readonly paragraphs: readonly string[]
}

export interface FigEditSection extends FigSection {
  readonly category: EditCategory
  readonly edits: readonly FigEdit[]
}

export interface FigModel {
  readonly year: number
  readonly title: string
  readonly intro: readonly FigSection[]
  readonly ts: FigSection
  readonly lar: FigSection
  readonly tsFields: readonly FigField[]
  readonly larFields: readonly FigField[]
  readonly editSections: readonly FigEditSection[]
}

const TYPE_LABELS: Record<FieldType, string> = {
  alphanumeric: 'Alphanumeric',
  integer: 'Integer',
  decimal: 'Numeric',
  date: 'Date (YYYYMMDD)',
  code: 'Code',
  text: 'Text',
}

function toFigField(field: FieldDef): FigField {
  return {
    anchor: `${field.record}-${field.key}`,
    position: field.position,
    key: field.key,
    name: field.name,
    dataPoint: field.dataPoint,
    type: TYPE_LABELS[field.type],
    validValues: describeValidValues(field),
    codes: (field.codes ?? []).map(({ value, label }) => ({ value, label })),
    allowNA: field.allowNA,
    allowExempt: field.allowExempt,
    help: field.help,
  }
}

const EDIT_SECTIONS: readonly {
  category: EditCategory
  anchor: string
  title: string
  text: string
}[] = [
  {
    category: 'syntactical',
    anchor: 'syntactical-edits',
    title: 'Syntactical edits',
    text: 'Checks on the structure of the file as a whole: row order, identifiers that must match and counts. A file that fails one cannot be submitted until it is corrected.',
  },
  {
    category: 'validity',
    anchor: 'validity-edits',
    title: 'Validity edits',
    text: 'Checks that each value is allowed and consistent with the related fields of the same record. A file that fails one cannot be submitted until it is corrected.',
  },
  {
    category: 'quality',
    anchor: 'quality-edits',
    title: 'Quality edits',
    text: 'Checks for values that are possible but unusual. The filer either corrects the record or confirms that the data is accurate.',
  },
  {
    category: 'macro',
    anchor: 'macro-quality-edits',
    title: 'Macro quality edits',
    text: 'Checks on the file as a whole, comparing counts and shares of records with what is expected. The filer corrects the data or confirms it.',
  },
]

function introSections(year: number): FigSection[] {
  const quarterly =
    year >= 2020
      ? [
          `Institutions that reported at least 60,000 covered loans and applications (not counting purchased loans) for the preceding calendar year also report their data quarterly for the first three quarters of ${year}. Quarterly files use the same format; the quarterly edit list is a subset of the annual one, and the edits that apply to quarterly filings are marked in the tables below.`,
        ]
      : [
          `Quarterly reporting began with the 2020 filing year; data for ${year} is filed once, for the whole calendar year.`,
        ]
  return [
    {
      anchor: 'about-this-guide',
      title: 'About this guide',
      paragraphs: [
        `This guide describes how to prepare the HMDA data that institutions collect in calendar year ${year} and submit through the HMDA Platform: every field of the transmittal sheet and of the loan/application register, the values each field accepts, and the edits a submission must pass.`,
        'The tables on this page are generated from the same layout and edit catalogue that the tools on this site use, so the guide, the file format verification tool and the online LAR formatting tool always agree.',
      ],
    },
    {
      anchor: 'file-format',
      title: 'File format',
      paragraphs: [
        'A HMDA file is a plain text file in which the fields of each row are separated by the pipe character (|). There is no header row and no pipe at the end of a row.',
        'The first row is the transmittal sheet (TS): it starts with record identifier 1 and describes the institution and the submission. Every other row is one loan/application register (LAR) record, starting with record identifier 2.',
        'Values are written as listed in the tables below: codes as their numbers, dates as YYYYMMDD, and the literals NA and Exempt exactly as written where a field accepts them.',
      ],
    },
    {
      anchor: 'file-naming',
      title: 'File naming',
      paragraphs: [
        'The file must be a .txt file. Any name is accepted; a name that contains the filing year and the institution’s LEI (for example 2026_LEI.txt) makes it easy to tell submissions apart.',
      ],
    },
    { anchor: 'quarterly-filers', title: 'Quarterly filers', paragraphs: quarterly },
  ]
}

const cache = new Map<number, FigModel>()

/** The guide for a filing year (2018–2026); throws a RangeError for other years. */
export function figModel(year: number): FigModel {
  const cached = cache.get(year)
  if (cached) return cached
  const schema = getSchema(year)
  const anchorsByName = new Map<string, string>()
  for (const field of [...schema.lar, ...schema.ts]) {
    anchorsByName.set(field.name, `${field.record}-${field.key}`)
  }
  const quarterlyIds = new Set(editsFor(year, { quarterly: true }).map((edit) => edit.id))
  const allIds = new Set(editsFor(year).map((edit) => edit.id))
  const anyIds = new Set([...allIds, ...quarterlyIds])
  const families = new Set<string>()

  const editSections = EDIT_SECTIONS.map((section): FigEditSection => {
    const annual = editsFor(year, { category: section.category })
    // A few edits were listed for quarterly filings only (e.g. V718 in 2020–2021).
    const quarterlyOnly = editsFor(year, { category: section.category, quarterly: true }).filter(
      (edit) => !allIds.has(edit.id),
    )
    const list = [...annual, ...quarterlyOnly].sort((a, b) => compareEditIds(a.id, b.id))
    const edits = list.map((edit): FigEdit => {
      const family = edit.id.replace(/-.*$/, '')
      const familyAnchor =
        family !== edit.id && !anyIds.has(family) && !families.has(family) ? `edit-${family}` : null
      families.add(family)
      return {
        anchor: `edit-${edit.id}`,
        familyAnchor,
        id: edit.id,
        fields: edit.fields.map((name) => ({ name, anchor: anchorsByName.get(name) ?? null })),
        description: edit.description,
        change: edit.change ?? null,
        quarterly: quarterlyIds.has(edit.id),
      }
    })
    return {
      anchor: section.anchor,
      title: section.title,
      paragraphs: [section.text],
      category: section.category,
      edits,
    }
  }).filter((section) => section.edits.length > 0)

  const model: FigModel = {
    year,
    title: figTitle(year),
    intro: introSections(year),
    ts: {
      anchor: 'transmittal-sheet-fields',
      title: 'Transmittal sheet fields',
      paragraphs: [`The ${schema.ts.length} fields of the first row of the file, in order.`],
    },
    lar: {
      anchor: 'lar-fields',
      title: 'LAR fields',
      paragraphs: [
        `The ${schema.lar.length} fields of each loan/application register row, in order. NA marks a field that does not apply to the record; Exempt is for institutions that claim a partial exemption for the data point.`,
      ],
    },
    tsFields: schema.ts.map(toFigField),
    larFields: schema.lar.map(toFigField),
    editSections,
  }
  cache.set(year, model)
  return model
}

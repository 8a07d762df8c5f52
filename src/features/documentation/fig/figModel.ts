/**
 * The Filing Instructions Guide of one filing year, as data: intro sections, the TS and LAR
 * field tables and the edit tables, all derived from src/hmda (the layout and edit catalogue the
 * tools use). The FIG page renders it and the search-record builder indexes it.
 */
import { compareEditIds, editsFor, QUARTERLY_EDIT_YEARS } from '@/hmda/edits/lookup'
import type { EditCategory } from '@/hmda/edits/types'
import { FILING_YEARS, getSchema, isFilingYear } from '@/hmda/schema'
import type { FieldDef, FieldType } from '@/hmda/types'
import { describeValidValues } from '@/hmda/valueLabels'

export const FIG_YEARS: readonly number[] = FILING_YEARS
export const FIG_LVL0 = 'Filing Instructions Guide'

export const figTitle = (year: number) => `Filing Instructions Guide for ${year}`
export const figUrl = (year: number) => `/documentation/fig/${year}/overview`
export const isFigYear = (year: number) => isFilingYear(year)

/** Years with a Supplemental Guide for Quarterly Filers (quarterly filing began with 2020). */
export const QUARTERLY_YEARS: readonly number[] = QUARTERLY_EDIT_YEARS
export const QUARTERLY_SLUG = 'supplemental-guide-for-quarterly-filers'
export const isQuarterlyYear = (year: number) => QUARTERLY_YEARS.includes(year)
export const quarterlyTitle = (year: number) =>
  `Supplemental Guide for Quarterly Filers for ${year}`
export const quarterlyUrl = (year: number) => `/documentation/fig/${year}/${QUARTERLY_SLUG}`

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
  /** An in-site link shown after the paragraphs. */
  readonly link?: { readonly text: string; readonly url: string }
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
    {
      anchor: 'quarterly-filers',
      title: 'Quarterly filers',
      paragraphs: quarterly,
      ...(isQuarterlyYear(year) && {
        link: { text: quarterlyTitle(year), url: quarterlyUrl(year) },
      }),
    },
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

export interface QuarterlyModel {
  readonly year: number
  readonly title: string
  readonly intro: readonly FigSection[]
  /** The transmittal sheet field that tells a quarterly file from the annual one. */
  readonly quarterField: FigField
  readonly quarterSection: FigSection
  /** The quarterly edit list by category; each edit links to its entry in the year's guide. */
  readonly editSections: readonly FigEditSection[]
  /** Annual edits that are not checked on quarterly filings. */
  readonly annualOnly: FigSection & { readonly ids: readonly string[] }
}

const quarterlyCache = new Map<number, QuarterlyModel>()

/**
 * The Supplemental Guide for Quarterly Filers of a year with quarterly filing (2020–2026), from
 * the same schema and the quarterly edit subset; throws a RangeError for other years.
 */
export function quarterlyModel(year: number): QuarterlyModel {
  if (!isQuarterlyYear(year)) throw new RangeError(`No quarterly filing in ${year}`)
  const cached = quarterlyCache.get(year)
  if (cached) return cached
  const guide = figModel(year)
  const quarterField = guide.tsFields.find((field) => field.key === 'calendarQuarter')
  if (!quarterField) throw new Error(`The ${year} transmittal sheet has no Calendar Quarter field`)
  const quarterlyIds = new Set(editsFor(year, { quarterly: true }).map((edit) => edit.id))
  const editSections = guide.editSections
    .map((section) => ({
      ...section,
      edits: section.edits.filter((edit) => quarterlyIds.has(edit.id)),
    }))
    .filter((section) => section.edits.length > 0)
  const counts = editSections.map(
    (section) => `${section.edits.length} ${section.title.toLowerCase()}`,
  )
  const ids = guide.editSections.flatMap((section) =>
    section.edits.filter((edit) => !quarterlyIds.has(edit.id)).map((edit) => edit.id),
  )
  const quarterCodes = quarterField.codes
    .filter((code) => code.value !== '4')
    .map((code) => `${code.value} (${code.label.toLowerCase()})`)
    .join(', ')
  const model: QuarterlyModel = {
    year,
    title: quarterlyTitle(year),
    intro: [
      {
        anchor: 'about-this-supplement',
        title: 'About this supplement',
        paragraphs: [
          `This supplement to the ${figTitle(year)} is for institutions that file HMDA data quarterly in ${year}: those that reported at least 60,000 covered loans and applications, combined and not counting purchased loans, for ${year - 1}. They file the first three quarters of ${year} on the HMDA Platform, then the whole year in the annual filing.`,
          'Quarterly files have the format the guide describes. This page lists what differs: how the transmittal sheet names the quarter and which edits are checked on a quarterly filing. It is generated from the same layout and edit catalogue as the guide.',
          `A quarterly filing is checked against ${quarterlyIds.size} edits: ${counts.join(', ')}.`,
        ],
        link: { text: figTitle(year), url: figUrl(year) },
      },
      {
        anchor: 'what-a-quarterly-file-contains',
        title: 'What a quarterly file contains',
        paragraphs: [
          'The transmittal sheet, then one LAR row for each covered loan and application with a final action taken in that quarter. Each quarter stands on its own: a later quarter does not repeat the records of an earlier one.',
          'The fourth quarter has no quarterly filing: its records, with every record of the first three quarters, go into the annual file for the whole year.',
        ],
        link: { text: 'Quarterly filing questions', url: '/documentation/faq/quarterly-filing' },
      },
    ],
    quarterField,
    quarterSection: {
      anchor: 'calendar-quarter',
      title: 'The quarter on the transmittal sheet',
      paragraphs: [
        `Field ${quarterField.position} of the transmittal sheet, ${quarterField.name}, is ${quarterCodes} in a quarterly file; 4 marks the annual file.`,
      ],
    },
    editSections: editSections.map((section) => ({
      ...section,
      paragraphs: [
        `${section.edits.length} of the ${section.title.toLowerCase()} of ${year} apply to quarterly filings.`,
      ],
    })),
    annualOnly: {
      anchor: 'edits-not-checked-quarterly',
      title: 'Edits checked on the annual filing only',
      paragraphs: [
        ids.length
          ? `These ${ids.length} edits of the ${year} guide are not checked on quarterly filings (most compare the whole year's data): ${ids.join(', ')}.`
          : `Every edit of the ${year} guide is also checked on quarterly filings.`,
      ],
      ids,
    },
  }
  quarterlyCache.set(year, model)
  return model
}

/**
 * Types that describe the HMDA filing format: a pipe-delimited text file whose first row is the
 * transmittal sheet (TS) and whose other rows are loan/application register (LAR) records.
 */

/** Every filing year this library knows the format of, oldest first. */
export const FILING_YEARS = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026] as const

export type FilingYear = (typeof FILING_YEARS)[number]

/** `ts`: the transmittal sheet (row 1, starts with `1|`); `lar`: a LAR record (starts with `2|`). */
export type RecordKind = 'ts' | 'lar'

/**
 * How a field's value is written.
 * - `alphanumeric`: letters and digits only (LEI, ULI).
 * - `integer`: an optional minus sign and digits.
 * - `decimal`: a number with an optional fractional part, e.g. `110500` or `110500.00`.
 * - `date`: a calendar date written `YYYYMMDD`.
 * - `code`: one of the values listed in `codes`, nothing else.
 * - `text`: free text (anything but a pipe).
 */
export type FieldType = 'alphanumeric' | 'integer' | 'decimal' | 'date' | 'code' | 'text'

/** One allowed (or specially meaningful) value of a field. */
export interface CodeDef {
  readonly value: string
  readonly label: string
  /** First filing year in which the value may be reported; absent means every year. */
  readonly since?: FilingYear
  /** Last filing year in which the value may be reported; absent means every later year. */
  readonly until?: FilingYear
}

/** One field of a TS or LAR record, as it applies to one filing year. */
export interface FieldDef {
  readonly record: RecordKind
  /** 0-based position in the row (the index into `line.split('|')`). */
  readonly index: number
  /** 1-based position, as numbered in the filing instructions. */
  readonly position: number
  /** Stable camelCase identifier, e.g. `lei`, `applicationDate`, `ethnicityApplicant1`. */
  readonly key: string
  /** The official field name. */
  readonly name: string
  /** The data point (group of related fields) the field belongs to. */
  readonly dataPoint: string
  readonly type: FieldType
  /**
   * For `code` fields, the complete set of accepted values. For `integer` fields, values with a
   * fixed meaning (e.g. 8888 = not applicable) that sit among ordinary numbers.
   */
  readonly codes?: readonly CodeDef[]
  /** The literal `NA` is accepted. */
  readonly allowNA: boolean
  /** The literal `Exempt` is accepted. */
  readonly allowExempt: boolean
  /** The field may be left empty. */
  readonly allowBlank: boolean
  /** Where an exemption is reported as a code rather than as `Exempt` (always `1111`). */
  readonly exemptCode?: string
  /**
   * Length limits of the value. Informative for editors; enforced by the edits (e.g. V600,
   * V608), not by the format check.
   */
  readonly length?: { readonly min: number; readonly max: number }
  /** The sample shown in the valid-values text of a `decimal` field. */
  readonly formatExample?: string
  /** A typical value. */
  readonly example: string
  /** One short sentence saying what to report. */
  readonly help: string
  /** Filled in by tools rather than typed (the record identifier, the LAR count). */
  readonly autoFilled?: boolean
}

/**
 * A field as written in the schema source: the position, the record kind and any flag that is
 * false are filled in by `getSchema`.
 */
export interface FieldSpec {
  readonly key: string
  readonly name: string
  readonly dataPoint: string
  readonly type: FieldType
  readonly codes?: readonly CodeDef[]
  readonly allowNA?: boolean
  readonly allowExempt?: boolean
  readonly allowBlank?: boolean
  readonly exemptCode?: string
  readonly length?: { readonly min: number; readonly max: number }
  readonly formatExample?: string
  readonly example: string
  readonly help: string
  readonly autoFilled?: boolean
}

/** The parts of a field that may differ from one filing year to another. */
export type FieldPatch = Partial<
  Pick<
    FieldSpec,
    | 'type'
    | 'codes'
    | 'allowNA'
    | 'allowExempt'
    | 'allowBlank'
    | 'exemptCode'
    | 'length'
    | 'formatExample'
    | 'example'
    | 'help'
  >
>

/** A change to a field's rules that applies to a range of filing years. */
export interface FieldOverride {
  readonly record: RecordKind
  readonly key: string
  readonly from: FilingYear
  readonly to: FilingYear
  readonly patch: FieldPatch
  /** Why the years differ, for documentation. */
  readonly reason: string
}

/** The TS and LAR layouts of one filing year. */
export interface YearSchema {
  readonly year: FilingYear
  readonly ts: readonly FieldDef[]
  readonly lar: readonly FieldDef[]
}

/**
 * The HMDA file layout for each filing year: the single source of truth for field positions,
 * names, types, codes and the values each field accepts.
 */
import { FIELD_OVERRIDES } from './schema/overrides'
import { LAR_FIELDS, type LarFieldKey } from './schema/lar'
import { TS_FIELDS, type TsFieldKey } from './schema/ts'
import {
  FILING_YEARS,
  type CodeDef,
  type FieldDef,
  type FieldPatch,
  type FieldSpec,
  type FilingYear,
  type RecordKind,
  type YearSchema,
} from './types'

export { FILING_YEARS }
export type { LarFieldKey, TsFieldKey }

/** Number of fields in each kind of row (the same in every supported year). */
export const FIELD_COUNT: Readonly<Record<RecordKind, number>> = { ts: 15, lar: 110 }

function indexByKey<K extends string>(
  specs: readonly { readonly key: K }[],
): Readonly<Record<K, number>> {
  return Object.freeze(
    Object.fromEntries(specs.map((spec, index) => [spec.key, index])) as Record<K, number>,
  )
}

/**
 * 0-based index of each LAR field by key, e.g. `values[LAR_INDEX.actionTaken]`. Positions are
 * the same in every supported year.
 */
export const LAR_INDEX = indexByKey<LarFieldKey>(LAR_FIELDS)

/** 0-based index of each TS field by key, e.g. `values[TS_INDEX.calendarYear]`. */
export const TS_INDEX = indexByKey<TsFieldKey>(TS_FIELDS)

const FIRST_YEAR = Math.min(...FILING_YEARS)
const LAST_YEAR = Math.max(...FILING_YEARS)

export function isFilingYear(year: number): year is FilingYear {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR
}

/** Returns the year as a `FilingYear`, or throws a RangeError naming the supported years. */
export function toFilingYear(year: number): FilingYear {
  if (!isFilingYear(year)) {
    throw new RangeError(
      `Unsupported HMDA filing year: ${String(year)}. Supported years are ${FIRST_YEAR}–${LAST_YEAR}.`,
    )
  }
  return year
}

function codesForYear(codes: readonly CodeDef[], year: FilingYear): readonly CodeDef[] {
  const inYear = (code: CodeDef) =>
    (code.since === undefined || code.since <= year) &&
    (code.until === undefined || code.until >= year)
  return codes.every(inYear) ? codes : Object.freeze(codes.filter(inYear))
}

function patchFor(record: RecordKind, key: string, year: FilingYear): FieldPatch | undefined {
  let patch: FieldPatch | undefined
  for (const o of FIELD_OVERRIDES) {
    if (o.record === record && o.key === key && o.from <= year && year <= o.to) {
      patch = { ...patch, ...o.patch }
    }
  }
  return patch
}

function buildFields(
  specs: readonly FieldSpec[],
  record: RecordKind,
  year: FilingYear,
): readonly FieldDef[] {
  const fields = specs.map((base, index): FieldDef => {
    const patch = patchFor(record, base.key, year)
    const spec: FieldSpec = patch ? { ...base, ...patch } : base
    const field: FieldDef = {
      record,
      index,
      position: index + 1,
      key: spec.key,
      name: spec.name,
      dataPoint: spec.dataPoint,
      type: spec.type,
      ...(spec.codes && { codes: codesForYear(spec.codes, year) }),
      allowNA: spec.allowNA ?? false,
      allowExempt: spec.allowExempt ?? false,
      allowBlank: spec.allowBlank ?? false,
      ...(spec.exemptCode !== undefined && { exemptCode: spec.exemptCode }),
      ...(spec.length && { length: spec.length }),
      ...(spec.formatExample !== undefined && { formatExample: spec.formatExample }),
      example: spec.example,
      help: spec.help,
      ...(spec.autoFilled && { autoFilled: true }),
    }
    return Object.freeze(field)
  })
  return Object.freeze(fields)
}

const schemas = new Map<FilingYear, YearSchema>()

/**
 * The TS and LAR layouts that apply to a filing year (built once per year, then cached; the
 * returned arrays and fields are frozen). Throws a RangeError for a year outside 2018–2026.
 */
export function getSchema(year: number): YearSchema {
  const filingYear = toFilingYear(year)
  let schema = schemas.get(filingYear)
  if (!schema) {
    schema = Object.freeze({
      year: filingYear,
      ts: buildFields(TS_FIELDS, 'ts', filingYear),
      lar: buildFields(LAR_FIELDS, 'lar', filingYear),
    })
    schemas.set(filingYear, schema)
  }
  return schema
}

/** The fields of one kind of row in a filing year. */
export function getFields(year: number, kind: RecordKind): readonly FieldDef[] {
  return getSchema(year)[kind]
}

/** A field by its key, or undefined when the key is unknown. */
export function getField(year: number, kind: RecordKind, key: string): FieldDef | undefined {
  return getSchema(year)[kind].find((field) => field.key === key)
}

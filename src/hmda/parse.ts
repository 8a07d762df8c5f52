/**
 * Format check of HMDA rows: splits a pipe-delimited row into its fields and checks each value
 * against the field's type and allowed values for the filing year. Built for validating large
 * files line by line (e.g. in a worker): the per-field checks for each (year, record kind) are
 * compiled once and cached, and the hot path uses character loops and lookup tables only.
 */
import { FIELD_COUNT, getFields, toFilingYear } from './schema'
import { FILING_YEARS, type FieldDef, type FilingYear, type RecordKind } from './types'
import { describeValidValues } from './valueLabels'

export type FormatErrorKind =
  /** The row does not have the expected number of fields (checked before anything else). */
  | 'fieldCount'
  /** The field is empty but may not be left blank. */
  | 'required'
  /** Letters and digits only were expected. */
  | 'alphanumeric'
  | 'integer'
  | 'decimal'
  /** Not a real calendar date written YYYYMMDD. */
  | 'date'
  /** Not one of the field's codes. */
  | 'code'

export interface FormatError {
  readonly kind: FormatErrorKind
  /** 0-based index of the field, or -1 for a `fieldCount` error. */
  readonly fieldIndex: number
  /** The field's official name; for `fieldCount`, e.g. "Incorrect Number of LAR Fields". */
  readonly fieldName: string
  /** The value as found; for `fieldCount`, the number of fields found. */
  readonly value: string
  /** What the field accepts, e.g. "Integer: 1, 2, 3, 4"; for `fieldCount`, e.g. "110 Fields". */
  readonly expected: string
}

export interface ParsedRow {
  /** The raw value of every field, in order (after removing a trailing CR and a leading BOM). */
  readonly values: string[]
  /** Empty when the row is well formed. */
  readonly errors: readonly FormatError[]
}

// Value types, as small integers for a cheap switch in the hot path.
const ALPHANUMERIC = 0
const INTEGER = 1
const DECIMAL = 2
const DATE = 3
const CODE = 4
const TEXT = 5

const TYPE_IDS = {
  alphanumeric: ALPHANUMERIC,
  integer: INTEGER,
  decimal: DECIMAL,
  date: DATE,
  code: CODE,
  text: TEXT,
} as const

const TYPE_ERROR_KINDS: readonly FormatErrorKind[] = [
  'alphanumeric',
  'integer',
  'decimal',
  'date',
  'code',
  'required', // text: only a blank value can be wrong
]

/** A field's check, compiled for speed. Every instance has the same shape. */
interface Checker {
  readonly type: number
  readonly allowNA: boolean
  readonly allowExempt: boolean
  readonly allowBlank: boolean
  /** For codes that are plain numbers: `table[n] === 1` when `n` is a code. */
  readonly codeTable: Uint8Array | null
  /** For any other codes. */
  readonly codeSet: ReadonlySet<string> | null
  readonly field: FieldDef
  readonly expected: string
}

const CANONICAL_NUMBER = /^(0|[1-9][0-9]{0,5})$/

function compileField(field: FieldDef): Checker {
  let codeTable: Uint8Array | null = null
  let codeSet: ReadonlySet<string> | null = null
  if (field.type === 'code') {
    const values = (field.codes ?? []).map((code) => code.value)
    if (values.every((v) => CANONICAL_NUMBER.test(v))) {
      const numbers = values.map(Number)
      codeTable = new Uint8Array(Math.max(0, ...numbers) + 1)
      for (const n of numbers) codeTable[n] = 1
    } else {
      codeSet = new Set(values)
    }
  }
  return {
    type: TYPE_IDS[field.type],
    allowNA: field.allowNA,
    allowExempt: field.allowExempt,
    allowBlank: field.allowBlank,
    codeTable,
    codeSet,
    field,
    expected: describeValidValues(field),
  }
}

function isAlphanumeric(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    // 0-9, A-Z, a-z
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return false
  }
  return true
}

function isInteger(v: string): boolean {
  const len = v.length
  let i = v.charCodeAt(0) === 45 ? 1 : 0 // optional '-'
  if (i === len) return false
  for (; i < len; i++) {
    const c = v.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/** Digits with an optional minus sign and at most one decimal point: `110500`, `0.0375`, `-1.5`. */
function isDecimal(v: string): boolean {
  const len = v.length
  let i = v.charCodeAt(0) === 45 ? 1 : 0
  let digits = 0
  let point = false
  for (; i < len; i++) {
    const c = v.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
    else if (c === 46 && !point) point = true
    else return false
  }
  return digits > 0
}

/** A real calendar date written YYYYMMDD (no time zone involved). */
function isDate(v: string): boolean {
  if (v.length !== 8) return false
  let n = 0
  for (let i = 0; i < 8; i++) {
    const c = v.charCodeAt(i) - 48
    if (c < 0 || c > 9) return false
    n = n * 10 + c
  }
  const year = Math.floor(n / 10000)
  const month = Math.floor(n / 100) % 100
  const day = n % 100
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return day <= (leap ? 29 : 28)
  }
  return day <= (month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31)
}

/** A code written as a plain number without leading zeros, looked up in the table. */
function isTableCode(v: string, table: Uint8Array): boolean {
  const len = v.length
  if (len > 7 || (len > 1 && v.charCodeAt(0) === 48)) return false
  let n = 0
  for (let i = 0; i < len; i++) {
    const c = v.charCodeAt(i) - 48
    if (c < 0 || c > 9) return false
    n = n * 10 + c
  }
  return n < table.length && table[n] === 1
}

/** Returns the kind of error, or null when the value is acceptable. */
function checkValue(check: Checker, v: string): FormatErrorKind | null {
  if (v.length === 0) return check.allowBlank ? null : 'required'
  let ok: boolean
  switch (check.type) {
    case CODE:
      ok = check.codeTable ? isTableCode(v, check.codeTable) : (check.codeSet?.has(v) ?? false)
      break
    case INTEGER:
      ok = isInteger(v)
      break
    case DECIMAL:
      ok = isDecimal(v)
      break
    case DATE:
      ok = isDate(v)
      break
    case ALPHANUMERIC:
      ok = isAlphanumeric(v)
      break
    default:
      return null // text: anything but blank
  }
  if (ok || (check.allowNA && v === 'NA') || (check.allowExempt && v === 'Exempt')) return null
  return TYPE_ERROR_KINDS[check.type] ?? 'required'
}

interface CompiledRecord {
  readonly checkers: readonly Checker[]
  readonly countFieldName: string
  readonly countExpected: string
}

/** Compiled checks by `(year - 2018) * 2 + (kind === 'lar' ? 1 : 0)`. */
const compiled: (CompiledRecord | undefined)[] = []

function compileRecord(year: FilingYear, kind: RecordKind): CompiledRecord {
  const slot = (year - FILING_YEARS[0]) * 2 + (kind === 'lar' ? 1 : 0)
  let record = compiled[slot]
  if (!record) {
    record = {
      checkers: getFields(year, kind).map(compileField),
      countFieldName: `Incorrect Number of ${kind.toUpperCase()} Fields`,
      countExpected: `${String(FIELD_COUNT[kind])} Fields`,
    }
    compiled[slot] = record
  }
  return record
}

const NO_ERRORS: readonly FormatError[] = Object.freeze([])

/** Removes a trailing carriage return and a leading byte-order mark. */
function cleanLine(line: string): string {
  let end = line.length
  if (end > 0 && line.charCodeAt(end - 1) === 13) end--
  const start = end > 0 && line.charCodeAt(0) === 0xfeff ? 1 : 0
  return start === 0 && end === line.length ? line : line.slice(start, end)
}

/** The raw values of a row (a trailing `|` yields an extra, empty value). */
export function splitFields(line: string): string[] {
  return cleanLine(line).split('|')
}

/** `ts` for a row starting with `1|`, `lar` for `2|`, otherwise null. */
export function recordKindOf(line: string): RecordKind | null {
  const start = line.charCodeAt(0) === 0xfeff ? 1 : 0
  if (line.charCodeAt(start + 1) !== 124) return null // '|'
  const c = line.charCodeAt(start)
  return c === 49 ? 'ts' : c === 50 ? 'lar' : null
}

function parseWith(record: CompiledRecord, line: string): ParsedRow {
  const values = cleanLine(line).split('|')
  const checkers = record.checkers
  if (values.length !== checkers.length) {
    const error: FormatError = {
      kind: 'fieldCount',
      fieldIndex: -1,
      fieldName: record.countFieldName,
      value: String(values.length),
      expected: record.countExpected,
    }
    return { values, errors: [error] }
  }
  let errors: FormatError[] | null = null
  for (let i = 0; i < checkers.length; i++) {
    const check = checkers[i] as Checker
    const value = values[i] as string
    const kind = checkValue(check, value)
    if (kind !== null) {
      errors ??= []
      errors.push({
        kind,
        fieldIndex: i,
        fieldName: check.field.name,
        value,
        expected: check.expected,
      })
    }
  }
  return { values, errors: errors ?? NO_ERRORS }
}

/**
 * Splits a TS or LAR row and checks the format of every field for the filing year. A wrong
 * number of fields is reported once and stops the per-field checks. Throws a RangeError for an
 * unsupported year.
 */
export function parseRow(line: string, year: number, kind: RecordKind): ParsedRow {
  return parseWith(compileRecord(toFilingYear(year), kind), line)
}

/** `parseRow` bound to one year and record kind, for checking many rows. */
export function createRowParser(year: number, kind: RecordKind): (line: string) => ParsedRow {
  const record = compileRecord(toFilingYear(year), kind)
  return (line) => parseWith(record, line)
}

const fieldCheckers = new WeakMap<FieldDef, Checker>()

/** Checks one value against a field (e.g. while it is typed in an editor). */
export function checkFieldValue(field: FieldDef, value: string): FormatError | null {
  let check = fieldCheckers.get(field)
  if (!check) {
    check = compileField(field)
    fieldCheckers.set(field, check)
  }
  const kind = checkValue(check, value)
  if (kind === null) return null
  return { kind, fieldIndex: field.index, fieldName: field.name, value, expected: check.expected }
}

/**
 * Format check of HMDA rows: splits a pipe-delimited row into its fields and checks each value
 * against the field's type and allowed values for the filing year. Built for validating large
 * files line by line (e.g. in a worker): the per-field checks for each (year, record kind) are
 * compiled once and cached, and the hot path (`parseFast`) reads each character once, checks a
 * field while looking for its end and cuts the value out only then. `parseBySplit` (split, then
 * one check per value) is the reference it must agree with; tests compare the two on mutated
 * rows, and rows with the wrong number of fields are always reported by the reference.
 *
 * What is accepted, exactly (the platform's own format check may be more lenient in places,
 * e.g. about leading zeros, exponents or spaces; none of this is relaxed here without evidence):
 * - integer: an optional `-` and one or more ASCII digits; no `+`, spaces, decimal point or
 *   exponent (`1e5`), leading zeros allowed (`007`);
 * - decimal: an optional `-`, ASCII digits with at most one `.` and at least one digit (`.5` and
 *   `5.` pass); no `+`, spaces, thousands separators or exponent;
 * - code: exactly one of the field's codes as written in the schema: numeric codes without
 *   leading zeros (`01` fails where `1` is a code), no spaces, `+` or decimal point (`1.0`);
 * - date: eight ASCII digits forming a real calendar date YYYYMMDD;
 * - alphanumeric (LEI, ULI): ASCII letters and digits only, either case;
 * - `NA` and `Exempt` only where the field allows them, and only with that exact case;
 * - a blank value only where the field may be left blank; text fields take anything else.
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
  /** `codeStrings[n]` is the code `n` as written (one string for every row: no copy). */
  readonly codeStrings: readonly string[] | null
  /** For any other codes. */
  readonly codeSet: ReadonlySet<string> | null
  readonly field: FieldDef
  readonly expected: string
}

const CANONICAL_NUMBER = /^(0|[1-9][0-9]{0,5})$/

function compileField(field: FieldDef): Checker {
  let codeTable: Uint8Array | null = null
  let codeStrings: string[] | null = null
  let codeSet: ReadonlySet<string> | null = null
  if (field.type === 'code') {
    const values = (field.codes ?? []).map((code) => code.value)
    if (values.every((v) => CANONICAL_NUMBER.test(v))) {
      const numbers = values.map(Number)
      codeTable = new Uint8Array(Math.max(0, ...numbers) + 1)
      for (const n of numbers) codeTable[n] = 1
      codeStrings = Array.from({ length: codeTable.length }, (_, n) => String(n))
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
    codeStrings,
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

/** The field-count error of a row with `found` fields. */
function fieldCountError(record: CompiledRecord, found: number): FormatError {
  return {
    kind: 'fieldCount',
    fieldIndex: -1,
    fieldName: record.countFieldName,
    value: String(found),
    expected: record.countExpected,
  }
}

/**
 * The reference implementation for a cleaned line (see `cleanLine`): `split('|')`, then every
 * value checked on its own. The fast path
 * (`parseFast`) must give the same result for every line; tests compare the two.
 */
function parseBySplit(record: CompiledRecord, line: string): ParsedRow {
  const values = line.split('|')
  const checkers = record.checkers
  if (values.length !== checkers.length) {
    return { values, errors: [fieldCountError(record, values.length)] }
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

const PIPE = 124
const MINUS = 45
const POINT = 46

// The row hash (two independent 32-bit hashes of the row's text): what the syntactical edits use
// to find identical rows (S305). An ASCII row is hashed four characters at a time (a word of
// their codes, the first in the low byte), and its last one to three characters one by one:
// `hashRange` reads the characters, `hashAsciiBytes` the same row's bytes, with the same result.
// A row with any other character is hashed one UTF-16 code unit at a time (it can never be
// identical to an ASCII row). Computing this after the parse, a word at a time, costs about a
// quarter of hashing each character while parsing (the chain of multiplications is what limits).
const HASH_A = 0x811c9dc5 | 0
const HASH_B = 0x9747b28c | 0
const MUL_A = 0x01000193
const MUL_B = 0x5bd1e995
// Word mixing of the first hash (as MurmurHash3's body): every bit of a word reaches every bit.
const MIX_1 = 0xcc9e2d51 | 0
const MIX_2 = 0x1b873593 | 0

/** Ends a row hash: mixes the bits of both words. */
function finishHash(a: number, b: number, out: Int32Array): void {
  a ^= a >>> 16
  a = Math.imul(a, 0x7feb352d)
  a ^= a >>> 15
  b = Math.imul(b ^ (b >>> 15), 0x85ebca6b)
  out[0] = a | 0
  out[1] = (b ^ (b >>> 13)) | 0
}

/** The row hash of a text with a character beyond ASCII: FNV-1a and multiply-rotate per unit. */
function hashUnits(text: string, from: number, to: number, out: Int32Array): void {
  let a = HASH_A
  let b = HASH_B
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, MUL_A)
    b = Math.imul(b ^ c, MUL_B)
    b = (b << 13) | (b >>> 19)
  }
  finishHash(a, b, out)
}

/** The row hash of `text.slice(from, to)` into `out[0]` and `out[1]` (see above). */
export function hashRange(text: string, from: number, to: number, out: Int32Array): void {
  let a = HASH_A
  let b = HASH_B
  let i = from
  for (const words = to - ((to - from) & 3); i < words; i += 4) {
    const c0 = text.charCodeAt(i)
    const c1 = text.charCodeAt(i + 1)
    const c2 = text.charCodeAt(i + 2)
    const c3 = text.charCodeAt(i + 3)
    if ((c0 | c1 | c2 | c3) > 127) {
      hashUnits(text, from, to, out)
      return
    }
    const w = c0 | (c1 << 8) | (c2 << 16) | (c3 << 24)
    let k = Math.imul(w, MIX_1)
    k = Math.imul((k << 15) | (k >>> 17), MIX_2)
    a ^= k
    a = (Math.imul((a << 13) | (a >>> 19), 5) + 0xe6546b64) | 0
    b = Math.imul(b ^ w, MUL_B)
    b = (b << 13) | (b >>> 19)
  }
  for (; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c > 127) {
      hashUnits(text, from, to, out)
      return
    }
    a = Math.imul(a ^ c, MUL_A)
    b = Math.imul(b ^ c, MUL_B)
    b = (b << 13) | (b >>> 19)
  }
  finishHash(a, b, out)
}

/**
 * `hashRange` of an ASCII text read from its bytes (`bytes[i]` is `text.charCodeAt(i)`; see
 * `isAsciiText`): the same hash, from the bytes of `from` (inclusive) to `to` (exclusive).
 */
export function hashAsciiBytes(bytes: Uint8Array, from: number, to: number, out: Int32Array): void {
  let a = HASH_A
  let b = HASH_B
  let i = from
  for (const words = to - ((to - from) & 3); i < words; i += 4) {
    const w =
      (bytes[i] as number) |
      ((bytes[i + 1] as number) << 8) |
      ((bytes[i + 2] as number) << 16) |
      ((bytes[i + 3] as number) << 24)
    let k = Math.imul(w, MIX_1)
    k = Math.imul((k << 15) | (k >>> 17), MIX_2)
    a ^= k
    a = (Math.imul((a << 13) | (a >>> 19), 5) + 0xe6546b64) | 0
    b = Math.imul(b ^ w, MUL_B)
    b = (b << 13) | (b >>> 19)
  }
  for (; i < to; i++) {
    const c = bytes[i] as number
    a = Math.imul(a ^ c, MUL_A)
    b = Math.imul(b ^ c, MUL_B)
    b = (b << 13) | (b >>> 19)
  }
  finishHash(a, b, out)
}

/**
 * One pass over the line's characters: each field is checked while its end is looked for, and
 * only then cut out. Returns null when the row does not have the expected number of fields (the
 * caller then takes the reference path, which reports it).
 */
function parseFast(
  record: CompiledRecord,
  line: string,
  from: number,
  len: number,
): ParsedRow | null {
  const checkers = record.checkers
  const n = checkers.length
  const values = new Array<string>(n)
  let errors: FormatError[] | null = null
  let p = from
  for (let i = 0; i < n; i++) {
    if (p > len) return null // the line ended before the last field
    const check = checkers[i] as Checker
    const start = p
    let ok = true
    let c: number
    /** The value of a valid code written as a plain number, else -1. */
    let codeValue = -1
    switch (check.type) {
      case CODE: {
        const table = check.codeTable
        if (table !== null) {
          let code = 0
          for (; p < len; p++) {
            c = line.charCodeAt(p)
            if (c === PIPE) break
            c -= 48
            if (c < 0 || c > 9) ok = false
            else code = code * 10 + c
          }
          const length = p - start
          ok =
            ok &&
            length > 0 &&
            length <= 7 &&
            (length === 1 || line.charCodeAt(start) !== 48) &&
            code < table.length &&
            table[code] === 1
          if (ok) codeValue = code
        } else {
          for (; p < len; p++) {
            c = line.charCodeAt(p)
            if (c === PIPE) break
          }
          ok = check.codeSet?.has(line.slice(start, p)) ?? false
        }
        break
      }
      case INTEGER: {
        let digitsFrom = p
        for (; p < len; p++) {
          c = line.charCodeAt(p)
          if (c === PIPE) break
          if (c < 48 || c > 57) {
            if (c === MINUS && p === start) digitsFrom++
            else ok = false
          }
        }
        if (p === digitsFrom) ok = false
        break
      }
      case DECIMAL: {
        let digits = 0
        let point = false
        for (; p < len; p++) {
          c = line.charCodeAt(p)
          if (c === PIPE) break
          if (c >= 48 && c <= 57) digits++
          else if (c === POINT && !point) point = true
          else if (c !== MINUS || p !== start) ok = false
        }
        if (digits === 0) ok = false
        break
      }
      case ALPHANUMERIC:
        for (; p < len; p++) {
          c = line.charCodeAt(p)
          if (c === PIPE) break
          if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122))) ok = false
        }
        break
      case DATE:
        for (; p < len; p++) {
          c = line.charCodeAt(p)
          if (c === PIPE) break
        }
        ok = false // decided below, on the value
        break
      default:
        // text: anything but blank (most text fields are short or empty: a loop is cheaper
        // than a call to indexOf)
        for (; p < len; p++) {
          c = line.charCodeAt(p)
          if (c === PIPE) break
        }
    }
    // (V8 returns one-character values from its table of single-character strings.)
    // Codes, NA and Exempt are the same strings on every row: they are not copied out.
    const length = p - start
    let value: string
    if (length === 0) value = ''
    else if (codeValue >= 0) value = (check.codeStrings as readonly string[])[codeValue] as string
    else if (ok) value = line.slice(start, p)
    else if (
      length === 2 &&
      check.allowNA &&
      line.charCodeAt(start) === 78 && // N
      line.charCodeAt(start + 1) === 65 // A
    ) {
      value = 'NA'
    } else if (length === 6 && check.allowExempt && line.startsWith('Exempt', start)) {
      value = 'Exempt'
    } else value = line.slice(start, p)
    values[i] = value
    p++
    if (value === '') {
      if (!check.allowBlank) ok = false
      else continue
    } else if (check.type === DATE) {
      ok = isDate(value)
    }
    if (ok || (check.allowNA && value === 'NA') || (check.allowExempt && value === 'Exempt')) {
      continue
    }
    errors ??= []
    errors.push({
      kind: value === '' ? 'required' : (TYPE_ERROR_KINDS[check.type] ?? 'required'),
      fieldIndex: i,
      fieldName: check.field.name,
      value,
      expected: check.expected,
    })
  }
  if (p <= len) return null // more fields than expected (a '|' after the last one)
  return { values, errors: errors ?? NO_ERRORS }
}

/**
 * `parseFast` reading the character codes from `bytes`, where `bytes[i]` is
 * `line.charCodeAt(i)` (an ASCII text and its bytes): typed-array reads are about twice as fast.
 * Values are still cut out of `line`. Keep in step with `parseFast`: tests compare the two.
 */
function parseFastBytes(
  record: CompiledRecord,
  line: string,
  bytes: Uint8Array,
  from: number,
  len: number,
): ParsedRow | null {
  const checkers = record.checkers
  const n = checkers.length
  const values = new Array<string>(n)
  let errors: FormatError[] | null = null
  let p = from
  for (let i = 0; i < n; i++) {
    if (p > len) return null // the line ended before the last field
    const check = checkers[i] as Checker
    const start = p
    let ok = true
    let c: number
    /** The value of a valid code written as a plain number, else -1. */
    let codeValue = -1
    switch (check.type) {
      case CODE: {
        const table = check.codeTable
        if (table !== null) {
          let code = 0
          for (; p < len; p++) {
            c = bytes[p] as number
            if (c === PIPE) break
            c -= 48
            if (c < 0 || c > 9) ok = false
            else code = code * 10 + c
          }
          const length = p - start
          ok =
            ok &&
            length > 0 &&
            length <= 7 &&
            (length === 1 || (bytes[start] as number) !== 48) &&
            code < table.length &&
            table[code] === 1
          if (ok) codeValue = code
        } else {
          for (; p < len; p++) {
            c = bytes[p] as number
            if (c === PIPE) break
          }
          ok = check.codeSet?.has(line.slice(start, p)) ?? false
        }
        break
      }
      case INTEGER: {
        let digitsFrom = p
        for (; p < len; p++) {
          c = bytes[p] as number
          if (c === PIPE) break
          if (c < 48 || c > 57) {
            if (c === MINUS && p === start) digitsFrom++
            else ok = false
          }
        }
        if (p === digitsFrom) ok = false
        break
      }
      case DECIMAL: {
        let digits = 0
        let point = false
        for (; p < len; p++) {
          c = bytes[p] as number
          if (c === PIPE) break
          if (c >= 48 && c <= 57) digits++
          else if (c === POINT && !point) point = true
          else if (c !== MINUS || p !== start) ok = false
        }
        if (digits === 0) ok = false
        break
      }
      case ALPHANUMERIC:
        for (; p < len; p++) {
          c = bytes[p] as number
          if (c === PIPE) break
          if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122))) ok = false
        }
        break
      case DATE:
        for (; p < len; p++) {
          c = bytes[p] as number
          if (c === PIPE) break
        }
        ok = false // decided below, on the value
        break
      default:
        // text: anything but blank (most text fields are short or empty: a loop is cheaper
        // than a call to indexOf)
        for (; p < len; p++) {
          c = bytes[p] as number
          if (c === PIPE) break
        }
    }
    // (V8 returns one-character values from its table of single-character strings.)
    // Codes, NA and Exempt are the same strings on every row: they are not copied out.
    const length = p - start
    let value: string
    if (length === 0) value = ''
    else if (codeValue >= 0) value = (check.codeStrings as readonly string[])[codeValue] as string
    else if (ok) value = line.slice(start, p)
    else if (
      length === 2 &&
      check.allowNA &&
      (bytes[start] as number) === 78 && // N
      (bytes[start + 1] as number) === 65 // A
    ) {
      value = 'NA'
    } else if (length === 6 && check.allowExempt && line.startsWith('Exempt', start)) {
      value = 'Exempt'
    } else value = line.slice(start, p)
    values[i] = value
    p++
    if (value === '') {
      if (!check.allowBlank) ok = false
      else continue
    } else if (check.type === DATE) {
      ok = isDate(value)
    }
    if (ok || (check.allowNA && value === 'NA') || (check.allowExempt && value === 'Exempt')) {
      continue
    }
    errors ??= []
    errors.push({
      kind: value === '' ? 'required' : (TYPE_ERROR_KINDS[check.type] ?? 'required'),
      fieldIndex: i,
      fieldName: check.field.name,
      value,
      expected: check.expected,
    })
  }
  if (p <= len) return null // more fields than expected (a '|' after the last one)
  return { values, errors: errors ?? NO_ERRORS }
}

/**
 * Parses `text.slice(from, to)` (a trailing CR and a leading BOM removed) without cutting it out
 * of `text` when it is well formed.
 */
function parseWith(record: CompiledRecord, text: string, from = 0, to = text.length): ParsedRow {
  const end = to > from && text.charCodeAt(to - 1) === 13 ? to - 1 : to
  const start = end > from && text.charCodeAt(from) === 0xfeff ? from + 1 : from
  const parsed = parseFast(record, text, start, end)
  return parsed ?? parseBySplit(record, text.slice(start, end))
}

/** `parseWith` for an ASCII `text` whose bytes are `bytes` (see `parseFastBytes`). */
function parseWithBytes(
  record: CompiledRecord,
  text: string,
  bytes: Uint8Array,
  from: number,
  to: number,
): ParsedRow {
  // No byte-order mark in ASCII text: only a carriage return to remove.
  const end = to > from && bytes[to - 1] === 13 ? to - 1 : to
  const parsed = parseFastBytes(record, text, bytes, from, end)
  return parsed ?? parseBySplit(record, text.slice(from, end))
}

/**
 * The row hash (see `hashRange`) of `text.slice(from, to)`, e.g. the range last given to a range
 * parser (`createRangeParser`), into `out[0]` and `out[1]`.
 */
export function rowHashOf(text: string, from: number, to: number, out: Int32Array): void {
  hashRange(text, from, to, out)
}

/** The reference parser (split, then one check per value), for tests of the fast path. */
export function parseRowBySplit(line: string, year: number, kind: RecordKind): ParsedRow {
  return parseBySplit(compileRecord(toFilingYear(year), kind), cleanLine(line))
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

/**
 * `createRowParser` for rows given as a range of a larger text: the row is
 * `text.slice(from, to)`, but is only cut out when it has the wrong number of fields.
 */
export function createRangeParser(
  year: number,
  kind: RecordKind,
): (text: string, from: number, to: number) => ParsedRow {
  const record = compileRecord(toFilingYear(year), kind)
  return (text, from, to) => parseWith(record, text, from, to)
}

/**
 * `createRangeParser` for an ASCII text given with its bytes (`bytes[i]` is
 * `text.charCodeAt(i)` for every `i`; see `isAsciiText`), read from the bytes.
 */
export function createByteRangeParser(
  year: number,
  kind: RecordKind,
): (text: string, bytes: Uint8Array, from: number, to: number) => ParsedRow {
  const record = compileRecord(toFilingYear(year), kind)
  return (text, bytes, from, to) => parseWithBytes(record, text, bytes, from, to)
}

/**
 * Whether `bytes`, decoded as UTF-8 into `text`, are ASCII (then `bytes[i]` is
 * `text.charCodeAt(i)`), read four bytes at a time.
 */
export function isAsciiText(text: string, bytes: Uint8Array): boolean {
  if (text.length !== bytes.length) return false
  let high = 0
  let words = 0
  if (bytes.byteOffset % 4 === 0) {
    words = Math.floor(bytes.length / 4)
    const view = new Uint32Array(bytes.buffer, bytes.byteOffset, words)
    for (let i = 0; i < words; i++) high |= view[i] as number
  }
  for (let i = words * 4; i < bytes.length; i++) high |= bytes[i] as number
  return (high & 0x80808080) === 0
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

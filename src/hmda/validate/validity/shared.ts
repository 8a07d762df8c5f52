/**
 * Predicates shared by every validity rule (V600–V799, rulesA*.ts and rulesB*.ts). They take raw
 * field values (a field missing from a short row reads as undefined), look at characters by code
 * and never allocate, so they can run on every row of a large file.
 */
import { LAR_INDEX } from '../../schema'
import type { RecordKind } from '../../types'
import type { RuleContext, ValidityRule } from '../types'

export type Values = readonly string[]
export type Check = (values: Values, context: RuleContext) => boolean

function rule(id: string, record: RecordKind, check: Check): ValidityRule {
  return Object.freeze({ id, record, check })
}

export function larRule(id: string, check: Check): ValidityRule {
  return rule(id, 'lar', check)
}

export function tsRule(id: string, check: Check): ValidityRule {
  return rule(id, 'ts', check)
}

/** Longest code written as a plain number that `CodeSet` looks up in its table. */
const TABLE_CODE_DIGITS = 4

/**
 * The value of `v` when it is a plain number of 1–4 digits without a leading zero (`0`, `7`,
 * `31`, `1111`), otherwise -1.
 */
function plainNumber(v: string): number {
  const len = v.length
  if (len === 0 || len > TABLE_CODE_DIGITS || (len > 1 && v.charCodeAt(0) === 48)) return -1
  let n = 0
  for (let i = 0; i < len; i++) {
    const d = v.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    n = n * 10 + d
  }
  return n
}

/**
 * A set of codes that answers `has` for codes written as plain numbers from a byte table, without
 * hashing the value (values are new strings on every row, so a Set would hash each one); other
 * values are looked up in the set itself. It behaves exactly like a Set of the same strings.
 */
class CodeSet extends Set<string> {
  private readonly table: Uint8Array

  constructor(codes: readonly string[]) {
    super(codes)
    let max = -1
    for (const code of codes) max = Math.max(max, plainNumber(code))
    this.table = new Uint8Array(max + 1)
    for (const code of codes) {
      const n = plainNumber(code)
      if (n >= 0) this.table[n] = 1
    }
  }

  override has(v: string): boolean {
    const n = plainNumber(v)
    if (n < 0) return super.has(v)
    return n < this.table.length && this.table[n] === 1
  }
}

/** A set of exact string values, built once at module load. */
export function codeSet(...codes: readonly (string | number)[]): ReadonlySet<string> {
  return new CodeSet(codes.map(String))
}

/** Codes `from` to `to`, both included, as strings. */
export function codeRange(from: number, to: number): string[] {
  const codes: string[] = []
  for (let code = from; code <= to; code += 1) codes.push(String(code))
  return codes
}

export function inSet(set: ReadonlySet<string>, v: string | undefined): boolean {
  return v !== undefined && set.has(v)
}

/** Empty or missing. */
export function isBlank(v: string | undefined): boolean {
  return v === undefined || v === ''
}

export function isFilled(v: string | undefined): v is string {
  return v !== undefined && v !== ''
}

/** Empty, missing or made of spaces and tabs only. */
export function isBlankText(v: string | undefined): boolean {
  if (v === undefined) return true
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c !== 32 && c !== 9) return false
  }
  return true
}

export function isExemptOrNA(v: string | undefined): boolean {
  return v === 'Exempt' || v === 'NA'
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57
}

function isAlnumCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

/** Non-empty and made of ASCII letters and digits only. */
export function isAlphanumeric(v: string | undefined): v is string {
  if (v === undefined || v.length === 0) return false
  for (let i = 0; i < v.length; i++) if (!isAlnumCode(v.charCodeAt(i))) return false
  return true
}

/** Whether `v` equals `upper` (written in capitals) when its ASCII letters are capitalised. */
export function equalsIgnoringCase(v: string, upper: string): boolean {
  if (v.length !== upper.length) return false
  for (let i = 0; i < v.length; i++) {
    let c = v.charCodeAt(i)
    if (c >= 97 && c <= 122) c -= 32
    if (c !== upper.charCodeAt(i)) return false
  }
  return true
}

/** One or more digits and nothing else. */
export function isDigits(v: string | undefined): v is string {
  if (v === undefined || v.length === 0) return false
  for (let i = 0; i < v.length; i++) if (!isDigitCode(v.charCodeAt(i))) return false
  return true
}

/** Non-empty and made of the digit 0 only (`0`, `000`). */
export function isAllZeros(v: string | undefined): boolean {
  if (v === undefined || v.length === 0) return false
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) !== 48) return false
  return true
}

/** Yes (1), no (2) or the exemption code. */
export function isYesNoOrExempt(v: string | undefined): boolean {
  return v === '1' || v === '2' || v === '1111'
}

/** Exactly `length` digits. */
export function isDigitsOfLength(v: string | undefined, length: number): boolean {
  if (v === undefined || v.length !== length) return false
  for (let i = 0; i < length; i++) if (!isDigitCode(v.charCodeAt(i))) return false
  return true
}

/**
 * Whether `v` has digits at `from` (inclusive) to `to` (exclusive). The caller checks the length.
 */
function digitsBetween(v: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isDigitCode(v.charCodeAt(i))) return false
  return true
}

/** Digits in groups separated by hyphens, e.g. groups [3, 3, 4] for `999-999-9999`. */
function isDigitGroups(v: string | undefined, g1: number, g2: number, g3 = 0): boolean {
  if (v === undefined) return false
  const total = g1 + 1 + g2 + (g3 > 0 ? 1 + g3 : 0)
  if (v.length !== total) return false
  if (!digitsBetween(v, 0, g1) || v.charCodeAt(g1) !== 45) return false
  const second = g1 + 1
  if (!digitsBetween(v, second, second + g2)) return false
  if (g3 === 0) return true
  const third = second + g2 + 1
  return v.charCodeAt(third - 1) === 45 && digitsBetween(v, third, third + g3)
}

/** A telephone number written 999-999-9999. */
export function isPhone(v: string | undefined): boolean {
  return isDigitGroups(v, 3, 3, 4)
}

/** A federal taxpayer identification number written 99-9999999. */
export function isTaxId(v: string | undefined): boolean {
  return isDigitGroups(v, 2, 7)
}

/** A ZIP code written 12345 or 12345-1234. */
export function isZip(v: string | undefined): boolean {
  return isDigitsOfLength(v, 5) || isDigitGroups(v, 5, 4)
}

const NOT_A_NUMBER = -2

/**
 * The sign of a plain number without converting it: 1 above zero, 0 zero, -1 below zero, or
 * NOT_A_NUMBER. A plain number is an optional minus sign and digits with, when `decimal` is set,
 * at most one decimal point; it has at least one digit.
 */
function signOf(v: string | undefined, decimal: boolean): number {
  if (v === undefined) return NOT_A_NUMBER
  const len = v.length
  const negative = len > 0 && v.charCodeAt(0) === 45
  let digits = 0
  let nonZero = false
  let point = !decimal
  for (let i = negative ? 1 : 0; i < len; i++) {
    const c = v.charCodeAt(i)
    if (isDigitCode(c)) {
      digits++
      if (c !== 48) nonZero = true
    } else if (c === 46 && !point) point = true
    else return NOT_A_NUMBER
  }
  if (digits === 0) return NOT_A_NUMBER
  return nonZero ? (negative ? -1 : 1) : 0
}

/** An optional minus sign and one or more digits. */
export function isInteger(v: string | undefined): v is string {
  return signOf(v, false) !== NOT_A_NUMBER
}

/** A whole number above zero: digits only (no minus sign), not all zeros. */
export function isIntegerAboveZero(v: string | undefined): boolean {
  return signOf(v, false) === 1
}

/** A plain number (optional minus sign, digits, at most one decimal point). */
export function isNumber(v: string | undefined): v is string {
  return signOf(v, true) !== NOT_A_NUMBER
}

export function isNumberAtLeastZero(v: string | undefined): boolean {
  return signOf(v, true) >= 0
}

export function isNumberAboveZero(v: string | undefined): boolean {
  return signOf(v, true) === 1
}

const DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

/** Value of `length` digits from `from`, which the caller has checked are digits. */
function digitValue(v: string, from: number, length: number): number {
  let n = 0
  for (let i = from; i < from + length; i++) n = n * 10 + v.charCodeAt(i) - 48
  return n
}

/** A real calendar date written YYYYMMDD. */
export function isDateYYYYMMDD(v: string | undefined): v is string {
  if (v === undefined || v.length !== 8) return false
  let year = 0
  let month = 0
  let day = 0
  for (let i = 0; i < 8; i++) {
    const d = v.charCodeAt(i) - 48
    if (d < 0 || d > 9) return false
    if (i < 4) year = year * 10 + d
    else if (i < 6) month = month * 10 + d
    else day = day * 10 + d
  }
  if (month < 1 || month > 12 || day < 1) return false
  if (month === 2 && day === 29) {
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  }
  return day <= (DAYS_IN_MONTH[month] ?? 0)
}

/** The first four characters of `v` are the digits of `year` (no substring is created). */
export function startsWithYear(v: string | undefined, year: number): boolean {
  if (v === undefined || v.length < 4) return false
  return digitsBetween(v, 0, 4) && digitValue(v, 0, 4) === year
}

/** Whether the non-empty values among `a`–`e` are all different. */
export function distinctWhenFilled(
  a: string | undefined,
  b: string | undefined,
  c: string | undefined,
  d: string | undefined,
  e: string | undefined,
): boolean {
  if (!isBlank(a) && (a === b || a === c || a === d || a === e)) return false
  if (!isBlank(b) && (b === c || b === d || b === e)) return false
  if (!isBlank(c) && (c === d || c === e)) return false
  return isBlank(d) || d !== e
}

/**
 * The two-letter postal codes of the states, the District of Columbia and the territories and
 * freely associated states that have US ZIP codes.
 */
export const STATE_CODES: ReadonlySet<string> = codeSet(
  ...(
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS FM GU MH MP PW PR VI'
  ).split(' '),
)

const ETHNICITY_1 = LAR_INDEX.ethnicityApplicant1
const RACE_1 = LAR_INDEX.raceApplicant1
const SEX = LAR_INDEX.sexApplicant
const CO_ETHNICITY_1 = LAR_INDEX.ethnicityCoApplicant1
const CO_RACE_1 = LAR_INDEX.raceCoApplicant1
const CO_SEX = LAR_INDEX.sexCoApplicant

/** Ethnicity 1 is 4, race 1 is 7 and sex is 4: the applicant is not a natural person. */
export function applicantNotNatural(v: Values): boolean {
  return v[ETHNICITY_1] === '4' && v[RACE_1] === '7' && v[SEX] === '4'
}

/** The same codes for the co-applicant. */
export function coApplicantNotNatural(v: Values): boolean {
  return v[CO_ETHNICITY_1] === '4' && v[CO_RACE_1] === '7' && v[CO_SEX] === '4'
}

/** Co-applicant ethnicity 1 is 5, race 1 is 8 and sex is 5: there is no co-applicant. */
export function noCoApplicant(v: Values): boolean {
  return v[CO_ETHNICITY_1] === '5' && v[CO_RACE_1] === '8' && v[CO_SEX] === '5'
}

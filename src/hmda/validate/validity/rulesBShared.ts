/**
 * Small predicates shared by the validity rules V660–V799 (rulesB*.ts). They take raw field
 * values (a missing field reads as undefined) and never allocate.
 */
import { LAR_INDEX } from '../../schema'
import type { RecordKind } from '../../types'
import type { RuleContext, ValidityRule } from '../types'

export type Values = readonly string[]
export type Check = (values: Values, context: RuleContext) => boolean

export function larRule(id: string, check: Check): ValidityRule {
  return Object.freeze({ id, record: 'lar' as RecordKind, check })
}

export function tsRule(id: string, check: Check): ValidityRule {
  return Object.freeze({ id, record: 'ts' as RecordKind, check })
}

/** A set of exact string values, built once at module load. */
export function codeSet(...codes: readonly (string | number)[]): ReadonlySet<string> {
  return new Set(codes.map(String))
}

/** Codes `from` to `to`, both included, as strings. */
export function codeRange(from: number, to: number): string[] {
  const codes: string[] = []
  for (let code = from; code <= to; code += 1) codes.push(String(code))
  return codes
}

export function isBlank(v: string | undefined): boolean {
  return v === undefined || v === ''
}

export function isFilled(v: string | undefined): v is string {
  return v !== undefined && v !== ''
}

export function isExemptOrNA(v: string | undefined): boolean {
  return v === 'Exempt' || v === 'NA'
}

const NOT_A_NUMBER = -2

/**
 * The sign of a plain number without converting it: 1 above zero, 0 zero, -1 below zero, or
 * NOT_A_NUMBER. A plain number is an optional minus sign and digits, with at most one decimal
 * point when `decimal` is set.
 */
function signOf(v: string | undefined, decimal: boolean): number {
  if (v === undefined) return NOT_A_NUMBER
  const len = v.length
  const negative = v.charCodeAt(0) === 45
  let digits = 0
  let nonZero = false
  let point = !decimal
  for (let i = negative ? 1 : 0; i < len; i++) {
    const c = v.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      digits++
      if (c !== 48) nonZero = true
    } else if (c === 46 && !point) point = true
    else return NOT_A_NUMBER
  }
  if (digits === 0) return NOT_A_NUMBER
  return nonZero ? (negative ? -1 : 1) : 0
}

/** An optional minus sign followed by one or more digits. */
export function isInteger(v: string | undefined): v is string {
  return signOf(v, false) !== NOT_A_NUMBER
}

/** One or more digits and nothing else. */
export function isDigits(v: string | undefined): v is string {
  if (v === undefined || v.length === 0) return false
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/** A plain number: optional minus sign, digits, at most one decimal point, at least one digit. */
export function isNumber(v: string | undefined): v is string {
  return signOf(v, true) !== NOT_A_NUMBER
}

export function isNumberAtLeastZero(v: string | undefined): boolean {
  return signOf(v, true) >= 0
}

export function isNumberAboveZero(v: string | undefined): boolean {
  return signOf(v, true) === 1
}

export function isIntegerAboveZero(v: string | undefined): boolean {
  return signOf(v, false) === 1
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

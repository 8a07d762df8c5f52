/**
 * Check digits of HMDA Universal Loan Identifiers (ULIs): ISO/IEC 7064 MOD 97-10, the scheme
 * the HMDA rule prescribes (Regulation C, appendix C).
 *
 * A ULI is the institution's 20-character LEI, a loan number of 1 to 23 letters and digits, and
 * two check digits. For the check, each letter becomes a two-digit number (A = 10 … Z = 35, case
 * is ignored) and each digit stays, which gives one long decimal number N:
 *
 * - check digits of a loan ID = 98 − ((N(loan ID) × 100) mod 97), written as two digits;
 * - a ULI is valid when N(ULI) mod 97 = 1.
 *
 * Pure functions without DOM access: the batch screen runs them a million times in a worker.
 */

/** Length of a Legal Entity Identifier, the start of every loan ID. */
export const LEI_LENGTH = 20
/** A loan ID is an LEI and a loan number of 1 to 23 characters. */
export const LOAN_ID_MIN_LENGTH = 21
export const LOAN_ID_MAX_LENGTH = 43
/** A ULI is a loan ID and two check digits. */
export const ULI_MIN_LENGTH = LOAN_ID_MIN_LENGTH + 2
export const ULI_MAX_LENGTH = LOAN_ID_MAX_LENGTH + 2

/**
 * Chunked arithmetic: the remainder is reduced only once it passes this bound, so several
 * characters are folded in per `%`. Below it, r × 100 + 35 < 2^30 stays a small integer, which
 * JavaScript engines handle fastest.
 */
const REDUCE_ABOVE = 10_000_000

/** Character codes. */
const ZERO = 48
const NINE = 57
const UPPER_A = 65
const UPPER_Z = 90
const LOWER_A = 97
const LOWER_Z = 122

/**
 * N mod 97, where N is the number formed by the converted characters of `s` (digits stay,
 * letters become 10..35). `s` must contain only ASCII letters and digits; returns -1 otherwise.
 */
export function mod97(s: string): number {
  let r = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= ZERO && c <= NINE) r = r * 10 + (c - ZERO)
    else if (c >= UPPER_A && c <= UPPER_Z) r = r * 100 + (c - UPPER_A + 10)
    else if (c >= LOWER_A && c <= LOWER_Z) r = r * 100 + (c - LOWER_A + 10)
    else return -1
    if (r >= REDUCE_ABOVE) r %= 97
  }
  return r % 97
}

/** The decimal digit string of `s` (A → "10" … Z → "35"), for display and tests. */
export function toDigitString(s: string): string {
  let out = ''
  for (const ch of s) {
    const c = ch.charCodeAt(0)
    if (c >= ZERO && c <= NINE) out += ch
    else if (c >= UPPER_A && c <= UPPER_Z) out += String(c - UPPER_A + 10)
    else if (c >= LOWER_A && c <= LOWER_Z) out += String(c - LOWER_A + 10)
    else throw new RangeError(`Not a letter or digit: ${JSON.stringify(ch)}`)
  }
  return out
}

const isAlphanumeric = (c: number) =>
  (c >= ZERO && c <= NINE) || (c >= UPPER_A && c <= UPPER_Z) || (c >= LOWER_A && c <= LOWER_Z)

/** How a character is named in a message: visible characters quoted, others described. */
export function describeCharacter(ch: string): string {
  if (ch === ' ') return 'a space'
  if (ch === '\t') return 'a tab'
  if (ch === '\u00a0') return 'a non-breaking space'
  if (ch === '\ufffd') return 'an unreadable character (U+FFFD)'
  const code = ch.codePointAt(0) ?? 0
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  if (code < 32 || (code >= 127 && code < 160) || /\s/.test(ch))
    return `an invisible character (${hex})`
  return `“${ch}”`
}

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

interface Rules {
  /** How the value is named in messages ("loan ID", "ULI"). */
  name: string
  min: number
  max: number
  /** What the shortest value is made of, to explain the minimum. */
  minReason: string
}

const LOAN_ID_RULES: Rules = {
  name: 'loan ID',
  min: LOAN_ID_MIN_LENGTH,
  max: LOAN_ID_MAX_LENGTH,
  minReason: 'the 20-character LEI and a loan number of at least 1 character',
}

const ULI_RULES: Rules = {
  name: 'ULI',
  min: ULI_MIN_LENGTH,
  max: ULI_MAX_LENGTH,
  minReason: 'the 20-character LEI, a loan number of at least 1 character and 2 check digits',
}

/**
 * Checks `raw` against `rules`, ignoring whitespace around it. `length` is the value's true
 * length when `raw` is a cut-off prefix of a longer line (batch files).
 */
function validate(raw: string, rules: Rules, length?: number): string | null {
  const value = raw.trim()
  if (value === '') return `Enter a ${rules.name}.`
  const lead = raw.length - raw.trimStart().length
  for (let i = 0; i < value.length; i++) {
    if (!isAlphanumeric(value.charCodeAt(i))) {
      const ch = String.fromCodePoint(value.codePointAt(i) ?? 0)
      return (
        `The ${rules.name} contains ${describeCharacter(ch)} at position ${lead + i + 1}. ` +
        'Use only letters (A–Z) and digits (0–9).'
      )
    }
  }
  const n = Math.max(value.length, (length ?? 0) - (raw.length - value.length))
  if (n < rules.min) {
    return (
      `The ${rules.name} has ${plural(n, 'character')}; it needs at least ${rules.min}: ` +
      `${rules.minReason}.`
    )
  }
  if (n > rules.max) {
    return `The ${rules.name} has ${plural(n, 'character')}; it can have at most ${rules.max}.`
  }
  return null
}

/**
 * What is wrong with a loan ID (LEI + loan number: 21–43 letters and digits), or null when it
 * is well formed. Whitespace around the value is ignored.
 */
export function validateLoanId(loanId: string, length?: number): string | null {
  return validate(loanId, LOAN_ID_RULES, length)
}

/**
 * What is wrong with the form of a ULI (23–45 letters and digits, the last two of them digits),
 * or null when it is well formed. Whether its check digits match is `isValidUli`'s question.
 */
export function validateUli(uli: string, length?: number): string | null {
  const error = validate(uli, ULI_RULES, length)
  if (error) return error
  const end = uli.trim().slice(-2)
  if (!/^[0-9]{2}$/.test(end)) {
    return `The ULI ends in “${end}”: its last two characters are the check digits and must be digits (0–9).`
  }
  return null
}

/**
 * The two check digits of a loan ID, "02" to "98". Whitespace around the
 * loan ID is ignored; throws a RangeError with the validation message when it is not well formed.
 */
export function generateCheckDigit(loanId: string): string {
  const error = validateLoanId(loanId)
  if (error) throw new RangeError(error)
  return checkDigitsOf(loanId.trim())
}

/** Check digits of a loan ID that is known to be well formed (no validation, no trimming). */
export function checkDigitsOf(loanId: string): string {
  const cd = 98 - ((mod97(loanId) * 100) % 97)
  return cd < 10 ? `0${cd}` : String(cd)
}

/** The full ULI of a loan ID: the loan ID (as given, trimmed) followed by its check digits. */
export function makeUli(loanId: string): string {
  return loanId.trim() + generateCheckDigit(loanId)
}

/** True when `uli` is well formed and its check digits match (N mod 97 = 1). */
export function isValidUli(uli: string): boolean {
  return validateUli(uli) === null && mod97(uli.trim()) === 1
}

/** One checked loan ID (a line of a batch file or the single form). */
export type LoanIdResult =
  | { ok: true; loanId: string; checkDigit: string; uli: string }
  | { ok: false; loanId: string; error: string }

/** One checked ULI: `valid` says whether its check digits match; `expected` are the right ones. */
export type UliResult =
  | { ok: true; uli: string; valid: boolean; checkDigit: string; expected: string }
  | { ok: false; uli: string; error: string }

/** Generates the check digits of one line's loan ID, or says what is wrong with it. */
export function checkLoanIdLine(line: string, length?: number): LoanIdResult {
  const loanId = line.trim()
  const error = validateLoanId(line, length)
  if (error) return { ok: false, loanId, error }
  const checkDigit = checkDigitsOf(loanId)
  return { ok: true, loanId, checkDigit, uli: loanId + checkDigit }
}

/** Validates one line's ULI, or says what is wrong with its form. */
export function checkUliLine(line: string, length?: number): UliResult {
  const uli = line.trim()
  const error = validateUli(line, length)
  if (error) return { ok: false, uli, error }
  const expected = checkDigitsOf(uli.slice(0, -2))
  const checkDigit = uli.slice(-2)
  return { ok: true, uli, valid: mod97(uli) === 1, checkDigit, expected }
}

/**
 * Numbers as the platform's quality edits read them. Its rules convert field text in three ways,
 * and a verdict near a threshold depends on which one a rule uses:
 * - binary double (`toDouble`): the nearest double to the text, which `Number` also gives;
 * - binary float (`toFloat`): a few rules compare in single precision, so `0.99999999` counts as 1;
 * - exact decimal (`BigDecimal`): loan amounts and a few ratios, compared without rounding.
 *
 * Quality edits only see rows that passed the format check (../../parse.ts), so numeric fields
 * hold plain numbers (optional minus, digits, at most one point) or NA/Exempt. The platform's
 * parser also takes exponents, `+` or surrounding spaces; such rows never get this far here.
 * The hot-path functions read characters by code and allocate nothing; the exact BigInt
 * arithmetic below is only reached for values within a rounding step of a threshold.
 */
import { isDateYYYYMMDD, isNumber } from '../validity/shared'

/** 10^0 … 10^22: every one exact in a double. */
const EXACT_POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k)

/**
 * The value as a double, or NaN when the text is not a plain number (NA, Exempt, blank): what
 * `Number` gives for a plain number. Read digit by digit when it has at most 15 significant digits
 * and 22 decimals: the digits then make a whole number m and a power 10^k that are both exact
 * doubles, so m / 10^k is correctly rounded, the nearest double to the text (Clinger's fast
 * path); any other plain number is converted by `Number`.
 */
export function toDouble(v: string | undefined): number {
  if (v === undefined) return NaN
  const length = v.length
  const negative = length > 0 && v.charCodeAt(0) === 45
  let m = 0
  let significant = 0
  let decimals = 0
  let digits = 0
  let point = false
  for (let i = negative ? 1 : 0; i < length; i++) {
    const c = v.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      digits++
      if (point) decimals++
      if (m === 0 && c === 48) continue
      significant++
      m = m * 10 + (c - 48)
    } else if (c === 46 && !point) {
      point = true
    } else {
      return NaN
    }
  }
  if (digits === 0) return NaN
  if (significant > 15 || decimals > 22) return Number(v)
  const x = decimals === 0 ? m : m / (EXACT_POWERS[decimals] as number)
  return negative ? -x : x
}

/** The value rounded to single precision, or NaN when it is not a plain number. */
export function toFloat(v: string | undefined): number {
  return Math.fround(toDouble(v))
}

const INT_MIN = -2147483648
const INT_MAX = 2147483647

/**
 * The value of a whole number (optional minus, digits) that fits a 32-bit integer, as the
 * platform's Int, else NaN. Read digit by digit: no string-to-number conversion.
 */
export function toInt(v: string | undefined): number {
  if (v === undefined) return NaN
  const length = v.length
  const negative = length > 0 && v.charCodeAt(0) === 45
  let i = negative ? 1 : 0
  if (i >= length) return NaN
  let n = 0
  for (; i < length; i++) {
    const d = v.charCodeAt(i) - 48
    if (d < 0 || d > 9) return NaN
    n = n * 10 + d
    if (n > -INT_MIN) return NaN
  }
  if (negative) return -n
  return n <= INT_MAX ? n : NaN
}

// ---- A row's numbers, read once: the quality edits of a row share these caches.

/**
 * Several quality edits read the same numeric fields of a row (the loan amount, the ratios, the
 * income...). The engine runs a row's quality edits one after another, so these keep, per field
 * index, the last text read and its value: a field is converted once per row, whichever rule
 * asks first. The cache is keyed by the text itself, never by the row, so a reused row array
 * with new values (or another row) cannot get a stale number.
 */
const CACHED_FIELDS = 128
const doubleTexts: string[] = new Array<string>(CACHED_FIELDS).fill('')
const doubles = new Float64Array(CACHED_FIELDS).fill(NaN)
const intTexts: string[] = new Array<string>(CACHED_FIELDS).fill('')
const ints = new Float64Array(CACHED_FIELDS).fill(NaN)

/** `toDouble(values[index])`, converted at most once while the field's text stays the same. */
export function doubleAt(values: readonly string[], index: number): number {
  const v = values[index]
  if (v === undefined || index >= CACHED_FIELDS) return toDouble(v)
  if (v === doubleTexts[index]) return doubles[index] as number
  const d = toDouble(v)
  doubleTexts[index] = v
  doubles[index] = d
  return d
}

/** `toFloat(values[index])`, from the row's cached double. */
export function floatAt(values: readonly string[], index: number): number {
  return Math.fround(doubleAt(values, index))
}

/** `toInt(values[index])`, read at most once while the field's text stays the same. */
export function intAt(values: readonly string[], index: number): number {
  const v = values[index]
  if (v === undefined || index >= CACHED_FIELDS) return toInt(v)
  if (v === intTexts[index]) return ints[index] as number
  const n = toInt(v)
  intTexts[index] = v
  ints[index] = n
  return n
}

const dateTexts: string[] = new Array<string>(CACHED_FIELDS).fill('')
const dates = new Float64Array(CACHED_FIELDS).fill(NaN)

/**
 * A date field's eight digits as a number (20240229), or NaN when the text is not a real
 * calendar date written YYYYMMDD (NA, blank...); read at most once while the text stays the same.
 */
export function dateAt(values: readonly string[], index: number): number {
  const v = values[index]
  if (v === undefined || index >= CACHED_FIELDS) return dateOf(v)
  if (v === dateTexts[index]) return dates[index] as number
  const n = dateOf(v)
  dateTexts[index] = v
  dates[index] = n
  return n
}

function dateOf(v: string | undefined): number {
  return isDateYYYYMMDD(v) ? toInt(v) : NaN
}

/**
 * A plain number field compared exactly with a whole-number bound (`bound` is `boundText` as a
 * double, an integer below 2^53): -1, 0 or 1, or NaN when the field is not a plain number
 * (`toDouble` gives NaN exactly for the texts that `isNumber` of ../validity/shared refuses).
 * Rounding text to the nearest double is monotonic and keeps the bound as it is, so doubles that
 * differ order the decimals the same way; only a double equal to the bound is compared digit by
 * digit.
 */
export function compareAtWith(
  values: readonly string[],
  index: number,
  bound: number,
  boundText: string,
): number {
  const d = doubleAt(values, index)
  if (d < bound) return -1
  if (d > bound) return 1
  if (d !== d) return Number.NaN
  return compareDecimal(values[index] as string, boundText)
}

/**
 * Whether the text is exactly `1111` (the exemption code). The length is compared first, which
 * settles almost every value without a string comparison.
 */
export function is1111(v: string | undefined): boolean {
  return v !== undefined && v.length === 4 && startsWith1111(v)
}

/** -1, 0 or 1: the sign of a plain number (the caller has checked it is one). */
function signOfPlain(v: string): number {
  const negative = v.charCodeAt(0) === 45
  for (let i = negative ? 1 : 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c >= 49 && c <= 57) return negative ? -1 : 1
  }
  return 0
}

/** Index of the first significant integer digit (after the sign and leading zeros). */
function integerStart(v: string): number {
  let i = v.charCodeAt(0) === 45 ? 1 : 0
  while (i < v.length && v.charCodeAt(i) === 48) i++
  return i
}

/** Index of the decimal point, or the length when there is none. */
function pointAt(v: string, from: number): number {
  let i = from
  while (i < v.length && v.charCodeAt(i) !== 46) i++
  return i
}

/** The digit at `i` of a fraction running from `from` to `to`, 0 past its end. */
function fractionDigit(v: string, from: number, to: number, i: number): number {
  const at = from + i
  return at < to ? v.charCodeAt(at) - 48 : 0
}

function compareMagnitude(a: string, b: string): number {
  const aStart = integerStart(a)
  const bStart = integerStart(b)
  const aPoint = pointAt(a, aStart)
  const bPoint = pointAt(b, bStart)
  const aLength = aPoint - aStart
  const bLength = bPoint - bStart
  if (aLength !== bLength) return aLength < bLength ? -1 : 1
  for (let i = 0; i < aLength; i++) {
    const d = a.charCodeAt(aStart + i) - b.charCodeAt(bStart + i)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  const fractionLength = Math.max(a.length - aPoint - 1, b.length - bPoint - 1, 0)
  for (let i = 0; i < fractionLength; i++) {
    const d = fractionDigit(a, aPoint + 1, a.length, i) - fractionDigit(b, bPoint + 1, b.length, i)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return 0
}

/**
 * Exact comparison of two plain numbers (as `isNumber` accepts them): -1 when a < b, 0 when
 * equal (`80` and `80.00`), 1 when a > b. No rounding and no allocation.
 */
export function compareDecimal(a: string, b: string): number {
  const aSign = signOfPlain(a)
  const bSign = signOfPlain(b)
  if (aSign !== bSign) return aSign < bSign ? -1 : 1
  if (aSign === 0) return 0
  const magnitude = compareMagnitude(a, b)
  return aSign > 0 ? magnitude : -magnitude
}

/** Whether `v` is a plain number with lower ≤ v ≤ upper, compared exactly. */
export function decimalBetween(v: string | undefined, lower: string, upper: string): boolean {
  return isNumber(v) && compareDecimal(v, lower) >= 0 && compareDecimal(v, upper) <= 0
}

// ---- Exact arithmetic for the few rules that compute (Q616-3, Q617): BigInt, off the hot path.

/** A decimal value: n × 10^-scale (scale may be negative). */
export interface Exact {
  readonly n: bigint
  readonly scale: number
}

const EXACT_TEXT = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Plain decimal text, or a number's own text (which may carry an exponent), as an Exact. */
export function toExact(text: string): Exact {
  const match = EXACT_TEXT.exec(text)
  if (!match) throw new RangeError(`Not a decimal number: ${text}`)
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
  const digits = BigInt(`${whole}${fraction}` || '0')
  return { n: sign === '-' ? -digits : digits, scale: fraction.length - Number(exponent) }
}

const TEN = 10n

/** 10^0 … 10^80 made once: the exact path (Q616-3, Q617) is reached on many realistic rows. */
const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: 81 }, (_, k) => TEN ** BigInt(k))

function pow10(k: number): bigint {
  return k >= 0 && k < POWERS_OF_TEN.length ? (POWERS_OF_TEN[k] as bigint) : TEN ** BigInt(k)
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n
}

/** n / 10^drop rounded half away from zero (Java's HALF_UP). */
function divideHalfUp(n: bigint, drop: number): bigint {
  if (drop <= 0) return n * pow10(-drop)
  const divisor = pow10(drop)
  const magnitude = abs(n)
  let q = magnitude / divisor
  if ((magnitude % divisor) * 2n >= divisor) q += 1n
  return n < 0n ? -q : q
}

/** The same value with exactly `places` decimals, rounded half up (BigDecimal.setScale). */
export function setScaleHalfUp(value: Exact, places: number): Exact {
  return { n: divideHalfUp(value.n, value.scale - places), scale: places }
}

/** Whether a plain number's text can equal `1111` (it starts with those four digits). */
export function startsWith1111(v: string | undefined): v is string {
  return (
    v !== undefined &&
    v.length >= 4 &&
    v.charCodeAt(0) === 49 &&
    v.charCodeAt(1) === 49 &&
    v.charCodeAt(2) === 49 &&
    v.charCodeAt(3) === 49
  )
}

/** Exact comparison of two Exact values. */
export function compareExact(a: Exact, b: Exact): number {
  const scale = Math.max(a.scale, b.scale)
  const an = a.n * pow10(scale - a.scale)
  const bn = b.n * pow10(scale - b.scale)
  return an === bn ? 0 : an < bn ? -1 : 1
}

function digitCount(n: bigint): number {
  return n === 0n ? 1 : abs(n).toString().length
}

/** Significant digits of Java's MathContext.DECIMAL128, used by Scala's BigDecimal arithmetic. */
const DECIMAL128_DIGITS = 34

/**
 * num / den rounded to 34 significant digits, half to even (Scala BigDecimal division under
 * its default MathContext); den must not be zero.
 */
export function divideDecimal128(num: Exact, den: Exact): Exact {
  // value = (num.n / den.n) × 10^(den.scale − num.scale) = t × 10^-(k − den.scale + num.scale)
  const negative = num.n < 0n !== den.n < 0n
  const p = abs(num.n)
  const q = abs(den.n)
  if (p === 0n) return { n: 0n, scale: 0 }
  // Find k with 10^33 ≤ floor(p × 10^k / q) < 10^34.
  let k = DECIMAL128_DIGITS - 1 - (digitCount(p) - digitCount(q))
  const scaled = (shift: number): bigint =>
    shift >= 0 ? (p * pow10(shift)) / q : p / (q * pow10(-shift))
  let t = scaled(k)
  if (t < pow10(DECIMAL128_DIGITS - 1)) t = scaled(++k)
  if (t >= pow10(DECIMAL128_DIGITS)) t = scaled(--k)
  // Remainder of p × 10^k / q, doubled, against q: half-even rounding.
  const numerator = k >= 0 ? p * pow10(k) : p
  const denominator = k >= 0 ? q : q * pow10(-k)
  const twice = (numerator - t * denominator) * 2n
  if (twice > denominator || (twice === denominator && t % 2n === 1n)) t += 1n
  return { n: negative ? -t : t, scale: k - den.scale + num.scale }
}

/** a × b rounded to 34 significant digits, half to even (Scala BigDecimal multiplication). */
export function multiplyDecimal128(a: Exact, b: Exact): Exact {
  const product: Exact = { n: a.n * b.n, scale: a.scale + b.scale }
  const excess = digitCount(product.n) - DECIMAL128_DIGITS
  if (excess <= 0) return product
  const divisor = pow10(excess)
  const magnitude = abs(product.n)
  let q = magnitude / divisor
  const twice = (magnitude % divisor) * 2n
  if (twice > divisor || (twice === divisor && q % 2n === 1n)) q += 1n
  return { n: product.n < 0n ? -q : q, scale: product.scale - excess }
}

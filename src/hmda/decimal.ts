/**
 * Exact decimal arithmetic for small fixed-point numbers (rates in percent), without binary
 * floating-point error: a value is an integer count of units of 10^-scale, kept within the range
 * where JavaScript numbers represent every integer exactly.
 */
export interface Decimal {
  /** The value times 10^scale; always a safe integer. */
  units: number
  /** Number of decimal places the units stand for (0–15). */
  scale: number
}

const MAX_SCALE = 15
const POWERS = Array.from({ length: MAX_SCALE + 1 }, (_, i) => 10 ** i)

const pow10 = (n: number): number => {
  const value = POWERS[n]
  if (value === undefined) throw new RangeError(`Scale ${n} is outside 0–${MAX_SCALE}`)
  return value
}

const safe = (n: number): number => {
  if (!Number.isSafeInteger(n)) throw new RangeError('Decimal value out of range')
  return n
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/

/**
 * Parses plain decimal text ("4.125", "-0.5", ".75", "3") into a Decimal, or null when the text
 * is not a plain decimal number or has more than 15 significant digits.
 */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return null
  const [, sign = '', whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '')
  if (digits.length > MAX_SCALE || fraction.length > MAX_SCALE) return null
  const magnitude = Number(digits)
  return { units: sign === '-' && magnitude !== 0 ? -magnitude : magnitude, scale: fraction.length }
}

/** The same value expressed with `scale` decimal places (scale must not shrink). */
export function rescale(value: Decimal, scale: number): Decimal {
  if (scale < value.scale) throw new RangeError('rescale cannot drop decimal places')
  return { units: safe(value.units * pow10(scale - value.scale)), scale }
}

/** a − b, exactly. */
export function subtract(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale)
  return { units: safe(rescale(a, scale).units - rescale(b, scale).units), scale }
}

/**
 * Rounds to `places` decimal places, half away from zero ("half-up" as in Java's
 * RoundingMode.HALF_UP): 4.5675 → 4.568, −1.2345 → −1.235.
 */
export function roundHalfUp(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return rescale(value, places)
  const divisor = pow10(value.scale - places)
  const magnitude = Math.abs(value.units)
  const remainder = magnitude % divisor // exact for integers
  let quotient = (magnitude - remainder) / divisor // exact: an integer multiple of divisor
  if (remainder * 2 >= divisor) quotient += 1
  return { units: value.units < 0 && quotient !== 0 ? -quotient : quotient, scale: places }
}

/** Decimal text with exactly `scale` decimal places ("4.568", "-0.050", "0.000"). */
export function formatDecimal(value: Decimal): string {
  const negative = value.units < 0
  const digits = String(Math.abs(value.units)).padStart(value.scale + 1, '0')
  const whole = digits.slice(0, digits.length - value.scale)
  const fraction = digits.slice(digits.length - value.scale)
  return `${negative ? '-' : ''}${whole}${value.scale > 0 ? `.${fraction}` : ''}`
}

/** The same value without trailing zero decimals beyond `minScale` places (6.6400 → 6.64). */
export function trimZeros(value: Decimal, minScale: number): Decimal {
  let { units, scale } = value
  while (scale > minScale && units % 10 === 0) {
    units /= 10
    scale--
  }
  return { units, scale }
}

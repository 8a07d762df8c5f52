/**
 * Reads a value the way the platform's macro edit Q640 reads an income: as a 32-bit whole number
 * (Java's `Integer.parseInt`). Accepted: an optional `+` or `-`, then one or more digits, within
 * -2147483648 to 2147483647; leading zeros are fine (`007`). Not accepted: an empty value, `NA`,
 * `Exempt`, a decimal point (`9.5`), an exponent, spaces, or a number out of that range.
 *
 * Java would also read decimal digits of other scripts (e.g. Arabic-Indic); those cannot reach a
 * macro edit here, because the format check (../../parse.ts) takes ASCII digits only, so they are
 * treated as not a number.
 *
 * Returns the number, or NaN when the platform would not read one. Allocates nothing.
 */
const INT_MIN = -2147483648
const INT_MAX = 2147483647

export function javaInt(v: string | undefined): number {
  if (v === undefined) return NaN
  const len = v.length
  if (len === 0) return NaN
  let i = 0
  let negative = false
  const first = v.charCodeAt(0)
  if (first === 45 || first === 43) {
    negative = first === 45
    i = 1
    if (len === 1) return NaN
  }
  let n = 0
  for (; i < len; i++) {
    const d = v.charCodeAt(i) - 48
    if (d < 0 || d > 9) return NaN
    n = n * 10 + d
    // Past the range already: stop before the number loses precision.
    if (n > INT_MAX + 1) return NaN
  }
  const value = negative ? 0 - n : n
  return value < INT_MIN || value > INT_MAX ? NaN : value
}

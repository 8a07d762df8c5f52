type Plain = Record<string, unknown>

/** Keys that could reach an object's prototype; never copied from an overlay. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Merges `overlay` over `base` without mutating either: plain objects merge deeply, arrays and
 * every other value replace what was there. `undefined` in the overlay leaves the base value.
 */
export function deepMerge<T>(base: T, overlay: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overlay)) {
    return (overlay === undefined ? base : overlay) as T
  }
  const result: Plain = { ...base }
  for (const [key, value] of Object.entries(overlay)) {
    if (value === undefined || UNSAFE_KEYS.has(key)) continue
    result[key] =
      isPlainObject(value) && isPlainObject(result[key]) ? deepMerge(result[key], value) : value
  }
  return result as T
}

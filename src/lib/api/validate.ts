/**
 * Small hand-written checks for JSON from the services: each names the path of the value it
 * rejects, so a changed service shape fails at the edge with a clear message instead of deep
 * inside a screen.
 */

export class ShapeError extends Error {
  constructor(path: string, expected: string, got: unknown) {
    super(`${path}: expected ${expected}, got ${describe(got)}`)
    this.name = 'ShapeError'
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`
}

export type Json = Record<string, unknown>

export function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ShapeError(path, 'an object', value)
  return value as Json
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ShapeError(path, 'an array', value)
  return value
}

export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ShapeError(path, 'a string', value)
  return value
}

export function number(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ShapeError(path, 'a number', value)
  return value
}

/** A string, or a finite number turned into its decimal text (services differ, e.g. ids). */
export function stringOrNumber(value: unknown, path: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return string(value, path)
}

/** `array(...)` with each item checked by `item` (given its path). */
export function arrayOf<T>(
  value: unknown,
  path: string,
  item: (raw: unknown, path: string) => T,
): T[] {
  return array(value, path).map((raw, i) => item(raw, `${path}[${i}]`))
}

/** Optional field: undefined when absent or null. */
export function optional<T>(
  value: unknown,
  path: string,
  check: (raw: unknown, path: string) => T,
): T | undefined {
  return value === undefined || value === null ? undefined : check(value, path)
}

import { describe, expect, it } from 'vitest'
import prodJson from '../../config/prod.json'
import { deepMerge } from './merge'
import type { EnvironmentConfig } from './types'

/** Freezes a value and everything inside it, so any mutation throws in strict mode. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** A deep copy, to compare against after a merge. */
const copy = <T>(value: T): T => structuredClone(value)

describe('deepMerge', () => {
  it('merges plain objects deeply', () => {
    const base = deepFreeze({ a: 1, nested: { b: 2, c: { d: 3, e: 4 } } })
    const overlay = deepFreeze({ nested: { c: { e: 5 } }, f: 6 })
    expect(deepMerge(base, overlay)).toEqual({ a: 1, nested: { b: 2, c: { d: 3, e: 5 } }, f: 6 })
  })

  it('replaces arrays instead of concatenating or merging them by index', () => {
    const base = deepFreeze({ years: ['2024', '2023', '2022'], nested: { list: [1, 2, 3] } })
    const overlay = deepFreeze({ years: ['2020'], nested: { list: [] } })
    expect(deepMerge(base, overlay)).toEqual({ years: ['2020'], nested: { list: [] } })
  })

  it('replaces an object by an array and an array by an object', () => {
    const base = deepFreeze({ a: { x: 1 }, b: [1] })
    const overlay = deepFreeze({ a: [2], b: { y: 2 } })
    expect(deepMerge(base, overlay)).toEqual({ a: [2], b: { y: 2 } })
  })

  it('lets null replace a value, including an object', () => {
    const base = deepFreeze({ a: { heading: 'h', message: 'm' }, b: 'text', c: 1 })
    const overlay = deepFreeze({ a: null, b: null })
    expect(deepMerge(base, overlay)).toEqual({ a: null, b: null, c: 1 })
  })

  it('lets a primitive replace an object and an object replace a primitive', () => {
    const base = deepFreeze({ a: { x: 1 }, b: 'text' })
    const overlay = deepFreeze({ a: 'flat', b: { y: 2 } })
    expect(deepMerge(base, overlay)).toEqual({ a: 'flat', b: { y: 2 } })
  })

  it('keeps the base value where the overlay has undefined', () => {
    const base = deepFreeze({ a: 1, nested: { b: 2 } })
    const overlay = deepFreeze({ a: undefined, nested: { b: undefined } })
    const merged = deepMerge(base, overlay)
    expect(merged).toEqual({ a: 1, nested: { b: 2 } })
    expect(Object.keys(merged)).toEqual(['a', 'nested'])
  })

  it('returns the base for an undefined overlay and the overlay for any other non-object', () => {
    const base = deepFreeze({ a: 1 })
    expect(deepMerge(base, undefined)).toEqual({ a: 1 })
    expect(deepMerge(base, null)).toBeNull()
    expect(deepMerge(base, ['x'])).toEqual(['x'])
    expect(deepMerge(base, 'x')).toBe('x')
  })

  it('keeps falsy overlay values (false, 0, empty string)', () => {
    const base = deepFreeze({ a: true, b: 1, c: 'text' })
    expect(deepMerge(base, { a: false, b: 0, c: '' })).toEqual({ a: false, b: 0, c: '' })
  })

  it('never mutates its inputs', () => {
    const base = deepFreeze({ a: 1, nested: { b: [1, 2], c: { d: 3 } } })
    const overlay = deepFreeze({ nested: { b: [9], c: { e: 4 } }, f: { g: 5 } })
    const baseBefore = copy(base)
    const overlayBefore = copy(overlay)
    const merged = deepMerge(base, overlay)
    expect(base).toEqual(baseBefore)
    expect(overlay).toEqual(overlayBefore)
    expect(merged).not.toBe(base)
    expect(merged.nested).not.toBe(base.nested)
    expect(merged.nested.c).not.toBe(base.nested.c)
  })

  it('leaves the result independent of the base (changing the result does not change the base)', () => {
    const base = { a: 1, nested: { b: 2 } }
    const merged = deepMerge(base, { nested: { c: 3 } })
    ;(merged as Record<string, unknown>).a = 100
    ;(merged.nested as Record<string, unknown>).b = 200
    expect(base).toEqual({ a: 1, nested: { b: 2 } })
  })

  it('overlays a single quarter of timedGuards, leaving the rest of the table alone', () => {
    const prod = deepFreeze(copy(prodJson) as EnvironmentConfig)
    const before = copy(prod)
    const q1 = '04/15/2026 - 06/15/2026 - 07/15/2026'
    const overlay = deepFreeze({ timedGuards: { '2026': { Q1: q1 } } })
    const merged = deepMerge(prod, overlay)

    expect(merged.timedGuards['2026']).toEqual({ ...prod.timedGuards['2026'], Q1: q1 })
    for (const year of Object.keys(prod.timedGuards).filter((y) => y !== '2026')) {
      expect(merged.timedGuards[year]).toEqual(prod.timedGuards[year])
    }
    expect(Object.keys(merged.timedGuards).sort()).toEqual(Object.keys(prod.timedGuards).sort())
    expect(merged.timedGuards.preview).toEqual([])
    expect({ ...merged, timedGuards: null }).toEqual({ ...prod, timedGuards: null })
    expect(prod).toEqual(before)
  })
})

describe('deepMerge and prototype keys', () => {
  it('never copies __proto__ from an overlay', () => {
    const overlay = JSON.parse(
      '{"dataPublicationYears":{"__proto__":{"polluted":["1"]}}}',
    ) as unknown
    const merged = deepMerge({ dataPublicationYears: { shared: ['2024'] } }, overlay)
    expect(Object.getPrototypeOf(merged.dataPublicationYears)).toBe(Object.prototype)
    expect((merged.dataPublicationYears as Record<string, unknown>).polluted).toBeUndefined()
  })
})

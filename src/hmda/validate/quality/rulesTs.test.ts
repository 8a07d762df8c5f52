import { describe, expect, it } from 'vitest'
import { validTsValues } from '../../testing/rowBuilder'
import { q303For } from './rulesTs'
import { qualityRulesFor } from './selection'

// The row builder's TS: LEI HMDATESTBANK00000137, agency 9, tax ID 12-3456789.
const INSTITUTION = { lei: 'hmdatestbank00000137', agency: 9, taxId: '12-3456789' }
const context = { year: 2025, quarter: null } as const

describe('Q303', () => {
  const rule = q303For(INSTITUTION)
  it('passes a TS that names the institution on record (LEI in any case)', () => {
    expect(rule.check(validTsValues(2025), context)).toBe(true)
  })
  it.each([
    ['another LEI', { lei: 'HMDATESTBANK00000138' }],
    ['another agency', { federalAgency: '7' }],
    ['a tax ID written differently', { taxId: '123456789' }],
  ])('flags %s', (_name, overrides) => {
    expect(rule.check(validTsValues(2025, overrides), context)).toBe(false)
  })
  it('compares with an empty tax ID when the record has none', () => {
    expect(q303For({ ...INSTITUTION, taxId: null }).check(validTsValues(2025), context)).toBe(false)
  })
  it('runs only in the annual periods of 2025 and 2026, and only with the record', () => {
    const has = (year: 2024 | 2025 | 2026, quarterly: boolean, withRecord: boolean): boolean =>
      qualityRulesFor(year, quarterly, withRecord ? { institution: INSTITUTION } : {}).some(
        (r) => r.id === 'Q303',
      )
    expect(has(2025, false, true)).toBe(true)
    expect(has(2026, false, true)).toBe(true)
    expect(has(2025, false, false)).toBe(false)
    expect(has(2025, true, true)).toBe(false)
    expect(has(2024, false, true)).toBe(false)
  })
})

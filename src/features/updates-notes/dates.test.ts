import { formatIsoDate, isIsoDate } from './dates'

describe('formatIsoDate', () => {
  it.each([
    ['2025-03-03', 'March 3, 2025'],
    ['2025-01-01', 'January 1, 2025'],
    ['2024-12-31', 'December 31, 2024'],
    ['2020-02-29', 'February 29, 2020'],
  ])('%s → %s', (iso, text) => {
    expect(formatIsoDate(iso)).toBe(text)
  })

  it('keeps the calendar day in every time zone (no Date in local time)', () => {
    // The unit-test runner also runs src/features in Los Angeles and Tokyo time.
    expect(formatIsoDate('2025-03-03')).toBe('March 3, 2025')
    expect(formatIsoDate('2026-01-01')).toBe('January 1, 2026')
  })

  it('leaves anything else as it is', () => {
    expect(formatIsoDate('2025-13-01')).toBe('2025-13-01')
    expect(formatIsoDate('March 3')).toBe('March 3')
  })
})

describe('isIsoDate', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2025-04-31')).toBe(false)
    expect(isIsoDate('2025-4-1')).toBe(false)
    expect(isIsoDate('2025-04-01T00:00')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { generateLarText } from '../testing/generateLar'
import { FILING_YEARS } from '../types'
import { validateText } from './engine'

// The whole pipeline with every implemented rule: generated clean files must pass all three
// stages in every filing year, annual and (from 2020) quarterly.
describe('clean generated files', () => {
  it.each(FILING_YEARS)('%i annual has no findings', (year) => {
    const result = validateText(generateLarText({ year, rows: 2_000 }))
    expect(result.fatal).toBeNull()
    expect(result.edits.map((e) => e.id)).toEqual([])
  })

  it.each(FILING_YEARS.filter((y) => y >= 2020))('%i Q2 has no findings', (year) => {
    const result = validateText(generateLarText({ year, rows: 100, quarter: 2 }))
    expect(result.fatal).toBeNull()
    expect(result.edits.map((e) => e.id)).toEqual([])
  })

  it.each(FILING_YEARS)('%i annual with short rows has no findings', (year) => {
    const result = validateText(generateLarText({ year, rows: 50, shape: 'short' }))
    expect(result.edits.map((e) => e.id)).toEqual([])
  })

  it('flags a chosen validity edit', () => {
    const result = validateText(generateLarText({ year: 2025, rows: 50, errors: ['V608-1'] }))
    expect(result.edits.map((e) => e.id)).toContain('V608-1')
  })
})

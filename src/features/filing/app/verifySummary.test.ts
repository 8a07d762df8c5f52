import { describe, expect, it } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { validateText, type EditFindings, type MacroEditResult } from '@/hmda/validate/engine'
import { verifySummary } from './verifySummary'

const clean = validateText(generateLarText({ year: 2025, rows: 30 }))

const qualityEdit = (id: string, count: number): EditFindings => ({
  stage: 'quality',
  id,
  title: id,
  description: '',
  count,
  examples: [],
})

function macroEdit(id: string, triggered: boolean, sentence: string): MacroEditResult {
  const first = clean.macro[0]
  if (!first) throw new Error('2025 runs macro edits')
  return { ...first, id, triggered, sentence }
}

describe('verifySummary', () => {
  it('is null for a file the platform will not ask about', () => {
    expect(verifySummary(clean)).toBeNull()
  })

  it('names each quality edit with its rows, in one sentence', () => {
    const result = validateText(generateLarText({ year: 2025, rows: 30, errors: ['Q631'] }))
    const q631 = result.quality.find((q) => q.id === 'Q631')
    expect(q631).toBeDefined()
    const summary = verifySummary(result)
    expect(summary?.text).toBe(
      `The platform will ask you to verify 1 quality edit (Q631: ${q631?.count} rows).`,
    )
    expect(summary?.later).toBeNull()
  })

  it('names the macro edits with their sentence, and counts singular and plural', () => {
    const sentence =
      '20.0% of the 30 records (6) have action taken 2; the platform asks you to verify this above 15%.'
    const summary = verifySummary({
      quality: [qualityEdit('Q631', 1), qualityEdit('Q650-2', 2)],
      macro: [macroEdit('Q635', true, sentence), macroEdit('Q634', false, 'Within.')],
      stages: clean.stages,
    })
    expect(summary?.text).toBe(
      'The platform will ask you to verify 2 quality edits (Q631: 1 row, Q650-2: 2 rows) and ' +
        '1 macro edit (Q635: 20.0% of the 30 records (6) have action taken 2; the platform asks ' +
        'you to verify this above 15%).',
    )
  })

  it('names a macro edit of a generated file with its measured figure', () => {
    const result = validateText(generateLarText({ year: 2025, rows: 30, errors: ['Q631', 'Q635'] }))
    expect(verifySummary(result)?.text).toMatch(
      /^The platform will ask you to verify 1 quality edit \(Q631: \d+ rows\) and 1 macro edit \(Q635: [\d.]+% of the 30 records \(\d+\) have action taken 2 .*above 15%\)\.$/,
    )
  })

  it('with macro edits only, names only those', () => {
    const summary = verifySummary({
      quality: [],
      macro: [macroEdit('Q636', true, 'Something measured.')],
      stages: clean.stages,
    })
    expect(summary?.text).toBe(
      'The platform will ask you to verify 1 macro edit (Q636: Something measured).',
    )
  })

  it('says the platform asks only after the syntactical and validity edits are fixed', () => {
    const result = validateText(
      generateLarText({ year: 2025, rows: 30, errors: ['Q631', 'V609'], errorRows: 3 }),
    )
    const summary = verifySummary(result)
    expect(summary).not.toBeNull()
    const rows = result.stages
      .filter((s) => s.stage === 'syntactical' || s.stage === 'validity')
      .reduce((n, s) => n + s.findings, 0)
    expect(rows).toBeGreaterThan(0)
    expect(summary?.later).toBe(
      `The file also has syntactical or validity edits (${rows} rows): the platform asks you ` +
        'to verify the quality and macro edits only after those are fixed.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import {
  allowedStep,
  CODES,
  hasEdits,
  institutionAction,
  isProcessing,
  isResting,
  isStalled,
  latestStep,
  statusWords,
  stepStates,
  type Step,
} from './submissionStatus'

const plain = (code: number) => ({ code, qualityExists: false, qualityVerified: false })

describe('latestStep: the furthest step for every status code', () => {
  // Expected per code without quality edits, and with unverified quality edits.
  const table: [number, Step, Step][] = [
    [-1, 'upload', 'upload'],
    [0, 'upload', 'upload'],
    [1, 'upload', 'upload'],
    [2, 'upload', 'upload'],
    [3, 'upload', 'upload'],
    [4, 'upload', 'upload'],
    [5, 'upload', 'upload'],
    [6, 'upload', 'upload'],
    [7, 'upload', 'upload'],
    [8, 'macro', 'quality'],
    [9, 'syntacticalvalidity', 'syntacticalvalidity'],
    [10, 'upload', 'upload'],
    [11, 'macro', 'quality'],
    [12, 'submission', 'submission'],
    [13, 'macro', 'quality'],
    [14, 'submission', 'submission'],
    [15, 'submission', 'submission'],
  ]
  it('covers every code', () => {
    expect(table.map(([c]) => c)).toEqual([...CODES])
  })
  it.each(table)(
    'code %i → %s (no quality edits) / %s (quality edits to verify)',
    (code, none, quality) => {
      expect(latestStep(plain(code))).toBe(none)
      expect(latestStep({ code, qualityExists: true, qualityVerified: false })).toBe(quality)
      // Verified quality edits no longer hold the flow on the quality step.
      expect(latestStep({ code, qualityExists: true, qualityVerified: true })).toBe(
        quality === 'quality' ? 'macro' : quality,
      )
    },
  )
})

describe('allowedStep', () => {
  it('keeps a submission being processed on upload', () => {
    for (const code of [-1, 1, 2, 3, 4, 5, 6, 7])
      expect(allowedStep('submission', plain(code))).toBe('upload')
  })
  it('lets earlier steps be viewed, sends later ones to the latest', () => {
    const q = { code: 13, qualityExists: true, qualityVerified: false }
    expect(allowedStep('upload', q)).toBe('upload')
    expect(allowedStep('syntacticalvalidity', q)).toBe('syntacticalvalidity')
    expect(allowedStep('macro', q)).toBe('quality')
    expect(allowedStep('submission', q)).toBe('quality')
    expect(allowedStep(null, q)).toBe('quality')
  })
  it('shows every step of a signed submission', () => {
    for (const step of ['upload', 'quality', 'macro', 'submission'] as Step[])
      expect(allowedStep(step, plain(15))).toBe(step)
  })
})

describe('stepStates', () => {
  it('marks formatting errors on upload and S/V edits on their step', () => {
    expect(stepStates(plain(5), 'upload').upload).toBe('error')
    const sv = stepStates(plain(9), 'syntacticalvalidity')
    expect(sv).toMatchObject({ upload: 'done', syntacticalvalidity: 'error', quality: 'todo' })
  })
  it('marks quality and macro edits to verify, then done when verified', () => {
    const input = {
      code: 13,
      qualityExists: true,
      qualityVerified: false,
      macroExists: true,
      macroVerified: false,
    }
    expect(stepStates(input, 'quality')).toEqual({
      upload: 'done',
      syntacticalvalidity: 'done',
      quality: 'error',
      macro: 'error',
      submission: 'todo',
    })
    expect(stepStates({ ...input, qualityVerified: true }, 'macro')).toMatchObject({
      quality: 'done',
      macro: 'error',
    })
    expect(
      stepStates({ ...input, code: 14, qualityVerified: true, macroVerified: true }, 'submission'),
    ).toEqual({
      upload: 'done',
      syntacticalvalidity: 'done',
      quality: 'done',
      macro: 'done',
      submission: 'current',
    })
    expect(stepStates(plain(15), 'submission').submission).toBe('done')
  })
})

describe('polling and edits by code', () => {
  it('stops polling at the resting codes only', () => {
    expect(CODES.filter(isResting)).toEqual([-1, 5, 9, 12, 13, 14, 15])
    expect(CODES.filter(isProcessing)).toEqual([2, 3, 4, 6, 7, 8, 10, 11])
    expect(CODES.filter(hasEdits)).toEqual([9, 12, 13, 14, 15])
  })
  it('words every status code', () => {
    const words = CODES.map(statusWords)
    expect(new Set(words).size).toBe(CODES.length)
    expect(statusWords(99)).toBe('Unknown status (99)')
  })
  it('offers one institution action per code, refile for failed or stalled uploads', () => {
    expect(CODES.map((c) => institutionAction(c))).toEqual([
      'refile',
      'start',
      'start',
      'progress',
      'progress',
      'progress',
      'parse-errors',
      'progress',
      'progress',
      'progress',
      'edits',
      'edits',
      'edits',
      'sign',
      'edits',
      'sign',
      'receipt',
    ])
    expect(institutionAction(3, true)).toBe('refile')
    const start = Date.UTC(2026, 0, 1)
    expect(isStalled(3, start, start + 5 * 3600_000)).toBe(false)
    expect(isStalled(3, start, start + 5 * 3600_000 + 1)).toBe(true)
    expect(isStalled(7, start, start + 9 * 3600_000)).toBe(false)
  })
})

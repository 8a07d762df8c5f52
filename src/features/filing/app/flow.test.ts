import { describe, expect, it } from 'vitest'
import type { LatestSubmission } from '@/lib/api/filing'
import { rowCount, statusText } from './flow'

const latest = (
  code: number,
  state: Partial<LatestSubmission>,
  message = 'Your data has macro edits that need to be reviewed.',
): LatestSubmission => ({
  lei: 'HMDATESTBANK00000137',
  period: { year: 2025, quarter: null },
  sequenceNumber: 1,
  status: { code, message, description: '' },
  start: 0,
  end: 0,
  fileName: 'lar.txt',
  receipt: '',
  signerUsername: null,
  qualityExists: false,
  qualityVerified: false,
  macroExists: false,
  macroVerified: false,
  ...state,
})

describe('statusText', () => {
  it('says quality when only quality edits wait at 13 (Q303 alone)', () => {
    const text = statusText(latest(13, { qualityExists: true }))
    expect(text.words).toBe('Quality edits to review and verify')
    expect(text.message).toBe('Your data has quality edits that need to be reviewed.')
    expect(`${text.words} ${text.message}`).not.toMatch(/macro/i)
  })

  it('says macro when only macro edits wait, both when both do', () => {
    expect(statusText(latest(13, { macroExists: true })).words).toBe(
      'Macro quality edits to review and verify',
    )
    expect(
      statusText(latest(13, { qualityExists: true, qualityVerified: true, macroExists: true }))
        .words,
    ).toBe('Macro quality edits to review and verify')
    expect(statusText(latest(13, { qualityExists: true, macroExists: true })).message).toBe(
      'Your data has quality and macro quality edits that need to be reviewed.',
    )
  })

  it('keeps the words and message of other codes', () => {
    expect(statusText(latest(14, {}, 'Your data is ready for submission.'))).toEqual({
      words: 'Ready to sign',
      message: 'Your data is ready for submission.',
    })
  })
})

describe('rowCount', () => {
  it('uses the singular for one row', () => {
    expect(rowCount(1)).toBe('1 row')
    expect(rowCount(0)).toBe('0 rows')
    expect(rowCount(2345)).toBe('2,345 rows')
  })
})

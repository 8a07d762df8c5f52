// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { planSplit, SPLIT_SHARE } from './verify'

describe('planSplit at SPLIT_SHARE', () => {
  it('skips a run of blank lines that covers the split point', async () => {
    const text = generateLarText({ year: 2024, rows: 3000 })
    const run = '\n'.repeat(2000)
    const mid = Math.floor((text.length + run.length) * SPLIT_SHARE)
    // The start of the line holding mid - 100: the blank lines then cover the split point.
    const insertAt = text.lastIndexOf('\n', mid - 100) + 1
    const blanks = text.slice(0, insertAt) + run + text.slice(insertAt)
    expect(insertAt).toBeLessThan(mid)
    expect(insertAt + run.length).toBeGreaterThan(mid + 2)
    const plan = await planSplit(new Blob([blanks]))
    expect(plan).not.toBeNull()
    const at = plan?.at ?? 0
    expect(at).toBeGreaterThan(insertAt + run.length)
    expect(blanks[at - 1]).toBe('\n')
    expect(blanks[at - 2]).not.toBe('\n')
    expect(at / blanks.length).toBeLessThan(SPLIT_SHARE + 0.05)
  })
})

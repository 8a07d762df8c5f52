// @vitest-environment node
/**
 * The rows of a split file's tail that the merge needs as text are read again from the file by
 * their place; when one is no longer the row the tail read (the file changed), the file is
 * checked again in one pass.
 */
import { describe, expect, it } from 'vitest'
import { LAR_INDEX } from '@/hmda/schema'
import { generateLarText } from '@/hmda/testing/generateLar'
import { createValidator } from '@/hmda/validate/engine'
import { planSplit, readTailRows, verifyFile, verifyTail, type RunTail } from './verify'

const text = generateLarText({
  year: 2024,
  rows: 600,
  errors: ['FORMAT', 'S301', 'S305', 'S306', 'V609'],
  errorRows: 12,
})

describe('readTailRows', () => {
  it('reads the asked rows by their place: CRLF, non-ASCII text, no final line break', async () => {
    const lines = text.split('\n').filter((line) => line !== '')
    lines[5] = `${lines[5] ?? ''}é北`
    lines[9] = `${lines[9] ?? ''}😀`
    const tailLines = lines.slice(1)
    const tailText = tailLines.join('\r\n')
    const validator = createValidator({
      part: { role: 'tail', tsLine: lines[0] ?? '', keepTexts: false },
    })
    validator.push(tailText)
    const deferred = validator.endPart().deferred
    if (!deferred) throw new Error('no deferred rows')
    const asked = [0, 3, 4, 8, 200, 201, 350, tailLines.length - 1]
    const indexes = Int32Array.from(asked)
    // Blob.slice is what the reread uses: count the reads.
    let slices = 0
    const blob = new Blob([tailText])
    // Only `size` and `slice` are used.
    const counting = {
      size: blob.size,
      slice: (start?: number, end?: number) => {
        slices++
        return blob.slice(start, end)
      },
    } as unknown as Blob
    const read = await readTailRows(counting, deferred, indexes)
    expect(read.indexes).toBe(indexes)
    expect(read.lines).toEqual(asked.map((i) => tailLines[i]))
    // Nearby rows are read together: far fewer reads than rows.
    expect(slices).toBeGreaterThan(0)
    expect(slices).toBeLessThan(asked.length)
  })
})

describe('verifyFile with a tail that keeps no text', () => {
  it('checks the file again in one pass when a row read again has changed', async () => {
    const file = new Blob([text])
    const one = await verifyFile(file, 2024, () => {})
    const plan = await planSplit(file)
    if (!plan) throw new Error('no split point')
    // The second worker reads a tail in which a repeated row (read again at the merge) differs
    // from the file's: as if the file changed between the two reads.
    const tailText = text.slice(plan.at)
    const tailLines = tailText.split('\n')
    const copy = tailLines.findIndex((line, i) => i > 0 && line === tailLines[i - 1])
    expect(copy).toBeGreaterThan(0)
    const values = (tailLines[copy] ?? '').split('|')
    values[LAR_INDEX.loanAmount] = 'changed'
    tailLines[copy] = values.join('|')
    const changedTail = new Blob([tailLines.join('\n')])
    let tailRan = false
    const runTail: RunTail = (_tail, tsLine, expectedYear, onProgress) => {
      tailRan = true
      return verifyTail(changedTail, tsLine, expectedYear, onProgress)
    }
    const two = await verifyFile(file, 2024, () => {}, { runTail, splitMinBytes: 0 })
    expect(tailRan).toBe(true)
    expect(two.result).toEqual(one.result)
    expect(await two.report.text()).toBe(await one.report.text())
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateLarText } from '../../../hmda/testing/generateLar'
import { planSplit, verifyFile, verifyTail, type RunTail } from './verify'

const text = generateLarText({
  year: 2024,
  rows: 3000,
  errors: ['FORMAT', 'S301', 'S304', 'S305', 'S306', 'V609'],
  errorRows: 40,
})

/** The tail checked in the same thread (a stand-in for the second worker). */
const inProcess: RunTail = (tail, tsLine, expectedYear, onProgress) =>
  verifyTail(tail, tsLine, expectedYear, onProgress)

describe('verifyFile in two parts', () => {
  it('gives the one-pass result and report, with progress summed over both parts', async () => {
    const file = new Blob([text])
    const one = await verifyFile(file, 2024, () => {})
    let tailRan = false
    const runTail: RunTail = (tail, tsLine, expectedYear, onProgress) => {
      tailRan = true
      return inProcess(tail, tsLine, expectedYear, onProgress)
    }
    const progress: number[] = []
    const two = await verifyFile(file, 2024, (p) => progress.push(p.bytes), {
      runTail,
      splitMinBytes: 0,
    })
    expect(tailRan).toBe(true)
    expect(two.result).toEqual(one.result)
    expect(await two.report.text()).toBe(await one.report.text())
    expect(progress.at(-1)).toBe(file.size)
  })

  it('checks the file again in one pass when a part cannot be merged (a fatal problem)', async () => {
    // A transmittal sheet with a calendar year outside the years checked.
    const lines = text.split('\n')
    const ts = (lines[0] ?? '').split('|')
    ts[2] = '1999'
    lines[0] = ts.join('|')
    const file = new Blob([lines.join('\n')])
    const one = await verifyFile(file, undefined, () => {})
    expect(one.result.fatal).toMatch(/calendar year “1999”/)
    let tailRan = false
    const runTail: RunTail = (...args) => {
      tailRan = true
      return inProcess(...args)
    }
    const two = await verifyFile(file, undefined, () => {}, { runTail, splitMinBytes: 0 })
    expect(tailRan).toBe(true)
    expect(two.result).toEqual(one.result)
  })

  it('is not split below the size threshold', async () => {
    let tailRan = false
    const runTail: RunTail = (...args) => {
      tailRan = true
      return inProcess(...args)
    }
    await verifyFile(new Blob([text]), undefined, () => {}, { runTail })
    expect(tailRan).toBe(false)
  })

  it('reports a failure of the second part', async () => {
    const runTail: RunTail = () => Promise.reject(new Error('gone'))
    await expect(
      verifyFile(new Blob([text]), undefined, () => {}, { runTail, splitMinBytes: 0 }),
    ).rejects.toThrow('gone')
  })
})

describe('planSplit', () => {
  it('splits after a non-blank line near the middle, with the first line as context', async () => {
    const plan = await planSplit(new Blob([text]))
    expect(plan).not.toBeNull()
    const at = plan?.at ?? 0
    expect(text[at - 1]).toBe('\n')
    expect(text[at - 2]).not.toBe('\n')
    expect(at / text.length).toBeGreaterThan(0.4)
    expect(at / text.length).toBeLessThan(0.6)
    expect(plan?.tsLine).toBe(text.slice(0, text.indexOf('\n')))
  })

  it('skips blank lines and declines files it cannot split', async () => {
    const lines = text.split('\n')
    const middle = Math.floor(lines.length * 0.48)
    const blanks = [...lines.slice(0, middle), '', '\r', '', ...lines.slice(middle)].join('\n')
    const plan = await planSplit(new Blob([blanks]))
    expect(plan).not.toBeNull()
    const before = blanks.slice(0, plan?.at).split('\n').at(-2) ?? ''
    expect(before.replace('\r', '')).not.toBe('')
    expect(await planSplit(new Blob([`2|${text}`]))).toBeNull()
    expect(await planSplit(new Blob(['1|x'.padEnd(200_000, 'x')]))).toBeNull()
  })
})

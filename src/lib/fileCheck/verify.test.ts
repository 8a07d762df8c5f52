// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateLarText } from '@/hmda/testing/generateLar'
import { createValidator, validateText, type Validator } from '@/hmda/validate/engine'
import { planSplit, readInto, verifyFile, verifyTail, type RunTail } from './verify'

const text = generateLarText({
  year: 2024,
  rows: 3000,
  errors: ['FORMAT', 'S301', 'S304', 'S305', 'S306', 'V609'],
  errorRows: 40,
})

/** The tail checked in the same thread (a stand-in for the second worker). */
const inProcess: RunTail = (tail, tsLine, expectedYear, onProgress) =>
  verifyTail(tail, tsLine, expectedYear, onProgress)

describe('readInto', () => {
  /** A validator that only keeps the text pushed into it. */
  function recorder(): Validator & { readonly text: () => string } {
    const pieces: string[] = []
    const validator = createValidator()
    return {
      ...validator,
      push: (piece: string) => {
        pieces.push(piece)
      },
      text: () => pieces.join(''),
    }
  }

  it('decodes characters cut between pieces whole, drops a leading BOM, reports bytes', async () => {
    const content = '1|Bänk 😀|2024\r\n2|Peña|北京\n\u00e9\u00e9|\uD83D\uDE00'
    const blob = new Blob(['\ufeff', content])
    for (const size of [1, 2, 3, 5, 64]) {
      const validator = recorder()
      const bytes: number[] = []
      await readInto(blob, validator, (b) => bytes.push(b), size)
      expect(validator.text()).toBe(content)
      expect(bytes.at(-1)).toBe(blob.size)
      expect(bytes).toEqual([...bytes].sort((a, b) => a - b))
    }
  })

  it('turns malformed bytes into U+FFFD, as a stream decoder does', async () => {
    const blob = new Blob([new Uint8Array([0x32, 0x7c, 0xff, 0xc3, 0x0a, 0xe2, 0x82])])
    const validator = recorder()
    await readInto(blob, validator, () => {}, 2)
    expect(validator.text()).toBe('2|\ufffd\ufffd\n\ufffd')
  })

  it('gives the result of the text checked at once', async () => {
    const validator = createValidator({ expectedYear: 2024 })
    await readInto(new Blob([text]), validator, () => {}, 65_521)
    expect(validator.end()).toEqual(validateText(text, { expectedYear: 2024 }))
  })
})

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

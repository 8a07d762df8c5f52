// @vitest-environment node
/**
 * Golden results: the validator's findings on generated files with many kinds of errors (see
 * ./golden/mutatedFiles) are kept in ./golden/*.txt, written by the validator before its hot
 * path was rewritten for speed (parsing, duplicate keys, reading). Any change to what is found —
 * counts, rows, values shown, notes, order — fails here. The same files pushed in uneven chunks,
 * and checked in two parts at once, must give the same result.
 */
import { describe, expect, it } from 'vitest'
import { createValidator, isAsciiText, validateText, type ValidationResult } from './engine'
import { generateLarText } from '../testing/generateLar'
import { mutatedFiles } from './golden/mutatedFiles'

const MAX_EXAMPLES = 4

const files = mutatedFiles()

/**
 * The result as text, one line per edit and per example (diffs stay readable): the summary, then
 * for each edit its stage, id, title, count and description, then its examples.
 */
function asText(result: ValidationResult): string {
  // Quality and macro edits are left out of the snapshots (which predate them); the chunked and
  // split checks below compare them too.
  const { edits, notChecked, quality, macro, macroNote, verifyStages, ...summary } = result
  void [quality, macro, macroNote, verifyStages]
  const lines = [
    JSON.stringify(summary),
    `not checked: ${notChecked
      .map((item) => item.id)
      .filter((id) => !id.startsWith('Q'))
      .join(' ')}`,
  ]
  for (const edit of edits) {
    lines.push(`## ${edit.stage} ${edit.id} | ${edit.title} | ${String(edit.count)}`)
    lines.push(`   ${edit.description}`)
    for (const example of edit.examples) lines.push(`   ${JSON.stringify(example)}`)
  }
  return `${lines.join('\n')}\n`
}

const encoder = new TextEncoder()

/** `text` pushed in pieces of `sizes` (in turn); `withBytes`: ASCII pieces with their bytes. */
function inChunks(
  text: string,
  sizes: readonly number[],
  expectedYear?: number,
  withBytes = false,
) {
  const validator = createValidator({ expectedYear, maxExamplesPerEdit: MAX_EXAMPLES })
  let usedBytes = 0
  for (let i = 0, k = 0; i < text.length; k++) {
    const size = sizes[k % sizes.length] ?? 1
    const piece = text.slice(i, i + size)
    const bytes = encoder.encode(piece)
    if (withBytes && isAsciiText(piece, bytes)) {
      validator.push(piece, bytes)
      usedBytes++
    } else {
      validator.push(piece)
    }
    i += size
  }
  // Small pieces are ASCII even in these files: the byte path is taken.
  if (withBytes && sizes.includes(1)) expect(usedBytes).toBeGreaterThan(0)
  return validator.end()
}

describe('golden validator results', () => {
  it.each(files.map((f) => [f.name, f] as const))('%s', async (name, file) => {
    const result = validateText(file.text, {
      expectedYear: file.expectedYear,
      maxExamplesPerEdit: MAX_EXAMPLES,
    })
    // The files are meant to exercise all three stages.
    expect(result.edits.length).toBeGreaterThan(2)
    await expect(asText(result)).toMatchFileSnapshot(`./golden/${name}.txt`)
    expect(inChunks(file.text, [1, 7, 4093, 65_536, 3, 545], file.expectedYear)).toEqual(result)
    // Read from the bytes of its ASCII pieces (as the page does), the file gives the same.
    expect(inChunks(file.text, [65_536, 1, 4093, 7], file.expectedYear, true)).toEqual(result)
    expect(inChunks(file.text, [1 << 20], file.expectedYear, true)).toEqual(result)
  })

  it('reads ASCII pieces from their bytes with the same result', () => {
    const text = generateLarText({
      year: 2025,
      rows: 4000,
      errors: ['FORMAT', 'S300', 'S301', 'S304', 'S305', 'S306', 'V608-1', 'V609'],
      errorRows: 30,
    })
    const expected = validateText(text, { expectedYear: 2025, maxExamplesPerEdit: MAX_EXAMPLES })
    expect(expected.edits.length).toBeGreaterThan(6)
    expect(inChunks(text, [1 << 16, 4099, 1], 2025, true)).toEqual(expected)
  })

  it('gives the same result when a file is checked in two parts at once', () => {
    const file = files[0]
    if (!file) throw new Error('no files')
    const { text, expectedYear } = file
    const options = { expectedYear, maxExamplesPerEdit: MAX_EXAMPLES }
    const expected = validateText(text, options)
    const tsLine = text.slice(0, text.indexOf('\n'))
    let merged = 0
    for (const share of [0.2, 0.5, 0.77]) {
      const at = text.indexOf('\n', Math.floor(text.length * share)) + 1
      const head = createValidator({ ...options, part: { role: 'head' } })
      const tail = createValidator({ ...options, part: { role: 'tail', tsLine } })
      head.push(text.slice(0, at))
      for (let i = at; i < text.length; i += 4099) tail.push(text.slice(i, i + 4099))
      const result = head.endWith(tail.endPart())
      if (result === null) continue // a blank line before the split point, e.g.
      merged++
      expect(result).toEqual(expected)
    }
    expect(merged).toBeGreaterThan(0)
  })
})

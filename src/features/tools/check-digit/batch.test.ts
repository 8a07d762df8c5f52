// @vitest-environment node
// (Node's Blob streams and TextDecoderStream, as the worker has them; jsdom's Blob has no stream.)
import { describe, expect, it } from 'vitest'
import { generateCheckDigit, validateLoanId } from '@/hmda/checkDigit'
import {
  BatchInputError,
  BatchProcessor,
  isHeaderLine,
  LineSplitter,
  MAX_LINE_CHARS,
  PREVIEW_ROWS,
  processFile,
  resultFileName,
  type BatchMode,
  type BatchProgress,
} from './batch'

const ID1 = '10Bx939c5543TqA1144M999143X'
const ID2 = '5493001YS08XHF42M0372005203'
const ID3 = 'TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ'

/** Lines as the splitter emits them for the given chunks: [text, length]. */
function split(chunks: string[], maxChars?: number): [string, number][] {
  const out: [string, number][] = []
  const splitter = new LineSplitter((text, length) => out.push([text, length]), maxChars)
  for (const chunk of chunks) splitter.push(chunk)
  splitter.end()
  return out
}

const texts = (chunks: string[]) => split(chunks).map(([text]) => text)

/** Runs lines through a processor and returns the result file's text and the processor. */
function run(mode: BatchMode, lines: string[]) {
  const processor = new BatchProcessor(mode)
  for (const line of lines) processor.line(line)
  const text = processor.finish().join('')
  return { text, processor, summary: processor.summary }
}

/** The records of a result file, without its byte-order mark. */
const records = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .slice(0, -1)

describe('LineSplitter', () => {
  it('splits on LF, CRLF and lone CR', () => {
    expect(texts(['a\nb\r\nc\rd'])).toEqual(['a', 'b', 'c', 'd'])
  })

  it('does not make a line of the final line break', () => {
    expect(texts(['a\nb\n'])).toEqual(['a', 'b'])
    expect(texts(['a\r\n'])).toEqual(['a'])
    expect(texts([''])).toEqual([])
  })

  it('keeps blank lines, at the start, in the middle and at the end', () => {
    expect(texts(['\na\n\n\nb\n\n'])).toEqual(['', 'a', '', '', 'b', ''])
    expect(texts(['\r\n\r\n'])).toEqual(['', ''])
  })

  it('joins lines and line breaks that straddle chunks', () => {
    expect(texts(['ab', 'c\nd', 'e'])).toEqual(['abc', 'de'])
    expect(texts(['a\r', '\nb'])).toEqual(['a', 'b'])
    expect(texts(['a\r', '', '\nb'])).toEqual(['a', 'b'])
    expect(texts(['a\r', 'b'])).toEqual(['a', 'b'])
    expect(texts(['a\r', '\r\nb'])).toEqual(['a', '', 'b'])
    expect(texts(['a', '\n', '\n'])).toEqual(['a', ''])
  })

  it('cuts long lines but reports their true length', () => {
    const long = 'x'.repeat(25)
    expect(split([`${long}\r\nok\n`], 10)).toEqual([
      ['x'.repeat(10), 25],
      ['ok', 2],
    ])
    expect(split(['x'.repeat(6), 'x'.repeat(6), '\n'], 10)).toEqual([['x'.repeat(10), 12]])
    expect(MAX_LINE_CHARS).toBeGreaterThan(45)
  })
})

describe('isHeaderLine', () => {
  it.each(['loanId', 'uli', 'ULI', 'Loan ID', 'loan_id', 'Universal Loan Identifier', 'LEI'])(
    'recognizes %s',
    (line) => expect(isHeaderLine(line, validateLoanId(line))).toBe(true),
  )

  it.each(['ABC', 'abc-def', 'loan 1', 'hello world'])('does not take %s for a header', (line) =>
    expect(isHeaderLine(line, validateLoanId(line))).toBe(false),
  )

  it('never skips a valid ID', () => {
    const id = 'LOANIDLOANIDLOANIDLOANID'
    expect(validateLoanId(id)).toBeNull()
    expect(isHeaderLine(id, null)).toBe(false)
  })
})

/** How the shared CSV writer keeps a code as text in spreadsheets (lib/csv.ts, csvCode). */
const code = (value: string) => `"=""${value}"""`

describe('result codes stay text in a spreadsheet', () => {
  it('writes loan IDs, check digits and ULIs as codes: "07" stays 07, digits stay digits', () => {
    const digitsOnly = '12345678901234567890123'
    const { text } = run('generate', [digitsOnly])
    const cd = '41' // 98 - (N x 100 mod 97), N = the loan ID as a number
    expect(records(text)[1]).toBe(`${code(digitsOnly)},${code(cd)},${code(`${digitsOnly}${cd}`)},`)
    expect(records(run('generate', [ID2]).text)[1]).toBe(
      `${code(ID2)},${code('07')},${code(`${ID2}07`)},`,
    )
    expect(records(run('validate', [`${ID2}07`]).text)[1]).toBe(`${code(`${ID2}07`)},true,`)
  })
})

describe('BatchProcessor, generate', () => {
  it('writes loanId,checkDigit,uli,error with a byte-order mark and CRLF', () => {
    const { text, summary } = run('generate', [ID1, ID2])
    expect(text.startsWith('\ufeffloanId,checkDigit,uli,error\r\n')).toBe(true)
    expect(records(text)).toEqual([
      'loanId,checkDigit,uli,error',
      `${code(ID1)},${code('38')},${code(`${ID1}38`)},`,
      `${code(ID2)},${code('07')},${code(`${ID2}07`)},`,
    ])
    expect(summary).toMatchObject({ lines: 2, good: 2, bad: 0, blank: 0, header: null })
  })

  it('skips a header line and blank lines, and counts them', () => {
    const { text, summary } = run('generate', ['', 'loanId', ID1, '   ', '', ID3])
    expect(records(text).slice(1)).toEqual([
      `${code(ID1)},${code('38')},${code(`${ID1}38`)},`,
      `${code(ID3)},${code('46')},${code(`${ID3}46`)},`,
    ])
    expect(summary).toEqual({
      mode: 'generate',
      lines: 6,
      blank: 3,
      header: 'loanId',
      good: 2,
      bad: 0,
      valid: 0,
      invalid: 0,
    })
  })

  it('treats only the first non-blank line as a possible header', () => {
    const { summary, text } = run('generate', [ID1, 'loanId'])
    expect(summary).toMatchObject({ header: null, good: 1, bad: 1 })
    expect(records(text)[2]).toMatch(/^loanId,,,The loan ID has 6 characters/)
  })

  it('keeps bad lines, with the error, and quotes what needs quoting', () => {
    const { text, summary, processor } = run('generate', [
      ID1,
      'ab"cdefghijklmnopqrstuvwxyz',
      '=HYPERLINK("x")',
      'short',
      `${ID1}${'9'.repeat(20)}`,
    ])
    const lines = records(text)
    expect(lines).toHaveLength(6)
    expect(lines[2]).toBe(
      '"ab""cdefghijklmnopqrstuvwxyz",,,"The loan ID contains “""” at position 3. Use only letters (A–Z) and digits (0–9)."',
    )
    expect(lines[3]).toMatch(/^"'=HYPERLINK\(""x""\)",,,The loan ID contains “=” at position 1/)
    expect(lines[4]).toBe(`short,,,${validateLoanId('short')}`)
    expect(lines[5]).toMatch(/,,,The loan ID has 47 characters; it can have at most 43\.$/)
    expect(summary).toMatchObject({ lines: 5, good: 1, bad: 4 })
    expect(processor.preview.map((r) => [r.line, r.error])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
    ])
    // The preview has the values as they are, not CSV-quoted or neutralized.
    expect(processor.preview[2]?.cells[0]).toBe('=HYPERLINK("x")')
  })

  it('uses the first column of CSV lines, quoted or not', () => {
    const { text } = run('generate', [`${ID1},anything`, `"${ID2}",x`, ` ${ID3} `])
    expect(records(text).slice(1)).toEqual([
      `${code(ID1)},${code('38')},${code(`${ID1}38`)},`,
      `${code(ID2)},${code('07')},${code(`${ID2}07`)},`,
      `${code(ID3)},${code('46')},${code(`${ID3}46`)},`,
    ])
  })

  it('reports the true length of a cut-off line, with a thousands separator, quoted', () => {
    const processor = new BatchProcessor('generate')
    processor.line('A'.repeat(MAX_LINE_CHARS), 20_000)
    const line = records(processor.finish().join(''))[1]
    expect(line).toBe(
      `${'A'.repeat(MAX_LINE_CHARS)}…,,,"The loan ID has 20,000 characters; it can have at most 43."`,
    )
  })

  it('previews the first rows only', () => {
    const { processor } = run(
      'generate',
      Array.from({ length: 50 }, () => ID1),
    )
    expect(processor.preview).toHaveLength(PREVIEW_ROWS)
    expect(processor.preview[0]).toEqual({
      line: 1,
      cells: [ID1, '38', `${ID1}38`, ''],
      error: false,
    })
  })
})

describe('BatchProcessor, validate', () => {
  it('writes uli,isValid,error and counts valid, not valid and bad lines', () => {
    const { text, summary } = run('validate', [
      'ULI',
      `${ID1}38`,
      '10Bx939c5543TqA1144M999133X38',
      '',
      `${ID1}3X`,
      `${ID2}07`,
    ])
    expect(records(text)).toEqual([
      'uli,isValid,error',
      `${code(`${ID1}38`)},true,`,
      `${code('10Bx939c5543TqA1144M999133X38')},false,`,
      `${ID1}3X,false,The ULI ends in “3X”: its last two characters are the check digits and must be digits (0–9).`,
      `${code(`${ID2}07`)},true,`,
    ])
    expect(summary).toEqual({
      mode: 'validate',
      lines: 6,
      blank: 1,
      header: 'ULI',
      good: 3,
      bad: 1,
      valid: 2,
      invalid: 1,
    })
  })
})

describe('processFile', () => {
  const file = (text: string | Uint8Array) => new Blob([text as BlobPart])

  it('reads a CRLF file with a header, bad and blank lines', async () => {
    const input = ['uli', `${ID1}38`, '', 'nope', `${ID3}46`, ''].join('\r\n')
    const progress: BatchProgress[] = []
    const result = await processFile(file(input), 'validate', (p) => progress.push(p))
    expect(result.summary).toMatchObject({ lines: 5, blank: 1, header: 'uli', good: 2, bad: 1 })
    expect(result.summary.valid).toBe(2)
    const text = await result.blob.text()
    expect(records(text)).toEqual([
      'uli,isValid,error',
      `${code(`${ID1}38`)},true,`,
      'nope,false,"The ULI has 4 characters; it needs at least 23: the 20-character LEI, a loan number of at least 1 character and 2 check digits."',
      `${code(`${ID3}46`)},true,`,
    ])
    expect(result.blob.type).toBe('text/csv;charset=utf-8')
    expect(progress.at(-1)).toEqual({ lines: 5, bytes: input.length, totalBytes: input.length })
  })

  it('drops the UTF-8 byte-order mark of the input', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`loanId\n${ID1}\n`)])
    const result = await processFile(file(bom), 'generate')
    expect(result.summary).toMatchObject({ header: 'loanId', good: 1, bad: 0 })
  })

  it('decodes UTF-8 characters split across stream chunks', async () => {
    const result = await processFile(file(`${'é'.repeat(40_000)}\n${ID1}\n`), 'generate')
    expect(result.summary).toMatchObject({ lines: 2, good: 1, bad: 1 })
    expect(result.preview[0]?.cells[3]).toBe(
      'The loan ID contains “é” at position 1. Use only letters (A–Z) and digits (0–9).',
    )
  })

  it('rejects empty and binary files with a BatchInputError', async () => {
    await expect(processFile(file(''), 'generate')).rejects.toThrow(BatchInputError)
    await expect(processFile(file(''), 'generate')).rejects.toThrow(/The file is empty/)
    await expect(
      processFile(file(new Uint8Array([0x41, 0, 0, 0x42, 0, 0x43, 1, 2])), 'generate'),
    ).rejects.toThrow(/not look like a text file/)
    await expect(
      processFile(file(new Uint8Array([0xff, 0xfe, 0x41, 0])), 'generate'),
    ).rejects.toThrow(/UTF-16/)
  })

  it('names the kind of a file that is not text (the shared detector), and says what to do', async () => {
    const ole = new Uint8Array(1024)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    await expect(processFile(file(ole), 'generate')).rejects.toThrow(
      /^The file is an Excel 97–2003 workbook \(\.xls\).*Save it as “CSV UTF-8”/,
    )
    const utf16NoBom = new Uint8Array([...`${ID1}\r\n`].flatMap((c) => [c.charCodeAt(0), 0]))
    await expect(processFile(file(utf16NoBom), 'generate')).rejects.toThrow(/saved as UTF-16/)
    await expect(
      processFile(file(new Uint8Array([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0])), 'generate'),
    ).rejects.toThrow(/compressed \(gzip\)/)
    await expect(
      processFile(file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0])), 'validate'),
    ).rejects.toThrow(/ZIP archive or an Excel workbook \(\.xlsx\)/)
  })

  it('reports progress every 50,000 lines over 200,000 lines', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `${ID2.slice(0, 20)}${i}`)
    const lines: string[] = []
    for (let i = 0; i < 200_000; i++) lines.push(ids[i % 1000] ?? '')
    const progress: number[] = []
    const result = await processFile(file(`${lines.join('\n')}\n`), 'generate', (p) =>
      progress.push(p.lines),
    )
    expect(progress).toEqual([50_000, 100_000, 150_000, 200_000, 200_000])
    expect(result.summary).toMatchObject({ lines: 200_000, good: 200_000, bad: 0 })
    const text = await result.blob.text()
    const out = records(text)
    expect(out).toHaveLength(200_001)
    expect(out[1]).toBe(
      `${code(ids[0] ?? '')},${code(generateCheckDigit(ids[0] ?? ''))},${code(`${ids[0]}${generateCheckDigit(ids[0] ?? '')}`)},`,
    )
    expect(out[200_000]).toBe(
      `${code(ids[999] ?? '')},${code(generateCheckDigit(ids[999] ?? ''))},${code(`${ids[999]}${generateCheckDigit(ids[999] ?? '')}`)},`,
    )
  })
})

describe('resultFileName', () => {
  it('names the result after the uploaded file', () => {
    expect(resultFileName('loans.csv')).toBe('check-digits-loans.csv')
    expect(resultFileName('my loans 2024.txt')).toBe('check-digits-my-loans-2024.csv')
    expect(resultFileName('ids')).toBe('check-digits-ids.csv')
    expect(resultFileName('.csv')).toBe('check-digits-results.csv')
  })
})

/**
 * Checks made before a file is read: each problem found gets its own message, and all of them
 * are listed together. What kind of file it is (empty, a workbook, binary data, UTF-16…) is
 * told by the site's one detector (src/lib/fileType.ts) from the first 64 KB.
 */
import { detectFileKind, fileKindMessage, type FileKind, SNIFF_BYTES } from '../fileType'

/** A file that is not readable text (its kind), a wrong name, or a wrong first row. */
export type PrecheckProblem = Exclude<FileKind, 'text'> | 'extension' | 'firstRow'

const SAVE_AS_TEXT =
  'Save the register as a pipe-delimited text file (.txt, UTF-8) and choose that file.'

/** What to do, by kind of file. */
const WHAT_TO_DO: Record<Exclude<FileKind, 'text'>, string> = {
  empty: 'Choose the HMDA file you will submit (a .txt file).',
  zip: 'If it is a workbook, save the register from it as a pipe-delimited text file (.txt, UTF-8) and choose that file.',
  ole: SAVE_AS_TEXT,
  pdf: SAVE_AS_TEXT,
  gzip: `Unpack it first. ${SAVE_AS_TEXT}`,
  utf16: 'HMDA files must be UTF-8 or plain text (ASCII): save it that way and choose it again.',
  utf32: 'HMDA files must be UTF-8 or plain text (ASCII): save it that way and choose it again.',
  binary: `Check that you chose the right file. ${SAVE_AS_TEXT}`,
}

const OTHER_MESSAGES = {
  extension:
    'The file name does not end in .txt. HMDA files are pipe-delimited text files saved with the .txt extension.',
  firstRow:
    'The first row does not begin with 1| — an HMDA file starts with the transmittal sheet, whose first field is 1, followed by a pipe (|).',
} as const

/** The message shown for a problem: what is wrong, then what to do. */
export function precheckMessage(problem: PrecheckProblem): string {
  if (problem === 'extension' || problem === 'firstRow') return OTHER_MESSAGES[problem]
  return fileKindMessage(problem, WHAT_TO_DO[problem]) ?? ''
}

/** True when the bytes (after an optional UTF-8 byte-order mark) start with `1|`. */
export function startsWithTs(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  return bytes[start] === 0x31 && bytes[start + 1] === 0x7c
}

/**
 * The problems of a file (name, size and first bytes), in the order they are shown. An empty
 * file is only empty; a file that is not text is not also said to have a wrong first row.
 */
export function precheckBytes(name: string, size: number, head: Uint8Array): PrecheckProblem[] {
  const kind = detectFileKind(head, size)
  if (kind === 'empty') return ['empty']
  const problems: PrecheckProblem[] = []
  if (!/\.txt$/i.test(name)) problems.push('extension')
  if (kind !== 'text') problems.push(kind)
  else if (!startsWithTs(head)) problems.push('firstRow')
  return problems
}

/** Reads the start of the file and returns its problems (empty when it may be checked). */
export async function precheckFile(
  file: Blob & { readonly name: string },
): Promise<PrecheckProblem[]> {
  if (file.size === 0) return ['empty']
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  return precheckBytes(file.name, file.size, head)
}

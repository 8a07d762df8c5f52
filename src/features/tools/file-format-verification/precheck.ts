/**
 * Checks made before a file is read: each problem found gets its own message, and all of them
 * are listed together. Only the first 64 KB are looked at.
 */

/** How much of the start of a file is examined. */
export const SNIFF_BYTES = 64 * 1024

export const PRECHECK_MESSAGES = {
  empty: 'The file is empty. Choose the HMDA file you will submit (a .txt file).',
  extension:
    'The file name does not end in .txt. HMDA files are pipe-delimited text files saved with the .txt extension.',
  encoding:
    'The file is saved as UTF-16 or UTF-32 (“Unicode text”), which HMDA does not accept. Save it as UTF-8 or plain text (ASCII) and choose it again.',
  firstRow:
    'The first row does not begin with 1| — an HMDA file starts with the transmittal sheet, whose first field is 1, followed by a pipe (|).',
} as const

export type PrecheckProblem = keyof typeof PRECHECK_MESSAGES

/** Why the first bytes show a UTF-16 or UTF-32 file: a byte-order mark or NUL bytes. */
export function isWideEncoding(bytes: Uint8Array): boolean {
  const b = (i: number) => bytes[i] ?? -1
  if ((b(0) === 0xff && b(1) === 0xfe) || (b(0) === 0xfe && b(1) === 0xff)) return true
  if (b(0) === 0 && b(1) === 0 && b(2) === 0xfe && b(3) === 0xff) return true
  const end = Math.min(bytes.length, SNIFF_BYTES)
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true
  return false
}

/** True when the bytes (after an optional UTF-8 byte-order mark) start with `1|`. */
export function startsWithTs(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  return bytes[start] === 0x31 && bytes[start + 1] === 0x7c
}

/** The problems of a file (name, size and first bytes), in the order they are shown. */
export function precheckBytes(name: string, size: number, head: Uint8Array): PrecheckProblem[] {
  if (size === 0) return ['empty']
  const problems: PrecheckProblem[] = []
  if (!/\.txt$/i.test(name)) problems.push('extension')
  if (isWideEncoding(head)) problems.push('encoding')
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

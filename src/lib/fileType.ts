/**
 * One detector for every file a user gives the site: tells from the size and the first bytes
 * whether a file is text the tools can read, or what else it is (empty, a ZIP or Excel
 * workbook, an old Excel/Word file, a PDF, a gzip archive, UTF-16/UTF-32 text, other binary
 * data), so each tool can say exactly what is wrong and what to do.
 */

/** How much of the start of a file is examined. */
export const SNIFF_BYTES = 64 * 1024

export type FileKind =
  'text' | 'empty' | 'zip' | 'ole' | 'pdf' | 'gzip' | 'utf16' | 'utf32' | 'binary'

/** Sentence saying what the file is, for every kind but text. */
export const FILE_KIND_PROBLEMS: Record<Exclude<FileKind, 'text'>, string> = {
  empty: 'The file is empty (0 bytes).',
  zip: 'The file is a ZIP archive or an Excel workbook (.xlsx), not a text file.',
  ole: 'The file is an Excel 97–2003 workbook (.xls) or another Office document, not a text file.',
  pdf: 'The file is a PDF document, not a text file.',
  gzip: 'The file is compressed (gzip), not a text file.',
  utf16: 'The file is saved as UTF-16 (“Unicode text”), which this tool does not read.',
  utf32: 'The file is saved as UTF-32, which this tool does not read.',
  binary: 'The file does not look like a text file: it contains binary data.',
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((v, i) => bytes[at + i] === v)

/**
 * The kind of a file from its size and first bytes (`head`, at most SNIFF_BYTES are looked at).
 * Text means ASCII or UTF-8 (with or without a byte-order mark), or a single-byte encoding.
 */
export function detectFileKind(head: Uint8Array, size = head.length): FileKind {
  if (size === 0) return 'empty'
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return 'zip'
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole'
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip'
  if (startsWith(head, [0xff, 0xfe, 0x00, 0x00]) || startsWith(head, [0x00, 0x00, 0xfe, 0xff])) {
    return 'utf32'
  }
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'utf16'
  if (startsWith(head, [0xef, 0xbb, 0xbf]) && !head.subarray(3, SNIFF_BYTES).includes(0)) {
    return 'text'
  }
  const end = Math.min(head.length, SNIFF_BYTES)
  // NUL bytes: UTF-16/32 text without a byte-order mark puts them in a regular pattern.
  let nuls = 0
  const nulsAt = new Uint32Array(4)
  let controls = 0
  for (let i = 0; i < end; i++) {
    const b = head[i] ?? 0
    if (b === 0) {
      nuls++
      nulsAt[i & 3] = (nulsAt[i & 3] ?? 0) + 1
    } else if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1a) {
      controls++
    } else if (b === 0x7f) {
      controls++
    }
  }
  if (nuls > 0) {
    const quads = Math.floor(end / 4)
    if (quads > 0 && nuls >= end * 0.7) {
      // Three NULs in every four bytes: UTF-32 (little or big endian).
      const nonNulColumns = nulsAt.filter((n) => n < quads * 0.2).length
      if (nonNulColumns === 1) return 'utf32'
    }
    const pairs = Math.floor(end / 2)
    const even = (nulsAt[0] ?? 0) + (nulsAt[2] ?? 0)
    const odd = (nulsAt[1] ?? 0) + (nulsAt[3] ?? 0)
    if (pairs > 0 && (odd >= pairs * 0.9 || even >= pairs * 0.9) && Math.min(odd, even) <= 2) {
      return 'utf16'
    }
    return 'binary'
  }
  // No NUL bytes, but many control characters that text never has.
  if (end > 0 && controls > Math.max(4, end * 0.05)) return 'binary'
  return 'text'
}

/** Reads the start of a file and returns its kind. */
export async function detectFileKindOf(file: Blob): Promise<FileKind> {
  if (file.size === 0) return 'empty'
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  return detectFileKind(head, file.size)
}

/**
 * The message for a file that is not readable text: what it is, then what to do (`whatToDo`,
 * e.g. "Save it as plain text (UTF-8) and choose it again."). Null for text.
 */
export function fileKindMessage(kind: FileKind, whatToDo: string): string | null {
  return kind === 'text' ? null : `${FILE_KIND_PROBLEMS[kind]} ${whatToDo}`
}

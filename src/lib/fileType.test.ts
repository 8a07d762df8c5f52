import { describe, expect, it } from 'vitest'
import { detectFileKind, detectFileKindOf, fileKindMessage, FILE_KIND_PROBLEMS } from './fileType'

const ascii = (s: string) => new TextEncoder().encode(s)
const utf16le = (s: string, bom = true) => {
  const out = new Uint8Array((bom ? 2 : 0) + s.length * 2)
  let i = 0
  if (bom) {
    out[i++] = 0xff
    out[i++] = 0xfe
  }
  for (const ch of s) {
    out[i++] = ch.charCodeAt(0)
    out[i++] = 0
  }
  return out
}
const utf16be = (s: string) => {
  const out = new Uint8Array(s.length * 2)
  ;[...s].forEach((ch, i) => (out[i * 2 + 1] = ch.charCodeAt(0)))
  return out
}
const utf32le = (s: string) => {
  const out = new Uint8Array(s.length * 4)
  ;[...s].forEach((ch, i) => (out[i * 4] = ch.charCodeAt(0)))
  return out
}
/** Deterministic pseudo-random bytes. */
const randomBytes = (n: number, seed = 7) => {
  const out = new Uint8Array(n)
  let x = seed
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

const row = '1|FRONTENDTESTBANK9999|2025|4|Mr. Smug Pockets|555-555-5555|pockets@ficus.com\n'

describe('detectFileKind', () => {
  it('accepts ASCII, UTF-8 with and without BOM, and Latin-1 text', () => {
    expect(detectFileKind(ascii(row))).toBe('text')
    expect(detectFileKind(new Uint8Array([0xef, 0xbb, 0xbf, ...ascii(row)]))).toBe('text')
    expect(detectFileKind(ascii('loanId\r\nÉcole 123\r\n'))).toBe('text')
    expect(detectFileKind(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]))).toBe('text')
  })

  it('tells an empty file', () => {
    expect(detectFileKind(new Uint8Array(0))).toBe('empty')
    expect(detectFileKind(new Uint8Array(0), 0)).toBe('empty')
  })

  it('tells ZIP / .xlsx, old Office, PDF and gzip files by their signature', () => {
    expect(detectFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]))).toBe('zip')
    expect(
      detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])),
    ).toBe('ole')
    expect(detectFileKind(ascii('%PDF-1.7\n%âãÏÓ'))).toBe('pdf')
    expect(detectFileKind(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]))).toBe('gzip')
  })

  it('tells UTF-16 with a byte-order mark and without one (both byte orders)', () => {
    expect(detectFileKind(utf16le(row))).toBe('utf16')
    expect(detectFileKind(new Uint8Array([0xfe, 0xff, 0, 0x31]))).toBe('utf16')
    expect(detectFileKind(utf16le(row, false))).toBe('utf16')
    expect(detectFileKind(utf16be(row))).toBe('utf16')
  })

  it('tells UTF-32 with and without a byte-order mark', () => {
    expect(detectFileKind(new Uint8Array([0xff, 0xfe, 0, 0, 0x31, 0, 0, 0]))).toBe('utf32')
    expect(detectFileKind(new Uint8Array([0, 0, 0xfe, 0xff, 0, 0, 0, 0x31]))).toBe('utf32')
    expect(detectFileKind(utf32le(row))).toBe('utf32')
  })

  it('calls random bytes binary, not UTF-16', () => {
    for (const seed of [1, 2, 3, 42, 99])
      expect(detectFileKind(randomBytes(4096, seed))).toBe('binary')
  })

  it('calls control-character data without NULs binary', () => {
    const bytes = new Uint8Array(1000).map((_, i) => (i % 3 === 0 ? 0x01 : 0x41))
    expect(detectFileKind(bytes)).toBe('binary')
  })

  it('uses the size given, not only the head', () => {
    expect(detectFileKind(new Uint8Array(0), 10)).toBe('text')
  })
})

describe('detectFileKindOf', () => {
  it('reads the start of a Blob', async () => {
    expect(await detectFileKindOf(new Blob([]))).toBe('empty')
    expect(await detectFileKindOf(new Blob([ascii(row)]))).toBe('text')
    expect(await detectFileKindOf(new Blob([utf16le(row)]))).toBe('utf16')
  })
})

describe('fileKindMessage', () => {
  it('says what the file is, then what to do; nothing for text', () => {
    expect(fileKindMessage('text', 'x')).toBeNull()
    expect(fileKindMessage('zip', 'Save it as text.')).toBe(
      `${FILE_KIND_PROBLEMS.zip} Save it as text.`,
    )
    const all = Object.values(FILE_KIND_PROBLEMS)
    expect(new Set(all).size).toBe(all.length)
  })
})

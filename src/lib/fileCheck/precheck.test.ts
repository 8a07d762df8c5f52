import { describe, expect, it } from 'vitest'
import { precheckBytes, precheckFile, precheckMessage } from './precheck'
import { timeLeft } from './timeLeft'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('precheck', () => {
  it('accepts a .txt file starting with 1| (with or without a UTF-8 BOM)', () => {
    expect(precheckBytes('lar.txt', 10, bytes('1|Bank|2025'))).toEqual([])
    expect(precheckBytes('LAR.TXT', 10, bytes('\ufeff1|Bank'))).toEqual([])
  })

  it('rejects an empty file, alone', () => {
    expect(precheckBytes('lar.csv', 0, new Uint8Array())).toEqual(['empty'])
  })

  it('lists several problems together', () => {
    expect(precheckBytes('lar.csv', 10, bytes('2|X'))).toEqual(['extension', 'firstRow'])
    const utf16 = new Uint8Array([0xff, 0xfe, 0x31, 0, 0x7c, 0])
    expect(precheckBytes('lar.dat', 6, utf16)).toEqual(['extension', 'utf16'])
    expect(precheckBytes('lar.txt', 6, new Uint8Array([0x31, 0, 0x7c, 0]))).toEqual(['utf16'])
    expect(precheckBytes('lar.txt', 4, new Uint8Array([0, 0, 0xfe, 0xff]))).toEqual(['utf32'])
  })

  it('tells a workbook renamed .txt, random bytes and UTF-16 text apart, each with its message', () => {
    // An .xlsx file is a ZIP archive: it starts with PK\x03\x04.
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0])
    expect(precheckBytes('lar.txt', 9000, xlsx)).toEqual(['zip'])
    expect(precheckMessage('zip')).toMatch(/^The file is a ZIP archive or an Excel workbook/)
    expect(precheckMessage('zip')).toMatch(/pipe-delimited text/)

    const random = new Uint8Array(4096)
    let x = 7
    for (let i = 0; i < random.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0
      random[i] = x >>> 24
    }
    expect(precheckBytes('lar.txt', random.length, random)).toEqual(['binary'])
    expect(precheckMessage('binary')).toMatch(/binary data/)
    expect(precheckMessage('binary')).not.toMatch(/UTF-16/)

    const noBom = new Uint8Array([...'1|BANK|2025'].flatMap((c) => [c.charCodeAt(0), 0]))
    expect(precheckBytes('lar.txt', noBom.length, noBom)).toEqual(['utf16'])
    expect(precheckMessage('utf16')).toMatch(/UTF-16/)
    expect(precheckMessage('empty')).toMatch(/empty/)
    expect(precheckMessage('firstRow')).toMatch(/1\|/)
  })

  it('reads the start of a File', async () => {
    const file = new File(['1|Bank\n2|X\n'], 'a.txt')
    expect(await precheckFile(file)).toEqual([])
    expect(await precheckFile(new File([], 'a.txt'))).toEqual(['empty'])
  })

  it('estimates the time left from the share read', () => {
    expect(timeLeft(0, 100, 5000)).toBe('Estimating time left…')
    expect(timeLeft(50, 100, 10_000)).toBe('About 10 seconds left')
    expect(timeLeft(10, 100, 60_000)).toBe('About 9 minutes left')
  })
})

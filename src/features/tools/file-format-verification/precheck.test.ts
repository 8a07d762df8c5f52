import { describe, expect, it } from 'vitest'
import { precheckBytes, precheckFile } from './precheck'
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
    expect(precheckBytes('lar.dat', 6, utf16)).toEqual(['extension', 'encoding'])
    expect(precheckBytes('lar.txt', 6, new Uint8Array([0x31, 0, 0x7c, 0]))).toEqual(['encoding'])
    expect(precheckBytes('lar.txt', 4, new Uint8Array([0, 0, 0xfe, 0xff]))).toEqual(['encoding'])
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

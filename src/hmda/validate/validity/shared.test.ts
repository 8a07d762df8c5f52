// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { codeRange, codeSet, inSet } from './shared'

describe('codeSet', () => {
  it('answers like a Set of the same strings', () => {
    const codes = ['0', '1', '2', '31', '71', '1111', '9999', '01', 'NA', 'AL', '12345', '-1']
    const set = codeSet(...codes, 8)
    const plain = new Set([...codes, '8'])
    const probes = [
      ...codes,
      ...codeRange(0, 10_050),
      '',
      '00',
      '001',
      '08',
      '8.0',
      ' 8',
      '8 ',
      '+8',
      '-0',
      'na',
      'Exempt',
      '٨',
      '123456',
    ]
    for (const probe of probes) expect(set.has(probe), probe).toBe(plain.has(probe))
    expect(inSet(set, undefined)).toBe(false)
    expect(set.size).toBe(plain.size)
  })
})

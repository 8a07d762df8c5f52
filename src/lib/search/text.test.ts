import { describe, expect, it } from 'vitest'
import { allowedTypos, escapeHtml, normalize, tokenize, typoDistance } from './text'

describe('tokenize', () => {
  it('splits on anything but letters and digits, with offsets', () => {
    expect(tokenize('Loan amount (USD), 2026!')).toEqual([
      { norm: 'loan', start: 0, end: 4 },
      { norm: 'amount', start: 5, end: 11 },
      { norm: 'usd', start: 13, end: 16 },
      { norm: '2026', start: 19, end: 23 },
    ])
  })

  it('keeps an edit id with its suffix as one word', () => {
    expect(tokenize('V608-1 and V608 and S305-12; Q600-').map((t) => t.norm)).toEqual([
      'v608-1',
      'and',
      'v608',
      'and',
      's305-12',
      'q600',
    ])
    expect(tokenize('V6081-2').map((t) => t.norm)).toEqual(['v6081', '2'])
    expect(tokenize('closed-end').map((t) => t.norm)).toEqual(['closed', 'end'])
  })

  it('folds case and accents, composed or not', () => {
    expect(tokenize('Résumé RE\u0301SUME\u0301').map((t) => t.norm)).toEqual(['resume', 'resume'])
    expect(normalize('ÉDIT')).toBe('edit')
  })
})

describe('allowedTypos', () => {
  it('allows none under 4 letters, 1 from 4, 2 from 8', () => {
    expect(allowedTypos('lei')).toBe(0)
    expect(allowedTypos('loan')).toBe(1)
    expect(allowedTypos('mortgag')).toBe(1)
    expect(allowedTypos('mortgage')).toBe(2)
  })

  it('allows none in words with digits (edit ids, years)', () => {
    expect(allowedTypos('v608')).toBe(0)
    expect(allowedTypos('2026')).toBe(0)
  })
})

describe('typoDistance', () => {
  it.each([
    ['loan', 'loan', 0],
    ['lian', 'loan', 1], // substitution
    ['lon', 'loan', 1], // deletion
    ['loaan', 'loan', 1], // insertion
    ['laon', 'loan', 1], // transposition
    ['mrotgaeg', 'mortgage', 2],
  ])('%s → %s: %i', (a, b, d) => {
    expect(typoDistance(a, b, 2)).toBe(d)
  })

  it('stops at max + 1', () => {
    expect(typoDistance('abcd', 'wxyz', 1)).toBe(2)
    expect(typoDistance('ab', 'abcdef', 1)).toBe(2)
  })

  it('measures against the closest prefix in prefix mode', () => {
    expect(typoDistance('morg', 'mortgage', 1, true)).toBe(1)
    expect(typoDistance('mort', 'mortgage', 1, true)).toBe(0)
    expect(typoDistance('mortgagee', 'mortgage', 1, true)).toBe(1)
    expect(typoDistance('xyz', 'mortgage', 1, true)).toBe(2)
  })
})

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })
})

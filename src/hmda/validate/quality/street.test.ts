import { describe, expect, it } from 'vitest'
import { STREET, streetFacts } from './street'

// The four street checks as separate scans (how Q660-1 to Q660-4 were first written): the
// one-pass facts must decide every street exactly as they do.
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c)
const examined = (street: string) =>
  [...street].some((ch) => ch.charCodeAt(0) > 127) ? street.toLowerCase() : street
const hasTerminator = (s: string) => /[\n\r\u0085\u2028\u2029]/.test(s)
const isWord = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
function occurs(s: string, at: number, word: string): boolean {
  if (at + word.length > s.length) return false
  for (let j = 0; j < word.length; j++)
    if (lowerAscii(s.charCodeAt(at + j)) !== word.charCodeAt(j)) return false
  return true
}
const anyOf = (s: string, chars: string) => [...s].some((ch) => chars.includes(ch))
const eqIgnoringCase = (s: string, upper: string) =>
  s.length === upper.length &&
  [...s].every((ch, i) => lowerAscii(ch.charCodeAt(0)) === upper.toLowerCase().charCodeAt(i))

const reference = {
  'Q660-1': (street: string) => examined(street).length <= 100,
  'Q660-2': (street: string) => {
    const s = examined(street)
    if (hasTerminator(s)) return true
    if (anyOf(s, '&;\\')) return false
    for (let i = 0; i + 3 <= s.length; i++) {
      if (!occurs(s, i, 'and')) continue
      const before = i > 0 && isWord(s.charCodeAt(i - 1))
      const after = i + 3 < s.length && isWord(s.charCodeAt(i + 3))
      if (!before && !after) return false
    }
    return true
  },
  'Q660-3': (street: string) => {
    const s = examined(street)
    if (hasTerminator(s)) return true
    if (anyOf(s, '!@$^%*_+={}[]<>?\\')) return false
    for (let i = 0; i + 3 <= s.length; i++) if (occurs(s, i, 'tbd')) return false
    return true
  },
  'Q660-4': (street: string) => {
    const s = examined(street)
    if (s.length === 0) return true
    const letters = /[a-z]/i.test(s)
    const digits = /[0-9]/.test(s)
    if (digits && !letters && !hasTerminator(s)) return false
    if (!digits) return eqIgnoringCase(s, 'NA') || eqIgnoringCase(s, 'EXEMPT')
    return true
  },
}

/** The Q660 checks decided from the facts. */
function fromFacts(street: string) {
  const f = streetFacts(street)
  return {
    'Q660-1': (f & STREET.tooLong) === 0,
    'Q660-2': (f & STREET.q660_2Fails) === 0,
    'Q660-3': (f & STREET.q660_3Fails) === 0,
    'Q660-4': (f & STREET.q660_4Fails) === 0,
  }
}

const SAMPLES = [
  '',
  '1',
  'a',
  'NA',
  'na',
  'Na ',
  'EXEMPT',
  'exempt',
  'Exempt1',
  '1234',
  '1234 #5',
  'Main Street',
  '12 Main St',
  '12 Oak & Elm',
  '12 Oak; Elm',
  '12 Oak\\Elm',
  '12 Oak AND Elm',
  'and 12 Elm',
  '12 Elm and',
  '12 Elm_and',
  '12 Elm-and',
  '12 andand',
  '12 Anderson Rd',
  '12 Oak & Elm\u2028',
  '12 Oak\nand',
  '12 Main St #4',
  '12 Main St Apt 4?',
  '12_Main St',
  'TBD 12',
  '12 Atbdx Rd',
  '12 tB',
  '12 \u212A',
  '\u212A',
  '12 \u0130stanbul',
  '12 Caf\u00e9 and Bar',
  '12 \u00c5and',
  `1 ${'a'.repeat(98)}`,
  `1 ${'a'.repeat(99)}`,
  `1 ${'\u00e9'.repeat(98)}`,
  '123\r',
  '\u0085',
  '$5 Road',
  '5 Road {x}',
]

/** Streets of random characters from a small alphabet that hits every branch. */
function randomStreets(count: number): string[] {
  const alphabet = [
    'a',
    'n',
    'd',
    'A',
    'N',
    'D',
    't',
    'b',
    'T',
    'B',
    '1',
    '0',
    ' ',
    '_',
    '&',
    ';',
    '?',
    '#',
    '\\',
    '-',
    '\u212A',
    '\u00e9',
    '\u2028',
    '\n',
    'x',
    'E',
    'm',
    'p',
  ]
  let seed = 12345
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    return seed
  }
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const length = next() % 12
    let s = ''
    for (let k = 0; k < length; k++) s += alphabet[next() % alphabet.length]
    out.push(s)
  }
  return out
}

describe('streetFacts', () => {
  it('decides Q660-1 to Q660-4 as the separate checks do', () => {
    for (const street of [...SAMPLES, ...randomStreets(20_000)]) {
      const expected = Object.fromEntries(
        Object.entries(reference).map(([id, check]) => [id, check(street)]),
      )
      expect(fromFacts(street), JSON.stringify(street)).toEqual(expected)
    }
  })

  it('gives the same facts when asked again for an equal street', () => {
    const a = '12 Oak & Elm'
    const b = ['12 Oak', '& Elm'].join(' ')
    expect(streetFacts(a)).toBe(streetFacts(b))
    expect(streetFacts('12 Main St')).not.toBe(streetFacts(a))
  })
})

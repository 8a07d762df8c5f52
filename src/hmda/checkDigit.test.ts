import { describe, expect, it } from 'vitest'
import {
  checkDigitsOf,
  checkLoanIdLine,
  checkUliLine,
  generateCheckDigit,
  isValidUli,
  LOAN_ID_MAX_LENGTH,
  LOAN_ID_MIN_LENGTH,
  makeUli,
  mod97,
  toDigitString,
  validateLoanId,
  validateUli,
} from './checkDigit'

/** The rule written out with BigInt, as an independent reference. */
const referenceCheckDigits = (loanId: string) => {
  const n = BigInt(toDigitString(loanId))
  return String(98n - ((n * 100n) % 97n)).padStart(2, '0')
}
const referenceValid = (uli: string) => BigInt(toDigitString(uli)) % 97n === 1n

/** A small deterministic PRNG (mulberry32), so a failing case can be reproduced. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

function randomLoanId(random: () => number): string {
  const length =
    LOAN_ID_MIN_LENGTH + Math.floor(random() * (LOAN_ID_MAX_LENGTH - LOAN_ID_MIN_LENGTH + 1))
  let id = ''
  for (let i = 0; i < length; i++) id += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]
  return id
}

describe('acceptance examples', () => {
  it.each([
    ['TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ', '46'],
    ['10Bx939c5543TqA1144M999143X', '38'],
    ['5493001YS08XHF42M0372005203', '07'],
  ])('the check digits of %s are %s', (loanId, digits) => {
    expect(generateCheckDigit(loanId)).toBe(digits)
    expect(referenceCheckDigits(loanId)).toBe(digits)
    expect(makeUli(loanId)).toBe(loanId + digits)
    expect(isValidUli(loanId + digits)).toBe(true)
  })

  it('tells a valid ULI from one with a changed character', () => {
    expect(isValidUli('10Bx939c5543TqA1144M999143X38')).toBe(true)
    expect(isValidUli('10Bx939c5543TqA1144M999133X38')).toBe(false)
    // What the check digits of the changed loan ID would be.
    expect(generateCheckDigit('10Bx939c5543TqA1144M999133X')).toBe('31')
    expect(referenceValid('10Bx939c5543TqA1144M999133X31')).toBe(true)
  })
})

describe('the conversion', () => {
  it('maps letters to 10..35 and keeps digits', () => {
    expect(toDigitString('A')).toBe('10')
    expect(toDigitString('z')).toBe('35')
    expect(toDigitString('B9c')).toBe('11912')
  })

  it('computes N mod 97 like BigInt, also for the longest values', () => {
    const random = prng(7)
    for (let i = 0; i < 500; i++) {
      const s = randomLoanId(random) + 'ZZ'
      expect(mod97(s)).toBe(Number(BigInt(toDigitString(s)) % 97n))
    }
    const longest = 'Z'.repeat(45)
    expect(mod97(longest)).toBe(Number(BigInt(toDigitString(longest)) % 97n))
  })

  it('returns -1 for characters that are not letters or digits', () => {
    expect(mod97('AB-1')).toBe(-1)
    expect(mod97('É')).toBe(-1)
  })

  it('ignores case', () => {
    const random = prng(11)
    for (let i = 0; i < 200; i++) {
      const id = randomLoanId(random)
      expect(generateCheckDigit(id.toLowerCase())).toBe(generateCheckDigit(id.toUpperCase()))
      expect(generateCheckDigit(id)).toBe(generateCheckDigit(id.toUpperCase()))
    }
    expect(isValidUli('10BX939C5543TQA1144M999143X38')).toBe(true)
    expect(isValidUli('10bx939c5543tqa1144m999143x38')).toBe(true)
  })
})

describe('check digits', () => {
  it('are zero-padded to two digits', () => {
    // Search for a loan number whose check digits are below 10.
    const lei = '5493001YS08XHF42M037'
    let loanId = ''
    for (let n = 1; n < 10_000; n++) {
      const candidate = `${lei}${n}`
      if (Number(referenceCheckDigits(candidate)) < 10) {
        loanId = candidate
        break
      }
    }
    expect(loanId).not.toBe('')
    const digits = generateCheckDigit(loanId)
    expect(digits).toMatch(/^0[0-9]$/)
    expect(digits).toBe(referenceCheckDigits(loanId))
    expect(isValidUli(loanId + digits)).toBe(true)
    expect(isValidUli(loanId + digits.slice(1))).toBe(false)
  })

  it('round-trip: generated ULIs validate; other check digits agree with BigInt', () => {
    const random = prng(2024)
    for (let i = 0; i < 1000; i++) {
      const loanId = randomLoanId(random)
      const digits = generateCheckDigit(loanId)
      expect(digits).toBe(referenceCheckDigits(loanId))
      const uli = loanId + digits
      expect(isValidUli(uli)).toBe(true)
      expect(validateUli(uli)).toBeNull()
      const other = String((Number(digits) + 1 + Math.floor(random() * 90)) % 100).padStart(2, '0')
      expect(isValidUli(loanId + other)).toBe(referenceValid(loanId + other))
    }
  })

  it('ignores whitespace around the loan ID', () => {
    expect(generateCheckDigit('  10Bx939c5543TqA1144M999143X \t')).toBe('38')
    expect(makeUli(' 10Bx939c5543TqA1144M999143X ')).toBe('10Bx939c5543TqA1144M999143X38')
    expect(isValidUli(' 10Bx939c5543TqA1144M999143X38\r')).toBe(true)
  })

  it('refuses a malformed loan ID with the validation message', () => {
    expect(() => generateCheckDigit('ABC')).toThrow(RangeError)
    expect(() => generateCheckDigit('ABC')).toThrow(/has 3 characters/)
  })

  it('checkDigitsOf skips validation for values known to be good', () => {
    expect(checkDigitsOf('10Bx939c5543TqA1144M999143X')).toBe('38')
  })
})

describe('validation messages', () => {
  const ID = '10Bx939c5543TqA1144M999143X'

  it('accepts well-formed values', () => {
    expect(validateLoanId(ID)).toBeNull()
    expect(validateLoanId('A'.repeat(21))).toBeNull()
    expect(validateLoanId('A'.repeat(43))).toBeNull()
    expect(validateUli(`${ID}38`)).toBeNull()
    expect(validateUli(`${'A'.repeat(21)}00`)).toBeNull()
    expect(validateUli(`${'A'.repeat(43)}99`)).toBeNull()
  })

  it('asks for a value when it is empty or blank', () => {
    expect(validateLoanId('')).toBe('Enter a loan ID.')
    expect(validateLoanId('   ')).toBe('Enter a loan ID.')
    expect(validateUli('')).toBe('Enter a ULI.')
  })

  it('names the first character that is not a letter or digit, and its position', () => {
    expect(validateLoanId('10Bx-939c5543TqA1144M999143X')).toBe(
      'The loan ID contains “-” at position 5. Use only letters (A–Z) and digits (0–9).',
    )
    expect(validateLoanId('10Bx 939c_5543TqA1144M999143X')).toMatch(
      /contains a space at position 5/,
    )
    expect(validateUli('10Bx939c5543TqA1144M999143X3é')).toMatch(/contains “é” at position 29/)
    expect(validateLoanId('10Bx939c5543\u0000TqA1144M999143X')).toMatch(
      /contains an invisible character \(U\+0000\) at position 13/,
    )
    // Positions count from the start of what was typed, including leading spaces.
    expect(validateLoanId('  ab#cdefghijklmnopqrstuvw')).toMatch(/“#” at position 5/)
    // Characters outside the Basic Multilingual Plane are named whole.
    expect(validateLoanId('ab😀cdefghijklmnopqrstuvw')).toMatch(/“😀” at position 3/)
  })

  it('says how many characters were given and the minimum', () => {
    expect(validateLoanId('ABC')).toBe(
      'The loan ID has 3 characters; it needs at least 21: the 20-character LEI and a loan number of at least 1 character.',
    )
    expect(validateLoanId('A')).toMatch(/^The loan ID has 1 character;/)
    expect(validateLoanId('A'.repeat(20))).toMatch(/has 20 characters; it needs at least 21/)
    expect(validateUli(ID.slice(0, 22))).toMatch(/^The ULI has 22 characters; it needs at least 23/)
  })

  it('says how many characters were given and the maximum', () => {
    expect(validateLoanId('A'.repeat(44))).toBe(
      'The loan ID has 44 characters; it can have at most 43.',
    )
    expect(validateUli('1'.repeat(46))).toBe('The ULI has 46 characters; it can have at most 45.')
    // A cut-off line from a file reports its true length.
    expect(validateLoanId('A'.repeat(100), 20_000)).toMatch(/has 20,000 characters/)
  })

  it('requires the last two characters of a ULI to be digits', () => {
    expect(validateUli(`${ID}3X`)).toBe(
      'The ULI ends in “3X”: its last two characters are the check digits and must be digits (0–9).',
    )
    expect(isValidUli(`${ID}3X`)).toBe(false)
  })

  it('never calls a malformed ULI valid', () => {
    expect(isValidUli('')).toBe(false)
    expect(isValidUli('10Bx939c5543-TqA1144M999143X38')).toBe(false)
  })
})

describe('batch rows', () => {
  it('checkLoanIdLine generates or explains', () => {
    expect(checkLoanIdLine(' 10Bx939c5543TqA1144M999143X ')).toEqual({
      ok: true,
      loanId: '10Bx939c5543TqA1144M999143X',
      checkDigit: '38',
      uli: '10Bx939c5543TqA1144M999143X38',
    })
    expect(checkLoanIdLine('short')).toEqual({
      ok: false,
      loanId: 'short',
      error: validateLoanId('short'),
    })
  })

  it('checkUliLine validates and gives the expected check digits', () => {
    expect(checkUliLine('10Bx939c5543TqA1144M999143X38')).toEqual({
      ok: true,
      uli: '10Bx939c5543TqA1144M999143X38',
      valid: true,
      checkDigit: '38',
      expected: '38',
    })
    expect(checkUliLine('10Bx939c5543TqA1144M999133X38')).toMatchObject({
      ok: true,
      valid: false,
      checkDigit: '38',
      expected: generateCheckDigit('10Bx939c5543TqA1144M999133X'),
    })
    expect(checkUliLine('x')).toMatchObject({ ok: false, uli: 'x' })
  })
})

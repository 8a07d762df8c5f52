/**
 * What the street address edits (Q660-1 to Q660-4) need to know of a street, found in one pass
 * over its characters instead of one or more passes per edit. The facts of the last street asked
 * for are kept: the four edits of a row ask for the same street in turn.
 *
 * The street is examined as the platform examines it, lower-cased; lower-casing only changes
 * what these edits see for non-ASCII text (e.g. the Kelvin sign becomes the letter k), so an
 * ASCII street is read as it is (the checks ignore ASCII case) and nothing is allocated for it.
 */

/** Bits of `streetFacts`. */
export const STREET = {
  /** Q660-1 fails: more than 100 characters. */
  tooLong: 1,
  /** Q660-2 fails: `&`, `;` or a backslash, or the word "and" (ASCII word boundaries). */
  q660_2Fails: 2,
  /** Q660-3 fails: one of `!@$^%*_+={}[]<>?\` or "tbd" anywhere. */
  q660_3Fails: 4,
  /** Q660-4 fails: digits but no letter, or neither digits nor the words NA / Exempt. */
  q660_4Fails: 8,
} as const

/** Character classes of ASCII codes. */
const Q660_2_CHAR = 1
const Q660_3_CHAR = 2
const LETTER = 4
const DIGIT = 8
const WORD = 16

const CLASSES = (() => {
  const table = new Uint8Array(128)
  const mark = (c: number, bit: number) => {
    table[c] = (table[c] as number) | bit
  }
  const markAll = (chars: string, bit: number) => {
    for (let i = 0; i < chars.length; i++) mark(chars.charCodeAt(i), bit)
  }
  markAll('&;\\', Q660_2_CHAR)
  markAll('!@$^%*_+={}[]<>?\\', Q660_3_CHAR)
  for (let c = 0; c < 26; c++) {
    mark(65 + c, LETTER | WORD)
    mark(97 + c, LETTER | WORD)
  }
  for (let c = 48; c <= 57; c++) mark(c, DIGIT | WORD)
  mark(95, WORD) // _
  return table
})()

/** Lower-case ASCII letter of code `c` (other codes unchanged). */
function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c
}

/** Whether `s` at `at` holds the lower-case ASCII `x y z`, ignoring ASCII case. */
function threeAt(s: string, at: number, x: number, y: number, z: number): boolean {
  return (
    at + 3 <= s.length &&
    lower(s.charCodeAt(at)) === x &&
    lower(s.charCodeAt(at + 1)) === y &&
    lower(s.charCodeAt(at + 2)) === z
  )
}

function isWordAt(s: string, at: number): boolean {
  if (at < 0 || at >= s.length) return false
  const c = s.charCodeAt(at)
  return c < 128 && ((CLASSES[c] as number) & WORD) !== 0
}

/** "NA" or "EXEMPT", ignoring ASCII case. */
function isNaOrExempt(s: string): boolean {
  if (s.length === 2) return lower(s.charCodeAt(0)) === 110 && lower(s.charCodeAt(1)) === 97 // n a
  if (s.length !== 6) return false
  return threeAt(s, 0, 101, 120, 101) && threeAt(s, 3, 109, 112, 116) // exe mpt
}

function factsOf(s: string): number {
  let classes = 0
  let terminator = false
  let andWord = false
  let tbd = false
  const n = s.length
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i)
    if (c < 128) {
      classes |= CLASSES[c] as number
      if (c === 10 || c === 13) terminator = true
      const l = lower(c)
      if (l === 97 && !andWord && threeAt(s, i, 97, 110, 100)) {
        andWord = !isWordAt(s, i - 1) && !isWordAt(s, i + 3)
      } else if (l === 116 && threeAt(s, i, 116, 98, 100)) {
        tbd = true
      }
    } else if (c === 0x85 || c === 0x2028 || c === 0x2029) {
      terminator = true
    }
  }
  let facts = n > 100 ? STREET.tooLong : 0
  // A line terminator stops the platform's whole-value patterns of Q660-2 and Q660-3 (Java's
  // `.` does not match it), so they pass.
  if (!terminator && ((classes & Q660_2_CHAR) !== 0 || andWord)) facts |= STREET.q660_2Fails
  if (!terminator && ((classes & Q660_3_CHAR) !== 0 || tbd)) facts |= STREET.q660_3Fails
  if (n > 0) {
    const letters = (classes & LETTER) !== 0
    const digits = (classes & DIGIT) !== 0
    if ((digits && !letters && !terminator) || (!digits && !isNaOrExempt(s))) {
      facts |= STREET.q660_4Fails
    }
  }
  return facts
}

let lastStreet = ''
let lastFacts = factsOf('')

/** The facts (`STREET` bits) of a street address as the Q660 edits read it. */
export function streetFacts(street: string): number {
  if (street === lastStreet) return lastFacts
  let s = street
  for (let i = 0; i < street.length; i++) {
    if (street.charCodeAt(i) > 127) {
      s = street.toLowerCase()
      break
    }
  }
  lastFacts = factsOf(s)
  lastStreet = street
  return lastFacts
}

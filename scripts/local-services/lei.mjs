// Legal Entity Identifiers for the sample institutions: 18 characters (a 4-character prefix of
// the issuing organisation, "00", 12 entity characters) and two ISO 7064 MOD 97-10 check digits,
// the scheme of ISO 17442 (also used by HMDA ULIs, src/hmda/checkDigit.ts).

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** N(s) mod 97, letters as A = 10 … Z = 35. */
/** @param {string} text */
export function mod97(text) {
  let r = 0
  for (const ch of text.toUpperCase()) {
    const v = ALNUM.indexOf(ch)
    if (v < 0) throw new Error(`Not a letter or digit: ${ch}`)
    r = (v < 10 ? r * 10 + v : r * 100 + v) % 97
  }
  return r
}

/** The two check digits of an 18-character LEI base. */
/** @param {string} base */
export function leiCheckDigits(base) {
  return String(98 - mod97(`${base}00`)).padStart(2, '0')
}

/** @param {string} lei */
export function isValidLei(lei) {
  return /^[0-9A-Z]{18}[0-9]{2}$/.test(lei) && mod97(lei) === 1
}

// Prefixes of real LEI issuers (the LOU part); the rest is random.
const PREFIXES = ['5493', '2549', '9845', '3003', '2138', '6367', '9695', '8945', '2221', '7H6G']

/** A valid, random-looking LEI from `random` (see random.mjs). */
/** @param {import('./random.mjs').Random} random */
export function makeLei(random) {
  let entity = ''
  for (let i = 0; i < 12; i++) entity += random.pick(ALNUM)
  const base = `${random.pick(PREFIXES)}00${entity}`
  return base + leiCheckDigits(base)
}

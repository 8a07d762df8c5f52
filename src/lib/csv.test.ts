import { describe, expect, it } from 'vitest'
import { csvField, csvRow, firstCsvField, neutralizeFormula } from './csv'

describe('csvField', () => {
  it('leaves plain values as they are', () => {
    expect(csvField('10Bx939c5543TqA1144M999143X38')).toBe('10Bx939c5543TqA1144M999143X38')
    expect(csvField('')).toBe('')
    expect(csvField('two words')).toBe('two words')
  })

  it('quotes commas, quotes, line breaks and outer whitespace', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('a\r')).toBe('"a\r"')
    expect(csvField(' a')).toBe('" a"')
    expect(csvField('a ')).toBe('"a "')
  })
})

describe('csvRow', () => {
  it('joins quoted fields with commas', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",')
  })
})

describe('neutralizeFormula', () => {
  it('prefixes values a spreadsheet would run as formulas', () => {
    expect(neutralizeFormula('=1+1')).toBe("'=1+1")
    expect(neutralizeFormula('+1')).toBe("'+1")
    expect(neutralizeFormula('-1')).toBe("'-1")
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(neutralizeFormula('ABC=1')).toBe('ABC=1')
  })
})

describe('firstCsvField', () => {
  it('returns a line without commas as it is', () => {
    expect(firstCsvField('ABC')).toBe('ABC')
    expect(firstCsvField('')).toBe('')
  })

  it('returns the first of several fields', () => {
    expect(firstCsvField('ABC,38,xyz')).toBe('ABC')
    expect(firstCsvField(',x')).toBe('')
  })

  it('unquotes a quoted first field', () => {
    expect(firstCsvField('"ABC",38')).toBe('ABC')
    expect(firstCsvField('"a ""b"", c",d')).toBe('a "b", c')
    expect(firstCsvField('  "ABC"')).toBe('ABC')
    expect(firstCsvField('"unterminated, field')).toBe('unterminated, field')
  })
})

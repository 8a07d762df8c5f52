import { describe, expect, it } from 'vitest'
import { CsvReader, csvCode, csvField, csvRow, firstCsvField } from './csv'

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

describe('csvField keeps spreadsheets from running cells as formulas', () => {
  it('prefixes an apostrophe to cells starting with =, +, -, @, tab or carriage return', () => {
    expect(csvField('=cmd|calc!A0')).toBe("'=cmd|calc!A0")
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('+1+cmd|x!A0')).toBe("'+1+cmd|x!A0")
    expect(csvField('-2+3+cmd|x!A0')).toBe("'-2+3+cmd|x!A0")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\t=1')).toBe("'\t=1")
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
    // Quoted as well when the cell needs quotes.
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
  })

  it('leaves plain numbers (a sign, digits, one decimal point, an optional %) alone', () => {
    for (const number of ['-1.25', '+3', '-0.250', '-.5', '-7.', '6.000%', '-2%', '0', '1.234']) {
      expect(csvField(number)).toBe(number)
    }
  })

  it('prefixes values that only look like numbers', () => {
    expect(csvField('-1e5')).toBe("'-1e5")
    expect(csvField('-1.2.3')).toBe("'-1.2.3")
    expect(csvField('-')).toBe("'-")
    expect(csvField('+')).toBe("'+")
    expect(csvField('-1,5')).toBe(`"'-1,5"`)
  })

  it('leaves = + - @ inside a value alone', () => {
    expect(csvField('ABC=1')).toBe('ABC=1')
    expect(csvField('a-b')).toBe('a-b')
    expect(csvField('x@y.z')).toBe('x@y.z')
  })

  it('applies to every cell of a row', () => {
    expect(csvRow(['=1', '-1', 'ok', '@x'])).toBe("'=1,-1,ok,'@x")
  })
})

describe('csvRow keeps codes as text (csvCode)', () => {
  const read = (line: string) => {
    const rows: string[][] = []
    const reader = new CsvReader((cells) => rows.push(cells))
    reader.push(line)
    reader.end()
    return rows[0]
  }

  it('writes FIPS, MSA/MD, tract and LEI codes as ="…" text cells, leading zeros kept', () => {
    const row = csvRow([
      'Autauga County',
      csvCode('01001'),
      csvCode('10180'),
      csvCode('01001020100'),
      csvCode('5493001KJTIIGC8Y1R12'),
      '42',
    ])
    expect(row).toBe(
      'Autauga County,"=""01001""","=""10180""","=""01001020100""","=""5493001KJTIIGC8Y1R12""",42',
    )
    // A CSV reader (as a spreadsheet's) sees the formula ="01001", whose value is the text 01001.
    expect(read(row)).toEqual([
      'Autauga County',
      '="01001"',
      '="10180"',
      '="01001020100"',
      '="5493001KJTIIGC8Y1R12"',
      '42',
    ])
  })

  it('never writes a formula around a code with a quote or control character', () => {
    expect(csvRow([csvCode('01"&cmd|x!A0&"')])).toBe(`"01""&cmd|x!A0&"""`)
    expect(csvRow([csvCode('=1+1')])).toBe(`"=""=1+1"""`)
    expect(csvRow([csvCode('\t=1')])).toBe("'\t=1")
    expect(csvRow([csvCode('')])).toBe('')
  })

  it('still neutralises plain string cells that look like formulas', () => {
    expect(csvRow(['="01001"', csvCode('01001')])).toBe(`"'=""01001""","=""01001"""`)
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

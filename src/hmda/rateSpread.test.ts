import { describe, expect, it } from 'vitest'
import { type AporTables, parseAporTable } from './apor'
import {
  BatchCalculator,
  computeBatchCsv,
  MAX_BATCH_ROWS,
  computeRateSpread,
  type RateSpreadInput,
  validateRateSpreadInput,
} from './rateSpread'
import { CsvReader, csvField } from '@/lib/csv'

const TODAY = { year: 2024, month: 3, day: 15 }

/**
 * Test tables (made here, not read from any published file): weeks from Monday 1/2/2017 to
 * Monday 3/4/2024 (TODAY is in the week after), with a few rates set for the cases below and 3.0000 elsewhere.
 */
function makeTables(): AporTables {
  const header = `Date|${Array.from({ length: 50 }, (_, i) => i + 1).join('|')}`
  const special: Record<string, Record<number, string>> = {
    // fixed
    'F 1/8/2024': { 30: '6.6400', 50: '5.0000', 15: '3.5995', 7: '0.0005' },
    'F 1/2/2017': { 30: '4.2000' },
    'F 3/4/2024': { 30: '6.9000' },
    // variable
    'V 1/8/2024': { 5: '6.1000', 30: '1.0000' },
  }
  const build = (prefix: string) => {
    const lines = [header]
    for (let day = Date.UTC(2017, 0, 2); day <= Date.UTC(2024, 2, 4); day += 7 * 86_400_000) {
      const date = new Date(day)
      const key = `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`
      const rates = Array.from(
        { length: 50 },
        (_, i) => special[`${prefix} ${key}`]?.[i + 1] ?? '3.0000',
      )
      lines.push([key, ...rates].join('|'))
    }
    return parseAporTable(lines.join('\n'))
  }
  return { fixed: build('F'), variable: build('V') }
}

const TABLES = makeTables()

const loan = (changes: Partial<RateSpreadInput> = {}): RateSpreadInput => ({
  actionTakenType: '1',
  reverseMortgage: '2',
  amortizationType: 'FixedRate',
  lockInDate: '01/10/2024',
  apr: '7.125',
  loanTerm: '30',
  ...changes,
})

const compute = (changes: Partial<RateSpreadInput> = {}) =>
  computeRateSpread(loan(changes), TABLES, TODAY)

const spreadOf = (changes: Partial<RateSpreadInput> = {}) => {
  const result = compute(changes)
  if (result.kind !== 'spread') throw new Error(`expected a spread, got ${JSON.stringify(result)}`)
  return result.value
}

const errorsOf = (changes: Partial<RateSpreadInput>) => {
  const result = validateRateSpreadInput(loan(changes), TODAY)
  return result.kind === 'invalid' ? result.errors : {}
}

describe('computeRateSpread', () => {
  it('subtracts the APOR of the week, type and term from the APR', () => {
    expect(compute()).toEqual({
      kind: 'spread',
      value: '0.485',
      apr: '7.125',
      apor: '6.64',
      week: { year: 2024, month: 1, day: 8 },
    })
  })

  it('uses the variable-rate table and the years to the first adjustment', () => {
    expect(spreadOf({ amortizationType: 'VariableRate', loanTerm: '5', apr: '6.5' })).toBe('0.400')
    expect(spreadOf({ amortizationType: 'variable', loanTerm: '30', apr: '6.5' })).toBe('5.500')
  })

  it('accepts a trailing percent sign on the APR', () => {
    expect(spreadOf({ apr: '7.125%' })).toBe('0.485')
    expect(spreadOf({ apr: ' 7.125 % ' })).toBe('0.485')
  })

  it('rounds half up with decimal arithmetic where binary floats fail', () => {
    // 8.1 − 3.5995 = 4.5005 (Number gives 4.500 with toFixed).
    expect(spreadOf({ apr: '8.1', loanTerm: '15' })).toBe('4.501')
    // 1.001 − 0.0005 = 1.0005 (Number gives 1.000).
    expect(spreadOf({ apr: '1.001', loanTerm: '7' })).toBe('1.001')
    // 4.5675 − 0 style: 4.568 − 0.0005 = 4.5675 → 4.568.
    expect(spreadOf({ apr: '4.568', loanTerm: '7' })).toBe('4.568')
    expect(spreadOf({ apr: '3', loanTerm: '30' })).toBe('-3.640')
    expect(spreadOf({ apr: '0', loanTerm: '30' })).toBe('-6.640')
  })

  it('takes terms 1 to 50 and rejects 51', () => {
    expect(spreadOf({ loanTerm: '50', apr: '5.5' })).toBe('0.500')
    expect(spreadOf({ loanTerm: '1', apr: '5.5' })).toBe('2.500')
    expect(compute({ loanTerm: '51' })).toMatchObject({
      kind: 'error',
      reason: 'invalid-input',
      fieldErrors: { loanTerm: 'Loan term must be from 1 to 50 years.' },
    })
  })

  it('applies the Monday-to-Sunday week to the rate-set date', () => {
    expect(spreadOf({ lockInDate: '01/07/2024', apr: '5' })).toBe('2.000') // Sunday: week of 1/1
    expect(spreadOf({ lockInDate: '01/08/2024', apr: '7.64' })).toBe('1.000') // Monday
    expect(spreadOf({ lockInDate: '01/14/2024', apr: '7.64' })).toBe('1.000') // Sunday
  })

  it('reports a week with no APOR distinctly', () => {
    const result = compute({ lockInDate: '03/15/2024' }) // today, but in a week not published
    expect(result).toMatchObject({
      kind: 'error',
      reason: 'no-apor',
      lookup: { reason: 'after-last', week: { year: 2024, month: 3, day: 11 } },
    })
    expect(result.kind === 'error' && result.message).toBe(
      'No APOR is published for the week of 03/11/2024. The tables cover the weeks of 01/02/2017 to 03/04/2024; the newest week may not be published yet.',
    )
  })

  it('accepts the first and last allowed rate-set dates and nothing outside them', () => {
    expect(spreadOf({ lockInDate: '01/02/2017', apr: '5' })).toBe('0.800')
    expect(compute({ lockInDate: '01/01/2017' })).toMatchObject({
      kind: 'error',
      fieldErrors: { lockInDate: 'Rate-set date must be from 01/02/2017 to 03/15/2024 (today).' },
    })
    expect(errorsOf({ lockInDate: '03/16/2024' }).lockInDate).toBe(
      'Rate-set date must be from 01/02/2017 to 03/15/2024 (today).',
    )
    expect(spreadOf({ lockInDate: '2024-03-04', apr: '7' })).toBe('0.100')
    expect(spreadOf({ lockInDate: '3/4/2024', apr: '7' })).toBe('0.100')
  })
})

describe('NA rules', () => {
  it.each([3, 4, 5, 6, 7])('action taken %i is NA, whatever the other fields', (code) => {
    const result = validateRateSpreadInput(
      {
        actionTakenType: String(code),
        reverseMortgage: '',
        amortizationType: '',
        lockInDate: '',
        apr: '',
        loanTerm: '',
      },
      TODAY,
    )
    expect(result.kind).toBe('na')
    expect(result.kind === 'na' && result.reason).toMatch(
      new RegExp(
        `^Action taken ${code} \\(.+\\) does not get a rate spread: only codes 1, 2 and 8 do\\.$`,
      ),
    )
  })

  it.each(['1', '2', '8'])('action taken %s gets a spread', (code) => {
    expect(compute({ actionTakenType: code }).kind).toBe('spread')
  })

  it('gives NA for a reverse mortgage', () => {
    expect(compute({ reverseMortgage: '1' })).toEqual({
      kind: 'na',
      reason: 'Reverse mortgages do not get a rate spread.',
    })
    expect(compute({ reverseMortgage: '1', apr: '', actionTakenType: '' }).kind).toBe('na')
  })

  it('does not give NA when the other NA field is invalid', () => {
    expect(errorsOf({ actionTakenType: '3', reverseMortgage: '9' })).toEqual({
      reverseMortgage:
        'Reverse mortgage must be 1 (a reverse mortgage) or 2 (not a reverse mortgage).',
    })
    expect(errorsOf({ actionTakenType: '9', reverseMortgage: '1' })).toEqual({
      actionTakenType: 'Action taken must be a code from 1 to 8.',
    })
  })
})

describe('validation messages', () => {
  it('names every empty field', () => {
    const result = validateRateSpreadInput(
      {
        actionTakenType: '',
        reverseMortgage: '',
        amortizationType: '',
        lockInDate: '',
        apr: '',
        loanTerm: '',
      },
      TODAY,
    )
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        actionTakenType: 'Choose the action taken.',
        reverseMortgage: 'Say whether the loan is a reverse mortgage.',
        amortizationType: 'Choose the amortization type: fixed rate or variable rate.',
        lockInDate: 'Enter the rate-set date.',
        apr: 'Enter the APR.',
        loanTerm: 'Enter the loan term in whole years (1 to 50).',
      },
    })
  })

  it('explains bad values field by field', () => {
    expect(errorsOf({ actionTakenType: '12' }).actionTakenType).toBe(
      'Action taken must be a code from 1 to 8.',
    )
    expect(errorsOf({ amortizationType: 'Balloon' }).amortizationType).toBe(
      'Amortization type must be fixed rate or variable rate.',
    )
    expect(errorsOf({ lockInDate: '02/30/2024' }).lockInDate).toBe(
      'Rate-set date must be a real date written mm/dd/yyyy.',
    )
    expect(errorsOf({ lockInDate: 'yesterday' }).lockInDate).toBe(
      'Rate-set date must be a real date written mm/dd/yyyy.',
    )
  })

  it.each([
    ['-1.5', 'APR cannot be negative.'],
    ['4.1234', 'APR can have at most 3 decimal places.'],
    ['100', 'APR must be from 0 to 99.999.'],
    ['100.000%', 'APR must be from 0 to 99.999.'],
    ['six', 'APR must be a percentage, such as 6.125.'],
    ['%', 'APR must be a percentage, such as 6.125.'],
    ['6,125', 'APR must be a percentage, such as 6.125.'],
    ['1e2', 'APR must be a percentage, such as 6.125.'],
  ])('APR %s: %s', (apr, message) => {
    expect(errorsOf({ apr })).toEqual({ apr: message })
  })

  it.each(['99.999', '0', '.5', '6.', '06.125', '99.999%'])('APR %s is accepted', (apr) => {
    expect(errorsOf({ apr })).toEqual({})
  })

  it('words the term for the amortization type', () => {
    expect(errorsOf({ loanTerm: '30.5' })).toEqual({
      loanTerm: 'Loan term must be a whole number of years, 1 to 50.',
    })
    expect(errorsOf({ loanTerm: '0', amortizationType: 'VariableRate' })).toEqual({
      loanTerm: 'Years to first rate adjustment must be from 1 to 50 years.',
    })
    expect(errorsOf({ loanTerm: '', amortizationType: 'VariableRate' })).toEqual({
      loanTerm: 'Enter the years to first rate adjustment in whole years (1 to 50).',
    })
  })

  it('uses yyyy-mm-dd in date messages for batch files', () => {
    const result = validateRateSpreadInput(loan({ lockInDate: '2016-12-30' }), TODAY, {
      dateStyle: 'iso',
    })
    expect(result).toEqual({
      kind: 'invalid',
      errors: { lockInDate: 'Rate-set date must be from 2017-01-02 to 2024-03-15 (today).' },
    })
  })
})

describe('CsvReader', () => {
  const readAll = (pieces: string[]) => {
    const rows: [string[], number][] = []
    const reader = new CsvReader((cells, line) => rows.push([cells, line]))
    pieces.forEach((p) => reader.push(p))
    reader.end()
    return rows
  }

  it('reads quoted cells, doubled quotes, all line ends, and skips blank lines', () => {
    const text = 'a,"b,c","d ""e"""\r\n\r\n1,2\r3\n"x\ny",z\nlast'
    expect(readAll([text])).toEqual([
      [['a', 'b,c', 'd "e"'], 1],
      [['1', '2'], 3],
      [['3'], 4],
      [['x\ny', 'z'], 5],
      [['last'], 7],
    ])
  })

  it('gives the same rows however the text is split', () => {
    const text = '1,"q,""x""\r\ny",3\r\n4,5,6\r\n"7"\r\n'
    const whole = readAll([text])
    for (let i = 0; i <= text.length; i++) {
      expect(readAll([text.slice(0, i), text.slice(i)]), `split at ${i}`).toEqual(whole)
    }
    expect(readAll(text.split(''))).toEqual(whole)
  })

  it('keeps an empty last cell and an unterminated quote', () => {
    expect(readAll(['a,\n"open'])).toEqual([
      [['a', ''], 1],
      [['open'], 2],
    ])
  })
})

describe('batch CSV', () => {
  const HEADER =
    'action_taken_type,loan_term,amortization_type,apr,lock_in_date,reverse_mortgage,rate_spread'

  it('echoes every row with its spread, NA or error, in order', () => {
    const input = [
      '1,30,FixedRate,7.125,2024-01-10,2',
      '3,30,FixedRate,7.125,2024-01-10,2',
      '1,30,FixedRate,7.125,2024-01-10,1',
      '1,51,FixedRate,7.125,2024-01-10,2',
      '1,30,FixedRate,7.125,01/10/2024',
      '',
      '8,5,VariableRate,6.5%,2024-01-12,2',
      '1,30,FixedRate,7.125,2024-03-15,2',
      '"1","30","FixedRate","8.1","2024-01-10","2",',
      'x,"a, ""quoted"" cell",,,,',
    ].join('\n')
    const { csv, counts, rows } = computeBatchCsv(input, TABLES, TODAY)
    expect(counts).toEqual({ rows: 9, spreads: 3, na: 2, errors: 4 })
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10])
    expect(csv.split('\r\n')).toEqual([
      HEADER,
      '1,30,FixedRate,7.125,2024-01-10,2,0.485',
      '3,30,FixedRate,7.125,2024-01-10,2,NA',
      '1,30,FixedRate,7.125,2024-01-10,1,NA',
      '1,51,FixedRate,7.125,2024-01-10,2,Error: Loan term must be from 1 to 50 years.',
      '1,30,FixedRate,7.125,01/10/2024,,"Error: expected 6 fields (action taken, loan term, amortization type, APR, rate-set date, reverse mortgage), found 5."',
      '8,5,VariableRate,6.5%,2024-01-12,2,0.400',
      '1,30,FixedRate,7.125,2024-03-15,2,Error: No APOR is published for the week of 2024-03-11. The tables cover the weeks of 2017-01-02 to 2024-03-04; the newest week may not be published yet.',
      '1,30,FixedRate,8.1,2024-01-10,2,1.460',
      'x,"a, ""quoted"" cell",,,,,"Error: Action taken must be a code from 1 to 8. Say whether the loan is a reverse mortgage. Choose the amortization type: fixed rate or variable rate. Enter the rate-set date. Enter the APR. Loan term must be a whole number of years, 1 to 50."',
      '',
    ])
  })

  it('skips a header row that names the columns', () => {
    const { counts, csv } = computeBatchCsv(
      `${HEADER}\n1,30,FixedRate,7.125,2024-01-10,2\n`,
      TABLES,
      TODAY,
    )
    expect(counts.rows).toBe(1)
    expect(csv).toBe(`${HEADER}\r\n1,30,FixedRate,7.125,2024-01-10,2,0.485\r\n`)
  })

  it('skips a first row of column names however they are written', () => {
    const headers = [
      'Action Taken,Loan Term,Amortization Type,APR,Rate Set Date,Reverse Mortgage',
      '"action_taken","loan_term","amortization_type","apr","lock_in_date","reverse_mortgage"',
      'action,term,type,APR (%),rate-set date,reverse',
      'ActionTakenType;LoanTerm', // one cell: a header written with semicolons
    ]
    for (const header of headers) {
      const { counts, csv } = computeBatchCsv(
        `${header}\r\n1,30,FixedRate,7.125,2024-01-10,2\r\n`,
        TABLES,
        TODAY,
      )
      expect(counts.rows, header).toBe(1)
      expect(csv, header).toBe(`${HEADER}\r\n1,30,FixedRate,7.125,2024-01-10,2,0.485\r\n`)
    }
  })

  it('counts as loans first rows that are not column names', () => {
    for (const first of ['x,y', 'FixedRate,30', '1,30,FixedRate,7.125,2024-01-10']) {
      const { counts } = computeBatchCsv(
        `${first}\n1,30,FixedRate,7.125,2024-01-10,2\n`,
        TABLES,
        TODAY,
      )
      expect(counts.rows, first).toBe(2)
    }
    // Only the first row can be a header.
    const { counts } = computeBatchCsv(
      `1,30,FixedRate,7.125,2024-01-10,2\naction,term,type,apr,date,reverse\n`,
      TABLES,
      TODAY,
    )
    expect(counts.rows).toBe(2)
  })

  it('stops at 100,000 loans and says the file has more', () => {
    const loan = '1,30,FixedRate,7.125,2024-01-10,2\n'
    const full = new BatchCalculator(TABLES, TODAY)
    full.push(`${HEADER}\n`)
    full.push(loan.repeat(MAX_BATCH_ROWS))
    full.end()
    expect(full.counts.rows).toBe(100_000)
    expect(full.tooMany).toBe(false)

    const over = new BatchCalculator(TABLES, TODAY)
    over.push(loan.repeat(MAX_BATCH_ROWS + 1))
    over.end()
    expect(over.tooMany).toBe(true)
    expect(over.counts.rows).toBe(100_000)
  })

  it('never writes a cell a spreadsheet would run as a formula', () => {
    const { csv } = computeBatchCsv(
      '=cmd|calc!A0,30,FixedRate,7.125,2024-01-10,2\n1,30,FixedRate,-7.125,@SUM(A1),2\n',
      TABLES,
      TODAY,
    )
    const lines = csv.split('\r\n')
    expect(lines[1]).toMatch(/^'=cmd\|calc!A0,30,/)
    expect(lines[2]).toMatch(/^1,30,FixedRate,-7\.125,'@SUM\(A1\),2,/)
  })

  it('streams: pieces give the same output as the whole file', () => {
    const text = Array.from(
      { length: 500 },
      (_, i) =>
        `${(i % 8) + 1},${(i % 52) + 1},FixedRate,${i % 20}.${i % 1000},2024-01-${String((i % 28) + 1).padStart(2, '0')},${(i % 2) + 1}`,
    ).join('\r\n')
    const whole = computeBatchCsv(text, TABLES, TODAY)
    const calculator = new BatchCalculator(TABLES, TODAY)
    for (let i = 0; i < text.length; i += 37) calculator.push(text.slice(i, i + 37))
    calculator.end()
    expect(calculator.output.join('')).toBe(whole.csv)
    expect(calculator.counts).toEqual(whole.counts)
    expect(whole.counts.rows).toBe(500)
  })

  it('quotes cells that need it', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(' padded')).toBe('" padded"')
  })
})

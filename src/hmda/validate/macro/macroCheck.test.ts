import { describe, expect, it } from 'vitest'
import type { LarFieldKey } from '../../schema'
import { validLarValues, validTsValues } from '../../testing/rowBuilder'
import { FILING_YEARS } from '../../types'
import { createMacroCheck, type MacroFinding, type ShareFinding } from './macroCheck'
import { macroEditsFor, type MacroEditId, type MacroPeriod } from './periods'

type Overrides = Partial<Record<LarFieldKey, string>>
/** A file as groups of identical records: [how many, field overrides]. */
type Groups = readonly (readonly [number, Overrides])[]

interface Scenario {
  readonly edit: MacroEditId
  /** What the file holds, in words (for the test name). */
  readonly label: string
  readonly rows: Groups
  /** The agency on the transmittal sheet (defaults to the builder's, 9). */
  readonly agency?: string
  readonly triggered: boolean
}

const PERIODS: readonly MacroPeriod[] = FILING_YEARS.flatMap((year) => [
  { year, quarter: null },
  ...(year >= 2020 ? ([1, 2, 3] as const).map((quarter) => ({ year, quarter })) : []),
])

function periodName(p: MacroPeriod): string {
  return p.quarter === null ? String(p.year) : `${String(p.year)}-Q${String(p.quarter)}`
}

function run(period: MacroPeriod, rows: Groups, agency?: string): MacroFinding[] {
  const check = createMacroCheck(period)
  check.addTs(validTsValues(period.year, agency === undefined ? {} : { federalAgency: agency }))
  for (const [count, overrides] of rows) {
    const values = validLarValues(period.year, overrides)
    for (let i = 0; i < count; i++) check.add(values)
  }
  return check.finish()
}

function findingOf(findings: readonly MacroFinding[], id: MacroEditId): MacroFinding {
  const found = findings.find((f) => f.id === id)
  if (found === undefined) throw new Error(`${id} was not run`)
  return found
}

const ORIGINATED: Overrides = { actionTaken: '1' }
const DENIED: Overrides = { actionTaken: '3' }

/** For each edit: a file that triggers it, and one that just misses (exactly at the limit). */
const SCENARIOS: readonly Scenario[] = [
  {
    edit: 'Q634',
    label: '95 of 100 home purchases originated (exactly 95%)',
    rows: [
      [95, { loanPurpose: '1', actionTaken: '1' }],
      [5, { loanPurpose: '1', actionTaken: '3' }],
    ],
    triggered: false,
  },
  {
    edit: 'Q634',
    label: '96 of 100 home purchases originated',
    rows: [
      [96, { loanPurpose: '1', actionTaken: '1' }],
      [4, { loanPurpose: '1', actionTaken: '3' }],
    ],
    triggered: true,
  },
  {
    edit: 'Q634',
    label: '25 of 25 home purchases originated (not more than 25)',
    rows: [[25, { loanPurpose: '1', actionTaken: '1' }]],
    triggered: false,
  },
  {
    edit: 'Q634',
    label: '26 of 26 home purchases originated, refinancings not counted',
    rows: [
      [26, { loanPurpose: '1', actionTaken: '1' }],
      [500, { loanPurpose: '31', actionTaken: '3' }],
    ],
    triggered: true,
  },
  {
    edit: 'Q635',
    label: '15 of 100 approved but not accepted (exactly 15%)',
    rows: [
      [15, { actionTaken: '2' }],
      [85, ORIGINATED],
    ],
    triggered: false,
  },
  {
    edit: 'Q635',
    label: '16 of 100 approved but not accepted',
    rows: [
      [16, { actionTaken: '2' }],
      [84, ORIGINATED],
    ],
    triggered: true,
  },
  {
    edit: 'Q636',
    label: '30 of 100 withdrawn (exactly 30%)',
    rows: [
      [30, { actionTaken: '4' }],
      [70, ORIGINATED],
    ],
    triggered: false,
  },
  {
    edit: 'Q636',
    label: '301 of 1,000 withdrawn',
    rows: [
      [301, { actionTaken: '4' }],
      [699, ORIGINATED],
    ],
    triggered: true,
  },
  {
    edit: 'Q637',
    label: '3 of 20 closed for incompleteness (exactly 15%)',
    rows: [
      [3, { actionTaken: '5' }],
      [17, ORIGINATED],
    ],
    triggered: false,
  },
  {
    edit: 'Q637',
    label: '16 of 100 closed for incompleteness',
    rows: [
      [16, { actionTaken: '5' }],
      [84, ORIGINATED],
    ],
    triggered: true,
  },
  {
    edit: 'Q638',
    label: '20 of 100 originated; 500 records of action taken 7 or 8 not counted',
    rows: [
      [20, ORIGINATED],
      [80, DENIED],
      [250, { actionTaken: '7', preapproval: '1' }],
      [250, { actionTaken: '8', preapproval: '1' }],
    ],
    triggered: false,
  },
  {
    edit: 'Q638',
    label: '19 of 100 originated',
    rows: [
      [19, ORIGINATED],
      [81, DENIED],
    ],
    triggered: true,
  },
  {
    edit: 'Q638',
    label: 'no record with action taken 1 to 6',
    rows: [[10, { actionTaken: '8', preapproval: '1' }]],
    triggered: true,
  },
  {
    edit: 'Q639',
    label: '1,000 preapproval requests, none denied (not more than 1,000)',
    rows: [
      [1000, { preapproval: '1', actionTaken: '1' }],
      [50, { preapproval: '2', actionTaken: '3' }],
    ],
    triggered: false,
  },
  {
    edit: 'Q639',
    label: '1,001 preapproval requests, none denied',
    rows: [[1001, { preapproval: '1', actionTaken: '1' }]],
    triggered: true,
  },
  {
    edit: 'Q639',
    label: '1,001 preapproval requests, one denied',
    rows: [
      [1000, { preapproval: '1', actionTaken: '1' }],
      [1, { preapproval: '1', actionTaken: '7' }],
    ],
    triggered: false,
  },
  {
    edit: 'Q640',
    label: '20 of 100 incomes under 10 (exactly 20%), 50 NA not counted',
    rows: [
      [20, { income: '9' }],
      [80, { income: '10' }],
      [50, { income: 'NA' }],
    ],
    triggered: false,
  },
  {
    edit: 'Q640',
    label: '20 of 99 whole-number incomes under 10 once NA is left out',
    rows: [
      [19, { income: '9' }],
      [1, { income: '-3' }],
      [79, { income: '96' }],
      [1, { income: 'NA' }],
    ],
    triggered: true,
  },
]

/** Q646 and Q647 run as macro edits in 2019–2024 only. */
const EXEMPTION_SCENARIOS: readonly Scenario[] = [
  {
    edit: 'Q646',
    label: 'no exemption code anywhere',
    rows: [[100, {}]],
    triggered: false,
  },
  {
    edit: 'Q646',
    label: 'one record of 100 with interest rate Exempt',
    rows: [
      [99, {}],
      [1, { interestRate: 'Exempt' }],
    ],
    triggered: true,
  },
  {
    edit: 'Q647',
    label: 'agency 7, no exemption code',
    rows: [[100, {}]],
    agency: '7',
    triggered: false,
  },
  {
    edit: 'Q647',
    label: 'agency 9, one record with an exemption code',
    rows: [[1, { balloonPayment: '1111' }]],
    agency: '9',
    triggered: false,
  },
  {
    edit: 'Q647',
    label: 'agency 7, one record with an exemption code',
    rows: [
      [99, {}],
      [1, { balloonPayment: '1111' }],
    ],
    agency: '7',
    triggered: true,
  },
]

describe.each(PERIODS.map((p) => [periodName(p), p] as const))('macro edits of %s', (_, period) => {
  const runs = macroEditsFor(period)
  const scenarios = [...SCENARIOS, ...EXEMPTION_SCENARIOS.filter((s) => runs.includes(s.edit))]
  it.each(scenarios.map((s) => [s.edit, s.label, s] as const))(
    '%s: %s',
    (_edit, _label, scenario) => {
      const finding = findingOf(run(period, scenario.rows, scenario.agency), scenario.edit)
      expect(finding.triggered).toBe(scenario.triggered)
    },
  )

  it('runs exactly the edits of its period, in id order', () => {
    const findings = run(period, [[1, {}]])
    expect(findings.map((f) => f.id)).toEqual(runs)
  })
})

describe('macro findings carry the figures behind the verdict', () => {
  const period: MacroPeriod = { year: 2024, quarter: null }

  it('Q635: count, total, share and limit', () => {
    const finding = findingOf(
      run(period, [
        [172, { actionTaken: '2' }],
        [828, ORIGINATED],
      ]),
      'Q635',
    )
    expect(finding).toEqual({
      id: 'Q635',
      kind: 'share',
      triggered: true,
      count: 172,
      of: 1000,
      share: 0.172,
      limit: 0.15,
      bound: 'max',
    })
  })

  it('Q634 compares the count with 95% of the home purchases, and says when it applies', () => {
    const finding = findingOf(
      run(period, [
        [57, { loanPurpose: '1', actionTaken: '1' }],
        [3, { loanPurpose: '1', actionTaken: '4' }],
      ]),
      'Q634',
    ) as ShareFinding
    expect(finding).toMatchObject({ count: 57, of: 60, triggered: false, appliesAbove: 25 })
  })

  it('Q638 with no record of action taken 1 to 6 has no share and is reported', () => {
    const finding = findingOf(run(period, [[3, { actionTaken: '7', preapproval: '1' }]]), 'Q638')
    expect(finding).toMatchObject({ count: 0, of: 0, triggered: true, bound: 'min' })
    expect(Number.isNaN((finding as ShareFinding).share)).toBe(true)
  })

  it('Q640 leaves incomes out that are not whole numbers (9.5, NA) and takes leading zeros', () => {
    const finding = findingOf(
      run(period, [
        [1, { income: '009' }],
        [1, { income: '9.5' }],
        [1, { income: 'NA' }],
        [3, { income: '120' }],
      ]),
      'Q640',
    )
    expect(finding).toMatchObject({ count: 1, of: 4, share: 0.25, triggered: true })
  })

  it('Q639: requests and denials', () => {
    const finding = findingOf(run(period, [[1200, { preapproval: '1', actionTaken: '1' }]]), 'Q639')
    expect(finding).toEqual({
      id: 'Q639',
      kind: 'preapproval',
      triggered: true,
      requested: 1200,
      appliesAbove: 1000,
      denied: 0,
      minDenied: 1,
    })
  })

  it('Q646 and Q647: exempt records and the agency', () => {
    const findings = run(period, [[3, { loanTerm: 'exempt' }]], '7')
    expect(findingOf(findings, 'Q646')).toEqual({
      id: 'Q646',
      kind: 'exemption',
      triggered: true,
      exemptRecords: 3,
      hudAgency: false,
    })
    expect(findingOf(findings, 'Q647')).toMatchObject({ exemptRecords: 3, hudAgency: true })
  })

  it('Q647 without a transmittal sheet is not reported (the platform counts agency 7 sheets)', () => {
    const check = createMacroCheck(period)
    check.add(validLarValues(2024, { loanTerm: 'Exempt' }))
    expect(findingOf(check.finish(), 'Q647').triggered).toBe(false)
  })
})

describe('memory', () => {
  it('keeps the same fixed set of counters after 1,000,000 records', () => {
    const check = createMacroCheck({ year: 2023, quarter: null })
    const before = Object.keys(check.counts())
    const rows = [
      validLarValues(2023, { actionTaken: '2' }),
      validLarValues(2023, { interestRate: 'Exempt', income: 'NA' }),
      validLarValues(2023, { preapproval: '1', loanPurpose: '1' }),
      validLarValues(2023, { income: '5', actionTaken: '7' }),
    ]
    for (let i = 0; i < 1_000_000; i++) check.add(rows[i % 4] as string[])
    const counts = check.counts()
    expect(Object.keys(counts)).toEqual(before)
    expect(before).toHaveLength(16)
    expect(counts.records).toBe(1_000_000)
    expect(counts.action2).toBe(250_000)
    expect(counts.exemptRecords).toBe(250_000)
    expect(counts.wholeNumberIncome).toBe(750_000)
    expect(counts.lowIncome).toBe(250_000)
    // The check object itself gains no properties while it counts.
    expect(Object.keys(check).sort()).toEqual([
      'add',
      'addTs',
      'counts',
      'edits',
      'finish',
      'merge',
    ])
  })
})

describe('merging the counters of a check of another part of the file', () => {
  const MIXED: readonly Overrides[] = [
    { actionTaken: '1', loanPurpose: '1', preapproval: '1', income: '5' },
    { actionTaken: '2', loanPurpose: '2', income: 'NA' },
    { actionTaken: '7', preapproval: '1', income: '120' },
    { actionTaken: '3', loanPurpose: '1', income: '9.5' },
    { actionTaken: '4', submissionOfApplication: '1111' },
    { actionTaken: '6', loanPurpose: '1', income: '-3' },
    { actionTaken: '1', loanPurpose: '1', income: '2147483648' },
  ]

  it.each(PERIODS.map((p) => [periodName(p), p] as const))(
    'in %s, two halves merged equal the whole file',
    (_, period) => {
      const ts = validTsValues(period.year, { federalAgency: '7' })
      const records = Array.from({ length: 61 }, (_, i) =>
        validLarValues(period.year, MIXED[(i * 5) % MIXED.length]),
      )
      const whole = createMacroCheck(period)
      whole.addTs(ts)
      records.forEach((values) => whole.add(values))

      const head = createMacroCheck(period)
      const tail = createMacroCheck(period)
      head.addTs(ts)
      records.slice(0, 23).forEach((values) => head.add(values))
      records.slice(23).forEach((values) => tail.add(values))
      head.merge(tail.counts())

      expect(head.counts()).toEqual(whole.counts())
      expect(head.finish()).toEqual(whole.finish())
    },
  )

  it('refuses counters that are not whole, non-negative numbers', () => {
    const check = createMacroCheck({ year: 2025, quarter: null })
    const counts = { ...check.counts(), action2: -1 }
    expect(() => check.merge(counts)).toThrow(RangeError)
    expect(check.counts().action2).toBe(0)
  })
})

/**
 * The macro edits (Q634–Q640, and Q646/Q647 where they are macro edits) as a streaming
 * accumulator: `add` each LAR record once, `addTs` the transmittal sheet, then `finish` for the
 * verdicts. It keeps a fixed set of counters and no rows, so its memory does not grow with the
 * file; the verdicts follow the platform's arithmetic exactly (see ./thresholds.ts).
 *
 * Feed it the records that pass the format check (../../parse.ts): the platform's macro stage
 * reads the LAR lines through its parser and leaves out any it cannot parse, so those count in
 * no total. Which edits run is decided by the period (./periods.ts).
 */
import { LAR_INDEX } from '../../schema'
import { isHudTs, usesExemption } from './exemption'
import { javaInt } from './javaInt'
import { macroEditsFor, type MacroEditId, type MacroPeriod } from './periods'
import {
  Q634_MAX_SHARE,
  Q634_MIN_ORIGINATIONS,
  Q635_MAX_SHARE,
  Q636_MAX_SHARE,
  Q637_MAX_SHARE,
  Q638_MIN_SHARE,
  Q639_MIN_DENIED,
  Q639_MIN_REQUESTS,
  Q640_LOW_INCOME,
  Q640_MAX_SHARE,
} from './thresholds'

/** A share edit: a count of records against a count of records, compared with a limit. */
export interface ShareFinding {
  readonly id: 'Q634' | 'Q635' | 'Q636' | 'Q637' | 'Q638' | 'Q640'
  readonly kind: 'share'
  /** True when the platform would report the edit for this file. */
  readonly triggered: boolean
  /** The records the edit counts (e.g. action taken 2). */
  readonly count: number
  /** The records the share is taken of (e.g. all records). */
  readonly of: number
  /** `count / of` as the platform computes it (a double; NaN when `of` is 0). */
  readonly share: number
  /** The limit of the share, e.g. 0.15. */
  readonly limit: number
  /** `max`: the edit reports a share above the limit; `min`: a share below it. */
  readonly bound: 'max' | 'min'
  /** Q634 only: the edit applies only when `count` is more than this. */
  readonly appliesAbove?: number
}

/** Q639: denied preapproval requests expected once there are many requests. */
export interface PreapprovalFinding {
  readonly id: 'Q639'
  readonly kind: 'preapproval'
  readonly triggered: boolean
  /** Records with preapproval 1 (requested). */
  readonly requested: number
  /** The edit applies only when `requested` is more than this. */
  readonly appliesAbove: number
  /** Records with action taken 7 (preapproval request denied). */
  readonly denied: number
  /** Denied requests expected at least. */
  readonly minDenied: number
}

/** Q646 / Q647 as macro edits: any record using a partial-exemption code. */
export interface ExemptionFinding {
  readonly id: 'Q646' | 'Q647'
  readonly kind: 'exemption'
  readonly triggered: boolean
  /** Records that use at least one exemption code. */
  readonly exemptRecords: number
  /** Q647: whether the transmittal sheet names HUD (agency 7); always false for Q646. */
  readonly hudAgency: boolean
}

/** The outcome of one macro edit: reported (`triggered`) or not, with the figures behind it. */
export type MacroFinding = ShareFinding | PreapprovalFinding | ExemptionFinding

export interface MacroCheck {
  /** The macro edits this check runs, in id order. */
  readonly edits: readonly MacroEditId[]
  /** Counts the transmittal sheet (only its federal agency matters, for Q647). */
  addTs(values: readonly string[]): void
  /** Counts one LAR record (raw values indexed like the schema). Allocates nothing. */
  add(values: readonly string[]): void
  /** One finding for each edit of `edits`, in the same order; `add` may continue afterwards. */
  finish(): MacroFinding[]
  /** The counters, by name (a copy). Their number is fixed: the state never grows. */
  counts(): Readonly<Record<CounterName, number>>
  /**
   * Adds the counters of a check of another part of the same file (`counts()` of that check, for
   * a file split across workers): the result is that of one check that was given both parts.
   * Throws a RangeError, changing nothing, when a counter is missing or not a whole number ≥ 0.
   */
  merge(counts: Readonly<Record<CounterName, number>>): void
}

const COUNTERS = [
  'records',
  'action1',
  'action2',
  'action3',
  'action4',
  'action5',
  'action6',
  'action7',
  'action8',
  'homePurchase',
  'homePurchaseOriginated',
  'preapprovalRequested',
  'wholeNumberIncome',
  'lowIncome',
  'exemptRecords',
  'hudTransmittalSheets',
] as const

export type CounterName = (typeof COUNTERS)[number]

const RECORDS = 0
/** `ACTION + n` counts action taken n (1–8). */
const ACTION = 0
const HOME_PURCHASE = 9
const HOME_PURCHASE_ORIGINATED = 10
const PREAPPROVAL_REQUESTED = 11
const WHOLE_NUMBER_INCOME = 12
const LOW_INCOME = 13
const EXEMPT_RECORDS = 14
const HUD_TS = 15

const ACTION_TAKEN = LAR_INDEX.actionTaken
const LOAN_PURPOSE = LAR_INDEX.loanPurpose
const PREAPPROVAL = LAR_INDEX.preapproval
const INCOME = LAR_INDEX.income

/** The action taken code 1–8 of a value written as one digit, else 0. */
function actionCode(v: string | undefined): number {
  if (v === undefined || v.length !== 1) return 0
  const d = v.charCodeAt(0) - 48
  return d >= 1 && d <= 8 ? d : 0
}

/** Creates the macro check of a filing period (throws RangeError for a period that never existed). */
export function createMacroCheck(period: MacroPeriod): MacroCheck {
  const edits = macroEditsFor(period)
  const countExemptions = edits.includes('Q646') || edits.includes('Q647')
  // One slot per counter, allocated once: nothing here can grow with the file.
  const c = new Float64Array(COUNTERS.length)

  function add(values: readonly string[]): void {
    c[RECORDS] = (c[RECORDS] as number) + 1
    const action = actionCode(values[ACTION_TAKEN])
    if (action !== 0) c[ACTION + action] = (c[ACTION + action] as number) + 1
    if (values[LOAN_PURPOSE] === '1') {
      c[HOME_PURCHASE] = (c[HOME_PURCHASE] as number) + 1
      if (action === 1) c[HOME_PURCHASE_ORIGINATED] = (c[HOME_PURCHASE_ORIGINATED] as number) + 1
    }
    if (values[PREAPPROVAL] === '1') {
      c[PREAPPROVAL_REQUESTED] = (c[PREAPPROVAL_REQUESTED] as number) + 1
    }
    // Q640 counts only incomes the platform reads as whole numbers: NA, Exempt or 9.5 are in
    // neither the count nor the total it is compared with.
    const income = javaInt(values[INCOME])
    if (!Number.isNaN(income)) {
      c[WHOLE_NUMBER_INCOME] = (c[WHOLE_NUMBER_INCOME] as number) + 1
      if (income < Q640_LOW_INCOME) c[LOW_INCOME] = (c[LOW_INCOME] as number) + 1
    }
    if (countExemptions && usesExemption(values)) {
      c[EXEMPT_RECORDS] = (c[EXEMPT_RECORDS] as number) + 1
    }
  }

  function addTs(values: readonly string[]): void {
    if (isHudTs(values)) c[HUD_TS] = (c[HUD_TS] as number) + 1
  }

  function get(index: number): number {
    return c[index] as number
  }

  /** A share edit with a maximum: reported when count / of is above the limit. */
  function maxShare(id: ShareFinding['id'], count: number, of: number, limit: number) {
    const share = count / of
    // NaN (no records to take a share of) is not above anything: not reported.
    return {
      id,
      kind: 'share',
      triggered: share > limit,
      count,
      of,
      share,
      limit,
      bound: 'max',
    } as const
  }

  function finding(id: MacroEditId): MacroFinding {
    switch (id) {
      case 'Q634': {
        const count = get(HOME_PURCHASE_ORIGINATED)
        const of = get(HOME_PURCHASE)
        // The platform compares the count with limit × total (a double product), not the share.
        const triggered = count > Q634_MIN_ORIGINATIONS && count > Q634_MAX_SHARE * of
        return {
          id,
          kind: 'share',
          triggered,
          count,
          of,
          share: count / of,
          limit: Q634_MAX_SHARE,
          bound: 'max',
          appliesAbove: Q634_MIN_ORIGINATIONS,
        }
      }
      case 'Q635':
        return maxShare(id, get(ACTION + 2), get(RECORDS), Q635_MAX_SHARE)
      case 'Q636':
        return maxShare(id, get(ACTION + 4), get(RECORDS), Q636_MAX_SHARE)
      case 'Q637':
        return maxShare(id, get(ACTION + 5), get(RECORDS), Q637_MAX_SHARE)
      case 'Q638': {
        const count = get(ACTION + 1)
        let of = 0
        for (let a = 1; a <= 6; a++) of += get(ACTION + a)
        const share = count / of
        // Passes only when the share is at least the limit; with no record of action taken 1–6
        // the share is NaN, which is not, so the platform reports the edit.
        const triggered = !(share >= Q638_MIN_SHARE)
        return {
          id,
          kind: 'share',
          triggered,
          count,
          of,
          share,
          limit: Q638_MIN_SHARE,
          bound: 'min',
        }
      }
      case 'Q639': {
        const requested = get(PREAPPROVAL_REQUESTED)
        const denied = get(ACTION + 7)
        return {
          id,
          kind: 'preapproval',
          triggered: requested > Q639_MIN_REQUESTS && denied < Q639_MIN_DENIED,
          requested,
          appliesAbove: Q639_MIN_REQUESTS,
          denied,
          minDenied: Q639_MIN_DENIED,
        }
      }
      case 'Q640':
        return maxShare(id, get(LOW_INCOME), get(WHOLE_NUMBER_INCOME), Q640_MAX_SHARE)
      case 'Q646': {
        const exemptRecords = get(EXEMPT_RECORDS)
        return {
          id,
          kind: 'exemption',
          triggered: exemptRecords > 0,
          exemptRecords,
          hudAgency: false,
        }
      }
      case 'Q647': {
        const exemptRecords = get(EXEMPT_RECORDS)
        const hudAgency = get(HUD_TS) > 0
        return {
          id,
          kind: 'exemption',
          triggered: hudAgency && exemptRecords > 0,
          exemptRecords,
          hudAgency,
        }
      }
    }
  }

  function merge(counts: Readonly<Record<CounterName, number>>): void {
    for (const name of COUNTERS) {
      const n = counts[name]
      if (!Number.isSafeInteger(n) || n < 0) {
        throw new RangeError(
          `The macro counter ${name} is not a whole number of records: ${String(n)}.`,
        )
      }
    }
    COUNTERS.forEach((name, i) => {
      c[i] = (c[i] as number) + counts[name]
    })
  }

  return {
    edits,
    add,
    addTs,
    merge,
    finish: () => edits.map(finding),
    counts: () => {
      const out = {} as Record<CounterName, number>
      COUNTERS.forEach((name, i) => {
        out[name] = c[i] as number
      })
      return out
    },
  }
}

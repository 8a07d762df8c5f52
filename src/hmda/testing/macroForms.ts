/**
 * How the test-file generator triggers the edits that look at the whole file — the macro edits
 * Q634–Q640, Q646/Q647 (macro edits until 2024, record edits from 2025) and the file-wide
 * quality edits Q600/Q600-warning — and their "near" forms. Share edits get exact counts: the
 * near form puts the share exactly at the limit (or as close as the file's row count allows,
 * computed with the platform's double arithmetic, see ../validate/macro/thresholds.ts), the
 * trigger form one row beyond it.
 *
 * Any file of more than 25 rows also gets every tenth row declined (the "guard"), so that Q634
 * (over 95% of home-purchase applications originated) does not fire on an otherwise clean file.
 */
import {
  Q634_MAX_SHARE,
  Q634_MIN_ORIGINATIONS,
  Q635_MAX_SHARE,
  Q636_MAX_SHARE,
  Q637_MAX_SHARE,
  Q638_MIN_SHARE,
  Q639_MIN_REQUESTS,
  Q640_LOW_INCOME,
  Q640_MAX_SHARE,
} from '../validate/macro/thresholds'
import { DENIED, notOriginated, type LarOverrides } from './qualityForms'

export const FILE_FORMS: Readonly<Record<string, string>> = {
  Q600: 'two declined applications with the same ULI (near: ULIs that differ)',
  'Q600-warning':
    'two declined applications with the same ULI, action and date (near: another date)',
  Q634: 'over 95% of home-purchase applications originated, 26 or more (near: exactly 95%)',
  Q635: 'approved-not-accepted applications one row over 15% (near: at 15%)',
  Q636: 'withdrawn applications one row over 30% (near: at 30%)',
  Q637: 'files closed for incompleteness one row over 15% (near: at 15%)',
  Q638: 'originations one row under 20% of actions 1–6 (near: at 20%)',
  Q639: '1,001 preapproval requests, none denied (near: 1,000); needs 1,001 rows',
  Q640: 'incomes under 10 (thousand) one row over 20% (near: at 20%)',
  Q646: 'rows with the prepayment penalty term Exempt (near: the word Exempt in the street)',
  Q647: 'a HUD filer (agency 7) with Exempt rows (near: a HUD filer without)',
}

export interface FilePlan {
  /** Overrides per row index (0-based among LAR rows). */
  readonly rows: Map<number, LarOverrides[]>
  /** Rows that take the ULI of the row before them (Q600). */
  readonly repeatUli: Set<number>
  /** Rows that also take the action taken date of the row before them (Q600-warning). */
  readonly repeatDate: Set<number>
  /** Transmittal sheet overrides (Q647). */
  readonly federalAgency: string | null
}

/** The largest k with k / n at most `limit` (a double division, as the platform does it). */
function atMost(n: number, limit: number): number {
  let k = Math.floor(limit * n)
  while (k + 1 <= n && (k + 1) / n <= limit) k++
  while (k > 0 && k / n > limit) k--
  return k
}

/** The smallest k with k / n at least `limit`. */
function atLeast(n: number, limit: number): number {
  let k = Math.ceil(limit * n)
  while (k > 0 && (k - 1) / n >= limit) k--
  while (k < n && k / n < limit) k++
  return k
}

/** How many rows each file form needs at least. */
export function rowsNeeded(id: string): number {
  if (id === 'Q639') return Q639_MIN_REQUESTS + 1
  if (id === 'Q634') return 40
  if (id === 'Q600' || id === 'Q600-warning') return 2
  if (id === 'Q646' || id === 'Q647') return 1
  return 20
}

const EXEMPT_ROW: LarOverrides = { prepaymentPenaltyTerm: 'Exempt' }
const NEAR_EXEMPT_ROW: LarOverrides = { streetAddress: '12 Exempt Road' }

/**
 * Plans the file forms `trigger` and `near` (ids of FILE_FORMS) over `n` rows; `taken` holds
 * the rows the row-level forms use (left alone where possible). `exemptRows` is the number of
 * rows with an exemption code for Q646/Q647.
 */
export function planFileForms(
  n: number,
  trigger: readonly string[],
  near: readonly string[],
  taken: ReadonlySet<number>,
  exemptRows: number,
): FilePlan {
  const rows = new Map<number, LarOverrides[]>()
  const repeatUli = new Set<number>()
  const repeatDate = new Set<number>()
  let federalAgency: string | null = null
  const used = new Set<number>(taken)
  // Rows with an action other than origination, and with a preapproval request.
  const nonOriginated = new Set<number>()
  let preapprovals = 0

  const set = (i: number, o: LarOverrides) => {
    const list = rows.get(i) ?? []
    list.push(o)
    rows.set(i, list)
    used.add(i)
    if (o.actionTaken !== undefined && o.actionTaken !== '1') nonOriginated.add(i)
  }
  /** `count` free rows, spread evenly over the file. */
  const spread = (count: number): number[] => {
    const out: number[] = []
    for (let j = 0; j < count; j++) {
      let i = Math.floor(((j + 0.5) * n) / count)
      let tries = 0
      while (used.has(i) && tries < n) {
        i = (i + 1) % n
        tries++
      }
      if (tries >= n) throw new RangeError(`Not enough rows (${String(n)}) for these edits.`)
      used.add(i)
      out.push(i)
    }
    return out
  }
  const form = (id: string, isTrigger: boolean) => {
    switch (id) {
      case 'Q600':
      case 'Q600-warning': {
        const i = Math.max(1, Math.floor(n / 2))
        set(i - 1, DENIED)
        set(i, DENIED)
        if (id === 'Q600' && !isTrigger) return
        repeatUli.add(i)
        if (id === 'Q600-warning' && isTrigger) repeatDate.add(i)
        return
      }
      case 'Q634': {
        // All rows are home purchases: d declined leaves n - d originations of n.
        let d = 0
        while (n - d > Q634_MAX_SHARE * n) d++
        if (isTrigger) d--
        for (const i of spread(d)) set(i, DENIED)
        return
      }
      case 'Q635':
      case 'Q636':
      case 'Q637': {
        const limit =
          id === 'Q636' ? Q636_MAX_SHARE : id === 'Q635' ? Q635_MAX_SHARE : Q637_MAX_SHARE
        const k = atMost(n, limit) + (isTrigger ? 1 : 0)
        const action = id === 'Q635' ? '2' : id === 'Q636' ? '4' : '5'
        for (const i of spread(k)) set(i, notOriginated(action))
        return
      }
      case 'Q638': {
        const k = atLeast(n, Q638_MIN_SHARE) - (isTrigger ? 1 : 0)
        for (const i of spread(n - k)) set(i, DENIED)
        return
      }
      case 'Q639': {
        const k = Q639_MIN_REQUESTS + (isTrigger ? 1 : 0)
        preapprovals = k
        for (let i = 0; i < k; i++) {
          const list = rows.get(i) ?? []
          list.push({ preapproval: '1' })
          rows.set(i, list)
        }
        return
      }
      case 'Q640': {
        const k = atMost(n, Q640_MAX_SHARE) + (isTrigger ? 1 : 0)
        for (const i of spread(k)) set(i, { income: String(Q640_LOW_INCOME - 1) })
        return
      }
      case 'Q646':
      case 'Q647': {
        if (id === 'Q647') federalAgency = '7'
        const exempt = isTrigger ? EXEMPT_ROW : id === 'Q646' ? NEAR_EXEMPT_ROW : null
        if (exempt) for (const i of spread(Math.min(exemptRows, n))) set(i, exempt)
        return
      }
      default:
        throw new RangeError(`${id} is not a file-level edit.`)
    }
  }
  for (const id of trigger) form(id, true)
  for (const id of near) form(id, false)

  // The guard: every tenth row declined (a tenth is always enough, and a longer file of the
  // same year starts with the same rows), so that originations are at most 95% of home
  // purchases. A preapproval request is approved but not accepted instead (action 2).
  const asked = [...trigger, ...near]
  const guarded = (count: number) => n - nonOriginated.size - count <= Q634_MAX_SHARE * n
  if (!asked.includes('Q634') && n > Q634_MIN_ORIGINATIONS && !guarded(0)) {
    for (let i = 9; i < n; i += 10) {
      if (!used.has(i)) set(i, i < preapprovals ? notOriginated('2') : DENIED)
    }
    // Rarely more (when asked edits took those rows); none when every row is taken already.
    for (let i = 0; i < n && !guarded(0); i++) {
      if (!used.has(i)) set(i, i < preapprovals ? notOriginated('2') : DENIED)
    }
  }
  return { rows, repeatUli, repeatDate, federalAgency }
}

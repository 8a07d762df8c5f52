/**
 * Keeping one filing in step between browser tabs: a three-way merge of the filing as this tab
 * last read or wrote it (`base`), as this tab has it now (`mine`) and as another tab stored it
 * since (`theirs`). Rows added, changed or deleted in either tab survive; only a transmittal
 * sheet changed in both at once cannot be merged: this tab's is kept and the other's is listed
 * with the lines to review, so nothing typed is lost. Pure, so it is tested without a browser.
 */
import { withTotalEntries, type Filing, type OtherLine } from './filing'

export interface MergeResult {
  readonly filing: Filing
  /** LAR rows the other tab added (or changed: counted as added) that are now here too. */
  readonly addedThere: number
  /** LAR rows the other tab deleted (or changed) that are gone here too. */
  readonly removedThere: number
  /** The other tab changed the transmittal sheet, and its version is taken. */
  readonly tsThere: boolean
  /** Both tabs changed the transmittal sheet: this tab's is kept, theirs is listed for review. */
  readonly tsConflict: boolean
}

/** Rows of `a` not in `b`, counting repeats (`a` − `b` as multisets), in the order of `a`. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>()
  for (const row of b) left.set(row, (left.get(row) ?? 0) + 1)
  const result: string[] = []
  for (const row of a) {
    const n = left.get(row) ?? 0
    if (n > 0) left.set(row, n - 1)
    else result.push(row)
  }
  return result
}

const sameOther = (a: readonly OtherLine[], b: readonly OtherLine[]) =>
  a.length === b.length &&
  a.every((x, i) => x.line === b[i]?.line && x.text === b[i]?.text && x.reason === b[i]?.reason)

/** True when two filings have the same year, rows and lines to review. */
export function sameFiling(a: Filing | null, b: Filing | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  return (
    a.year === b.year &&
    a.ts === b.ts &&
    a.lar.length === b.lar.length &&
    a.lar.every((row, i) => row === b.lar[i]) &&
    sameOther(a.other, b.other)
  )
}

/** Merges the changes of this tab (`mine`) and another (`theirs`) made since `base`. */
export function mergeFilings(base: Filing, mine: Filing, theirs: Filing): MergeResult {
  // Rows: start from theirs, apply this tab's deletions and changes, then its additions.
  const lar = theirs.lar.slice()
  const addedThere = minus(theirs.lar, base.lar)
  const removedThere = minus(base.lar, theirs.lar)
  const removedHere = minus(base.lar, mine.lar)
  const addedHere = minus(mine.lar, base.lar)
  // A row changed in place here (same position, same number of rows) stays where it was.
  const inPlace = new Map<string, string>()
  if (mine.lar.length === base.lar.length) {
    mine.lar.forEach((row, i) => {
      const before = base.lar[i] as string
      if (row !== before && !inPlace.has(before)) inPlace.set(before, row)
    })
  }
  const appended: string[] = []
  const replaced = new Set<string>()
  for (const row of removedHere) {
    const at = lar.indexOf(row)
    const replacement = inPlace.get(row)
    if (replacement !== undefined && !replaced.has(replacement)) {
      replaced.add(replacement)
      if (at >= 0) lar[at] = replacement
      else appended.push(replacement)
    } else if (at >= 0) {
      lar.splice(at, 1)
    }
  }
  // Rows both tabs added are kept once.
  for (const row of minus(
    addedHere.filter((r) => !replaced.has(r)),
    addedThere,
  ))
    appended.push(row)
  lar.push(...appended)

  // The entry count is filled in from the rows, so it is not a change of the sheet.
  const sheet = (ts: string | null) => (ts === null ? null : withTotalEntries(ts, 0))
  let ts = theirs.ts
  let tsThere = sheet(theirs.ts) !== sheet(base.ts)
  let tsConflict = false
  let other = sameOther(mine.other, base.other) ? theirs.other : mine.other
  if (sheet(mine.ts) !== sheet(base.ts)) {
    if (tsThere && sheet(theirs.ts) !== sheet(mine.ts) && theirs.ts !== null) {
      tsConflict = true
      other = [
        ...other,
        {
          line: 0,
          text: theirs.ts,
          reason: 'The transmittal sheet as another tab changed it at the same time as this one.',
        },
      ]
    }
    ts = mine.ts
    tsThere = false
  }
  return {
    filing: {
      year: mine.year,
      ts: ts === null ? null : withTotalEntries(ts, lar.length),
      lar,
      other,
    },
    addedThere: addedThere.length,
    removedThere: removedThere.length,
    tsThere,
    tsConflict,
  }
}

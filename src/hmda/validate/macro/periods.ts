/**
 * Which macro edits the HMDA Platform runs on a submission of each filing period, and in which
 * periods it runs Q646 and Q647 on each record instead. Facts from the platform's macro flow (its
 * per-year selection, which matches on the year alone, so a quarterly period of a year runs that
 * year's list) and its per-period record engines (`engine/<year>` and `<year>Q`).
 */
import type { RuleContext } from '../types'

/** The ids of the edits that look at the whole file. */
export type MacroEditId =
  'Q634' | 'Q635' | 'Q636' | 'Q637' | 'Q638' | 'Q639' | 'Q640' | 'Q646' | 'Q647'

/** A filing period: the filing year, and the quarter of a quarterly filing (null: annual). */
export type MacroPeriod = RuleContext

const SHARE_EDITS: readonly MacroEditId[] = Object.freeze([
  'Q634',
  'Q635',
  'Q636',
  'Q637',
  'Q638',
  'Q639',
  'Q640',
])

const WITH_EXEMPTION_EDITS: readonly MacroEditId[] = Object.freeze([...SHARE_EDITS, 'Q646', 'Q647'])

/** First year in which quarterly filing existed. */
const FIRST_QUARTERLY_YEAR = 2020

/** First year in which the platform checks Q646 and Q647 on each record, not over the file. */
export const EXEMPTION_ROW_EDITS_FROM = 2025

function checkPeriod(period: MacroPeriod): void {
  if (period.quarter !== null && period.year < FIRST_QUARTERLY_YEAR) {
    throw new RangeError(
      `There is no quarterly filing period in ${String(period.year)}: quarterly filing began in ${String(FIRST_QUARTERLY_YEAR)}.`,
    )
  }
}

/**
 * The macro edits the platform runs in a period, in id order:
 * - 2018: Q634–Q640 (partial exemptions, and so Q646/Q647, began with 2019 data);
 * - 2019–2024, annual and quarterly: Q634–Q640, Q646 and Q647;
 * - 2025: Q634–Q640; Q646 and Q647 are record edits from then on (see `runsExemptionRowEdits`);
 * - 2026: the platform's macro flow has no entry for 2026 yet and would run nothing, while the
 *   2026 edit list publishes Q634–Q640; we run 2025's macro edits, the ones the list names.
 */
export function macroEditsFor(period: MacroPeriod): readonly MacroEditId[] {
  checkPeriod(period)
  if (period.year === 2018) return SHARE_EDITS
  if (period.year >= EXEMPTION_ROW_EDITS_FROM) return SHARE_EDITS
  return WITH_EXEMPTION_EDITS
}

/**
 * Whether the platform checks Q646 and Q647 on each LAR record in this period (2025 and 2026,
 * annual and quarterly: the quarterly engines take the annual quality edits of their year).
 */
export function runsExemptionRowEdits(period: MacroPeriod): boolean {
  checkPeriod(period)
  return period.year >= EXEMPTION_ROW_EDITS_FROM
}

/**
 * Validity edits V600–V659 that can be decided from one record (transmittal sheet or LAR), for
 * filing years 2018–2026. Where an edit changed between years the rule branches on
 * `context.year`. Every edit of this range is published for every year 2018–2026, so the rules
 * need no year filter of their own; the engine runs the ones its edit list names.
 */
import type { ValidityRule } from '../types'
import { DEMOGRAPHIC_RULES_A } from './rulesADemographics'
import { LOAN_RULES_A } from './rulesALoan'
import { TS_RULES_A } from './rulesATs'

/** Every rule of this part, in edit-id order. */
export const RULES_A: readonly ValidityRule[] = Object.freeze(
  [...TS_RULES_A, ...LOAN_RULES_A, ...DEMOGRAPHIC_RULES_A].sort(
    (a, b) => editNumber(a.id) - editNumber(b.id),
  ),
)

/** Edits of V600–V659 that need data from outside the file, and so are not checked here. */
export const NOT_CHECKED_A: readonly { readonly id: string; readonly reason: string }[] =
  Object.freeze([
    {
      id: 'V625-2',
      reason:
        'Needs the Census Bureau list of census tracts: the tract must exist, not only be 11 digits.',
    },
  ])

/** Edit number and sub-number as one sortable number: V628-3 → 628.03. */
function editNumber(id: string): number {
  const dash = id.indexOf('-')
  const main = Number(id.slice(1, dash < 0 ? undefined : dash))
  return dash < 0 ? main : main + Number(id.slice(dash + 1)) / 100
}

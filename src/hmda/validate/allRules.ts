/**
 * Every implemented validity rule, and the validity edits that cannot be checked from the file,
 * combined from the two rule modules under ./validity.
 */
import type { ValidityRule } from './types'
import { NOT_CHECKED_A, RULES_A } from './validity/rulesA'
import { NOT_CHECKED_B, RULES_B } from './validity/rulesB'

/** A validity edit without an implementation here, and why (shown as “not checked here”). */
export interface NotCheckedEdit {
  /** The edit id as in the catalogue, e.g. "V627". */
  readonly id: string
  /** Why it is not checked, e.g. "Needs the census tract list." */
  readonly reason: string
}

const RULE_MODULES: readonly (readonly ValidityRule[])[] = [RULES_A, RULES_B]
const NOT_CHECKED_MODULES: readonly (readonly NotCheckedEdit[])[] = [NOT_CHECKED_A, NOT_CHECKED_B]

/** All validity rules, in module order. */
export const VALIDITY_RULES: readonly ValidityRule[] = RULE_MODULES.flat()

/** Validity edits not checked here, with the reason; an implemented id is never listed. */
export const NOT_CHECKED: readonly NotCheckedEdit[] = (() => {
  const implemented = new Set(VALIDITY_RULES.map((rule) => rule.id))
  const seen = new Set<string>()
  return NOT_CHECKED_MODULES.flat().filter((item) => {
    if (implemented.has(item.id) || seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
})()

import { MACRO_EDITS } from './macro'
import { QUALITY_EDITS } from './quality'
import { SYNTACTICAL_EDITS } from './syntactical'
import type { EditDef } from './types'
import { VALIDITY_EDITS } from './validity'

/**
 * Every edit the HMDA Platform has published for filing years 2018 onwards, one record per edit id,
 * or per id and version where the rule changed between years. The data lives in one file per
 * category; use `editsFor` / `getEdit` in `./lookup` to query it by year.
 */
export const EDIT_CATALOGUE: readonly EditDef[] = [
  ...SYNTACTICAL_EDITS,
  ...VALIDITY_EDITS,
  ...QUALITY_EDITS,
  ...MACRO_EDITS,
]

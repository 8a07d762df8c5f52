/**
 * The shape of a quality edit decided from one record (a LAR row, or the transmittal sheet). It
 * is the validity rule's shape plus the version: the platform sometimes rewrote an edit under the
 * same id, and `version` names the first filing year of the rewrite (2018 for the first version).
 */
import type { RecordKind } from '../../types'
import type { RuleContext } from '../types'

export interface QualityRule {
  /** The edit id as in the catalogue, e.g. "Q605-1". */
  readonly id: string
  /** First filing year of this version of the edit (2018 for the original). */
  readonly version: number
  readonly record: RecordKind
  /** True when the record passes. Runs on every row: read by index, do not allocate. */
  readonly check: (values: readonly string[], context: RuleContext) => boolean
}

/** `id@version`, the key the engine table uses, e.g. "Q606@2020". */
export function ruleKey(rule: Pick<QualityRule, 'id' | 'version'>): string {
  return `${rule.id}@${String(rule.version)}`
}

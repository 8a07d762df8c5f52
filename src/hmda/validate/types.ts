/**
 * Shared shapes of the file validator (formatting → syntactical → validity). Row values are the
 * raw strings of one record, indexed like the schema (`LAR_INDEX` / `TS_INDEX` in ../schema).
 */
import type { FilingYear, RecordKind } from '../types'

/** What a row-level rule may know besides the row itself. */
export interface RuleContext {
  readonly year: FilingYear
  /** Calendar quarter of a quarterly filing (from the TS), or null for an annual filing. */
  readonly quarter: 1 | 2 | 3 | null
}

/**
 * A validity edit that can be decided from one record alone. `check` returns true when the
 * record passes. It must be fast (it runs for every row of million-row files): read values by
 * index, compare strings, avoid allocating.
 */
export interface ValidityRule {
  /** The edit id as in the catalogue, e.g. "V608-1". */
  readonly id: string
  readonly record: RecordKind
  readonly check: (values: readonly string[], context: RuleContext) => boolean
  /** Schema keys of the fields to show with a finding (defaults to the catalogue's fields). */
  readonly showFields?: readonly string[]
}

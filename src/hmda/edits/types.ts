/**
 * The HMDA edit catalogue: the checks the HMDA Platform runs on a submitted file, as published
 * per filing year.
 *
 * - `syntactical` (S…): structure of the file; failing blocks submission.
 * - `validity` (V…): each value is allowed and consistent; failing blocks submission.
 * - `quality` (Q…): a record holds an unusual value; the filer corrects or confirms it.
 * - `macro` (Q634–Q640, Q646, Q647): quality checks over the whole file rather than one record.
 */
export type EditCategory = 'syntactical' | 'validity' | 'quality' | 'macro'

/**
 * One edit, or one version of an edit when its rule changed between years. Versions of the same
 * id never share a year, so `(id, year)` identifies at most one record per filing kind.
 */
export interface EditDef {
  /** The platform's identifier, sub-edits included, e.g. `'S300'`, `'V608-1'`, `'Q600-warning'`. */
  readonly id: string
  readonly category: EditCategory
  /** Official names of the data fields the edit looks at (TS or LAR schema spelling). */
  readonly fields: readonly string[]
  /** What the rule checks, in plain words for a filer (one to three sentences). */
  readonly description: string
  /** Filing years whose annual edit list includes this version, ascending. */
  readonly years: readonly number[]
  /** Years whose quarterly edit list includes this version, ascending (quarterly filing began 2020). */
  readonly quarterlyYears: readonly number[]
  /** On a version that replaced an earlier one: what changed, and from which year. */
  readonly change?: string
}
